// The summary answer parsed whole (core's Aggregates per currency and all-time balances),
// checked at the edge: anything off refuses the answer instead of showing wrong figures.
import { describe, expect, it } from 'vitest';
import { computeAggregates } from '@kumbu/core/aggregates';
import { balancesFromTotals } from '@kumbu/core/balances';
import { type FinanceRecord } from '@kumbu/core/records';
import { toCents } from '@kumbu/core/money';
import { kwanzaAggregates, parseSummary } from '../src/features/dashboard/summary-api';
import { cardValues } from '../src/features/dashboard/summary-cards';
import { partyRows, settledRatio } from '../src/features/dashboard/party-overview';

const RANGE = { start: '2026-10-01', end: '2026-10-31' };

function r(kind: FinanceRecord['kind'], cents: number, day: string, extra: Partial<FinanceRecord> = {}): FinanceRecord {
  return { id: `${kind}${day}${cents}`, kind, amountCents: toCents(cents), currency: 'AOA', category: null, party: null, description: null, notes: null, date: new Date(`${day}T12:00:00Z`), ...extra };
}

const records: FinanceRecord[] = [
  r('income', 45_000_000, '2026-10-25', { category: 'Salário' }),
  r('expense', 18_000_000, '2026-10-01', { category: 'Renda' }),
  r('expense', 500_000, '2026-10-02', { category: 'Transporte' }),
  r('income', 20_000, '2026-10-20', { currency: 'USD' }),
];

const answer = JSON.parse(JSON.stringify({
  range: RANGE,
  recordCount: records.length,
  byCurrency: (['AOA', 'USD'] as const).map((currency) => computeAggregates(records, { range: RANGE, currency, now: new Date('2026-10-15T12:00:00Z') })),
  outstanding: balancesFromTotals([
    { kind: 'debtTaken', party: 'João', currency: 'AOA', totalCents: toCents(10_000_000) },
    { kind: 'debtPaid', party: 'João', currency: 'AOA', totalCents: toCents(6_000_000) },
    { kind: 'loanGiven', party: 'Primo Nelson', currency: 'AOA', totalCents: toCents(15_000_000) },
    { kind: 'loanReceivedPayment', party: 'Primo Nelson', currency: 'AOA', totalCents: toCents(5_000_000) },
    { kind: 'loanGiven', party: null, currency: 'USD', totalCents: toCents(1_000) },
  ]),
})) as Record<string, unknown>;

describe('dashboard summary answer', () => {
  it('parses the whole of core\'s Aggregates and the balances, unchanged', () => {
    const parsed = parseSummary(answer);
    expect(parsed).toEqual(answer);
    const aoa = parsed && kwanzaAggregates(parsed);
    expect(aoa?.net).toBe(26_500_000);
    expect(aoa?.topSpendingCategory).toBe('Renda');
    expect(aoa?.categoryBreakdown.map((c) => c.name)).toEqual(['Renda', 'Transporte']);
    expect(aoa?.dailyNet).toHaveLength(31);
    expect(aoa?.averagingDays).toBe(15);
    expect(aoa?.bestNetDay).toEqual({ day: '2026-10-25', netCents: 45_000_000 });
  });

  it('gives the cards their figures per currency, outstanding debts or loans by tab', () => {
    const parsed = parseSummary(answer);
    if (!parsed) throw new Error('no parse');
    expect(cardValues('income', parsed)).toEqual([{ currency: 'AOA', cents: 45_000_000 }, { currency: 'USD', cents: 20_000 }]);
    expect(cardValues('outstandingDebts', parsed)).toEqual([{ currency: 'AOA', cents: 4_000_000 }, { currency: 'USD', cents: 0 }]);
    expect(cardValues('outstandingLoans', parsed)).toEqual([{ currency: 'AOA', cents: 10_000_000 }, { currency: 'USD', cents: 1_000 }]);
  });

  it('lists the parties of a book with their progress', () => {
    const parsed = parseSummary(answer);
    if (!parsed) throw new Error('no parse');
    const loans = partyRows(parsed.outstanding, 'loans');
    expect(loans.map((p) => [p.currency, p.party])).toEqual([['AOA', 'Primo Nelson'], ['USD', '—']]);
    expect(settledRatio(loans[0]!)).toBeCloseTo(1 / 3);
    expect(settledRatio({ party: 'x', openedCents: toCents(0), settledCents: toCents(5), outstandingCents: toCents(-5) })).toBe(0);
    expect(partyRows(parsed.outstanding, 'debts').map((p) => p.outstandingCents)).toEqual([4_000_000]);
  });

  it('refuses answers with floats, unknown currencies, bad days or missing parts', () => {
    const aoa = (answer.byCurrency as Record<string, unknown>[])[0]!;
    const withAoa = (patch: Record<string, unknown>) => ({ ...answer, byCurrency: [{ ...aoa, ...patch }] });
    expect(parseSummary(withAoa({ income: 1.5 }))).toBeUndefined();
    expect(parseSummary(withAoa({ currency: 'GBP' }))).toBeUndefined();
    expect(parseSummary(withAoa({ dailyNet: [{ day: '2026-02-30', netCents: 0 }] }))).toBeUndefined();
    expect(parseSummary(withAoa({ savingsRate: 'high' }))).toBeUndefined();
    expect(parseSummary(withAoa({ topCategories: undefined }))).toBeUndefined();
    expect(parseSummary({ ...answer, outstanding: [{ currency: 'AOA', debts: {}, loans: { outstandingCents: 1, byParty: [] } }] })).toBeUndefined();
    expect(parseSummary(null)).toBeUndefined();
    expect(parseSummary({ ...answer, recordCount: -1 })).toBeUndefined();
  });

  it('accepts null savings rate, top category and best/worst days (no income, no activity)', () => {
    const parsed = parseSummary({ ...answer, byCurrency: [{ ...(answer.byCurrency as Record<string, unknown>[])[0]!, savingsRate: null, topSpendingCategory: null, bestNetDay: null, worstNetDay: null }] });
    expect(parsed?.byCurrency[0]?.savingsRate).toBeNull();
    expect(parsed?.byCurrency[0]?.bestNetDay).toBeNull();
  });
});
