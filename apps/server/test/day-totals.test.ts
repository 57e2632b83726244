// Issue 19: the figures from the daily totals (record_day_totals, kept by the records'
// triggers) are exactly those of a pass over the records — property-tested over random
// histories of inserts, edits and deletes, random ranges, kwanza with dollar and euro
// records converted at their day's rate (with gaps: fallbacks and records without a rate),
// and each currency on its own. On every engine this run has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { computeAggregates } from '@kumbu/core/aggregates';
import { aggregatesFromTotals } from '@kumbu/core/aggregates-totals';
import { addDays, dayNumber, dayFromNumber, rangeBoundsUtc, type DayRange } from '@kumbu/core/date-range';
import { RATE_SCALE, RateBook, type DayRate } from '@kumbu/core/fx';
import { type Currency } from '@kumbu/core/money';
import { RECORD_KINDS, type RecordKind } from '@kumbu/core/records';
import { openTestDatabase, testEngines, type TestDatabase } from '@kumbu/db/testing';
import { moneyAccounts, recordDayFlows, recordDayTotals, recordMonthTotals, users } from '@kumbu/db/schema';
import { deleteRecord, insertRecord, recordsInRange, updateRecord } from '@kumbu/db/records';
import { dayTotalsInRange, rebuildDayTotals } from '@kumbu/db/record-day-totals';
import { toFinanceRecords, toRecordTotals } from '../src/features/records/finance-rows';

const FIRST_DAY = '2026-01-01';
const SPAN_DAYS = 75;
const CATEGORIES = [null, 'Transporte', 'transport', 'Mercado', 'Renda'] as const;
const PARTIES = [null, 'Ana', 'Beto', 'Kero'] as const;
const CURRENCIES: readonly Currency[] = ['AOA', 'AOA', 'AOA', 'USD', 'USD', 'EUR'];
const KINDS: readonly RecordKind[] = RECORD_KINDS;

// Dollar rates on some days only (the first from day 10: earlier dollar records have no rate),
// euro rates from the start; amounts that round differently one by one than summed.
const RATES: DayRate[] = ([
  { currency: 'USD', day: addDays(FIRST_DAY, 10), micros: 912.345678 * RATE_SCALE, source: 'test' },
  { currency: 'USD', day: addDays(FIRST_DAY, 30), micros: 930.5 * RATE_SCALE, source: 'test' },
  { currency: 'USD', day: addDays(FIRST_DAY, 31), micros: 931.123457 * RATE_SCALE, source: 'test' },
  { currency: 'EUR', day: FIRST_DAY, micros: 1_010.987654 * RATE_SCALE, source: 'test' },
  { currency: 'EUR', day: addDays(FIRST_DAY, 45), micros: 1_040.333333 * RATE_SCALE, source: 'test' },
] as const).map((r): DayRate => ({ ...r, micros: Math.round(r.micros) }));
const BOOK = new RateBook(RATES);

const recordArb = fc.record({
  kind: fc.constantFrom(...KINDS.filter((k) => k !== 'transfer')),
  // A few amounts repeat, on a few days (dollar records of one amount on one day are summed
  // together, and must still be converted and rounded one by one).
  amountCents: fc.oneof(fc.constantFrom(1_23, 9_99, 10_05, 45_67), fc.integer({ min: 1, max: 50_000_000_00 })),
  currency: fc.constantFrom(...CURRENCIES),
  category: fc.constantFrom(...CATEGORIES),
  party: fc.constantFrom(...PARTIES),
  // Any instant of the span, so Luanda midnights (23:00 UTC) are crossed; often the same few days.
  offsetMs: fc.oneof(fc.integer({ min: 0, max: SPAN_DAYS * 86_400_000 - 1 }), fc.integer({ min: 11 * 86_400_000, max: 13 * 86_400_000 })),
});
const editArb = fc.record({
  index: fc.nat(),
  op: fc.constantFrom('delete', 'amount', 'kind', 'day', 'category', 'party', 'currency', 'description'),
  value: fc.nat({ max: 1_000_000 }),
});
const rangeArb = fc.tuple(fc.integer({ min: -3, max: SPAN_DAYS + 2 }), fc.integer({ min: 0, max: SPAN_DAYS + 5 }));

const start = new Date(`${FIRST_DAY}T00:00:00Z`).getTime() - 3_600_000; // Luanda midnight

describe.each(testEngines())('daily totals on %s', (engine) => {
  let database: TestDatabase;
  let run = 0;
  beforeAll(async () => { database = await openTestDatabase(engine); });
  afterAll(async () => { await database.close(); });

  async function newUser(): Promise<{ userId: string; bankId: string }> {
    const userId = `totals-${engine}-${++run}`;
    await database.db.insert(users).values({ id: userId, name: userId, email: `${userId}@example.ao` });
    const [bank] = await database.db.insert(moneyAccounts).values({ userId, type: 'bank', name: 'BAI', institution: 'BAI', currency: 'AOA' }).returning();
    if (!bank) throw new Error('no account');
    return { userId, bankId: bank.id };
  }

  async function totalsRows(userId: string): Promise<string[]> {
    const rows = await database.db.select().from(recordDayTotals).where(eq(recordDayTotals.userId, userId));
    return rows.map((r) => JSON.stringify([r.day, r.accountId, r.kind, r.currency, r.category, r.party, r.unitCents, r.n, r.cents])).sort();
  }

  /** The coarser tables: per day and kind, per month, kind, category and party. */
  async function coarseRows(userId: string): Promise<string[]> {
    const flows = await database.db.select().from(recordDayFlows).where(eq(recordDayFlows.userId, userId));
    const months = await database.db.select().from(recordMonthTotals).where(eq(recordMonthTotals.userId, userId));
    return [
      ...flows.map((r) => JSON.stringify(['flow', r.day, r.kind, r.currency, r.n, r.cents])),
      ...months.map((r) => JSON.stringify(['month', r.month, r.kind, r.currency, r.category, r.party, r.n, r.cents])),
    ].sort();
  }

  it('give exactly the figures of the records, after any history of inserts, edits and deletes', async () => {
    await fc.assert(fc.asyncProperty(
      fc.array(recordArb, { minLength: 30, maxLength: 90 }), fc.array(editArb, { maxLength: 15 }), fc.array(rangeArb, { minLength: 1, maxLength: 3 }),
      fc.nat({ max: 4 }),
      async (inputs, edits, ranges, transfers) => {
        const { userId, bankId } = await newUser();
        const ids: string[] = [];
        for (const r of inputs) {
          const row = await insertRecord(database.db, userId, {
            kind: r.kind, amountCents: r.amountCents, currency: r.currency, category: r.category, party: r.party,
            description: null, notes: null, occurredAt: new Date(start + r.offsetMs),
          });
          ids.push(row.id);
        }
        // Transfers from the Carteira to the bank: records that count as records, never as money in or out.
        for (let i = 0; i < transfers; i++) {
          await insertRecord(database.db, userId, {
            kind: 'transfer', amountCents: 1_000_00 * (i + 1), currency: 'AOA', category: null, party: null, description: null, notes: null,
            occurredAt: new Date(start + i * 86_400_000 * 7), transfer: { toAccountId: bankId, toAmountCents: 1_000_00 * (i + 1), rate: null },
          });
        }
        for (const e of edits) {
          const id = ids[e.index % ids.length];
          if (id === undefined) continue;
          if (e.op === 'delete') await deleteRecord(database.db, userId, id);
          else if (e.op === 'amount') await updateRecord(database.db, userId, id, { amountCents: 1 + e.value * 97 });
          else if (e.op === 'kind') await updateRecord(database.db, userId, id, { kind: KINDS.filter((k) => k !== 'transfer')[e.value % 6] ?? 'expense' });
          else if (e.op === 'day') await updateRecord(database.db, userId, id, { occurredAt: new Date(start + (e.value * 6_007) % (SPAN_DAYS * 86_400_000)) });
          else if (e.op === 'category') await updateRecord(database.db, userId, id, { category: CATEGORIES[e.value % CATEGORIES.length] ?? null });
          else if (e.op === 'party') await updateRecord(database.db, userId, id, { party: PARTIES[e.value % PARTIES.length] ?? null });
          else if (e.op === 'currency') await updateRecord(database.db, userId, id, { currency: CURRENCIES[e.value % CURRENCIES.length] ?? 'AOA' });
          else await updateRecord(database.db, userId, id, { description: `edit ${e.value}` });
        }
        // The whole span (and a bit around it) every time, and random ranges.
        for (const [a, b] of [[-2, SPAN_DAYS + 1] as const, ...ranges]) {
          const first = dayNumber(FIRST_DAY) + Math.min(a, b);
          const range: DayRange = { start: dayFromNumber(first), end: dayFromNumber(dayNumber(FIRST_DAY) + Math.max(a, b)) };
          const { from, toExclusive } = rangeBoundsUtc(range);
          const records = toFinanceRecords(await recordsInRange(database.db, userId, from, toExclusive));
          const totals = toRecordTotals(await dayTotalsInRange(database.db, userId, range.start, range.end));
          const now = new Date(start + 40 * 86_400_000);
          for (const options of [
            { range, now, rates: BOOK },
            { range, now },
            { range, now, currency: 'USD' as const },
            { range, now, currency: 'EUR' as const },
          ]) {
            expect(aggregatesFromTotals(totals, options)).toEqual(computeAggregates(records, options));
          }
          // Every record counts once (transfers too), as the summary's recordCount.
          expect(totals.filter((t) => t.facet !== 'key').reduce((n, t) => n + t.count, 0)).toBe(records.length);
        }
        // The rebuild command gives the same rows the triggers kept.
        const kept = await totalsRows(userId);
        const keptCoarse = await coarseRows(userId);
        await rebuildDayTotals(database.db, userId);
        expect(await totalsRows(userId)).toEqual(kept);
        expect(await coarseRows(userId)).toEqual(keptCoarse);
      },
    ), { numRuns: 12, seed: 19_2026, interruptAfterTimeLimit: 60_000, markInterruptAsFailure: true });
  }, 120_000);

  it('leave nothing of a person once their records are gone', async () => {
    const { userId } = await newUser();
    const row = await insertRecord(database.db, userId, {
      kind: 'debtTaken', amountCents: 5_000_00, currency: 'USD', category: null, party: 'Mike', description: null, notes: null, occurredAt: new Date('2026-02-03T10:00:00Z'),
    });
    expect(await totalsRows(userId)).toHaveLength(1);
    await updateRecord(database.db, userId, row.id, { party: 'Michael' });
    expect((await totalsRows(userId)).map((r) => JSON.parse(r) as unknown[]).map((r) => r[5])).toEqual(['Michael']);
    await deleteRecord(database.db, userId, row.id);
    expect(await totalsRows(userId)).toEqual([]);
    expect(await coarseRows(userId)).toEqual([]);
    for (const table of [recordDayTotals, recordDayFlows, recordMonthTotals]) {
      const [left] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.n, 0));
      expect(left?.n).toBe(0);
    }
  });
});
