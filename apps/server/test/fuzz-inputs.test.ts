// Issue 14 item 11: odd inputs never make a server error. NUL characters, lone surrogates,
// huge numbers, year 0 and year 275760, negative zero, very long strings and arrays where
// strings belong are thrown at every JSON route's fields and query parameters; the answer
// may be any 2xx–4xx, never 5xx. The WhatsApp webhook stores what can be stored (NUL
// stripped) and still answers 200, so Meta does not retry for days.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { subscriptions, inboundMessages } from '@kumbu/db/schema';
import { insertMoneyAccount } from '@kumbu/db/money-accounts';
import { testEngines } from '@kumbu/db/testing';
import { forgetPlan } from '../src/features/limits/plan-cache';
import { encodeCursor } from '../src/features/records/cursor';
import { signedInUser, startTestApp, type TestApp } from './helpers';
import { SIMULATOR_ENV, envelope, postWebhook, wamid } from './whatsapp-helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** `hashes`: the route may hash a password (scrypt, ~50 ms): it gets the short list of odd values. */
interface Route { readonly method: Method; readonly url: string; readonly body?: Record<string, unknown>; readonly query?: Record<string, string>; readonly hashes?: boolean }

const ODD_VALUES: readonly unknown[] = [
  '\u0000', 'a\u0000b', 'Transporte\u0000', '\ud800', 'x\udfffy', '\ud83d', '💸\u0000',
  1e308, -1e308, 2 ** 53 + 2, -0, 0, -1, 1.0000000001, 1e21,
  '0000-01-01', '0000-00-00', '275760-09-13', '+275760-09-13T00:00:00.000Z', '-000001-01-01T00:00:00Z', '9999-12-31', '1899-12-31',
  '2026-02-30', '2026-13-01', '1e400', 'NaN', 'Infinity', '-0', '', ' ',
  'x'.repeat(5_000), 'é'.repeat(70_000), [], ['a'], [1, 2], {}, { a: 1 }, null, true, false,
];

/** One of each family, for the routes that hash passwords. */
const FEW_ODD_VALUES: readonly unknown[] = ['a\u0000b', 'x\udfffy', 1e308, -0, '0000-01-01', 'é'.repeat(70_000), ['a'], {}, null];

/** Statement files of every format the imports read (small ones: each upload is read in full). */
const IMPORT_FILES: readonly Uint8Array[] = [
  'csv/bai-debito-credito-cp1252.csv', 'csv/unitel-money.csv', 'csv/headerless.csv', 'xlsx/bank-debit-credit.xlsx', 'csv/bfa-signed-bom.csv', 'xml/ofx1-bai-aoa.ofx',
  'xml/ofx2-bfa-usd.ofx', 'xml/camt053-v02-bai.xml', 'xml/saft-ao-mukanda.xml', 'pdf/wallet-like.pdf',
].map((path) => new Uint8Array(readFileSync(new URL(`../../../packages/imports/test/fixtures/${path}`, import.meta.url))));

/** A path segment: lone surrogates cannot be percent-encoded (a URL carries UTF-8), the rest is sent as is. */
const pathPart = (text: string): string => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));

const MAPPING_KEYS = ['headerRow', 'date', 'valueDate', 'description', 'amount', 'debit', 'credit', 'balance', 'fee', 'status', 'reference', 'counterparty', 'currency', 'direction', 'dateOrder', 'decimalMark'] as const;

/** Query values: what a URL can carry (strings), the same families. */
const ODD_QUERY: readonly string[] = [
  '\u0000', 'a%00b', '\ud800', '0000-01-01', '275760-09-13', '+275760-09-13', '-1', '-0', '1e400', '99999999999999999999',
  'x'.repeat(3_000), '', '[]', '2026-02-30',
];

describe.each(testEngines())('fuzzed inputs never answer 5xx (%s)', { timeout: 240_000 }, (engine) => {
  let t: TestApp;
  let cookie: string;
  let signedUserId: string;
  let recordId: string;
  let goalId: string;
  let cashId: string;
  let dollarsId: string;
  const bad: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(engine, SIMULATOR_ENV, { whatsappWorkers: false });
    const user = await signedInUser(t.app, `fuzz-${engine}@example.ao`);
    cookie = user.cookie;
    signedUserId = user.userId;
    // Unlimited: plan limits would otherwise answer 429 long before the fuzzing is done.
    const far = new Date(Date.now() + 365 * 86_400_000);
    await t.database.db.insert(subscriptions).values({ userId: user.userId, tier: 'unlimited', status: 'active', trial: false, expiresAt: far })
      .onConflictDoUpdate({ target: subscriptions.userId, set: { tier: 'unlimited', status: 'active', trial: false, expiresAt: far } });
    forgetPlan(t.app.kumbu, user.userId);
    const rec = await t.app.inject({ method: 'POST', url: '/api/records', headers: { cookie }, payload: { type: 'expense', amount: 500, date: '2026-03-02' } });
    recordId = rec.json<{ data: { id: string } }>().data.id;
    const goal = await t.app.inject({ method: 'POST', url: '/api/goals', headers: { cookie }, payload: { name: 'Carro', targetCents: 100_000 } });
    goalId = goal.json<{ data: { id: string } }>().data.id;
    const list = await t.app.inject({ method: 'GET', url: '/api/accounts', headers: { cookie } });
    cashId = list.json<{ data: { items: { id: string }[] } }>().data.items[0]?.id ?? '';
    const dollars = await t.app.inject({ method: 'POST', url: '/api/accounts', headers: { cookie }, payload: { type: 'cash', name: 'Dólares', currency: 'USD' } });
    dollarsId = dollars.json<{ data: { id: string } }>().data.id;
  });
  afterAll(async () => { await t.close(); });

  const range = { start: '2026-03-01', end: '2026-03-31' };
  const routes = (): Route[] => [
    { method: 'POST', url: '/api/records', body: { type: 'expense', amount: '500', currency: 'AOA', category: 'Transporte', party: 'João', description: 'táxi', notes: 'nota', date: '2026-03-02' } },
    { method: 'PATCH', url: `/api/records/${recordId}`, body: { type: 'income', amount: 700, category: 'Salário', party: 'Ana', description: 'd', notes: 'n', date: '2026-03-03T10:00:00Z', currency: 'USD' } },
    { method: 'GET', url: '/api/records', query: { ...range, collection: 'transactions', type: 'expense', party: 'João', limit: '10', cursor: encodeCursor({ occurredAt: new Date('2026-03-02T12:00:00Z'), id: recordId }), tz: 'Africa/Luanda' } },
    { method: 'GET', url: '/api/records/summary', query: { ...range, tz: 'Africa/Luanda' } },
    { method: 'GET', url: '/api/records/export.csv', query: { ...range, party: 'João', type: 'expense' } },
    { method: 'POST', url: '/api/records', body: { type: 'transfer', amount: '100', currency: 'USD', accountId: dollarsId, toAccountId: cashId, toAmount: '95000', rate: '950', date: '2026-03-02' } },
    { method: 'PATCH', url: `/api/records/${recordId}`, body: { type: 'transfer', amount: 700, accountId: cashId, toAccountId: dollarsId, rate: 950.5, toAmount: 1 } },
    { method: 'GET', url: '/api/accounts', query: { archived: '1' } },
    { method: 'POST', url: '/api/accounts', body: { type: 'bank', name: 'BAI', currency: 'USD', institution: 'BAI', iban: 'AO06 0040 0000 0000 0000 0010 1', number: '1234 5678', openingBalance: '-5 mil', openingDate: '2026-01-01' } },
    { method: 'PATCH', url: `/api/accounts/${cashId}`, body: { name: 'Carteira', institution: 'casa', iban: null, number: '12', openingBalance: 0, openingDate: null, archived: false, isDefault: true, currency: 'AOA' } },
    { method: 'GET', url: `/api/accounts/${dollarsId}/series`, query: { ...range, tz: 'Africa/Luanda' } },
    { method: 'PUT', url: '/api/budgets/groceries', body: { amountCents: 10_000, currency: 'AOA' } },
    { method: 'POST', url: '/api/goals', body: { name: 'Casa', targetCents: 50_000, currency: 'AOA', deadline: '2027-01-31' } },
    { method: 'POST', url: `/api/goals/${goalId}/contributions`, body: { amountCents: 100 } },
    { method: 'PUT', url: '/api/account/report-prefs', body: { weekly: true, monthly: false } },
    { method: 'POST', url: '/api/account/sign-up', hashes: true, body: { email: 'novo@example.ao', password: 'muito-segura-1', fullName: 'Novo Utilizador', name: 'Novo', lang: 'pt' } },
    { method: 'POST', url: '/api/account/sign-in', hashes: true, body: { email: 'novo@example.ao', password: 'muito-segura-1' } },
    { method: 'POST', url: '/api/account/forgot-password', body: { email: 'novo@example.ao' } },
    { method: 'POST', url: '/api/account/reset-password', hashes: true, body: { token: 'abc', password: 'muito-segura-2' } },
    { method: 'POST', url: '/api/account/resend-verification', body: { email: 'novo@example.ao' } },
    { method: 'POST', url: '/api/onboarding/phone/send', body: { phone: '+244923000001', botToken: 'x' } },
    { method: 'POST', url: '/api/onboarding/phone/verify', body: { phone: '+244923000001', code: '123456' } },
    { method: 'GET', url: '/api/onboardNewClient', query: { whatsappId: '+244923000001', email: 'a@b.ao' } },
    { method: 'POST', url: '/api/onboardNewClient', body: { whatsappId: '+244923000001', email: 'x@example.ao', fullName: 'Ana Silva', username: 'ana', plan: 'basic', language: 'pt' } },
    { method: 'PUT', url: '/api/onboardNewClient/email', hashes: true, body: { email: 'outro@example.ao', password: 'errada-mas-longa-1' } },
    { method: 'PUT', url: '/api/onboardNewClient/password', hashes: true, body: { currentPassword: 'errada-mas-longa-1', newPassword: 'muito-segura-3' } },
    { method: 'POST', url: '/api/subscription-management', body: { email: 'x@example.ao' } },
    { method: 'POST', url: '/api/renew-subscription', body: { planName: 'basic', duration: 1, totalAmount: 7000, paymentMethod: 'card', card: { number: '4242424242424242', expiry: '12/30', cvc: '123' } } },
    { method: 'GET', url: '/api/payment-intents/00000000-0000-0000-0000-000000000000' },
    { method: 'GET', url: '/api/payments/00000000-0000-0000-0000-000000000000/receipt', query: { lang: 'pt' } },
    { method: 'POST', url: '/api/payments/proxypay/notification', body: { reference_id: 123, amount: '7000.00', custom_fields: { kumbu_intent: 'x' } } },
    { method: 'GET', url: '/api/whatsapp/webhook', query: { 'hub.mode': 'subscribe', 'hub.verify_token': 'x', 'hub.challenge': '1' } },
    { method: 'POST', url: '/dev/whatsapp/send', body: { from: '+244923000002', text: 'olá' } },
  ];

  async function call(route: Route, body: Record<string, unknown> | undefined, query: Record<string, string> | undefined, label: string): Promise<void> {
    const qs = query ? `?${new URLSearchParams(query).toString()}` : '';
    const headers: Record<string, string> = { cookie, 'idempotency-key': `fuzz-${Math.random()}` };
    const res = await t.app.inject({ method: route.method, url: `${route.url}${qs}`, headers, ...(body ? { payload: body } : {}) });
    if (res.statusCode >= 500) bad.push(`${route.method} ${route.url} ${label} → ${res.statusCode} ${res.body.slice(0, 200)}`);
  }

  it('extreme cursors are refused with 400 invalid-cursor', async () => {
    for (const at of ['+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '0000-01-01T00:00:00.000Z', '1899-12-31T23:59:59.999Z']) {
      // Forged: encodeCursor only ever writes dates of stored records.
      const cursor = Buffer.from(`${at}|${recordId}`, 'utf8').toString('base64url');
      const res = await t.app.inject({ method: 'GET', url: `/api/records?start=2026-03-01&end=2026-03-31&cursor=${cursor}`, headers: { cookie } });
      expect(res.statusCode, at).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid-cursor' });
    }
  });

  it('NUL in a text field, year-0 and far-future dates answer 400 in pt and en', async () => {
    for (const payload of [
      { type: 'expense', amount: 500, description: 'a\u0000b' },
      { type: 'expense', amount: 500, date: '0000-01-01' },
      { type: 'expense', amount: 500, date: '+275760-09-13T00:00:00.000Z' },
      { type: 'expense', amount: 500, date: '1899-12-31' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/records', headers: { cookie }, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ code: string }>().code).toMatch(/^(validation-failed|bad-request)$/);
    }
    const en = await t.app.inject({ method: 'GET', url: '/api/records?start=0000-01-01&end=0000-01-31', headers: { cookie, 'accept-language': 'en' } });
    expect(en.statusCode).toBe(400);
    expect(en.json<{ error: string }>().error).toMatch(/not valid|check/i);
  });

  it('every field of every JSON body, one odd value at a time', async () => {
    bad.length = 0;
    for (const route of routes()) {
      for (const field of Object.keys(route.body ?? {})) {
        for (const value of route.hashes ? FEW_ODD_VALUES : ODD_VALUES) {
          await call(route, { ...route.body, [field]: value }, route.query, `${field}=${JSON.stringify(value).slice(0, 40)}`);
        }
      }
      // Arrays and strings where the whole body should be an object.
      if (route.body) for (const value of [[], 'x', '\u0000']) await call(route, value as unknown as Record<string, unknown>, route.query, `body=${JSON.stringify(value)}`);
    }
    expect(bad).toEqual([]);
  });

  it('every query parameter, one odd value at a time (also where the query takes no such parameter)', async () => {
    bad.length = 0;
    for (const route of routes()) {
      for (const field of route.query ? Object.keys(route.query) : ['start']) {
        for (const value of route.hashes ? ODD_QUERY.slice(0, 3) : ODD_QUERY) await call(route, route.body, { ...route.query, [field]: value }, `?${field}=${value.slice(0, 40)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('random JSON bodies at every route (fast-check)', async () => {
    bad.length = 0;
    const odd = fc.constantFrom(...ODD_VALUES);
    const anyJson = fc.oneof(odd, fc.string(), fc.string({ unit: 'binary' }), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
    await fc.assert(fc.asyncProperty(
      fc.constantFrom(...routes()), fc.dictionary(fc.constantFrom('type', 'amount', 'date', 'email', 'name', 'text', 'category', 'amountCents', 'deadline', 'phone'), anyJson, { maxKeys: 4 }),
      async (route, extra) => { await call(route, route.body ? { ...route.body, ...extra } : undefined, route.query, `random ${JSON.stringify(extra).slice(0, 80)}`); },
    ), { numRuns: 100 });
    expect(bad).toEqual([]);
  });

  describe('the imports routes (issue 18)', () => {
    let baiId: string;
    const answers: number[] = [];
    const ids = (): fc.Arbitrary<string> => fc.oneof(fc.constantFrom(baiId, cashId, dollarsId, randomUUID()), fc.constantFrom(...ODD_QUERY), fc.string({ maxLength: 40 }));
    const mutatedFile = fc.oneof(
      fc.constantFrom(...IMPORT_FILES),
      fc.uint8Array({ maxLength: 2_000 }),
      fc.string({ maxLength: 600 }).map((text) => new TextEncoder().encode(text)),
      fc.tuple(fc.constantFrom(...IMPORT_FILES), fc.nat(), fc.nat(200), fc.uint8Array({ maxLength: 40 }))
        .map(([base, at, cut, insert]) => { const i = at % (base.length + 1); return new Uint8Array([...base.subarray(0, i), ...insert, ...base.subarray(i + cut)]); }),
      fc.tuple(fc.constantFrom(...IMPORT_FILES), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 12 }))
        .map(([base, flips]) => { const bytes = base.slice(); for (const [at, value] of flips) bytes[at % bytes.length] = value; return bytes; }),
    );
    // Mostly mappings the schema lets through (small column numbers, headers anywhere), so the
    // reader meets odd mappings rather than only the 400s; sometimes anything at all.
    const column = fc.integer({ min: 0, max: 12 });
    const validMapping = fc.record({
      headerRow: fc.integer({ min: -1, max: 15 }), date: column, valueDate: fc.option(column), description: fc.integer({ min: -1, max: 12 }),
      amount: fc.option(column), debit: fc.option(column), credit: fc.option(column), balance: fc.option(column), fee: fc.option(column),
      status: fc.option(column), reference: fc.option(column), counterparty: fc.option(column), currency: fc.option(column), direction: fc.option(column),
      dateOrder: fc.constantFrom('dmy', 'ymd', 'mdy'), decimalMark: fc.constantFrom(',', '.'),
    }, { requiredKeys: [] });
    const anyMapping = fc.dictionary(fc.constantFrom(...MAPPING_KEYS), fc.oneof(
      fc.integer({ min: -5, max: 20_000 }), fc.constant(null), fc.constantFrom('dmy', 'ymd', 'mdy', ',', '.'), fc.constantFrom(...ODD_VALUES),
    ), { maxKeys: 8 });
    const mapping = fc.oneof({ weight: 4, arbitrary: validMapping }, anyMapping);
    // Functions: the accounts exist only once beforeAll has run.
    const body = (withRemember: boolean) => fc.oneof(
      { weight: 8, arbitrary: fc.record({ accountId: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(baiId, cashId, dollarsId, randomUUID()) }, ids()), mapping, ...(withRemember ? { rememberMapping: fc.oneof(fc.boolean(), fc.constantFrom(...ODD_VALUES)) } : {}) }, { requiredKeys: [] }) },
      fc.constantFrom(...ODD_VALUES),
    );

    async function send(method: Method, url: string, payload: unknown): Promise<number> {
      const res = await t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as string }) });
      if (res.statusCode >= 500) bad.push(`${method} ${url} ${JSON.stringify(payload ?? null).slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 300)}`);
      answers.push(res.statusCode);
      return res.statusCode;
    }
    async function upload(bytes: Uint8Array, query = '', contentType: string | null = 'application/octet-stream'): Promise<{ status: number; uploadId: string | null }> {
      const res = await t.app.inject({ method: 'POST', url: `/api/imports/uploads${query}`, headers: { cookie, ...(contentType === null ? {} : { 'content-type': contentType }) }, payload: Buffer.from(bytes) });
      if (res.statusCode >= 500) bad.push(`upload ${query} ${String(contentType)} ${Buffer.from(bytes.subarray(0, 60)).toString('base64')} → ${res.statusCode} ${res.body.slice(0, 300)}`);
      answers.push(res.statusCode);
      return { status: res.statusCode, uploadId: res.statusCode === 201 ? res.json<{ data: { uploadId: string } }>().data.uploadId : null };
    }

    beforeAll(async () => {
      // The account the BAI fixtures name by IBAN; PDFs are allowed (the fuzzing user is on Unlimited).
      const bai = await insertMoneyAccount(t.database.db, signedUserId, { type: 'bank', name: 'BAI fuzz', iban: 'AO06004000001234567890123', currency: 'AOA' });
      baiId = bai?.id ?? '';
    });

    it('random, truncated and bit-flipped files of every format, with odd names, accounts and content types', async () => {
      bad.length = 0;
      answers.length = 0;
      // Mostly queries the schema takes (so the file gets read), sometimes odd ones.
      const query = fc.oneof(
        { weight: 5, arbitrary: fc.record({ name: fc.string({ maxLength: 100 }), accountId: fc.constantFrom(baiId, cashId, dollarsId, randomUUID()) }, { requiredKeys: [] }) },
        fc.record({ name: fc.oneof(fc.string({ maxLength: 250 }), fc.constantFrom(...ODD_QUERY)), accountId: ids(), other: fc.string({ maxLength: 5 }) }, { requiredKeys: [] }),
      );
      const contentType = fc.constantFrom('application/octet-stream', 'text/csv', 'application/json', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'text/plain; charset=utf-16', 'text/csv; charset=nope', null);
      await fc.assert(fc.asyncProperty(mutatedFile, query, contentType, async (bytes, q, type) => {
        const qs = Object.keys(q).length === 0 ? '' : `?${new URLSearchParams(q).toString()}`;
        await upload(bytes, qs, type);
      }), { numRuns: 150 });
      expect(bad).toEqual([]);
      // Not vacuous: some of the files were read and kept, some refused.
      expect(answers.filter((s) => s === 201).length).toBeGreaterThan(5);
      expect(answers.filter((s) => s === 422).length).toBeGreaterThan(5);
    });

    it('preview with random accounts and column mappings, and odd upload ids', async () => {
      bad.length = 0;
      answers.length = 0;
      // Made here (a person keeps five uploads at most; the earlier tests' went): the tables a mapping applies to.
      const standing: string[] = [];
      for (const file of IMPORT_FILES.slice(0, 4)) standing.push((await upload(file)).uploadId ?? '');
      expect(standing.filter(Boolean)).toHaveLength(4);
      const uploadId = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...standing) }, fc.constant(randomUUID()), fc.constantFrom(...ODD_QUERY), fc.string({ maxLength: 40 }));
      await fc.assert(fc.asyncProperty(uploadId, body(false), async (id, payload) => {
        await send('POST', `/api/imports/uploads/${pathPart(id)}/preview`, payload);
      }), { numRuns: 300 });
      expect(bad).toEqual([]);
      expect(answers.filter((s) => s === 200).length).toBeGreaterThan(5);
    });

    it('commit of fuzzed files with random mappings, then list, reconciliation, undo and delete with odd ids', async () => {
      bad.length = 0;
      answers.length = 0;
      let committed = 0;
      await fc.assert(fc.asyncProperty(mutatedFile, body(true), async (bytes, payload) => {
        const { uploadId } = await upload(bytes);
        if (!uploadId) return;
        if (await send('POST', `/api/imports/uploads/${uploadId}/commit`, payload) === 201) committed++;
        await send('DELETE', `/api/imports/uploads/${uploadId}`, undefined);
      }), { numRuns: 80 });
      // Commits that surely go through too: each readable fixture into the account it names, or BAI.
      for (const file of IMPORT_FILES) {
        const { uploadId } = await upload(file);
        if (uploadId && await send('POST', `/api/imports/uploads/${uploadId}/commit`, { accountId: baiId }) === 201) committed++;
      }
      expect(committed).toBeGreaterThan(0);
      await send('GET', '/api/imports', undefined);
      await send('GET', '/api/imports/reconciliation', undefined);
      const listed = await t.app.inject({ method: 'GET', url: '/api/imports', headers: { cookie } });
      const importIds = listed.json<{ data: { items: { id: string }[] } }>().data.items.map((i) => i.id);
      const importId = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...importIds, randomUUID()) }, fc.constantFrom(...ODD_QUERY), fc.string({ maxLength: 40 }));
      await fc.assert(fc.asyncProperty(importId, fc.oneof(fc.constant(undefined), fc.constantFrom(...ODD_VALUES)), async (id, payload) => {
        await send('POST', `/api/imports/${pathPart(id)}/undo`, payload);
        await send('DELETE', `/api/imports/uploads/${pathPart(id)}`, payload);
      }), { numRuns: 60 });
      await send('GET', '/api/imports/reconciliation', undefined);
      expect(bad).toEqual([]);
    });
  });

  it('the WhatsApp webhook stores a text with NUL and lone surrogates (NUL stripped) and answers 200', async () => {
    const id = wamid();
    const res = await postWebhook(t.app, envelope('244923000003', 'gastei 5\u0000 mil \ud800no táxi', id));
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(inboundMessages).where(eq(inboundMessages.messageId, id));
    const text = (row?.payload as { message: { text: { body: string } } }).message.text.body;
    expect(text).toBe('gastei 5 mil \ufffdno táxi');
    // A NUL in the message id itself: stored without it, still 200.
    const odd = await postWebhook(t.app, envelope('244923000003', 'olá', 'wamid.\u0000NUL'));
    expect(odd.statusCode).toBe(200);
  });
});
