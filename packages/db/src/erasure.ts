// What an account's deletion erases beyond the user row and its cascade (the data-deletion
// page, apps/web/src/features/docs/content/{pt,en}/data-deletion.md): the WhatsApp
// conversation — messages from the person's number and the replies to it, with their
// delivery statuses —, every copy the dev outbox kept of e-mails, SMS and WhatsApp replies
// to them, the SMS codes sent to the number, and the pending tokens (password reset, e-mail
// change) that name the account, and what the number sent before it had an account
// (stranger_messages, kept to be offered after sign-up).
// Rows are found by the account's id and by its proven number; a message from that number
// that no account owned (the welcome exchange before sign-up) is the number's owner's too.
// A number only claimed, not proven, may be someone else's: its messages are not touched
// (the claim itself, whatsapp_claims, goes by cascade with the user row).
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { inboundMessages, outboundMessages, outboxMessages, phoneVerifications, profiles, users, verifications, whatsappStatuses } from './schema';
import type { DbOrTx } from './database';
import { deleteKeptMessagesOf } from './stranger-messages';

export interface ErasedTraces {
  readonly inbound: number;
  readonly outbound: number;
  readonly statuses: number;
  readonly outbox: number;
  readonly tokens: number;
  readonly smsCodes: number;
  readonly strangerMessages: number;
}

/**
 * Run in the deleting transaction, before the user row goes (its cascade takes the profile,
 * whose number says which messages were this person's). Locks the user row first, so an
 * inbox worker still booking this person's message either finishes before (and its rows
 * are seen here) or waits and then finds no account.
 */
export async function eraseAccountTraces(db: DbOrTx, userId: string): Promise<ErasedTraces> {
  const [person] = await db.select({ email: users.email, whatsappId: profiles.whatsappId })
    .from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, userId)).for('update', { of: users });
  if (!person) return { inbound: 0, outbound: 0, statuses: 0, outbox: 0, tokens: 0, smsCodes: 0, strangerMessages: 0 };
  const waId = person.whatsappId;

  const inbound = await db.delete(inboundMessages).where(or(
    eq(inboundMessages.userId, userId),
    waId ? and(eq(inboundMessages.fromId, waId), isNull(inboundMessages.userId)) : undefined,
  )).returning({ id: inboundMessages.id });
  const outbound = await db.delete(outboundMessages).where(or(
    eq(outboundMessages.userId, userId),
    waId ? and(eq(outboundMessages.toId, waId), isNull(outboundMessages.userId)) : undefined,
  )).returning({ id: outboundMessages.id });
  const statuses = waId
    ? await db.delete(whatsappStatuses).where(eq(whatsappStatuses.recipientId, waId)).returning({ id: whatsappStatuses.id })
    : [];
  // The outbox stores e-mail recipients lower-case and phones as "+244…".
  const recipients = [person.email.trim().toLowerCase(), ...(waId ? [`+${waId}`] : [])];
  const outbox = await db.delete(outboxMessages).where(inArray(outboxMessages.recipient, recipients)).returning({ id: outboxMessages.id });
  // better-auth's reset tokens keep the user id as their value; an e-mail change keeps
  // {"userId":…,"newEmail":…} (apps/server/src/accounts/email-change-tokens.ts).
  const tokens = await db.delete(verifications).where(or(
    eq(verifications.value, userId),
    sql`starts_with(${verifications.value}, ${`{"userId":${JSON.stringify(userId)},`})`,
  )).returning({ id: verifications.id });
  // SMS codes sent to the number (only their HMAC is stored, but the number is the person's);
  // codes sent from Settings for this account's claim go by cascade.
  const smsCodes = waId
    ? await db.delete(phoneVerifications).where(eq(phoneVerifications.phone, `+${waId}`)).returning({ id: phoneVerifications.id })
    : [];
  // Kept messages from the proven number not yet recorded or declined (issue 16 item 6).
  const strangerMessages = waId ? await deleteKeptMessagesOf(db, waId) : 0;
  return {
    inbound: inbound.length, outbound: outbound.length, statuses: statuses.length, outbox: outbox.length, tokens: tokens.length, smsCodes: smsCodes.length,
    strangerMessages,
  };
}
