// Pure shaping of core's Aggregates for the dashboard charts: daily or weekly buckets, donut
// slices, and the formats of axis ticks and dates. No React, no recharts: unit-tested in Node.
import { type Aggregates, type CategoryShare, NO_CATEGORY } from '@kumbu/core/aggregates';
import { type DayString, dayFromNumber, dayNumber } from '@kumbu/core/date-range';
import { type Lang } from '@kumbu/core/lang';
import { type Cents, type Currency, localeFor, toCents } from '@kumbu/core/money';

/** Ranges longer than this are drawn by week, so a quarter or a year stays readable on a phone. */
export const WEEKLY_AFTER_DAYS = 62;

export type Granularity = 'day' | 'week';

/** One bar / one point of the line: a day, or a Monday-to-Sunday week clipped to the range. */
export interface ChartBucket {
  readonly start: DayString;
  readonly end: DayString;
  readonly incomeCents: Cents;
  readonly expenseCents: Cents;
  readonly netCents: Cents;
  /** Expense drawn below the axis in the stacked chart (−expense), so income and expense diverge from zero. */
  readonly expenseDownCents: Cents;
}

export interface ChartSeries {
  readonly granularity: Granularity;
  readonly buckets: readonly ChartBucket[];
  /** False when no income or expense fell in the range: the charts say so instead of drawing empty axes. */
  readonly hasData: boolean;
}

export function granularityFor(days: number): Granularity {
  return days > WEEKLY_AFTER_DAYS ? 'week' : 'day';
}

/** Monday on or before the day (1970-01-01, day number 0, was a Thursday). */
export function mondayOf(day: DayString): DayString {
  const n = dayNumber(day);
  const weekday = (((n + 3) % 7) + 7) % 7; // 0 = Monday … 6 = Sunday
  return dayFromNumber(n - weekday);
}

/**
 * The daily income/expense series as chart buckets: one per day, or one per calendar week
 * (Monday to Sunday, the first and last clipped to the range) for long ranges. Sums stay
 * exact integer cêntimos.
 */
export function chartSeries(aggregates: Pick<Aggregates, 'dailyIncomeExpense' | 'days'>, granularity: Granularity = granularityFor(aggregates.days)): ChartSeries {
  const buckets: ChartBucket[] = [];
  let hasData = false;
  let open: { start: DayString; end: DayString; key: DayString; income: number; expense: number } | null = null;
  const close = (): void => {
    if (!open) return;
    const income = toCents(open.income);
    const expense = toCents(open.expense);
    buckets.push({ start: open.start, end: open.end, incomeCents: income, expenseCents: expense, netCents: toCents(income - expense), expenseDownCents: toCents(-open.expense) });
  };
  for (const point of aggregates.dailyIncomeExpense) {
    if (point.incomeCents !== 0 || point.expenseCents !== 0) hasData = true;
    const key = granularity === 'week' ? mondayOf(point.day) : point.day;
    if (!open || open.key !== key) {
      close();
      open = { start: point.day, end: point.day, key, income: 0, expense: 0 };
    }
    open.end = point.day;
    open.income += point.incomeCents;
    open.expense += point.expenseCents;
  }
  close();
  return { granularity, buckets, hasData };
}

/** One point of the running-balance line, aligned with chartSeries' bucket of the same start. */
export interface RunningPoint {
  readonly start: DayString;
  /** The bucket's last day, or today for the bucket today falls in (the sum stops there). */
  readonly end: DayString;
  /** Income − expense of every day from the range's first through `end`; null for a bucket
   *  that starts after today: not yet lived, so not drawn at all (never as 0). */
  readonly runningCents: Cents | null;
}

/**
 * The net trend as a RUNNING balance: day 1's net, then day 1 + day 2, … (summed per day,
 * then read at each bucket's last lived day), cut at `today` — the app's today, the day in
 * Luanda as core's dayOf says. It starts from 0 at the range's first day, "accumulated in
 * the period": the accounts' opening balances are not added because records need not
 * belong to an account (most on this dashboard do not), so account balances and this line
 * count different things; the accounts page draws true account balances. Records dated
 * after today do not enter the line (the flow chart still shows them on their day).
 */
export function runningBalance(
  aggregates: Pick<Aggregates, 'dailyIncomeExpense' | 'days'>,
  today: DayString,
  granularity: Granularity = granularityFor(aggregates.days),
): RunningPoint[] {
  const points: RunningPoint[] = [];
  let running = 0;
  let open: { start: DayString; end: DayString; key: DayString; lived: boolean; running: number } | null = null;
  const close = (): void => {
    if (open) points.push({ start: open.start, end: open.end, runningCents: open.lived ? toCents(open.running) : null });
  };
  for (const point of aggregates.dailyIncomeExpense) {
    const key = granularity === 'week' ? mondayOf(point.day) : point.day;
    if (!open || open.key !== key) {
      close();
      open = { start: point.day, end: point.day, key, lived: false, running };
    }
    if (point.day > today) continue; // ISO days compare as text
    running += point.incomeCents - point.expenseCents;
    open.end = point.day;
    open.lived = true;
    open.running = running;
  }
  close();
  return points;
}

/** The last drawn point of the running line: the balance through today (or the range's end). */
export function lastLived(points: readonly RunningPoint[]): (RunningPoint & { readonly runningCents: Cents }) | undefined {
  for (let i = points.length - 1; i >= 0; i -= 1) {
    const p = points[i];
    if (p && p.runningCents !== null) return { ...p, runningCents: p.runningCents };
  }
  return undefined;
}

/** A slice of the top-categories donut, with its legend amount and its share of all expenses. */
export interface DonutSlice {
  readonly name: string;
  /** True for records without a category (core's NO_CATEGORY): the UI shows a translated label. */
  readonly uncategorised: boolean;
  readonly valueCents: Cents;
  /** Of the range's total expense (0–1), as core computes it. */
  readonly share: number;
  readonly colour: string;
}

/**
 * Slice colours: tokens.css, alternating dark and light so neighbouring slices stay apart
 * (and apart for colour-blind eyes: the legend names every one anyway).
 */
export const SLICE_COLOURS: readonly string[] = [
  'var(--color-brand-800)',
  'var(--color-accent)',
  'var(--color-brand-600)',
  'var(--color-accent-strong)',
  'var(--color-ink-muted)',
  'var(--color-brand-100)',
];

export function donutSlices(top: readonly CategoryShare[]): DonutSlice[] {
  return top
    .filter((c) => c.valueCents > 0)
    .map((c, i) => ({
      name: c.name,
      uncategorised: c.name === NO_CATEGORY,
      valueCents: c.valueCents,
      share: c.share,
      colour: SLICE_COLOURS[i % SLICE_COLOURS.length] ?? 'var(--color-brand-600)',
    }));
}

const compactFormatters = new Map<string, Intl.NumberFormat>();

/**
 * Short amounts for chart axes: pt → "50 mil Kz", "1,5 M Kz"; en → "AOA 50K", "AOA 1.5M".
 * Only for ticks: tooltips and tables use core's exact formatMoney.
 */
export function formatCompactMoney(cents: number, currency: Currency, lang: Lang): string {
  const key = `${lang}:${currency}`;
  let f = compactFormatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(localeFor(lang), {
      style: 'currency',
      currency,
      currencyDisplay: lang === 'en' && currency === 'AOA' ? 'code' : 'symbol',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    compactFormatters.set(key, f);
  }
  // Ticks are round numbers of kwanza; dividing by 100 here is display only, never stored.
  const kwanza = cents / 100;
  return f.format(kwanza === 0 ? 0 : kwanza);
}

const percentFormatters = new Map<Lang, Intl.NumberFormat>();

/** 0.2345 → "23,5 %" (pt) / "23.5%" (en). */
export function formatShare(share: number, lang: Lang): string {
  let f = percentFormatters.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(localeFor(lang), { style: 'percent', maximumFractionDigits: 1 });
    percentFormatters.set(lang, f);
  }
  return f.format(share);
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(lang: Lang, long: boolean): Intl.DateTimeFormat {
  const key = `${lang}:${long ? 'long' : 'short'}`;
  let f = dateFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(localeFor(lang), long
      ? { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' });
    dateFormatters.set(key, f);
  }
  return f;
}

const utc = (day: DayString): number => dayNumber(day) * 86_400_000;

/** Axis tick: the bucket's first day, short ("6/01" pt-AO, "Jan 6" en). */
export function formatTickDay(day: DayString, lang: Lang): string {
  return dateFormatter(lang, false).format(utc(day));
}

/** Tooltip and table label of a bucket: one day, or the week's span ("6 – 12 jan. 2025"). */
export function formatBucket(bucket: Pick<ChartBucket, 'start' | 'end'>, lang: Lang): string {
  const f = dateFormatter(lang, true);
  return bucket.start === bucket.end ? f.format(utc(bucket.start)) : f.formatRange(utc(bucket.start), utc(bucket.end));
}

const monthFormatters = new Map<string, Intl.DateTimeFormat>();

/** A month by name: "dezembro" / "December", or with its year ("dezembro de 2026", "December 2026"). */
export function formatMonth(day: DayString, lang: Lang, withYear = false): string {
  const key = `${lang}:${withYear ? 'y' : ''}`;
  let f = monthFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(localeFor(lang), withYear ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { month: 'long', timeZone: 'UTC' });
    monthFormatters.set(key, f);
  }
  return f.format(utc(day));
}
