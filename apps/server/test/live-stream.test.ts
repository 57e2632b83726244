// The live stream, over real HTTP, on every engine; and two server instances sharing one
// PostgreSQL: a write on one reaches an SSE client of the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openSecondHandle, testEngines } from '@kumbu/db/testing';
import { insertMoneyAccount } from '@kumbu/db/money-accounts';
import { buildApp } from '../src/app';
import { importStatement } from '../src/features/imports/statement-import';
import { startTestApp, signedInUser, openSse, testConfig, waitFor, type TestApp } from './helpers';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

describe.each(testEngines())('records stream on %s', (engine) => {
  let t: TestApp;
  let base: string;
  let ana: { cookie: string };
  let bruno: { cookie: string };
  beforeAll(async () => {
    t = await startTestApp(engine);
    base = await listen(t.app);
    ana = await signedInUser(t.app, 'ana@example.ao');
    bruno = await signedInUser(t.app, 'bruno@example.ao');
  });
  afterAll(async () => { await t.close(); });

  const post = (cookie: string, payload: object) => fetch(`${base}/api/records`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(payload) });

  it('refuses anonymous streams', async () => {
    const res = await fetch(`${base}/api/records/stream`);
    expect(res.status).toBe(401);
  });

  it('pushes the user own changes (only theirs), and resumes from Last-Event-ID without missing any', async () => {
    const stream = openSse(`${base}/api/records/stream`, { cookie: ana.cookie });
    expect(await stream.opened).toBe(200);
    await waitFor(() => stream.events.find((e) => e.event === 'ready'));
    await post(bruno.cookie, { type: 'income', amount: 1, description: 'not for ana' });
    const created = await (await post(ana.cookie, { type: 'expense', amount: '5 mil', description: 'candongueiro' })).json() as { data: { id: string } };
    const first = await waitFor(() => stream.events.find((e) => e.event === 'record'));
    expect(JSON.parse(first.data)).toMatchObject({ op: 'upsert', id: created.data.id, collection: 'transactions', record: { amountCents: 500000, description: 'candongueiro' } });
    stream.close();

    // While disconnected: an edit and a delete. Reconnecting with the last id replays both.
    await fetch(`${base}/api/records/${created.data.id}`, { method: 'PATCH', headers: { cookie: ana.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ notes: 'editado' }) });
    await fetch(`${base}/api/records/${created.data.id}`, { method: 'DELETE', headers: { cookie: ana.cookie } });
    const resumed = openSse(`${base}/api/records/stream`, { cookie: ana.cookie, 'last-event-id': first.id! });
    const replay = await waitFor(() => { const r = resumed.events.filter((e) => e.event === 'record'); return r.length >= 2 ? r : undefined; });
    expect(replay.map((e) => (JSON.parse(e.data) as { op: string }).op)).toEqual(['delete', 'delete']);
    expect(stream.events.some((e) => e.data.includes('not for ana'))).toBe(false);
    expect(resumed.events.some((e) => e.data.includes('not for ana'))).toBe(false);
    resumed.close();
  });

  it('sends one reload event for an import of more than 500 lines (written in several statements), and one for its undo — not a record event per line', async () => {
    const carla = await signedInUser(t.app, 'carla@example.ao');
    const account = await insertMoneyAccount(t.database.db, carla.userId, { type: 'bank', name: 'BAI', iban: 'AO06004000001234567890123', currency: 'AOA' });
    if (!account) throw new Error('no account');
    const rows = Array.from({ length: 2_500 }, (_, i) => `${String(1 + (i % 28)).padStart(2, '0')}/10/2026;COMPRA TPA LOJA ${String(i)};${String(100 + i)},00;`);
    const csv = `Data;Descrição;Débito;Crédito\r\n${rows.join('\r\n')}\r\n`;
    const stream = openSse(`${base}/api/records/stream`, { cookie: carla.cookie });
    expect(await stream.opened).toBe(200);
    await waitFor(() => stream.events.find((e) => e.event === 'ready'));
    const imported = await importStatement(t.database.db, carla.userId, new TextEncoder().encode(csv), { accountId: account.id, fileName: 'bai.csv', source: 'cli' });
    expect(imported.inserted).toBe(2_500);
    await waitFor(() => stream.events.find((e) => e.event === 'accounts'));
    expect(stream.events.filter((e) => e.event === 'reload')).toHaveLength(1);
    expect(stream.events.filter((e) => e.event === 'record')).toHaveLength(0);
    const res = await fetch(`${base}/api/imports/${imported.importId}/undo`, { method: 'POST', headers: { cookie: carla.cookie } });
    expect(res.status).toBe(200);
    await waitFor(() => (stream.events.filter((e) => e.event === 'reload').length === 2 ? true : undefined));
    expect(stream.events.filter((e) => e.event === 'record')).toHaveLength(0);
    stream.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two server instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await startTestApp('postgres');
    const second = await openSecondHandle(a.database);
    b = await buildApp(testConfig(), { database: second });
    b.addHook('onClose', async () => { await second.close(); });
  });
  afterAll(async () => { await b.close(); await a.close(); });

  it('a write through instance A reaches an SSE client of instance B', async () => {
    const baseA = await listen(a.app);
    const baseB = await listen(b);
    const user = await signedInUser(a.app, 'shared@example.ao');
    const stream = openSse(`${baseB}/api/records/stream`, { cookie: user.cookie });
    expect(await stream.opened).toBe(200);
    await waitFor(() => stream.events.find((e) => e.event === 'ready'));
    const listUrl = `${baseB}/api/records?start=2026-11-01&end=2026-11-30`;
    const before = await (await fetch(listUrl, { headers: { cookie: user.cookie } })).json() as { data: { items: unknown[] } };
    expect(before.data.items).toHaveLength(0); // now cached on B
    const res = await fetch(`${baseA}/api/records`, { method: 'POST', headers: { cookie: user.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ type: 'income', amount: 350000, description: 'salário', date: '2026-11-10' }) });
    expect(res.status).toBe(201);
    const event = await waitFor(() => stream.events.find((e) => e.event === 'record'));
    expect(JSON.parse(event.data)).toMatchObject({ op: 'upsert', record: { amountCents: 35000000, description: 'salário' } });
    // B's cached listing was dropped by A's write: B lists the new record at once.
    const after = await (await fetch(listUrl, { headers: { cookie: user.cookie } })).json() as { data: { items: { description: string }[] } };
    expect(after.data.items.map((r) => r.description)).toEqual(['salário']);
    stream.close();
  });
});
