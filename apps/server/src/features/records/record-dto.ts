// The wire form of a record (what the dashboard and API clients read). Amounts travel
// both as integer cêntimos (exact, for computing) and as a decimal string (for people
// and spreadsheets); never as a float. A record in dollars or euros carries its kwanza
// equivalent at the rate of its Luanda day (or the latest earlier one, flagged `fallback`),
// null when there is no rate; an exchange into kwanza carries what it actually fetched.
import { centsToDecimal, toCents } from '@kumbu/core/money';
import { RateBook, convertCents, isForeignCurrency, parseRate, rateToDecimal } from '@kumbu/core/fx';
import { dayOf } from '@kumbu/core/date-range';
import type { RecordRow } from '@kumbu/db/records';
import type { DbOrTx } from '@kumbu/db/database';
import type { AppContext } from '../../app-context';
import { toKzDto, type KzDto } from '../money-accounts/rate-book';

export interface RecordDto {
  readonly id: string;
  readonly collection: string;
  readonly type: string;
  readonly amountCents: number;
  readonly amount: string;
  readonly currency: string;
  readonly category: string | null;
  readonly party: string | null;
  readonly description: string | null;
  readonly notes: string | null;
  readonly date: string;
  readonly source: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** The money account (a transfer's from-account). */
  readonly accountId: string;
  /** A transfer's to-side; null for every other kind. */
  readonly toAccountId: string | null;
  readonly toAmountCents: number | null;
  readonly toAmount: string | null;
  readonly toCurrency: string | null;
  /** A transfer between currencies: kwanza per unit of the foreign side ("950.00"); else null. */
  readonly rate: string | null;
  /** The kwanza equivalent of a USD/EUR record; null for kwanza records and when there is no rate. */
  readonly kz: KzDto | null;
}

export function toRecordDto(row: RecordRow, book: RateBook = RateBook.empty()): RecordDto {
  const rateMicros = row.rate === null ? null : parseRate(row.rate);
  return {
    id: row.id,
    collection: row.collection,
    type: row.kind,
    amountCents: row.amountCents,
    amount: centsToDecimal(toCents(row.amountCents)),
    currency: row.currency,
    category: row.category,
    party: row.party,
    description: row.description,
    notes: row.notes,
    date: row.occurredAt.toISOString(),
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    accountId: row.accountId,
    toAccountId: row.toAccountId,
    toAmountCents: row.toAmountCents,
    toAmount: row.toAmountCents === null ? null : centsToDecimal(toCents(row.toAmountCents)),
    toCurrency: row.toCurrency,
    rate: rateMicros === null ? null : rateToDecimal(rateMicros),
    kz: kzOf(row, rateMicros, book),
  };
}

function kzOf(row: RecordRow, rateMicros: number | null, book: RateBook): KzDto | null {
  if (!isForeignCurrency(row.currency)) return null;
  const day = dayOf(row.occurredAt);
  // Dollars changed into kwanza: the kwanza that arrived, at the rate actually got.
  if (row.kind === 'transfer' && row.toCurrency === 'AOA' && row.toAmountCents !== null && rateMicros !== null) {
    return toKzDto(toCents(row.toAmountCents), { rate: { currency: row.currency, day, micros: rateMicros, source: 'transfer' }, fallback: false });
  }
  const found = book.find(row.currency, day);
  return found ? toKzDto(convertCents(row.amountCents, found.rate.micros), found) : null;
}

/** The book a set of rows needs: one rates read when some row is in a foreign currency, none otherwise. */
export async function rateBookForRows(ctx: Pick<AppContext, 'fx' | 'now'>, db: DbOrTx, rows: readonly RecordRow[]): Promise<RateBook> {
  if (!rows.some((r) => isForeignCurrency(r.currency))) return RateBook.empty();
  return ctx.fx.rateBookFor(db, dayOf(ctx.now()));
}

/** DTOs of a page of rows, converted with one rates read. */
export async function toRecordDtos(ctx: Pick<AppContext, 'fx' | 'now'>, db: DbOrTx, rows: readonly RecordRow[]): Promise<RecordDto[]> {
  const book = await rateBookForRows(ctx, db, rows);
  return rows.map((r) => toRecordDto(r, book));
}
