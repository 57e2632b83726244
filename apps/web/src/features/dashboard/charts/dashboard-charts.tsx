// The dashboard charts (spec §2): the running balance line, this month against last month,
// income/expense stacked bars and the top-categories donut. This module is the lazy chunk —
// it and recharts load only when the charts are shown (mount it through lazy-charts.ts).
// Each chart has a heading and, for screen readers, a summary sentence and a table of its
// numbers (inside a clipped box: a table ignores `overflow`, so a visually hidden one would
// widen a phone's page); the SVG itself is hidden from them. Animations are off: the charts
// redraw on every live change.
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar, BarChart, CartesianGrid, Line, LineChart, Pie, PieChart, ReferenceDot, ReferenceLine, Tooltip, XAxis, YAxis,
} from 'recharts';
import { type Aggregates } from '@kumbu/core/aggregates';
import { type DayString, dayOf } from '@kumbu/core/date-range';
import { type Lang } from '@kumbu/core/lang';
import { categoryLabel } from '@kumbu/agent/categories';
import { type Currency } from '@kumbu/core/money';
import {
  type ChartSeries, type DonutSlice, type RunningPoint,
  chartSeries, donutSlices, formatBucket, formatShare, formatTickDay, lastLived, runningBalance,
} from './chart-data';
import { COLOURS, AXIS_TICK, ChartCard, Empty, Legend, PLOT_HEIGHT, TooltipBox, itemAt, useMoney } from './chart-parts';
import { MonthCompareCard } from './month-compare-card';
import './charts-shell.css';
import './dashboard-charts.css';

const DONUT_HEIGHT = 200;

export function DashboardCharts({ aggregates }: { readonly aggregates: Aggregates }) {
  const { t } = useTranslation();
  const titleId = useId();
  // The app's today: the day in Luanda (core's dayOf), as the presets and the editor use.
  const today = dayOf(new Date());
  const series = useMemo(() => chartSeries(aggregates), [aggregates]);
  const running = useMemo(() => runningBalance(aggregates, today, series.granularity), [aggregates, today, series.granularity]);
  const slices = useMemo(() => donutSlices(aggregates.topCategories), [aggregates.topCategories]);
  return (
    <section className="charts" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">{t('charts.regionTitle')}</h2>
      <NetTrendCard series={series} running={running} today={today} currency={aggregates.currency} />
      <MonthCompareCard aggregates={aggregates} today={today} />
      <FlowCard series={series} currency={aggregates.currency} />
      <CategoriesCard slices={slices} currency={aggregates.currency} />
    </section>
  );
}

interface SeriesProps { readonly series: ChartSeries; readonly currency: Currency }

/** Shared axes of the two day/week charts: few ticks so a 360 px phone stays readable. */
function timeAxes(lang: Lang, tick: (cents: number) => string): ReactNode {
  return [
    <CartesianGrid key="grid" stroke={COLOURS.grid} strokeDasharray="3 3" vertical={false} />,
    <XAxis key="x" dataKey="start" tickFormatter={(day: string) => formatTickDay(day, lang)} tick={AXIS_TICK} tickLine={false}
      axisLine={{ stroke: COLOURS.grid }} interval="preserveStartEnd" minTickGap={28} />,
    <YAxis key="y" tickFormatter={tick} tick={AXIS_TICK} tickLine={false} axisLine={false} tickCount={5} width="auto" />,
    <ReferenceLine key="zero" y={0} stroke={COLOURS.zero} />,
  ];
}

interface NetProps extends SeriesProps { readonly running: readonly RunningPoint[]; readonly today: DayString }

/**
 * The running balance of the range (chart-data.ts's runningBalance): the x axis spans the
 * whole range, the line stops at today — days not yet lived are not drawn, never as 0 Kz.
 */
function NetTrendCard({ series, running, today, currency }: NetProps) {
  const { t } = useTranslation();
  const { lang, money, tick } = useMoney(currency);
  const { buckets } = series;
  const last = lastLived(running);
  const lived = useMemo(() => running.filter((p) => p.runningCents !== null), [running]);
  const summary = useMemo(() => {
    const active = buckets.filter((b) => b.start <= today && (b.incomeCents !== 0 || b.expenseCents !== 0));
    let best = active[0];
    let worst = active[0];
    for (const b of active) {
      if (best && b.netCents > best.netCents) best = b;
      if (worst && b.netCents < worst.netCents) worst = b;
    }
    const first = running[0];
    return best && worst && first && last
      ? t('charts.net.summary', {
        start: formatBucket({ start: first.start, end: first.start }, lang), end: formatBucket({ start: last.end, end: last.end }, lang),
        total: money(last.runningCents), best: formatBucket(best, lang), bestAmount: money(best.netCents),
        worst: formatBucket(worst, lang), worstAmount: money(worst.netCents),
      })
      : '';
  }, [buckets, running, last, today, lang, money, t]);
  const note = t(series.granularity === 'week' ? 'charts.byWeek' : 'charts.byDay');
  const label = t('charts.series.running');
  const drawn = last !== undefined && series.hasData;
  const explain = `${t('charts.net.explain')}${running.at(-1)?.runningCents === null ? ` ${t('charts.net.stopsToday')}` : ''}`;
  return (
    <ChartCard title={t('charts.net.title')} note={drawn ? note : undefined} explain={drawn ? explain : undefined} wide name="running">
      {last === undefined ? <Empty text={t('charts.net.notStarted')} /> : !series.hasData ? <Empty /> : (
        <>
          <div className="chart-card__plot" aria-hidden="true" data-last-day={last.end} data-last-cents={last.runningCents} data-points={lived.length}>
            <LineChart data={running} responsive style={{ width: '100%', height: PLOT_HEIGHT }} accessibilityLayer={false}
              margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              {timeAxes(lang, tick)}
              <Line dataKey="runningCents" type="linear" stroke={COLOURS.net} strokeWidth={2} isAnimationActive={false} connectNulls={false}
                dot={running.length <= 16 ? { r: 3, fill: COLOURS.net } : false} activeDot={{ r: 5 }} />
              {/* Where the line ends (today, or the range's last day): easy to find on a long axis. */}
              <ReferenceDot x={last.start} y={last.runningCents} r={4} fill={COLOURS.net} stroke="var(--color-surface)" strokeWidth={2} />
              <Tooltip isAnimationActive={false} content={({ activeIndex }) => {
                const p = itemAt(running, activeIndex);
                return p && p.runningCents !== null
                  ? <TooltipBox title={formatBucket(p, lang)} rows={[{ label, value: money(p.runningCents), colour: COLOURS.net }]} />
                  : null;
              }} />
            </LineChart>
          </div>
          <p className="visually-hidden">{summary}</p>
          <div className="visually-hidden"><table>
            <caption>{`${t('charts.net.title')} (${note})`}</caption>
            <thead><tr><th scope="col">{t('charts.table.period')}</th><th scope="col">{label}</th></tr></thead>
            <tbody>
              {/* Lived days only: no rows for days still to come. */}
              {lived.map((p) => (
                <tr key={p.start}><th scope="row">{formatBucket(p, lang)}</th><td>{money(p.runningCents ?? 0)}</td></tr>
              ))}
            </tbody>
          </table></div>
        </>
      )}
    </ChartCard>
  );
}

function FlowCard({ series, currency }: SeriesProps) {
  const { t } = useTranslation();
  const { lang, money, tick } = useMoney(currency);
  const { buckets } = series;
  const note = t(series.granularity === 'week' ? 'charts.byWeek' : 'charts.byDay');
  const totals = useMemo(() => buckets.reduce((acc, b) => ({ income: acc.income + b.incomeCents, expense: acc.expense + b.expenseCents }), { income: 0, expense: 0 }), [buckets]);
  const income = t('charts.series.income');
  const expense = t('charts.series.expense');
  return (
    <ChartCard title={t('charts.flow.title')} note={series.hasData ? note : undefined}
      legend={series.hasData ? <Legend items={[{ label: income, colour: COLOURS.income }, { label: expense, colour: COLOURS.expense }]} /> : undefined}>
      {!series.hasData ? <Empty /> : (
        <>
          <div className="chart-card__plot" aria-hidden="true">
            {/* Income stacks up from zero, expense down from it (stackOffset "sign"). */}
            <BarChart data={buckets} responsive style={{ width: '100%', height: PLOT_HEIGHT }} accessibilityLayer={false}
              stackOffset="sign" barCategoryGap="15%" margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              {timeAxes(lang, tick)}
              <Bar dataKey="incomeCents" stackId="flow" fill={COLOURS.income} isAnimationActive={false} />
              <Bar dataKey="expenseDownCents" stackId="flow" fill={COLOURS.expense} isAnimationActive={false} />
              <Tooltip isAnimationActive={false} cursor={{ fill: 'var(--color-brand-50)' }} content={({ activeIndex }) => {
                const b = itemAt(buckets, activeIndex);
                return b ? (
                  <TooltipBox title={formatBucket(b, lang)} rows={[
                    { label: income, value: money(b.incomeCents), colour: COLOURS.income },
                    { label: expense, value: money(b.expenseCents), colour: COLOURS.expense },
                  ]} />
                ) : null;
              }} />
            </BarChart>
          </div>
          <p className="visually-hidden">{t('charts.flow.summary', { income: money(totals.income), expense: money(totals.expense) })}</p>
          <div className="visually-hidden"><table>
            <caption>{`${t('charts.flow.title')} (${note})`}</caption>
            <thead>
              <tr><th scope="col">{t('charts.table.period')}</th><th scope="col">{income}</th><th scope="col">{expense}</th></tr>
            </thead>
            <tbody>
              {buckets.map((b) => (
                <tr key={b.start}><th scope="row">{formatBucket(b, lang)}</th><td>{money(b.incomeCents)}</td><td>{money(b.expenseCents)}</td></tr>
              ))}
            </tbody>
          </table></div>
        </>
      )}
    </ChartCard>
  );
}

function CategoriesCard({ slices, currency }: { readonly slices: readonly DonutSlice[]; readonly currency: Currency }) {
  const { t } = useTranslation();
  const { lang, money } = useMoney(currency);
  const rows = useMemo(() => slices.map((s) => ({
    label: s.uncategorised ? t('charts.noCategory') : categoryLabel(s.name, lang),
    value: s.valueCents,
    fill: s.colour,
    share: s.share,
  })), [slices, t, lang]);
  const topShare = rows.reduce((sum, r) => sum + r.share, 0);
  const topAmount = rows.reduce((sum, r) => sum + r.value, 0);
  return (
    <ChartCard title={t('charts.categories.title')} note={rows.length > 0 ? t('charts.categories.note') : undefined}>
      {rows.length === 0 ? <Empty /> : (
        <div className="donut">
          <div className="donut__plot" aria-hidden="true">
            <PieChart responsive style={{ width: '100%', height: DONUT_HEIGHT }} accessibilityLayer={false}>
              <Pie data={rows} dataKey="value" nameKey="label" innerRadius="58%" outerRadius="92%" paddingAngle={rows.length > 1 ? 1 : 0}
                stroke="var(--color-surface)" strokeWidth={2} isAnimationActive={false} />
              <Tooltip isAnimationActive={false} content={({ activeIndex }) => {
                const r = activeIndex === undefined || activeIndex === null ? undefined : rows[Number(activeIndex)];
                return r ? <TooltipBox title={r.label} rows={[{ label: formatShare(r.share, lang), value: money(r.value), colour: r.fill }]} /> : null;
              }} />
            </PieChart>
          </div>
          <p className="visually-hidden">
            {t('charts.categories.summary', { count: rows.length, share: formatShare(topShare, lang), amount: money(topAmount) })}
          </p>
          <table className="donut__legend">
            <caption className="visually-hidden">{t('charts.categories.title')}</caption>
            <thead className="visually-hidden">
              <tr><th scope="col">{t('charts.table.category')}</th><th scope="col">{t('charts.table.amount')}</th><th scope="col">{t('charts.table.share')}</th></tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.label}>
                  <th scope="row">
                    <span className="donut__name"><span className="chart-swatch" style={{ background: r.fill }} aria-hidden="true" />{r.label}</span>
                  </th>
                  <td className="num">{money(r.value)}</td>
                  <td className="num donut__share">{formatShare(r.share, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ChartCard>
  );
}
