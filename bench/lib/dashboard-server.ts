// The real Kumbu server for the browser benchmarks, in its own process: buildApp on an
// in-memory PGlite serving the built web app, with verified, signed-in users whose records
// are spread over the current month up to now (what the dashboard opens on). By default
// (the dashboard benchmark) one with 10 000 records and one with none (the baseline);
// BENCH_ACCOUNTS="name:count,…" asks for others. Tells the parent its port and the cookies.
import { buildApp } from '@kumbu/server/app';
import { loadConfig } from '@kumbu/server/config';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { openDatabase } from '@kumbu/db/database';
import { dayOf, dayStartUtc } from '@kumbu/core/date-range';
import { freePort } from './free-port';
import { seedRecords } from './seed-records';
import { DASHBOARD_RECORDS, exitWithParent, isCommand, type DashboardReady } from './ipc';

/** The users to create: name → records this month. */
function accountsAsked(): [string, number][] {
  const asked = process.env.BENCH_ACCOUNTS;
  if (!asked) return [['full', DASHBOARD_RECORDS], ['empty', 0]];
  return asked.split(',').map((pair) => {
    const [name = '', count = ''] = pair.split(':');
    if (!/^[a-z]+$/.test(name) || !/^\d+$/.test(count)) throw new Error(`BENCH_ACCOUNTS: bad entry "${pair}"`);
    return [name, Number(count)];
  });
}

const CHUNK = 1_000;
const PASSWORD = 'muito-segura-bench-1';

async function main(): Promise<void> {
  exitWithParent();
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test', KUMBU_DATA_DIR: 'memory://', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: 'false',
    KUMBU_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    PUBLIC_URL: `http://127.0.0.1:${port}`, PORT: String(port), HOST: '127.0.0.1',
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  const database = await openDatabase({});
  const app = await buildApp(config, { database });
  await app.ready();

  const now = new Date();
  const monthStart = dayStartUtc(`${dayOf(now).slice(0, 8)}01`).getTime();
  const signedIn = async (email: string, records: number): Promise<{ cookie: string; seeded: number }> => {
    const { userId } = await createAccount(database.db, app.kumbu.auth, { email, password: PASSWORD, fullName: 'Bench Kumbu', verified: true }, now);
    const seeded = await seedRecords(database.db, userId, records, monthStart, now.getTime() - 60_000, CHUNK);
    const res = await app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email, password: PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`sign-in failed (${res.statusCode}): ${res.body}`);
    const setCookie = res.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c.split(';')[0]).join('; ');
    return { cookie, seeded };
  };
  const cookies: Record<string, string> = {};
  let seeded = 0;
  for (const [name, count] of accountsAsked()) {
    const user = await signedIn(`${name}@kumbu.ao`, count);
    cookies[name] = user.cookie;
    seeded = Math.max(seeded, user.seeded);
  }

  await app.listen({ port, host: '127.0.0.1' });
  const ready: DashboardReady = { type: 'dashboard-ready', port, seeded, cookies };
  process.send?.(ready);
  process.on('message', (m: unknown) => {
    if (isCommand(m) && m.type === 'stop') void app.close().then(() => database.close()).then(() => process.exit(0), () => process.exit(1));
  });
}

await main();
