// Support requests (issue 16, item 5): opened in the inbox worker's transaction, e-mailed to
// the team after commit. The table is the e-mail's queue: a row with emailed_at null is still
// to send; a sender leases it (email_next_at), sends, and marks it, so a crash between commit
// and send only delays the e-mail, and two instances never send the same one at once.
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { inboundMessages, outboundMessages, profiles, subscriptions, supportRequests, users } from './schema';
import type { DbOrTx } from './database';

export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type SupportChannel = 'whatsapp' | 'web';

/** Sending attempts before a request's e-mail is given up (and logged); the request stays. */
export const MAX_SUPPORT_EMAIL_ATTEMPTS = 8;

export interface OpenedSupportRequest {
  readonly request: SupportRequestRow;
  /** false: the person's open request of the last `reuseWithinMs` was found again (nothing new to e-mail). */
  readonly created: boolean;
}

/**
 * The person's open request from the last `reuseWithinMs`, or a new one. Asking twice in a row
 * ("quero falar com alguém" … "alguém?") is one request and one e-mail. The inbox worker
 * handles one sender's messages one after the other, so two asks never race here.
 */
export async function openSupportRequest(
  db: DbOrTx,
  input: { readonly userId: string; readonly message: string; readonly channel: SupportChannel; readonly now: Date; readonly reuseWithinMs: number },
): Promise<OpenedSupportRequest> {
  const since = new Date(input.now.getTime() - input.reuseWithinMs);
  const [recent] = await db.select().from(supportRequests)
    .where(and(eq(supportRequests.userId, input.userId), eq(supportRequests.status, 'open'), gte(supportRequests.createdAt, since)))
    .orderBy(desc(supportRequests.createdAt)).limit(1);
  if (recent) return { request: recent, created: false };
  const [request] = await db.insert(supportRequests)
    .values({ userId: input.userId, message: input.message, channel: input.channel, createdAt: input.now }).returning();
  if (!request) throw new Error('support request insert returned nothing');
  return { request, created: true };
}

/**
 * Leases the oldest request still to e-mail (until `leaseUntil`), or null. SKIP LOCKED and the
 * lease keep two senders apart; a lease that ran out (a crash mid-send) is taken up again.
 */
export async function claimSupportEmail(db: DbOrTx, now: Date, leaseUntil: Date): Promise<SupportRequestRow | null> {
  const due = db.select({ id: supportRequests.id }).from(supportRequests)
    .where(and(
      isNull(supportRequests.emailedAt),
      lt(supportRequests.emailAttempts, MAX_SUPPORT_EMAIL_ATTEMPTS),
      or(isNull(supportRequests.emailNextAt), lte(supportRequests.emailNextAt, now)),
    ))
    .orderBy(asc(supportRequests.id)).limit(1).for('update', { skipLocked: true });
  const [row] = await db.update(supportRequests)
    .set({ emailAttempts: sql`${supportRequests.emailAttempts} + 1`, emailNextAt: leaseUntil })
    .where(inArray(supportRequests.id, due)).returning();
  return row ?? null;
}

export async function markSupportEmailed(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(supportRequests).set({ emailedAt: at, emailNextAt: null, emailError: null }).where(eq(supportRequests.id, id));
}

/** A failed send: tried again from `retryAt` (until MAX_SUPPORT_EMAIL_ATTEMPTS). */
export async function markSupportEmailFailed(db: DbOrTx, id: number, error: string, retryAt: Date): Promise<void> {
  await db.update(supportRequests).set({ emailNextAt: retryAt, emailError: error.slice(0, 500) }).where(eq(supportRequests.id, id));
}

/** Who asked: what the team needs to answer them. */
export interface SupportRequester {
  readonly authName: string;
  readonly fullName: string | null;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly whatsappId: string | null;
  readonly language: string | null;
  readonly tier: string | null;
  readonly status: string | null;
  readonly trial: boolean | null;
  readonly expiresAt: Date | null;
}

export async function supportRequester(db: DbOrTx, userId: string): Promise<SupportRequester | null> {
  const [row] = await db.select({
    authName: users.name, fullName: profiles.fullName, email: users.email, emailVerified: users.emailVerified, whatsappId: profiles.whatsappId,
    language: profiles.language, tier: subscriptions.tier, status: subscriptions.status, trial: subscriptions.trial, expiresAt: subscriptions.expiresAt,
  }).from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** One WhatsApp message of the conversation, either way, with its stored payload. */
export interface ConversationLine {
  readonly direction: 'in' | 'out';
  readonly at: Date;
  readonly payload: unknown;
}

/**
 * The last `limit` WhatsApp messages between Kumbu and the person, both ways, oldest first:
 * the account's, and its number's from before the account knew it (the welcome exchange).
 */
export async function recentConversation(db: DbOrTx, userId: string, waId: string | null, limit = 10): Promise<ConversationLine[]> {
  const inbound = await db.select({ at: inboundMessages.receivedAt, payload: inboundMessages.payload, id: inboundMessages.id }).from(inboundMessages)
    .where(or(eq(inboundMessages.userId, userId), waId ? eq(inboundMessages.fromId, waId) : undefined))
    .orderBy(desc(inboundMessages.receivedAt), desc(inboundMessages.id)).limit(limit);
  const outbound = await db.select({ at: outboundMessages.createdAt, payload: outboundMessages.payload, id: outboundMessages.id }).from(outboundMessages)
    .where(or(eq(outboundMessages.userId, userId), waId ? eq(outboundMessages.toId, waId) : undefined))
    .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id)).limit(limit);
  // A reply is written in the same instant as the message it answers is processed: at equal
  // times the person's message comes first.
  const lines = [
    ...inbound.map((r) => ({ direction: 'in' as const, at: r.at, payload: r.payload, id: r.id })),
    ...outbound.map((r) => ({ direction: 'out' as const, at: r.at, payload: r.payload, id: r.id })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime() || (a.direction === b.direction ? a.id - b.id : a.direction === 'in' ? -1 : 1));
  return lines.slice(-limit).map(({ direction, at, payload }) => ({ direction, at, payload }));
}
