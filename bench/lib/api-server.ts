// The real Kumbu server for the records-API benchmark, in its own process: buildApp on an
// in-memory PGlite (or, with BENCH_ENGINE=postgres, a fresh PostgreSQL database: see
// whatsapp-database.ts), one verified user with 10 000 records in October 2026, signed in. It
// tells the parent its port and session cookie, then serves until told to stop.
import { buildApp } from '@kumbu/server/app';
import { loadConfig } from '@kumbu/server/config';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { eq } from 'drizzle-orm';
import { openDatabase } from '@kumbu/db/database';
import { openBenchDatabase } from './whatsapp-database';
import { subscriptions } from '@kumbu/db/schema';
import { insertRecords, type RecordInput } from '@kumbu/db/records';
import { addDays, dayStartUtc } from '@kumbu/core/date-range';
import { freePort } from './free-port';
import { generateRecords } from './records-data';
import { SEED_MONTH, StatsCounter, exitWithParent, isCommand, sendToParent } from './ipc';

const RECORDS = 10_000;
const CHUNK = 1_000;
const EMAIL = 'bench@kumbu.ao';
const PASSWORD = 'muito-segura-bench-1';

exitWithParent();

const port = await freePort();
const config = loadConfig({
  NODE_ENV: 'test', KUMBU_DATA_DIR: 'memory://', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: 'false',
  KUMBU_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
  PUBLIC_URL: `http://127.0.0.1:${port}`, PORT: String(port), HOST: '127.0.0.1',
});
const bench = process.env.BENCH_ENGINE === 'postgres' ? await openBenchDatabase('kumbu_bench_records_api') : null;
const database = bench?.database ?? await openDatabase({});
const engine = bench ? `${bench.engine} (${bench.note})` : 'pglite';
const app = await buildApp(config, { database });
await app.ready();

const { userId } = await createAccount(database.db, app.kumbu.auth, { email: EMAIL, password: PASSWORD, fullName: 'Bench Kumbu', verified: true }, new Date());
// The bench sends tens of thousands of calls a minute, far past the API limit of every capped
// plan (1,000 an hour, decision 0013), which would answer 429: the account is on Unlimited, the
// plan without an API cap. The limit's check still runs on every call (cached session and plan);
// a capped plan counts in memory and writes its counts in batches (api-counter-buffer.ts).
await database.db.update(subscriptions).set({ tier: 'unlimited', status: 'active', trial: false }).where(eq(subscriptions.userId, userId));
const from = dayStartUtc(SEED_MONTH.start).getTime();
const toExclusive = dayStartUtc(addDays(SEED_MONTH.end, 1)).getTime();
const inputs: RecordInput[] = generateRecords(RECORDS, from, toExclusive).map((r) => ({
  kind: r.kind, amountCents: r.amountCents, currency: r.currency, category: r.category, party: r.party,
  description: r.description, notes: r.notes, occurredAt: r.date, source: 'import',
}));
let seeded = 0;
for (let i = 0; i < inputs.length; i += CHUNK) seeded += await insertRecords(database.db, userId, inputs.slice(i, i + CHUNK));

const signIn = await app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email: EMAIL, password: PASSWORD } });
if (signIn.statusCode !== 200) throw new Error(`sign-in failed (${signIn.statusCode}): ${signIn.body}`);
const setCookie = signIn.headers['set-cookie'];
const cookie = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c.split(';')[0]).join('; ');

// Count listings and records-cache hits (bench-side instrumentation: wraps this instance's
// method, the server's code is untouched; two increments per request). GET /api/records
// asks the cache exactly once per request.
const cache = app.kumbu.recordsCache;
const cacheGet = cache.get.bind(cache);
const stats = new StatsCounter();
cache.get = (user, key) => {
  const page = cacheGet(user, key);
  stats.requests++;
  if (page !== undefined) stats.cacheHits++;
  return page;
};

await app.listen({ port, host: '127.0.0.1' });
sendToParent({ type: 'api-ready', port, cookie, seeded, engine });

process.on('message', (m: unknown) => {
  if (!isCommand(m)) return;
  if (m.type === 'stats') {
    stats.report();
  } else {
    void app.close().then(() => database.close()).then(() => process.exit(0), () => process.exit(1));
  }
});
