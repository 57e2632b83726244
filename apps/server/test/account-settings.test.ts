// Settings calls on every engine: change e-mail (link to the new address), change password
// (other sessions signed out), report preferences; and better-auth's own 429s carrying the wait.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@kumbu/db/testing';
import { startTestApp, signedInUser, latestEmail, cookieHeader, type TestApp } from './helpers';
import { phoneSignUp, TestClock } from './onboarding-helpers';

interface Answer { success: boolean; status: number; code?: string; error?: string; retryAfter?: number; fields?: { field: string; message: string }[]; data?: Record<string, unknown> }

describe.each(testEngines())('account settings on %s', (engine) => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => { t = await startTestApp(engine, { ALTCHA_COST: '50' }, { now: clock.now }); });
  afterAll(async () => { await t.close(); });

  const put = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'PUT', url, headers, payload });
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/account/me', headers });
  const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email, password } });

  it('changes the e-mail only once the link sent to the new address is opened', async () => {
    const dina = await signedInUser(t.app, 'dina@example.ao');
    const empty = await put('/api/onboardNewClient/email', { cookie: dina.cookie, 'accept-language': 'en' }, { newEmail: '', currentPassword: '' });
    expect(empty.json<Answer>()).toMatchObject({ status: 400, code: 'validation-failed', fields: [{ field: 'newEmail', message: 'Fill in new email and current password' }] });
    const invalid = await put('/api/onboardNewClient/email', { cookie: dina.cookie }, { newEmail: 'dina@', currentPassword: 'x' });
    expect(invalid.json<Answer>().fields?.[0]?.message).toBe('E-mail inválido');
    const wrong = await put('/api/onboardNewClient/email', { cookie: dina.cookie }, { newEmail: 'dina.nova@example.ao', currentPassword: 'not-my-password' });
    // Its own error, not the sign-in's "E-mail ou senha incorretos." (issue 17 item 6); the session stays.
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<Answer>()).toMatchObject({ code: 'wrong-current-password', error: 'A senha atual está incorreta.' });
    expect((await me({ cookie: dina.cookie })).statusCode).toBe(200);
    await signedInUser(t.app, 'taken@example.ao');
    const taken = await put('/api/onboardNewClient/email', { cookie: dina.cookie }, { newEmail: 'Taken@example.ao', currentPassword: 'muito-segura-1' });
    expect(taken.json<Answer>()).toMatchObject({ status: 409, code: 'email-in-use' });
    const cross = await put('/api/onboardNewClient/email', { cookie: dina.cookie }, { firebase_uid: 'another-user', newEmail: 'x@example.ao', currentPassword: 'muito-segura-1' });
    expect(cross.statusCode).toBe(403);

    const ok = await put('/api/onboardNewClient/email', { authorization: `Bearer ${dina.token}` }, { firebase_uid: dina.userId, newEmail: 'Dina.Nova@example.ao', currentPassword: 'muito-segura-1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, status: 200, data: { pendingEmail: 'dina.nova@example.ao', verificationSent: true } });
    // Nothing changed yet: the account shows the address waiting for its confirmation.
    expect((await me({ cookie: dina.cookie })).json()).toMatchObject({ data: { user: { email: 'dina@example.ao', pendingEmail: 'dina.nova@example.ao' } } });
    // The address in use is told, with the new one named and what to do if it was not them.
    const notice = await latestEmail(t.database, 'dina@example.ao');
    expect(notice?.subject).toBe('Pedido para mudar o e-mail da sua conta Kumbu');
    expect(notice?.text).toContain('passe a usar o endereço dina.nova@example.ao');
    expect(notice?.text).toMatch(/Se não foi você, alguém sabe a sua senha: mude-a já/);
    expect(notice?.text).toMatch(/A \d{1,2} de \S+ às \d{2}:\d{2} \(hora de Luanda\)/);
    const mail = await latestEmail(t.database, 'dina.nova@example.ao');
    expect(mail?.subject).toBe('Confirme o seu novo e-mail no Kumbu');
    expect(mail?.link).toContain('/api/account/confirm-email-change?token=');

    const bad = await t.app.inject({ method: 'GET', url: '/api/account/confirm-email-change?token=nope' });
    expect(bad.statusCode).toBe(302);
    expect(bad.headers.location).toBe('/settings?emailChange=invalid');
    const link = new URL(mail?.link ?? '');
    const confirm = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe('/settings?emailChange=ok');
    const reused = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(reused.headers.location).toBe('/settings?emailChange=invalid');

    // The old session keeps working and sees the new, verified address; nothing is pending any more.
    expect((await me({ cookie: dina.cookie })).json()).toMatchObject({ data: { user: { email: 'dina.nova@example.ao', emailVerified: true, pendingEmail: null } } });
    expect((await signIn('dina.nova@example.ao', 'muito-segura-1')).statusCode).toBe(200);
    expect((await signIn('dina@example.ao', 'muito-segura-1')).statusCode).toBe(401);
  });

  it('sends the e-mail-change link in the account language and needs a verified e-mail', async () => {
    const unverified = await phoneSignUp(t.app, t.database, { phone: '+244923400001', email: 'eva@example.ao', name: 'Eva Lopes', lang: 'en' });
    const refused = await put('/api/onboardNewClient/email', { authorization: `Bearer ${unverified.token}`, 'accept-language': 'en' }, { newEmail: 'eva2@example.ao', currentPassword: unverified.password });
    expect(refused.json<Answer>()).toMatchObject({ status: 403, code: 'email-not-verified', error: 'Please verify your email before signing in.' });
    const verifyMail = await latestEmail(t.database, 'eva@example.ao');
    const verifyLink = new URL(verifyMail?.link ?? '');
    await t.app.inject({ method: 'GET', url: verifyLink.pathname + verifyLink.search });
    const ok = await put('/api/onboardNewClient/email', { authorization: `Bearer ${unverified.token}` }, { newEmail: 'eva2@example.ao', currentPassword: unverified.password });
    expect(ok.statusCode).toBe(200);
    const mail = await latestEmail(t.database, 'eva2@example.ao');
    expect(mail?.subject).toBe('Confirm your new e-mail for Kumbu');
    expect(mail?.text).toContain('Hello, Eva');
    const notice = await latestEmail(t.database, 'eva@example.ao');
    expect(notice?.subject).toBe('Request to change the e-mail of your Kumbu account');
    expect(notice?.text).toContain('asked for your Kumbu account to use the address eva2@example.ao');
    // Asking again replaces the pending change: only the newest address can still be confirmed.
    const again = await put('/api/onboardNewClient/email', { authorization: `Bearer ${unverified.token}` }, { newEmail: 'eva3@example.ao', currentPassword: unverified.password });
    expect(again.statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${unverified.token}` })).json()).toMatchObject({ data: { user: { pendingEmail: 'eva3@example.ao' } } });
    const first = new URL(mail?.link ?? '');
    expect((await t.app.inject({ method: 'GET', url: first.pathname + first.search })).headers.location).toBe('/settings?emailChange=invalid');
  });

  it('changes the password: the old one stops working and other sessions are signed out', async () => {
    const fabio = await signedInUser(t.app, 'fabio@example.ao');
    const otherDevice = await signIn('fabio@example.ao', 'muito-segura-1');
    const otherCookie = cookieHeader(otherDevice.headers['set-cookie']);
    expect((await me({ cookie: otherCookie })).statusCode).toBe(200);

    const fill = await put('/api/onboardNewClient/password', { cookie: fabio.cookie, 'accept-language': 'en' }, { currentPassword: '', newPassword: 'x' });
    expect(fill.json<Answer>().fields).toEqual([{ field: 'currentPassword', message: 'Fill in all password fields' }]);
    const short = await put('/api/onboardNewClient/password', { cookie: fabio.cookie, 'accept-language': 'en' }, { currentPassword: 'muito-segura-1', newPassword: '12345' });
    expect(short.json<Answer>().fields?.[0]?.message).toBe('New password must be at least 6 characters');
    const mismatch = await put('/api/onboardNewClient/password', { cookie: fabio.cookie }, { currentPassword: 'muito-segura-1', newPassword: 'nova-senha-77', confirmPassword: 'other-senha-77' });
    expect(mismatch.json<Answer>().fields?.[0]?.message).toBe('As senhas não coincidem');
    const weak = await put('/api/onboardNewClient/password', { cookie: fabio.cookie }, { currentPassword: 'muito-segura-1', newPassword: 'password123' });
    expect(weak.json<Answer>()).toMatchObject({ status: 400, code: 'weak-password' });
    const wrong = await put('/api/onboardNewClient/password', { cookie: fabio.cookie }, { currentPassword: 'errada-123', newPassword: 'nova-senha-77' });
    expect(wrong.json<Answer>()).toMatchObject({ status: 403, code: 'wrong-current-password', error: 'A senha atual está incorreta.' });
    const wrongEn = await put('/api/onboardNewClient/password', { cookie: fabio.cookie, 'accept-language': 'en' }, { currentPassword: 'errada-123', newPassword: 'nova-senha-77' });
    expect(wrongEn.json<Answer>()).toMatchObject({ status: 403, code: 'wrong-current-password', error: 'Your current password is incorrect.' });
    expect((await me({ cookie: fabio.cookie })).statusCode).toBe(200);
    expect(await latestEmail(t.database, 'fabio@example.ao')).toBeNull();
    const cross = await put('/api/onboardNewClient/password', { cookie: fabio.cookie }, { firebase_uid: 'someone', currentPassword: 'muito-segura-1', newPassword: 'nova-senha-77' });
    expect(cross.statusCode).toBe(403);

    const ok = await put('/api/onboardNewClient/password', { cookie: fabio.cookie }, { firebase_uid: fabio.userId, currentPassword: 'muito-segura-1', newPassword: 'nova-senha-77' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, status: 200, data: { updated: true } });
    expect(ok.headers['set-auth-token']).toBeTruthy();
    const fresh = cookieHeader(ok.headers['set-cookie']);
    expect((await me({ cookie: fresh })).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${String(ok.headers['set-auth-token'])}` })).statusCode).toBe(200);
    expect((await me({ cookie: otherCookie })).statusCode).toBe(401);
    expect((await signIn('fabio@example.ao', 'muito-segura-1')).statusCode).toBe(401);
    expect((await signIn('fabio@example.ao', 'nova-senha-77')).statusCode).toBe(200);
    // The account's address is told: when, and what to do if it was not them.
    const mail = await latestEmail(t.database, 'fabio@example.ao');
    expect(mail?.subject).toBe('A sua senha do Kumbu foi alterada');
    expect(mail?.text).toMatch(/foi alterada a \d{1,2} de \S+ às \d{2}:\d{2} \(hora de Luanda\)/);
    expect(mail?.text).toContain('Se não foi você, escolha já uma senha nova');
  });

  it('saves the weekly and monthly report preferences', async () => {
    const gina = await signedInUser(t.app, 'gina@example.ao');
    expect((await put('/api/account/report-prefs', {}, { weekly: { email: false }, monthly: { email: true } })).statusCode).toBe(401);
    const bad = await put('/api/account/report-prefs', { cookie: gina.cookie }, { weekly: { email: 'no' } });
    expect(bad.json<Answer>().code).toBe('validation-failed');
    const cross = await put('/api/account/report-prefs', { cookie: gina.cookie }, { firebase_uid: 'x', weekly: { email: false }, monthly: { email: false } });
    expect(cross.statusCode).toBe(403);
    const ok = await put('/api/account/report-prefs', { cookie: gina.cookie }, { weekly: { email: false }, monthly: { email: true } });
    expect(ok.json()).toEqual({ success: true, status: 200, data: { reportPrefs: { weekly: { email: false }, monthly: { email: true } } } });
    expect((await me({ cookie: gina.cookie })).json()).toMatchObject({ data: { profile: { reportPrefs: { weekly: { email: false }, monthly: { email: true } } } } });
  });
});

describe('the auth rate limits carry the wait', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp('pglite', { AUTH_RATE_LIMIT: 'true' }); });
  afterAll(async () => { await t.close(); });

  it('answers the 11th sign-in on one account in 15 minutes with 429, retryAfter and Retry-After', async () => {
    let last = await t.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email: 'y@example.ao', password: 'wrong-password' } });
    for (let i = 0; i < 10; i++) last = await t.app.inject({ method: 'POST', url: '/api/account/sign-in', headers: { 'accept-language': 'en' }, payload: { email: 'y@example.ao', password: 'wrong-password' } });
    expect(last.statusCode).toBe(429);
    const body = last.json<Answer>();
    expect(body.code).toBe('rate-limited');
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(body.retryAfter).toBeLessThanOrEqual(900);
    expect(last.headers['retry-after']).toBe(String(body.retryAfter));
    expect(body.error).toBe(`Too many attempts. Try again in ${body.retryAfter} s.`);
  });

  it('does the same for forgot-password (5 a minute per address)', async () => {
    const codes: number[] = [];
    let last = null;
    for (let i = 0; i < 6; i++) {
      last = await t.app.inject({ method: 'POST', url: '/api/account/forgot-password', payload: { email: 'z@example.ao' } });
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect(last?.json<Answer>().retryAfter).toBeGreaterThan(0);
    expect(last?.headers['retry-after']).toBeTruthy();
  });
});
