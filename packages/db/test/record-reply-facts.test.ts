// Issue 19: a recorded expense's reply ("Saldo do mês: …") reads the month from the daily
// totals when the month is whole Luanda days, and from the records otherwise. Both give the same
// facts: property-tested over random months of records in three currencies, read once through
// the totals (Africa/Luanda) and once through the records (Etc/GMT-1: Luanda's offset under
// another name, so the same days), on every engine this run has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { openTestDatabase, testEngines, type TestDatabase } from '../src/testing';
import { users } from '../src/schema';
import { insertRecord } from '../src/records';
import { insertRecordWithReplyFacts, type OtherCurrencyFlow } from '../src/copilot';

const MONTH = { from: new Date('2026-02-28T23:00:00Z'), toExclusive: new Date('2026-03-31T23:00:00Z') }; // March, Luanda
const SPAN_MS = 40 * 86_400_000;
const START = MONTH.from.getTime() - 5 * 86_400_000;

const recordArb = fc.record({
  kind: fc.constantFrom('income', 'expense', 'expense', 'debtTaken'),
  amountCents: fc.integer({ min: 1, max: 90_000_000 }),
  currency: fc.constantFrom('AOA', 'AOA', 'USD', 'EUR'),
  offsetMs: fc.integer({ min: 0, max: SPAN_MS }),
});

const sorted = (list: readonly OtherCurrencyFlow[]): string[] => list.map((o) => JSON.stringify([o.kind, o.currency, o.day, o.totalCents, o.count])).sort();

describe.each(testEngines())('a record reply\'s facts on %s', (engine) => {
  let database: TestDatabase;
  let run = 0;
  beforeAll(async () => { database = await openTestDatabase(engine); });
  afterAll(async () => { await database.close(); });

  it('are the same from the daily totals as from the records', async () => {
    await fc.assert(fc.asyncProperty(fc.array(recordArb, { maxLength: 40 }), recordArb, async (earlier, last) => {
      const userId = `facts-${engine}-${++run}`;
      await database.db.insert(users).values({ id: userId, name: userId, email: `${userId}@example.ao` });
      for (const r of earlier) {
        await insertRecord(database.db, userId, {
          kind: r.kind, amountCents: r.amountCents, currency: r.currency, category: null, party: r.kind === 'debtTaken' ? 'Ana' : null,
          description: null, notes: null, occurredAt: new Date(START + r.offsetMs),
        });
      }
      const input = {
        kind: last.kind, amountCents: last.amountCents, currency: last.currency, category: 'transport', party: last.kind === 'debtTaken' ? 'Ana' : null,
        description: null, notes: null, occurredAt: new Date(START + last.offsetMs),
      };
      // Each read inserts the same record in a transaction rolled back afterwards.
      const factsVia = async (timeZone: string): Promise<{ net: number; others: string[] }> => {
        let out = { net: 0, others: [] as string[] };
        await database.db.transaction(async (tx) => {
          const { facts } = await insertRecordWithReplyFacts(tx, userId, input, MONTH, 'AOA', 'transport', timeZone);
          out = { net: facts.netCents, others: sorted(facts.others) };
          tx.rollback();
        }).catch((error: unknown) => { if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error; });
        return out;
      };
      expect(await factsVia('Africa/Luanda')).toEqual(await factsVia('Etc/GMT-1'));
    }), { numRuns: 15, seed: 19_0803 });
  }, 60_000);
});
