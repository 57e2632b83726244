// The free allowance (DECISIONS.md: 50 recorded transactions a month after an unpaid trial)
// holds on POST /api/records — the dashboard's "Adicionar registo" — as on WhatsApp: the same
// words, a 402 with the limit, the renewal and the Settings link, and never a 51st record,
// even from requests sent at the same moment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { testEngines } from '@kumbu/db/testing';
import { records, subscriptions } from '@kumbu/db/schema';
import { startFreeAllowance, startTrial } from '@kumbu/db/accounts';
import { insertRecords, type RecordInput } from '@kumbu/db/records';
import { startTestApp, signedInUser, type TestApp } from './helpers';

const SETTINGS = 'http://localhost:3999/settings';

describe.each(testEngines())('free allowance on the records API (%s)', (engine) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => { t = await startTestApp(engine); });
  afterAll(async () => { await t.close(); });

  /** A signed-in account whose trial ended yesterday, with `used` records already this month. */
  const lapsedUser = async (used: number) => {
    const u = await signedInUser(t.app, `free-${engine}-${++n}@example.ao`);
    const past = new Date(Date.now() - 86_400_000);
    await startTrial(t.database.db, u.userId, new Date(Date.now() - 8 * 86_400_000));
    await t.database.db.update(subscriptions).set({ trialEndsAt: past, expiresAt: past }).where(eq(subscriptions.userId, u.userId));
    await fill(u.userId, used);
    return u;
  };
  const fill = async (userId: string, k: number) => {
    if (k === 0) return;
    const one: RecordInput = { kind: 'expense', amountCents: 100, currency: 'AOA', category: 'other', party: null, description: null, notes: null, occurredAt: new Date() };
    await insertRecords(t.database.db, userId, Array.from({ length: k }, () => one));
  };
  const stored = async (userId: string) =>
    (await t.database.db.select({ n: count() }).from(records).where(eq(records.userId, userId)))[0]?.n ?? 0;
  const post = (cookie: string, headers: Record<string, string> = {}, amount = 1500) =>
    t.app.inject({ method: 'POST', url: '/api/records', headers: { cookie, ...headers }, payload: { type: 'expense', amount, description: 'Pão' } });

  it('records the 50th, refuses the 51st with 402, the limit, the renewal day and the Settings link (en)', async () => {
    const u = await lapsedUser(49);
    expect((await post(u.cookie)).statusCode).toBe(201);
    const refused = await post(u.cookie, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(402);
    const body = refused.json<{ success: boolean; code: string; error: string; limit: number; resetAt: string; upgradeUrl: string }>();
    expect(body).toMatchObject({ success: false, status: 402, code: 'free-allowance-reached', limit: 50, upgradeUrl: SETTINGS });
    expect(body.error).toMatch(/^This record was NOT saved: you have used this month's 50 free records\. The allowance renews on [A-Z][a-z]{2} 1, \d{4}\. To record without limits, subscribe at http:\/\/localhost:3999\/settings$/);
    // The first instant of next month in Luanda (UTC+1): 23:00 UTC on the last day.
    expect(body.resetAt).toMatch(/T23:00:00\.000Z$/);
    expect(await stored(u.userId)).toBe(50);
  });

  it('says it in Portuguese by default, and a refused Idempotency-Key can be used again once allowed', async () => {
    const u = await lapsedUser(50);
    const refused = await post(u.cookie, { 'idempotency-key': 'add-1' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json<{ error: string }>().error).toMatch(/^Este registo NÃO foi guardado: já usou os 50 registos gratuitos deste mês\. O limite renova a 1 de [a-zç]+ de \d{4}\. Para registar sem limites, subscreva em http:\/\/localhost:3999\/settings$/);
    // Paying lifts it at once: the same key now records.
    await t.database.db.update(subscriptions).set({ status: 'active', trial: false, expiresAt: new Date(Date.now() + 30 * 86_400_000) }).where(eq(subscriptions.userId, u.userId));
    expect((await post(u.cookie, { 'idempotency-key': 'add-1' })).statusCode).toBe(201);
    expect(await stored(u.userId)).toBe(51);
  });

  it('never lets concurrent requests squeeze past the limit', async () => {
    const u = await lapsedUser(46);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post(u.cookie, {}, 100 + i)));
    const codes = answers.map((a) => a.statusCode).sort();
    // Every answer is a 201 or a 402: never a 5xx, never a lock or pool error leaking out.
    expect(answers.filter((a) => a.statusCode !== 201 && a.statusCode !== 402).map((a) => `${a.statusCode} ${a.body}`)).toEqual([]);
    expect(codes.filter((c) => c === 201)).toHaveLength(4);
    expect(codes.filter((c) => c === 402)).toHaveLength(8);
    expect(await stored(u.userId)).toBe(50);
  });

  it('holds on the free plan chosen at sign-up; a running trial and an account without a plan row record freely', async () => {
    const free = await signedInUser(t.app, `free-plan-${engine}@example.ao`);
    await startFreeAllowance(t.database.db, free.userId);
    await t.database.db.update(subscriptions).set({ tier: 'basic', status: 'free', trial: false, trialStartDate: null, trialEndsAt: null, expiresAt: null }).where(eq(subscriptions.userId, free.userId));
    await fill(free.userId, 50);
    expect((await post(free.cookie)).statusCode).toBe(402);
    const trial = await signedInUser(t.app, `trial-${engine}@example.ao`);
    await startTrial(t.database.db, trial.userId, new Date());
    await t.database.db.update(subscriptions).set({ status: 'trial', trial: true, trialEndsAt: new Date(Date.now() + 86_400_000) }).where(eq(subscriptions.userId, trial.userId));
    await fill(trial.userId, 60);
    expect((await post(trial.cookie)).statusCode).toBe(201);
    const none = await signedInUser(t.app, `no-plan-${engine}@example.ao`);
    await t.database.db.delete(subscriptions).where(eq(subscriptions.userId, none.userId));
    await fill(none.userId, 60);
    expect((await post(none.cookie)).statusCode).toBe(201);
  });
});
