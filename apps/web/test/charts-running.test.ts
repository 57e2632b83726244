// The net trend is a running balance cut at today (issue 17): once it drew each day's net and
// the rest of the month as 0 Kz.
import { describe, expect, it } from 'vitest';
import { type DailyIncomeExpensePoint } from '@kumbu/core/aggregates';
import { eachDay } from '@kumbu/core/date-range';
import { toCents } from '@kumbu/core/money';
import { formatMonth, lastLived, runningBalance } from '../src/features/dashboard/charts/chart-data';

/** Daily points for every day of [start, end], with the given (income, expense) in kwanza on some days. */
function daily(start: string, end: string, flows: Record<string, [number, number]> = {}): { dailyIncomeExpense: DailyIncomeExpensePoint[]; days: number } {
  const days = eachDay({ start, end });
  return {
    days: days.length,
    dailyIncomeExpense: days.map((day) => {
      const [income, expense] = flows[day] ?? [0, 0];
      return { day, incomeCents: toCents(income * 100), expenseCents: toCents(expense * 100) };
    }),
  };
}

describe('runningBalance', () => {
  const month = daily('2025-03-01', '2025-03-31', {
    '2025-03-01': [100_000, 20_000],
    '2025-03-03': [0, 50_000.5],
    '2025-03-10': [10_000, 0],
    '2025-03-20': [0, 1_000], // after "today": not in the line
  });

  it('sums the days: day 1, then day 1 + day 2, … in exact cêntimos', () => {
    const points = runningBalance(month, '2025-03-31');
    expect(points).toHaveLength(31);
    expect(points[0]).toEqual({ start: '2025-03-01', end: '2025-03-01', runningCents: 8_000_000 });
    expect(points[1]?.runningCents).toBe(8_000_000); // a quiet day keeps the balance
    expect(points[2]?.runningCents).toBe(2_999_950); // goes below where it was
    expect(points[9]?.runningCents).toBe(3_999_950);
    expect(lastLived(points)?.runningCents).toBe(3_899_950);
  });

  it('stops at today: later days are null (not drawn), never 0, while the axis keeps the month', () => {
    const points = runningBalance(month, '2025-03-12');
    expect(points).toHaveLength(31);
    expect(points.slice(0, 12).every((p) => p.runningCents !== null)).toBe(true);
    expect(points.slice(12).every((p) => p.runningCents === null)).toBe(true);
    expect(lastLived(points)).toEqual({ start: '2025-03-12', end: '2025-03-12', runningCents: 3_999_950 });
  });

  it('goes negative when spending beats income', () => {
    const points = runningBalance(daily('2025-03-01', '2025-03-05', { '2025-03-02': [0, 700], '2025-03-04': [200, 0] }), '2025-03-05');
    expect(points.map((p) => p.runningCents)).toEqual([0, -70_000, -70_000, -50_000, -50_000]);
  });

  it('draws a range wholly in the past to its end, and one wholly in the future not at all', () => {
    const past = runningBalance(month, '2026-01-01');
    expect(past.every((p) => p.runningCents !== null)).toBe(true);
    expect(lastLived(past)?.end).toBe('2025-03-31');
    const future = runningBalance(month, '2025-02-28');
    expect(future.every((p) => p.runningCents === null)).toBe(true);
    expect(lastLived(future)).toBeUndefined();
  });

  it('is a flat zero over an empty lived month, and nothing for no days at all', () => {
    expect(runningBalance(daily('2025-03-01', '2025-03-31'), '2025-03-05').filter((p) => p.runningCents !== null).map((p) => p.runningCents)).toEqual([0, 0, 0, 0, 0]);
    expect(runningBalance({ dailyIncomeExpense: [], days: 0 }, '2025-03-05')).toEqual([]);
  });

  it('by week: each week reads the balance at its last lived day; the week of today ends today', () => {
    // 2025-01-01 (a Wednesday) … 2025-04-30: 120 days, drawn by week.
    const flows: Record<string, [number, number]> = {};
    for (const day of eachDay({ start: '2025-01-01', end: '2025-04-30' })) flows[day] = [10, 0]; // +10 Kz a day
    const long = daily('2025-01-01', '2025-04-30', flows);
    const today = '2025-02-05'; // a Wednesday
    const points = runningBalance(long, today);
    expect(points[0]).toEqual({ start: '2025-01-01', end: '2025-01-05', runningCents: 5_000 }); // Wed–Sun, clipped
    expect(points[1]).toEqual({ start: '2025-01-06', end: '2025-01-12', runningCents: 12_000 });
    const ofToday = points.find((p) => p.start === '2025-02-03');
    expect(ofToday).toEqual({ start: '2025-02-03', end: today, runningCents: 36_000 });
    expect(points.filter((p) => p.start > today).every((p) => p.runningCents === null)).toBe(true);
    expect(lastLived(points)?.end).toBe(today);
  });
});

describe('formatMonth', () => {
  it('names a month in the interface language, with or without its year', () => {
    expect(formatMonth('2026-12-02', 'pt')).toBe('dezembro');
    expect(formatMonth('2026-12-31', 'en')).toBe('December');
    expect(formatMonth('2026-01-01', 'pt', true)).toBe('janeiro de 2026');
    expect(formatMonth('2026-01-01', 'en', true)).toBe('January 2026');
  });
});
