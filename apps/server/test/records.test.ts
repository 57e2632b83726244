import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, signedInUser, type TestApp } from './helpers';

interface Dto { id: string; type: string; amountCents: number; amount: string; currency: string; collection: string; date: string; notes: string | null }

describe('records API', () => {
  let t: TestApp;
  let ana: { cookie: string; token: string };
  let bruno: { cookie: string };
  beforeAll(async () => {
    t = await startTestApp();
    ana = await signedInUser(t.app, 'ana@example.ao');
    bruno = await signedInUser(t.app, 'bruno@example.ao');
  });
  afterAll(async () => { await t.close(); });

  const create = (cookie: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/records', headers: { cookie, ...headers }, payload });

  it('refuses anonymous callers with 401 in the shared answer shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/records?start=2026-11-01&end=2026-11-30' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, status: 401, code: 'unauthenticated', error: 'Sessão expirada. Tente novamente.' });
  });

  it('creates records from every amount form, exactly', async () => {
    const cases: [unknown, number][] = [[5000.5, 500050], ['5000.50', 500050], ['5 mil', 500000], ['1.234.567,89 Kz', 123456789], [0.1 + 0.2, 30]];
    for (const [amount, cents] of cases) {
      const res = await create(ana.cookie, { type: 'EXPENSE', amount, category: 'Teste', date: '2026-11-05T10:00:00+01:00' });
      expect(res.statusCode, String(amount)).toBe(201);
      expect(res.json<{ data: Dto }>().data).toMatchObject({ amountCents: cents, type: 'expense', collection: 'transactions', currency: 'AOA' });
    }
  });

  it('rejects bad input with field errors and writes nothing', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/records?start=2026-01-01&end=2026-12-31', headers: { cookie: ana.cookie } });
    const count = before.json<{ data: { items: Dto[] } }>().data.items.length;
    for (const payload of [{ type: 'gift', amount: 10 }, { type: 'income', amount: -5 }, { type: 'income', amount: 'muito' }, { type: 'income', amount: 10, currency: 'GBP' }, { type: 'income', amount: 10, date: 'ontem' }]) {
      const res = await create(ana.cookie, payload, { 'accept-language': 'en' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'validation-failed' });
    }
    const after = await t.app.inject({ method: 'GET', url: '/api/records?start=2026-01-01&end=2026-12-31', headers: { cookie: ana.cookie } });
    expect(after.json<{ data: { items: Dto[] } }>().data.items.length).toBe(count);
  });

  it('lists start of start day to end of end day (Luanda), newest first, by collection, with load-more cursors', async () => {
    await create(ana.cookie, { type: 'income', amount: 1000, date: '2026-10-31T23:30:00Z' }); // 00:30 on 1 Nov in Luanda
    await create(ana.cookie, { type: 'income', amount: 2000, date: '2026-10-31T22:30:00Z' }); // 23:30 on 31 Oct in Luanda
    await create(ana.cookie, { type: 'debtTaken', amount: 3000, date: '2026-11-30T22:59:00Z' }); // 23:59 on 30 Nov
    const all: Dto[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/records?start=2026-11-01&end=2026-11-30&limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: ana.cookie } });
      const page: { items: Dto[]; nextCursor: string | null } = res.json<{ data: { items: Dto[]; nextCursor: string | null } }>().data;
      if (pages === 0) expect(page.items[0]?.amountCents).toBe(300000);
      all.push(...page.items);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(all).toHaveLength(7);
    expect(all.map((r) => r.amountCents)).toContain(100000);
    expect(all.map((r) => r.amountCents)).not.toContain(200000);
    const dates = all.map((r) => Date.parse(r.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const debts = await t.app.inject({ method: 'GET', url: '/api/records?collection=debts&start=2026-11-01&end=2026-11-30', headers: { cookie: ana.cookie } });
    expect(debts.json<{ data: { items: Dto[] } }>().data.items.map((r) => r.type)).toEqual(['debtTaken']);
    const swapped = await t.app.inject({ method: 'GET', url: '/api/records?collection=debts&start=2026-11-30&end=2026-11-01', headers: { cookie: ana.cookie } });
    expect(swapped.json<{ data: { items: Dto[] } }>().data.items).toHaveLength(1);
  });

  it('refuses a range over 365 days with the spec message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/records?start=2025-01-01&end=2026-01-05', headers: { cookie: ana.cookie, 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'range-too-large', error: 'Selected range is too large for live updates. Try a smaller window.' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/records?start=2026-11-01&end=2026-11-30&cursor=abc', headers: { cookie: ana.cookie } });
    expect(bad.json()).toMatchObject({ code: 'invalid-cursor' });
  });

  it('keeps every user to their own records', async () => {
    const mine = await create(ana.cookie, { type: 'expense', amount: 700, date: '2026-11-15' });
    const id = mine.json<{ data: Dto }>().data.id;
    const list = await t.app.inject({ method: 'GET', url: '/api/records?start=2026-11-01&end=2026-11-30', headers: { cookie: bruno.cookie } });
    expect(list.json<{ data: { items: Dto[] } }>().data.items).toHaveLength(0);
    for (const [method, payload] of [['GET', undefined], ['PATCH', { notes: 'x' }], ['DELETE', undefined]] as const) {
      const res = await t.app.inject({ method, url: `/api/records/${id}`, headers: { cookie: bruno.cookie }, ...(payload ? { payload } : {}) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'record-not-found' });
    }
  });

  it('edits and deletes, and the next listing reflects it at once (read-your-writes through the cache)', async () => {
    const url = '/api/records?start=2026-11-01&end=2026-11-30&limit=500';
    const created = await create(ana.cookie, { type: 'expense', amount: 1234, date: '2026-11-20' }, { authorization: `Bearer ${ana.token}` });
    const id = created.json<{ data: Dto }>().data.id;
    await t.app.inject({ method: 'GET', url, headers: { cookie: ana.cookie } });
    const edited = await t.app.inject({ method: 'PATCH', url: `/api/records/${id}`, headers: { cookie: ana.cookie }, payload: { amount: '99,90', notes: 'corrigido', type: 'loanGiven' } });
    expect(edited.json<{ data: Dto }>().data).toMatchObject({ amountCents: 9990, notes: 'corrigido', collection: 'loansGiven' });
    const listed = await t.app.inject({ method: 'GET', url, headers: { cookie: ana.cookie } });
    expect(listed.json<{ data: { items: Dto[] } }>().data.items.find((r) => r.id === id)?.amountCents).toBe(9990);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/records/${id}`, headers: { cookie: ana.cookie } });
    expect(del.statusCode).toBe(200);
    const gone = await t.app.inject({ method: 'GET', url, headers: { cookie: ana.cookie } });
    expect(gone.json<{ data: { items: Dto[] } }>().data.items.find((r) => r.id === id)).toBeUndefined();
  });

  it('records once when the same Idempotency-Key is sent twice, and refuses it for another body', async () => {
    const payload = { type: 'income', amount: 4242, date: '2026-11-21' };
    const first = await create(ana.cookie, payload, { 'idempotency-key': 'abc-1' });
    const second = await create(ana.cookie, payload, { 'idempotency-key': 'abc-1' });
    expect(second.statusCode).toBe(201);
    expect(second.json<{ data: Dto }>().data.id).toBe(first.json<{ data: Dto }>().data.id);
    const list = await t.app.inject({ method: 'GET', url: '/api/records?start=2026-11-21&end=2026-11-21', headers: { cookie: ana.cookie } });
    expect(list.json<{ data: { items: Dto[] } }>().data.items.filter((r) => r.amountCents === 424200)).toHaveLength(1);
    const conflict = await create(ana.cookie, { ...payload, amount: 1 }, { 'idempotency-key': 'abc-1' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'idempotency-conflict' });
  });
});
