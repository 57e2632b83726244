// Shared browser-test wiring: the system Chromium (never a downloaded one) and a Kumbu
// server on a fresh in-memory database serving the built web app.
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@kumbu/server/app';
import { loadConfig } from '@kumbu/server/config';
import { openDatabase, type Database } from '@kumbu/db/database';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROMIUM);
export const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
/**
 * Where the documented screenshots go: docs/screenshots/ when refreshing them on purpose
 * (`UPDATE_SCREENSHOTS=1 npm run test:e2e`), otherwise the ignored e2e/screenshots/, so a
 * plain `npm test` never rewrites tracked files.
 */
export const DOC_SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1'
  ? fileURLToPath(new URL('../docs/screenshots/', import.meta.url))
  : SCREENSHOTS;

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export interface ServerOptions {
  /** The server's clock (trials, rate limits, OTP expiry); the real one by default. */
  readonly now?: () => Date;
}

export async function startServer(options: ServerOptions = {}): Promise<{ app: FastifyInstance; database: Database; url: string }> {
  const database = await openDatabase({});
  // The public URL must be known before boot (links in e-mails, trusted origin for sign-in).
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // WEB_DIST lets a developer point the tests at a build of their own (parallel work).
  const config = loadConfig({
    NODE_ENV: 'test', KUMBU_DATA_DIR: 'memory://', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: 'false', PORT: String(port), PUBLIC_URL: url,
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  const app = await buildApp(config, { database, ...(options.now ? { now: options.now } : {}) });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, database, url };
}

export type TestServer = Awaited<ReturnType<typeof startServer>>;

/**
 * A server and a Chromium for the enclosing describe: started before its first test, closed
 * after its last (browser first, so no page talks to a closed server). Read them inside tests.
 */
export function useServerAndBrowser(options: ServerOptions = {}): { readonly server: TestServer; readonly browser: Browser } {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.app.close();
    await server?.database.close();
  });
  return {
    get server(): TestServer {
      if (!server) throw new Error('the test server is read before beforeAll started it');
      return server;
    },
    get browser(): Browser {
      if (!browser) throw new Error('the browser is read before beforeAll launched it');
      return browser;
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = address && typeof address !== 'string' ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Signs in through the API (as the sign-in dialog would) and returns the session cookies as "a=1; b=2". */
export async function sessionCookie(app: FastifyInstance, login: { readonly email: string; readonly password: string }): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/account/sign-in', payload: login });
  if (res.statusCode !== 200) throw new Error(`sign-in failed (${res.statusCode}): ${res.body}`);
  const setCookie = res.headers['set-cookie'];
  return (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c.split(';')[0] ?? '').join('; ');
}

/** A sessionCookie() string as the cookies a browser context takes for `url`. */
export function cookiesFor(cookie: string, url: string): { name: string; value: string; url: string }[] {
  return cookie.split('; ').filter((pair) => pair.includes('=')).map((pair) => {
    const i = pair.indexOf('=');
    return { name: pair.slice(0, i), value: pair.slice(i + 1), url };
  });
}
