import { useTranslation } from 'react-i18next';
import { type DayRange, PRESETS, type Preset } from '@kumbu/core/date-range';
import { DateField } from '../../shared/ui/date-field';

interface Props {
  /** The chosen preset, or null for custom dates. */
  readonly value: Preset | null;
  readonly days: DayRange;
  readonly onPreset: (preset: Preset) => void;
  readonly onDay: (which: 'start' | 'end', day: string) => void;
}

/**
 * The four presets and two date fields (in the app's language; only whole days are handed
 * over, so typing a year digit by digit never makes a 2 000-year range); a start after the
 * end is swapped by the caller.
 */
export function PresetPicker({ value, days, onPreset, onDay }: Props) {
  const { t } = useTranslation();
  return (
    <div className="range-picker">
      <div className="segmented" role="group" aria-label={t('dashboard.rangeLabel')}>
        {PRESETS.map((preset) => (
          <button key={preset} type="button" aria-pressed={preset === value} onClick={() => onPreset(preset)}>
            {t(`dashboard.presets.${preset}`)}
          </button>
        ))}
      </div>
      <fieldset className={`range-picker__custom${value === null ? ' is-active' : ''}`}>
        <legend className="visually-hidden">{t('dashboard.customRange.label')}</legend>
        <label>
          <span>{t('dashboard.customRange.start')}</span>
          <DateField name="start" value={days.start} onlyWholeDays required calendarLabel={t('dashboard.customRange.startCalendar')} onChange={(day) => onDay('start', day)} />
        </label>
        <label>
          <span>{t('dashboard.customRange.end')}</span>
          <DateField name="end" value={days.end} onlyWholeDays required calendarLabel={t('dashboard.customRange.endCalendar')} onChange={(day) => onDay('end', day)} />
        </label>
      </fieldset>
    </div>
  );
}
