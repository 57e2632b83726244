// The dashboard's year summary over 100 000 records (issue 19): GET /api/records/summary for a
// whole year on a cache miss, on the real app (in-process, app.inject), on PGlite and — when
// it answers — PostgreSQL. Budget: median < 50 ms on each engine.
// Baseline, measured in the same run on the same rows: the same route read in another time
// zone at Luanda's offset (Etc/GMT-1), which reads every record of the range into the server
// and sums it in JavaScript — what every summary did before the daily totals.
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildApp } from '@kumbu/server/app';
import { loadConfig } from '@kumbu/server/config';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { openDatabase, type Database } from '@kumbu/db/database';
import { subscriptions } from '@kumbu/db/schema';
import { analyzeTotals } from '@kumbu/db/record-day-totals';
import { seedRecords } from './lib/seed-records';
import { openBenchDatabase } from './lib/whatsapp-database';
import { median, ms, quantile } from './lib/stats';

const RECORDS = Number(process.env.SUMMARY_BENCH_RECORDS ?? 100_000);
const CHUNK = 2_000;
const RUNS = 30;
const BASELINE_RUNS = 5;
const BUDGET_MS = 50;
const YEAR = { start: '2025-01-01', end: '2025-12-31' };
const EMAIL = 'summary-bench@kumbu.ao';

interface EngineResult { readonly engine: string; readonly medianMs: number; readonly ok: boolean }

async function measure(database: Database, engine: string): Promise<EngineResult> {
  const config = loadConfig({
    NODE_ENV: 'test', KUMBU_DATA_DIR: 'memory://', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: 'false',
    KUMBU_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789', PUBLIC_URL: 'http://127.0.0.1:1', HOST: '127.0.0.1',
  });
  const app = await buildApp(config, { database });
  try {
    await app.ready();
    const { userId } = await createAccount(database.db, app.kumbu.auth, { email: EMAIL, password: 'muito-segura-bench-1', fullName: 'Loja Bench', verified: true }, new Date());
    await database.db.update(subscriptions).set({ tier: 'unlimited', status: 'active', trial: false }).where(eq(subscriptions.userId, userId));
    const seedStart = performance.now();
    await seedRecords(database.db, userId, RECORDS, Date.parse('2024-12-31T23:00:00Z'), Date.parse('2025-12-31T23:00:00Z'), CHUNK);
    // What an import of this size does after committing (statement-import.ts): fresh planner statistics.
    await analyzeTotals(database.db);
    const seedMs = performance.now() - seedStart;
    const signIn = await app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email: EMAIL, password: 'muito-segura-bench-1' } });
    const setCookie = signIn.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c.split(';')[0]).join('; ');

    const time = async (query: string, runs: number): Promise<{ samples: number[]; count: number }> => {
      const samples: number[] = [];
      let count = 0;
      for (let i = 0; i < runs + 2; i++) {
        app.kumbu.recordsCache.invalidate(userId); // a miss every time
        const t0 = performance.now();
        const res = await app.inject({ method: 'GET', url: `/api/records/summary?${query}`, headers: { cookie } });
        const elapsed = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`summary answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        count = res.json<{ data: { recordCount: number } }>().data.recordCount;
        if (i >= 2) samples.push(elapsed); // two warm-up runs
      }
      return { samples, count };
    };
    const totals = await time(`start=${YEAR.start}&end=${YEAR.end}`, RUNS);
    const records = await time(`start=${YEAR.start}&end=${YEAR.end}&tz=Etc%2FGMT-1`, BASELINE_RUNS);
    if (totals.count !== RECORDS || records.count !== RECORDS) throw new Error(`expected ${RECORDS} records, got ${totals.count} and ${records.count}`);
    const m = median(totals.samples);
    const b = median(records.samples);
    const ok = m < BUDGET_MS;
    console.log(`${engine}: year summary over ${RECORDS.toLocaleString('en')} records (seeded in ${(seedMs / 1000).toFixed(1)} s), cache miss — `
      + `median ${ms(m)} ms, p90 ${ms(quantile(totals.samples, 0.9))} ms; baseline (every record read and summed) ${ms(b)} ms: `
      + `${(b / m).toFixed(1)}× faster (ratio ${(m / b).toFixed(3)}). Budget < ${BUDGET_MS} ms: ${ok ? 'met' : 'NOT met'}`);
    return { engine, medianMs: m, ok };
  } finally {
    await app.close();
  }
}

const results: EngineResult[] = [];
const lite = await openDatabase({});
try { results.push(await measure(lite, 'PGlite')); } finally { await lite.close(); }
const pg = await openBenchDatabase('kumbu_bench_summary');
if (pg.engine === 'postgres') {
  try { results.push(await measure(pg.database, 'PostgreSQL')); } finally { await pg.database.close(); }
} else {
  console.log(`PostgreSQL: not measured (${pg.note})`);
  await pg.database.close();
}
const failed = results.filter((r) => !r.ok);
if (failed.length > 0) { console.log(`budget not met on ${failed.map((r) => r.engine).join(', ')}`); process.exit(1); }
