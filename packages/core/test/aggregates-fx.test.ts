// Kwanza equivalents in the aggregates and the outstanding balances (issue 15): foreign
// records converted at their day's rate (or the latest earlier one), records with no rate
// reported and left out (never zero), transfers never counted, and live changes equal to a
// full recomputation with the same rates.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { applyRecordChanges, computeAggregates } from '../src/aggregates';
import { applyRecordChangesToKwanzaBalances, kwanzaBalancesFromTotals, type DatedKindTotal } from '../src/balances';
import { type DayRate, RATE_SCALE, RateBook } from '../src/fx';
import { ConversionTally } from '../src/fx-tally';
import { dayOf } from '../src/date-range';
import { toCents } from '../src/money';
import { type FinanceRecord, type RecordKind, RECORD_KINDS } from '../src/records';

let seq = 0;
function rec(kind: RecordKind, cents: number, iso: string, extra: Partial<FinanceRecord> = {}): FinanceRecord {
  return { id: `f${++seq}`, kind, amountCents: toCents(cents), currency: 'AOA', category: null, party: null, description: null, notes: null, date: new Date(iso), ...extra };
}
const rate = (currency: 'USD' | 'EUR', day: string, kz: number): DayRate => ({ currency, day, micros: Math.round(kz * RATE_SCALE), source: 'bna' });

const range = { start: '2026-11-01', end: '2026-11-30' };
const book = new RateBook([rate('USD', '2026-11-20', 912.34), rate('USD', '2026-11-25', 920), rate('EUR', '2026-11-24', 1000)]);

describe('computeAggregates with rates', () => {
  it('converts foreign records at their day rate or the latest earlier one, and reports what had none', () => {
    const records = [
      rec('income', 100_000_00, '2026-11-02T10:00:00Z', { category: 'Salário' }),
      rec('expense', 100_00, '2026-11-20T10:00:00Z', { currency: 'USD', category: 'Compras' }), // 912.34 → 91 234,00 Kz
      rec('expense', 100_00, '2026-11-22T10:00:00Z', { currency: 'USD', category: 'Compras' }), // fallback to 20/11
      rec('expense', 50_00, '2026-11-10T10:00:00Z', { currency: 'USD', category: 'Compras' }), // before any USD rate
      rec('expense', 10_00, '2026-11-26T10:00:00Z', { currency: 'EUR', category: 'Lazer' }), // EUR of 24/11 → 10 000,00 Kz
      rec('debtTaken', 100_00, '2026-11-25T10:00:00Z', { currency: 'USD', party: 'Mike' }), // 92 000,00 Kz
      rec('transfer', 100_00, '2026-11-25T11:00:00Z', { currency: 'USD' }), // never counted
      rec('transfer', 95_000_00, '2026-11-25T11:00:00Z'),
    ];
    const a = computeAggregates(records, { range, rates: book });
    expect(a.expense).toBe(91_234_00 * 2 + 10_000_00);
    expect(a.income).toBe(100_000_00);
    expect(a.recordCount).toBe(5);
    expect(a.categoryBreakdown.map((c) => [c.name, c.valueCents])).toEqual([['Compras', 182_468_00], ['Lazer', 10_000_00]]);
    expect(a.debtsByParty).toEqual([{ party: 'Mike', takenCents: 92_000_00, paidCents: 0, outstandingCents: 92_000_00 }]);
    expect(a.dailyIncomeExpense.find((p) => p.day === '2026-11-22')?.expenseCents).toBe(91_234_00);
    expect(a.conversion?.unconverted).toEqual([{ currency: 'USD', count: 1, cents: 50_00 }]);
    expect(a.conversion?.included).toEqual([
      { currency: 'USD', count: 3, cents: 300_00, kzCents: 274_468_00 },
      { currency: 'EUR', count: 1, cents: 10_00, kzCents: 10_000_00 },
    ]);
    const usd = a.conversion?.ratesUsed.find((u) => u.currency === 'USD');
    expect(usd?.rates.map((r) => r.day)).toEqual(['2026-11-20', '2026-11-25']);
    expect(usd?.fallbackCount).toBe(1);
    expect([usd?.minMicros, usd?.maxMicros]).toEqual([912_340_000, 920_000_000]);
    expect(a.conversion?.ratesUsed.find((u) => u.currency === 'EUR')?.fallbackCount).toBe(1);
  });

  it('without rates, or for another currency, ignores foreign records as before', () => {
    const records = [rec('expense', 100_00, '2026-11-20T10:00:00Z', { currency: 'USD' }), rec('expense', 5_00, '2026-11-20T10:00:00Z')];
    const plain = computeAggregates(records, { range });
    expect(plain.expense).toBe(5_00);
    expect(plain.conversion).toBeUndefined();
    const usd = computeAggregates(records, { range, currency: 'USD', rates: book });
    expect(usd.expense).toBe(100_00);
    expect(usd.conversion).toBeUndefined();
  });

  it('with an empty book, every foreign record is unconverted and nothing counts as zero', () => {
    const a = computeAggregates([rec('expense', 100_00, '2026-11-20T10:00:00Z', { currency: 'USD' })], { range, rates: RateBook.empty() });
    expect(a.expense).toBe(0);
    expect(a.recordCount).toBe(0);
    expect(a.conversion).toEqual({ ratesUsed: [], included: [], uses: [], unconverted: [{ currency: 'USD', count: 1, cents: 100_00 }] });
  });
});

const from = Date.parse('2026-03-23T00:00:00Z');
const to = Date.parse('2026-04-08T00:00:00Z');
const propRange = { start: '2026-03-25', end: '2026-04-05' };
const propBook = new RateBook([rate('USD', '2026-03-27', 905.5), rate('USD', '2026-04-01', 911.123456), rate('EUR', '2026-03-20', 990)]);
const record: fc.Arbitrary<FinanceRecord> = fc.record({
  kind: fc.constantFrom(...RECORD_KINDS),
  amountCents: fc.integer({ min: 1, max: 5_000_000_00 }),
  currency: fc.constantFrom('AOA' as const, 'AOA' as const, 'USD' as const, 'EUR' as const),
  category: fc.option(fc.constantFrom('Transporte', 'Renda', 'Mercado'), { nil: null }),
  party: fc.option(fc.constantFrom('João', 'Mike'), { nil: null }),
  t: fc.integer({ min: from, max: to }),
}).map((r) => rec(r.kind, r.amountCents, new Date(r.t).toISOString(), { currency: r.currency, category: r.category, party: r.party }));

describe('applyRecordChanges with rates', () => {
  it('equals a full recomputation with the same rates', () => {
    fc.assert(fc.property(
      fc.array(record, { maxLength: 50 }), fc.array(record, { maxLength: 10 }), fc.array(fc.nat(), { maxLength: 10 }),
      (base, added, removeAt) => {
        const removed = [...new Set(removeAt.map((i) => (base.length === 0 ? -1 : i % base.length)))].filter((i) => i >= 0).map((i) => base[i]!);
        const kept = base.filter((r) => !removed.includes(r));
        const options = { range: propRange, rates: propBook };
        const expected = computeAggregates([...kept, ...added], options);
        const actual = applyRecordChanges(computeAggregates(base, options), { added, removed }, { rates: propBook });
        expect(actual).toEqual(expected);
      },
    ), { numRuns: 300 });
  });
});

describe('kwanza balances', () => {
  const dated = (records: readonly FinanceRecord[]): DatedKindTotal[] =>
    records.map((r) => ({ kind: r.kind, party: r.party, currency: r.currency, totalCents: r.amountCents, day: dayOf(r.date, 'Africa/Luanda') }));

  it('includes the $100 owed to Mike at its day rate, and leaves out what has no rate', () => {
    const records = [
      rec('debtTaken', 160_000_00, '2026-10-01T10:00:00Z', { party: 'Ana' }),
      rec('debtTaken', 100_00, '2026-11-25T10:00:00Z', { currency: 'USD', party: 'Mike' }),
      rec('loanGiven', 20_00, '2026-01-05T10:00:00Z', { currency: 'USD', party: 'Rui' }), // no rate that early
    ];
    const kb = kwanzaBalancesFromTotals(dated(records), book);
    expect(kb.debts.outstandingCents).toBe(160_000_00 + 92_000_00);
    expect(kb.debts.byParty.map((p) => p.party)).toEqual(['Ana', 'Mike']);
    expect(kb.loans.byParty).toEqual([]);
    expect(kb.conversion.unconverted).toEqual([{ currency: 'USD', count: 1, cents: 20_00 }]);
    expect(kb.conversion.ratesUsed[0]?.rates.map((r) => r.day)).toEqual(['2026-11-25']);
  });

  it('applies live changes like a recomputation', () => {
    fc.assert(fc.property(fc.array(record, { maxLength: 30 }), fc.array(record, { maxLength: 6 }), fc.array(fc.nat(), { maxLength: 6 }), (base, added, removeAt) => {
      const removed = [...new Set(removeAt.map((i) => (base.length === 0 ? -1 : i % base.length)))].filter((i) => i >= 0).map((i) => base[i]!);
      const kept = base.filter((r) => !removed.includes(r));
      const next = applyRecordChangesToKwanzaBalances(kwanzaBalancesFromTotals(dated(base), propBook), propBook, { added, removed }, 'Africa/Luanda');
      const expected = kwanzaBalancesFromTotals(dated([...kept, ...added]), propBook);
      expect(next.debts).toEqual(expected.debts);
      expect(next.loans).toEqual(expected.loans);
      expect(next.conversion).toEqual(expected.conversion);
    }), { numRuns: 200 });
  });
});

describe('ConversionTally', () => {
  it('says the rate and the fallback, and takes a conversion back', () => {
    const tally = new ConversionTally(book);
    expect(tally.convert('USD', 100_00, '2026-11-21')).toBe(91_234_00);
    expect(tally.convert('AOA', 5_00, '2026-11-21')).toBe(5_00);
    expect(tally.convert('EUR', 1_00, '2026-11-01')).toBeNull();
    expect(tally.result().ratesUsed[0]?.fallbackCount).toBe(1);
    tally.convert('USD', 100_00, '2026-11-21', -1);
    expect(tally.result()).toEqual({ ratesUsed: [], uses: [], included: [], unconverted: [{ currency: 'EUR', count: 1, cents: 1_00 }] });
  });
});
