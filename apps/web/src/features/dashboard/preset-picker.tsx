import { useTranslation } from 'react-i18next';
import { PRESETS, type Preset } from '@kumbu/core/date-range';

interface Props {
  readonly value: Preset;
  readonly onChange: (preset: Preset) => void;
}

export function PresetPicker({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="segmented" role="group" aria-label={t('dashboard.rangeLabel')}>
      {PRESETS.map((preset) => (
        <button key={preset} type="button" aria-pressed={preset === value} onClick={() => onChange(preset)}>
          {t(`dashboard.presets.${preset}`)}
        </button>
      ))}
    </div>
  );
}
