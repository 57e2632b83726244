// Payments that arrive later, with the sandbox gateway: Multicaixa Express and references
// answer 202 with a pending intent; the dev settle route, the sandbox's signed notification
// and the poller each apply a payment exactly once; intents are their owner's only and
// expire; and nothing a request logs holds a card number or CVC.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { symbols } from 'pino';
import { testEngines } from '@kumbu/db/testing';
import { paymentIntents } from '@kumbu/db/schema';
import { addMonths } from '@kumbu/core/plan-durations';
import { isSandboxGateway, type SandboxGateway } from '../src/adapters/payments/sandbox-gateway';
import { createPaymentPoller } from '../src/features/billing/payment-poller';
import { startTestApp, signedInUser, type TestApp } from './helpers';
import { TestClock, phoneSignUp } from './onboarding-helpers';
import { D, type RenewalAnswer, type Who, card, paymentsOf, renew, renewalBody, setSubscription, subscriptionOf } from './billing-helpers';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface IntentAnswer {
  success: boolean; status: number; code?: string;
  data: { status: string; intent: RenewalAnswer['data']['intent']; payment: RenewalAnswer['data']['payment'] | null; subscription: { tier: string; expiresAt: string } | null };
}

describe.each(testEngines())('pending payments on %s', (engine) => {
  let t: TestApp;
  let sandbox: SandboxGateway;
  const clock = new TestClock(NOW);
  let n = 0;
  const user = async (): Promise<Who> => signedInUser(t.app, `pay${++n}.${engine}@example.ao`);
  const key = (): string => `pay-key-${++n}`;
  const intentOf = async (who: Who, id: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/payment-intents/${id}`, headers: { authorization: `Bearer ${who.token}`, ...headers } });
    return { statusCode: res.statusCode, body: res.json<IntentAnswer>() };
  };
  const settle = (id: string) => t.app.inject({ method: 'POST', url: `/dev/payments/${id}/settle` });
  const notify = (body: string, signature: string | undefined) => t.app.inject({
    method: 'POST', url: '/api/payments/proxypay/notification', payload: body,
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-signature': signature }) },
  });

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: clock.now });
    if (!isSandboxGateway(t.app.kumbu.payments)) throw new Error('expected the sandbox gateway');
    sandbox = t.app.kumbu.payments;
  });
  afterAll(async () => { await t.close(); });

  it('a reference: 202 with entity, reference, amount and expiry; settled from the dev route, applied once', async () => {
    const who = await user();
    const expiry = new Date(NOW + 2 * D);
    await setSubscription(t.database.db, who.userId, { tier: 'standard', status: 'active', expiresAt: expiry });
    const res = await renew(t.app, who, renewalBody({ payment: { method: 'reference' } }), key());
    expect(res.statusCode).toBe(202);
    const { intent } = res.body.data;
    expect(res.body.data.status).toBe('pending');
    expect(intent).toMatchObject({
      status: 'pending', method: 'reference', plan: 'standard', duration: '_3_months', months: 3, amount: '39000.00', amountCents: 3_900_000,
      currency: 'AOA', entity: '11333', paymentId: null, expiresAt: new Date(NOW + 3 * D).toISOString(),
    });
    expect(intent.reference).toMatch(/^\d{9}$/);
    // Nothing is paid yet: no payment, the plan unchanged.
    expect(await paymentsOf(t.database.db, who.userId)).toEqual([]);
    expect((await intentOf(who, intent.id)).body.data).toMatchObject({ status: 'pending', payment: null, subscription: null });
    // The sandbox lists it as pending, as the dev outbox page does.
    expect(sandbox.pending().map((p) => p.id)).toContain(intent.reference);
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.body).toContain('Pagamentos pendentes');
    expect(page.body).toContain(`action="/dev/payments/${intent.id}/settle"`);

    const settled = await settle(intent.id);
    expect(settled.statusCode).toBe(200);
    expect(settled.json<{ data: { applied: boolean; intent: { status: string } } }>().data).toMatchObject({ applied: true, intent: { status: 'paid' } });
    const after = await intentOf(who, intent.id);
    expect(after.body.data.status).toBe('paid');
    expect(after.body.data.payment).toMatchObject({ plan: 'standard', duration: '_3_months', amountCents: 3_900_000, method: 'reference', card: null });
    expect(after.body.data.payment?.receiptUrl).toBe(`/api/payments/${after.body.data.payment?.id}/receipt`);
    expect(after.body.data.subscription).toMatchObject({ tier: 'standard', expiresAt: addMonths(expiry, 3).toISOString() });
    // Settling again records nothing.
    expect((await settle(intent.id)).json<{ data: { applied: boolean } }>().data.applied).toBe(false);
    expect(await paymentsOf(t.database.db, who.userId)).toHaveLength(1);
    const [row] = await paymentsOf(t.database.db, who.userId);
    expect(row?.intentId).toBe(intent.id);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).body).not.toContain(`/dev/payments/${intent.id}/settle`);
  });

  it('Multicaixa Express: 202 pending, then paid once by a settle from the outbox page\'s form', async () => {
    const who = await user();
    await setSubscription(t.database.db, who.userId, { status: 'free' });
    const res = await renew(t.app, who, renewalBody({ planName: 'basic', duration: '1_month', totalAmount: 7000, payment: { method: 'multicaixa-express', phone: '923 456 789' } }), key());
    expect(res.statusCode).toBe(202);
    const { intent } = res.body.data;
    expect(intent).toMatchObject({ method: 'multicaixa-express', entity: null, reference: null, amountCents: 700_000, expiresAt: new Date(NOW + 15 * 60_000).toISOString() });
    // The page's button is a form post: answered with a redirect back to the page.
    const form = await t.app.inject({ method: 'POST', url: `/dev/payments/${intent.id}/settle`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/dev/outbox#payments');
    const after = await intentOf(who, intent.id);
    expect(after.body.data).toMatchObject({ status: 'paid', payment: { method: 'multicaixa-express', amountCents: 700_000 }, subscription: { tier: 'basic', expiresAt: '2026-12-20T12:00:00.000Z' } });
    expect(await paymentsOf(t.database.db, who.userId)).toHaveLength(1);
  });

  it('a signed notification applies the payment once, however often it arrives; a bad signature is refused', async () => {
    const who = await user();
    const res = await renew(t.app, who, renewalBody({ payment: { method: 'reference' } }), key());
    const { intent } = res.body.data;
    // What the gateway would POST once the person pays at the ATM.
    const paid = sandbox.settle(intent.reference ?? '');
    const { body, signature } = sandbox.notificationFor(paid);

    expect((await notify(body, undefined)).statusCode).toBe(401);
    const forged = await notify(body, 'a'.repeat(64));
    expect(forged.statusCode).toBe(401);
    expect(forged.json<{ code: string }>().code).toBe('invalid-signature');
    const tampered = body.replace('"amount":"39000.00"', '"amount":"99999.00"');
    expect((await notify(tampered, signature)).statusCode).toBe(401);
    expect(await paymentsOf(t.database.db, who.userId)).toEqual([]);

    const first = await notify(body, signature);
    expect(first.statusCode).toBe(200);
    expect(first.json<{ data: { applied: boolean } }>().data.applied).toBe(true);
    const again = await Promise.all([notify(body, signature), notify(body, signature)]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(again.map((r) => r.json<{ data: { applied: boolean; outcome: string } }>().data)).toEqual([
      { applied: false, outcome: 'duplicate' }, { applied: false, outcome: 'duplicate' },
    ]);
    expect(await paymentsOf(t.database.db, who.userId)).toHaveLength(1);
    // Applied payments are acknowledged: the gateway lists them no more.
    expect((await sandbox.listSettledPayments()).map((p) => p.id)).not.toContain(paid.id);
    // A signed body that is no payment is a 400.
    const junk = sandbox.notificationFor({ ...paid, id: '' });
    expect((await notify(junk.body, junk.signature)).statusCode).toBe(400);
  });

  it('concurrent deliveries of one payment (notification and dev settle) apply it once', async () => {
    const who = await user();
    await setSubscription(t.database.db, who.userId, { status: 'free' });
    const { intent } = (await renew(t.app, who, renewalBody({ payment: { method: 'reference' } }), key())).body.data;
    const paid = sandbox.settle(intent.reference ?? '');
    const { body, signature } = sandbox.notificationFor(paid);
    await Promise.all([notify(body, signature), notify(body, signature), notify(body, signature)]);
    expect(await paymentsOf(t.database.db, who.userId)).toHaveLength(1);
    expect((await subscriptionOf(t.database.db, who.userId))?.expiresAt?.toISOString()).toBe('2027-02-20T12:00:00.000Z');
  });

  it('the poller applies settled payments nobody notified, and expires old intents', async () => {
    const who = await user();
    const poller = createPaymentPoller({ db: t.database.db, gateway: sandbox, now: clock.now, log: t.app.log });
    const ref = (await renew(t.app, who, renewalBody({ payment: { method: 'reference' } }), key())).body.data.intent;
    const express = (await renew(t.app, who, renewalBody({ payment: { method: 'multicaixa-express', phone: '+244912345678' } }), key())).body.data.intent;
    sandbox.settle(ref.reference ?? '');
    await poller.pollOnce();
    expect((await intentOf(who, ref.id)).body.data.status).toBe('paid');
    expect(await paymentsOf(t.database.db, who.userId)).toHaveLength(1);
    await poller.pollOnce();
    expect(await paymentsOf(t.database.db, who.userId)).toHaveLength(1);
    // 16 minutes later the Express request has expired.
    clock.advance(16 * 60);
    try {
      await poller.pollOnce();
      const [row] = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, express.id));
      expect(row).toMatchObject({ status: 'expired', failureCode: 'expired' });
    } finally {
      clock.ms = NOW;
    }
  });

  it('a pending intent past its expiry is answered, and stored, as expired', async () => {
    const who = await user();
    const express = (await renew(t.app, who, renewalBody({ payment: { method: 'multicaixa-express', phone: '+244912345678' } }), key())).body.data.intent;
    clock.advance(15 * 60);
    try {
      const res = await intentOf(who, express.id);
      expect(res.body.data).toMatchObject({ status: 'expired', intent: { status: 'expired', failureCode: 'expired' } });
    } finally {
      clock.ms = NOW;
    }
    const [row] = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, express.id));
    expect(row?.status).toBe('expired');
  });

  it('an intent is its owner\'s only: others, strangers and made-up ids get 404 (or 401)', async () => {
    const owner = await user();
    const other = await user();
    const { intent } = (await renew(t.app, owner, renewalBody({ payment: { method: 'reference' } }), key())).body.data;
    expect((await intentOf(owner, intent.id)).statusCode).toBe(200);
    const foreign = await intentOf(other, intent.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body.code).toBe('not-found');
    expect((await intentOf(other, '3f1d2c4b-1111-4222-8333-444455556666')).statusCode).toBe(404);
    expect((await intentOf(other, 'not-a-uuid')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/payment-intents/${intent.id}` })).statusCode).toBe(401);
    expect((await settle('3f1d2c4b-1111-4222-8333-444455556666')).statusCode).toBe(404);
  });

  it('the wizard pays right after the phone sign-up, before the e-mail is verified', async () => {
    // The bot check's challenge is timed on the real clock.
    clock.ms = Date.now();
    const fresh = await phoneSignUp(t.app, t.database, { phone: `+24492370${String(n).padStart(4, '0')}`, email: `wizard${++n}.${engine}@example.ao` })
      .finally(() => { clock.ms = NOW; });
    const who = { token: fresh.token, userId: fresh.userId };
    const res = await renew(t.app, who, renewalBody({ firebase_uid: fresh.userId, payment: { method: 'reference' } }), key());
    expect(res.statusCode).toBe(202);
    expect((await intentOf(who, res.body.data.intent.id)).statusCode).toBe(200);
    // The data API still wants a verified e-mail.
    expect((await t.app.inject({ method: 'GET', url: '/api/records', headers: { authorization: `Bearer ${fresh.token}` } })).statusCode).toBe(403);
  });

  it('the same Idempotency-Key for a reference returns the same intent, not a second one', async () => {
    const who = await user();
    const k = key();
    const first = await renew(t.app, who, renewalBody({ payment: { method: 'reference' } }), k);
    const second = await renew(t.app, who, renewalBody({ payment: { method: 'reference' } }), k);
    expect(second.statusCode).toBe(202);
    expect(second.body.data.intent.id).toBe(first.body.data.intent.id);
    const rows = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.userId, who.userId));
    expect(rows).toHaveLength(1);
  });
});

describe('the poller with the app', () => {
  it('starts when the app is ready, applies a settled payment on its own, and stops with the app', async () => {
    const t = await startTestApp('pglite', {}, { now: () => new Date(NOW), paymentsPoller: true, paymentsPollMs: 200 });
    try {
      const sandbox = t.app.kumbu.payments;
      if (!isSandboxGateway(sandbox)) throw new Error('expected the sandbox gateway');
      const who = await signedInUser(t.app, 'poller@example.ao');
      const res = await renew(t.app, who, renewalBody({ payment: { method: 'reference' } }), 'poller-1');
      sandbox.settle(res.body.data.intent.reference ?? '');
      await waitFor(async () => (await paymentsOf(t.database.db, who.userId)).length === 1);
      expect(await sandbox.listSettledPayments()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('logs', () => {
  it('never hold a card number or CVC, whatever the outcome', async () => {
    const t = await startTestApp('pglite', { LOG_LEVEL: 'trace' }, { now: () => new Date(NOW) });
    const lines: string[] = [];
    const stream = (t.app.log as unknown as Record<symbol, { write: (s: string) => boolean }>)[symbols.streamSym];
    if (!stream) throw new Error('no log stream');
    stream.write = (s: string) => { lines.push(s); return true; };
    try {
      const who = await signedInUser(t.app, 'logs@example.ao');
      const cvc = '7319';
      const withCvc = (number: string, extra: Record<string, string> = {}) => ({ payment: { ...card(number, { cvc: cvc.slice(0, 3), ...extra }) } });
      const outcomes = [
        await renew(t.app, who, renewalBody(withCvc('4242 4242 4242 4242')), 'log-1'),
        await renew(t.app, who, renewalBody(withCvc('4000 0000 0000 0002')), 'log-2'),
        await renew(t.app, who, renewalBody(withCvc('4000 0000 0000 9995')), 'log-3'),
        await renew(t.app, who, renewalBody(withCvc('4242 4242 4242 4241')), 'log-4'),
        await renew(t.app, who, renewalBody({ ...withCvc('4242 4242 4242 4242'), totalAmount: 1 }), 'log-5'),
        await renew(t.app, who, renewalBody({ payment: card('3782 822463 10005', { cvc }) }), 'log-6'),
      ];
      expect(outcomes.map((o) => o.statusCode)).toEqual([200, 402, 402, 400, 409, 200]);
      expect(lines.length).toBeGreaterThan(10);
      const text = lines.join('\n');
      for (const pan of ['4242424242424242', '4242 4242 4242 4242', '4000000000000002', '4000000000009995', '4242424242424241', '378282246310005', '3782 822463 10005']) {
        expect(text).not.toContain(pan);
      }
      expect(text).not.toContain(`"${cvc}"`);
      expect(text).not.toContain(`"${cvc.slice(0, 3)}"`);
      expect(text.toLowerCase()).not.toContain('cvc');
    } finally {
      await t.close();
    }
  });
});
