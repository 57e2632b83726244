import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DayRange, PRESETS, type Preset } from '@kumbu/core/date-range';

interface Props {
  /** The chosen preset, or null for custom dates. */
  readonly value: Preset | null;
  readonly days: DayRange;
  readonly onPreset: (preset: Preset) => void;
  readonly onDay: (which: 'start' | 'end', day: string) => void;
}

/** The four presets and two date inputs; a start after the end is swapped by the caller. */
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
          <DayInput name="start" value={days.start} onCommit={(day) => onDay('start', day)} />
        </label>
        <label>
          <span>{t('dashboard.customRange.end')}</span>
          <DayInput name="end" value={days.end} onCommit={(day) => onDay('end', day)} />
        </label>
      </fieldset>
    </div>
  );
}

/**
 * A date input that hands over only plausible days: while someone types a year digit by
 * digit the browser reports "0002-05-01", which must not become a 2 000-year range (or
 * swap the ends) before the fourth digit arrives. A new value from above (a preset,
 * a swap) replaces the draft.
 */
function DayInput({ name, value, onCommit }: { readonly name: string; readonly value: string; readonly onCommit: (day: string) => void }) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  return (
    <input
      type="date"
      name={name}
      value={draft}
      required
      onChange={(e) => {
        const next = e.currentTarget.value;
        setDraft(next);
        if (/^(19|20)\d{2}-\d{2}-\d{2}$/.test(next)) onCommit(next);
      }}
      onBlur={() => setDraft(value)}
    />
  );
}
