// Pure shaping of "this month vs last month": running SPENDING day by day of a month against
// the same days of the month before (the question an owner asks mid-month: "am I spending
// more than last month by now?"). No React, no recharts: unit-tested in Node.
import { type DailyIncomeExpensePoint } from '@kumbu/core/aggregates';
import { type DayRange, type DayString } from '@kumbu/core/date-range';
import { type Cents, toCents } from '@kumbu/core/money';

/** The month compared and the one before it, each from its 1st to its last day. */
export interface MonthWindow {
  readonly month: DayRange;
  readonly previous: DayRange;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** Days in a month (month1 = 1…12); Date.UTC's day 0 is the previous month's last day. */
function daysIn(year: number, month1: number): number {
  return new Date(Date.UTC(year, month1, 0)).getUTCDate();
}

/** The calendar month a day falls in. */
export function monthOf(day: DayString): DayRange {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  return { start: `${day.slice(0, 7)}-01`, end: `${day.slice(0, 7)}-${pad(daysIn(y, m))}` };
}

/** The month before the one `month` starts in (January → December of the year before). */
export function previousMonth(month: DayRange): DayRange {
  const y = Number(month.start.slice(0, 4));
  const m = Number(month.start.slice(5, 7));
  const py = m === 1 ? y - 1 : y;
  const pm = m === 1 ? 12 : m - 1;
  return monthOf(`${String(py).padStart(4, '0')}-${pad(pm)}-01`);
}

/**
 * Which month to compare: the selected range when it is exactly one calendar month (this
 * month, last month, or one typed in), otherwise the month of today — a quarter or a year
 * has no single "this month", and today's month is the one a person is steering.
 */
export function comparisonWindow(range: DayRange, today: DayString): MonthWindow {
  const own = monthOf(range.start);
  const month = own.start === range.start && own.end === range.end ? own : monthOf(today);
  return { month, previous: previousMonth(month) };
}

/** The one range that holds both months: the server is asked once. */
export function windowRange(window: MonthWindow): DayRange {
  return { start: window.previous.start, end: window.month.end };
}

/** True when `range`'s days include all of `inner`'s (the loaded data already has them). */
export function covers(range: DayRange, inner: DayRange): boolean {
  return range.start <= inner.start && range.end >= inner.end;
}

/** Day `n` of the month (1-based) of the chart: the two months' running spending so far. */
export interface ComparisonPoint {
  readonly day: number;
  /** Null after today (not yet lived) and past the month's last day: not drawn. */
  readonly currentCents: Cents | null;
  /** Null past the previous month's last day (e.g. day 31 against a 30-day month). */
  readonly previousCents: Cents | null;
}

export interface MonthComparison {
  readonly window: MonthWindow;
  /** The month holds today: its line stops at today. */
  readonly isCurrent: boolean;
  /** Day 1 … the longer month's length. */
  readonly points: readonly ComparisonPoint[];
  /** The day of the month compared through: today's in the current month, the month's length
   *  for a past one, 0 for a month not yet started. */
  readonly throughDay: number;
  /** Spent in the month through `throughDay`. */
  readonly currentCents: Cents;
  /** The previous month's day `previousSameDayCents` runs through: the same day, its last day
   *  when it is shorter (31 March against all of February), or all of it for a past month. */
  readonly previousThroughDay: number;
  /** Spent in the previous month through `previousThroughDay`. */
  readonly previousSameDayCents: Cents;
  /** Spent in the whole previous month. */
  readonly previousTotalCents: Cents;
  /** Any expense in either month (else the card says "no data" instead of two flat lines). */
  readonly hasData: boolean;
}

/** Running sums of one month's expenses, index 0 = day 1; days missing from `daily` spent 0. */
function runningSpend(expenseByDay: ReadonlyMap<DayString, number>, month: DayRange): number[] {
  const length = Number(month.end.slice(8, 10));
  const prefix = month.start.slice(0, 8);
  const out: number[] = [];
  let sum = 0;
  for (let d = 1; d <= length; d += 1) {
    sum += expenseByDay.get(`${prefix}${pad(d)}`) ?? 0;
    out.push(sum);
  }
  return out;
}

export function monthComparison(daily: readonly DailyIncomeExpensePoint[], window: MonthWindow, today: DayString): MonthComparison {
  const expenseByDay = new Map<DayString, number>();
  for (const p of daily) expenseByDay.set(p.day, p.expenseCents);
  const current = runningSpend(expenseByDay, window.month);
  const previous = runningSpend(expenseByDay, window.previous);
  const isCurrent = today >= window.month.start && today <= window.month.end;
  const throughDay = today > window.month.end ? current.length : isCurrent ? Number(today.slice(8, 10)) : 0;
  const length = Math.max(current.length, previous.length);
  const points: ComparisonPoint[] = [];
  for (let d = 1; d <= length; d += 1) {
    const c = d <= throughDay ? current[d - 1] : undefined;
    const p = previous[d - 1];
    points.push({ day: d, currentCents: c === undefined ? null : toCents(c), previousCents: p === undefined ? null : toCents(p) });
  }
  // A month gone by is compared whole with the month before (April's 30 days with all 31 of
  // March); the month under way with the same days of the last one.
  const sameDay = today > window.month.end ? previous.length : Math.min(throughDay, previous.length);
  return {
    window,
    isCurrent,
    points,
    throughDay,
    previousThroughDay: sameDay,
    currentCents: toCents(throughDay === 0 ? 0 : current[throughDay - 1] ?? 0),
    previousSameDayCents: toCents(sameDay === 0 ? 0 : previous[sameDay - 1] ?? 0),
    previousTotalCents: toCents(previous.at(-1) ?? 0),
    hasData: (current.at(-1) ?? 0) !== 0 || (previous.at(-1) ?? 0) !== 0,
  };
}

/** How this month's spending so far compares with last month's by the same day: +0.25 is 25 %
 *  more; null when last month had spent nothing by then (no meaningful ratio). */
export function changeShare(c: Pick<MonthComparison, 'currentCents' | 'previousSameDayCents'>): number | null {
  return c.previousSameDayCents === 0 ? null : (c.currentCents - c.previousSameDayCents) / c.previousSameDayCents;
}
