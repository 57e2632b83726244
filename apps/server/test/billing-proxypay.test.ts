// Payment by reference through ProxyPay, end to end against the local fake speaking its API
// v2: the server listens on a real port, the fake posts its signed callback there when the
// reference is paid, and the payment is recorded once — even when the callback arrives twice —
// then acknowledged (DELETE /payments/{id}). Also: the poller for a lost callback, a payment
// that is not ours, the gateway down or refusing, and the methods ProxyPay does not take.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testEngines } from '@kumbu/db/testing';
import { paymentIntents } from '@kumbu/db/schema';
import { toCents } from '@kumbu/core/money';
import { createPaymentPoller } from '../src/features/billing/payment-poller';
import { startTestApp, signedInUser, type TestApp } from './helpers';
import { type FakeProxyPay, PROXYPAY_ENTITY, PROXYPAY_KEY, fakeProxyPay } from './fakes/fake-proxypay';
import { type Who, card, countRows, paymentsOf, renew, renewalBody, setSubscription, subscriptionOf } from './billing-helpers';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');

describe.each(testEngines())('ProxyPay references on %s', (engine) => {
  let t: TestApp;
  let fake: FakeProxyPay;
  let base: string;
  let n = 0;
  const user = async (): Promise<Who> => signedInUser(t.app, `proxypay${++n}.${engine}@example.ao`);
  const key = (): string => `pp-key-${++n}`;
  const referenceRenewal = async (who: Who) => {
    const res = await renew(t.app, who, renewalBody({ payment: { method: 'reference' } }), key());
    expect(res.statusCode).toBe(202);
    return res.body.data.intent;
  };

  beforeAll(async () => {
    fake = await fakeProxyPay();
    t = await startTestApp(engine, {
      PAYMENTS_GATEWAY: 'proxypay', PROXYPAY_API_URL: fake.url, PROXYPAY_API_KEY: PROXYPAY_KEY, PROXYPAY_ENTITY,
    }, { now: () => new Date(NOW) });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  beforeEach(() => { fake.setCallbackUrl(`${base}/api/payments/proxypay/notification`); });
  afterAll(async () => { await t.close(); await fake.close(); });

  it('creates the reference at ProxyPay: amount, last payable day, our intent id; answers entity and reference', async () => {
    const who = await user();
    const intent = await referenceRenewal(who);
    expect(intent).toMatchObject({
      status: 'pending', method: 'reference', entity: PROXYPAY_ENTITY, amount: '39000.00', amountCents: 3_900_000,
      // Payable until the end of the third day in Luanda (ProxyPay takes a day, not an instant).
      expiresAt: '2026-11-23T22:59:59.999Z',
    });
    expect(intent.reference).toMatch(/^\d{9}$/);
    expect(fake.references.get(intent.reference ?? '')).toEqual({ amount: '39000.00', end_datetime: '2026-11-23', custom_fields: { kumbu_intent: intent.id } });
  });

  it('the paid reference\'s callback records the payment once, extends the plan and acknowledges it', async () => {
    const who = await user();
    await setSubscription(t.database.db, who.userId, { status: 'free' });
    const intent = await referenceRenewal(who);
    const paid = await fake.pay(intent.reference ?? '', '39000.00');
    expect(paid.status).toBe(200);
    const payment = await paid.json() as { id: number };
    const callback = fake.callbacks.at(-1);
    expect(callback?.status).toBe(200);

    const rows = await paymentsOf(t.database.db, who.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      plan: 'standard', duration: '_3_months', amountCents: 3_900_000, currency: 'AOA', method: 'reference',
      gatewayReference: String(payment.id), intentId: intent.id, paidAt: new Date('2026-11-20T10:15:30.000Z'),
    });
    expect(rows[0]?.receiptNumber).toMatch(/^KB-2026-\d{6}$/);
    expect(rows[0]?.receiptUrl).toBe(`/api/payments/${rows[0]?.id}/receipt`);
    expect(await subscriptionOf(t.database.db, who.userId)).toMatchObject({ tier: 'standard', status: 'active', trial: false, expiresAt: new Date('2027-02-20T12:00:00.000Z') });
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.path === `/payments/${payment.id}`)).toBe(true);

    // ProxyPay delivers again (a retry): 200, nothing more recorded.
    if (!callback) throw new Error('no callback');
    for (let i = 0; i < 2; i++) {
      const again = await fetch(`${base}/api/payments/proxypay/notification`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': callback.signature }, body: callback.body,
      });
      expect(again.status).toBe(200);
      expect((await again.json() as { data: { applied: boolean } }).data.applied).toBe(false);
    }
    expect(await paymentsOf(t.database.db, who.userId)).toHaveLength(1);
    const intentAnswer = await t.app.inject({ method: 'GET', url: `/api/payment-intents/${intent.id}`, headers: { authorization: `Bearer ${who.token}` } });
    expect(intentAnswer.json<{ data: { status: string } }>().data.status).toBe('paid');
  });

  it('refuses a callback signed with another key', async () => {
    const who = await user();
    const intent = await referenceRenewal(who);
    const body = JSON.stringify({ id: 1, reference_id: Number(intent.reference), amount: '39000.00', datetime: '2026-11-20T10:00:00Z', custom_fields: {} });
    const signature = createHmac('sha256', 'not-the-key').update(body).digest('hex');
    const res = await fetch(`${base}/api/payments/proxypay/notification`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': signature }, body });
    expect(res.status).toBe(401);
    expect(await paymentsOf(t.database.db, who.userId)).toEqual([]);
  });

  it('the poller applies a payment whose callback was lost, and leaves payments that are not ours', async () => {
    const who = await user();
    const poller = createPaymentPoller({ db: t.database.db, gateway: t.app.kumbu.payments, now: () => new Date(NOW), log: t.app.log });
    fake.setCallbackUrl(null);
    const intent = await referenceRenewal(who);
    await fake.pay(intent.reference ?? '', '39000.00');
    // A reference Kumbu never asked for (made at ProxyPay by someone else) and paid.
    const foreign = await t.app.kumbu.payments.createReference({ amountCents: toCents(100_000), expiresAt: new Date(NOW + 86_400_000), customFields: {} });
    await fake.pay(foreign.reference, '1000.00');

    await poller.pollOnce();
    expect(await paymentsOf(t.database.db, who.userId)).toHaveLength(1);
    const listed = await (await fetch(`${fake.url}/payments`, { headers: { authorization: `Token ${PROXYPAY_KEY}`, accept: 'application/vnd.proxypay.v2+json' } })).json() as { reference_id: number }[];
    expect(listed.map((p) => String(p.reference_id).padStart(9, '0'))).toEqual([foreign.reference]);
    await poller.pollOnce();
    expect(await paymentsOf(t.database.db, who.userId)).toHaveLength(1);
  });

  it('ProxyPay down: 503 payment-gateway-unavailable, nothing stored, the same key works once it is back', async () => {
    const who = await user();
    const intentsBefore = await countRows(t.database.db, 'payment_intents');
    const k = key();
    fake.failNext(503);
    const down = await renew(t.app, who, renewalBody({ payment: { method: 'reference' } }), k);
    expect(down.statusCode).toBe(503);
    expect(down.body.code).toBe('payment-gateway-unavailable');
    expect(await countRows(t.database.db, 'payment_intents')).toBe(intentsBefore);
    fake.failNext(401);
    const refused = await renew(t.app, who, renewalBody({ payment: { method: 'reference' } }), k);
    expect(refused.statusCode).toBe(502);
    expect(refused.body.code).toBe('payment-failed');
    const back = await renew(t.app, who, renewalBody({ payment: { method: 'reference' } }), k);
    expect(back.statusCode).toBe(202);
    const rows = await t.database.db.select().from(paymentIntents).where(eq(paymentIntents.userId, who.userId));
    expect(rows).toHaveLength(1);
  });

  it('cards and Multicaixa Express are not taken through ProxyPay; there is no dev settle', async () => {
    const who = await user();
    const byCard = await renew(t.app, who, renewalBody({ payment: card() }), key());
    expect(byCard.statusCode).toBe(400);
    expect(byCard.body.code).toBe('payment-method-unavailable');
    const express = await renew(t.app, who, renewalBody({ payment: { method: 'multicaixa-express', phone: '+244923456789' } }), key());
    expect(express.body.code).toBe('payment-method-unavailable');
    const intent = await referenceRenewal(who);
    expect((await t.app.inject({ method: 'POST', url: `/dev/payments/${intent.id}/settle` })).statusCode).toBe(404);
    // The whole number, not '4242' alone: a random intent id in the custom fields may hold those digits.
    expect(fake.requests.some((r) => /4242\s?4242\s?4242\s?4242/.test(r.rawBody))).toBe(false);
  });
});
