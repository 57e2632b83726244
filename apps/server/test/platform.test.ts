import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@kumbu/core/errors';
import { ACCOUNT_EMAIL_TEXTS } from '../src/emails/account-emails';
import { startTestApp, type TestApp } from './helpers';

const APP_PAGE = '<!doctype html><title>Kumbu</title><div id="root"><div class="boot">…</div></div>';

describe('platform', () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'kumbu-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Kumbu</title><div id="root"></div>');
    writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
    // What the build's precompress plugin writes next to a file.
    writeFileSync(join(web, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));
    writeFileSync(join(web, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(web, 'index.html.gz'), gzipSync('<!doctype html><title>Kumbu</title><div id="root"></div>'));
    // The same page with the app's skeleton (apps/web/vite-plugins/app-page.ts).
    writeFileSync(join(web, 'app.html'), APP_PAGE);
    writeFileSync(join(web, 'app.html.gz'), gzipSync(APP_PAGE));
    t = await startTestApp('pglite', { WEB_DIST: web });
  });
  afterAll(async () => { await t.close(); });

  it('reports health with a real database round trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 200, data: { status: 'ok', database: 'ok', engine: 'pglite' } });
  });

  it('answers unknown API paths with a 404 in the caller language, never HTML', async () => {
    const pt = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(pt.statusCode).toBe(404);
    expect(pt.json()).toEqual({ success: false, status: 404, code: 'not-found', error: 'Não encontrado.' });
    const en = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'en-GB,en;q=0.8' } });
    expect(en.json()).toMatchObject({ error: 'Not found.' });
  });

  it('turns malformed JSON into a 400 bad-request', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/account/sign-in', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'bad-request' });
  });

  it('refuses the most common passwords with their own message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/account/sign-up', headers: { 'accept-language': 'en' }, payload: {
      fullName: 'Ana', username: 'ana', whatsapp: '+244923000001', email: 'ana@example.ao', password: 'angola123', confirmPassword: 'angola123',
    } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'weak-password', error: 'That password is too common. Please choose another.' });
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('serves the web app with an SPA fallback, caching hashed assets but never index.html', async () => {
    for (const path of ['/', '/dashboard', '/docs/privacy', '/settings?x=1']) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers an app screen with the page that paints its skeleton first, a public page with index.html', async () => {
    for (const path of ['/dashboard', '/accounts/', '/settings?x=1', '/reports', '/import']) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.body, path).toContain('class="boot"');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    for (const path of ['/', '/docs/privacy', '/dashboards', '/status']) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.body, path).not.toContain('class="boot"');
    }
  });

  it('sends the build\'s compressed copies to browsers that accept them, the plain file to others', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    // The SPA fallback too; a missing .br falls back to the .gz.
    const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<div id="root">');
  });

  it('has every error and e-mail text in both languages', () => {
    for (const [code, def] of Object.entries(ERRORS)) {
      expect(def.message.pt.trim(), code).not.toBe('');
      expect(def.message.en.trim(), code).not.toBe('');
    }
    for (const [kind, langs] of Object.entries(ACCOUNT_EMAIL_TEXTS)) {
      expect(Object.keys(langs.pt).sort(), kind).toEqual(Object.keys(langs.en).sort());
      for (const lang of ['pt', 'en'] as const) {
        for (const value of Object.values(langs[lang])) expect(String(value).trim(), `${kind}.${lang}`).not.toBe('');
      }
    }
  });
});
