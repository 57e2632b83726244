// Deleting an account erases its WhatsApp history too (issue 14 item 7; the data-deletion
// page): the messages from the person's number and the replies to it — before the account
// existed and after —, their delivery statuses, the dev outbox's copies of e-mails, SMS and
// WhatsApp replies, SMS codes, reset tokens and the number claim, in the deleting
// transaction. Payments stay, detached. Another person's conversation is untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, or } from 'drizzle-orm';
import { testEngines } from '@kumbu/db/testing';
import {
  inboundMessages, outboundMessages, outboxMessages, payments, phoneVerifications, verifications, whatsappClaims, whatsappStatuses,
} from '@kumbu/db/schema';
import { createAccount } from '../src/accounts/create-account';
import { cookieHeader, type TestApp } from './helpers';
import { chat, copilotUser, startCopilotApp } from './copilot-helpers';
import { eventually, postWebhook } from './whatsapp-helpers';

describe.each(testEngines())('account deletion erases the WhatsApp history (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => { t = await startCopilotApp(engine); });
  afterAll(async () => { await t.close(); });

  const db = () => t.database.db;
  const inboundOf = (waId: string, userId: string) => db().select().from(inboundMessages)
    .where(or(eq(inboundMessages.fromId, waId), eq(inboundMessages.userId, userId)));
  const outboundOf = (waId: string, userId: string) => db().select().from(outboundMessages)
    .where(or(eq(outboundMessages.toId, waId), eq(outboundMessages.userId, userId)));
  const outboxOf = (email: string, waId: string) => db().select().from(outboxMessages)
    .where(or(eq(outboxMessages.recipient, email), eq(outboxMessages.recipient, `+${waId}`)));
  const statusesOf = (waId: string) => db().select().from(whatsappStatuses).where(eq(whatsappStatuses.recipientId, waId));

  /** A Meta delivery status for a message sent to `waId`, through the real webhook. */
  async function deliveredTo(waId: string, providerId: string): Promise<void> {
    const res = await postWebhook(t.app, {
      object: 'whatsapp_business_account',
      entry: [{ id: 'waba', changes: [{ field: 'messages', value: {
        messaging_product: 'whatsapp', metadata: { phone_number_id: '100000000000001' },
        statuses: [{ id: providerId, status: 'delivered', timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: waId }],
      } }] }],
    });
    expect(res.statusCode).toBe(200);
  }

  it('removes messages, replies, statuses, outbox copies, codes and tokens; keeps the payment, detached', async () => {
    // Before the account: a stranger's hello and the welcome (no user id on either).
    const waId = `24493${String(Date.now() % 100000).padStart(5, '0')}77`;
    const hello = await chat(t, waId, 'olá');
    expect(hello.length).toBeGreaterThan(0);

    const email = `apagar-${engine}-${waId}@kumbu.ao`;
    const password = 'muito-segura-1';
    const { userId } = await createAccount(db(), t.app.kumbu.auth, {
      email, password, fullName: 'Rita Apagar', whatsapp: `+${waId}`, language: 'pt', verified: true,
    }, new Date());
    // After: a record and its reply, owned by the account.
    expect((await chat(t, waId, 'gastei 5 mil no candongueiro')).join('\n')).toMatch(/5\s?000/);
    await deliveredTo(waId, `wamid.OUT-${waId}`);
    // A reset link (an e-mail in the outbox, a token naming the account), an SMS code to the number, a pending number claim.
    expect((await t.app.inject({ method: 'POST', url: '/api/account/forgot-password', payload: { email } })).statusCode).toBe(200);
    await db().insert(phoneVerifications).values({ id: crypto.randomUUID(), phone: `+${waId}`, codeHash: 'x', expiresAt: new Date(Date.now() + 600_000), createdAt: new Date() });
    await db().insert(outboxMessages).values({ channel: 'sms', recipient: `+${waId}`, bodyText: 'Kumbu: o seu código de verificação é 123456.' });
    await db().insert(whatsappClaims).values({ userId, whatsappId: '244930000999', code: '654321' });
    const [payment] = await db().insert(payments).values({ userId, paidAt: new Date(), plan: 'standard', duration: '_1_month', amountCents: 1_300_000 }).returning();

    // Someone else's conversation, which must stay whole.
    const other = await copilotUser(t);
    await chat(t, other.waId, 'recebi 20 mil de salário');
    const otherBefore = { inbound: (await inboundOf(other.waId, other.userId)).length, outbound: (await outboundOf(other.waId, other.userId)).length };

    // Not vacuous: every kind of trace is there before.
    const inbound = await inboundOf(waId, userId);
    expect(inbound.some((r) => r.userId === null)).toBe(true);
    expect(inbound.some((r) => r.userId === userId)).toBe(true);
    expect((await outboundOf(waId, userId)).some((r) => r.userId === userId)).toBe(true);
    expect((await outboundOf(waId, userId)).some((r) => r.userId === null)).toBe(true);
    expect(await statusesOf(waId)).toHaveLength(1);
    const outbox = await outboxOf(email, waId);
    expect(new Set(outbox.map((r) => r.channel))).toEqual(new Set(['email', 'sms', 'whatsapp']));
    expect(await db().select().from(verifications).where(eq(verifications.value, userId))).not.toHaveLength(0);

    const signIn = await t.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email, password } });
    expect(signIn.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/onboardNewClient', headers: { cookie: cookieHeader(signIn.headers['set-cookie']) }, payload: { currentPassword: password } });
    expect(res.statusCode).toBe(200);

    expect(await inboundOf(waId, userId)).toEqual([]);
    expect(await outboundOf(waId, userId)).toEqual([]);
    expect(await statusesOf(waId)).toEqual([]);
    expect(await outboxOf(email, waId)).toEqual([]);
    expect(await db().select().from(verifications).where(eq(verifications.value, userId))).toEqual([]);
    expect(await db().select().from(phoneVerifications).where(eq(phoneVerifications.phone, `+${waId}`))).toEqual([]);
    expect(await db().select().from(whatsappClaims).where(eq(whatsappClaims.userId, userId))).toEqual([]);
    // The payment stays for its 7 years, detached from the person.
    const [kept] = await db().select().from(payments).where(eq(payments.id, payment?.id ?? ''));
    expect(kept).toMatchObject({ userId: null, plan: 'standard', amountCents: 1_300_000 });
    // The other person's conversation is whole.
    expect((await inboundOf(other.waId, other.userId)).length).toBe(otherBefore.inbound);
    expect((await outboundOf(other.waId, other.userId)).length).toBe(otherBefore.outbound);

    // The number writing again is a stranger: a new welcome, nothing of the old conversation.
    const again = await chat(t, waId, 'olá de novo');
    expect(again.length).toBeGreaterThan(0);
    await eventually(async () => (await inboundOf(waId, userId)).every((r) => r.userId === null) || undefined);
    expect((await inboundOf(waId, userId)).map((r) => r.messageId)).toHaveLength(1);
  });
});
