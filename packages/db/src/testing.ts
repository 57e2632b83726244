// Fresh, migrated databases for tests: in-memory PGlite always (milliseconds to open),
// and a brand-new PostgreSQL database per call when TEST_DATABASE_URL points at a server.
// Each test file gets its own, so files run in parallel without seeing each other's rows.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './database';

export type Engine = 'pglite' | 'postgres';

/** The engines this run can test: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testEngines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase extends Database {
  /** The connection string of the fresh PostgreSQL database (undefined for PGlite). */
  readonly url: string | undefined;
}

export async function openTestDatabase(engine: Engine = 'pglite'): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const database = await openDatabase({});
    return { ...database, url: undefined };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `kumbu_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = withDatabase(adminUrl, name);
  const database = await openDatabase({ url, poolSize: 5 });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Opens a second handle on the same PostgreSQL database (another "server instance"). */
export async function openSecondHandle(database: TestDatabase): Promise<Database> {
  if (!database.url) throw new Error('a second handle needs PostgreSQL');
  return openDatabase({ url: database.url, poolSize: 5, migrate: false });
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try { await client.query(text); } finally { await client.end(); }
}
