// One account's balance day by day: a small line chart (the lazy chunk, with recharts; mount
// it through lazy-balance-chart.ts). The SVG is hidden from screen readers; a sentence gives
// them the first and last balance instead. Animations are off: it redraws on live changes.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { type Currency, formatMoney, toCents } from '@kumbu/core/money';
import { formatDay } from '../../../shared/format-date';
import { useLang } from '../../../shared/use-lang';
import { formatCompactMoney, formatTickDay } from '../charts/chart-data';
import { type BalancePoint } from './account-dto';
import '../charts/dashboard-charts.css';

const AXIS_TICK = { fontSize: 12, fill: 'var(--color-ink-muted)' } as const;

export interface BalanceChartProps {
  readonly points: readonly BalancePoint[];
  readonly currency: Currency;
}

export function BalanceChart({ points, currency }: BalanceChartProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const data = useMemo(() => points.map((p) => ({ day: p.day, cents: p.balanceCents })), [points]);
  const money = (cents: number): string => formatMoney(toCents(cents), currency, lang);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return <p className="chart-card__empty">{t('moneyAccounts.detail.chartEmpty')}</p>;
  return (
    <>
      <div className="chart-card__plot account-chart__plot" aria-hidden="true">
        <LineChart data={data} responsive style={{ width: '100%', height: 200 }} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={(day: string) => formatTickDay(day, lang)} tick={AXIS_TICK} tickLine={false}
            axisLine={{ stroke: 'var(--color-border)' }} interval="preserveStartEnd" minTickGap={28} />
          <YAxis tickFormatter={(c: number) => formatCompactMoney(c, currency, lang)} tick={AXIS_TICK} tickLine={false} axisLine={false} tickCount={4} width="auto" />
          <ReferenceLine y={0} stroke="var(--color-ink-muted)" />
          <Line dataKey="cents" type="stepAfter" stroke="var(--color-brand-700)" strokeWidth={2} isAnimationActive={false} dot={false} activeDot={{ r: 4 }} />
          <Tooltip isAnimationActive={false} content={({ activeIndex }) => {
            const p = activeIndex === undefined || activeIndex === null ? undefined : data[Number(activeIndex)];
            return p ? (
              <div className="chart-tooltip">
                <strong className="chart-tooltip__title">{formatDay(p.day, lang)}</strong>
                <span className="chart-tooltip__row">{t('moneyAccounts.detail.chartBalance')}: <b>{money(p.cents)}</b></span>
              </div>
            ) : null;
          }} />
        </LineChart>
      </div>
      <p className="visually-hidden">
        {t('moneyAccounts.detail.chartSummary', { start: formatDay(first.day, lang), first: money(first.balanceCents), end: formatDay(last.day, lang), last: money(last.balanceCents) })}
      </p>
    </>
  );
}
