// The db layer on every engine this run has: in-memory PGlite always, and a fresh
// PostgreSQL database when TEST_DATABASE_URL is set (CI sets it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase, openSecondHandle, testEngines, type TestDatabase } from '../src/testing';
import { records, users } from '../src/schema';
import {
  deleteRecord, getRecord, insertRecord, insertRecords, latestRecordEventId, listRecords, recordChangesSince, updateRecord, type RecordCursor, type RecordFilter, type RecordInput,
} from '../src/records';
import { RecordChangeFeed, type RecordNotification } from '../src/change-feed';
import { toCents } from '@kumbu/core/money';

function input(overrides: Partial<RecordInput> = {}): RecordInput {
  return {
    kind: 'expense', amountCents: toCents(500_000), currency: 'AOA', category: 'Transporte', party: 'Candongueiro',
    description: 'candongueiro', notes: null, occurredAt: new Date('2026-11-10T08:00:00Z'), ...overrides,
  };
}

async function addUser(database: TestDatabase, id: string): Promise<void> {
  await database.db.insert(users).values({ id, name: id, email: `${id}@example.ao` });
}

function waitFor<T>(check: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const value = check();
      if (value !== undefined) { resolve(value); return; }
      if (Date.now() - started > timeoutMs) { reject(new Error('timed out waiting')); return; }
      setTimeout(tick, 10);
    };
    tick();
  });
}

describe.each(testEngines())('db layer on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await addUser(database, 'ana');
    await addUser(database, 'bruno');
  });
  afterAll(async () => { await database.close(); });

  it('migrations are applied once and can run again without harm', async () => {
    await database.migrate();
    const rows = await database.db.select({ n: sql<number>`count(*)::int` }).from(sql`information_schema.tables`).where(sql`table_name = 'records'`);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('stores amounts exactly as integer cêntimos, derives the collection from the kind, and scopes reads by user', async () => {
    const row = await insertRecord(database.db, 'ana', input({ kind: 'debtTaken', amountCents: toCents(123_456_789_01) }));
    expect(row.collection).toBe('debts');
    expect(row.amountCents).toBe(123_456_789_01);
    expect(await getRecord(database.db, 'ana', row.id)).not.toBeNull();
    expect(await getRecord(database.db, 'bruno', row.id)).toBeNull();
    expect(await updateRecord(database.db, 'bruno', row.id, { amountCents: toCents(1) })).toBeNull();
    expect(await deleteRecord(database.db, 'bruno', row.id)).toBeNull();
    const moved = await updateRecord(database.db, 'ana', row.id, { kind: 'loanGiven' });
    expect(moved?.collection).toBe('loansGiven');
  });

  it('lists a range newest first and pages through it with a cursor without skipping or repeating', async () => {
    const base = Date.parse('2026-10-01T10:00:00Z');
    const many = Array.from({ length: 23 }, (_, i) => input({ occurredAt: new Date(base + Math.floor(i / 2) * 3_600_000), description: `r${i}` }));
    await insertRecords(database.db, 'bruno', many);
    const from = new Date('2026-10-01T00:00:00Z');
    const toExclusive = new Date('2026-10-02T00:00:00Z');
    const seen: string[] = [];
    let cursor;
    let pages = 0;
    do {
      const page = await listRecords(database.db, 'bruno', { from, toExclusive, limit: 5, cursor });
      seen.push(...page.rows.map((r) => r.id));
      for (let i = 1; i < page.rows.length; i++) {
        expect(page.rows[i - 1]!.occurredAt.getTime()).toBeGreaterThanOrEqual(page.rows[i]!.occurredAt.getTime());
      }
      cursor = page.next ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(5);
    expect(new Set(seen).size).toBe(23);
    const onlyDebts = await listRecords(database.db, 'bruno', { from, toExclusive, limit: 50, collection: 'debts' });
    expect(onlyDebts.rows).toHaveLength(0);
  });

  it('filters by kind and by party (as balances name it) and still pages with the keyset cursor', async () => {
    await addUser(database, 'filtros');
    const base = Date.parse('2027-03-01T10:00:00Z');
    const rows: RecordInput[] = [];
    for (let i = 0; i < 12; i++) {
      rows.push(input({ kind: i % 3 === 0 ? 'income' : 'expense', party: i % 2 === 0 ? 'Kero' : null, occurredAt: new Date(base + i * 3_600_000) }));
    }
    rows.push(input({ kind: 'debtTaken', party: '  João  ', occurredAt: new Date(base) }));
    await insertRecords(database.db, 'filtros', rows);
    const range = { from: new Date('2027-03-01T00:00:00Z'), toExclusive: new Date('2027-03-02T00:00:00Z') };
    const all = async (filter: RecordFilter) => {
      const seen: string[] = [];
      let cursor: RecordCursor | undefined;
      for (;;) {
        const page = await listRecords(database.db, 'filtros', { ...range, limit: 2, ...filter, cursor });
        seen.push(...page.rows.map((r) => `${r.kind}:${r.party ?? '-'}`));
        if (!page.next) return seen;
        cursor = page.next;
      }
    };
    expect(await all({ kind: 'income' })).toEqual(Array.from({ length: 4 }, (_, k) => `income:${(3 - k) * 3 % 2 === 0 ? 'Kero' : '-'}`));
    expect((await all({ collection: 'transactions', kind: 'expense' })).length).toBe(8);
    expect((await all({ party: 'Kero' })).length).toBe(6);
    expect((await all({ party: '—', collection: 'transactions' })).length).toBe(6);
    expect(await all({ collection: 'debts', party: 'João' })).toEqual(['debtTaken:  João  ']);
    expect(await all({ collection: 'loansGiven', party: 'João' })).toEqual([]);
  });

  it('writes a change event in the same transaction as each change, and none for a rolled-back one', async () => {
    const before = await latestRecordEventId(database.db, 'ana');
    const brunoBefore = await latestRecordEventId(database.db, 'bruno');
    const row = await insertRecord(database.db, 'ana', input());
    await updateRecord(database.db, 'ana', row.id, { notes: 'edited' });
    await expect(database.db.transaction(async (tx) => {
      await insertRecord(tx, 'ana', input({ description: 'never committed' }));
      throw new Error('abort');
    })).rejects.toThrow('abort');
    await deleteRecord(database.db, 'ana', row.id);
    const changes = await recordChangesSince(database.db, 'ana', before);
    expect(changes.map((c) => c.op)).toEqual(['delete', 'delete', 'delete']);
    expect(changes.every((c) => c.op !== 'reload' && c.recordId === row.id)).toBe(true);
    expect(await recordChangesSince(database.db, 'bruno', brunoBefore)).toHaveLength(0);
  });

  // Migration 0020: an import writes tens of thousands of records in one statement; the feed
  // says "reload" once instead of carrying every record to an open dashboard.
  it('writes one reload event for a statement that touches more than 500 records, and per-record events up to 500', async () => {
    const [account] = await database.db.select({ id: records.accountId }).from(records).where(eq(records.userId, 'ana')).limit(1);
    if (!account) throw new Error('ana has no record yet');
    const bulkInsert = (n: number, tag: string) => database.db.execute(sql`insert into records (user_id, collection, kind, amount_cents, currency, description, occurred_at, account_id)
      select 'ana', 'expenses', 'expense', 100 + g, 'AOA', ${tag}, now(), ${account.id}::uuid from generate_series(1, ${n}) g`);
    let before = await latestRecordEventId(database.db, 'ana');
    await bulkInsert(500, 'five hundred');
    let changes = await recordChangesSince(database.db, 'ana', before, 1000);
    expect(changes).toHaveLength(500);
    expect(changes.every((c) => c.op === 'upsert')).toBe(true);

    before = await latestRecordEventId(database.db, 'ana');
    await bulkInsert(501, 'five hundred and one');
    changes = await recordChangesSince(database.db, 'ana', before, 1000);
    expect(changes.map((c) => c.op)).toEqual(['reload']);

    before = await latestRecordEventId(database.db, 'ana');
    await database.db.execute(sql`delete from records where user_id = 'ana' and description in ('five hundred', 'five hundred and one')`);
    changes = await recordChangesSince(database.db, 'ana', before, 1000);
    expect(changes.map((c) => c.op)).toEqual(['reload']);
  });

  it('notifies listeners after commit with the event id and user id only', async () => {
    const feed = new RecordChangeFeed(database);
    await feed.start();
    const got: RecordNotification[] = [];
    const stop = feed.subscribe('ana', (n) => got.push(n));
    const row = await insertRecord(database.db, 'ana', input({ description: 'live' }));
    const n = await waitFor(() => got.at(-1));
    const [change] = await recordChangesSince(database.db, 'ana', n.eventId - 1);
    if (change?.op !== 'upsert') throw new Error(`expected an upsert, got ${change?.op ?? 'nothing'}`);
    expect(change.recordId).toBe(row.id);
    expect(change.record?.description).toBe('live');
    stop();
    await feed.stop();
  });

  it.runIf(engine === 'postgres')('delivers a write made through one instance to a listener on another', async () => {
    const other = await openSecondHandle(database);
    const feed = new RecordChangeFeed(other);
    await feed.start();
    const got: RecordNotification[] = [];
    feed.subscribe('bruno', (n) => got.push(n));
    await insertRecord(database.db, 'bruno', input({ description: 'from instance A' }));
    const n = await waitFor(() => got.at(-1));
    const [change] = await recordChangesSince(other.db, 'bruno', n.eventId - 1);
    if (change?.op !== 'upsert') throw new Error(`expected an upsert, got ${change?.op ?? 'nothing'}`);
    expect(change.record?.description).toBe('from instance A');
    await feed.stop();
    await other.close();
  });
});
