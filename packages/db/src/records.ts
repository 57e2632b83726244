// Queries on a user's financial records. Every function takes the user id and puts it in
// the WHERE clause: a user can never read or touch another user's rows through here.
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { collectionForKind, type Collection, type RecordKind } from '@kumbu/core/records';
import type { Currency } from '@kumbu/core/money';
import { recordEvents, records } from './schema';
import type { Database, DbOrTx, PreparedStatement } from './database';
import { date as rawDate, num as bigintNum, rawRows, statement } from './raw';

export type RecordRow = typeof records.$inferSelect;

export interface RecordInput {
  readonly kind: RecordKind;
  readonly amountCents: number;
  readonly currency: Currency;
  readonly category: string | null;
  readonly party: string | null;
  readonly description: string | null;
  readonly notes: string | null;
  readonly occurredAt: Date;
  readonly source?: string;
  /** The money account; omitted → the default account of the record's currency (the trigger's choice). */
  readonly accountId?: string | undefined;
  /** A transfer's to-side (kind 'transfer' only); the to-currency is the to-account's. */
  readonly transfer?: TransferInput | undefined;
  /** An expense that is the fee of this transfer (same message). */
  readonly feeOf?: string | undefined;
}

export interface TransferInput {
  readonly toAccountId: string;
  readonly toAmountCents: number;
  /** Kwanza per unit of the foreign side, as a decimal string; null between same-currency accounts. */
  readonly rate: string | null;
}

export type RecordPatch = Partial<Omit<RecordInput, 'source' | 'transfer' | 'feeOf'>> & {
  /** null clears it (a transfer edited into another kind). */
  readonly transfer?: TransferInput | null | undefined;
};

/** Position after the last row of a page, for "load more" (newest first). */
export interface RecordCursor { readonly occurredAt: Date; readonly id: string }

/** The label balances give records without a party (core's UNNAMED_PARTY / NO_PARTY). */
export const UNNAMED_PARTY_LABEL = '—';

export interface RecordFilter {
  readonly collection?: Collection | undefined;
  /** One kind (the Income and Expenses tabs). */
  readonly kind?: RecordKind | undefined;
  /**
   * A party as the balances name it: trimmed, and '—' for records without one. Compared
   * with the same expression the balances group by, so a party picked from the overview
   * table filters exactly the records that made up its balance.
   */
  readonly party?: string | undefined;
  /** Movements of one money account: records on it, and transfers into it. */
  readonly accountId?: string | undefined;
  /** One category exactly as stored (a co-pilot key such as 'transport', or the user's own name). */
  readonly category?: string | undefined;
  /**
   * Words searched, case aside, in the description, party, notes and category; plus the
   * stored category keys whose label (pt or en) matches, so "Transporte" finds 'transport'.
   */
  readonly search?: { readonly text: string; readonly categoryKeys: readonly string[] } | undefined;
}

export interface ListRecordsQuery extends RecordFilter {
  readonly from: Date;
  readonly toExclusive: Date;
  readonly limit: number;
  readonly cursor?: RecordCursor | undefined;
}

export async function insertRecord(db: DbOrTx, userId: string, input: RecordInput): Promise<RecordRow> {
  const [row] = await db.insert(records).values({ userId, ...toColumns(input), source: input.source ?? 'web' }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Inserts many in one statement (seeding, imports). One trigger event per row still fires. */
export async function insertRecords(db: DbOrTx, userId: string, inputs: readonly RecordInput[]): Promise<number> {
  if (inputs.length === 0) return 0;
  const rows = inputs.map((input) => ({ userId, ...toColumns(input), source: input.source ?? 'web' }));
  await db.insert(records).values(rows);
  return rows.length;
}

export async function getRecord(db: DbOrTx, userId: string, id: string): Promise<RecordRow | null> {
  const [row] = await db.select().from(records).where(and(eq(records.userId, userId), eq(records.id, id)));
  return row ?? null;
}

export async function updateRecord(db: DbOrTx, userId: string, id: string, patch: RecordPatch): Promise<RecordRow | null> {
  const set: Partial<typeof records.$inferInsert> = { updatedAt: new Date() };
  if (patch.kind !== undefined) { set.kind = patch.kind; set.collection = collectionForKind(patch.kind); }
  if (patch.amountCents !== undefined) set.amountCents = patch.amountCents;
  if (patch.currency !== undefined) set.currency = patch.currency;
  if (patch.category !== undefined) set.category = patch.category;
  if (patch.party !== undefined) set.party = patch.party;
  if (patch.description !== undefined) set.description = patch.description;
  if (patch.notes !== undefined) set.notes = patch.notes;
  if (patch.occurredAt !== undefined) set.occurredAt = patch.occurredAt;
  if (patch.accountId !== undefined) set.accountId = patch.accountId;
  if (patch.transfer !== undefined) {
    set.toAccountId = patch.transfer?.toAccountId ?? null;
    set.toAmountCents = patch.transfer?.toAmountCents ?? null;
    set.rate = patch.transfer?.rate ?? null;
  }
  const [row] = await db.update(records).set(set).where(and(eq(records.userId, userId), eq(records.id, id))).returning();
  return row ?? null;
}

export async function deleteRecord(db: DbOrTx, userId: string, id: string): Promise<RecordRow | null> {
  const [row] = await db.delete(records).where(and(eq(records.userId, userId), eq(records.id, id))).returning();
  return row ?? null;
}

/**
 * One page of records in [from, toExclusive), newest first, ties broken by id so the
 * order is total and keyset pagination never skips or repeats a row.
 */
export async function listRecords(db: DbOrTx, userId: string, query: ListRecordsQuery): Promise<{ rows: RecordRow[]; next: RecordCursor | null }> {
  const conditions = [
    eq(records.userId, userId),
    sql`${records.occurredAt} >= ${query.from.toISOString()}`,
    sql`${records.occurredAt} < ${query.toExclusive.toISOString()}`,
  ];
  conditions.push(...filterConditions(query));
  if (query.cursor) {
    conditions.push(sql`(${records.occurredAt}, ${records.id}) < (${query.cursor.occurredAt.toISOString()}::timestamptz, ${query.cursor.id}::uuid)`);
  }
  const rows = await db.select().from(records)
    .where(and(...conditions))
    // NULLS LAST to match the indexes exactly (plain DESC means NULLS FIRST, and PostgreSQL
    // then sorts the whole range instead of reading one page off the index).
    .orderBy(sql`${records.occurredAt} desc nulls last`, sql`${records.id} desc nulls last`)
    .limit(query.limit + 1);
  const hasMore = rows.length > query.limit;
  if (hasMore) rows.length = query.limit;
  const last = rows.at(-1);
  return { rows, next: hasMore && last ? { occurredAt: last.occurredAt, id: last.id } : null };
}

// ── The page on a cache miss (issue 19, "cheap reads") ──────────────────────────────────
// The same page as listRecords, in ONE prepared statement that answers ONE text value: the
// rows as a JSON array of arrays. Measured on PGlite (50 rows, busy 2-core machine): planning
// the statement anew cost more than running it, and decoding 19 fields × 51 rows one by one
// (the driver copies and decodes every field) cost twice the query; prepared + one JSON value
// took the page from ~3 ms to ~0.7 ms. Only the common shapes (all records, or one
// collection; any cursor) take this path; the other filters go through listRecords.
const PAGE_COLUMNS = `id, collection, kind, amount_cents, currency, category, party, description, notes, occurred_at, source,
  account_id, to_account_id, to_amount_cents, to_currency, rate::text, created_at, updated_at, fee_of`;
// No cursor = (toExclusive, the largest uuid): every row before toExclusive is before it, so
// one statement (and one plan) serves the first page and the next ones. The row comparison
// is an index condition on (user_id, [collection,] occurred_at desc, id desc).
const pageStatement = (name: string, collection: boolean): PreparedStatement => ({
  name,
  types: ['text', 'timestamptz', 'timestamptz', 'timestamptz', 'uuid', 'integer', ...(collection ? ['text' as const] : [])],
  text: `select coalesce(json_agg(json_build_array(${PAGE_COLUMNS}) order by occurred_at desc, id desc), '[]')::text
    from (select * from records where user_id = $1${collection ? ' and collection = $7' : ''} and occurred_at >= $2 and occurred_at < $3
      and (occurred_at, id) < ($4, $5) order by occurred_at desc nulls last, id desc nulls last limit $6) r`,
});
const PAGE_ALL = pageStatement('kumbu_records_page', false);
const PAGE_COLLECTION = pageStatement('kumbu_records_page_collection', true);
const LAST_UUID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

/** listRecords, answered by one prepared statement when the filter allows (see above). */
export async function listRecordsPage(database: Database, userId: string, query: ListRecordsQuery): Promise<{ rows: RecordRow[]; next: RecordCursor | null }> {
  const search = query.search !== undefined && query.search.text.trim() !== '';
  if (query.kind !== undefined || query.party !== undefined || query.accountId !== undefined || query.category !== undefined || search) {
    return listRecords(database.db, userId, query);
  }
  const cursor = query.cursor ?? { occurredAt: query.toExclusive, id: LAST_UUID };
  const params = [userId, query.from.toISOString(), query.toExclusive.toISOString(), cursor.occurredAt.toISOString(), cursor.id, query.limit + 1];
  const answer = query.collection === undefined
    ? await database.prepared(PAGE_ALL, params)
    : await database.prepared(PAGE_COLLECTION, [...params, query.collection]);
  const rows = pageRows(answer[0]?.[0], userId);
  const hasMore = rows.length > query.limit;
  if (hasMore) rows.length = query.limit;
  const last = rows.at(-1);
  return { rows, next: hasMore && last ? { occurredAt: last.occurredAt, id: last.id } : null };
}

/** The JSON rows back into what Drizzle would have answered (same types, same values). */
function pageRows(json: unknown, userId: string): RecordRow[] {
  if (typeof json !== 'string') throw new Error('records page: no JSON answer');
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) throw new Error('records page: not an array');
  return parsed.map((value: unknown): RecordRow => {
    if (!Array.isArray(value) || value.length !== 19) throw new Error('records page: malformed row');
    const [id, collection, kind, amountCents, currency, category, party, description, notes, occurredAt, source,
      accountId, toAccountId, toAmountCents, toCurrency, rate, createdAt, updatedAt, feeOf] = value as unknown[];
    return {
      id: text(id), userId, collection: text(collection), kind: text(kind), amountCents: num(amountCents), currency: text(currency),
      category: textOrNull(category), party: textOrNull(party), description: textOrNull(description), notes: textOrNull(notes),
      occurredAt: instant(occurredAt), source: text(source), accountId: text(accountId), toAccountId: textOrNull(toAccountId),
      toAmountCents: toAmountCents === null ? null : num(toAmountCents), toCurrency: textOrNull(toCurrency), rate: textOrNull(rate),
      feeOf: textOrNull(feeOf), createdAt: instant(createdAt), updatedAt: instant(updatedAt),
    };
  });
}

function text(v: unknown): string {
  if (typeof v !== 'string') throw new Error('records page: text expected');
  return v;
}
function textOrNull(v: unknown): string | null {
  return v === null ? null : text(v);
}
function num(v: unknown): number {
  if (typeof v !== 'number') throw new Error('records page: number expected');
  return v;
}
/** JSON's timestamptz ("2026-10-31T22:53:19.938123+00:00"): the Date Drizzle makes of the same instant (milliseconds kept, the rest dropped). */
function instant(v: unknown): Date {
  const date = new Date(text(v));
  if (Number.isNaN(date.getTime())) throw new Error('records page: bad timestamp');
  return date;
}

/**
 * Filters applied on top of the (user, [collection,] date) index scan: the index still
 * yields rows in keyset order, and kind/party only drop rows from it.
 */
function filterConditions(filter: RecordFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.collection) conditions.push(eq(records.collection, filter.collection));
  if (filter.kind) conditions.push(eq(records.kind, filter.kind));
  if (filter.accountId !== undefined) {
    conditions.push(sql`(${records.accountId} = ${filter.accountId} or ${records.toAccountId} = ${filter.accountId})`);
  }
  if (filter.party !== undefined) {
    conditions.push(sql`coalesce(nullif(btrim(${records.party}), ''), ${UNNAMED_PARTY_LABEL}) = ${filter.party.trim() || UNNAMED_PARTY_LABEL}`);
  }
  if (filter.category !== undefined) conditions.push(eq(records.category, filter.category));
  if (filter.search !== undefined && filter.search.text.trim() !== '') conditions.push(searchCondition(filter.search.text, filter.search.categoryKeys));
  return conditions;
}

/** `%`, `_` and the escape itself are literal in a search: "50%" finds "50%", not everything. */
export function likePattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A bound-parameter ILIKE on the four text columns. No index of its own: it only drops rows
 * from the (user, date) index scan, like the other filters, within a range of ≤ 365 days.
 */
function searchCondition(text: string, categoryKeys: readonly string[]): SQL {
  const pattern = likePattern(text);
  const keys = categoryKeys.length > 0 ? sql` or ${inArray(records.category, [...categoryKeys])}` : sql``;
  return sql`(${records.description} ilike ${pattern} or ${records.party} ilike ${pattern} or ${records.notes} ilike ${pattern} or ${records.category} ilike ${pattern}${keys})`;
}

/** Every record of the user in [from, toExclusive), for summaries (ranges are ≤ 365 days). */
export async function recordsInRange(db: DbOrTx, userId: string, from: Date, toExclusive: Date): Promise<RecordRow[]> {
  return db.select().from(records).where(and(
    eq(records.userId, userId),
    sql`${records.occurredAt} >= ${from.toISOString()}`,
    sql`${records.occurredAt} < ${toExclusive.toISOString()}`,
  ));
}

/**
 * income − expense in one currency over [from, toExclusive), summed by the database as a
 * scalar subquery: the co-pilot's "Saldo do mês" after every record (recordReplyFacts in
 * copilot.ts), without loading the month's rows.
 */
export function netInRangeSql(userId: string, from: Date, toExclusive: Date, currency: string): SQL<string> {
  return sql<string>`(select coalesce(sum(case when ${records.kind} = 'income' then ${records.amountCents} else -${records.amountCents} end), 0)
    from ${records} where ${records.userId} = ${userId} and ${records.currency} = ${currency}
      and ${records.kind} in ('income', 'expense')
      and ${records.occurredAt} >= ${from.toISOString()} and ${records.occurredAt} < ${toExclusive.toISOString()})`;
}

export interface KindTotalRow { readonly kind: string; readonly party: string | null; readonly currency: string; readonly totalCents: number }

/**
 * One change in the user's feed: a record written or deleted — or `reload`, when a single
 * statement touched more than 500 records (an import, its undo): the reader reloads what it
 * shows instead of taking every record one by one (migration 0020).
 */
export type RecordChange =
  | {
    readonly eventId: number;
    readonly recordId: string;
    readonly collection: string;
    readonly op: 'upsert' | 'delete';
    /** The record as it is now; null when it no longer exists. */
    readonly record: RecordRow | null;
  }
  | { readonly eventId: number; readonly op: 'reload' };

/** The user's changes after `afterEventId`, oldest first — for SSE catch-up and fan-out. */
export async function recordChangesSince(db: DbOrTx, userId: string, afterEventId: number, limit = 500): Promise<RecordChange[]> {
  const events = await db.select().from(recordEvents)
    .where(and(eq(recordEvents.userId, userId), gt(recordEvents.id, afterEventId)))
    .orderBy(asc(recordEvents.id))
    .limit(limit);
  return attachRecords(db, userId, events);
}

export async function latestRecordEventId(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ max: sql<string | null>`max(${recordEvents.id})` }).from(recordEvents).where(eq(recordEvents.userId, userId));
  return row?.max ? Number(row.max) : 0;
}

async function attachRecords(db: DbOrTx, userId: string, events: (typeof recordEvents.$inferSelect)[]): Promise<RecordChange[]> {
  const ids = [...new Set(events.flatMap((e) => (e.recordId === null ? [] : [e.recordId])))];
  const current = ids.length === 0 ? [] : await db.select().from(records)
    .where(and(eq(records.userId, userId), inArray(records.id, ids)));
  const byId = new Map(current.map((r) => [r.id, r]));
  return events.map((e): RecordChange => {
    if (e.op === 'reload' || e.recordId === null) return { eventId: e.id, op: 'reload' };
    const record = byId.get(e.recordId) ?? null;
    // A record deleted after this event was written is reported as deleted: the client
    // must end up with the current state, whatever it missed in between.
    const op = e.op === 'delete' || !record ? 'delete' : 'upsert';
    return { eventId: e.id, recordId: e.recordId, collection: record?.collection ?? e.collection, op, record: op === 'delete' ? null : record };
  });
}

function toColumns(input: RecordInput) {
  return {
    ...(input.accountId ? { accountId: input.accountId } : {}),
    ...(input.feeOf ? { feeOf: input.feeOf } : {}),
    ...(input.transfer ? { toAccountId: input.transfer.toAccountId, toAmountCents: input.transfer.toAmountCents, rate: input.transfer.rate } : {}),
    collection: collectionForKind(input.kind),
    kind: input.kind,
    amountCents: input.amountCents,
    currency: input.currency,
    category: input.category,
    party: input.party,
    description: input.description,
    notes: input.notes,
    occurredAt: input.occurredAt,
  };
}

export interface BiggestExpenseRow {
  readonly amountCents: number;
  readonly category: string | null;
  readonly description: string | null;
  readonly occurredAt: Date;
}

// The biggest expenses of a range in one currency (the co-pilot's "maiores despesas"): the
// database picks the three, so a year of records never comes to the server. Ties: the earlier first.
function biggestSql(byCategory: boolean): string {
  return `select amount_cents, category, description, occurred_at from records
    where user_id = $1 and kind = 'expense' and currency = $2 and occurred_at >= $3 and occurred_at < $4
      ${byCategory ? 'and category = any($6::text[])' : ''}
    order by amount_cents desc, occurred_at, id limit $5`;
}
const BIGGEST_EXPENSES = statement('biggest_expenses', biggestSql(false));
const BIGGEST_EXPENSES_OF_CATEGORIES = statement('biggest_expenses_of_categories', biggestSql(true));

interface BiggestRaw { amount_cents: unknown; category: string | null; description: string | null; occurred_at: unknown }

/** The `limit` biggest expenses in `currency` over [from, toExclusive); with `categories`, only those stored under one of the names. */
export async function biggestExpenses(
  db: DbOrTx, userId: string, currency: Currency, from: Date, toExclusive: Date, limit: number, categories?: readonly string[],
): Promise<BiggestExpenseRow[]> {
  if (categories !== undefined && categories.length === 0) return [];
  const params = [userId, currency, from.toISOString(), toExclusive.toISOString(), limit];
  const rows = categories === undefined
    ? await rawRows<BiggestRaw>(db, BIGGEST_EXPENSES, params)
    : await rawRows<BiggestRaw>(db, BIGGEST_EXPENSES_OF_CATEGORIES, [...params, [...categories]]);
  return rows.map((r) => ({
    amountCents: bigintNum(r.amount_cents),
    category: r.category,
    description: r.description,
    occurredAt: rawDate(r.occurred_at),
  }));
}

// A foreign expense the daily totals name by currency, amount and day, without its words.
const DESCRIPTION_OF_EXPENSE = statement('description_of_expense', `select description from records
  where user_id = $1 and kind = 'expense' and currency = $2 and amount_cents = $3 and occurred_at >= $4 and occurred_at < $5
    and category is null
  order by occurred_at, id limit 1`);

/** The description of the earliest uncategorised expense of that amount and currency in [from, toExclusive), if any. */
export async function expenseDescription(db: DbOrTx, userId: string, currency: Currency, amountCents: number, from: Date, toExclusive: Date): Promise<string | null> {
  const [row] = await rawRows<{ description: string | null }>(db, DESCRIPTION_OF_EXPENSE, [userId, currency, amountCents, from.toISOString(), toExclusive.toISOString()]);
  return row?.description ?? null;
}
