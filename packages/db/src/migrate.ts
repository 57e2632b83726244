// Runs the committed SQL migrations (../migrations) on PGlite or PostgreSQL. On
// PostgreSQL several server instances may start at once, so the run is serialised with
// an advisory lock; PGlite is one process, one connection.
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Schema } from './schema';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

// Any constant works; it only has to be the same for every Kumbu instance.
const MIGRATION_LOCK_KEY = 7_242_019;

export async function migrateOnPglite(db: PgliteDatabase<Schema>): Promise<void> {
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

export async function migrateOnPostgres(pool: pg.Pool): Promise<void> {
  // A session lock on one dedicated connection: other instances wait here, then find
  // nothing left to do. If this process dies, its connection closes and the lock goes.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
