// "This month vs last month": running spending by day of the month against the same days of
// the month before, months of different lengths aligned by day number (issue 17).
import { describe, expect, it } from 'vitest';
import { type DailyIncomeExpensePoint } from '@kumbu/core/aggregates';
import { eachDay } from '@kumbu/core/date-range';
import { toCents } from '@kumbu/core/money';
import {
  changeShare, comparisonWindow, covers, monthComparison, monthOf, previousMonth, windowRange,
} from '../src/features/dashboard/charts/month-comparison';

/** Every day of [start, end], with expenses (kwanza) on some days; income never counts here. */
function daily(start: string, end: string, expenses: Record<string, number> = {}): DailyIncomeExpensePoint[] {
  return eachDay({ start, end }).map((day) => ({ day, incomeCents: toCents(500_000), expenseCents: toCents((expenses[day] ?? 0) * 100) }));
}

describe('months', () => {
  it('knows each month\'s length and the month before', () => {
    expect(monthOf('2025-03-17')).toEqual({ start: '2025-03-01', end: '2025-03-31' });
    expect(monthOf('2024-02-10')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(monthOf('2025-02-10')).toEqual({ start: '2025-02-01', end: '2025-02-28' });
    expect(previousMonth(monthOf('2025-03-17'))).toEqual({ start: '2025-02-01', end: '2025-02-28' });
    expect(previousMonth(monthOf('2025-01-05'))).toEqual({ start: '2024-12-01', end: '2024-12-31' });
  });

  it('compares the selected month when the range is one whole month, else the month of today', () => {
    const today = '2025-05-14';
    expect(comparisonWindow({ start: '2025-05-01', end: '2025-05-31' }, today).month).toEqual({ start: '2025-05-01', end: '2025-05-31' });
    expect(comparisonWindow({ start: '2025-04-01', end: '2025-04-30' }, today)).toEqual({
      month: { start: '2025-04-01', end: '2025-04-30' }, previous: { start: '2025-03-01', end: '2025-03-31' },
    });
    expect(comparisonWindow({ start: '2025-04-01', end: '2025-06-30' }, today).month).toEqual({ start: '2025-05-01', end: '2025-05-31' });
    expect(comparisonWindow({ start: '2025-04-02', end: '2025-04-30' }, today).month.start).toBe('2025-05-01');
    const w = comparisonWindow({ start: '2025-05-01', end: '2025-05-31' }, today);
    expect(windowRange(w)).toEqual({ start: '2025-04-01', end: '2025-05-31' });
    expect(covers({ start: '2025-04-01', end: '2025-06-30' }, windowRange(w))).toBe(true);
    expect(covers({ start: '2025-05-01', end: '2025-05-31' }, windowRange(w))).toBe(false);
  });
});

describe('monthComparison', () => {
  const window = comparisonWindow({ start: '2025-03-01', end: '2025-03-31' }, '2025-03-15');
  const data = daily('2025-02-01', '2025-03-31', {
    '2025-02-01': 1_000, '2025-02-10': 2_000, '2025-02-28': 4_000,
    '2025-03-02': 500, '2025-03-15': 3_000, '2025-03-20': 9_999, // the 20th is after today
  });

  it('runs this month up to today and last month over all its days, with totals to the same day', () => {
    const c = monthComparison(data, window, '2025-03-15');
    expect(c.isCurrent).toBe(true);
    expect(c.throughDay).toBe(15);
    expect(c.points).toHaveLength(31);
    expect(c.points[0]).toEqual({ day: 1, currentCents: 0, previousCents: 100_000 });
    expect(c.points[14]).toEqual({ day: 15, currentCents: 350_000, previousCents: 300_000 });
    expect(c.points[15]?.currentCents).toBeNull(); // after today: not drawn
    expect(c.points[27]?.previousCents).toBe(700_000);
    expect(c.points[28]).toEqual({ day: 29, currentCents: null, previousCents: null }); // February has 28 days
    expect(c.currentCents).toBe(350_000);
    expect(c.previousSameDayCents).toBe(300_000);
    expect(c.previousTotalCents).toBe(700_000);
    expect(changeShare(c)).toBeCloseTo(1 / 6);
    expect(c.hasData).toBe(true);
  });

  it('compares day 31 with all of a shorter month (and day 30 of a longer one with its day 30)', () => {
    const end = monthComparison(data, window, '2025-03-31');
    expect(end.throughDay).toBe(31);
    expect(end.previousSameDayCents).toBe(700_000);
    const longerBefore = comparisonWindow({ start: '2025-04-01', end: '2025-04-30' }, '2025-04-30');
    const april = monthComparison(daily('2025-03-01', '2025-04-30', { '2025-03-30': 100, '2025-03-31': 50, '2025-04-30': 10 }), longerBefore, '2025-04-30');
    expect(april.points).toHaveLength(31);
    expect(april.points[30]).toEqual({ day: 31, currentCents: null, previousCents: 15_000 });
    expect(april.previousSameDayCents).toBe(10_000);
    expect(april.previousTotalCents).toBe(15_000);
    expect(april.currentCents).toBe(1_000);
    expect(april.previousThroughDay).toBe(30);
    // Once April is over, it is compared with the whole of March.
    const aprilDone = monthComparison(daily('2025-03-01', '2025-04-30', { '2025-03-30': 100, '2025-03-31': 50, '2025-04-30': 10 }), longerBefore, '2025-05-01');
    expect(aprilDone.previousThroughDay).toBe(31);
    expect(aprilDone.previousSameDayCents).toBe(15_000);
  });

  it('a month wholly past is compared in full; a month not begun has no current line', () => {
    const past = monthComparison(data, window, '2025-07-01');
    expect(past.isCurrent).toBe(false);
    expect(past.throughDay).toBe(31);
    expect(past.currentCents).toBe(1_349_900);
    const future = monthComparison(data, window, '2025-02-20');
    expect(future.throughDay).toBe(0);
    expect(future.points.every((p) => p.currentCents === null)).toBe(true);
    expect(future.currentCents).toBe(0);
    expect(future.previousSameDayCents).toBe(0);
  });

  it('empty months: no data, no ratio; missing days count as nothing spent', () => {
    const empty = monthComparison([], window, '2025-03-15');
    expect(empty.hasData).toBe(false);
    expect(empty.points[14]).toEqual({ day: 15, currentCents: 0, previousCents: 0 });
    expect(changeShare(empty)).toBeNull();
    const onlyThis = monthComparison(daily('2025-03-01', '2025-03-31', { '2025-03-01': 10 }), window, '2025-03-15');
    expect(onlyThis.hasData).toBe(true);
    expect(changeShare(onlyThis)).toBeNull();
  });

  it('negative changes: spending less than last month by the same day', () => {
    const less = monthComparison(daily('2025-02-01', '2025-03-31', { '2025-02-01': 1_000, '2025-03-01': 250 }), window, '2025-03-15');
    expect(changeShare(less)).toBe(-0.75);
  });
});
