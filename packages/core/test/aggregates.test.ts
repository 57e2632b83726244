import { describe, it, expect } from 'vitest';
import { NO_CATEGORY, NO_PARTY, TOP_CATEGORIES, computeAggregates } from '../src/aggregates';
import { toCents } from '../src/money';
import { type FinanceRecord, type RecordKind, RECORD_KINDS } from '../src/records';

const KZ = 100;
let seq = 0;
function rec(kind: RecordKind, kz: number, iso: string, extra: Partial<FinanceRecord> = {}): FinanceRecord {
  return {
    id: `r${++seq}`, kind, amountCents: toCents(Math.round(kz * KZ)), currency: 'AOA', category: null, party: null,
    description: null, notes: null, date: new Date(iso), ...extra,
  };
}

// Range 2024-05-01..2024-05-05 in Luanda (UTC+1): each day starts at 23:00 UTC the day before.
const records: FinanceRecord[] = [
  rec('income', 100_000, '2024-05-01T10:00:00Z', { category: 'Salário' }),
  rec('expense', 20_000, '2024-05-01T22:30:00Z', { category: 'Transporte' }), // 23:30 local, still 1 May
  rec('expense', 5_000, '2024-05-01T23:30:00Z', { category: 'Alimentação' }), // 00:30 local: 2 May
  rec('expense', 15_000, '2024-05-03T12:00:00Z', { category: 'Transporte' }),
  rec('expense', 2_500, '2024-05-03T13:00:00Z'), // no category
  rec('income', 50_000, '2024-05-05T22:59:59.999Z'), // last millisecond of 5 May
  rec('income', 999, '2024-05-05T23:00:00Z'), // 6 May: outside
  rec('expense', 7_000, '2024-04-30T22:59:59.999Z'), // 30 April: outside
  rec('expense', 1_000, '2024-05-02T12:00:00Z', { currency: 'USD' }), // other currency: ignored
  rec('debtTaken', 30_000, '2024-05-02T09:00:00Z', { party: 'Banco BFA' }),
  rec('debtPaid', 10_000, '2024-05-04T09:00:00Z', { party: 'Banco BFA' }),
  rec('debtTaken', 5_000, '2024-05-02T09:00:00Z'), // no party
  rec('loanGiven', 20_000, '2024-05-02T09:00:00Z', { party: 'Primo' }),
  rec('loanReceivedPayment', 5_000, '2024-05-04T09:00:00Z', { party: 'Primo' }),
  rec('loanGiven', 8_000, '2024-05-03T09:00:00Z', { party: 'Tia' }),
];
const range = { start: '2024-05-01', end: '2024-05-05' };

describe('computeAggregates on a hand-computed month slice', () => {
  const a = computeAggregates(records, { range });
  it('sums income, expense and net', () => {
    expect(a.recordCount).toBe(12);
    expect(a.days).toBe(5);
    expect(a.income).toBe(150_000 * KZ);
    expect(a.expense).toBe(42_500 * KZ);
    expect(a.net).toBe(107_500 * KZ);
  });
  it('computes outstanding debts and loans, by party', () => {
    expect(a.outstandingDebts).toBe(25_000 * KZ);
    expect(a.owedByUser).toBe(25_000 * KZ);
    expect(a.debtsByParty).toEqual([
      { party: 'Banco BFA', takenCents: 30_000 * KZ, paidCents: 10_000 * KZ, outstandingCents: 20_000 * KZ },
      { party: NO_PARTY, takenCents: 5_000 * KZ, paidCents: 0, outstandingCents: 5_000 * KZ },
    ]);
    expect(a.outstandingLoans).toBe(23_000 * KZ);
    expect(a.owedToUser).toBe(23_000 * KZ);
    expect(a.loansByParty).toEqual([
      { party: 'Primo', givenCents: 20_000 * KZ, receivedCents: 5_000 * KZ, outstandingCents: 15_000 * KZ },
      { party: 'Tia', givenCents: 8_000 * KZ, receivedCents: 0, outstandingCents: 8_000 * KZ },
    ]);
  });
  it('breaks expenses down by category with shares', () => {
    expect(a.categoryBreakdown.map((c) => [c.name, c.valueCents])).toEqual([
      ['Transporte', 35_000 * KZ], ['Alimentação', 5_000 * KZ], [NO_CATEGORY, 2_500 * KZ],
    ]);
    expect(a.categoryBreakdown[0]?.share).toBeCloseTo(35_000 / 42_500, 12);
    expect(a.categoryBreakdown.reduce((s, c) => s + c.share, 0)).toBeCloseTo(1, 12);
    expect(a.topCategories).toEqual(a.categoryBreakdown);
    expect(a.topSpendingCategory).toBe('Transporte');
  });
  it('builds zero-filled daily series in the user zone', () => {
    expect(a.dailyNet).toEqual([
      { day: '2024-05-01', netCents: 80_000 * KZ },
      { day: '2024-05-02', netCents: -5_000 * KZ },
      { day: '2024-05-03', netCents: -17_500 * KZ },
      { day: '2024-05-04', netCents: 0 },
      { day: '2024-05-05', netCents: 50_000 * KZ },
    ]);
    expect(a.dailyIncomeExpense[0]).toEqual({ day: '2024-05-01', incomeCents: 100_000 * KZ, expenseCents: 20_000 * KZ });
    expect(a.dailyIncomeExpense[3]).toEqual({ day: '2024-05-04', incomeCents: 0, expenseCents: 0 });
  });
  it('derives averages, burn, savings rate and best/worst days', () => {
    expect(a.averageDailyIncome).toBe(30_000 * KZ);
    expect(a.averageDailyExpense).toBe(8_500 * KZ);
    expect(a.projectedMonthlyBurn).toBe(255_000 * KZ);
    expect(a.savingsRate).toBeCloseTo(107_500 / 150_000, 12);
    expect(a.bestNetDay).toEqual({ day: '2024-05-01', netCents: 80_000 * KZ });
    expect(a.worstNetDay).toEqual({ day: '2024-05-03', netCents: -17_500 * KZ });
  });
  it('averages over the days elapsed when "now" is inside the range', () => {
    const b = computeAggregates(records, { range, now: new Date('2024-05-02T12:00:00Z') });
    expect(b.averagingDays).toBe(2);
    expect(b.averageDailyIncome).toBe(75_000 * KZ);
    expect(b.projectedMonthlyBurn).toBe(637_500 * KZ);
    expect(computeAggregates(records, { range, now: new Date('2024-06-10T12:00:00Z') }).averagingDays).toBe(5);
  });
  it('swaps a reversed range', () => {
    expect(computeAggregates(records, { range: { start: '2024-05-05', end: '2024-05-01' } }).net).toBe(a.net);
  });
  it('counts only the chosen currency', () => {
    const usd = computeAggregates(records, { range, currency: 'USD' });
    expect(usd.recordCount).toBe(1);
    expect(usd.expense).toBe(1_000 * KZ);
    expect(usd.income).toBe(0);
    expect(usd.savingsRate).toBeNull();
  });
  it('rounds averages to whole cêntimos', () => {
    const c = computeAggregates([rec('expense', 0.1, '2024-05-01T12:00:00Z')], { range: { start: '2024-05-01', end: '2024-05-03' } });
    expect(c.averageDailyExpense).toBe(3); // 10 / 3 = 3.33…
    expect(c.projectedMonthlyBurn).toBe(100); // 10 × 30 / 3
  });
});

describe('computeAggregates edge cases', () => {
  it('is all zeros and nulls without records', () => {
    const a = computeAggregates([], { range: { start: '2024-02-01', end: '2024-02-29' } });
    expect(a.days).toBe(29);
    expect(a.dailyNet).toHaveLength(29);
    expect(a.dailyNet.every((p) => p.netCents === 0)).toBe(true);
    expect(a.income + a.expense + a.net + a.outstandingDebts + a.outstandingLoans).toBe(0);
    expect(a.savingsRate).toBeNull();
    expect(a.topSpendingCategory).toBeNull();
    expect(a.bestNetDay).toBeNull();
    expect(a.worstNetDay).toBeNull();
    expect(a.topCategories).toEqual([]);
  });
  it('keeps the top 6 categories without merging the rest', () => {
    const rs = Array.from({ length: 8 }, (_, i) => rec('expense', (i + 1) * 1000, '2024-05-02T12:00:00Z', { category: `C${i + 1}` }));
    const a = computeAggregates(rs, { range });
    expect(TOP_CATEGORIES).toBe(6);
    expect(a.topCategories.map((c) => c.name)).toEqual(['C8', 'C7', 'C6', 'C5', 'C4', 'C3']);
    expect(a.categoryBreakdown).toHaveLength(8);
  });
  it('places records on days across a DST change (Europe/Lisbon)', () => {
    const rs = [
      rec('income', 1, '2024-03-30T23:59:59Z'), // 30 March, winter time
      rec('income', 2, '2024-03-31T00:00:00Z'), // 31 March starts at 00:00 UTC
      rec('income', 4, '2024-03-31T22:59:59Z'), // still 31 March (23:59:59 summer time)
      rec('income', 8, '2024-03-31T23:00:00Z'), // 1 April starts at 23:00 UTC
      rec('income', 16, '2024-10-27T23:30:00Z'), // 27 October lasts 25 hours: 23:30 UTC is 23:30 local, 27 Oct
    ];
    const a = computeAggregates(rs, { range: { start: '2024-03-30', end: '2024-10-28' }, timeZone: 'Europe/Lisbon' });
    const byDay = new Map(a.dailyIncomeExpense.map((p) => [p.day, p.incomeCents]));
    expect(byDay.get('2024-03-30')).toBe(100);
    expect(byDay.get('2024-03-31')).toBe(600);
    expect(byDay.get('2024-04-01')).toBe(800);
    expect(byDay.get('2024-10-27')).toBe(1600);
    expect(a.income).toBe(3100);
  });
  it('saturates a sum past the safe bound at ±MAX_CENTS rather than failing the dashboard (issue 14)', () => {
    const big = rec('income', 0, '2024-05-02T12:00:00Z', { amountCents: toCents(Number.MAX_SAFE_INTEGER) });
    const a = computeAggregates([big, big], { range });
    expect(a.income).toBe(Number.MAX_SAFE_INTEGER);
    expect(a.net).toBe(Number.MAX_SAFE_INTEGER);
    expect(a.dailyIncomeExpense.find((p) => p.day === '2024-05-02')?.incomeCents).toBe(Number.MAX_SAFE_INTEGER);
  });
});

// Speed is measured in bench/aggregates.bench.ts (a timed unit test would be flaky on a
// shared machine); here the 100k-record path is checked for correctness against a naive sum.
describe('computeAggregates at scale', () => {
  it('sums 100 000 records over a year exactly as a naive loop does', () => {
    let x = 12345;
    const rand = (): number => { x = (x * 1103515245 + 12345) % 2147483648; return x / 2147483648; };
    const from = Date.parse('2023-06-01T00:00:00Z');
    const span = 365 * 86_400_000;
    const rs: FinanceRecord[] = Array.from({ length: 100_000 }, (_, i) => rec(
      RECORD_KINDS[Math.floor(rand() * RECORD_KINDS.length)] ?? 'expense',
      Math.floor(rand() * 1_000_000) / 100,
      new Date(from + Math.floor(rand() * span)).toISOString(),
      { category: `Cat ${i % 17}`, party: `Party ${i % 23}` },
    ));
    const a = computeAggregates(rs, { range: { start: '2023-06-01', end: '2024-05-30' } });
    expect(a.days).toBe(365);
    let income = 0;
    let expense = 0;
    for (const r of rs) {
      if (r.kind === 'income') income += r.amountCents;
      else if (r.kind === 'expense') expense += r.amountCents;
    }
    expect(a.income).toBe(income);
    expect(a.expense).toBe(expense);
    expect(a.net).toBe(income - expense);
  });
});
