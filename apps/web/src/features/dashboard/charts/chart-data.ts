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
