// "This month vs last month" (issue 17): running spending by day of the month, this month's
// line stopping at today, last month's over all its days; above it the totals a person
// reads at a glance (spent so far, last month by the same day, last month whole) and the
// change in words — the text is what screen readers get, with a table of every day.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ReferenceDot, Tooltip, XAxis, YAxis } from 'recharts';
import { type Aggregates } from '@kumbu/core/aggregates';
import { type DayString } from '@kumbu/core/date-range';
import { formatMonth, formatShare } from './chart-data';
import { AXIS_TICK, COLOURS, ChartCard, Empty, Legend, PLOT_HEIGHT, TooltipBox, itemAt, useMoney } from './chart-parts';
import { type MonthComparison, changeShare } from './month-comparison';
import { useMonthComparison } from './use-month-comparison';

export function MonthCompareCard({ aggregates, today }: { readonly aggregates: Aggregates; readonly today: DayString }) {
  const { t } = useTranslation();
  const { lang } = useMoney(aggregates.currency);
  const { window, state, retry } = useMonthComparison(aggregates, today);
  const isCurrent = today >= window.month.start && today <= window.month.end;
  const title = isCurrent
    ? t('charts.compare.title')
    : t('charts.compare.titleOf', { month: formatMonth(window.month.start, lang, true), previous: formatMonth(window.previous.start, lang, true) });
  const ready = state.status === 'ready' ? state.comparison : null;
  const drawn = ready !== null && ready.hasData && ready.throughDay > 0;
  return (
    <ChartCard title={title} explain={drawn ? t('charts.compare.explain') : undefined} wide name="compare">
      {state.status === 'loading' && <p className="chart-card__empty" role="status">{t('charts.compare.loading')}</p>}
      {state.status === 'error' && (
        <div className="chart-card__empty" role="alert">
          <p>{t('charts.compare.loadError')}</p>
          <button type="button" className="button button--ghost" onClick={retry}>{t('charts.retry')}</button>
        </div>
      )}
      {ready !== null && (ready.throughDay === 0 ? <Empty text={t('charts.compare.notStarted')} /> : !ready.hasData ? <Empty /> : (
        <Comparison comparison={ready} currency={aggregates.currency} />
      ))}
    </ChartCard>
  );
}

function Comparison({ comparison: c, currency }: { readonly comparison: MonthComparison; readonly currency: Aggregates['currency'] }) {
  const { t } = useTranslation();
  const { lang, money, tick } = useMoney(currency);
  const month = formatMonth(c.window.month.start, lang);
  const previous = formatMonth(c.window.previous.start, lang);
  const monthLabel = c.isCurrent ? t('charts.compare.toDay', { month, day: c.throughDay }) : month;
  const previousLabel = c.isCurrent ? t('charts.compare.toDay', { month: previous, day: c.previousThroughDay }) : previous;
  const share = changeShare(c);
  const change = share === null ? t('charts.compare.none', { previous })
    : share === 0 ? t('charts.compare.same', { previous })
      : t(share > 0 ? 'charts.compare.more' : 'charts.compare.less', { share: formatShare(Math.abs(share), lang), previous });
  const lines = useMemo(() => [
    { key: 'currentCents', label: month, colour: COLOURS.net, dashed: false },
    { key: 'previousCents', label: previous, colour: COLOURS.previous, dashed: true },
  ] as const, [month, previous]);
  return (
    <>
      <dl className="compare-figures">
        <div data-figure="current"><dt>{monthLabel}</dt><dd>{money(c.currentCents)}</dd></div>
        <div data-figure="previous"><dt>{previousLabel}</dt><dd>{money(c.previousSameDayCents)}</dd></div>
        {c.isCurrent && (
          <div data-figure="previous-total"><dt>{t('charts.compare.whole', { month: previous })}</dt><dd>{money(c.previousTotalCents)}</dd></div>
        )}
      </dl>
      {/* More spending reads as a warning, less as good news; the words say it without colour. */}
      <p className={`compare-change compare-change--${share === null || share === 0 ? 'flat' : share > 0 ? 'up' : 'down'}`} data-figure="change">{change}</p>
      <Legend items={lines} />
      <div className="chart-card__plot" aria-hidden="true">
        <LineChart data={c.points} responsive style={{ width: '100%', height: PLOT_HEIGHT }} accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={COLOURS.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: COLOURS.grid }} interval="preserveStartEnd" minTickGap={20} />
          <YAxis tickFormatter={tick} tick={AXIS_TICK} tickLine={false} axisLine={false} tickCount={5} width="auto" />
          {lines.map((l) => (
            <Line key={l.key} dataKey={l.key} type="linear" stroke={l.colour} strokeWidth={2} strokeDasharray={l.dashed ? '5 4' : undefined}
              isAnimationActive={false} connectNulls={false} dot={false} activeDot={{ r: 4 }} />
          ))}
          {/* This month's line ends today: a dot marks where. */}
          <ReferenceDot x={c.throughDay} y={c.currentCents} r={4} fill={COLOURS.net} stroke="var(--color-surface)" strokeWidth={2} />
          <Tooltip isAnimationActive={false} content={({ activeIndex }) => {
            const p = itemAt(c.points, activeIndex);
            if (!p) return null;
            const rows = lines.flatMap((l) => {
              const v = p[l.key];
              return v === null ? [] : [{ label: l.label, value: money(v), colour: l.colour }];
            });
            return rows.length > 0 ? <TooltipBox title={t('charts.compare.day', { day: p.day })} rows={rows} /> : null;
          }} />
        </LineChart>
      </div>
      <div className="visually-hidden"><table>
        <caption>{`${t('charts.compare.explain')} ${month} / ${previous}`}</caption>
        <thead>
          <tr><th scope="col">{t('charts.compare.dayOfMonth')}</th><th scope="col">{month}</th><th scope="col">{previous}</th></tr>
        </thead>
        <tbody>
          {c.points.map((p) => (
            <tr key={p.day}>
              <th scope="row">{p.day}</th>
              <td>{p.currentCents === null ? '—' : money(p.currentCents)}</td>
              <td>{p.previousCents === null ? '—' : money(p.previousCents)}</td>
            </tr>
          ))}
        </tbody>
      </table></div>
    </>
  );
}
