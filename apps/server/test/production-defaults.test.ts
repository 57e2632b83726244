// Production defaults (docs/decisions/0018-production-defaults.md): a server pointed at a
// PostgreSQL server runs as production unless NODE_ENV=development is given; development
// listens on 127.0.0.1 and production on every interface; the development tools (dev
// outbox page and API, WhatsApp simulator, sandbox settle button) answer only the machine
// itself, judged by the socket, never by X-Forwarded-For, and do not exist in production;
// the demo account, whose password is public, is never created in production.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '@kumbu/db/database';
import { findUserByEmail } from '@kumbu/db/accounts';
import { openTestDatabase } from '@kumbu/db/testing';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { runCli } from '../src/cli/cli';
import { DEMO_LOGIN, seedDemo } from '../src/seed/seed-demo';
import { isLoopbackAddress } from '../src/features/dev/loopback-only';
import { signedInUser, startTestApp, type TestApp } from './helpers';
import { renew, renewalBody } from './billing-helpers';

const PG = 'postgres://kumbu@127.0.0.1:5432/kumbu';
const SECRET = 's'.repeat(48);
const MEM = { KUMBU_DATA_DIR: 'memory://', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' };

describe('run mode and listening address', () => {
  it('a PostgreSQL server means production unless NODE_ENV=development is given', () => {
    expect(loadConfig({ ...MEM, DATABASE_URL: PG, KUMBU_SECRET: SECRET })).toMatchObject({ env: 'production', host: '0.0.0.0' });
    expect(loadConfig({ ...MEM, DATABASE_URL: PG, NODE_ENV: 'development' })).toMatchObject({ env: 'development', host: '127.0.0.1' });
    expect(loadConfig({ ...MEM, DATABASE_URL: PG, NODE_ENV: 'test', KUMBU_SECRET: SECRET }).env).toBe('test');
  });

  it('the embedded database stays the local trial: development, on 127.0.0.1 only', () => {
    expect(loadConfig({ ...MEM })).toMatchObject({ env: 'development', host: '127.0.0.1' });
    expect(loadConfig({ ...MEM, NODE_ENV: 'production', KUMBU_SECRET: SECRET })).toMatchObject({ env: 'production', host: '0.0.0.0' });
    expect(loadConfig({ ...MEM, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...MEM, DATABASE_URL: PG, KUMBU_SECRET: SECRET, HOST: '10.1.2.3' }).host).toBe('10.1.2.3');
  });

  it('production on PostgreSQL without KUMBU_SECRET refuses to start, saying why and how to try it instead', () => {
    expect(() => loadConfig({ ...MEM, DATABASE_URL: PG })).toThrow(ConfigError);
    try {
      loadConfig({ ...MEM, DATABASE_URL: PG });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('KUMBU_SECRET: is required in production');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('NODE_ENV=development');
    }
  });
});

describe('loopback addresses', () => {
  it('knows the machine itself in every form a socket reports it', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ['0.0.0.0', '10.0.0.1', '192.168.1.5', '203.0.113.9', '::ffff:203.0.113.9', '::', 'fe80::1', '1127.0.0.1', '', undefined]) {
      expect(isLoopbackAddress(a), String(a)).toBe(false);
    }
  });
});

/** Every development tool, as a request; `intentId` is a pending sandbox payment for the settle button. */
function devRequests(intentId: string) {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  return [
    { method: 'GET' as const, url: '/dev/outbox' },
    { method: 'GET' as const, url: '/api/dev/outbox' },
    { method: 'GET' as const, url: '/dev/whatsapp' },
    { method: 'POST' as const, url: '/dev/whatsapp/send', headers: form, payload: 'number=244923111222&text=gastei+5+mil' },
    { method: 'POST' as const, url: '/dev/whatsapp/tap', headers: form, payload: 'number=244923111222&kind=button&id=x&title=Anular' },
    {
      method: 'POST' as const, url: '/dev/whatsapp/document', headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\ncontent-disposition: form-data; name="number"\r\n\r\n244923111222\r\n--b\r\ncontent-disposition: form-data; name="file"; filename="e.csv"\r\ncontent-type: text/csv\r\n\r\na;b\r\n--b--\r\n',
    },
    { method: 'POST' as const, url: `/dev/payments/${intentId}/settle` },
  ];
}

describe('development tools answer only the machine itself', () => {
  let t: TestApp;
  let intentId: string;
  beforeAll(async () => {
    t = await startTestApp('pglite', { TRUST_PROXY: 'true' }, { whatsappWorkers: false });
    const who = await signedInUser(t.app, 'devtools@example.ao');
    const res = await renew(t.app, who, renewalBody({ payment: { method: 'reference' } }), 'dev-tools-ref-1');
    expect(res.statusCode).toBe(202);
    intentId = res.body.data.intent.id;
  });
  afterAll(async () => { await t.close(); });

  it('refuses another address with 404, even when it claims to be 127.0.0.1 in X-Forwarded-For', async () => {
    for (const request of devRequests(intentId)) {
      for (const extra of [{}, { 'x-forwarded-for': '127.0.0.1' }]) {
        const res = await t.app.inject({ ...request, remoteAddress: '203.0.113.9', headers: { ...request.headers, ...extra } });
        expect(res.statusCode, `${request.method} ${request.url} ${JSON.stringify(extra)}`).toBe(404);
      }
    }
  });

  it('refuses what a proxy on this machine forwards (the socket is local, the client is not)', async () => {
    for (const request of devRequests(intentId)) {
      const res = await t.app.inject({ ...request, remoteAddress: '127.0.0.1', headers: { ...request.headers, 'x-forwarded-for': '203.0.113.9' } });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
  });

  it('serves the machine itself, over IPv4 and IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1']) {
      for (const request of devRequests(intentId).slice(0, 3)) {
        const res = await t.app.inject({ ...request, remoteAddress });
        expect(res.statusCode, `${request.method} ${request.url} from ${remoteAddress}`).toBe(200);
      }
    }
    const send = devRequests(intentId)[3];
    expect((await t.app.inject({ ...send, remoteAddress: '::1' })).statusCode).toBe(303);
    const settle = await t.app.inject({ method: 'POST', url: `/dev/payments/${intentId}/settle`, remoteAddress: '127.0.0.1' });
    expect(settle.statusCode).toBe(200);
    expect(settle.json<{ data: { applied: boolean } }>().data.applied).toBe(true);
  });
});

describe('a PostgreSQL-configured server without NODE_ENV', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await openTestDatabase('pglite');
    // DATABASE_URL decides the mode; the test's own database is handed in, so nothing connects to it.
    app = await buildApp(loadConfig({ ...MEM, DATABASE_URL: PG, KUMBU_SECRET: SECRET }), { database, whatsappWorkers: false, subscriptionJob: false, paymentsPoller: false });
    await app.ready();
    close = async () => { await app.close(); await database.close(); };
  });
  afterAll(async () => { await close(); });

  it('runs as production: no development tool exists, even for the machine itself', async () => {
    expect(app.kumbu.config.env).toBe('production');
    for (const request of devRequests('00000000-0000-4000-8000-000000000000')) {
      const res = await app.inject({ ...request, remoteAddress: '127.0.0.1' });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
  });

  it('never creates the demo account', async () => {
    const result = await seedDemo(app.kumbu.database.db, app.kumbu.auth, new Date(), app.kumbu.config.env);
    expect(result).toMatchObject({ created: false, records: 0 });
    expect(result.refused).toMatch(/production/);
    expect(await findUserByEmail(app.kumbu.database.db, DEMO_LOGIN.email)).toBeNull();
  });
});

describe('kumbu seed --demo in production', () => {
  let dir: string;
  const env = { ...process.env };
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'kumbu-prod-'));
    process.env.KUMBU_DATA_DIR = dir;
    process.env.LOG_LEVEL = 'silent';
    process.env.NODE_ENV = 'production';
    process.env.KUMBU_SECRET = SECRET;
    delete process.env.DATABASE_URL;
  });
  afterAll(() => {
    process.env = env;
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses, says why, and leaves no demo account', { timeout: 90_000 }, async () => {
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    let code: number;
    let said: string;
    let printed: string;
    try {
      code = await runCli(['seed', '--demo']);
      said = err.mock.calls.map((c) => String(c[0])).join('');
      printed = out.mock.calls.map((c) => String(c[0])).join('');
    } finally {
      err.mockRestore();
      out.mockRestore();
    }
    expect(code).toBe(2);
    expect(said).toContain(DEMO_LOGIN.email);
    expect(said).toMatch(/never created in production/);
    expect(printed).not.toContain(DEMO_LOGIN.password);
    const database = await openDatabase({ dataDir: dir });
    try {
      expect(await findUserByEmail(database.db, DEMO_LOGIN.email)).toBeNull();
    } finally {
      await database.close();
    }
  });
});
