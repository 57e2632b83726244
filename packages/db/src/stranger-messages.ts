// What an unknown WhatsApp number sent that would have been a record (issue 16 item 6): kept
// so the person can have it recorded once their account exists, and offered once. These are
// people who have not agreed to anything yet, so little is kept and not for long: at most
// STRANGER_KEEP_MAX messages a number, for STRANGER_KEEP_DAYS days (reads ignore older rows;
// the periodic job deletes them), and the rows go as soon as they are recorded or declined,
// or with the account's erasure. The texts are never logged.
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { DayString } from '@kumbu/core/date-range';
import { strangerMessages } from './schema';
import type { DbOrTx } from './database';

export const STRANGER_KEEP_DAYS = 30;
export const STRANGER_KEEP_MAX = 20;

export interface KeptMessage {
  readonly id: number;
  readonly text: string;
  readonly sentDay: DayString;
  readonly recordDay: DayString;
  readonly createdAt: Date;
}

export interface NewStrangerMessage {
  readonly whatsappId: string;
  /** The inbound wamid. */
  readonly messageId: string;
  readonly text: string;
  readonly sentDay: DayString;
  readonly recordDay: DayString;
  readonly now: Date;
}

/** The oldest creation time still kept at `now`. */
export function strangerKeepCutoff(now: Date): Date {
  return new Date(now.getTime() - STRANGER_KEEP_DAYS * 86_400_000);
}

/**
 * Keeps a stranger's message unless the number already has STRANGER_KEEP_MAX kept (then
 * nothing is kept: the reminder must not promise it). A wamid kept before counts as kept.
 * A number's messages are handled one at a time (the inbox claim), so count-then-insert
 * does not race with itself.
 */
export async function keepStrangerMessage(db: DbOrTx, m: NewStrangerMessage): Promise<boolean> {
  const [existing] = await db.select({ id: strangerMessages.id }).from(strangerMessages).where(eq(strangerMessages.messageId, m.messageId));
  if (existing) return true;
  const [kept] = await db.select({ n: count() }).from(strangerMessages)
    .where(and(eq(strangerMessages.whatsappId, m.whatsappId), gte(strangerMessages.createdAt, strangerKeepCutoff(m.now))));
  if ((kept?.n ?? 0) >= STRANGER_KEEP_MAX) return false;
  const inserted = await db.insert(strangerMessages).values({
    whatsappId: m.whatsappId, messageId: m.messageId, text: m.text, sentDay: m.sentDay, recordDay: m.recordDay, createdAt: m.now,
  }).onConflictDoNothing({ target: strangerMessages.messageId }).returning({ id: strangerMessages.id });
  return inserted.length > 0;
}

const columns = {
  id: strangerMessages.id, text: strangerMessages.text, sentDay: strangerMessages.sentDay, recordDay: strangerMessages.recordDay,
  createdAt: strangerMessages.createdAt,
};

/**
 * The number's kept messages never offered, oldest first, marked offered in the same call:
 * whoever reads them makes the one offer (a second read finds none).
 */
export async function takeUnofferedMessages(db: DbOrTx, whatsappId: string, now: Date): Promise<KeptMessage[]> {
  const rows = await db.update(strangerMessages).set({ offeredAt: now })
    .where(and(eq(strangerMessages.whatsappId, whatsappId), isNull(strangerMessages.offeredAt), gte(strangerMessages.createdAt, strangerKeepCutoff(now))))
    .returning(columns);
  return rows.sort((a, b) => a.id - b.id);
}

/** The number's offered messages still kept, oldest first (what "Sim, registar" records). */
export async function listOfferedMessages(db: DbOrTx, whatsappId: string, now: Date): Promise<KeptMessage[]> {
  const rows = await db.select(columns).from(strangerMessages)
    .where(and(eq(strangerMessages.whatsappId, whatsappId), isNotNull(strangerMessages.offeredAt), gte(strangerMessages.createdAt, strangerKeepCutoff(now))))
    .orderBy(asc(strangerMessages.id));
  return rows;
}

/** Deletes these kept messages of the number (recorded or declined); how many went. */
export async function deleteKeptMessages(db: DbOrTx, whatsappId: string, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const gone = await db.delete(strangerMessages)
    .where(and(eq(strangerMessages.whatsappId, whatsappId), inArray(strangerMessages.id, [...ids]))).returning({ id: strangerMessages.id });
  return gone.length;
}

/** Deletes every kept message of a number (the account's erasure). */
export async function deleteKeptMessagesOf(db: DbOrTx, whatsappId: string): Promise<number> {
  const gone = await db.delete(strangerMessages).where(eq(strangerMessages.whatsappId, whatsappId)).returning({ id: strangerMessages.id });
  return gone.length;
}

/** Deletes kept messages older than STRANGER_KEEP_DAYS: one statement, safe beside other instances. */
export async function purgeExpiredStrangerMessages(db: DbOrTx, now: Date): Promise<number> {
  const gone = await db.delete(strangerMessages).where(lt(strangerMessages.createdAt, strangerKeepCutoff(now))).returning({ id: strangerMessages.id });
  return gone.length;
}
