// The real Kumbu server for the CSV-export benchmark, in its own process: buildApp on a fresh
// database — PGlite on disk in a temporary folder (as `npm start` runs it), or a brand-new
// PostgreSQL database (openTestDatabase, dropped on stop) when EXPORT_BENCH_ENGINE=postgres —
// one verified user with EXPORT_BENCH_RECORDS (100 000) records spread over 2025, signed in.
// It tells the parent its port and session cookie, then measures its own memory between a
// `mark` and a `memory` command while the parent downloads the export.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { buildApp } from '@kumbu/server/app';
import { loadConfig } from '@kumbu/server/config';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { openDatabase, type Database } from '@kumbu/db/database';
import { openTestDatabase } from '@kumbu/db/testing';
import { subscriptions } from '@kumbu/db/schema';
import { addDays, dayStartUtc } from '@kumbu/core/date-range';
import { freePort } from './free-port';
import { seedRecords } from './seed-records';
import { exitWithParent } from './ipc';
import { EXPORT_YEAR, isExportCommand, sendExportMessage, type ExportEngine } from './export-ipc';

const RECORDS = Number(process.env.EXPORT_BENCH_RECORDS ?? 100_000);
const CHUNK = 1_000;
const EMAIL = 'bench-export@kumbu.ao';
const PASSWORD = 'muito-segura-bench-1';
const engine: ExportEngine = process.env.EXPORT_BENCH_ENGINE === 'postgres' ? 'postgres' : 'pglite';

exitWithParent();

// Peak RSS from a worker thread (process-wide); reset by the main thread at each mark.
const rssPeak = new BigInt64Array(new SharedArrayBuffer(8));
const sampler = new Worker(`
  const { workerData: peak } = require('node:worker_threads');
  setInterval(() => { const rss = BigInt(process.memoryUsage.rss()); if (rss > Atomics.load(peak, 0)) Atomics.store(peak, 0, rss); }, 2);`,
{ eval: true, workerData: rssPeak });
const heapNow = (): number => { const m = process.memoryUsage(); return m.heapUsed + m.external; };
let heapPeak = 0;
setInterval(() => { heapPeak = Math.max(heapPeak, heapNow()); }, 2).unref();

const dataDir = engine === 'pglite' ? mkdtempSync(join(tmpdir(), 'kumbu-export-bench-')) : undefined;
const database: Database = dataDir === undefined ? await openTestDatabase('postgres') : await openDatabase({ dataDir });
const port = await freePort();
const config = loadConfig({
  NODE_ENV: 'test', KUMBU_DATA_DIR: 'memory://', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: 'false',
  KUMBU_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
  PUBLIC_URL: `http://127.0.0.1:${port}`, PORT: String(port), HOST: '127.0.0.1',
});
const app = await buildApp(config, { database });
await app.ready();

const { userId } = await createAccount(database.db, app.kumbu.auth, { email: EMAIL, password: PASSWORD, fullName: 'Bench Kumbu', verified: true }, new Date());
// Unlimited: no plan's API cap (decision 0013) between the benchmark and its figures.
await database.db.update(subscriptions).set({ tier: 'unlimited', status: 'active', trial: false }).where(eq(subscriptions.userId, userId));
const seedStart = performance.now();
const from = dayStartUtc(EXPORT_YEAR.start).getTime();
const toExclusive = dayStartUtc(addDays(EXPORT_YEAR.end, 1)).getTime();
const seeded = await seedRecords(database.db, userId, RECORDS, from, toExclusive, CHUNK);
const seedMs = performance.now() - seedStart;

const signIn = await app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email: EMAIL, password: PASSWORD } });
if (signIn.statusCode !== 200) throw new Error(`sign-in failed (${signIn.statusCode}): ${signIn.body}`);
const setCookie = signIn.headers['set-cookie'];
const cookie = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c.split(';')[0]).join('; ');

await app.listen({ port, host: '127.0.0.1' });
sendExportMessage({ type: 'export-ready', port, cookie, seeded, seedMs, engine });

process.on('message', (m: unknown) => {
  if (!isExportCommand(m)) return;
  if (m.type === 'mark') {
    const rss = process.memoryUsage.rss();
    Atomics.store(rssPeak, 0, BigInt(rss));
    heapPeak = heapNow();
    sendExportMessage({ type: 'export-marked', rss, heapUsed: heapPeak });
  } else if (m.type === 'memory') {
    sendExportMessage({ type: 'export-memory', rssPeak: Math.max(Number(Atomics.load(rssPeak, 0)), process.memoryUsage.rss()), heapPeak: Math.max(heapPeak, heapNow()) });
  } else {
    void (async () => {
      await app.close();
      await database.close();
      await sampler.terminate();
      if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
    })().then(() => process.exit(0), () => process.exit(1));
  }
});
