// Issue 14, item 3: a revoked session stops working everywhere at once — its live record
// streams end and every instance's session cache forgets it — whether it was signed out,
// replaced by a password change, or revoked on another server instance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openSecondHandle, testEngines, type Engine } from '@kumbu/db/testing';
import type { Database } from '@kumbu/db/database';
import { buildApp } from '../src/app';
import { startTestApp, signedInUser, testConfig, waitFor, type TestApp } from './helpers';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/** An SSE connection that records its text and whether the server ended it. */
function stream(url: string, cookie: string): { text: () => string; ended: () => boolean; opened: Promise<number>; close(): void } {
  const controller = new AbortController();
  let text = '';
  let ended = false;
  const opened = fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal }).then((res) => {
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    const read = (): void => {
      if (!reader) { ended = true; return; }
      reader.read().then(({ done, value }) => {
        if (done) { ended = true; return; }
        text += decoder.decode(value, { stream: true });
        read();
      }, () => { ended = true; });
    };
    read();
    return res.status;
  });
  return { text: () => text, ended: () => ended, opened, close: () => controller.abort() };
}

// Two "instances": on PostgreSQL two handles on one database; on PGlite two apps on one
// in-process database (its NOTIFY reaches every listener the same way).
async function secondInstance(engine: Engine, t: TestApp): Promise<FastifyInstance> {
  const database: Database = engine === 'postgres' ? await openSecondHandle(t.database) : t.database;
  const app = await buildApp(testConfig({ SESSION_CACHE_SECONDS: '300' }), { database });
  if (engine === 'postgres') app.addHook('onClose', async () => { await database.close(); });
  await app.ready();
  return app;
}

describe.each(testEngines())('revoked sessions on %s', (engine) => {
  let a: TestApp;
  let b: FastifyInstance;
  let baseA: string;
  let baseB: string;
  beforeAll(async () => {
    a = await startTestApp(engine, { SESSION_CACHE_SECONDS: '300' });
    b = await secondInstance(engine, a);
    baseA = await listen(a.app);
    baseB = await listen(b);
  });
  afterAll(async () => { await b.close(); await a.close(); });

  it('signing out ends that session\'s live streams on this and the other instance', async () => {
    const user = await signedInUser(a.app, `sai-${engine}@example.ao`);
    const onA = stream(`${baseA}/api/records/stream`, user.cookie);
    const onB = stream(`${baseB}/api/records/stream`, user.cookie);
    expect(await onA.opened).toBe(200);
    expect(await onB.opened).toBe(200);
    await waitFor(() => onA.text().includes('event: ready') && onB.text().includes('event: ready'));
    const out = await fetch(`${baseA}/api/account/sign-out`, { method: 'POST', headers: { cookie: user.cookie } });
    expect(out.status).toBe(200);
    await waitFor(() => onA.ended() && onB.ended(), 5_000);
  });

  it('a password change ends the streams of the replaced sessions', async () => {
    const email = `senha-${engine}@example.ao`;
    const phone = await signedInUser(a.app, email);
    const res = await a.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email, password: 'muito-segura-1' } });
    const laptop = String(res.headers['set-cookie']).split(';')[0] ?? '';
    const onPhone = stream(`${baseB}/api/records/stream`, phone.cookie);
    expect(await onPhone.opened).toBe(200);
    await waitFor(() => onPhone.text().includes('event: ready'));
    const change = await fetch(`${baseA}/api/onboardNewClient/password`, {
      method: 'PUT', headers: { cookie: laptop, 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: 'muito-segura-1', newPassword: 'nova-senha-77' }),
    });
    expect(change.status).toBe(200);
    await waitFor(() => onPhone.ended(), 5_000);
    // A record written now is not delivered to the ended stream.
    expect(onPhone.text()).not.toContain('event: record');
  });

  it('the other instance\'s session cache forgets a session signed out elsewhere', async () => {
    const user = await signedInUser(a.app, `cache-${engine}@example.ao`);
    const first = await b.inject({ method: 'GET', url: '/api/account/me', headers: { cookie: user.cookie } });
    expect(first.statusCode).toBe(200); // now cached on B for 300 s
    const out = await a.app.inject({ method: 'POST', url: '/api/account/sign-out', headers: { cookie: user.cookie } });
    expect(out.statusCode).toBe(200);
    let status = 200;
    const started = Date.now();
    while (Date.now() - started < 5_000) {
      status = (await b.inject({ method: 'GET', url: '/api/account/me', headers: { cookie: user.cookie } })).statusCode;
      if (status === 401) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(401);
  });
});
