// listRecordsPage (one prepared statement answering the page as JSON) must answer exactly
// what listRecords answers — same rows, same types, same values, same cursor — on every
// engine, for the shapes it serves itself and for those it hands to listRecords.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, testEngines, type TestDatabase } from '../src/testing';
import { users } from '../src/schema';
import { insertRecord, insertRecords, listRecords, listRecordsPage, type ListRecordsQuery, type RecordInput } from '../src/records';
import { defaultMoneyAccount, insertMoneyAccount } from '../src/money-accounts';

const from = new Date('2026-10-01T00:00:00Z');
const toExclusive = new Date('2026-11-01T00:00:00Z');

function input(i: number, overrides: Partial<RecordInput> = {}): RecordInput {
  return {
    kind: i % 5 === 0 ? 'income' : 'expense', amountCents: 1_000 + i * 37, currency: 'AOA', category: i % 3 === 0 ? null : 'Transporte',
    party: i % 4 === 0 ? null : `Loja ${i}`, description: i % 2 === 0 ? `compra ${i}` : null, notes: null,
    // Several records share an instant (ties broken by id), and some carry microseconds.
    occurredAt: new Date(Date.parse('2026-10-02T08:00:00Z') + Math.floor(i / 3) * 3_600_000), ...overrides,
  };
}

describe.each(testEngines())('records page on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await database.db.insert(users).values([{ id: 'ana', name: 'ana', email: 'ana@example.ao' }, { id: 'bruno', name: 'bruno', email: 'bruno@example.ao' }]);
    const cash = await defaultMoneyAccount(database.db, 'ana', 'AOA');
    const usd = await insertMoneyAccount(database.db, 'ana', { type: 'cash', name: 'Dólares', currency: 'USD' });
    if (!cash || !usd) throw new Error('accounts missing');
    await insertRecords(database.db, 'ana', Array.from({ length: 40 }, (_, i) => input(i)));
    // Text that needs escaping on every path: quotes, backslashes, JSON's specials, control
    // characters, non-Latin letters and emoji.
    await insertRecord(database.db, 'ana', input(100, {
      description: `O'Neil \\ "aspas" \n linha\ttab \u0001 ç ã 中文 🙂`, notes: `'; drop table records; --`, party: `\\'`,
      occurredAt: new Date('2026-10-20T12:00:00.123Z'),
    }));
    await insertRecord(database.db, 'ana', input(101, { kind: 'debtTaken', party: 'Tia Rosa', amountCents: 9_007_199_254_740_991 }));
    await insertRecord(database.db, 'ana', input(102, { currency: 'USD', accountId: usd.id, amountCents: 12_345, occurredAt: new Date('2026-10-21T09:30:00Z') }));
    await insertRecord(database.db, 'ana', input(103, {
      kind: 'transfer', currency: 'USD', accountId: usd.id, category: null, amountCents: 100_00, occurredAt: new Date('2026-10-22T10:00:00Z'),
      transfer: { toAccountId: cash.id, toAmountCents: 95_012_34, rate: '950.1234' },
    }));
    // Microseconds the Date cannot hold: both paths drop them the same way.
    await database.db.execute(sql`update records set occurred_at = occurred_at + interval '999 microseconds' where user_id = 'ana' and description = 'compra 4'`);
    await insertRecords(database.db, 'bruno', Array.from({ length: 5 }, (_, i) => input(i)));
  });
  afterAll(async () => { await database.close(); });

  const shapes: readonly [string, Partial<ListRecordsQuery>][] = [
    ['every record', {}],
    ['one collection', { collection: 'transactions' }],
    ['debts', { collection: 'debts' }],
    ['a kind (listRecords)', { kind: 'expense' }],
    ['a search (listRecords)', { search: { text: "O'Neil", categoryKeys: [] } }],
    ['an empty search', { search: { text: '  ', categoryKeys: [] } }],
  ];

  it.each(shapes)('pages through %s exactly as listRecords does', async (_label, filter) => {
    for (const limit of [1, 7, 50]) {
      let cursor: ListRecordsQuery['cursor'];
      let pages = 0;
      do {
        const query: ListRecordsQuery = { ...filter, from, toExclusive, limit, cursor };
        const expected = await listRecords(database.db, 'ana', query);
        const page = await listRecordsPage(database, 'ana', query);
        expect(page).toEqual(expected);
        expect(page.rows.every((r) => r.userId === 'ana' && r.occurredAt instanceof Date && r.createdAt instanceof Date)).toBe(true);
        cursor = page.next ?? undefined;
        pages++;
      } while (cursor && pages < 100);
      expect(cursor).toBeUndefined();
    }
  });

  it('answers the escaped text, the largest safe amount and the transfer rate unchanged', async () => {
    const { rows } = await listRecordsPage(database, 'ana', { from, toExclusive, limit: 100 });
    expect(rows.find((r) => r.notes === `'; drop table records; --`)?.description).toBe(`O'Neil \\ "aspas" \n linha\ttab \u0001 ç ã 中文 🙂`);
    expect(rows.find((r) => r.kind === 'debtTaken')?.amountCents).toBe(9_007_199_254_740_991);
    const transfer = rows.find((r) => r.kind === 'transfer');
    expect([transfer?.rate, transfer?.toAmountCents, transfer?.toCurrency]).toEqual([(await listRecords(database.db, 'ana', { from, toExclusive, limit: 100 })).rows.find((r) => r.kind === 'transfer')?.rate, 95_012_34, 'AOA']);
    expect(rows).toHaveLength(44);
  });

  it('never answers another user\'s rows, an empty range as no rows, and a forged-looking user id as nothing', async () => {
    expect((await listRecordsPage(database, 'bruno', { from, toExclusive, limit: 100 })).rows).toHaveLength(5);
    expect(await listRecordsPage(database, 'ana', { from: toExclusive, toExclusive: new Date('2026-12-01T00:00:00Z'), limit: 10 })).toEqual({ rows: [], next: null });
    expect((await listRecordsPage(database, `ana' or '1'='1`, { from, toExclusive, limit: 10 })).rows).toEqual([]);
  });

  it('keeps working after the prepared statement was dropped behind its back', async () => {
    if (engine === 'pglite') await database.db.execute(sql`deallocate all`);
    const { rows } = await listRecordsPage(database, 'ana', { from, toExclusive, limit: 3 });
    expect(rows).toHaveLength(3);
  });
});
