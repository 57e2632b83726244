// Issue 19: the co-pilot's figures ("quanto gastei este ano?", "… em transporte?", "onde gastei
// mais?", income by category, the biggest expenses) and what budgets count come from the
// records' daily totals and three records picked by the database — and are exactly what the co-pilot computed before
// from every record of the range. Property-tested over random histories (categories stored as
// keys, old pt/en labels and the person's own names; kwanza with dollars and euros at their
// day's rate, some without one; each currency alone), on every engine this run has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeAggregates } from '@kumbu/core/aggregates';
import { addDays, dayNumber, dayFromNumber, dayOf, rangeBoundsUtc, type DayRange } from '@kumbu/core/date-range';
import { RATE_SCALE, RateBook, type DayRate } from '@kumbu/core/fx';
import { ConversionTally } from '@kumbu/core/fx-tally';
import { type Currency, saturatingCents } from '@kumbu/core/money';
import { type FinanceRecord, kindLabel } from '@kumbu/core/records';
import { CATEGORY_KEYS, type CategoryKey, categoryKeyOf, categoryLabel } from '@kumbu/agent/categories';
import type { DbOrTx } from '@kumbu/db/database';
import { rawRows, statement } from '@kumbu/db/raw';
import { categorySpending } from '../src/features/budgets-goals/month-spending';
import { openTestDatabase, testEngines, type TestDatabase } from '@kumbu/db/testing';
import { users } from '@kumbu/db/schema';
import { insertRecord, recordsInRange } from '@kumbu/db/records';
import { toFinanceRecords } from '../src/features/records/finance-rows';
import { byCategory } from '../src/features/copilot/category-totals';
import { biggestExpensesOf, incomeByCategoryOf, periodAggregates, periodTotals } from '../src/features/copilot/copilot-figures';

const FIRST_DAY = '2026-01-01';
const SPAN_DAYS = 70;
// Keys, the older labels of the same keys, and names of the person's own.
const CATEGORIES = [null, 'transport', 'Transporte', 'Transport', 'groceries', 'Supermercado e mercado', 'salary', 'Salário', 'Kero do bairro'] as const;
const ASKED: readonly (CategoryKey | undefined)[] = [undefined, 'transport', 'groceries', 'salary', 'health'];
const CURRENCIES: readonly Currency[] = ['AOA', 'AOA', 'AOA', 'USD', 'EUR'];
const RATES: DayRate[] = ([
  { currency: 'USD', day: addDays(FIRST_DAY, 12), micros: 912.345678 * RATE_SCALE, source: 'test' },
  { currency: 'USD', day: addDays(FIRST_DAY, 40), micros: 930.5 * RATE_SCALE, source: 'test' },
  { currency: 'EUR', day: FIRST_DAY, micros: 1_010.987654 * RATE_SCALE, source: 'test' },
] as const).map((r): DayRate => ({ ...r, micros: Math.round(r.micros) }));
const BOOK = new RateBook(RATES);

const recordArb = fc.record({
  kind: fc.constantFrom('income', 'expense', 'expense', 'expense', 'debtTaken', 'loanGiven'),
  amountCents: fc.oneof(fc.constantFrom(5_00, 99_99, 100_00), fc.integer({ min: 1, max: 900_000_00 })),
  currency: fc.constantFrom(...CURRENCIES),
  category: fc.constantFrom(...CATEGORIES),
  description: fc.constantFrom(null, 'candongueiro', 'Kero Gika', 'renda'),
  offsetMs: fc.integer({ min: 0, max: SPAN_DAYS * 86_400_000 - 1 }),
});
const rangeArb = fc.tuple(fc.integer({ min: -2, max: SPAN_DAYS + 1 }), fc.integer({ min: 0, max: SPAN_DAYS + 3 }));
const start = new Date(`${FIRST_DAY}T00:00:00Z`).getTime() - 3_600_000; // Luanda midnight

/** What the co-pilot computed before issue 19: income by category over the records. */
function incomeByCategoryOfRecords(list: readonly FinanceRecord[], currency: Currency, rates: RateBook | undefined): ReturnType<typeof byCategory> {
  const tally = rates ? new ConversionTally(rates) : null;
  return byCategory(list.filter((r) => r.kind === 'income').flatMap((r) => {
    const cents = r.currency === currency ? r.amountCents : tally ? tally.convert(r.currency, r.amountCents, dayOf(r.date)) : null;
    return cents === null ? [] : [{ name: r.category ?? 'other_income', valueCents: saturatingCents(cents) }];
  }), 'pt');
}

/** Every expense the old code could show, in the answer's currency: [cents, day, what]. */
function expenseCandidates(list: readonly FinanceRecord[], currency: Currency, rates: RateBook | undefined): [number, string, string][] {
  const tally = rates ? new ConversionTally(rates) : null;
  return list.filter((r) => r.kind === 'expense').flatMap((r): [number, string, string][] => {
    const cents = r.currency === currency ? r.amountCents : tally ? tally.convert(r.currency, r.amountCents, dayOf(r.date)) : null;
    if (cents === null) return [];
    const what = (r.category !== null ? categoryLabel(r.category, 'pt') : null) ?? r.description ?? kindLabel(r.kind, 'pt');
    return [[cents, dayOf(r.date), what]];
  });
}

const SPENT_BEFORE = statement('test_spent_before', `
  select category, currency, to_char(occurred_at at time zone 'Africa/Luanda', 'YYYY-MM-DD') as day, sum(amount_cents)::text as total, count(*)::int as n
  from records where user_id = $1 and kind = 'expense' and category is not null and occurred_at >= $2 and occurred_at < $3
  group by 1, 2, 3`);

/** What budgets counted before issue 19: the records' sums per stored category, foreign ones per day converted. */
async function spendingOfRecords(db: DbOrTx, userId: string, range: DayRange, rates: RateBook | null): Promise<Map<string, number>> {
  const { from, toExclusive } = rangeBoundsUtc(range);
  const totals = new Map<string, number>();
  const add = (slot: string, cents: number): void => { totals.set(slot, (totals.get(slot) ?? 0) + cents); };
  const rows = await rawRows<{ category: string; currency: Currency; day: string; total: string; n: number }>(db, SPENT_BEFORE, [userId, from.toISOString(), toExclusive.toISOString()]);
  const tally = rates ? new ConversionTally(rates) : null;
  for (const row of rows) {
    const key = categoryKeyOf(row.category);
    if (key === null) continue;
    add(`${row.currency}|${key}`, Number(row.total));
    if (tally && row.currency !== 'AOA') {
      const kz = tally.convert(row.currency, Number(row.total), row.day, 1, row.n);
      if (kz !== null) add(`AOA|${key}`, kz);
    }
  }
  return totals;
}

describe.each(testEngines())('co-pilot figures from the totals on %s', (engine) => {
  let database: TestDatabase;
  let run = 0;
  beforeAll(async () => { database = await openTestDatabase(engine); });
  afterAll(async () => { await database.close(); });

  it('equal the figures over every record, with and without a category, in kwanza and in each currency', async () => {
    await fc.assert(fc.asyncProperty(fc.array(recordArb, { minLength: 20, maxLength: 70 }), fc.array(rangeArb, { minLength: 1, maxLength: 3 }), async (inputs, ranges) => {
      const userId = `figures-${engine}-${++run}`;
      await database.db.insert(users).values({ id: userId, name: userId, email: `${userId}@example.ao` });
      for (const r of inputs) {
        await insertRecord(database.db, userId, {
          kind: r.kind, amountCents: r.amountCents, currency: r.currency, category: r.category, party: null,
          description: r.description, notes: null, occurredAt: new Date(start + r.offsetMs),
        });
      }
      await database.db.transaction(async (tx) => {
        const ctx = { tx, userId, lang: 'pt' as const };
        for (const [a, b] of [[-1, SPAN_DAYS] as const, ...ranges]) {
          const range: DayRange = {
            start: dayFromNumber(dayNumber(FIRST_DAY) + Math.min(a, b)), end: dayFromNumber(dayNumber(FIRST_DAY) + Math.max(a, b)),
          };
          const { from, toExclusive } = rangeBoundsUtc(range);
          const all = toFinanceRecords(await recordsInRange(tx, userId, from, toExclusive));
          const now = new Date(start + 30 * 86_400_000);
          // Budgets: what was spent per category key and currency, as before.
          for (const rates of [BOOK, null]) {
            const spent = await categorySpending(tx, userId, range, rates);
            const before = await spendingOfRecords(tx, userId, range, rates);
            for (const key of CATEGORY_KEYS) {
              for (const currency of ['AOA', 'USD', 'EUR'] as const) expect(spent(key, currency)).toBe(saturatingCents(before.get(`${currency}|${key}`) ?? 0));
            }
          }
          for (const category of ASKED) {
            const list = category ? all.filter((r) => r.category !== null && categoryKeyOf(r.category) === category) : all;
            const period = await periodTotals(ctx, range, category);
            for (const [currency, rates] of [['AOA', BOOK], ['AOA', undefined], ['USD', undefined], ['EUR', undefined]] as const) {
              const options = { currency, now, ...(rates ? { rates } : {}) };
              expect(periodAggregates(period, options)).toEqual(computeAggregates(list, { ...options, range }));
              expect(incomeByCategoryOf(period, currency, 'pt', rates)).toEqual(incomeByCategoryOfRecords(list, currency, rates));
              // The three biggest: the same amounts; each one a record the old pass could have shown.
              const candidates = expenseCandidates(list, currency, rates);
              const biggest = await biggestExpensesOf(ctx, period, currency, rates);
              expect(biggest.map((e) => e.amountCents)).toEqual(candidates.map(([c]) => c).sort((x, y) => y - x).slice(0, 3));
              for (const e of biggest) expect(candidates).toContainEqual([e.amountCents, e.day, e.what]);
            }
          }
        }
      });
    }), { numRuns: 10, seed: 19_1208, interruptAfterTimeLimit: 90_000, markInterruptAsFailure: true });
  }, 150_000);
});
