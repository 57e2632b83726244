// Spec §8 (Auth): 'Failed to create user profile' when the profile cannot be written. The
// profiles insert is made to fail in the database itself (a trigger), on both paths that
// write a profile: the sign-up form (which then leaves no half-made account) and onboarding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { testEngines } from '@kumbu/db/testing';
import { subscriptions, users } from '@kumbu/db/schema';
import { startTestApp, signedInUser, type TestApp } from './helpers';
import { solvedAltcha } from './onboarding-helpers';

describe.each(testEngines())('a profile that cannot be written (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
    await t.database.db.execute(sql.raw(`
      create or replace function kumbu_test_refuse_profile() returns trigger language plpgsql as $$
      begin raise exception 'disk full (test)'; end $$`));
  });
  afterAll(async () => { await t.close(); });
  const refuseProfiles = async (on: boolean) => {
    await t.database.db.execute(sql.raw('drop trigger if exists kumbu_test_refuse_profile on profiles'));
    if (on) await t.database.db.execute(sql.raw('create trigger kumbu_test_refuse_profile before insert on profiles for each row execute function kumbu_test_refuse_profile()'));
  };

  it('sign-up answers 500 "Failed to create user profile" (en) / pt, and leaves no account behind', async () => {
    await refuseProfiles(true);
    const payload = {
      fullName: 'Rosa Kiala', username: `rosa${engine}`, whatsapp: '+244 923 555 111', email: `rosa-${engine}@example.ao`,
      password: 'kiala-rosa-2026', confirmPassword: 'kiala-rosa-2026',
    };
    const en = await t.app.inject({ method: 'POST', url: '/api/account/sign-up', headers: { 'accept-language': 'en' }, payload });
    expect(en.statusCode).toBe(500);
    expect(en.json()).toMatchObject({ success: false, status: 500, code: 'profile-create-failed', error: 'Failed to create user profile' });
    expect(await t.database.db.select().from(users).where(eq(users.email, payload.email))).toHaveLength(0);
    const pt = await t.app.inject({ method: 'POST', url: '/api/account/sign-up', payload });
    expect(pt.json()).toMatchObject({ code: 'profile-create-failed', error: 'Não foi possível criar o perfil do utilizador.' });
    // Once profiles can be written again, the same sign-up works.
    await refuseProfiles(false);
    expect((await t.app.inject({ method: 'POST', url: '/api/account/sign-up', payload })).statusCode).toBe(201);
  });

  it('onboarding answers 500 "Failed to create user profile" too', async () => {
    const u = await signedInUser(t.app, `onb-${engine}@example.ao`);
    await t.database.db.delete(subscriptions).where(eq(subscriptions.userId, u.userId));
    await refuseProfiles(true);
    const res = await t.app.inject({
      method: 'POST', url: '/api/onboardNewClient', headers: { cookie: u.cookie, 'accept-language': 'en' },
      payload: { firebase_uid: u.userId, userName: 'Onb Teste', email: `onb-${engine}@example.ao`, language: 'pt', recaptchaToken: await solvedAltcha(t.app) },
    });
    await refuseProfiles(false);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'profile-create-failed', error: 'Failed to create user profile' });
  });
});
