// The dashboard charts (spec §2): net trend line, income/expense stacked bars and the
// top-categories donut. This module is the lazy chunk — it and recharts load only when the
// charts are shown (mount it through lazy-charts.ts). Each chart has a heading and, for
// screen readers, a summary sentence and a table of its numbers (inside a clipped box: a
// table ignores `overflow`, so a visually hidden one would widen a phone's page); the SVG
// itself is hidden from them. Animations are off: the charts redraw on every live change.
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar, BarChart, CartesianGrid, Line, LineChart, Pie, PieChart, ReferenceLine, Tooltip, XAxis, YAxis,
  type TooltipIndex,
} from 'recharts';
import { type Aggregates } from '@kumbu/core/aggregates';
import { type Lang } from '@kumbu/core/lang';
import { categoryLabel } from '@kumbu/agent/categories';
import { type Currency, formatMoney, toCents } from '@kumbu/core/money';
import { useLang } from '../../../shared/use-lang';
import {
  type ChartBucket, type ChartSeries, type DonutSlice,
  chartSeries, donutSlices, formatBucket, formatCompactMoney, formatShare, formatTickDay,
} from './chart-data';
import './charts-shell.css';
import './dashboard-charts.css';

const PLOT_HEIGHT = 240;
const DONUT_HEIGHT = 200;
const AXIS_TICK = { fontSize: 12, fill: 'var(--color-ink-muted)' } as const;
const COLOURS = {
  net: 'var(--color-brand-700)',
  income: 'var(--color-positive)',
  expense: 'var(--color-negative)',
  grid: 'var(--color-border)',
  zero: 'var(--color-ink-muted)',
} as const;

export function DashboardCharts({ aggregates }: { readonly aggregates: Aggregates }) {
  const { t } = useTranslation();
  const titleId = useId();
  const series = useMemo(() => chartSeries(aggregates), [aggregates]);
  const slices = useMemo(() => donutSlices(aggregates.topCategories), [aggregates.topCategories]);
  return (
    <section className="charts" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">{t('charts.regionTitle')}</h2>
      <NetTrendCard series={series} currency={aggregates.currency} />
      <FlowCard series={series} currency={aggregates.currency} />
      <CategoriesCard slices={slices} currency={aggregates.currency} />
    </section>
  );
}

interface SeriesProps { readonly series: ChartSeries; readonly currency: Currency }

interface CardProps { readonly title: string; readonly note?: string | undefined; readonly legend?: ReactNode; readonly wide?: boolean; readonly children: ReactNode }

function ChartCard({ title, note, legend, wide = false, children }: CardProps) {
  const id = useId();
  return (
    <article className={wide ? 'chart-card chart-card--wide' : 'chart-card'} aria-labelledby={id}>
      <div className="chart-card__head">
        <h3 id={id} className="chart-card__title">{title}</h3>
        {note !== undefined && <span className="chart-card__note">{note}</span>}
      </div>
      {legend}
      {children}
    </article>
  );
}

function Empty() {
  const { t } = useTranslation();
  return <p className="chart-card__empty">{t('charts.empty')}</p>;
}

function useMoney(currency: Currency): { lang: Lang; money: (cents: number) => string; tick: (cents: number) => string } {
  const lang = useLang();
  return useMemo(() => ({
    lang,
    money: (cents: number) => formatMoney(toCents(cents), currency, lang),
    tick: (cents: number) => formatCompactMoney(cents, currency, lang),
  }), [currency, lang]);
}

/** The bucket under the pointer (recharts hands over its index as a string). */
function bucketAt(buckets: readonly ChartBucket[], index: TooltipIndex | undefined): ChartBucket | undefined {
  if (index === undefined || index === null) return undefined;
  const i = Number(index);
  return Number.isInteger(i) ? buckets[i] : undefined;
}

function TooltipBox({ title, rows }: { readonly title: string; readonly rows: readonly { label: string; value: string; colour: string }[] }) {
  return (
    <div className="chart-tooltip">
      <strong className="chart-tooltip__title">{title}</strong>
      {rows.map((r) => (
        <span key={r.label} className="chart-tooltip__row">
          <span className="chart-swatch" style={{ background: r.colour }} aria-hidden="true" />
          {r.label}: <b>{r.value}</b>
        </span>
      ))}
    </div>
  );
}

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

function NetTrendCard({ series, currency }: SeriesProps) {
  const { t } = useTranslation();
  const { lang, money, tick } = useMoney(currency);
  const { buckets } = series;
  const summary = useMemo(() => {
    const active = buckets.filter((b) => b.incomeCents !== 0 || b.expenseCents !== 0);
    let best = active[0];
    let worst = active[0];
    let total = 0;
    for (const b of active) {
      total += b.netCents;
      if (best && b.netCents > best.netCents) best = b;
      if (worst && b.netCents < worst.netCents) worst = b;
    }
    return best && worst
      ? t('charts.net.summary', {
        total: money(total), best: formatBucket(best, lang), bestAmount: money(best.netCents),
        worst: formatBucket(worst, lang), worstAmount: money(worst.netCents),
      })
      : '';
  }, [buckets, lang, money, t]);
  const note = t(series.granularity === 'week' ? 'charts.byWeek' : 'charts.byDay');
  return (
    <ChartCard title={t('charts.net.title')} note={series.hasData ? note : undefined} wide>
      {!series.hasData ? <Empty /> : (
        <>
          <div className="chart-card__plot" aria-hidden="true">
            <LineChart data={buckets} responsive style={{ width: '100%', height: PLOT_HEIGHT }} accessibilityLayer={false}
              margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              {timeAxes(lang, tick)}
              <Line dataKey="netCents" type="linear" stroke={COLOURS.net} strokeWidth={2} isAnimationActive={false}
                dot={buckets.length <= 16 ? { r: 3, fill: COLOURS.net } : false} activeDot={{ r: 5 }} />
              <Tooltip isAnimationActive={false} content={({ activeIndex }) => {
                const b = bucketAt(buckets, activeIndex);
                return b ? <TooltipBox title={formatBucket(b, lang)} rows={[{ label: t('charts.series.net'), value: money(b.netCents), colour: COLOURS.net }]} /> : null;
              }} />
            </LineChart>
          </div>
          <p className="visually-hidden">{summary}</p>
          <div className="visually-hidden"><table>
            <caption>{`${t('charts.net.title')} (${note})`}</caption>
            <thead><tr><th scope="col">{t('charts.table.period')}</th><th scope="col">{t('charts.series.net')}</th></tr></thead>
            <tbody>
              {buckets.map((b) => (
                <tr key={b.start}><th scope="row">{formatBucket(b, lang)}</th><td>{money(b.netCents)}</td></tr>
              ))}
            </tbody>
          </table></div>
        </>
      )}
    </ChartCard>
  );
}

function Legend({ items }: { readonly items: readonly { label: string; colour: string }[] }) {
  return (
    <ul className="chart-legend" aria-hidden="true">
      {items.map((i) => (
        <li key={i.label}><span className="chart-swatch" style={{ background: i.colour }} />{i.label}</li>
      ))}
    </ul>
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
                const b = bucketAt(buckets, activeIndex);
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
