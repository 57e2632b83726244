// POST /api/renew-subscription with the sandbox gateway, on every engine: the server's prices
// for every plan key and duration form, the refused totalAmount, card renewals extending from
// the current expiry (active) or from now (trial, expired), the Idempotency-Key (required;
// one payment for a repeated key), concurrent renewals, declines that change nothing, card
// field errors, and card numbers and CVCs kept out of every stored row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@kumbu/db/testing';
import { profiles } from '@kumbu/db/schema';
import { addMonths } from '@kumbu/core/plan-durations';
import type { PaymentGateway } from '../src/adapters/payments/payment-gateway';
import { createSandboxGateway } from '../src/adapters/payments/sandbox-gateway';
import { startTestApp, signedInUser, type TestApp } from './helpers';
import { TestClock } from './onboarding-helpers';
import {
  D, type Who, card, countRows, paymentsOf, renew, renewalBody, setSubscription, storedBillingText, subscriptionOf,
} from './billing-helpers';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const PANS = ['4242424242424242', '4000000000000002', '4000000000009995', '5555555555554444'];

describe.each(testEngines())('renewals on %s', (engine) => {
  let t: TestApp;
  const clock = new TestClock(NOW);
  let n = 0;
  const user = async (): Promise<Who> => signedInUser(t.app, `renew${++n}.${engine}@example.ao`);
  const key = (): string => `renew-key-${++n}`;

  // The sandbox, with a gate in front of card charges: a concurrency test holds every charge
  // until all of them have arrived, so their transactions are all open at once when they
  // reach the subscription (on PGlite, one connection, the gate opens after a short wait).
  const sandbox = createSandboxGateway({ notificationKey: 'renewal-test-key', clock: clock.now });
  let gate: { expected: number; waiting: (() => void)[] } | null = null;
  let charges = 0;
  const gated: PaymentGateway = {
    ...sandbox,
    async chargeCard(request) {
      charges++;
      const g = gate;
      if (g) {
        await new Promise<void>((resolve) => {
          g.waiting.push(resolve);
          if (g.waiting.length >= g.expected) for (const go of g.waiting) go();
          else setTimeout(resolve, 300);
        });
      }
      return sandbox.chargeCard(request);
    },
  };

  beforeAll(async () => { t = await startTestApp(engine, {}, { now: clock.now, payments: gated }); });
  afterAll(async () => {
    // Nothing stored anywhere holds a card number, and no stored value is a CVC.
    const stored = await storedBillingText(t.database.db);
    for (const pan of PANS) expect(stored.text).not.toContain(pan);
    expect(stored.values).not.toContain('947');
    expect(stored.values).not.toContain('cvc');
    expect(stored.values).not.toContain('number');
    await t.close();
  });

  it('prices every plan key and duration form on the server (12 months = 10 × monthly)', async () => {
    const who = await user();
    const cases: [string, string | number, number][] = [
      ['basic', '1_month', 700_000], ['basic', '_3_months', 2_100_000], ['basic', '6_months', 4_200_000], ['basic', '_1_year', 7_000_000],
      ['standard', '_1_month', 1_300_000], ['standard', '3_months', 3_900_000], ['standard', '_6_months', 7_800_000], ['standard', '1_year', 13_000_000],
      ['premium', 1, 2_000_000], ['pro', '3_months', 6_000_000], ['Pro', '_6_months', 12_000_000], ['premium', '12_months', 20_000_000],
      ['standard_3_months', '', 3_900_000], ['premium_1_year', '1_year', 20_000_000],
    ];
    for (const [planName, duration, cents] of cases) {
      const body = renewalBody({ planName, duration, totalAmount: (cents / 100).toFixed(2), payment: { method: 'reference' } });
      const res = await renew(t.app, who, body, key());
      expect(res.statusCode, `${planName} ${duration}`).toBe(202);
      const { intent } = res.body.data;
      expect(intent.amountCents).toBe(cents);
      expect(intent.amount).toBe((cents / 100).toFixed(2));
      expect(intent.plan).toBe(planName.toLowerCase().startsWith('pro') ? 'premium' : planName.split('_')[0]);
      expect(intent.duration).toMatch(/^_(1_month|3_months|6_months|1_year)$/);
    }
  });

  it('refuses a totalAmount that is not the server total, and stores nothing', async () => {
    const who = await user();
    const before = await countRows(t.database.db, 'idempotency_keys');
    for (const totalAmount of [38999.99, '39000.01', 3_900_000, 13000]) {
      const res = await renew(t.app, who, renewalBody({ totalAmount }), key());
      expect(res.statusCode, String(totalAmount)).toBe(409);
      expect(res.body).toMatchObject({ success: false, code: 'total-mismatch' });
      expect(res.body.fields?.[0]?.field).toBe('totalAmount');
      expect(res.body.fields?.[0]?.message).toMatch(/39\s?000,00/u);
    }
    const en = await renew(t.app, who, renewalBody({ totalAmount: 1 }), key(), { 'accept-language': 'en' });
    expect(en.body.fields?.[0]?.message).toContain('39,000.00');
    expect(en.body.error).toContain('does not match');
    // A total that is no amount at all is a field error, not a mismatch.
    const bad = await renew(t.app, who, renewalBody({ totalAmount: '39 000,00' }), key());
    expect(bad.statusCode).toBe(400);
    expect(bad.body.fields?.map((f) => f.field)).toEqual(['totalAmount']);
    expect(await paymentsOf(t.database.db, who.userId)).toEqual([]);
    expect(await countRows(t.database.db, 'idempotency_keys')).toBe(before);
    // The exact total, as a number or a string, is accepted.
    expect((await renew(t.app, who, renewalBody({ totalAmount: '39000.00' }), key())).statusCode).toBe(200);
  });

  it('refuses Unlimited (on request), unknown plans and durations, an unconfirmed payment', async () => {
    const who = await user();
    const unlimited = await renew(t.app, who, renewalBody({ planName: 'unlimited', duration: '1_month', totalAmount: 0 }), key());
    expect(unlimited.statusCode).toBe(400);
    expect(unlimited.body.code).toBe('plan-on-request');
    const cases: [Record<string, unknown>, string][] = [
      [{ planName: 'gold' }, 'planName'],
      [{ duration: '_2_months' }, 'duration'],
      [{ duration: 'forever' }, 'duration'],
      [{ duration: undefined }, 'duration'],
      [{ planName: 'standard_1_month', duration: '3_months' }, 'duration'],
      [{ paymentConfirmed: false }, 'paymentConfirmed'],
      [{ totalAmount: undefined }, 'totalAmount'],
      [{ payment: { method: 'cash' } }, 'payment.method'],
      [{ payment: { method: 'multicaixa-express', phone: '+351912345678' } }, 'payment.phone'],
    ];
    for (const [extra, field] of cases) {
      const res = await renew(t.app, who, renewalBody(extra), key());
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.body.code).toBe('validation-failed');
      expect(res.body.fields?.map((f) => f.field)).toContain(field);
    }
    expect(await paymentsOf(t.database.db, who.userId)).toEqual([]);
  });

  it('needs a session, an Idempotency-Key, and the caller\'s own firebase_uid', async () => {
    const who = await user();
    const other = await user();
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/renew-subscription', headers: { 'idempotency-key': key() }, payload: renewalBody() });
    expect(anonymous.statusCode).toBe(401);
    const noKey = await renew(t.app, who, renewalBody(), null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.body.code).toBe('idempotency-key-required');
    const blankKey = await renew(t.app, who, renewalBody(), '   ');
    expect(blankKey.body.code).toBe('idempotency-key-required');
    const foreign = await renew(t.app, who, renewalBody({ firebase_uid: other.userId }), key());
    expect(foreign.statusCode).toBe(403);
    expect(await paymentsOf(t.database.db, who.userId)).toEqual([]);
    const own = await renew(t.app, who, renewalBody({ firebase_uid: who.userId }), key());
    expect(own.statusCode).toBe(200);
  });

  it('a card renewal during the trial starts when the trial ends (no trial day lost): payment stored, plan active, receipt numbered', async () => {
    const who = await user();
    await setSubscription(t.database.db, who.userId, { tier: 'standard', status: 'trial', trial: true, trialStartDate: new Date(NOW - 2 * D), trialEndsAt: new Date(NOW + 5 * D), expiresAt: new Date(NOW + 5 * D) });
    const res = await renew(t.app, who, renewalBody({ planName: 'pro', duration: '_1_month', totalAmount: 20000 }), key());
    expect(res.statusCode).toBe(200);
    const { payment, subscription } = res.body.data;
    expect(res.body.data.status).toBe('paid');
    expect(payment).toMatchObject({
      paidAt: new Date(NOW).toISOString(), plan: 'premium', duration: '_1_month', months: 1, amount: '20000.00', amountCents: 2_000_000,
      currency: 'AOA', method: 'card', card: { brand: 'visa', lastFour: '4242' }, receiptUrl: `/api/payments/${payment.id}/receipt`,
    });
    expect(payment.receiptNumber).toMatch(/^KB-2026-\d{6}$/);
    expect(subscription).toMatchObject({ tier: 'premium', status: 'active', trial: false, expiresAt: addMonths(new Date(NOW + 5 * D), 1).toISOString() });
    const [row] = await paymentsOf(t.database.db, who.userId);
    expect(row).toMatchObject({ cardBrand: 'visa', cardLast4: '4242', language: 'pt', intentId: null, method: 'card' });
    expect(row?.gatewayReference).toMatch(/^sbx_ch_/);
    // The subscription-management answer lists it.
    const data = await t.app.inject({ method: 'POST', url: '/api/subscription-management', headers: { authorization: `Bearer ${who.token}` }, payload: {} });
    expect(data.json<{ data: { payment: { paymentHistory: { id: string }[] } } }>().data.payment.paymentHistory.map((p) => p.id)).toEqual([payment.id]);
  });

  it('extends an active plan from its current expiry, an expired one from now', async () => {
    const active = await user();
    const expiry = new Date(NOW + 10 * D);
    await setSubscription(t.database.db, active.userId, { tier: 'standard', status: 'active', expiresAt: expiry });
    const res = await renew(t.app, active, renewalBody({ duration: '6_months', totalAmount: 78000 }), key());
    expect(res.statusCode).toBe(200);
    expect(res.body.data.subscription.expiresAt).toBe(addMonths(expiry, 6).toISOString());

    const lapsed = await user();
    await setSubscription(t.database.db, lapsed.userId, { tier: 'basic', status: 'active', expiresAt: new Date(NOW - 3 * D) });
    const again = await renew(t.app, lapsed, renewalBody({ planName: 'basic', duration: '1_year', totalAmount: 70000 }), key());
    expect(again.body.data.subscription).toMatchObject({ tier: 'basic', status: 'active', expiresAt: '2027-11-20T12:00:00.000Z' });

    // On the free allowance (nothing running): from now.
    const none = await user();
    await setSubscription(t.database.db, none.userId, { status: 'free' });
    const first = await renew(t.app, none, renewalBody({ planName: 'basic', duration: '1_month', totalAmount: 7000 }), key());
    expect(first.body.data.subscription.expiresAt).toBe('2026-12-20T12:00:00.000Z');
  });

  it('the same Idempotency-Key twice: one charge, one payment, one extension, the same answer', async () => {
    const who = await user();
    await setSubscription(t.database.db, who.userId, { tier: 'standard', status: 'active', expiresAt: new Date(NOW + D) });
    const k = key();
    const first = await renew(t.app, who, renewalBody(), k);
    const second = await renew(t.app, who, renewalBody(), k);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await paymentsOf(t.database.db, who.userId)).toHaveLength(1);
    expect((await subscriptionOf(t.database.db, who.userId))?.expiresAt?.toISOString()).toBe(addMonths(new Date(NOW + D), 3).toISOString());
    // The same key with another body is refused.
    const other = await renew(t.app, who, renewalBody({ duration: '1_month', totalAmount: 13000 }), k);
    expect(other.statusCode).toBe(409);
    expect(other.body.code).toBe('idempotency-conflict');
    // …as is the same key with another card (its keyed fingerprint differs).
    const otherCard = await renew(t.app, who, renewalBody({ payment: card('5555 5555 5555 4444') }), k);
    expect(otherCard.body.code).toBe('idempotency-conflict');
    expect(await paymentsOf(t.database.db, who.userId)).toHaveLength(1);
  });

  it('concurrent renewals with different keys are both applied, one after the other', async () => {
    const who = await user();
    const expiry = new Date(NOW + 20 * D);
    await setSubscription(t.database.db, who.userId, { tier: 'standard', status: 'active', expiresAt: expiry });
    gate = { expected: 3, waiting: [] };
    const results = await Promise.all([1, 2, 3].map(() => renew(t.app, who, renewalBody({ duration: '1_month', totalAmount: 13000 }), key())));
    gate = null;
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await paymentsOf(t.database.db, who.userId);
    expect(rows).toHaveLength(3);
    expect((await subscriptionOf(t.database.db, who.userId))?.expiresAt?.toISOString()).toBe(addMonths(expiry, 3).toISOString());
    // Each answer saw its own extension: three distinct expiries, one month apart.
    const expiries = results.map((r) => r.body.data.subscription.expiresAt).sort();
    expect(expiries).toEqual([addMonths(expiry, 1), addMonths(expiry, 2), addMonths(expiry, 3)].map((d) => d.toISOString()));
  });

  it('concurrent renewals of different people get distinct, sequential receipt numbers', async () => {
    const people = await Promise.all([1, 2, 3, 4].map(() => user()));
    gate = { expected: 4, waiting: [] };
    const results = await Promise.all(people.map((p) => renew(t.app, p, renewalBody({ planName: 'basic', duration: '1_month', totalAmount: 7000 }), key())));
    gate = null;
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const numbers = results.map((r) => r.body.data.payment.receiptNumber);
    expect(new Set(numbers).size).toBe(4);
    const all = (await Promise.all(people.map((p) => paymentsOf(t.database.db, p.userId)))).flat();
    const seqs = all.map((p) => Number(p.receiptNumber?.slice(8))).sort((a, b) => a - b);
    for (let i = 1; i < seqs.length; i++) expect(seqs[i]).toBe((seqs[i - 1] ?? 0) + 1);
  });

  it('declined and insufficient-funds cards answer 402 and change nothing; the key can then be reused', async () => {
    const who = await user();
    await setSubscription(t.database.db, who.userId, { tier: 'basic', status: 'active', expiresAt: new Date(NOW + 4 * D) });
    const before = await subscriptionOf(t.database.db, who.userId);
    const k = key();
    const declined = await renew(t.app, who, renewalBody({ payment: card('4000 0000 0000 0002') }), k);
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toMatchObject({ success: false, code: 'payment-declined', error: 'O pagamento foi recusado. Experimente outro cartão ou outro meio de pagamento.' });
    const poor = await renew(t.app, who, renewalBody({ payment: card('4000 0000 0000 9995') }), k, { 'accept-language': 'en' });
    expect(poor.statusCode).toBe(402);
    expect(poor.body.code).toBe('insufficient-funds');
    expect(poor.body.error).toContain('insufficient funds');
    expect(await paymentsOf(t.database.db, who.userId)).toEqual([]);
    expect(await subscriptionOf(t.database.db, who.userId)).toEqual(before);
    const ok = await renew(t.app, who, renewalBody(), k);
    expect(ok.statusCode).toBe(200);
  });

  it('at most 10 card attempts an hour per account: the 11th is 429 and reaches no gateway', async () => {
    const who = await user();
    for (let i = 0; i < 10; i++) {
      expect((await renew(t.app, who, renewalBody({ payment: card('4000 0000 0000 0002') }), key())).statusCode).toBe(402);
    }
    const before = charges;
    const limited = await renew(t.app, who, renewalBody(), key());
    expect(charges).toBe(before);
    expect(limited.statusCode).toBe(429);
    expect(limited.body.code).toBe('rate-limited');
    // Other methods are not limited by card attempts.
    expect((await renew(t.app, who, renewalBody({ payment: { method: 'reference' } }), key())).statusCode).toBe(202);
    clock.advance(3600);
    try {
      expect((await renew(t.app, who, renewalBody(), key())).statusCode).toBe(200);
    } finally {
      clock.ms = NOW;
    }
  });

  it('invalid card fields are each named, with core/cards\' messages in the caller\'s language', async () => {
    const who = await user();
    const bad = await renew(t.app, who, renewalBody({ payment: card('4242 4242 4242 4241', { expiry: '10/26', cvc: '12', holder: ' ' }) }), key());
    expect(bad.statusCode).toBe(400);
    expect(bad.body.code).toBe('validation-failed');
    expect(bad.body.fields).toEqual([
      { field: 'payment.card.number', message: 'Número de cartão inválido' },
      { field: 'payment.card.expiry', message: 'Este cartão já expirou' },
      { field: 'payment.card.cvc', message: 'CVC inválido' },
      { field: 'payment.card.holder', message: 'Nome do titular obrigatório' },
    ]);
    const en = await renew(t.app, who, renewalBody({ payment: card('4242 4242 4242 4242', { expiry: '13/29' }) }), key(), { 'accept-language': 'en' });
    expect(en.body.fields).toEqual([{ field: 'payment.card.expiry', message: 'Invalid expiry date (MM/YY)' }]);
    const missing = await renew(t.app, who, renewalBody({ payment: { method: 'card', card: { number: '4242424242424242' } } }), key());
    expect(missing.statusCode).toBe(400);
    expect(missing.body.fields?.map((f) => f.field)).toEqual(['payment.card.expiry', 'payment.card.cvc', 'payment.card.holder']);
    expect(JSON.stringify([bad.body, en.body, missing.body])).not.toContain('4242424242424242');
    expect(await paymentsOf(t.database.db, who.userId)).toEqual([]);
  });

  it('a payment\'s receipt is issued in the profile\'s language', async () => {
    const who = await user();
    await t.database.db.insert(profiles).values({ userId: who.userId, fullName: 'Eve', userName: null, whatsappId: null, language: 'en' })
      .onConflictDoUpdate({ target: profiles.userId, set: { language: 'en' } });
    const res = await renew(t.app, who, renewalBody(), key());
    expect(res.statusCode).toBe(200);
    expect((await paymentsOf(t.database.db, who.userId))[0]?.language).toBe('en');
  });
});
