// Issue 14 item 15: cookie-carrying writes must come from PUBLIC_URL's origin (a sibling
// subdomain is "same-site" and passes SameSite=Lax); Bearer clients, cookieless requests and
// the server-to-server endpoints are unaffected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@kumbu/db/testing';
import { signedInUser, startTestApp, type TestApp } from './helpers';
import { signatureOf } from '../src/features/whatsapp/signature';
import { APP_SECRET, SIMULATOR_ENV, envelope, postWebhook } from './whatsapp-helpers';

const OWN = 'http://localhost:3999'; // helpers' PUBLIC_URL
const SIBLING = 'http://evil.localhost:3999';
const record = { type: 'expense', amount: '500', category: 'Transporte', date: '2026-03-02' };

describe.each(testEngines())('origin check on state-changing requests (%s)', (engine) => {
  let t: TestApp;
  let ana: { cookie: string; token: string };
  beforeAll(async () => {
    t = await startTestApp(engine, SIMULATOR_ENV, { whatsappWorkers: false });
    ana = await signedInUser(t.app, `origin-${engine}@example.ao`);
  });
  afterAll(async () => { await t.close(); });

  const post = (headers: Record<string, string>, payload: object = record, url = '/api/records') =>
    t.app.inject({ method: 'POST', url, headers, payload });

  it.each([
    ['a sibling subdomain', { origin: SIBLING }],
    ['another site', { origin: 'https://attacker.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['an opaque origin that says it is cross-site', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['the right host on another scheme', { origin: 'https://localhost:3999' }],
    ['no Origin, Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin, Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
  ])('refuses a cookie-carrying POST from %s with 403 cross-origin, pt and en', async (_label, headers) => {
    const res = await post({ cookie: ana.cookie, ...headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'cross-origin' });
    expect(res.json<{ error: string }>().error).toMatch(/outro site/);
    const en = await post({ cookie: ana.cookie, 'accept-language': 'en', ...headers });
    expect(en.json<{ code: string; error: string }>()).toMatchObject({ code: 'cross-origin' });
    expect(en.json<{ error: string }>().error).toMatch(/another site/);
  });

  it('refuses PATCH, PUT and DELETE from a sibling too, and nothing is changed', async () => {
    const created = await post({ cookie: ana.cookie, origin: OWN });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ data: { id: string } }>().data.id;
    const evil = { cookie: ana.cookie, origin: SIBLING };
    expect((await t.app.inject({ method: 'PATCH', url: `/api/records/${id}`, headers: evil, payload: { amount: '1' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/records/${id}`, headers: evil })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/budgets/groceries', headers: evil, payload: { amountCents: 100 } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/onboardNewClient', headers: evil })).statusCode).toBe(403);
    const still = await t.app.inject({ method: 'GET', url: `/api/records/${id}`, headers: { cookie: ana.cookie } });
    expect(still.json()).toMatchObject({ data: { amount: '500.00' } });
  });

  it.each([
    ['its own origin', { origin: OWN }],
    ['no Origin and same-origin fetch metadata', { 'sec-fetch-site': 'same-origin' }],
    // Chromium's own form post from a page with Referrer-Policy: no-referrer (the dev outbox's Settle).
    ['Origin null and same-origin fetch metadata', { origin: 'null', 'sec-fetch-site': 'same-origin' }],
    ['no Origin and no fetch metadata (curl with a cookie)', {}],
  ])('accepts a cookie-carrying POST from %s', async (_label, headers) => {
    expect((await post({ cookie: ana.cookie, ...headers })).statusCode).toBe(201);
  });

  it('a Bearer token is unaffected, whatever the Origin', async () => {
    expect((await post({ authorization: `Bearer ${ana.token}`, origin: SIBLING })).statusCode).toBe(201);
  });

  it('a request without cookies is unaffected (it has nothing to ride on)', async () => {
    const res = await post({ origin: SIBLING }, { email: 'nobody@example.ao', password: 'errada-123456' }, '/api/account/sign-in');
    expect(res.statusCode).not.toBe(403);
  });

  it('GET is never refused, even from a sibling', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie: ana.cookie, origin: SIBLING } });
    expect(res.statusCode).toBe(200);
  });

  it('the WhatsApp webhook answers its signed posts whatever Origin or cookies they carry', async () => {
    const body = envelope('244923000777', 'olá');
    const res = await postWebhook(t.app, body);
    expect(res.statusCode).toBe(200);
    const raw = JSON.stringify(envelope('244923000777', 'outra'));
    const withCookie = await t.app.inject({
      method: 'POST', url: '/api/whatsapp/webhook', payload: raw,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(raw, APP_SECRET), cookie: ana.cookie, origin: SIBLING },
    });
    expect(withCookie.statusCode).toBe(200);
  });
});
