// applyRecordChangesToBalances answers what balancesFromTotals answers over the changed records.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { applyRecordChangesToBalances, balancesFromTotals, type KindTotal } from '../src/balances';
import { toCents } from '../src/money';
import { type FinanceRecord, RECORD_KINDS } from '../src/records';

let seq = 0;
const record: fc.Arbitrary<FinanceRecord> = fc.record({
  kind: fc.constantFrom(...RECORD_KINDS),
  amountCents: fc.integer({ min: 1, max: 1_000_000_00 }),
  currency: fc.constantFrom('AOA' as const, 'AOA' as const, 'USD' as const),
  party: fc.option(fc.constantFrom('João', 'Maria', ' Maria ', 'Banco BFA'), { nil: null }),
}).map((r) => ({ id: `r${++seq}`, kind: r.kind, amountCents: toCents(r.amountCents), currency: r.currency, category: null, party: r.party, description: null, notes: null, date: new Date(0) }));

/** What the server does: SQL sums per kind, party and currency, then balancesFromTotals. */
function fromRecords(records: readonly FinanceRecord[]) {
  const sums = new Map<string, KindTotal>();
  for (const r of records) {
    const key = `${r.kind}|${r.party ?? ''}|${r.currency}`;
    const prev = sums.get(key);
    sums.set(key, { kind: r.kind, party: r.party, currency: r.currency, totalCents: toCents((prev?.totalCents ?? 0) + r.amountCents) });
  }
  return balancesFromTotals([...sums.values()]).filter((b) => b.debts.byParty.length > 0 || b.loans.byParty.length > 0);
}

describe('applyRecordChangesToBalances', () => {
  it('equals the balances recomputed from the changed records', () => {
    fc.assert(fc.property(fc.array(record, { maxLength: 40 }), fc.array(record, { maxLength: 8 }), fc.array(fc.nat(), { maxLength: 8 }), (base, added, removeAt) => {
      const removed = [...new Set(removeAt.map((i) => (base.length === 0 ? -1 : i % base.length)))].filter((i) => i >= 0).map((i) => base[i]!);
      const kept = base.filter((r) => !removed.includes(r));
      // Currencies come in no particular order (the server's SQL sums decide): compare sorted.
      const byCurrency = (list: ReturnType<typeof fromRecords>) => [...list].sort((a, b) => a.currency.localeCompare(b.currency));
      expect(byCurrency(applyRecordChangesToBalances(fromRecords(base), { added, removed }))).toEqual(byCurrency(fromRecords([...kept, ...added])));
    }), { numRuns: 300 });
  });
});
