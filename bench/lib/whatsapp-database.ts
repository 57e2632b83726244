// The WhatsApp benchmark's database: a fresh PostgreSQL database (dropped and created again
// at every run, so figures never depend on a previous run's rows), migrated by the same
// openDatabase the server uses. When no PostgreSQL answers, an in-memory PGlite instead —
// the benchmark still runs, and says its figures were measured on PGlite.
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@kumbu/db/database';

/** Where PostgreSQL is; BENCH_DATABASE_URL=pglite forces PGlite. */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECT_TIMEOUT_MS = 5_000;

export interface BenchDatabase {
  readonly database: Database;
  readonly engine: 'postgres' | 'pglite';
  /** Why PGlite was used, or where the PostgreSQL database is (without credentials). */
  readonly note: string;
}

export async function openBenchDatabase(name: string): Promise<BenchDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  if (ADMIN_URL === 'pglite') return pglite('BENCH_DATABASE_URL=pglite');
  try {
    await recreate(name);
  } catch (error) {
    return pglite(`PostgreSQL unreachable (${error instanceof Error ? error.message : String(error)})`);
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return { database, engine: 'postgres', note: `PostgreSQL ${url.host}/${name}` };
}

async function pglite(reason: string): Promise<BenchDatabase> {
  return { database: await openDatabase({}), engine: 'pglite', note: reason };
}

/** DROP … WITH (FORCE) ends sessions a crashed previous run may have left behind. */
async function recreate(name: string): Promise<void> {
  const admin = await openDatabase({ url: ADMIN_URL, migrate: false, poolSize: 1 });
  try {
    const work = (async () => {
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
    })();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => { timer = setTimeout(() => reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS} ms`)), CONNECT_TIMEOUT_MS); });
    try { await Promise.race([work, timeout]); } finally { clearTimeout(timer); }
  } finally {
    await admin.close();
  }
}
