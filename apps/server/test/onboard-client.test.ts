// /api/onboardNewClient (spec §7) on every engine: existence check, onboarding with the bot
// check and Idempotency-Key, account deletion; always on the caller's own account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testEngines } from '@kumbu/db/testing';
import { idempotencyKeys, payments, recordEvents, records, subscriptions, users } from '@kumbu/db/schema';
import { startTestApp, signedInUser, type TestApp } from './helpers';
import { TestClock, phoneSignUp, solvedAltcha, type PhoneAccount } from './onboarding-helpers';

interface Answer { success: boolean; status: number; code?: string; error?: string; data?: Record<string, unknown> }

describe.each(testEngines())('onboardNewClient on %s', (engine) => {
  let t: TestApp;
  const clock = new TestClock();
  let ana: PhoneAccount;
  let bruno: PhoneAccount;
  beforeAll(async () => {
    t = await startTestApp(engine, { ALTCHA_COST: '50' }, { now: clock.now });
    ana = await phoneSignUp(t.app, t.database, { phone: '+244923300001', email: 'ana@example.ao', name: 'Ana Sebastião' });
    clock.advance(61);
    bruno = await phoneSignUp(t.app, t.database, { phone: '+244923300002', email: 'bruno@example.ao', name: 'Bruno Kiala', lang: 'en' });
  });
  afterAll(async () => { await t.close(); });

  const onboard = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/onboardNewClient', headers, payload });
  const bearer = (a: PhoneAccount, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${a.token}`, ...extra });
  const subscriptionOf = async (userId: string) => (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0] ?? null;

  it('checks existence by number, e-mail or both, without saying whose account it is', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/onboardNewClient' });
    expect(none.statusCode).toBe(400);
    expect(none.json<Answer>()).toMatchObject({ code: 'identifier-required', error: 'É necessário o whatsappId ou o e-mail.' });
    const noneEn = await t.app.inject({ method: 'GET', url: '/api/onboardNewClient', headers: { 'accept-language': 'en' } });
    expect(noneEn.json<Answer>().error).toBe('Either whatsappId or email is required');

    const byPhone = await t.app.inject({ method: 'GET', url: '/api/onboardNewClient?whatsappId=%2B244%20923%20300%20002' });
    expect(byPhone.json<Answer>().data).toEqual({ exists: true, preferredLanguage: 'en', whatsappId: '244923300002', checkType: 'whatsappId', status: 'found', message: 'Já existe uma conta com estes dados.' });
    const byEmail = await t.app.inject({ method: 'GET', url: '/api/onboardNewClient?email=ANA%40example.ao', headers: { 'accept-language': 'en' } });
    expect(byEmail.json<Answer>().data).toMatchObject({ exists: true, preferredLanguage: 'pt', whatsappId: null, checkType: 'email', message: 'An account with these details already exists.' });
    const nobody = await t.app.inject({ method: 'GET', url: '/api/onboardNewClient?whatsappId=244911000000&email=zé%40example.ao' });
    expect(nobody.json<Answer>().data).toMatchObject({ exists: false, checkType: 'both', status: 'not_found', preferredLanguage: 'pt', message: 'Nenhuma conta encontrada.' });
    expect(JSON.stringify(byEmail.json())).not.toContain(ana.userId);
    const badPhone = await t.app.inject({ method: 'GET', url: '/api/onboardNewClient?whatsappId=abc' });
    expect(badPhone.json<Answer>().code).toBe('validation-failed');
  });

  it('needs a session to onboard: 401 with the spec message', async () => {
    const pt = await onboard({}, { recaptchaToken: 'x' });
    expect(pt.statusCode).toBe(401);
    expect(pt.json<Answer>()).toMatchObject({ success: false, code: 'onboarding-auth-required', error: 'É necessário autenticar-se para concluir o registo.' });
    const en = await onboard({ 'accept-language': 'en', authorization: 'Bearer nope' }, {});
    expect(en.json<Answer>().error).toBe('Firebase authentication required for onboarding');
  });

  it('refuses a missing, forged or reused bot token with 403 and creates nothing', async () => {
    const missing = await onboard(bearer(ana), { firebase_uid: ana.userId });
    expect(missing.statusCode).toBe(403);
    expect(missing.json<Answer>().code).toBe('bot-check-failed');
    const forged = await onboard(bearer(ana), { recaptchaToken: 'Zm9yZ2Vk' });
    expect(forged.statusCode).toBe(403);
    expect(await subscriptionOf(ana.userId)).toBeNull();
  });

  it('refuses another account id with 403 and leaves that account alone', async () => {
    const res = await onboard(bearer(ana), { firebase_uid: bruno.userId, recaptchaToken: await solvedAltcha(t.app), selectedPlan: 'unlimited' });
    expect(res.statusCode).toBe(403);
    expect(res.json<Answer>()).toMatchObject({ code: 'forbidden', error: 'Não tem permissão para esta ação.' });
    expect(await subscriptionOf(bruno.userId)).toBeNull();
    expect(await subscriptionOf(ana.userId)).toBeNull();
  });

  it('completes the phone path: the trial of the chosen plan starts, idempotently, once', async () => {
    const token = await solvedAltcha(t.app);
    const payload = { firebase_uid: ana.userId, whatsappId: '+244923300001', userName: 'Ana Sebastião', email: 'ana@example.ao', language: 'pt', wantsTrial: true, selectedPlan: 'pro', recaptchaToken: token, recaptchaAction: 'onboarding_submit' };
    const first = await onboard(bearer(ana, { 'idempotency-key': 'onb-1' }), payload);
    expect(first.statusCode).toBe(201);
    const data = first.json<{ data: { subscription: { trialStartDate: string; trialEndsAt: string } } }>().data;
    expect(first.json()).toMatchObject({ success: true, status: 201, data: { userId: ana.userId, firebase_uid: ana.userId, language: 'pt', selectedPlan: 'premium', subscription: { tier: 'premium', status: 'trial', trial: true } } });
    expect(data.subscription.trialStartDate).toBe(clock.now().toISOString());
    expect(Date.parse(data.subscription.trialEndsAt) - Date.parse(data.subscription.trialStartDate)).toBe(7 * 86_400_000);

    // A retry (same key, same body, same already-used token) replays the first answer.
    const replay = await onboard(bearer(ana, { 'idempotency-key': 'onb-1' }), payload);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    const conflict = await onboard(bearer(ana, { 'idempotency-key': 'onb-1' }), { ...payload, selectedPlan: 'basic' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json<Answer>().code).toBe('idempotency-conflict');
    // A new request with the used token: the bot check refuses it.
    const reused = await onboard(bearer(ana, { 'idempotency-key': 'onb-2' }), payload);
    expect(reused.json<Answer>().code).toBe('bot-check-failed');
    // A fresh token, but the account is already onboarded.
    const again = await onboard(bearer(ana), { recaptchaToken: await solvedAltcha(t.app) });
    expect(again.statusCode).toBe(409);
    expect(again.json<Answer>()).toMatchObject({ code: 'already-active', error: 'A sua conta já está ativa! Use o WhatsApp para aceder.' });
    const againEn = await onboard(bearer(ana, { 'accept-language': 'en' }), { recaptchaToken: await solvedAltcha(t.app) });
    expect(againEn.json<Answer>().error).toBe('Your account is already active! Use WhatsApp to access.');

    const me = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: bearer(ana) });
    expect(me.json()).toMatchObject({ data: { profile: { fullName: 'Ana Sebastião', initials: 'AS', userName: null, whatsappId: '244923300001' }, subscription: { tier: 'premium', status: 'trial' } } });
  });

  it('records the free allowance when the trial is declined, and refuses an unknown plan', async () => {
    const unknown = await onboard(bearer(bruno, { 'accept-language': 'en' }), { recaptchaToken: await solvedAltcha(t.app), selectedPlan: 'gold' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<Answer>()).toMatchObject({ code: 'validation-failed', fields: [{ field: 'selectedPlan', message: 'Unknown plan.' }] });
    // The same name as Ana's: names are not unique, so it must not matter.
    const res = await onboard(bearer(bruno), { recaptchaToken: await solvedAltcha(t.app), wantsTrial: false, language: 'en', selectedPlan: 'básico', userName: 'Ana Sebastião' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ data: { language: 'en', selectedPlan: 'basic', subscription: { tier: 'basic', status: 'free', trial: false, trialEndsAt: null } } });
  });

  it('the sign-up modal registers its profile through the same onboarding step', async () => {
    const signUp = await t.app.inject({ method: 'POST', url: '/api/account/sign-up', payload: {
      fullName: 'Carla Mendes', username: 'carla', whatsapp: '+244923300003', email: 'carla@example.ao', password: 'carla-2026', confirmPassword: 'carla-2026',
    } });
    expect(signUp.statusCode).toBe(201);
    // The answer names no account (it is the same for an address that already has one).
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'carla@example.ao'));
    expect(await subscriptionOf(user!.id)).toMatchObject({ status: 'trial', tier: 'standard', trial: true });
    const taken = await t.app.inject({ method: 'POST', url: '/api/account/sign-up', payload: {
      fullName: 'Outra Carla', username: 'CARLA', whatsapp: '+244923300004', email: 'carla2@example.ao', password: 'carla-2026', confirmPassword: 'carla-2026',
    } });
    expect(taken.json<Answer>()).toMatchObject({ status: 409, code: 'username-taken' });
  });
});

describe.each(testEngines())('account deletion on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(engine); });
  afterAll(async () => { await t.close(); });

  const del = (headers: Record<string, string>, payload?: object) => t.app.inject({ method: 'DELETE', url: '/api/onboardNewClient', headers, ...(payload ? { payload } : {}) });

  it('refuses anonymous callers and another account id', async () => {
    expect((await del({})).json<Answer>()).toMatchObject({ status: 401, code: 'unauthenticated' });
    const a = await signedInUser(t.app, 'a1@example.ao');
    const b = await signedInUser(t.app, 'b1@example.ao');
    const cross = await del({ cookie: a.cookie }, { firebase_uid: b.userId, currentPassword: 'muito-segura-1' });
    expect(cross.statusCode).toBe(403);
    const stillThere = await t.database.db.select().from(users).where(eq(users.id, b.userId));
    expect(stillThere.length).toBe(1);
    const meB = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie: b.cookie } });
    expect(meB.statusCode).toBe(200);
  });

  it('removes the person and their records, keeps payments detached, and replays its answer after the account is gone', async () => {
    const carlos = await signedInUser(t.app, 'carlos@example.ao');
    const other = await signedInUser(t.app, 'other@example.ao');
    for (const amount of [1000, 2500]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/records', headers: { cookie: carlos.cookie, 'idempotency-key': `rec-${amount}` }, payload: { type: 'expense', amount } });
      expect(res.statusCode).toBe(201);
    }
    await t.app.inject({ method: 'POST', url: '/api/records', headers: { cookie: other.cookie }, payload: { type: 'income', amount: 10 } });
    const [payment] = await t.database.db.insert(payments).values({ userId: carlos.userId, paidAt: new Date(), plan: 'standard', duration: '1_month', amountCents: 1_300_000 }).returning();

    const headers = { authorization: `Bearer ${carlos.token}`, 'idempotency-key': 'del-1' };
    const first = await del(headers, { firebase_uid: carlos.userId, currentPassword: 'muito-segura-1' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, status: 200, data: { deleted: true } });

    expect(await t.database.db.select().from(users).where(eq(users.id, carlos.userId))).toEqual([]);
    expect(await t.database.db.select().from(records).where(eq(records.userId, carlos.userId))).toEqual([]);
    expect(await t.database.db.select().from(recordEvents).where(eq(recordEvents.userId, carlos.userId))).toEqual([]);
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, carlos.userId))).toEqual([]);
    const [kept] = await t.database.db.select().from(payments).where(eq(payments.id, payment?.id ?? ''));
    expect(kept).toMatchObject({ userId: null, amountCents: 1_300_000 });
    expect((await t.database.db.select().from(records).where(eq(records.userId, other.userId))).length).toBe(1);

    // The session is gone with the account…
    expect((await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { authorization: headers.authorization } })).statusCode).toBe(401);
    // …but a retry with the key still gets the stored answer.
    const retry = await del(headers, { firebase_uid: carlos.userId, currentPassword: 'muito-segura-1' });
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    const conflict = await del(headers, { firebase_uid: 'someone-else', currentPassword: 'muito-segura-1' });
    expect(conflict.json<Answer>()).toMatchObject({ status: 409, code: 'idempotency-conflict' });
    const noKey = await del({ authorization: headers.authorization }, { firebase_uid: carlos.userId, currentPassword: 'muito-segura-1' });
    expect(noKey.statusCode).toBe(401);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email: 'carlos@example.ao', password: 'muito-segura-1' } });
    expect(signIn.statusCode).toBe(401);
  });
});
