// The dashboard's kwanza figures (issue 15): parsed from the summary, followed live with the
// summary's own rates exactly as the server would recompute them, shown on the cards, and
// described in words ("Inclui US$ 100,00 ≈ 91 234,00 Kz · câmbio BNA de 20/11").
import { describe, expect, it } from 'vitest';
import { computeAggregates } from '@kumbu/core/aggregates';
import { kwanzaBalancesFromTotals } from '@kumbu/core/balances';
import { type DayRate, RateBook } from '@kumbu/core/fx';
import { toCents } from '@kumbu/core/money';
import { dayOf } from '@kumbu/core/date-range';
import { type FinanceRecord } from '@kumbu/core/records';
import { type DashboardSummary, parseSummary } from '../src/features/dashboard/summary-api';
import { applySummaryChange } from '../src/features/dashboard/summary-live';
import { cardKwanza, cardValues } from '../src/features/dashboard/summary-cards';
import { conversionNoteParts } from '../src/features/dashboard/conversion-note';

const range = { start: '2026-11-01', end: '2026-11-30' };
const now = new Date('2026-11-22T12:00:00Z');
const rates: DayRate[] = [{ currency: 'USD', day: '2026-11-20', micros: 912_340_000, source: 'bna' }];
const book = new RateBook(rates);

let seq = 0;
function rec(over: Partial<FinanceRecord>): FinanceRecord {
  return { id: `k${++seq}`, kind: 'expense', amountCents: toCents(500_000), currency: 'AOA', category: 'Transporte', party: null, description: null, notes: null, date: new Date('2026-11-10T10:00:00Z'), ...over };
}

function summaryOf(records: readonly FinanceRecord[]): DashboardSummary {
  const debts = records.filter((r) => r.kind === 'debtTaken' || r.kind === 'debtPaid' || r.kind === 'loanGiven' || r.kind === 'loanReceivedPayment');
  const data = {
    range,
    recordCount: records.length,
    byCurrency: [computeAggregates(records, { range, currency: 'AOA', now }), computeAggregates(records, { range, currency: 'USD', now })],
    outstanding: [],
    kwanza: computeAggregates(records, { range, now, rates: book }),
    outstandingKz: kwanzaBalancesFromTotals(debts.map((r) => ({ kind: r.kind, party: r.party, currency: r.currency, totalCents: r.amountCents, day: dayOf(r.date) })), book),
    rates,
  };
  // Through JSON and the parser, as the browser gets it.
  const parsed = parseSummary(JSON.parse(JSON.stringify(data)));
  if (!parsed) throw new Error('summary did not parse');
  return parsed;
}

describe('kwanza summary', () => {
  const taxi = rec({});
  const lunch = rec({ currency: 'USD', amountCents: toCents(10_000), category: 'Restaurante', date: new Date('2026-11-21T12:00:00Z') });
  const mike = rec({ kind: 'debtTaken', currency: 'USD', amountCents: toCents(10_000), category: null, party: 'Mike', date: new Date('2026-11-21T12:00:00Z') });

  it('parses the kwanza figures, their rates and the all-time balances in kwanza', () => {
    const s = summaryOf([taxi, lunch, mike]);
    expect(s.kwanza?.expense).toBe(500_000 + 9_123_400);
    expect(s.kwanza?.conversion?.ratesUsed[0]?.fallbackCount).toBe(2);
    expect(s.outstandingKz?.debts.outstandingCents).toBe(9_123_400);
    expect(s.rates).toEqual(rates);
    expect(cardKwanza('expense', s)).toBe(9_623_400);
    expect(cardKwanza('outstandingDebts', s)).toBe(9_123_400);
    expect(cardValues('expense', s)).toEqual([{ currency: 'AOA', cents: 500_000 }, { currency: 'USD', cents: 10_000 }]);
  });

  it('follows a live dollar record in kwanza exactly as the server would', () => {
    const next = applySummaryChange(summaryOf([taxi]), { added: [lunch, mike], removed: [] }, now);
    const expected = summaryOf([taxi, lunch, mike]);
    expect(next.kwanza).toEqual(expected.kwanza);
    expect(next.outstandingKz).toEqual(expected.outstandingKz);
    const back = applySummaryChange(next, { added: [], removed: [lunch] }, now);
    expect(back.kwanza).toEqual(summaryOf([taxi, mike]).kwanza);
  });

  it('a dollar record before any rate is reported, not counted as zero', () => {
    const early = rec({ currency: 'USD', amountCents: toCents(2_000), date: new Date('2026-11-05T12:00:00Z') });
    const s = applySummaryChange(summaryOf([taxi]), { added: [early], removed: [] }, now);
    expect(s.kwanza?.expense).toBe(500_000);
    expect(s.kwanza?.conversion?.unconverted).toEqual([{ currency: 'USD', count: 1, cents: 2_000 }]);
  });

  it('says what was included, at which rate, and what had none', () => {
    const s = summaryOf([taxi, lunch, rec({ currency: 'USD', amountCents: toCents(2_000), date: new Date('2026-11-05T12:00:00Z') })]);
    const t = (key: string, values: Readonly<Record<string, string | number>>): string => `${key.replace('dashboard.cards.', '')}(${Object.values(values).join('|')})`;
    const parts = conversionNoteParts(s.kwanza!.conversion!, t, 'pt');
    expect(parts.included).toHaveLength(1);
    expect(parts.included[0]).toMatch(/^kwIncludes\(100,00\s?US\$\|91\s234,00\s?Kz\) · kwRateOne\(BNA\|20\/11\) · kwFallback\(1\)$/u);
    expect(parts.unconverted[0]).toMatch(/^kwUnconverted\(20,00\s?US\$\)$/u);
  });
});
