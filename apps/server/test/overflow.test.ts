// Issue 14 item 5: amounts are capped at MAX_AMOUNT_CENTS (one trillion kwanza) on every path
// that writes one, and sums never fail — even over oversized rows stored before the cap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTS } from '@kumbu/core/money';
import { insertRecord } from '@kumbu/db/records';
import { testEngines } from '@kumbu/db/testing';
import { signedInUser, type TestApp } from './helpers';
import { chat, copilotUser, startCopilotApp, userRecords } from './copilot-helpers';

// The audit's record: 90 071 992 547 409,90 Kz, written before there was a cap.
const LEGACY_CENTS = 9_007_199_254_740_990;
const EMPTY = { category: null, party: null, description: null, notes: null };

describe.each(testEngines())('amount cap and safe sums (%s)', (engine) => {
  let t: TestApp;
  let ana: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await startCopilotApp(engine);
    ana = await signedInUser(t.app, `overflow-${engine}@example.ao`);
  });
  afterAll(async () => { await t.close(); });

  const inject = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object, cookie = ana.cookie) =>
    t.app.inject({ method, url, headers: { cookie }, payload });

  it('is one trillion kwanza', () => {
    expect(MAX_AMOUNT_CENTS).toBe(100_000_000_000_000);
  });

  it('POST and PATCH /api/records accept the cap and refuse a cêntimo more, in every amount form', async () => {
    const ok = await inject('POST', '/api/records', { type: 'income', amount: '1000000000000.00', date: '2026-03-02' });
    expect(ok.statusCode).toBe(201);
    for (const amount of ['1000000000000.01', 1000000000000.01, '90071992547409.90', 90071992547409.9, '2 biliões', 1e21]) {
      const res = await inject('POST', '/api/records', { type: 'income', amount, date: '2026-03-02' });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation-failed', fields: [{ field: 'amount' }] });
    }
    const id = ok.json<{ data: { id: string } }>().data.id;
    const patched = await inject('PATCH', `/api/records/${id}`, { amount: '1000000000000.01' });
    expect(patched.statusCode).toBe(400);
  });

  it('budgets, goals and contributions refuse amounts over the cap', async () => {
    const over = MAX_AMOUNT_CENTS + 1;
    expect((await inject('PUT', '/api/budgets/groceries', { amountCents: over })).statusCode).toBe(400);
    expect((await inject('POST', '/api/goals', { name: 'Casa', targetCents: over })).statusCode).toBe(400);
    const goal = await inject('POST', '/api/goals', { name: 'Casa', targetCents: MAX_AMOUNT_CENTS });
    expect(goal.statusCode).toBe(201);
    const goalId = goal.json<{ data: { id: string } }>().data.id;
    expect((await inject('POST', `/api/goals/${goalId}/contributions`, { amountCents: over })).statusCode).toBe(400);
    // Contributions may not push what is saved past the cap either (the sum would stop being exact).
    expect((await inject('POST', `/api/goals/${goalId}/contributions`, { amountCents: MAX_AMOUNT_CENTS })).statusCode).toBe(200);
    const again = await inject('POST', `/api/goals/${goalId}/contributions`, { amountCents: MAX_AMOUNT_CENTS });
    expect(again.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/goals', headers: { cookie: ana.cookie } })).statusCode).toBe(200);
  });

  it('a legacy oversized record no longer breaks the summary, the listing or the budgets', async () => {
    const bruno = await signedInUser(t.app, `overflow-legacy-${engine}@example.ao`);
    const db = t.app.kumbu.database.db;
    const at = new Date('2026-04-10T12:00:00Z');
    await insertRecord(db, bruno.userId, { ...EMPTY, kind: 'income', amountCents: LEGACY_CENTS, currency: 'AOA', occurredAt: at });
    await insertRecord(db, bruno.userId, { ...EMPTY, kind: 'income', amountCents: 50_000_00, currency: 'AOA', occurredAt: at });
    await insertRecord(db, bruno.userId, { ...EMPTY, kind: 'debtTaken', amountCents: LEGACY_CENTS, currency: 'AOA', party: 'Zeca', occurredAt: at });
    await insertRecord(db, bruno.userId, { ...EMPTY, kind: 'debtTaken', amountCents: 50_000_00, currency: 'AOA', party: 'Zeca', occurredAt: at });
    await insertRecord(db, bruno.userId, { ...EMPTY, kind: 'expense', amountCents: LEGACY_CENTS, currency: 'AOA', category: 'Supermercado', occurredAt: new Date() });
    await insertRecord(db, bruno.userId, { ...EMPTY, kind: 'expense', amountCents: 50_000_00, currency: 'AOA', category: 'Supermercado', occurredAt: new Date() });
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: bruno.cookie } });
    const summary = await get('/api/records/summary?start=2026-04-01&end=2026-04-30');
    expect(summary.statusCode, summary.body).toBe(200);
    expect((await get('/api/records?start=2026-04-01&end=2026-04-30')).statusCode).toBe(200);
    expect((await inject('PUT', '/api/budgets/groceries', { amountCents: 100_00 }, bruno.cookie)).statusCode).toBe(200);
    expect((await get('/api/budgets')).statusCode).toBe(200);
  });

  it('WhatsApp: an amount over the cap gets a clear reply in pt and en, nothing recorded, nothing parked', async () => {
    const pt = await copilotUser(t, 'pt');
    const [reply] = await chat(t, pt.waId, 'recebi 5000000000000 kz de salário');
    expect(reply).toContain('1 000 000 000 000,00 Kz');
    expect(reply).toMatch(/Nada foi registado/);
    const en = await copilotUser(t, 'en');
    const [replyEn] = await chat(t, en.waId, 'I spent 90071992547409.90 kz on rent');
    expect(replyEn).toMatch(/Nothing was recorded/);
    expect(await userRecords(t, pt.userId)).toHaveLength(0);
    expect(await userRecords(t, en.userId)).toHaveLength(0);
  });

  it('WhatsApp: a user with a legacy oversized record still gets answers', async () => {
    const u = await copilotUser(t, 'pt');
    const db = t.app.kumbu.database.db;
    await insertRecord(db, u.userId, { ...EMPTY, kind: 'income', amountCents: LEGACY_CENTS, currency: 'AOA', occurredAt: new Date() });
    await insertRecord(db, u.userId, { ...EMPTY, kind: 'loanGiven', amountCents: LEGACY_CENTS, currency: 'AOA', party: 'João', occurredAt: new Date() });
    const [recorded] = await chat(t, u.waId, 'recebi 5 mil de salário');
    expect(recorded).toContain('✅ Receita registada: 5 000,00 Kz');
    const [lent] = await chat(t, u.waId, 'emprestei 20 mil ao João');
    expect(lent).toContain('20 000,00 Kz');
    const [asked] = await chat(t, u.waId, 'quanto ganhei este mês?');
    expect(asked).toBeTruthy();
  });
});
