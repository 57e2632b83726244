// Reference exchange rates by day (issue 15): kwanza per one unit of USD or EUR, one row per
// currency and day. `setFxRate` is the operator's word (the CLI, an import) and replaces the
// day's rate; `addFxRateIfAbsent` is a provider's fetch, which never overwrites what is stored,
// so two instances fetching the same day end up converting with the same row.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { type DayRate, type ForeignCurrency, isForeignCurrency, parseRate, rateToDecimal } from '@kumbu/core/fx';
import { fxRates } from './schema';
import type { DbOrTx } from './database';

export type FxRateRow = typeof fxRates.$inferSelect;

export interface FxRateInput {
  readonly currency: ForeignCurrency;
  readonly day: string;
  readonly micros: number;
  readonly source: string;
}

export async function setFxRate(db: DbOrTx, input: FxRateInput): Promise<DayRate> {
  const rate = rateToDecimal(input.micros);
  await db.insert(fxRates).values({ currency: input.currency, day: input.day, rate, source: input.source })
    .onConflictDoUpdate({ target: [fxRates.currency, fxRates.day], set: { rate, source: input.source, updatedAt: new Date() } });
  return { currency: input.currency, day: input.day, micros: input.micros, source: input.source };
}

/** Stores the rate unless the day already has one; answers the stored rate either way. */
export async function addFxRateIfAbsent(db: DbOrTx, input: FxRateInput): Promise<DayRate> {
  await db.insert(fxRates).values({ currency: input.currency, day: input.day, rate: rateToDecimal(input.micros), source: input.source })
    .onConflictDoNothing();
  const [row] = await db.select().from(fxRates).where(and(eq(fxRates.currency, input.currency), eq(fxRates.day, input.day)));
  const stored = row ? toDayRate(row) : null;
  if (!stored) throw new Error('fx rate vanished after insert');
  return stored;
}

/** Every rate on or before `day` (all when omitted), oldest first: a RateBook's input. */
export async function fxRatesUpTo(db: DbOrTx, day?: string): Promise<DayRate[]> {
  const rows = await db.select().from(fxRates).where(day ? lte(fxRates.day, day) : undefined).orderBy(asc(fxRates.day), asc(fxRates.currency));
  return rows.map(toDayRate).filter((r): r is DayRate => r !== null);
}

/** The rates stored for exactly `day`. */
export async function fxRatesOn(db: DbOrTx, day: string): Promise<DayRate[]> {
  const rows = await db.select().from(fxRates).where(eq(fxRates.day, day)).orderBy(asc(fxRates.currency));
  return rows.map(toDayRate).filter((r): r is DayRate => r !== null);
}

/** The latest rate per currency on or before `day`. */
export async function latestFxRates(db: DbOrTx, day: string): Promise<DayRate[]> {
  const rows = await db.selectDistinctOn([fxRates.currency]).from(fxRates)
    .where(lte(fxRates.day, day)).orderBy(asc(fxRates.currency), sql`${fxRates.day} desc`);
  return rows.map(toDayRate).filter((r): r is DayRate => r !== null);
}

export function toDayRate(row: FxRateRow): DayRate | null {
  const micros = parseRate(row.rate);
  if (!isForeignCurrency(row.currency) || micros === null) return null;
  return { currency: row.currency, day: row.day, micros, source: row.source };
}
