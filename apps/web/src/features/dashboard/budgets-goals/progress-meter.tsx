// A labelled progress bar for a budget or a goal. role=progressbar with the real figures in
// aria-valuetext (a screen reader hears "42 500,00 Kz de 50 000,00 Kz gastos (85%)", not
// just a number); the bar is capped at 100 % while the text says how far over it went.
// The tone is never colour alone: the item beside it also says "Perto do limite".
export type MeterTone = 'ok' | 'near' | 'over' | 'saving' | 'done';

interface Props {
  readonly percent: number;
  readonly tone: MeterTone;
  readonly labelledBy: string;
  readonly valueText: string;
}

export function ProgressMeter({ percent, tone, labelledBy, valueText }: Props) {
  const shown = Math.min(100, Math.max(0, percent));
  return (
    <div
      className={`plan-meter plan-meter--${tone}`}
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      aria-valuetext={valueText}
      data-percent={percent}
    >
      {/* At least a sliver, so a started budget never looks untouched. */}
      <span className="plan-meter__fill" style={{ width: `${percent > 0 ? Math.max(2, shown) : 0}%` }} />
    </div>
  );
}
