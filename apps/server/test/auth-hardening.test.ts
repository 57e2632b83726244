// Issue 14, items 2, 6, 10, 12 and 13: auth limits per client address and per account,
// sign-out that always signs out, no account enumeration through sign-up, only the
// better-auth routes the app uses, signed bearer tokens, single-use reset links stored
// hashed, tokens kept out of the access log, and the response headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq, like } from 'drizzle-orm';
import { sessions, users, verifications } from '@kumbu/db/schema';
import { startTestApp, signedInUser, latestEmail, type TestApp } from './helpers';

interface Answer { success: boolean; status: number; code?: string; data?: Record<string, unknown> }

const signIn = (app: FastifyInstance, ip: string, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/account/sign-in', remoteAddress: ip, payload: { email, password } });

describe('auth limits count per client address and per account (item 2)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp('pglite', { AUTH_RATE_LIMIT: 'true' }); });
  afterAll(async () => { await t.close(); });

  it('wrong passwords from one address do not lock out a user at another address', async () => {
    await signedInUser(t.app, 'vitima@example.ao');
    const codes: number[] = [];
    for (let i = 0; i < 25; i++) codes.push((await signIn(t.app, '10.1.0.1', `ninguem${i}@example.ao`, 'errada-123')).statusCode);
    expect(codes).toContain(429);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    const elsewhere = await signIn(t.app, '10.1.0.2', 'vitima@example.ao', 'muito-segura-1');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits guesses on one account even when they come from many addresses', async () => {
    await signedInUser(t.app, 'alvo@example.ao');
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await signIn(t.app, `10.2.0.${i + 1}`, 'alvo@example.ao', 'errada-123')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    const answer = (await signIn(t.app, '10.2.0.99', 'alvo@example.ao', 'errada-123')).json<Answer & { retryAfter?: number }>();
    expect(answer).toMatchObject({ code: 'rate-limited' });
    expect(answer.retryAfter).toBeGreaterThan(0);
    // Another account at one of those addresses is not affected.
    await signedInUser(t.app, 'vizinho@example.ao');
    expect((await signIn(t.app, '10.2.0.3', 'vizinho@example.ao', 'muito-segura-1')).statusCode).toBe(200);
  });

  it('sign-out always revokes the session and clears the cookie, after any number of junk sign-outs', async () => {
    const user = await signedInUser(t.app, 'sair@example.ao');
    for (let i = 0; i < 105; i++) await t.app.inject({ method: 'POST', url: '/api/account/sign-out', remoteAddress: '10.3.0.1' });
    const out = await t.app.inject({ method: 'POST', url: '/api/account/sign-out', remoteAddress: '10.3.0.1', headers: { cookie: user.cookie } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/better-auth\.session_token=;.*Max-Age=0/i);
    const me = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(401);
    const [left] = await t.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user.userId));
    expect(left?.n).toBe(0);
  });

  it('a password change is not blocked by someone else failing elsewhere, and is either done or refused with 429', async () => {
    const other = await signedInUser(t.app, 'outro@example.ao');
    for (let i = 0; i < 6; i++) {
      await t.app.inject({ method: 'PUT', url: '/api/onboardNewClient/password', remoteAddress: '10.4.0.1', headers: { cookie: other.cookie }, payload: { currentPassword: 'errada-123', newPassword: 'nova-senha-77' } });
    }
    const me = await signedInUser(t.app, 'muda@example.ao');
    const change = await t.app.inject({ method: 'PUT', url: '/api/onboardNewClient/password', remoteAddress: '10.4.0.2', headers: { cookie: me.cookie }, payload: { currentPassword: 'muito-segura-1', newPassword: 'nova-senha-77' } });
    expect(change.statusCode).toBe(200);
    expect((await signIn(t.app, '10.4.0.2', 'muda@example.ao', 'nova-senha-77')).statusCode).toBe(200);
    // The caller who kept failing is refused with a clear 429 — never a 200 that did nothing.
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/onboardNewClient/password', remoteAddress: '10.4.0.1', headers: { cookie: other.cookie }, payload: { currentPassword: 'muito-segura-1', newPassword: 'nova-senha-78' } });
      codes.push(res.statusCode);
      if (res.statusCode === 200) break;
      expect(res.json<Answer>().code).toBe('rate-limited');
    }
    expect(codes.every((c) => c === 429 || c === 200)).toBe(true);
  });
});

const form = (n: string, email: string) => ({
  fullName: 'Sonia Tavares', username: `sonia${n}`, whatsapp: `+244 923 400 ${n.padStart(3, '0')}`, email,
  password: 'tavares-2026', confirmPassword: 'tavares-2026',
});

describe('sign-up does not tell a stranger which e-mails have accounts (item 6)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp('pglite', { AUTH_RATE_LIMIT: 'true' }); });
  afterAll(async () => { await t.close(); });

  it('answers an existing e-mail like a new one, and e-mails its owner instead', async () => {
    const fresh = await t.app.inject({ method: 'POST', url: '/api/account/sign-up', remoteAddress: '10.5.0.1', payload: form('1', 'sonia@example.ao') });
    expect(fresh.statusCode).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: '/api/account/sign-up', remoteAddress: '10.5.0.2', headers: { 'accept-language': 'en' }, payload: form('2', 'Sonia@example.ao') });
    expect(again.statusCode).toBe(201);
    expect(Object.keys(again.json<Answer>().data ?? {}).sort()).toEqual(Object.keys(fresh.json<Answer>().data ?? {}).sort());
    expect(again.json<Answer>().data).toEqual({ email: 'sonia@example.ao', verificationSent: true });
    const mail = await latestEmail(t.database, 'sonia@example.ao');
    expect(mail?.subject).toBe('Alguém tentou criar uma conta Kumbu com o seu e-mail');
    expect(mail?.link).toBe('http://localhost:3999/dashboard');
    const [n] = await t.database.db.select({ n: count() }).from(users).where(eq(users.email, 'sonia@example.ao'));
    expect(n?.n).toBe(1);
  });

  it('limits sign-up attempts per address before looking anything up', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 12; i++) {
      // The same taken username every time: without a limit each try would say "taken".
      const res = await t.app.inject({ method: 'POST', url: '/api/account/sign-up', remoteAddress: '10.5.0.9', payload: { ...form(String(10 + i), `sonda${i}@example.ao`), username: 'sonia1' } });
      codes.push(res.json<Answer>().code ?? String(res.statusCode));
    }
    expect(codes[0]).toBe('username-taken');
    expect(codes.at(-1)).toBe('rate-limited');
    const elsewhere = await t.app.inject({ method: 'POST', url: '/api/account/sign-up', remoteAddress: '10.5.0.10', payload: { ...form('40', 'sonda40@example.ao'), username: 'sonia1' } });
    expect(elsewhere.json<Answer>().code).toBe('username-taken');
  });

  it('limits the existence check per address before looking anything up', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) codes.push((await t.app.inject({ method: 'GET', url: `/api/onboardNewClient?email=x${i}@example.ao`, remoteAddress: '10.5.0.20' })).statusCode);
    expect(codes[0]).toBe(200);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('raw better-auth routes and bearer tokens (item 10)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t.close(); });

  it('answers 404 for every better-auth route the app does not use', async () => {
    const user = await signedInUser(t.app, 'raw@example.ao');
    const probes: [string, string, object?][] = [
      ['POST', '/api/auth/sign-up/email', { name: 'X', email: 'x@example.ao', password: 'password123' }],
      ['POST', '/api/auth/sign-in/email', { email: 'raw@example.ao', password: 'muito-segura-1' }],
      ['GET', '/api/auth/list-sessions'],
      ['GET', '/api/auth/get-session'],
      ['POST', '/api/auth/revoke-sessions', {}],
      ['POST', '/api/auth/change-password', { currentPassword: 'muito-segura-1', newPassword: 'x12345678' }],
      ['POST', '/api/auth/update-user', { name: 'Hacked' }],
      ['POST', '/api/auth/delete-user', {}],
    ];
    for (const [method, url, payload] of probes) {
      const res = await t.app.inject({ method: method as 'GET' | 'POST', url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });

  it('keeps the e-mail links working (verify-email, reset-password callback)', async () => {
    await t.app.inject({ method: 'POST', url: '/api/account/sign-up', payload: form('50', 'links@example.ao') });
    const verify = await latestEmail(t.database, 'links@example.ao');
    const vlink = new URL(verify!.link);
    expect((await t.app.inject({ method: 'GET', url: vlink.pathname + vlink.search })).statusCode).toBe(302);
    await t.app.inject({ method: 'POST', url: '/api/account/forgot-password', payload: { email: 'links@example.ao' } });
    const reset = await latestEmail(t.database, 'links@example.ao');
    const rlink = new URL(reset!.link);
    const follow = await t.app.inject({ method: 'GET', url: rlink.pathname + rlink.search });
    expect(follow.statusCode).toBe(302);
    expect(String(follow.headers.location)).toContain('/reset-password?token=');
  });

  it('refuses an unsigned raw session token as a bearer token; the signed one works', async () => {
    const user = await signedInUser(t.app, 'bearer@example.ao');
    const [row] = await t.database.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, user.userId));
    const raw = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { authorization: `Bearer ${row!.token}` } });
    expect(raw.statusCode).toBe(401);
    const signed = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { authorization: `Bearer ${user.token}` } });
    expect(signed.statusCode).toBe(200);
    // The sign-in answer's `token` is the signed one too.
    const res = await signIn(t.app, '127.0.0.1', 'bearer@example.ao', 'muito-segura-1');
    const bodyToken = String(res.json<Answer>().data?.token);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { authorization: `Bearer ${bodyToken}` } })).statusCode).toBe(200);
  });
});

async function resetLink(t: TestApp, email: string): Promise<string> {
  await t.app.inject({ method: 'POST', url: '/api/account/forgot-password', payload: { email } });
  const mail = await latestEmail(t.database, email);
  const link = new URL(mail!.link);
  const follow = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
  return new URL(String(follow.headers.location)).searchParams.get('token') ?? '';
}

describe('reset links and tokens in logs (item 12)', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => { t = await startTestApp('pglite', { LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => { lines.push(line); } } }); });
  afterAll(async () => { await t.close(); });

  it('using one reset link invalidates the older ones, and reset tokens are stored hashed', async () => {
    await signedInUser(t.app, 'reset@example.ao');
    const older = await resetLink(t, 'reset@example.ao');
    const newer = await resetLink(t, 'reset@example.ao');
    expect(older).not.toBe(newer);
    const stored = await t.database.db.select({ identifier: verifications.identifier }).from(verifications).where(like(verifications.identifier, 'reset-password:%'));
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(stored.some((row) => row.identifier.includes(older) || row.identifier.includes(newer))).toBe(false);

    const used = await t.app.inject({ method: 'POST', url: '/api/account/reset-password', payload: { token: newer, newPassword: 'outra-senha-55' } });
    expect(used.statusCode).toBe(200);
    const stale = await t.app.inject({ method: 'POST', url: '/api/account/reset-password', payload: { token: older, newPassword: 'senha-velha-55' } });
    expect(stale.json<Answer>().code).toBe('invalid-token');
    expect((await signIn(t.app, '127.0.0.1', 'reset@example.ao', 'outra-senha-55')).statusCode).toBe(200);
  });

  it('keeps verification, reset and e-mail-change tokens out of the access log', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/account/confirm-email-change?token=SEGREDO-MUDANCA-1' });
    await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=SEGREDO-VERIFICA-2&callbackURL=/dashboard' });
    await t.app.inject({ method: 'GET', url: '/api/auth/reset-password/SEGREDO-RESET-3?callbackURL=http://localhost:3999/reset-password' });
    const log = lines.join('');
    expect(log).toContain('/api/account/confirm-email-change?token=');
    expect(log).not.toMatch(/SEGREDO/);
  });
});

describe('response headers (item 13)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => { await t.close(); });

  it('answers signed-in JSON with Cache-Control: no-store, and sends a Permissions-Policy', async () => {
    const user = await signedInUser(t.app, 'headers@example.ao');
    const me = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie: user.cookie } });
    expect(me.headers['cache-control']).toBe('no-store');
    const records = await t.app.inject({ method: 'GET', url: '/api/records', headers: { cookie: user.cookie } });
    expect(records.headers['cache-control']).toBe('no-store');
    expect(me.headers['permissions-policy']).toMatch(/camera=\(\)/);
  });

  it('sends the security headers on the live stream too', async () => {
    const user = await signedInUser(t.app, 'sse-headers@example.ao');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${address.port}/api/records/stream`, { headers: { cookie: user.cookie }, signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    controller.abort();
  });
});

