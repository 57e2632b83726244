// applyRecordChanges must answer exactly what computeAggregates answers over the changed
// set of records — for any records, any additions, any removals of counted records.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { applyRecordChanges, computeAggregates } from '../src/aggregates';
import { toCents } from '../src/money';
import { type FinanceRecord, RECORD_KINDS } from '../src/records';

const range = { start: '2026-03-25', end: '2026-04-05' }; // spans the end of a month
const from = Date.parse('2026-03-23T00:00:00Z'); // a little before the range…
const to = Date.parse('2026-04-08T00:00:00Z'); // …to a little after it

let seq = 0;
const record: fc.Arbitrary<FinanceRecord> = fc.record({
  kind: fc.constantFrom(...RECORD_KINDS),
  amountCents: fc.integer({ min: 1, max: 5_000_000_00 }),
  currency: fc.constantFrom('AOA', 'AOA', 'AOA', 'USD'),
  category: fc.option(fc.constantFrom('Transporte', 'Renda', 'Mercado', 'Saúde'), { nil: null }),
  party: fc.option(fc.constantFrom('João', 'Maria', 'Banco BFA'), { nil: null }),
  t: fc.integer({ min: from, max: to }),
}).map((r) => ({
  id: `r${++seq}`, kind: r.kind, amountCents: toCents(r.amountCents), currency: r.currency,
  category: r.category, party: r.party, description: null, notes: null, date: new Date(r.t),
}));

describe('applyRecordChanges', () => {
  it('equals a full recomputation after adding and removing records', () => {
    fc.assert(fc.property(
      fc.array(record, { maxLength: 60 }), fc.array(record, { maxLength: 10 }), fc.array(fc.nat(), { maxLength: 10 }),
      fc.constantFrom(undefined, new Date('2026-03-30T12:00:00Z'), new Date('2026-05-01T00:00:00Z')),
      (base, added, removeAt, now) => {
        const removed = [...new Set(removeAt.map((i) => (base.length === 0 ? -1 : i % base.length)))]
          .filter((i) => i >= 0).map((i) => base[i]!);
        const kept = base.filter((r) => !removed.includes(r));
        const options = { range, ...(now ? { now } : {}) };
        const expected = computeAggregates([...kept, ...added], options);
        const actual = applyRecordChanges(computeAggregates(base, options), { added, removed }, now ? { now } : {});
        expect(actual).toEqual(expected);
      },
    ), { numRuns: 300 });
  });

  it('treats an edit as the old version removed and the new one added', () => {
    const day = (iso: string): Date => new Date(iso);
    const taxi: FinanceRecord = { id: 'a', kind: 'expense', amountCents: toCents(500_000), currency: 'AOA', category: 'Transporte', party: null, description: null, notes: null, date: day('2026-03-26T10:00:00Z') };
    const rent: FinanceRecord = { id: 'b', kind: 'expense', amountCents: toCents(15_000_000), currency: 'AOA', category: 'Renda', party: null, description: null, notes: null, date: day('2026-03-27T10:00:00Z') };
    const edited = { ...taxi, amountCents: toCents(700_000), category: 'Táxi', date: day('2026-04-02T10:00:00Z') };
    const base = computeAggregates([taxi, rent], { range });
    const next = applyRecordChanges(base, { removed: [taxi], added: [edited] });
    expect(next).toEqual(computeAggregates([edited, rent], { range }));
    expect(next.categoryBreakdown.map((c) => c.name)).toEqual(['Renda', 'Táxi']);
  });

  it('leaves records of another currency or outside the range alone', () => {
    const base = computeAggregates([], { range });
    const outside: FinanceRecord = { id: 'x', kind: 'income', amountCents: toCents(100), currency: 'AOA', category: null, party: null, description: null, notes: null, date: new Date('2026-05-01T10:00:00Z') };
    expect(applyRecordChanges(base, { added: [outside, { ...outside, currency: 'USD', date: new Date('2026-03-30T10:00:00Z') }] })).toEqual(base);
  });
});
