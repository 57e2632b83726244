// The rates a person actually got (issue 15): their own exchanges, read from their transfers
// between a kwanza account and a foreign one. The rate is the transfer's (kwanza per unit of
// the foreign side); transfers between two foreign currencies have no kwanza rate and are
// left out. The user id is in the WHERE clause, as everywhere in this package.
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { type ForeignCurrency, isForeignCurrency, parseRate } from '@kumbu/core/fx';
import { records } from './schema';
import type { DbOrTx } from './database';

export interface OwnExchange {
  readonly recordId: string;
  /** The foreign side of the exchange. */
  readonly currency: ForeignCurrency;
  readonly micros: number;
  readonly occurredAt: Date;
}

/** The user's exchanges before `toExclusive`, newest first, at most `limit`. */
export async function ownExchanges(db: DbOrTx, userId: string, toExclusive: Date, limit: number): Promise<OwnExchange[]> {
  const rows = await db.select({
    id: records.id, currency: records.currency, toCurrency: records.toCurrency, rate: records.rate, occurredAt: records.occurredAt,
  }).from(records).where(and(
    eq(records.userId, userId),
    eq(records.kind, 'transfer'),
    isNotNull(records.rate),
    sql`(${records.currency} = 'AOA') <> (${records.toCurrency} = 'AOA')`,
    sql`${records.occurredAt} < ${toExclusive.toISOString()}`,
  )).orderBy(desc(records.occurredAt), desc(records.id)).limit(limit);
  const out: OwnExchange[] = [];
  for (const row of rows) {
    const currency = row.currency === 'AOA' ? row.toCurrency : row.currency;
    const micros = row.rate === null ? null : parseRate(row.rate);
    if (isForeignCurrency(currency) && micros !== null) out.push({ recordId: row.id, currency, micros, occurredAt: row.occurredAt });
  }
  return out;
}
