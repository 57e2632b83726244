// Queries of the WhatsApp transport: the inbound log (every message once, by wamid), the
// outbound queue (written with the work that decided it, sent after commit) and the status
// callbacks. Claims use FOR UPDATE SKIP LOCKED so several PostgreSQL instances share the
// work; on PGlite (one process, one connection) the same SQL simply never contends.
import { and, asc, desc, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import { inboundMessages, outboundMessages, profiles, subscriptions, whatsappStatuses } from './schema';
import type { ProfileRow, SubscriptionRow } from './accounts';
import type { DbOrTx, Tx } from './database';

export type InboundRow = typeof inboundMessages.$inferSelect;
export type OutboundRow = typeof outboundMessages.$inferSelect;
export type StatusRow = typeof whatsappStatuses.$inferSelect;

export interface NewInbound {
  readonly messageId: string;
  readonly fromId: string;
  readonly type: string;
  readonly payload: unknown;
  readonly receivedAt: Date;
}

/** Stores each message unless its wamid is already stored (Meta redelivers); returns the new rows' ids. */
export async function insertInbound(db: DbOrTx, rows: readonly NewInbound[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(inboundMessages)
    .values(rows.map((r) => ({ provider: 'whatsapp', messageId: r.messageId, fromId: r.fromId, type: r.type, payload: r.payload, receivedAt: r.receivedAt })))
    .onConflictDoNothing({ target: inboundMessages.messageId })
    .returning({ id: inboundMessages.id });
  return inserted.map((r) => r.id);
}

export interface NewStatus {
  readonly messageId: string;
  readonly status: string;
  readonly recipientId: string;
  readonly occurredAt: Date;
  readonly errorCode: number | null;
  readonly payload: unknown;
}

/** Records each status callback once per (wamid, status); returns how many were new. */
export async function insertStatuses(db: DbOrTx, rows: readonly NewStatus[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(whatsappStatuses).values(rows.map((r) => ({ ...r })))
    .onConflictDoNothing().returning({ id: whatsappStatuses.id });
  return inserted.length;
}

/**
 * Locks the oldest processable inbound message (inside the caller's transaction). A message
 * waits while an older one from the same number is still `received`, so each person's
 * messages are handled in order. `includeKnown: false` leaves messages already matched to
 * an account alone (no conversation layer to hand them to yet).
 */
export interface ClaimedInbound {
  readonly row: InboundRow;
  /** The account whose WhatsApp number sent it, read in the same statement; null for a stranger. */
  readonly profile: ProfileRow | null;
  /** That account's subscription (trial, plan), null when none: the co-pilot's allowance check needs it. */
  readonly subscription: SubscriptionRow | null;
}

/**
 * Claims up to `limit` messages (see above) together with each sender's profile and
 * subscription: one round trip. At most one message per sender: a sender's next message
 * waits until the claimed one is processed, because the claimed one is still `received`
 * when the statement looks. Returned oldest first.
 */
export async function claimInbound(tx: Tx, options: { readonly includeKnown: boolean; readonly limit: number }): Promise<ClaimedInbound[]> {
  // The rows are picked and locked by the subquery (index order, LIMIT, SKIP LOCKED); the
  // joins then read their profiles and subscriptions. Joining in the outer query keeps the
  // planner from joining every waiting message before the LIMIT.
  const known = options.includeKnown ? sql`` : sql`and w.user_id is null`;
  const limit = Math.max(1, Math.floor(options.limit));
  const found = await tx.select({ row: inboundMessages, profile: profiles, subscription: subscriptions }).from(inboundMessages)
    .leftJoin(profiles, eq(profiles.whatsappId, inboundMessages.fromId))
    .leftJoin(subscriptions, eq(subscriptions.userId, profiles.userId))
    .where(sql`${inboundMessages.id} in (
      select w.id from inbound_messages w
      where w.status = 'received' ${known}
        and not exists (select 1 from inbound_messages older where older.from_id = w.from_id and older.id < w.id and older.status = 'received')
      order by w.id limit ${limit} for update of w skip locked)`)
    .orderBy(asc(inboundMessages.id));
  return found.map((f) => ({ row: f.row, profile: f.profile, subscription: f.subscription }));
}

/**
 * The message `claimInbound` would most likely take next, read without locking it: for
 * slow preparation outside the transaction. It may be gone (claimed elsewhere) by the time
 * the claim runs; callers compare ids.
 */
export async function peekNextInbound(db: DbOrTx): Promise<InboundRow | null> {
  const [row] = await db.select().from(inboundMessages)
    .where(and(
      eq(inboundMessages.status, 'received'),
      sql`not exists (select 1 from inbound_messages older where older.from_id = ${inboundMessages.fromId} and older.id < ${inboundMessages.id} and older.status = 'received')`,
    ))
    .orderBy(asc(inboundMessages.id)).limit(1);
  return row ?? null;
}

/** Marks messages processed (each with the account it was matched to, or null): one statement for the lot. */
export async function markInboundProcessed(tx: DbOrTx, done: readonly { readonly id: number; readonly userId: string | null }[], now: Date): Promise<void> {
  if (done.length === 0) return;
  const values = sql.join(done.map((d) => sql`(${d.id}::bigint, ${d.userId}::text)`), sql`, `);
  await tx.execute(sql`update inbound_messages m set status = 'processed', user_id = v.user_id, processed_at = ${now.toISOString()}::timestamptz
    from (values ${values}) as v(id, user_id) where m.id = v.id`);
}

export async function setInboundUser(tx: DbOrTx, id: number, userId: string): Promise<void> {
  await tx.update(inboundMessages).set({ userId }).where(eq(inboundMessages.id, id));
}

/** Counts a failed processing attempt; after `maxAttempts` the message is parked as `failed`. */
export async function recordInboundFailure(db: DbOrTx, id: number, error: string, maxAttempts: number): Promise<void> {
  await db.update(inboundMessages).set({
    attempts: sql`${inboundMessages.attempts} + 1`,
    lastError: error.slice(0, 500),
    status: sql`case when ${inboundMessages.attempts} + 1 >= ${maxAttempts} then 'failed' else ${inboundMessages.status} end`,
  }).where(eq(inboundMessages.id, id));
}

export async function findInboundByMessageId(db: DbOrTx, messageId: string): Promise<InboundRow | null> {
  const [row] = await db.select().from(inboundMessages).where(eq(inboundMessages.messageId, messageId));
  return row ?? null;
}

export interface NewOutbound {
  readonly toId: string;
  readonly userId: string | null;
  readonly inboundId: number | null;
  readonly dedupeKey: string | null;
  readonly kind: string;
  readonly payload: unknown;
  readonly now: Date;
}

/** Queues messages to send after commit; a repeated dedupe key is ignored. Returns the new rows' ids. */
export async function enqueueOutbound(db: DbOrTx, rows: readonly NewOutbound[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(outboundMessages).values(rows.map((r) => ({
    provider: 'whatsapp', toId: r.toId, userId: r.userId, inboundId: r.inboundId, dedupeKey: r.dedupeKey,
    kind: r.kind, payload: r.payload, status: 'pending', nextAttemptAt: r.now, createdAt: r.now,
  }))).onConflictDoNothing({ target: outboundMessages.dedupeKey }).returning({ id: outboundMessages.id });
  return inserted.map((r) => r.id);
}

/** A leased outbound row, with when its recipient last wrote to us (the 24-hour window), read in the same statement. */
export type ClaimedOutbound = OutboundRow & { readonly lastInboundAt: Date | null };

/**
 * Leases up to `limit` due messages (status `sending`, lease until `leaseUntil`), oldest first, at most one per recipient (a later one waits
 * while an earlier one to the same number is unsent: split texts arrive in order).
 */
export async function claimOutbound(db: DbOrTx, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedOutbound[]> {
  const at = now.toISOString();
  const rows = await db.update(outboundMessages)
    .set({ status: 'sending', attempts: sql`${outboundMessages.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(sql`${outboundMessages.id} in (
      select o.id from outbound_messages o
      where o.status in ('pending', 'sending') and o.next_attempt_at <= ${at}::timestamptz
        and not exists (select 1 from outbound_messages p where p.to_id = o.to_id and p.id < o.id and p.status in ('pending', 'sending'))
      order by o.id limit ${Math.max(1, Math.floor(limit))} for update of o skip locked)`)
    .returning({
      ...getTableColumns(outboundMessages),
      lastInbound: sql<Date | string | null>`(select max(i.received_at) from inbound_messages i where i.from_id = ${outboundMessages.toId})`,
    });
  return rows
    .map(({ lastInbound, ...rest }) => ({ ...rest, lastInboundAt: lastInbound === null ? null : new Date(lastInbound) }))
    .sort((x, y) => x.id - y.id);
}

export interface SentOutbound {
  readonly id: number;
  readonly providerMessageId: string;
  readonly sentAs: string;
}

/** Marks messages sent with the provider's ids: one statement for the lot. */
export async function markOutboundSent(db: DbOrTx, sent: readonly SentOutbound[], now: Date): Promise<void> {
  if (sent.length === 0) return;
  const values = sql.join(sent.map((s) => sql`(${s.id}::bigint, ${s.providerMessageId}::text, ${s.sentAs}::text)`), sql`, `);
  await db.execute(sql`update outbound_messages o set status = 'sent', provider_message_id = v.pid, sent_as = v.sent_as,
      sent_at = ${now.toISOString()}::timestamptz, last_error = null
    from (values ${values}) as v(id, pid, sent_as) where o.id = v.id`);
}

export async function markOutboundRetry(db: DbOrTx, id: number, error: string, nextAttemptAt: Date): Promise<void> {
  await db.update(outboundMessages).set({ status: 'pending', lastError: error.slice(0, 500), nextAttemptAt }).where(eq(outboundMessages.id, id));
}

/** Final states: `failed` (refused or out of retries) or `skipped` (not allowed to send, e.g. outside the 24-hour window). */
export async function markOutboundDone(db: DbOrTx, id: number, status: 'failed' | 'skipped', error: string): Promise<void> {
  await db.update(outboundMessages).set({ status, lastError: error.slice(0, 500) }).where(eq(outboundMessages.id, id));
}

/** The earliest time a pending outbound message is due (to sleep until then), or null. */
export async function nextOutboundDue(db: DbOrTx): Promise<Date | null> {
  const [row] = await db.select({ at: sql<string | Date | null>`min(${outboundMessages.nextAttemptAt})` }).from(outboundMessages)
    .where(sql`${outboundMessages.status} in ('pending', 'sending')`);
  return row?.at ? new Date(row.at) : null;
}

export async function listOutbound(db: DbOrTx, toId: string): Promise<OutboundRow[]> {
  return db.select().from(outboundMessages).where(eq(outboundMessages.toId, toId)).orderBy(asc(outboundMessages.id));
}

export async function listInbound(db: DbOrTx, fromId: string, limit = 100): Promise<InboundRow[]> {
  const rows = await db.select().from(inboundMessages).where(eq(inboundMessages.fromId, fromId)).orderBy(desc(inboundMessages.id)).limit(limit);
  return rows.reverse();
}

export async function listStatuses(db: DbOrTx, messageId: string): Promise<StatusRow[]> {
  return db.select().from(whatsappStatuses).where(eq(whatsappStatuses.messageId, messageId)).orderBy(asc(whatsappStatuses.occurredAt), asc(whatsappStatuses.id));
}

/** Inbound messages from a number since a time (the simulator's "still being processed" hint). */
export async function countPendingInbound(db: DbOrTx, fromId: string, since: Date): Promise<number> {
  const rows = await db.select({ id: inboundMessages.id }).from(inboundMessages)
    .where(and(eq(inboundMessages.fromId, fromId), eq(inboundMessages.status, 'received'), gte(inboundMessages.receivedAt, since)));
  return rows.length;
}
