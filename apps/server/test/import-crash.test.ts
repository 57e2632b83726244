// Issue 18: "an import interrupted by a crash leaves nothing half-written". A child process
// (import-crash-child.ts) imports a 30 000-line statement — fifteen chunks of 2 000 rows in one
// transaction — and is SIGKILLed once it has written some of them, seen from outside: on
// PostgreSQL its connection is in the transaction sending the lines' INSERT and the records
// table's file has grown; on PGlite (on disk, as `npm start` runs it) the data folder has grown.
// Then the database has no import, no line, no imported record, and the account's kept
// totals are as they were; and the same file imports whole afterwards. If the import ever
// finishes before the kill, the test fails saying so — it never passes without a crash.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type Db, openDatabase } from '@kumbu/db/database';
import { openTestDatabase, testEngines, type Engine } from '@kumbu/db/testing';
import { imports, moneyAccounts, records, statementLines, users } from '@kumbu/db/schema';
import { insertMoneyAccount } from '@kumbu/db/money-accounts';
import { insertRecord } from '@kumbu/db/records';
import { rawRows, statement } from '@kumbu/db/raw';
import { readStatementBytes } from '@kumbu/imports/read-statement';
import { statementCsv } from '../../../bench/lib/statement-data';
import { importStatement } from '../src/features/imports/statement-import';

const LINES = 30_000;
const CHILD = fileURLToPath(new URL('./import-crash-child.ts', import.meta.url));
/** Where `--import tsx` is found, whatever folder the tests were started from. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Written rows: well past the one page the records table holds before the import. */
const WRITTEN_BYTES = 1_000_000;
const MID_IMPORT_WAIT_MS = 90_000;

interface Books {
  readonly imports: number;
  readonly lines: number;
  readonly records: number;
  readonly imported: number;
  readonly movementsCents: number;
  readonly movementsCount: number;
}

async function books(db: Db, accountId: string): Promise<Books> {
  const [account] = await db.select({ cents: moneyAccounts.movementsCents, count: moneyAccounts.movementsCount }).from(moneyAccounts).where(eq(moneyAccounts.id, accountId));
  return {
    imports: await db.$count(imports, eq(imports.userId, 'ana')),
    lines: await db.$count(statementLines, eq(statementLines.userId, 'ana')),
    records: await db.$count(records, eq(records.userId, 'ana')),
    imported: await db.$count(records, and(eq(records.userId, 'ana'), eq(records.source, 'import'))),
    movementsCents: account?.cents ?? Number.NaN,
    movementsCount: account?.count ?? Number.NaN,
  };
}

/** Bytes of the records' and lines' files with their indexes: rows written count, committed or not. */
const WRITTEN = statement('test_import_crash_written', `select pg_total_relation_size('records') + pg_total_relation_size('statement_lines') as bytes`);
async function writtenBytes(db: Db): Promise<number> {
  const [row] = await rawRows<{ bytes: unknown }>(db, WRITTEN, []);
  return Number(row?.bytes ?? Number.NaN);
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // A file may go between the listing and its stat (PostgreSQL removes temporary files).
    try { total += entry.isDirectory() ? folderBytes(path) : statSync(path).size; } catch { /* gone meanwhile */ }
  }
  return total;
}

interface Running {
  readonly process: ChildProcess;
  readonly out: string[];
  readonly err: string[];
  readonly exited: Promise<NodeJS.Signals | number | null>;
  hasExited(): boolean;
}

function startChild(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const out: string[] = [];
  const err: string[] = [];
  let gone = false;
  child.stdout.setEncoding('utf8').on('data', (text: string) => out.push(...text.split('\n').filter(Boolean)));
  child.stderr.setEncoding('utf8').on('data', (text: string) => err.push(text));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => { gone = true; resolve(signal ?? code); }));
  return { process: child, out, err, exited, hasExited: () => gone };
}

/** Polls `ready` until it holds; fails loudly if the child finished (or died) first. */
async function untilMidImport(child: Running, ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + MID_IMPORT_WAIT_MS;
  for (;;) {
    if (child.out.some((l) => l.startsWith('done')) || child.hasExited()) {
      throw new Error(`the child ${child.out.some((l) => l.startsWith('done')) ? 'finished the import' : 'exited'} before it could be killed mid-way: ` +
        `make the statement longer (LINES). stdout: ${child.out.join(' | ')} stderr: ${child.err.join('').slice(0, 2000)}`);
    }
    if (child.out.includes('importing') && await ready()) return;
    if (Date.now() > deadline) throw new Error(`the import never got under way. stderr: ${child.err.join('').slice(0, 2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

async function killNow(child: Running): Promise<void> {
  child.process.kill('SIGKILL');
  const how = await child.exited;
  expect(child.out.some((l) => l.startsWith('done')), 'the import finished before the kill').toBe(false);
  expect(how).toBe('SIGKILL');
}

async function seed(db: Db): Promise<string> {
  await db.insert(users).values({ id: 'ana', name: 'Ana', email: 'ana@example.ao' });
  const account = await insertMoneyAccount(db, 'ana', { type: 'bank', name: 'BAI', institution: 'BAI', iban: 'AO06004000001234567890123', currency: 'AOA' });
  if (!account) throw new Error('no account');
  // A movement already in the books (a year before the statement, so nothing matches it).
  await insertRecord(db, 'ana', {
    kind: 'expense', amountCents: 1_500_000, currency: 'AOA', category: 'groceries', party: null, description: 'compras',
    notes: null, occurredAt: new Date('2024-06-01T12:00:00Z'), source: 'whatsapp', accountId: account.id,
  });
  return account.id;
}

/** After the crash: nothing of the import, the books as they were; then the same file imports whole. */
async function expectUntouchedThenWhole(db: Db, accountId: string, before: Books, bytes: Uint8Array): Promise<void> {
  expect(await books(db, accountId)).toEqual(before);
  const read = await readStatementBytes(bytes);
  const summary = await importStatement(db, 'ana', bytes, { accountId, fileName: 'crash.csv', source: 'cli', read });
  expect(summary.inserted).toBe(LINES);
  const sum = read.movements.reduce((total, m) => total + m.amountCents, 0);
  expect(await books(db, accountId)).toEqual({
    imports: 1, lines: LINES, records: before.records + LINES, imported: LINES,
    movementsCents: before.movementsCents + sum, movementsCount: before.movementsCount + LINES,
  });
}

describe.each(testEngines())('an import killed mid-way leaves nothing half-written (%s)', { timeout: 180_000 }, (engine: Engine) => {
  const bytes = new TextEncoder().encode(statementCsv(LINES));
  const dir = mkdtempSync(join(tmpdir(), 'kumbu-import-crash-'));
  const file = join(dir, 'statement.csv');
  writeFileSync(file, bytes);
  let child: Running | null = null;
  let database: Database | null = null;

  afterEach(async () => {
    if (child && !child.hasExited()) { child.process.kill('SIGKILL'); await child.exited; }
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('SIGKILL after the first chunks were written: no import, no line, no record, balances unchanged; then the file imports whole', async () => {
    if (engine === 'postgres') {
      const test = await openTestDatabase('postgres');
      database = test;
      const accountId = await seed(test.db);
      const before = await books(test.db, accountId);
      const empty = await writtenBytes(test.db);
      const watcher = new pg.Client({ connectionString: test.url });
      await watcher.connect();
      try {
        child = startChild({ CRASH_DATABASE_URL: test.url ?? '', CRASH_FILE: file, CRASH_USER: 'ana', CRASH_ACCOUNT: accountId });
        // The child's connection, in its transaction, writing a chunk (one statement inserts a
        // chunk's records and lines); at least one chunk already written (a file's size shows
        // uncommitted rows too).
        let backend = 0;
        await untilMidImport(child, async () => {
          const { rows } = await watcher.query<{ pid: number }>(`select pid from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and backend_xid is not null
              and state in ('active', 'idle in transaction') and query like 'with src as materialized%'`);
          backend = rows[0]?.pid ?? 0;
          return backend !== 0 && await writtenBytes(test.db) - empty > WRITTEN_BYTES;
        });
        await killNow(child);
        // The server rolls the transaction back when it sees the connection gone: wait for that.
        const deadline = Date.now() + 30_000;
        while ((await watcher.query('select 1 from pg_stat_activity where pid = $1', [backend])).rowCount !== 0) {
          if (Date.now() > deadline) throw new Error('the killed connection stayed on the server');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        await watcher.end();
      }
      await expectUntouchedThenWhole(test.db, accountId, before, bytes);
    } else {
      const dataDir = join(dir, 'data');
      const setup = await openDatabase({ dataDir });
      const accountId = await seed(setup.db);
      const before = await books(setup.db, accountId);
      const empty = await writtenBytes(setup.db);
      await setup.close();
      child = startChild({ CRASH_DATA_DIR: dataDir, CRASH_FILE: file, CRASH_USER: 'ana', CRASH_ACCOUNT: accountId });
      // PGlite runs inside the child: the rows it writes show as the data folder growing (new
      // pages go to the files at once, committed or not), measured from when it said "importing".
      let baseline = -1;
      await untilMidImport(child, () => {
        const now = folderBytes(join(dataDir, 'base'));
        if (baseline < 0) baseline = now;
        return Promise.resolve(now - baseline > WRITTEN_BYTES);
      });
      await killNow(child);
      database = await openDatabase({ dataDir });
      // The killed import's rows are on disk, dead: what the recovered database shows is none of them.
      expect(await writtenBytes(database.db) - empty).toBeGreaterThan(WRITTEN_BYTES / 2);
      await expectUntouchedThenWhole(database.db, accountId, before, bytes);
    }
  });
});
