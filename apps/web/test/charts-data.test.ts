import { describe, expect, it } from 'vitest';
import { computeAggregates, NO_CATEGORY } from '@kumbu/core/aggregates';
import { type FinanceRecord } from '@kumbu/core/records';
import { toCents } from '@kumbu/core/money';
import {
  SLICE_COLOURS, WEEKLY_AFTER_DAYS, chartSeries, donutSlices, formatBucket, formatCompactMoney, formatShare, formatTickDay,
  granularityFor, mondayOf,
} from '../src/features/dashboard/charts/chart-data';

const nbsp = (s: string): string => s.replace(/[\u00a0\u2009\u202f]/g, ' ');

let seq = 0;
function rec(kind: FinanceRecord['kind'], kz: number, day: string, category: string | null = null): FinanceRecord {
  seq += 1;
  return {
    id: String(seq), kind, amountCents: toCents(kz * 100), currency: 'AOA', category, party: null,
    description: null, notes: null, date: new Date(`${day}T12:00:00+01:00`),
  };
}

describe('granularity and weeks', () => {
  it('draws by day up to 62 days and by week beyond', () => {
    expect(granularityFor(1)).toBe('day');
    expect(granularityFor(WEEKLY_AFTER_DAYS)).toBe('day');
    expect(granularityFor(WEEKLY_AFTER_DAYS + 1)).toBe('week');
    expect(granularityFor(366)).toBe('week');
  });

  it('finds the Monday of any day', () => {
    expect(mondayOf('2025-01-06')).toBe('2025-01-06'); // a Monday
    expect(mondayOf('2025-01-12')).toBe('2025-01-06'); // Sunday
    expect(mondayOf('2025-01-01')).toBe('2024-12-30'); // across the year
    expect(mondayOf('1970-01-01')).toBe('1969-12-29'); // day number 0 (a Thursday)
    expect(mondayOf('1969-12-28')).toBe('1969-12-22'); // negative day numbers
  });
});

describe('chartSeries', () => {
  const records = [
    rec('income', 200_000, '2025-01-02'),
    rec('expense', 5_000, '2025-01-02', 'Transporte'),
    rec('expense', 12_345.67, '2025-01-08', 'Supermercado'),
    rec('debtTaken', 50_000, '2025-01-09'), // not income, not expense
    rec('expense', 1_000, '2025-03-31', 'Transporte'),
  ];

  it('keeps one bucket per day for a month, with exact cêntimos', () => {
    const agg = computeAggregates(records, { range: { start: '2025-01-01', end: '2025-01-31' } });
    const s = chartSeries(agg);
    expect(s.granularity).toBe('day');
    expect(s.hasData).toBe(true);
    expect(s.buckets).toHaveLength(31);
    expect(s.buckets[1]).toEqual({
      start: '2025-01-02', end: '2025-01-02', incomeCents: 20_000_000, expenseCents: 500_000, netCents: 19_500_000, expenseDownCents: -500_000,
    });
    expect(s.buckets[7]?.expenseCents).toBe(1_234_567);
    expect(s.buckets[0]?.expenseDownCents).toBe(0);
    expect(Object.is(s.buckets[0]?.expenseDownCents, -0)).toBe(false);
  });

  it('sums calendar weeks (Monday–Sunday), clipping the first and last to the range', () => {
    const agg = computeAggregates(records, { range: { start: '2025-01-01', end: '2025-03-31' } });
    const s = chartSeries(agg);
    expect(s.granularity).toBe('week');
    // 1 Jan 2025 is a Wednesday: 1–5 Jan, then whole weeks, then Monday 31 Mar alone.
    expect(s.buckets[0]).toMatchObject({ start: '2025-01-01', end: '2025-01-05', incomeCents: 20_000_000, expenseCents: 500_000 });
    expect(s.buckets[1]).toMatchObject({ start: '2025-01-06', end: '2025-01-12', expenseCents: 1_234_567, netCents: -1_234_567 });
    expect(s.buckets.at(-1)).toMatchObject({ start: '2025-03-31', end: '2025-03-31', expenseCents: 100_000 });
    expect(s.buckets).toHaveLength(14);
    const total = s.buckets.reduce((sum, b) => sum + b.netCents, 0);
    expect(total).toBe(agg.net);
    for (const b of s.buckets.slice(1, -1)) expect(mondayOf(b.start)).toBe(b.start);
  });

  it('a year is about 53 points, not 365', () => {
    const agg = computeAggregates(records, { range: { start: '2025-01-01', end: '2025-12-31' } });
    expect(chartSeries(agg).buckets.length).toBeLessThanOrEqual(54);
  });

  it('says there is no data when the range has no income or expense (debts alone do not count)', () => {
    const agg = computeAggregates([rec('debtTaken', 10_000, '2025-01-09')], { range: { start: '2025-01-01', end: '2025-01-31' } });
    expect(agg.recordCount).toBe(1);
    const s = chartSeries(agg);
    expect(s.hasData).toBe(false);
    expect(s.buckets).toHaveLength(31);
  });

  it('granularity can be forced', () => {
    const agg = computeAggregates(records, { range: { start: '2025-01-01', end: '2025-01-31' } });
    expect(chartSeries(agg, 'week').buckets.map((b) => b.start)).toEqual(['2025-01-01', '2025-01-06', '2025-01-13', '2025-01-20', '2025-01-27']);
  });
});

describe('donutSlices', () => {
  it('keeps core order and shares, colours from tokens, flags the uncategorised', () => {
    const agg = computeAggregates([
      rec('expense', 600, '2025-01-02', 'Renda'),
      rec('expense', 300, '2025-01-03', null),
      rec('expense', 100, '2025-01-04', 'Transporte'),
    ], { range: { start: '2025-01-01', end: '2025-01-31' } });
    const slices = donutSlices(agg.topCategories);
    expect(slices.map((s) => [s.name, s.valueCents, s.share, s.uncategorised])).toEqual([
      ['Renda', 60_000, 0.6, false], [NO_CATEGORY, 30_000, 0.3, true], ['Transporte', 10_000, 0.1, false],
    ]);
    expect(slices.map((s) => s.colour)).toEqual(SLICE_COLOURS.slice(0, 3));
    for (const c of SLICE_COLOURS) expect(c).toMatch(/^var\(--color-[a-z0-9-]+\)$/);
  });

  it('draws at most six and nothing for an empty range', () => {
    const many = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((c, i) => rec('expense', 100 + i, '2025-01-02', c));
    const agg = computeAggregates(many, { range: { start: '2025-01-01', end: '2025-01-31' } });
    expect(donutSlices(agg.topCategories)).toHaveLength(6);
    expect(donutSlices([])).toEqual([]);
  });
});

describe('formats', () => {
  it('compact axis ticks in the interface language', () => {
    expect(nbsp(formatCompactMoney(5_000_000, 'AOA', 'pt'))).toBe('50 mil Kz');
    expect(nbsp(formatCompactMoney(150_000_000, 'AOA', 'pt'))).toBe('1,5 M Kz');
    expect(nbsp(formatCompactMoney(0, 'AOA', 'pt'))).toBe('0 Kz');
    expect(nbsp(formatCompactMoney(5_000_000, 'AOA', 'en'))).toBe('AOA 50K');
    expect(nbsp(formatCompactMoney(-12_500_000, 'AOA', 'en'))).toBe('-AOA 125K');
    expect(formatCompactMoney(250_000_000, 'USD', 'en')).toBe('$2.5M');
    expect(nbsp(formatCompactMoney(95_000, 'AOA', 'en'))).toBe('AOA 950');
  });

  it('shares as percentages', () => {
    expect(nbsp(formatShare(0.2345, 'pt'))).toMatch(/^23,5 ?%$/);
    expect(formatShare(0.2345, 'en')).toBe('23.5%');
  });

  it('dates: short ticks, a day or a week span for tooltips and tables', () => {
    expect(formatTickDay('2025-01-06', 'en')).toBe('Jan 6');
    expect(formatTickDay('2025-01-06', 'pt')).toMatch(/^6/);
    expect(nbsp(formatBucket({ start: '2025-01-06', end: '2025-01-06' }, 'en'))).toBe('Jan 6, 2025');
    expect(nbsp(formatBucket({ start: '2025-01-06', end: '2025-01-12' }, 'en'))).toBe('Jan 6 – 12, 2025');
    // pt-AO: "6 – 12 de jan. de 2025" or "06/01/2025 – 12/01/2025", as the ICU build has it.
    expect(nbsp(formatBucket({ start: '2025-01-06', end: '2025-01-12' }, 'pt'))).toMatch(/^0?6\b.* – .*12\b.*2025$/);
  });
});
