// Small queries for the WhatsApp co-pilot: the user's learned categories, the last record
// made on WhatsApp, and this month's count (the free allowance). All scoped by user id.
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { collectionForKind } from '@kumbu/core/records';
import { DEFAULT_TIME_ZONE, dayOf, dayStartUtc } from '@kumbu/core/date-range';
import { conversationState, copilotConfirmations, inboundMessages, profiles, records } from './schema';
import type { DbOrTx } from './database';
import { date, num, numOrNull, rawRows, statement } from './raw';
import type { RecordInput, RecordRow } from './records';

export async function getCategoryMemory(db: DbOrTx, userId: string): Promise<unknown> {
  const [row] = await db.select({ memory: profiles.categoryMemory }).from(profiles).where(eq(profiles.userId, userId));
  return row?.memory ?? null;
}

export async function setCategoryMemory(db: DbOrTx, userId: string, memory: unknown): Promise<void> {
  await db.update(profiles).set({ categoryMemory: memory, updatedAt: new Date() }).where(eq(profiles.userId, userId));
}

export async function setProfileLanguage(db: DbOrTx, userId: string, language: string): Promise<void> {
  await db.update(profiles).set({ language, updatedAt: new Date() }).where(eq(profiles.userId, userId));
}

export async function getTrialEndNoticeAt(db: DbOrTx, userId: string): Promise<Date | null> {
  const [row] = await db.select({ at: profiles.trialEndNoticeAt }).from(profiles).where(eq(profiles.userId, userId));
  return row?.at ?? null;
}

export async function setTrialEndNoticeAt(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db.update(profiles).set({ trialEndNoticeAt: at }).where(eq(profiles.userId, userId));
}

/** The user's most recently created record from a given source (WhatsApp undo and corrections). */
export async function lastRecordFromSource(db: DbOrTx, userId: string, source: string): Promise<RecordRow | null> {
  const [row] = await db.select().from(records)
    // A transfer's fee is written with it in the same transaction: "the last one" is the transfer.
    .where(and(eq(records.userId, userId), eq(records.source, source), isNull(records.feeOf)))
    // Records of one message share createdAt; they are a millisecond apart in the order said.
    .orderBy(desc(records.createdAt), desc(records.occurredAt), desc(records.id))
    .limit(1);
  return row ?? null;
}

/** The `n`th latest record from `source` (1 = the last, 2 = "o penúltimo"), fees aside. */
export async function nthLastRecordFromSource(db: DbOrTx, userId: string, source: string, n: number): Promise<RecordRow | null> {
  if (!Number.isInteger(n) || n < 1 || n > 20) return null;
  const rows = await db.select().from(records)
    .where(and(eq(records.userId, userId), eq(records.source, source), isNull(records.feeOf)))
    .orderBy(desc(records.createdAt), desc(records.occurredAt), desc(records.id))
    .limit(n);
  return rows.length === n ? rows[n - 1] ?? null : null;
}

/**
 * The user's latest income or expense (by creation, any source) whose category is one of
 * `names` (a category's key and its labels, case aside): the record a correction like "não
 * era supermercado" names.
 */
export async function lastRecordInCategory(db: DbOrTx, userId: string, names: readonly string[]): Promise<RecordRow | null> {
  const wanted = [...new Set(names.map((n) => n.trim().toLowerCase()))];
  if (wanted.length === 0) return null;
  const [row] = await db.select().from(records)
    .where(and(
      eq(records.userId, userId),
      inArray(records.kind, ['income', 'expense']),
      inArray(sql`lower(btrim(${records.category}))`, wanted),
    ))
    .orderBy(desc(records.createdAt), desc(records.id))
    .limit(1);
  return row ?? null;
}

/** How many records the user created in [from, toExclusive) (by creation time, any source). */
export async function countRecordsCreated(db: DbOrTx, userId: string, from: Date, toExclusive: Date): Promise<number> {
  const [row] = await db.select({ n: sql<string>`count(*)` }).from(records).where(and(
    eq(records.userId, userId),
    sql`${records.createdAt} >= ${from.toISOString()}`,
    sql`${records.createdAt} < ${toExclusive.toISOString()}`,
  ));
  return Number(row?.n ?? 0);
}

/** What a WhatsApp record's reply needs besides the record: the month's net and the category's budget. */
export interface RecordReplyFacts {
  /** income − expense in `currency` over the range, the new record included (netInRangeSql's figure). */
  readonly netCents: number;
  /**
   * The range's income and expense in every other currency, summed per kind, currency and
   * day (in `timeZone`), the new record included: what a net in kwanza converts (issue 15).
   */
  readonly others: readonly OtherCurrencyFlow[];
  /** The budget for `category`, when the user has one. */
  readonly budget: { readonly amountCents: number; readonly currency: string } | null;
}

export interface OtherCurrencyFlow { readonly kind: 'income' | 'expense'; readonly currency: string; readonly day: string; readonly totalCents: number; readonly count: number }

// The record and both facts in one statement: the reply to every recorded income or expense
// needs them, and round trips are most of a message's cost. Every part of a WITH statement
// sees the same snapshot, so the month's sum does not include the row being inserted: the
// caller's code below adds it.
// From the records' daily totals (migration 0021) when the range is whole days of the totals'
// own zone (a month in Luanda: the co-pilot's case): a month of a busy shop is 30 rows, not
// 8 500 records. The triggers run at the end of the insert, so the totals seen are those
// before it, as the records' sums are.
function insertWithFactsSql(fromTotals: boolean): string {
  const net = fromTotals
    ? `select coalesce(sum(case when t.kind = 'income' then t.cents else -t.cents end), 0)
      from record_day_flows t where t.user_id = $1 and t.currency = $12 and t.kind in ('income', 'expense')
        and t.day >= ($13::timestamptz at time zone $17)::date and t.day < ($14::timestamptz at time zone $17)::date`
    : `select coalesce(sum(case when r.kind = 'income' then r.amount_cents else -r.amount_cents end), 0)
      from records r where r.user_id = $1 and r.currency = $12 and r.kind in ('income', 'expense')
        and r.occurred_at >= $13 and r.occurred_at < $14`;
  const others = fromTotals
    ? `select t.kind, t.currency, to_char(t.day, 'YYYY-MM-DD') as day, t.cents as total, t.n
        from record_day_flows t where t.user_id = $1 and t.currency <> $12 and t.kind in ('income', 'expense')
          and t.day >= ($13::timestamptz at time zone $17)::date and t.day < ($14::timestamptz at time zone $17)::date`
    : `select r.kind, r.currency, to_char(r.occurred_at at time zone $17, 'YYYY-MM-DD') as day, sum(r.amount_cents) as total, count(*) as n
        from records r where r.user_id = $1 and r.currency <> $12 and r.kind in ('income', 'expense')
          and r.occurred_at >= $13 and r.occurred_at < $14
        group by 1, 2, 3`;
  return `
  with ins as (
    insert into records (user_id, collection, kind, amount_cents, currency, category, party, description, notes, occurred_at, source, account_id)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $16::uuid)
    returning *)
  select ins.*,
    (${net}) as net_before,
    (select coalesce(json_agg(json_build_object('kind', f.kind, 'currency', f.currency, 'day', f.day, 'total', f.total::text, 'n', f.n)), '[]'::json)
      from (${others}) f) as others_before,
    b.amount_cents as budget_cents, b.currency as budget_currency
  from ins left join budgets b on b.user_id = $1 and b.category = $15`;
}
const INSERT_RECORD_WITH_FACTS = statement('insert_record_with_facts', insertWithFactsSql(false));
const INSERT_RECORD_WITH_FACTS_FROM_TOTALS = statement('insert_record_with_facts_from_totals', insertWithFactsSql(true));

/** Whether `range` is whole Luanda days: the daily totals can answer for it. */
function wholeTotalsDays(range: { readonly from: Date; readonly toExclusive: Date }, timeZone: string): boolean {
  return timeZone === DEFAULT_TIME_ZONE
    && dayStartUtc(dayOf(range.from)).getTime() === range.from.getTime()
    && dayStartUtc(dayOf(range.toExclusive)).getTime() === range.toExclusive.getTime();
}

interface RecordWithFactsRaw {
  id: string; user_id: string; collection: string; kind: string; amount_cents: unknown; currency: string; category: string | null;
  party: string | null; description: string | null; notes: string | null; occurred_at: unknown; source: string; created_at: unknown;
  updated_at: unknown; account_id: string; to_account_id: string | null; to_amount_cents: unknown; to_currency: string | null;
  rate: string | null; fee_of: string | null; net_before: unknown; others_before: unknown; budget_cents: unknown; budget_currency: string | null;
}

/** The JSON rows of others_before (sums as text: exact), plus the new record when it is one of them. */
function otherFlows(raw: unknown, row: RecordRow, currency: string, range: { readonly from: Date; readonly toExclusive: Date }, timeZone: string): OtherCurrencyFlow[] {
  const list: OtherCurrencyFlow[] = [];
  for (const item of Array.isArray(raw) ? (raw as unknown[]) : []) {
    if (typeof item !== 'object' || item === null) continue;
    const o = item as Record<string, unknown>;
    if ((o.kind !== 'income' && o.kind !== 'expense') || typeof o.currency !== 'string' || typeof o.day !== 'string') continue;
    list.push({ kind: o.kind, currency: o.currency, day: o.day, totalCents: Number(o.total), count: num(o.n) });
  }
  if (row.currency !== currency && (row.kind === 'income' || row.kind === 'expense')
    && row.occurredAt >= range.from && row.occurredAt < range.toExclusive) {
    list.push({ kind: row.kind, currency: row.currency, day: dayOf(row.occurredAt, timeZone), totalCents: row.amountCents, count: 1 });
  }
  return list;
}

/**
 * Inserts a record (like insertRecord) and reads, in the same round trip, the month's net in
 * `currency` over `range` after it, the other currencies' flows by day (`timeZone`'s days),
 * and the budget for `budgetCategory` (null: none looked up).
 */
export async function insertRecordWithReplyFacts(
  db: DbOrTx, userId: string, input: RecordInput,
  range: { readonly from: Date; readonly toExclusive: Date }, currency: string, budgetCategory: string | null, timeZone = 'Africa/Luanda',
): Promise<{ readonly row: RecordRow; readonly facts: RecordReplyFacts }> {
  const [raw] = await rawRows<RecordWithFactsRaw>(db, wholeTotalsDays(range, timeZone) ? INSERT_RECORD_WITH_FACTS_FROM_TOTALS : INSERT_RECORD_WITH_FACTS, [
    userId, collectionForKind(input.kind), input.kind, input.amountCents, input.currency, input.category, input.party,
    input.description, input.notes, input.occurredAt, input.source ?? 'web', currency, range.from, range.toExclusive, budgetCategory,
    input.accountId ?? null, timeZone,
  ]);
  if (!raw) throw new Error('insert returned no row');
  const row: RecordRow = {
    id: raw.id, userId: raw.user_id, collection: raw.collection, kind: raw.kind, amountCents: num(raw.amount_cents), currency: raw.currency,
    category: raw.category, party: raw.party, description: raw.description, notes: raw.notes, occurredAt: date(raw.occurred_at),
    source: raw.source, createdAt: date(raw.created_at), updatedAt: date(raw.updated_at),
    accountId: raw.account_id, toAccountId: raw.to_account_id, toAmountCents: numOrNull(raw.to_amount_cents), toCurrency: raw.to_currency,
    rate: raw.rate, feeOf: raw.fee_of,
  };
  const counts = row.currency === currency && (row.kind === 'income' || row.kind === 'expense')
    && row.occurredAt >= range.from && row.occurredAt < range.toExclusive;
  const own = counts ? (row.kind === 'income' ? row.amountCents : -row.amountCents) : 0;
  const budgetCents = numOrNull(raw.budget_cents);
  return {
    row,
    facts: {
      netCents: num(raw.net_before) + own,
      others: otherFlows(raw.others_before, row, currency, range, timeZone),
      budget: budgetCents !== null && raw.budget_currency !== null ? { amountCents: budgetCents, currency: raw.budget_currency } : null,
    },
  };
}

/**
 * Claims the confirmation of one question (a tapped Sim) in the caller's transaction: true the
 * first time, false when that question was already confirmed (a second tap records nothing).
 */
export async function claimConfirmation(db: DbOrTx, userId: string, questionId: number): Promise<boolean> {
  const rows = await db.insert(copilotConfirmations).values({ userId, questionId }).onConflictDoNothing().returning({ questionId: copilotConfirmations.questionId });
  return rows.length > 0;
}

/**
 * Has this person written to Kumbu before the message `inboundId` (as an account holder), or
 * kept any record? A hello from someone who has gets a short answer, not the introduction
 * again (issue 16).
 */
export async function hasTalkedBefore(db: DbOrTx, userId: string, inboundId: number): Promise<boolean> {
  const [earlier] = await db.select({ id: inboundMessages.id }).from(inboundMessages)
    .where(and(eq(inboundMessages.userId, userId), lt(inboundMessages.id, inboundId))).limit(1);
  if (earlier) return true;
  const [record] = await db.select({ id: records.id }).from(records).where(eq(records.userId, userId)).limit(1);
  return record !== undefined;
}

/** The person's conversation state while it is fresh (issue 16 item 2), or null. */
export async function getConversationState(db: DbOrTx, userId: string, now: Date): Promise<unknown> {
  const [row] = await db.select({ state: conversationState.state }).from(conversationState)
    .where(and(eq(conversationState.userId, userId), gt(conversationState.expiresAt, now))).limit(1);
  return row?.state ?? null;
}

/** Replaces the person's conversation state; it is forgotten at `expiresAt`. */
export async function setConversationState(db: DbOrTx, userId: string, state: unknown, expiresAt: Date): Promise<void> {
  await db.insert(conversationState).values({ userId, state, expiresAt })
    .onConflictDoUpdate({ target: conversationState.userId, set: { state, expiresAt, updatedAt: sql`now()` } });
}
