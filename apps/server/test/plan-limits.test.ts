// Plan limits (issue 7, decision 0013), at and over each edge, on a controlled clock:
// Basic's 40 WhatsApp requests a Luanda day, the API's hourly and daily windows per plan
// (free 100/1,000, paid 1,000/10,000, Unlimited none), billing still answering when over,
// and concurrent requests at the edge never letting two through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { testEngines } from '@kumbu/db/testing';
import { rateLimits, subscriptions, usageCounters } from '@kumbu/db/schema';
import type { SubscriptionRow } from '@kumbu/db/accounts';
import { PLAN_LIMITS, clockHour, luandaDay } from '@kumbu/core/plan-limits';
import { DAILY_REQUESTS_TEXT, dailyRequestsReply } from '@kumbu/agent/reply/replies';
import { startTestApp, signedInUser, type TestApp } from './helpers';
import { SIMULATOR_ENV } from './whatsapp-helpers';
import { chat, copilotUser, userRecords } from './copilot-helpers';
import { forgetPlan } from '../src/features/limits/plan-cache';
import { countApiRequest } from '../src/features/limits/api-counter';
import { apiCounterOf } from '../src/features/limits/api-limits';
import { countUsage, monthlyUsage, spendMonthly, usageLeft } from '../src/features/limits/usage-counters';

const H = 3_600_000;
const D = 24 * H;
// 14:20 in Luanda on a Sunday; every test moves this clock explicitly.
const START = new Date('2026-11-22T13:20:00.000Z');
const SETTINGS = 'http://localhost:3999/settings';

type Plan = Pick<SubscriptionRow, 'tier' | 'status' | 'trial' | 'trialStartDate' | 'trialEndsAt' | 'expiresAt'>;
const paidPlan = (tier: string, now: Date): Plan => ({ tier, status: 'active', trial: false, trialStartDate: null, trialEndsAt: null, expiresAt: new Date(now.getTime() + 365 * D) });
const trialOf = (tier: string, now: Date, endsInMs: number): Plan => ({
  tier, status: 'trial', trial: true, trialStartDate: new Date(now.getTime() + endsInMs - 7 * D), trialEndsAt: new Date(now.getTime() + endsInMs), expiresAt: new Date(now.getTime() + endsInMs),
});

describe.each(testEngines())('plan limits (%s)', (engine) => {
  let t: TestApp;
  const clock = { now: START };
  beforeAll(async () => { t = await startTestApp(engine, SIMULATOR_ENV, { whatsappPollMs: 20, now: () => clock.now }); });
  afterAll(async () => { await t.close(); });

  const setPlan = async (userId: string, plan: Plan): Promise<void> => {
    await t.database.db.update(subscriptions).set(plan).where(eq(subscriptions.userId, userId));
    forgetPlan(t.app.kumbu, userId);
  };
  const whatsappCount = async (userId: string): Promise<number | null> => {
    const [row] = await t.database.db.select().from(usageCounters)
      .where(and(eq(usageCounters.userId, userId), eq(usageCounters.metric, 'whatsapp-requests'), eq(usageCounters.period, luandaDay(clock.now).day)));
    return row?.count ?? null;
  };
  const setWhatsappCount = async (userId: string, count: number): Promise<void> => {
    await t.database.db.insert(usageCounters).values({ userId, metric: 'whatsapp-requests', period: luandaDay(clock.now).day, count })
      .onConflictDoUpdate({ target: [usageCounters.userId, usageCounters.metric, usageCounters.period], set: { count } });
  };

  describe('WhatsApp: Basic’s 40 requests a day', () => {
    it('the 40th request is recorded; the 41st is NOT, says so with the reset time and the upgrade link; help still answers; the next Luanda day works again', async () => {
      clock.now = START;
      const { waId, userId } = await copilotUser(t, 'pt');
      await setPlan(userId, paidPlan('basic', clock.now));

      const first = await chat(t, waId, 'gastei 5 mil no candongueiro');
      expect(first[0]).toMatch(/^✅ Despesa registada/);
      expect(await whatsappCount(userId)).toBe(1);
      // Help, greetings and messages not understood are not requests.
      await chat(t, waId, 'ajuda');
      expect(await whatsappCount(userId)).toBe(1);

      await setWhatsappCount(userId, 39);
      const fortieth = await chat(t, waId, 'gastei 2 mil de pão');
      expect(fortieth[0]).toMatch(/^✅ Despesa registada/);
      expect(await whatsappCount(userId)).toBe(40);
      expect(await userRecords(t, userId)).toHaveLength(2);

      const refused = await chat(t, waId, 'gastei 3 mil de gasolina');
      expect(refused).toHaveLength(1);
      expect(refused[0]).toContain('Esta mensagem NÃO foi registada');
      expect(refused[0]).toContain('40 pedidos de hoje');
      expect(refused[0]).toContain('renova às 00:00 de 23 de novembro de 2026 (hora de Luanda)');
      expect(refused[0]).toContain(SETTINGS);
      expect(await userRecords(t, userId)).toHaveLength(2);
      expect(await whatsappCount(userId)).toBe(40);
      // A question is a request too; help is not.
      expect((await chat(t, waId, 'quanto gastei este mês?'))[0]).toContain('NÃO foi registada');
      expect((await chat(t, waId, 'ajuda'))[0]).not.toContain('NÃO');

      // 23:59:59 in Luanda is still today; one second later it is a new day.
      clock.now = new Date('2026-11-22T22:59:59.000Z');
      expect((await chat(t, waId, 'gastei 1 mil de água'))[0]).toContain('NÃO foi registada');
      clock.now = new Date('2026-11-22T23:00:00.000Z');
      const nextDay = await chat(t, waId, 'gastei 1 mil de água');
      expect(nextDay[0]).toMatch(/^✅ Despesa registada/);
      expect(await userRecords(t, userId)).toHaveLength(3);
      expect(await whatsappCount(userId)).toBe(1);
    });

    it('in English too, and the free allowance (a lapsed trial) has the same daily cap', async () => {
      clock.now = START;
      const { waId, userId } = await copilotUser(t, 'en');
      await setPlan(userId, trialOf('standard', clock.now, -H));
      await setWhatsappCount(userId, PLAN_LIMITS.free.whatsappRequestsPerDay ?? 0);
      const refused = await chat(t, waId, 'spent 1000 on bread');
      expect(refused).toHaveLength(1);
      expect(refused[0]).toContain('This message was NOT recorded');
      expect(refused[0]).toContain('resets at 00:00 on Nov 23, 2026 (Luanda time)');
      expect(refused[0]).toContain(SETTINGS);
      expect(await userRecords(t, userId)).toHaveLength(0);
    });

    it('Standard (and its trial) is unlimited: no counter is kept at all', async () => {
      clock.now = START;
      const { waId, userId } = await copilotUser(t, 'pt');
      await setPlan(userId, paidPlan('standard', clock.now));
      for (let i = 0; i < 3; i++) expect((await chat(t, waId, `gastei ${i + 1} mil de pão`))[0]).toMatch(/^✅ Despesa registada/);
      expect(await whatsappCount(userId)).toBeNull();
      // Even a counter far past Basic's cap does not matter on Standard.
      await setWhatsappCount(userId, 500);
      expect((await chat(t, waId, 'gastei 9 mil de pão'))[0]).toMatch(/^✅ Despesa registada/);
      await setPlan(userId, trialOf('standard', clock.now, 3 * D));
      expect((await chat(t, waId, 'gastei 8 mil de pão'))[0]).toMatch(/^✅ Despesa registada/);
      expect(await userRecords(t, userId)).toHaveLength(5);
    });

    it('a Basic trial has Basic’s cap', async () => {
      clock.now = START;
      const { waId, userId } = await copilotUser(t, 'pt');
      await setPlan(userId, trialOf('basic', clock.now, 3 * D));
      await setWhatsappCount(userId, 40);
      expect((await chat(t, waId, 'gastei 5 mil no candongueiro'))[0]).toContain('NÃO foi registada');
    });
  });

  describe('API: hourly and daily windows', () => {
    const records = (cookie: string, lang = 'pt'): Promise<LightMyRequestResponse> =>
      t.app.inject({ method: 'GET', url: '/api/records?start=2026-11-01&end=2026-11-30', headers: { cookie, 'accept-language': lang } });
    const seedWindow = async (userId: string, window: 'hour' | 'day', count: number): Promise<void> => {
      const key = `kumbu:api-${window}:${userId}`;
      const start = window === 'hour' ? clockHour(clock.now).start.getTime() : luandaDay(clock.now).start.getTime();
      await t.database.db.insert(rateLimits).values({ id: key, key, count, lastRequest: start })
        .onConflictDoUpdate({ target: rateLimits.key, set: { count, lastRequest: start } });
    };
    let n = 0;
    const user = async (plan: (now: Date) => Plan): Promise<{ cookie: string; userId: string }> => {
      n++;
      const u = await signedInUser(t.app, `limites-${engine}-${n}@kumbu.ao`);
      await setPlan(u.userId, plan(clock.now));
      return u;
    };

    it('free (lapsed trial): the 100th call of the hour answers, the 101st is 429 with Retry-After, the code, the reset time and the upgrade link; the next hour answers again', async () => {
      clock.now = START;
      const { cookie } = await user((now) => trialOf('standard', now, -D));
      for (let i = 1; i <= 100; i++) {
        const res = await records(cookie);
        if (res.statusCode !== 200) throw new Error(`call ${i} answered ${res.statusCode}: ${res.body}`);
      }
      const over = await records(cookie);
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBe(String(40 * 60)); // 13:20 UTC → 14:00 UTC
      const body = over.json<{ code: string; error: string; retryAfter: number; resetAt: string; upgradeUrl: string }>();
      expect(body.code).toBe('plan-limit-hour');
      expect(body.retryAfter).toBe(2400);
      expect(body.resetAt).toBe('2026-11-22T14:00:00.000Z');
      expect(body.upgradeUrl).toBe(SETTINGS);
      expect(body.error).toBe(`Atingiu o limite de 100 pedidos por hora do seu plano. O limite renova às 15:00 (hora de Luanda). Para mais pedidos, mude de plano em ${SETTINGS}`);
      const en = await records(cookie, 'en');
      expect(en.json<{ error: string }>().error).toContain('limit of 100 requests an hour. It resets at 15:00 (Luanda time)');

      // Budgets, goals, summary and export count too; account and billing endpoints never do.
      expect((await t.app.inject({ method: 'GET', url: '/api/budgets', headers: { cookie } })).statusCode).toBe(429);
      expect((await t.app.inject({ method: 'GET', url: '/api/records/summary?start=2026-11-01&end=2026-11-30', headers: { cookie } })).statusCode).toBe(429);
      expect((await t.app.inject({ method: 'POST', url: '/api/subscription-management', headers: { cookie }, payload: {} })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } })).statusCode).toBe(200);

      clock.now = new Date('2026-11-22T13:59:59.999Z');
      expect((await records(cookie)).statusCode).toBe(429);
      clock.now = new Date('2026-11-22T14:00:00.000Z');
      expect((await records(cookie)).statusCode).toBe(200);
    });

    it('free: the 1,000th call of the Luanda day answers, the 1,001st is 429 until Luanda midnight', async () => {
      clock.now = new Date('2026-11-22T18:30:00.000Z');
      const { cookie, userId } = await user((now) => ({ ...paidPlan('basic', now), status: 'free' }));
      await seedWindow(userId, 'day', 999);
      expect((await records(cookie)).statusCode).toBe(200);
      const over = await records(cookie);
      expect(over.statusCode).toBe(429);
      expect(over.json<{ code: string }>().code).toBe('plan-limit-day');
      expect(over.headers['retry-after']).toBe(String(4.5 * 3600)); // 19:30 Luanda → midnight
      expect(over.json<{ error: string }>().error).toContain('O limite renova às 00:00 de 23 de novembro de 2026 (hora de Luanda)');
      clock.now = new Date('2026-11-22T23:00:00.000Z');
      expect((await records(cookie)).statusCode).toBe(200);
    });

    it('Pro: 1,000 an hour and 10,000 a day', async () => {
      clock.now = START;
      const { cookie, userId } = await user((now) => paidPlan('premium', now));
      await seedWindow(userId, 'hour', 999);
      expect((await records(cookie)).statusCode).toBe(200);
      const overHour = await records(cookie);
      expect(overHour.statusCode).toBe(429);
      expect(overHour.json<{ code: string }>().code).toBe('plan-limit-hour');
      clock.now = new Date(START.getTime() + H);
      await seedWindow(userId, 'day', 9_999);
      expect((await records(cookie)).statusCode).toBe(200);
      const overDay = await records(cookie);
      expect(overDay.statusCode).toBe(429);
      expect(overDay.json<{ code: string }>().code).toBe('plan-limit-day');
    });

    it('a Standard trial counts against the paid limits; Unlimited keeps no counter at all', async () => {
      clock.now = START;
      const standard = await user((now) => trialOf('standard', now, 3 * D));
      expect((await records(standard.cookie)).statusCode).toBe(200);
      const [hourRow] = await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, `kumbu:api-hour:${standard.userId}`));
      expect(hourRow?.count).toBe(1);
      await seedWindow(standard.userId, 'hour', 1_000);
      // The 1,000 come from "another instance": this one counts in memory and sees them at its
      // next sync (within SYNC_MS, api-counter-buffer.ts); here at once.
      await apiCounterOf(t.app.kumbu)?.resync(standard.userId);
      expect((await records(standard.cookie)).statusCode).toBe(429);

      const unlimited = await user((now) => paidPlan('unlimited', now));
      await seedWindow(unlimited.userId, 'hour', 50_000);
      for (let i = 0; i < 3; i++) expect((await records(unlimited.cookie)).statusCode).toBe(200);
      const [untouched] = await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, `kumbu:api-hour:${unlimited.userId}`));
      expect(untouched?.count).toBe(50_000);
    });

    it('calls without a session are not counted (the route answers 401)', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/records?start=2026-11-01&end=2026-11-30' });
      expect(res.statusCode).toBe(401);
    });

    it('concurrent calls at the edge: exactly the calls left get through', async () => {
      clock.now = START;
      const { cookie, userId } = await user((now) => trialOf('standard', now, -D));
      await seedWindow(userId, 'hour', 95);
      const answers = await Promise.all(Array.from({ length: 20 }, () => records(cookie)));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(15);
    });

    it('calls far from the limit are counted in memory and written in batches; none is lost, and the last tenth is counted call by call', async () => {
      clock.now = START;
      const { cookie, userId } = await user((now) => trialOf('standard', now, -D));
      const hourCount = async (): Promise<number | undefined> =>
        (await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, `kumbu:api-hour:${userId}`)))[0]?.count;
      for (let i = 0; i < 30; i++) expect((await records(cookie)).statusCode).toBe(200);
      // The first call was written at once; the others wait for the batch (or a sync a second later): never more than were made.
      expect(await hourCount()).toBeLessThanOrEqual(30);
      await apiCounterOf(t.app.kumbu)?.flush();
      expect(await hourCount()).toBe(30);
      // Up to the limit of 100 an hour, then refused: the same edge as without the buffer.
      for (let i = 30; i < 100; i++) expect((await records(cookie)).statusCode).toBe(200);
      expect((await records(cookie)).statusCode).toBe(429);
      await apiCounterOf(t.app.kumbu)?.flush();
      expect(await hourCount()).toBe(101);
    });

    it('a new user\'s first calls arriving at once all count: the counter rows are created once, never a duplicate-key error', async () => {
      // The two counter rows do not exist yet, so concurrent inserts race for them (on
      // PostgreSQL each statement has its own connection). A hundred users, twenty at once each:
      // before the fix about one user in ten met a 23505 on the table's second unique key.
      const limits = PLAN_LIMITS.premium;
      for (let i = 0; i < 100; i++) {
        const userId = `race-${engine}-${i}-${Date.now()}`;
        const outcomes = await Promise.all(Array.from({ length: 20 }, () => countApiRequest(t.database.db, userId, limits, START)));
        expect(outcomes.every((o) => o.allowed)).toBe(true);
        const [row] = await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, `kumbu:api-hour:${userId}`));
        expect(row?.count).toBe(20);
      }
    });
  });

  describe('usage counters (voice, OCR, WhatsApp) and the subscription answer', () => {
    it('spends voice seconds and OCR pages all or nothing within the month’s quota; a new month starts again', async () => {
      clock.now = START;
      const { userId, cookie } = await signedInUser(t.app, `uso-${engine}@kumbu.ao`);
      const limits = PLAN_LIMITS.standard;
      expect(await spendMonthly(t.database.db, userId, limits, 'ocr-pages', 590, clock.now)).toEqual({ allowed: true, used: 590, left: 10, resetDay: '2026-12-01' });
      expect(await spendMonthly(t.database.db, userId, limits, 'ocr-pages', 10, clock.now)).toMatchObject({ allowed: true, used: 600, left: 0 });
      expect(await spendMonthly(t.database.db, userId, limits, 'ocr-pages', 1, clock.now)).toMatchObject({ allowed: false, used: 600, left: 0 });
      expect(await spendMonthly(t.database.db, userId, limits, 'voice-seconds', 18_001, clock.now)).toMatchObject({ allowed: false, used: 0, left: 18_000 });
      expect(await spendMonthly(t.database.db, userId, limits, 'voice-seconds', 90, clock.now)).toMatchObject({ allowed: true, used: 90, left: 17_910 });
      expect(await spendMonthly(t.database.db, userId, PLAN_LIMITS.basic, 'voice-seconds', 1, clock.now)).toMatchObject({ allowed: false });
      expect(await usageLeft(t.database.db, userId, limits, 'voice-seconds', clock.now)).toBe(17_910);
      expect(await countUsage(t.database.db, userId, 'voice-seconds', 10, clock.now)).toBe(100);
      expect(await monthlyUsage(t.database.db, userId, new Date('2026-12-01T00:00:00.000Z'))).toEqual({ 'voice-seconds': 0, 'ocr-pages': 0 });
      expect(await monthlyUsage(t.database.db, userId, clock.now)).toEqual({ 'voice-seconds': 100, 'ocr-pages': 600 });

      const res = await t.app.inject({ method: 'POST', url: '/api/subscription-management', headers: { cookie }, payload: {} });
      expect(res.statusCode).toBe(200);
      const usage = res.json<{ data: { payment: { usageThisCycle: Record<string, unknown> } } }>().data.payment.usageThisCycle;
      expect(usage).toMatchObject({
        limitsPlan: 'standard', whatsappRequestsToday: 0, whatsappRequestsPerDay: null, apiRequestsPerHour: 1_000, apiRequestsPerDay: 10_000,
        voiceSecondsUsed: 100, voiceMinutesPerMonth: 300, ocrPagesUsed: 600, ocrPagesPerMonth: 600,
      });
    });

    it('concurrent WhatsApp requests at the cap: exactly the requests left are counted', async () => {
      clock.now = START;
      const { userId } = await signedInUser(t.app, `concorrente-${engine}@kumbu.ao`);
      await setWhatsappCount(userId, 37);
      const results = await Promise.all(Array.from({ length: 8 }, () =>
        t.database.db.transaction((tx) => countUsage(tx, userId, 'whatsapp-requests', 1, clock.now, 40))));
      expect(results.filter((r) => r !== null).sort()).toEqual([38, 39, 40]);
      expect(await whatsappCount(userId)).toBe(40);
    });
  });

  it('the daily-cap reply exists in both languages, every slot filled', () => {
    for (const lang of ['pt', 'en'] as const) {
      expect(DAILY_REQUESTS_TEXT[lang]).toContain('{reset}');
      const text = dailyRequestsReply(lang, 40, '2026-11-23', SETTINGS).text;
      expect(text).not.toMatch(/\{\w+\}/);
      expect(text).toContain(SETTINGS);
    }
  });
});
