// The payment gateways: the sandbox (test cards, simulated Multicaixa Express and references)
// and the ProxyPay adapter against a local fake speaking ProxyPay API v2.
import { inspect } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pino } from 'pino';
import { type Cents, decimalToCents, toCents } from '@kumbu/core/money';
import { type CardDetails, type PaymentGateway, PaymentGatewayError } from '../src/adapters/payments/payment-gateway';
import { type SandboxGateway, createSandboxGateway } from '../src/adapters/payments/sandbox-gateway';
import { createProxyPayGateway, PROXYPAY_ACCEPT } from '../src/adapters/payments/proxypay-gateway';
import { proxyPayAmount } from '../src/adapters/payments/proxypay-payment';
import { createPaymentGateway } from '../src/adapters/payments/create-payment-gateway';
import { loadConfig } from '../src/config';
import { type CallbackReceiver, type FakeProxyPay, PROXYPAY_ENTITY, PROXYPAY_KEY, callbackReceiver, fakeProxyPay } from './fakes/fake-proxypay';

const NOW = new Date('2026-11-20T12:00:00Z');
const CVC = '947';
const card = (number: string, extra: Partial<CardDetails> = {}): CardDetails => ({ number, expiry: '12/28', cvc: CVC, holder: 'Ana Silva', ...extra });
const charge = (number: string, idempotencyKey = `key-${number}`, extra: Partial<CardDetails> = {}) =>
  ({ amountCents: toCents(1_300_000), currency: 'AOA' as const, card: card(number, extra), idempotencyKey, description: 'Kumbu Standard, 1 mês' });

/** Everything an object or error could show: its fields, message and cause (not the stack's file paths). */
function exposed(value: unknown): string {
  if (value instanceof Error) {
    const fields: Record<string, unknown> = Object.fromEntries(Object.entries(value));
    const head = inspect(value, { depth: 5 }).split('\n    at ')[0] ?? '';
    return JSON.stringify({ ...fields, name: value.name, message: value.message, cause: inspect(value.cause) }) + head;
  }
  return JSON.stringify(value) + inspect(value, { depth: 5 });
}

async function rejection(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  try { await promise; } catch (error) { if (error instanceof PaymentGatewayError) return error; throw error; }
  throw new Error('expected a rejection');
}

function sandbox(clock: { now: Date } = { now: NOW }): SandboxGateway {
  let n = 0;
  return createSandboxGateway({ notificationKey: 'sandbox-key-for-tests', clock: () => clock.now, newId: () => `id${++n}` });
}

describe('sandbox gateway: cards', () => {
  it('4242 4242 4242 4242 succeeds, returning only brand, last four and the gateway reference', async () => {
    const result = await sandbox().chargeCard(charge('4242 4242 4242 4242'));
    expect(result).toEqual({ status: 'succeeded', gatewayRef: 'sbx_ch_id1', brand: 'visa', lastFour: '4242' });
    expect(exposed(result)).not.toContain('4242424242424242');
    expect(exposed(result)).not.toContain(CVC);
  });

  it('the documented numbers decline with their codes', async () => {
    const gateway = sandbox();
    expect(await gateway.chargeCard(charge('4000 0000 0000 0002'))).toEqual({ status: 'declined', gatewayRef: 'sbx_ch_id1', brand: 'visa', lastFour: '0002', declineCode: 'card_declined' });
    expect(await gateway.chargeCard(charge('4000-0000-0000-9995'))).toMatchObject({ status: 'declined', lastFour: '9995', declineCode: 'insufficient_funds' });
  });

  it('any other valid number of a supported brand succeeds', async () => {
    const gateway = sandbox();
    expect(await gateway.chargeCard(charge('5555 5555 5555 4444'))).toMatchObject({ status: 'succeeded', brand: 'mastercard', lastFour: '4444' });
    expect(await gateway.chargeCard(charge('3782 822463 10005', undefined, { cvc: '1234' }))).toMatchObject({ status: 'succeeded', brand: 'amex', lastFour: '0005' });
  });

  it('refuses bad numbers, expiries and CVCs with the core codes, and never echoes them', async () => {
    const gateway = sandbox();
    const cases: [CardDetails, string[]][] = [
      [card('4242 4242 4242 4241'), ['cardNumberInvalid']],
      [card('4242424242424242', { expiry: '10/26' }), ['cardExpired']],
      [card('4242424242424242', { expiry: '13/28' }), ['cardExpiryInvalid']],
      [card('4242424242424242', { cvc: '94' }), ['cardCvcInvalid']],
      [card('4242424242424241', { cvc: '9470', holder: ' ' }), ['cardNumberInvalid', 'cardCvcInvalid', 'cardHolderRequired']],
    ];
    for (const [details, codes] of cases) {
      const error = await rejection(gateway.chargeCard({ ...charge('x'), card: details }));
      expect(error.kind).toBe('invalid-card');
      expect(error.retryable).toBe(false);
      expect(error.cardProblems.map((p) => p.code)).toEqual(codes);
      const text = exposed(error);
      expect(text).not.toContain(details.number.replace(/\D/g, ''));
      expect(text).not.toContain(details.number);
      expect(text).not.toContain(details.cvc);
    }
  });

  it('replays a charge for the same idempotency key and refuses the key for another charge', async () => {
    const gateway = sandbox();
    const first = await gateway.chargeCard(charge('4242424242424242', 'renewal-1'));
    expect(await gateway.chargeCard(charge('4242 4242 4242 4242', 'renewal-1'))).toEqual(first);
    const other = await rejection(gateway.chargeCard({ ...charge('4242424242424242', 'renewal-1'), amountCents: toCents(1) }));
    expect(other.kind).toBe('rejected');
    expect(await gateway.chargeCard(charge('4242424242424242', 'renewal-2'))).not.toEqual(first);
  });

  it('property: no result or error ever contains the full number or the CVC', async () => {
    const gateway = sandbox();
    await fc.assert(fc.asyncProperty(
      fc.constantFrom('4242424242424242', '4000000000000002', '4000000000009995', '5555555555554444', '4242424242424241', '1234567812345678'),
      fc.constantFrom('12/28', '01/20', 'xx'), fc.constantFrom('947', '9', '9471'), fc.uuid(),
      async (number, expiry, cvc, key) => {
        const outcome = await gateway.chargeCard({ ...charge(number, key), card: card(number, { expiry, cvc }) }).catch((error: unknown) => error);
        const text = exposed(outcome);
        return !text.includes(number) && !text.includes(cvc);
      },
    ), { numRuns: 60 });
  });
});

describe('sandbox gateway: Multicaixa Express and references', () => {
  it('a Multicaixa Express payment stays pending until settled, then is listed and notified until acknowledged', async () => {
    const gateway = sandbox();
    const { paymentId } = await gateway.startMulticaixaExpress({ phone: '+244 923 456 789', amountCents: toCents(700_000) });
    expect(paymentId).toBe('sbx_mcx_id1');
    expect(gateway.pending()).toEqual([{ id: paymentId, method: 'multicaixa-express', amountCents: 700_000, entity: null, expiresAt: null, phone: '+244923456789' }]);
    expect(await gateway.listSettledPayments()).toEqual([]);

    const paid = gateway.settle(paymentId);
    expect(paid).toEqual({ id: 'sbx_pay_id2', method: 'multicaixa-express', reference: null, expressPaymentId: paymentId, amountCents: 700_000, paidAt: NOW, customFields: {} });
    expect(gateway.pending()).toEqual([]);
    expect(await gateway.listSettledPayments()).toEqual([paid]);

    const { body, signature } = gateway.notificationFor(paid);
    expect(gateway.verifyNotification(Buffer.from(body), signature)).toEqual({ ok: true, payment: paid });
    expect(gateway.verifyNotification(body.replace('7000.00', '7.00'), signature)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(gateway.verifyNotification(body, undefined)).toEqual({ ok: false, reason: 'missing-signature' });

    await gateway.acknowledgePayment(paid.id);
    await gateway.acknowledgePayment(paid.id); // a retry is harmless
    expect(await gateway.listSettledPayments()).toEqual([]);
    expect(() => gateway.settle(paymentId)).toThrow(PaymentGatewayError);
  });

  it('refuses a Multicaixa Express number that is not an Angolan mobile', async () => {
    const error = await rejection(sandbox().startMulticaixaExpress({ phone: '+351912345678', amountCents: toCents(100) }));
    expect(error.kind).toBe('invalid-request');
  });

  it('creates 9-digit references on the configured entity, deterministic for a given id generator', async () => {
    const request = { amountCents: toCents(1_300_000), expiresAt: new Date('2026-11-27T12:00:00Z'), customFields: { userId: 'u1' } };
    const a = await sandbox().createReference(request);
    const b = await sandbox().createReference(request);
    expect(a).toEqual(b);
    expect(a.entity).toBe('11333');
    expect(a.reference).toMatch(/^[1-9]\d{8}$/);
    const custom = createSandboxGateway({ notificationKey: 'k', entity: '12345', clock: () => NOW });
    expect((await custom.createReference(request)).entity).toBe('12345');
  });

  it('settles a reference with its amount and custom fields, once, and not after it expires', async () => {
    const clock = { now: NOW };
    const gateway = sandbox(clock);
    const ref = await gateway.createReference({ amountCents: toCents(1_300_000), expiresAt: new Date('2026-11-27T12:00:00Z'), customFields: { userId: 'u1' } });
    expect(gateway.pending()).toEqual([{ id: ref.reference, method: 'reference', amountCents: 1_300_000, entity: '11333', expiresAt: ref.expiresAt, phone: null }]);
    const paid = gateway.settle(ref.reference);
    expect(paid).toMatchObject({ method: 'reference', reference: ref.reference, amountCents: 1_300_000, customFields: { userId: 'u1' } });
    expect(() => gateway.settle(ref.reference)).toThrow(expect.objectContaining({ kind: 'not-found' }));

    const late = await gateway.createReference({ amountCents: toCents(500), expiresAt: new Date('2026-11-21T00:00:00Z'), customFields: {} });
    clock.now = new Date('2026-11-21T00:00:00Z');
    expect(() => gateway.settle(late.reference)).toThrow(expect.objectContaining({ kind: 'invalid-request' }));
    await expect(gateway.createReference({ amountCents: toCents(500), expiresAt: NOW, customFields: {} })).rejects.toMatchObject({ kind: 'invalid-request' });
    await expect(gateway.createReference({ amountCents: toCents(0), expiresAt: new Date('2027-01-01'), customFields: {} })).rejects.toMatchObject({ kind: 'invalid-request' });
  });
});

describe('ProxyPay adapter against a local fake', () => {
  let fake: FakeProxyPay;
  let receiver: CallbackReceiver;
  let gateway: PaymentGateway;
  beforeAll(async () => {
    fake = await fakeProxyPay();
    receiver = await callbackReceiver();
    fake.setCallbackUrl(receiver.url);
    gateway = createProxyPayGateway({ apiUrl: `${fake.url}/`, apiKey: PROXYPAY_KEY, entity: PROXYPAY_ENTITY });
  });
  afterAll(async () => { await fake.close(); await receiver.close(); });
  beforeEach(() => { fake.requests.length = 0; });

  it('creates a reference: POST /reference_ids then PUT /references/{id} with the exact headers and body', async () => {
    const ref = await gateway.createReference({ amountCents: toCents(150_000), expiresAt: new Date('2026-11-27T12:00:00Z'), customFields: { userId: 'u1', renewalId: 'r1' } });
    // ProxyPay takes the last payable day; the reference lasts to its end in Luanda (UTC+1).
    expect(ref).toEqual({ entity: PROXYPAY_ENTITY, reference: '924167650', expiresAt: new Date('2026-11-27T22:59:59.999Z') });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /reference_ids', 'PUT /references/924167650']);
    const [post, put] = fake.requests;
    expect(post?.headers).toMatchObject({ authorization: `Token ${PROXYPAY_KEY}`, accept: PROXYPAY_ACCEPT });
    expect(post?.headers['content-type']).toBeUndefined();
    expect(post?.rawBody).toBe('');
    expect(put?.headers).toMatchObject({ authorization: `Token ${PROXYPAY_KEY}`, accept: 'application/vnd.proxypay.v2+json', 'content-type': 'application/json' });
    expect(JSON.parse(put?.rawBody ?? '')).toEqual({ amount: '1500.00', end_datetime: '2026-11-27', custom_fields: { userId: 'u1', renewalId: 'r1' } });
    expect(fake.references.get('924167650')).toEqual({ amount: '1500.00', end_datetime: '2026-11-27', custom_fields: { userId: 'u1', renewalId: 'r1' } });
  });

  it('property: amounts go to ProxyPay as exact kwanza decimals', () => {
    expect(proxyPayAmount(toCents(1))).toBe('0.01');
    expect(proxyPayAmount(toCents(2_000_000))).toBe('20000.00');
    fc.assert(fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
      const text = proxyPayAmount(n as Cents);
      return /^\d+\.\d{2}$/.test(text) && decimalToCents(text) === n;
    }));
  });

  it('a simulated payment is posted signed to the callback, verifies, is listed, and acknowledging removes it', async () => {
    const ref = await gateway.createReference({ amountCents: toCents(1_300_000), expiresAt: new Date('2026-12-01T12:00:00Z'), customFields: { userId: 'u7' } });
    const paid = await fake.pay(ref.reference, '13000.00');
    expect(paid.status).toBe(200);
    await paid.body?.cancel();

    expect(receiver.received).toHaveLength(1);
    const callback = receiver.received[0]!;
    const check = gateway.verifyNotification(callback.rawBody, callback.signature);
    expect(check).toMatchObject({ ok: true, payment: { method: 'reference', reference: ref.reference, amountCents: 1_300_000, customFields: { userId: 'u7' }, expressPaymentId: null } });
    if (!check.ok) return;
    expect(check.payment.id).toMatch(/^\d+$/);

    const listed = await gateway.listSettledPayments();
    expect(listed).toEqual([check.payment]);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: '/payments', headers: { authorization: `Token ${PROXYPAY_KEY}`, accept: PROXYPAY_ACCEPT } });

    await gateway.acknowledgePayment(check.payment.id);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/payments/${check.payment.id}` });
    expect(await gateway.listSettledPayments()).toEqual([]);
    await gateway.acknowledgePayment(check.payment.id); // already acknowledged (404): done, not an error
    await expect(gateway.acknowledgePayment('../references')).rejects.toMatchObject({ kind: 'invalid-request' });
  });

  it('verifies callback signatures: good, tampered, wrong key, malformed, missing', async () => {
    const ref = await gateway.createReference({ amountCents: toCents(500_000), expiresAt: new Date('2026-12-01T12:00:00Z'), customFields: {} });
    receiver.received.length = 0;
    await (await fake.pay(ref.reference, '5000.00')).body?.cancel();
    const { rawBody, signature } = receiver.received[0]!;
    expect(gateway.verifyNotification(rawBody, signature).ok).toBe(true);
    expect(gateway.verifyNotification(rawBody, signature?.toUpperCase()).ok).toBe(true);
    const tampered = Buffer.from(rawBody.toString().replace('"5000.00"', '"5.00"'));
    expect(gateway.verifyNotification(tampered, signature)).toEqual({ ok: false, reason: 'bad-signature' });
    const otherKey = createProxyPayGateway({ apiUrl: fake.url, apiKey: 'someone-elses-key', entity: PROXYPAY_ENTITY });
    expect(otherKey.verifyNotification(rawBody, signature)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(gateway.verifyNotification(rawBody, 'sha256=abc')).toEqual({ ok: false, reason: 'bad-signature' });
    expect(gateway.verifyNotification(rawBody, undefined)).toEqual({ ok: false, reason: 'missing-signature' });
    expect(gateway.verifyNotification(rawBody, '')).toEqual({ ok: false, reason: 'missing-signature' });
    const check = gateway.verifyNotification(rawBody, signature);
    if (check.ok) await gateway.acknowledgePayment(check.payment.id);
  });

  it('a 500 is a retryable error, a 401 is not, and neither carries the key', async () => {
    fake.failNext(500);
    const down = await rejection(gateway.listSettledPayments());
    expect(down).toMatchObject({ kind: 'unavailable', retryable: true, httpStatus: 500 });
    fake.failNext(503);
    expect(await rejection(gateway.createReference({ amountCents: toCents(100), expiresAt: new Date('2026-12-01'), customFields: {} }))).toMatchObject({ retryable: true });
    fake.failNext(429);
    expect(await rejection(gateway.listSettledPayments())).toMatchObject({ kind: 'unavailable', retryable: true, httpStatus: 429 });

    const badKey = createProxyPayGateway({ apiUrl: fake.url, apiKey: 'wrong-key-123456', entity: PROXYPAY_ENTITY });
    const refused = await rejection(badKey.listSettledPayments());
    expect(refused).toMatchObject({ kind: 'rejected', retryable: false, httpStatus: 401 });
    for (const error of [down, refused]) {
      expect(exposed(error)).not.toContain(PROXYPAY_KEY);
      expect(exposed(error)).not.toContain('wrong-key-123456');
    }
  });

  it('no answer in time is retryable; an answer of the wrong shape is a bad response', async () => {
    const hanging = createProxyPayGateway({
      apiUrl: fake.url, apiKey: PROXYPAY_KEY, entity: PROXYPAY_ENTITY, timeoutMs: 50,
      fetch: (_url, init) => new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => { reject(init.signal?.reason as Error); });
      }),
    });
    const timedOut = await rejection(hanging.listSettledPayments());
    expect(timedOut).toMatchObject({ kind: 'unavailable', retryable: true });
    expect(timedOut.message).toContain('no answer in 50 ms');

    const odd = createProxyPayGateway({
      apiUrl: fake.url, apiKey: PROXYPAY_KEY, entity: PROXYPAY_ENTITY,
      fetch: () => Promise.resolve(new Response(JSON.stringify([{ id: 1, reference_id: 123456789, amount: '12.345', datetime: 'x' }]), { status: 200 })),
    });
    expect(await rejection(odd.listSettledPayments())).toMatchObject({ kind: 'bad-response', retryable: false });
  });

  it('takes references only', async () => {
    expect(gateway.methods).toEqual(['reference']);
    expect(await rejection(gateway.chargeCard(charge('4242424242424242')))).toMatchObject({ kind: 'unsupported' });
    expect(await rejection(gateway.startMulticaixaExpress({ phone: '+244923456789', amountCents: toCents(100) }))).toMatchObject({ kind: 'unsupported' });
  });
});

describe('payments configuration', () => {
  const base = { KUMBU_DATA_DIR: 'memory://' };

  it('defaults to the sandbox on entity 11333', () => {
    const config = loadConfig(base);
    expect(config.payments).toMatchObject({ gateway: 'sandbox', entity: '11333' });
  });

  it('requires the ProxyPay URL, key and entity only when ProxyPay is chosen', () => {
    expect(() => loadConfig({ ...base, PAYMENTS_GATEWAY: 'proxypay' })).toThrow(/PROXYPAY_API_URL: is required when PAYMENTS_GATEWAY=proxypay[\s\S]*PROXYPAY_API_KEY[\s\S]*PROXYPAY_ENTITY/);
    expect(() => loadConfig({ ...base, PAYMENTS_GATEWAY: 'stripe' })).toThrow(/PAYMENTS_GATEWAY/);
    expect(() => loadConfig({ ...base, PROXYPAY_ENTITY: '123' })).toThrow(/PROXYPAY_ENTITY/);
    const config = loadConfig({ ...base, PAYMENTS_GATEWAY: 'proxypay', PROXYPAY_API_URL: 'https://api.sandbox.proxypay.co.ao/', PROXYPAY_API_KEY: PROXYPAY_KEY, PROXYPAY_ENTITY: '99999' });
    expect(config.payments).toEqual({ gateway: 'proxypay', apiUrl: 'https://api.sandbox.proxypay.co.ao', apiKey: PROXYPAY_KEY, entity: '99999' });
  });

  it('the factory picks the configured gateway and never logs the key', () => {
    const lines: string[] = [];
    const log = pino({ level: 'trace' }, { write: (line: string) => { lines.push(line); } });
    expect(createPaymentGateway(loadConfig(base), () => NOW, log).kind).toBe('sandbox');
    const proxypay = loadConfig({ ...base, PAYMENTS_GATEWAY: 'proxypay', PROXYPAY_API_URL: 'https://api.proxypay.co.ao', PROXYPAY_API_KEY: PROXYPAY_KEY, PROXYPAY_ENTITY: '99999' });
    expect(createPaymentGateway(proxypay, () => NOW, log).kind).toBe('proxypay');
    expect(lines.join('')).toContain('proxypay');
    expect(lines.join('')).not.toContain(PROXYPAY_KEY);
  });
});
