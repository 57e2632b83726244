// Queries of the WhatsApp transport: the inbound log (every message once, by wamid), the
// outbound queue (written with the work that decided it, sent after commit) and the status
// callbacks. Claims use FOR UPDATE SKIP LOCKED so several PostgreSQL instances share the
// work; on PGlite (one process, one connection) the same SQL simply never contends.
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { inboundMessages, outboundMessages, whatsappStatuses } from './schema';
import type { ProfileRow, SubscriptionRow } from './accounts';
import type { DbOrTx, Tx } from './database';
import { date, dateOrNull, num, numOrNull, rawRows, statement } from './raw';

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

// The hot path's statements (see raw.ts): fixed texts, arrays for the variable parts.
// `with ordinality … order by` keeps the rows in the order given, so ids follow it (each
// sender's messages are handled, and split replies sent, in id order).
const INSERT_INBOUND = statement('insert_inbound', `
  insert into inbound_messages (provider, message_id, from_id, type, payload, received_at)
  select 'whatsapp', u.message_id, u.from_id, u.type, u.payload::jsonb, u.received_at
  from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[])
    with ordinality as u(message_id, from_id, type, payload, received_at, ord)
  order by u.ord
  on conflict (message_id) do nothing
  returning id, message_id`);

/** Stores each message unless its wamid is already stored (Meta redelivers); returns the new rows (id and wamid). */
export async function insertInbound(db: DbOrTx, rows: readonly NewInbound[]): Promise<{ id: number; messageId: string }[]> {
  if (rows.length === 0) return [];
  const inserted = await rawRows<{ id: unknown; message_id: string }>(db, INSERT_INBOUND, [
    rows.map((r) => r.messageId), rows.map((r) => r.fromId), rows.map((r) => r.type),
    rows.map((r) => JSON.stringify(r.payload)), rows.map((r) => r.receivedAt),
  ]);
  return inserted.map((r) => ({ id: num(r.id), messageId: r.message_id }));
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
  readonly profile: ClaimedProfile | null;
  /** That account's subscription (trial, plan), null when none: the co-pilot's allowance check needs it. */
  readonly subscription: SubscriptionRow | null;
  /** The account's conversation state as stored (issue 16; the reader checks `expiresAt`), null when none. */
  readonly conversation: { readonly state: unknown; readonly expiresAt: Date } | null;
  /** The number has kept messages from before sign-up never offered yet (issue 16 item 6). */
  readonly keptWaiting: boolean;
  /** The account's live money accounts as messages name them (issue 15), in listMoneyAccounts' order; null for a stranger. */
  readonly accounts: readonly ClaimedAccountName[] | null;
}

export interface ClaimedAccountName { readonly name: string; readonly type: string; readonly institution: string | null }

function accountNamesOf(raw: unknown): ClaimedAccountName[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((a: unknown) => {
    if (typeof a !== 'object' || a === null) return [];
    const { name, type, institution } = a as Record<string, unknown>;
    return typeof name === 'string' && typeof type === 'string' && (typeof institution === 'string' || institution === null)
      ? [{ name, type, institution }] : [];
  });
}

/** What handling a message needs of the sender's profile. */
export type ClaimedProfile = Pick<ProfileRow, 'userId' | 'language' | 'categoryMemory' | 'firstName'>;

/** The advisory lock class of "this sender's messages are being handled" (the second key: a hash of the number). */
const SENDER_LOCK_CLASS = 0x5741; // "WA"

// The rows are picked and locked by the first CTE (index order, LIMIT, SKIP LOCKED); the
// joins then read their profiles and subscriptions. Joining in the outer query keeps the
// planner from joining every waiting message before the LIMIT.
//
// One sender's messages are never handled by two transactions at once: each sender of the
// group is locked for the transaction (try-lock, so nobody waits and no deadlock). The check
// "no older message of this sender is waiting" alone is not enough: two webhook deliveries
// of one number's messages commit in either order, so the later id can be visible — and
// claimed by one instance — while the earlier is not yet, and is then claimed by another.
// Both would have been handled as a stranger's first message (two welcomes, one dropped as
// a duplicate key: a message without a reply). A message whose sender is busy elsewhere is
// left (its row lock ends with this transaction) and reported, so the worker looks again.
const CLAIM_INBOUND = statement('claim_inbound', `
  with claimed as (
    select w.id, w.from_id from inbound_messages w
    where w.status = 'received' and ($1::boolean or w.user_id is null)
      and not exists (select 1 from inbound_messages older where older.from_id = w.from_id and older.id < w.id and older.status = 'received')
    order by w.id limit $2 for update of w skip locked),
  senders as (
    select d.from_id, pg_try_advisory_xact_lock(${SENDER_LOCK_CLASS}, hashtext(d.from_id)) as mine
    from (select distinct from_id from claimed) d)
  select lk.mine, m.id, m.provider, m.message_id, m.from_id, m.user_id, m.type, m.payload, m.status, m.received_at,
    m.processed_at, m.attempts, m.last_error,
    p.user_id as p_user_id, p.language as p_language, p.category_memory as p_category_memory, p.first_name as p_first_name,
    s.user_id as s_user_id, s.tier as s_tier, s.status as s_status, s.trial as s_trial, s.trial_start_date as s_trial_start_date,
    s.trial_ends_at as s_trial_ends_at, s.expires_at as s_expires_at, s.created_at as s_created_at, s.updated_at as s_updated_at,
    c.state as c_state, c.expires_at as c_expires_at,
    (p.user_id is not null and exists (select 1 from stranger_messages k where k.whatsapp_id = m.from_id and k.offered_at is null)) as kept_waiting,
    (select json_agg(json_build_object('name', a.name, 'type', a.type, 'institution', a.institution)
        order by a.is_default desc, case a.type when 'cash' then 0 when 'bank' then 1 when 'mobile' then 2 when 'card' then 3 else 4 end, a.created_at, a.name)
      from money_accounts a where a.user_id = p.user_id and a.archived_at is null) as known_accounts
  from claimed cl
    join senders lk on lk.from_id = cl.from_id
    join inbound_messages m on m.id = cl.id
    left join profiles p on p.whatsapp_id = m.from_id and lk.mine
    left join subscriptions s on s.user_id = p.user_id
    left join conversation_state c on c.user_id = p.user_id
  order by m.id`);

interface ClaimInboundRaw {
  mine: boolean; id: unknown; provider: string; message_id: string; from_id: string; user_id: string | null; type: string; payload: unknown;
  status: string; received_at: unknown; processed_at: unknown; attempts: number; last_error: string | null;
  p_user_id: string | null; p_language: string | null; p_category_memory: unknown; p_first_name: string | null;
  s_user_id: string | null; s_tier: string | null; s_status: string | null; s_trial: boolean | null; s_trial_start_date: unknown;
  s_trial_ends_at: unknown; s_expires_at: unknown; s_created_at: unknown; s_updated_at: unknown;
  c_state: unknown; c_expires_at: unknown; kept_waiting: boolean | null; known_accounts: unknown;
}

function claimedOf(r: ClaimInboundRaw): ClaimedInbound {
  return {
    row: {
      id: num(r.id), provider: r.provider, messageId: r.message_id, fromId: r.from_id, userId: r.user_id, type: r.type, payload: r.payload,
      status: r.status, receivedAt: date(r.received_at), processedAt: dateOrNull(r.processed_at), attempts: num(r.attempts), lastError: r.last_error,
    },
    profile: r.p_user_id === null ? null : {
      userId: r.p_user_id, language: r.p_language ?? 'pt', categoryMemory: r.p_category_memory ?? null, firstName: r.p_first_name,
    },
    subscription: r.s_user_id === null ? null : {
      userId: r.s_user_id, tier: r.s_tier ?? 'basic', status: r.s_status ?? 'unknown', trial: r.s_trial ?? false,
      trialStartDate: dateOrNull(r.s_trial_start_date), trialEndsAt: dateOrNull(r.s_trial_ends_at), expiresAt: dateOrNull(r.s_expires_at),
      createdAt: date(r.s_created_at), updatedAt: date(r.s_updated_at),
    },
    conversation: r.c_expires_at === null || r.c_expires_at === undefined ? null : { state: r.c_state, expiresAt: date(r.c_expires_at) },
    keptWaiting: r.kept_waiting === true,
    accounts: r.p_user_id === null ? null : accountNamesOf(r.known_accounts),
  };
}

/** A claim: the messages to handle, and how many were left because their sender's messages are being handled elsewhere. */
export interface InboundClaim {
  readonly group: ClaimedInbound[];
  readonly busy: number;
}

/**
 * Claims up to `limit` messages (see above) together with each sender's profile and
 * subscription: one round trip. At most one message per sender: a sender's next message
 * waits until the claimed one is processed, because the claimed one is still `received`
 * when the statement looks, and the sender stays locked until this transaction ends.
 * Returned oldest first.
 */
export async function claimInbound(tx: Tx, options: { readonly includeKnown: boolean; readonly limit: number }): Promise<InboundClaim> {
  const rows = await rawRows<ClaimInboundRaw>(tx, CLAIM_INBOUND, [options.includeKnown, Math.max(1, Math.floor(options.limit))]);
  const mine = rows.filter((r) => r.mine);
  return { group: mine.map(claimedOf), busy: rows.length - mine.length };
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

const MARK_INBOUND_PROCESSED = statement('mark_inbound_processed', `
  update inbound_messages m set status = 'processed', user_id = v.user_id, processed_at = $3
  from unnest($1::bigint[], $2::text[]) as v(id, user_id) where m.id = v.id`);

/** Marks messages processed (each with the account it was matched to, or null): one statement for the lot. */
export async function markInboundProcessed(tx: DbOrTx, done: readonly { readonly id: number; readonly userId: string | null }[], now: Date): Promise<void> {
  if (done.length === 0) return;
  await rawRows(tx, MARK_INBOUND_PROCESSED, [done.map((d) => d.id), done.map((d) => d.userId), now]);
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

const ENQUEUE_OUTBOUND = statement('enqueue_outbound', `
  insert into outbound_messages (provider, to_id, user_id, inbound_id, dedupe_key, kind, payload, status, next_attempt_at, created_at)
  select 'whatsapp', u.to_id, u.user_id, u.inbound_id, u.dedupe_key, u.kind, u.payload::jsonb, 'pending', u.at, u.at
  from unnest($1::text[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
    with ordinality as u(to_id, user_id, inbound_id, dedupe_key, kind, payload, at, ord)
  order by u.ord
  on conflict (dedupe_key) do nothing
  returning id`);

/** Queues messages to send after commit, in the order given; a repeated dedupe key is ignored. Returns the new rows' ids. */
export async function enqueueOutbound(db: DbOrTx, rows: readonly NewOutbound[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await rawRows<{ id: unknown }>(db, ENQUEUE_OUTBOUND, [
    rows.map((r) => r.toId), rows.map((r) => r.userId), rows.map((r) => r.inboundId), rows.map((r) => r.dedupeKey),
    rows.map((r) => r.kind), rows.map((r) => JSON.stringify(r.payload)), rows.map((r) => r.now),
  ]);
  return inserted.map((r) => num(r.id));
}

// The end of an inbox group: its replies queued and its messages marked processed, in one
// statement (both arrays may be empty; the CTE runs even though its rows are not read).
const FINISH_INBOUND_GROUP = statement('finish_inbound_group', `
  with queued as (
    insert into outbound_messages (provider, to_id, user_id, inbound_id, dedupe_key, kind, payload, status, next_attempt_at, created_at)
    select 'whatsapp', u.to_id, u.user_id, u.inbound_id, u.dedupe_key, u.kind, u.payload::jsonb, 'pending', u.at, u.at
    from unnest($1::text[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
      with ordinality as u(to_id, user_id, inbound_id, dedupe_key, kind, payload, at, ord)
    order by u.ord
    on conflict (dedupe_key) do nothing
    returning id),
  remembered as (
    insert into conversation_state (user_id, state, expires_at, updated_at)
    select c.user_id, c.state::jsonb, c.expires_at, $10 from unnest($11::text[], $12::text[], $13::timestamptz[]) as c(user_id, state, expires_at)
    on conflict (user_id) do update set state = excluded.state, expires_at = excluded.expires_at, updated_at = excluded.updated_at)
  update inbound_messages m set status = 'processed', user_id = v.user_id, processed_at = $10
  from unnest($8::bigint[], $9::text[]) as v(id, user_id) where m.id = v.id
  returning exists (select 1 from inbound_messages w where w.from_id = m.from_id and w.id <> m.id and w.status = 'received') as more`);

/** A person's conversation state to store with the group (one per sender: the claim takes one message each). */
export interface RememberedConversation { readonly userId: string; readonly state: unknown; readonly expiresAt: Date }

/**
 * enqueueOutbound(replies), markInboundProcessed(done) and the senders' conversation states in
 * one round trip: how the inbox worker ends each group. Says whether a sender of `done` has
 * another message waiting, so it is worth claiming again at once: a later one (which the
 * one-per-sender claim skipped), or an earlier one whose delivery committed after this one's
 * and that another transaction left while this one held the sender.
 */
export async function finishInboundGroup(
  tx: DbOrTx, replies: readonly NewOutbound[], done: readonly { readonly id: number; readonly userId: string | null }[], now: Date,
  conversations: readonly RememberedConversation[] = [],
): Promise<{ readonly more: boolean }> {
  if (replies.length === 0 && done.length === 0 && conversations.length === 0) return { more: false };
  const marked = await rawRows<{ more: boolean }>(tx, FINISH_INBOUND_GROUP, [
    replies.map((r) => r.toId), replies.map((r) => r.userId), replies.map((r) => r.inboundId), replies.map((r) => r.dedupeKey),
    replies.map((r) => r.kind), replies.map((r) => JSON.stringify(r.payload)), replies.map((r) => r.now),
    done.map((d) => d.id), done.map((d) => d.userId), now,
    conversations.map((c) => c.userId), conversations.map((c) => JSON.stringify(c.state)), conversations.map((c) => c.expiresAt),
  ]);
  return { more: marked.some((m) => m.more) };
}

/** A leased outbound row, with when its recipient last wrote to us (the 24-hour window), read in the same statement. */
export type ClaimedOutbound = OutboundRow & { readonly lastInboundAt: Date | null };

const CLAIM_OUTBOUND = statement('claim_outbound', `
  update outbound_messages set status = 'sending', attempts = outbound_messages.attempts + 1, next_attempt_at = $2
  where id in (
    select o.id from outbound_messages o
    where o.status in ('pending', 'sending') and o.next_attempt_at <= $1
      and not exists (select 1 from outbound_messages p where p.to_id = o.to_id and p.id < o.id and p.status in ('pending', 'sending'))
    order by o.id limit $3 for update of o skip locked)
  returning id, provider, to_id, user_id, inbound_id, dedupe_key, kind, payload, status, attempts, next_attempt_at, sent_as,
    provider_message_id, last_error, created_at, sent_at,
    (select max(i.received_at) from inbound_messages i where i.from_id = outbound_messages.to_id) as last_inbound_at`);

interface ClaimOutboundRaw {
  id: unknown; provider: string; to_id: string; user_id: string | null; inbound_id: unknown; dedupe_key: string | null; kind: string;
  payload: unknown; status: string; attempts: number; next_attempt_at: unknown; sent_as: string | null; provider_message_id: string | null;
  last_error: string | null; created_at: unknown; sent_at: unknown; last_inbound_at: unknown;
}

/**
 * Leases up to `limit` due messages (status `sending`, lease until `leaseUntil`), oldest first, at most one per recipient (a later one waits
 * while an earlier one to the same number is unsent: split texts arrive in order).
 */
export async function claimOutbound(db: DbOrTx, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedOutbound[]> {
  const rows = await rawRows<ClaimOutboundRaw>(db, CLAIM_OUTBOUND, [now, leaseUntil, Math.max(1, Math.floor(limit))]);
  return rows.map((r): ClaimedOutbound => ({
    id: num(r.id), provider: r.provider, toId: r.to_id, userId: r.user_id, inboundId: numOrNull(r.inbound_id), dedupeKey: r.dedupe_key,
    kind: r.kind, payload: r.payload, status: r.status, attempts: num(r.attempts), nextAttemptAt: date(r.next_attempt_at), sentAs: r.sent_as,
    providerMessageId: r.provider_message_id, lastError: r.last_error, createdAt: date(r.created_at), sentAt: dateOrNull(r.sent_at),
    lastInboundAt: dateOrNull(r.last_inbound_at),
  })).sort((x, y) => x.id - y.id);
}

const RENEW_OUTBOUND_LEASE = statement('renew_outbound_lease', `
  update outbound_messages set next_attempt_at = $3
  where id = any($1::bigint[]) and status = 'sending' and next_attempt_at = $2
  returning id`);

/**
 * Extends the lease on rows this instance is still sending. The lease's end (`heldUntil`, what
 * the claim or the previous renewal wrote) is the fence: a row another instance took over, or
 * that was already marked sent, retried or failed, is left alone. How many rows were renewed.
 */
export async function renewOutboundLease(db: DbOrTx, ids: readonly number[], heldUntil: Date, leaseUntil: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await rawRows<{ id: unknown }>(db, RENEW_OUTBOUND_LEASE, [ids, heldUntil, leaseUntil]);
  return rows.length;
}

export interface SentOutbound {
  readonly id: number;
  readonly providerMessageId: string;
  readonly sentAs: string;
}

const MARK_OUTBOUND_SENT = statement('mark_outbound_sent', `
  update outbound_messages o set status = 'sent', provider_message_id = v.pid, sent_as = v.sent_as, sent_at = $4, last_error = null
  from unnest($1::bigint[], $2::text[], $3::text[]) as v(id, pid, sent_as) where o.id = v.id
  returning exists (select 1 from outbound_messages p where p.to_id = o.to_id and p.id > o.id and p.status in ('pending', 'sending')) as more`);

/**
 * Marks messages sent with the provider's ids: one statement for the lot. Says whether a
 * recipient of them has a later message waiting (held back until these were sent).
 */
export async function markOutboundSent(db: DbOrTx, sent: readonly SentOutbound[], now: Date): Promise<{ readonly more: boolean }> {
  if (sent.length === 0) return { more: false };
  const marked = await rawRows<{ more: boolean }>(db, MARK_OUTBOUND_SENT, [sent.map((s) => s.id), sent.map((s) => s.providerMessageId), sent.map((s) => s.sentAs), now]);
  return { more: marked.some((m) => m.more) };
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

/** Whether an outbound message with this dedupe key was already queued (a stranger's welcome of the day). */
export async function outboundKeyExists(db: DbOrTx, dedupeKey: string): Promise<boolean> {
  const [row] = await db.select({ id: outboundMessages.id }).from(outboundMessages).where(eq(outboundMessages.dedupeKey, dedupeKey)).limit(1);
  return row !== undefined;
}
