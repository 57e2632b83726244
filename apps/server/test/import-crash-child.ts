// The process import-crash.test.ts kills: opens the database it is given (PostgreSQL by URL,
// or PGlite in a data folder), says "importing" on stdout, imports the statement file into the
// account and says "done" — which it should never get to say. Nothing here knows it is about
// to die: the parent watches the database (PostgreSQL) or the data folder (PGlite) from outside.
import { readFileSync } from 'node:fs';
import { openDatabase } from '@kumbu/db/database';
import { importStatement } from '../src/features/imports/statement-import';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const url = process.env.CRASH_DATABASE_URL;
const database = await openDatabase(url ? { url, migrate: false, poolSize: 2 } : { dataDir: required('CRASH_DATA_DIR'), migrate: false });
const bytes = new Uint8Array(readFileSync(required('CRASH_FILE')));
process.stdout.write('importing\n');
const summary = await importStatement(database.db, required('CRASH_USER'), bytes, { accountId: required('CRASH_ACCOUNT'), fileName: 'crash.csv', source: 'cli' });
process.stdout.write(`done ${JSON.stringify({ inserted: summary.inserted })}\n`);
await database.close();
