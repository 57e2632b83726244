// POST /api/subscription-management on every engine: the answer's shape, an empty history,
// two people's payments kept apart (newest first), the month's record count in Luanda,
// trial arithmetic on a controlled clock, and the refusals (401, 403, unverified).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testEngines } from '@kumbu/db/testing';
import { payments, records, subscriptions, users } from '@kumbu/db/schema';
import { startTestApp, signedInUser, type TestApp } from './helpers';
import { TestClock } from './onboarding-helpers';
import { luandaMonth } from '../src/features/subscription/subscription-route';

const H = 3_600_000;
const D = 24 * H;

interface Payment { id: string; paidAt: string; plan: string; duration: string; amount: string; amountCents: number; currency: string; receiptUrl: string | null }
interface Data {
  asOf: string;
  profile: { fullName: string; userName: string | null; whatsappId: string | null; language: string; createdAt: string };
  subscription: { tier: string; status: string; trial: boolean; trialStartDate: string | null; trialEndsAt: string | null; expiresAt: string | null } | null;
  trial: { active: boolean; daysLeft: number; hoursLeft: number; endsAt: string | null } | null;
  payment: { usageThisCycle: { recordsThisMonth: number; freeAllowance: number; periodStart: string; periodEnd: string }; paymentHistory: Payment[]; subscription: unknown };
}
interface Answer { success: boolean; status: number; code?: string; data: Data }

describe('Luanda calendar month', () => {
  it('starts at local midnight on the 1st (UTC+1) and rolls over the year', () => {
    expect(luandaMonth(new Date('2026-03-10T12:00:00Z'))).toEqual({ start: new Date('2026-02-28T23:00:00Z'), end: new Date('2026-03-31T23:00:00Z') });
    // 23:30 UTC on 31 December is already 1 January in Luanda.
    expect(luandaMonth(new Date('2025-12-31T23:30:00Z'))).toEqual({ start: new Date('2025-12-31T23:00:00Z'), end: new Date('2026-01-31T23:00:00Z') });
    expect(luandaMonth(new Date('2025-12-15T10:00:00Z')).end).toEqual(new Date('2025-12-31T23:00:00Z'));
  });
});

describe.each(testEngines())('subscription data on %s', (engine) => {
  let t: TestApp;
  const clock = new TestClock(Date.parse('2026-03-10T09:30:00.000Z'));
  beforeAll(async () => { t = await startTestApp(engine, {}, { now: clock.now }); });
  afterAll(async () => { await t.close(); });

  const call = (headers: Record<string, string>, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: '/api/subscription-management', headers, payload });
  const setTrial = (userId: string, start: Date) => t.database.db.update(subscriptions)
    .set({ trial: true, status: 'trial', trialStartDate: start, trialEndsAt: new Date(start.getTime() + 7 * D), expiresAt: new Date(start.getTime() + 7 * D) })
    .where(eq(subscriptions.userId, userId));
  const addPayment = (userId: string, paidAt: string, amountCents: number, extra: Partial<typeof payments.$inferInsert> = {}) =>
    t.database.db.insert(payments).values({ userId, paidAt: new Date(paidAt), plan: 'premium', duration: '1_month', amountCents, ...extra });
  const addRecord = (userId: string, createdAt: string) => t.database.db.insert(records)
    .values({ userId, collection: 'transactions', kind: 'expense', amountCents: 500_000, occurredAt: new Date(createdAt), createdAt: new Date(createdAt) });

  it('answers profile, subscription, trial and payment data; an empty history for a new account', async () => {
    const ana = await signedInUser(t.app, 'ana.sub@example.ao');
    await setTrial(ana.userId, new Date(clock.ms - 2 * D));
    const res = await call({ cookie: ana.cookie }, { firebase_uid: ana.userId });
    expect(res.statusCode).toBe(200);
    const answer = res.json<Answer>();
    expect(answer).toMatchObject({ success: true, status: 200 });
    const { data } = answer;
    expect(data.asOf).toBe('2026-03-10T09:30:00.000Z');
    expect(data.profile).toEqual({ fullName: 'Teste Kumbu', userName: null, whatsappId: null, language: 'pt', createdAt: expect.any(String) as string });
    expect(data.subscription).toEqual({
      tier: 'standard', status: 'trial', trial: true,
      trialStartDate: '2026-03-08T09:30:00.000Z', trialEndsAt: '2026-03-15T09:30:00.000Z', expiresAt: '2026-03-15T09:30:00.000Z',
    });
    expect(data.trial).toEqual({ active: true, daysLeft: 5, hoursLeft: 120, endsAt: '2026-03-15T09:30:00.000Z' });
    expect(data.payment).toEqual({
      usageThisCycle: {
        recordsThisMonth: 0, freeAllowance: 50, periodStart: '2026-02-28T23:00:00.000Z', periodEnd: '2026-03-31T23:00:00.000Z',
        // Plan limits (issue 7): a Standard trial has Standard's limits.
        limitsPlan: 'standard', whatsappRequestsToday: 0, whatsappRequestsPerDay: null, apiRequestsPerHour: 1_000, apiRequestsPerDay: 10_000,
        voiceSecondsUsed: 0, voiceMinutesPerMonth: 300, ocrPagesUsed: 0, ocrPagesPerMonth: 600,
      },
      paymentHistory: [],
      subscription: data.subscription,
    });
    // The body may be left out entirely, and a bearer token works like the cookie.
    const bare = await t.app.inject({ method: 'POST', url: '/api/subscription-management', headers: { authorization: `Bearer ${ana.token}` } });
    expect(bare.statusCode).toBe(200);
    expect(bare.json<Answer>().data.trial?.daysLeft).toBe(5);
  });

  it('keeps two people\'s payments apart, newest first, amounts exact', async () => {
    const bia = await signedInUser(t.app, 'bia.sub@example.ao');
    const caio = await signedInUser(t.app, 'caio.sub@example.ao');
    await addPayment(bia.userId, '2026-01-05T10:00:00Z', 2_000_000, { receiptUrl: 'https://kumbu.ao/recibos/1', cardBrand: 'visa', cardLast4: '4242' });
    await addPayment(bia.userId, '2026-02-05T10:00:00Z', 6_000_000, { plan: 'standard', duration: '3_months' });
    await addPayment(caio.userId, '2026-02-20T10:00:00Z', 700_001, { plan: 'basic', currency: 'AOA' });
    await addPayment(bia.userId, '2026-03-01T10:00:00Z', 20_000_000, { duration: '1_year' });

    const biaHistory = (await call({ cookie: bia.cookie })).json<Answer>().data.payment.paymentHistory;
    expect(biaHistory.map((p) => [p.paidAt, p.plan, p.duration, p.amount, p.amountCents])).toEqual([
      ['2026-03-01T10:00:00.000Z', 'premium', '1_year', '200000.00', 20_000_000],
      ['2026-02-05T10:00:00.000Z', 'standard', '3_months', '60000.00', 6_000_000],
      ['2026-01-05T10:00:00.000Z', 'premium', '1_month', '20000.00', 2_000_000],
    ]);
    expect(biaHistory[2]).toEqual({
      id: expect.any(String) as string, paidAt: '2026-01-05T10:00:00.000Z', plan: 'premium', duration: '1_month', amount: '20000.00', amountCents: 2_000_000,
      currency: 'AOA', receiptUrl: 'https://kumbu.ao/recibos/1',
    });
    // No card data travels (ids left out: a random uuid may hold the digits 4242).
    expect(JSON.stringify(biaHistory.map(({ id: _id, ...rest }) => rest))).not.toMatch(/4242|visa/);
    const caioHistory = (await call({ cookie: caio.cookie })).json<Answer>().data.payment.paymentHistory;
    expect(caioHistory.map((p) => p.amount)).toEqual(['7000.01']);
  });

  it('counts the caller\'s records created this calendar month in Luanda', async () => {
    const dina = await signedInUser(t.app, 'dina.sub@example.ao');
    const other = await signedInUser(t.app, 'eli.sub@example.ao');
    await addRecord(dina.userId, '2026-02-28T22:59:59.999Z'); // 23:59 on 28 Feb in Luanda: last month
    await addRecord(dina.userId, '2026-02-28T23:00:00.000Z'); // 00:00 on 1 March in Luanda
    await addRecord(dina.userId, '2026-03-09T12:00:00.000Z');
    await addRecord(other.userId, '2026-03-09T12:00:00.000Z');
    const usage = (await call({ cookie: dina.cookie })).json<Answer>().data.payment.usageThisCycle;
    expect(usage).toMatchObject({ recordsThisMonth: 2, freeAllowance: 50 });
  });

  it('works out the trial by the server clock', async () => {
    const fe = await signedInUser(t.app, 'fe.sub@example.ao');
    const trialAfter = async (startedAgoMs: number) => {
      await setTrial(fe.userId, new Date(clock.ms - startedAgoMs));
      return (await call({ cookie: fe.cookie })).json<Answer>().data.trial;
    };
    expect(await trialAfter(1 * D)).toMatchObject({ active: true, daysLeft: 6, hoursLeft: 144 });
    expect(await trialAfter(4 * D - 1)).toMatchObject({ daysLeft: 4, hoursLeft: 73 });
    expect(await trialAfter(4 * D)).toMatchObject({ daysLeft: 3, hoursLeft: 72 });
    expect(await trialAfter(6.5 * D)).toMatchObject({ active: true, daysLeft: 1, hoursLeft: 12 });
    expect(await trialAfter(7 * D - H)).toMatchObject({ daysLeft: 1, hoursLeft: 1 });
    expect(await trialAfter(7 * D)).toMatchObject({ active: false, daysLeft: 0, hoursLeft: 0 });
    expect(await trialAfter(8 * D)).toMatchObject({ active: false, daysLeft: 0, hoursLeft: 0 });
    // The same subscription, an hour later on the clock.
    await setTrial(fe.userId, new Date(clock.ms - 6 * D));
    clock.advance(3600);
    try {
      expect((await call({ cookie: fe.cookie })).json<Answer>().data.trial).toMatchObject({ daysLeft: 1, hoursLeft: 23 });
    } finally { clock.advance(-3600); }
    // A paid plan is not a trial.
    await t.database.db.update(subscriptions).set({ trial: false, status: 'active', tier: 'premium', expiresAt: new Date(clock.ms + 30 * D) }).where(eq(subscriptions.userId, fe.userId));
    const paid = (await call({ cookie: fe.cookie })).json<Answer>().data;
    expect(paid.trial).toBeNull();
    expect(paid.subscription).toMatchObject({ tier: 'premium', status: 'active', trial: false });
    // No subscription row at all.
    await t.database.db.delete(subscriptions).where(eq(subscriptions.userId, fe.userId));
    const none = (await call({ cookie: fe.cookie })).json<Answer>().data;
    expect([none.subscription, none.trial, none.payment.subscription]).toEqual([null, null, null]);
  });

  it('refuses strangers, other accounts and unverified e-mails', async () => {
    const gil = await signedInUser(t.app, 'gil.sub@example.ao');
    const anon = await call({});
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({ success: false, code: 'unauthenticated' });
    const bogus = await call({ authorization: 'Bearer not-a-token' });
    expect(bogus.statusCode).toBe(401);
    const cross = await call({ cookie: gil.cookie, 'accept-language': 'en' }, { firebase_uid: 'someone-else' });
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toMatchObject({ success: false, code: 'forbidden' });
    const bad = await call({ cookie: gil.cookie }, { firebase_uid: 42 });
    expect(bad.statusCode).toBe(400);
    // An account whose e-mail is not verified (yet) gets nothing (spec §6).
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, gil.userId));
    t.app.kumbu.sessions.forgetUser(gil.userId);
    const unverified = await call({ cookie: gil.cookie });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({ code: 'email-not-verified' });
  });
});
