// Money accounts and transfers in the database (issue 15, migration 0013), on every engine
// this run has: the default Carteira, records filed on accounts, the rules the database itself
// enforces (a record only on its own user's accounts, in the account's currency; a transfer
// between two different accounts), balances, the migration of records kept before, and the
// keys checked per statement (migration 0019).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase, testEngines, type TestDatabase } from '../src/testing';
import { moneyAccounts, records, users } from '../src/schema';
import { MIGRATIONS_FOLDER } from '../src/migrate';
import { insertRecord, insertRecords, listRecords, updateRecord, type RecordInput } from '../src/records';
import {
  defaultMoneyAccount, insertMoneyAccount, listMoneyAccounts, moneyAccountBalances, updateMoneyAccount,
} from '../src/money-accounts';
import { addFxRateIfAbsent, fxRatesUpTo, latestFxRates, setFxRate } from '../src/fx-rates';

/** The SQLSTATE a failed statement raised (drizzle wraps the driver's error as its cause), or 'ok'. */
async function sqlState(write: PromiseLike<unknown>): Promise<string> {
  try {
    await write;
    return 'ok';
  } catch (error) {
    const cause: unknown = error instanceof Error && error.cause !== undefined ? error.cause : error;
    return typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : 'no code';
  }
}

async function rawCounts(database: TestDatabase, userId: string): Promise<{ records: number; imports: number; lines: number; accounts: number }[]> {
  return database.db.select({
    records: sql<number>`(select count(*)::int from records where user_id = ${userId})`,
    imports: sql<number>`(select count(*)::int from imports where user_id = ${userId})`,
    lines: sql<number>`(select count(*)::int from statement_lines where user_id = ${userId})`,
    accounts: sql<number>`(select count(*)::int from money_accounts where user_id = ${userId})`,
  }).from(sql`(select 1) as one`);
}

function input(overrides: Partial<RecordInput> = {}): RecordInput {
  return {
    kind: 'expense', amountCents: 500_000, currency: 'AOA', category: 'transport', party: null,
    description: 'candongueiro', notes: null, occurredAt: new Date('2026-11-10T08:00:00Z'), ...overrides,
  };
}

describe.each(testEngines())('money accounts on %s', (engine) => {
  let database: TestDatabase;
  const addUser = async (id: string) => { await database.db.insert(users).values({ id, name: id, email: `${id}@example.ao` }); };
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await addUser('ana');
    await addUser('beto');
  });
  afterAll(async () => { await database.close(); });

  it('gives every new user a default kwanza Carteira, and files records that name no account there', async () => {
    const accounts = await listMoneyAccounts(database.db, 'ana');
    expect(accounts.map((a) => [a.name, a.type, a.currency, a.isDefault])).toEqual([['Carteira', 'cash', 'AOA', true]]);
    const row = await insertRecord(database.db, 'ana', input());
    expect(row.accountId).toBe(accounts[0]?.id);
  });

  it('files a dollar record that names no account on a dollar cash account, created on first use', async () => {
    const row = await insertRecord(database.db, 'ana', input({ currency: 'USD', amountCents: 10_000 }));
    const usd = await defaultMoneyAccount(database.db, 'ana', 'USD');
    expect(usd?.name).toBe('Carteira USD');
    expect(row.accountId).toBe(usd?.id);
    // Changing a record's currency without naming an account moves it to that currency's default.
    const moved = await updateRecord(database.db, 'ana', row.id, { currency: 'AOA' });
    expect(moved?.accountId).toBe((await defaultMoneyAccount(database.db, 'ana', 'AOA'))?.id);
  });

  it('refuses a record on another user\'s account, or in a currency its account does not hold', async () => {
    const betoCash = await defaultMoneyAccount(database.db, 'beto', 'AOA');
    await expect(insertRecord(database.db, 'ana', input({ accountId: betoCash?.id }))).rejects.toThrow();
    const anaCash = await defaultMoneyAccount(database.db, 'ana', 'AOA');
    await expect(insertRecord(database.db, 'ana', input({ accountId: anaCash?.id, currency: 'EUR' }))).rejects.toThrow();
    // Many rows in one statement (an import): the currency is checked per statement, and one
    // wrong row refuses them all.
    const count = async (): Promise<unknown> => (await database.db.select({ n: sql<number>`count(*)::int` }).from(records).where(eq(records.userId, 'ana')))[0]?.n;
    const before = await count();
    await expect(insertRecords(database.db, 'ana', [
      input({ accountId: anaCash?.id }), input({ accountId: anaCash?.id, currency: 'USD' }), input({ accountId: anaCash?.id }),
    ])).rejects.toThrow(/currency/);
    expect(await count()).toEqual(before);
  });

  it('keeps transfers between two different accounts, with a to-side, and nothing else', async () => {
    const cash = await defaultMoneyAccount(database.db, 'ana', 'AOA');
    const bai = await insertMoneyAccount(database.db, 'ana', { type: 'bank', name: 'BAI', institution: 'BAI', currency: 'AOA', iban: 'AO06004000000000000000101' });
    expect(bai?.isDefault).toBe(false);
    if (!cash || !bai) throw new Error('accounts missing');
    const t = await insertRecord(database.db, 'ana', input({
      kind: 'transfer', category: null, amountCents: 4_000_000, accountId: bai.id,
      transfer: { toAccountId: cash.id, toAmountCents: 4_000_000, rate: null },
    }));
    expect([t.collection, t.toAccountId, t.toCurrency]).toEqual(['transfers', cash.id, 'AOA']);
    await expect(insertRecord(database.db, 'ana', input({
      kind: 'transfer', accountId: bai.id, transfer: { toAccountId: bai.id, toAmountCents: 100, rate: null },
    }))).rejects.toThrow();
    await expect(insertRecord(database.db, 'ana', input({ kind: 'transfer', accountId: bai.id }))).rejects.toThrow();
    // A transfer edited into an expense loses its to-side.
    const asExpense = await updateRecord(database.db, 'ana', t.id, { kind: 'expense' });
    expect([asExpense?.toAccountId, asExpense?.toAmountCents, asExpense?.collection]).toEqual([null, null, 'transactions']);
    await updateRecord(database.db, 'ana', t.id, { kind: 'transfer', transfer: { toAccountId: cash.id, toAmountCents: 4_000_000, rate: null } });
    const page = await listRecords(database.db, 'ana', {
      accountId: cash.id, from: new Date('2026-11-01T00:00:00Z'), toExclusive: new Date('2026-12-01T00:00:00Z'), limit: 50,
    });
    expect(page.rows.some((r) => r.id === t.id)).toBe(true);
  });

  it('computes balances from the opening balance and the movements since the opening date', async () => {
    await addUser('carla');
    const cash = await defaultMoneyAccount(database.db, 'carla', 'AOA');
    const bai = await insertMoneyAccount(database.db, 'carla', {
      type: 'bank', name: 'BAI', currency: 'AOA', openingBalanceCents: 100_000_00, openingDate: '2026-11-05',
    });
    const usd = await insertMoneyAccount(database.db, 'carla', { type: 'cash', name: 'Dólares', currency: 'USD' });
    if (!cash || !bai || !usd) throw new Error('accounts missing');
    const at = (day: string) => new Date(`${day}T10:00:00Z`);
    await insertRecord(database.db, 'carla', input({ kind: 'income', amountCents: 50_000_00, accountId: bai.id, occurredAt: at('2026-11-03') })); // before opening: not counted
    await insertRecord(database.db, 'carla', input({ kind: 'income', amountCents: 20_000_00, accountId: bai.id, occurredAt: at('2026-11-06') }));
    await insertRecord(database.db, 'carla', input({ kind: 'expense', amountCents: 5_000_00, accountId: cash.id, occurredAt: at('2026-11-07') }));
    await insertRecord(database.db, 'carla', input({
      kind: 'transfer', amountCents: 40_000_00, accountId: bai.id, occurredAt: at('2026-11-08'),
      transfer: { toAccountId: cash.id, toAmountCents: 40_000_00, rate: null },
    }));
    await insertRecord(database.db, 'carla', input({
      kind: 'transfer', currency: 'USD', amountCents: 100_00, accountId: usd.id, occurredAt: at('2026-11-09'),
      transfer: { toAccountId: cash.id, toAmountCents: 95_000_00, rate: '950' },
    }));
    await insertRecord(database.db, 'carla', input({ kind: 'debtTaken', amountCents: 10_000_00, accountId: cash.id, occurredAt: at('2026-11-10') }));
    const balances = new Map((await moneyAccountBalances(database.db, 'carla')).map((b) => [b.accountId, b]));
    expect(balances.get(bai.id)?.balanceCents).toBe(100_000_00 + 20_000_00 - 40_000_00);
    expect(balances.get(cash.id)?.balanceCents).toBe(-5_000_00 + 40_000_00 + 95_000_00 + 10_000_00);
    expect(balances.get(usd.id)?.balanceCents).toBe(-100_00);
    expect(balances.get(cash.id)?.movements).toBe(4);
    // The kept balances equal a recount from the records after edits, deletions, moving the
    // opening date, and a multi-row insert.
    const recount = async () => new Map((await database.db.select({
      id: moneyAccounts.id,
      cents: sql<string>`(kumbu_account_movements(money_accounts.*)).cents`,
      n: sql<string>`(kumbu_account_movements(money_accounts.*)).n`,
    }).from(moneyAccounts).where(eq(moneyAccounts.userId, 'carla'))).map((r) => [r.id, [Number(r.cents), Number(r.n)]]));
    const kept = async () => new Map((await database.db.select().from(moneyAccounts).where(eq(moneyAccounts.userId, 'carla')))
      .map((r) => [r.id, [r.movementsCents, r.movementsCount]]));
    const page = await listRecords(database.db, 'carla', { from: at('2026-01-01'), toExclusive: at('2027-01-01'), limit: 50 });
    const transfer = page.rows.find((r) => r.kind === 'transfer' && r.currency === 'AOA');
    if (!transfer) throw new Error('no transfer');
    await updateRecord(database.db, 'carla', transfer.id, { amountCents: 1_00, transfer: { toAccountId: usd.id, toAmountCents: 7, rate: null }, occurredAt: at('2026-11-01') });
    await updateRecord(database.db, 'carla', transfer.id, { accountId: cash.id, transfer: { toAccountId: bai.id, toAmountCents: 1_00, rate: null }, occurredAt: at('2026-11-20') });
    await database.db.execute(sql`delete from records where user_id = 'carla' and kind = 'debtTaken'`);
    await updateMoneyAccount(database.db, 'carla', bai.id, { openingDate: '2026-11-01' });
    await insertRecords(database.db, 'carla', [1, 2, 3].map((i) => input({ amountCents: i * 1_000, accountId: bai.id, occurredAt: at(`2026-11-1${i}`) })));
    expect(await kept()).toEqual(await recount());
    expect((await recount()).get(bai.id)).toEqual([50_000_00 + 20_000_00 + 1_00 - 6_000, 6]);
  });

  it('archives accounts but never the default one, and keeps names unique per person', async () => {
    const cash = await defaultMoneyAccount(database.db, 'ana', 'AOA');
    if (!cash) throw new Error('no cash');
    expect(await updateMoneyAccount(database.db, 'ana', cash.id, { archived: true })).toEqual({ ok: false, reason: 'default-archive' });
    expect(await insertMoneyAccount(database.db, 'ana', { type: 'bank', name: 'bai', currency: 'AOA' })).toBeNull();
    const sav = await insertMoneyAccount(database.db, 'ana', { type: 'savings', name: 'Poupança', currency: 'AOA' });
    if (!sav) throw new Error('no savings');
    const archived = await updateMoneyAccount(database.db, 'ana', sav.id, { archived: true });
    expect(archived.ok && archived.row.archivedAt).toBeInstanceOf(Date);
    expect((await listMoneyAccounts(database.db, 'ana')).some((a) => a.id === sav.id)).toBe(false);
    expect((await listMoneyAccounts(database.db, 'ana', { includeArchived: true })).at(-1)?.id).toBe(sav.id);
    expect(await updateMoneyAccount(database.db, 'beto', sav.id, { name: 'x' })).toEqual({ ok: false, reason: 'not-found' });
  });

  it('deletes a user with their accounts and records in one go', async () => {
    await addUser('dino');
    await insertRecord(database.db, 'dino', input());
    await insertRecord(database.db, 'dino', input({ currency: 'EUR' }));
    await database.db.delete(users).where(sql`${users.id} = 'dino'`);
    expect(await listMoneyAccounts(database.db, 'dino', { includeArchived: true })).toEqual([]);
  });

  // Migration 0019: the records' and statement lines' keys are checked once per statement
  // (set-based triggers) instead of row by row — with the same refusals and cascades.
  it('refuses a record on someone else\'s account (a foreign-key violation, many rows at once too), a transfer into one, and a line of no import', async () => {
    const betoCash = await defaultMoneyAccount(database.db, 'beto', 'AOA');
    const anaCash = await defaultMoneyAccount(database.db, 'ana', 'AOA');
    const anaSavings = await insertMoneyAccount(database.db, 'ana', { type: 'savings', name: 'Poupança chave', currency: 'AOA' });
    if (!betoCash || !anaCash || !anaSavings) throw new Error('accounts missing');
    expect(await sqlState(insertRecords(database.db, 'ana', [input({ accountId: anaCash.id }), input({ accountId: betoCash.id }), input({ accountId: anaCash.id })]))).toBe('23503');
    // A transfer into someone else's account finds no currency for its to-side (the per-row
    // trigger looks only among the owner's accounts): the transfer check refuses it first.
    expect(await sqlState(insertRecord(database.db, 'ana', input({
      kind: 'transfer', category: null, accountId: anaCash.id, transfer: { toAccountId: betoCash.id, toAmountCents: 500_000, rate: null },
    })))).toMatch(/^235(03|14)$/);
    // Moving a record onto someone else's account is refused the same way.
    const mine = await insertRecord(database.db, 'ana', input({ accountId: anaSavings.id }));
    expect(await sqlState(database.db.update(records).set({ accountId: betoCash.id }).where(eq(records.id, mine.id)))).toBe('23503');
    expect(await sqlState(database.db.execute(sql`insert into statement_lines (import_id, user_id, account_id, position, day, amount_cents, currency, description, description_key, outcome)
      values (gen_random_uuid(), 'ana', ${anaCash.id}::uuid, 0, '2026-11-10', -100, 'AOA', 'x', 'x', 'inserted')`))).toBe('23503');
  });

  it('deletes a person\'s transfers, imports and statement lines with them', async () => {
    await addUser('eva');
    const cash = await defaultMoneyAccount(database.db, 'eva', 'AOA');
    const bank = await insertMoneyAccount(database.db, 'eva', { type: 'bank', name: 'BFA', currency: 'AOA' });
    if (!cash || !bank) throw new Error('accounts missing');
    await insertRecord(database.db, 'eva', input({ accountId: bank.id }));
    await insertRecord(database.db, 'eva', input({ kind: 'transfer', category: null, accountId: bank.id, transfer: { toAccountId: cash.id, toAmountCents: 500_000, rate: null } }));
    await database.db.execute(sql`with i as (
        insert into imports (user_id, account_id, format, kind, file_sha256, movements_count, inserted_count, duplicate_count, matched_count)
        values ('eva', ${bank.id}::uuid, 'csv', 'bank', 'x', 1, 0, 0, 0) returning id)
      insert into statement_lines (import_id, user_id, account_id, position, day, amount_cents, currency, description, description_key, outcome)
      select i.id, 'eva', ${bank.id}::uuid, 0, '2026-11-10', -100, 'AOA', 'x', 'x', 'duplicate' from i`);
    const left = async (): Promise<number[]> => {
      const [row] = await rawCounts(database, 'eva');
      return [row?.records ?? -1, row?.imports ?? -1, row?.lines ?? -1, row?.accounts ?? -1];
    };
    expect(await left()).toEqual([2, 1, 1, 2]);
    await database.db.delete(users).where(eq(users.id, 'eva'));
    expect(await left()).toEqual([0, 0, 0, 0]);
  });

  it('keeps one rate per currency and day: a provider never overwrites, the operator does', async () => {
    const first = await addFxRateIfAbsent(database.db, { currency: 'USD', day: '2026-11-20', micros: 912_340_000, source: 'http' });
    const second = await addFxRateIfAbsent(database.db, { currency: 'USD', day: '2026-11-20', micros: 999_000_000, source: 'http' });
    expect(second).toEqual(first);
    await setFxRate(database.db, { currency: 'USD', day: '2026-11-20', micros: 913_000_000, source: 'bna' });
    await setFxRate(database.db, { currency: 'EUR', day: '2026-11-18', micros: 1_050_500_000, source: 'bna' });
    expect((await fxRatesUpTo(database.db, '2026-11-19')).map((r) => r.currency)).toEqual(['EUR']);
    expect((await latestFxRates(database.db, '2026-11-25')).map((r) => [r.currency, r.day, r.micros, r.source])).toEqual([
      ['EUR', '2026-11-18', 1_050_500_000, 'bna'], ['USD', '2026-11-20', 913_000_000, 'bna'],
    ]);
  });
});

describe('migration 0013 on a database kept before it', () => {
  it('moves every existing record to its owner\'s default account in its currency', async () => {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
    const pg = new PGlite();
    const run = async (tag: string) => {
      for (const part of readFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8').split('--> statement-breakpoint')) {
        if (part.trim()) await pg.exec(part);
      }
    };
    for (const e of journal.entries.filter((x) => x.idx < 13)) await run(e.tag);
    await pg.exec(`insert into users (id, name, email) values ('old', 'Old', 'old@example.ao'), ('new', 'New', 'new@example.ao');
      insert into records (user_id, collection, kind, amount_cents, currency, occurred_at) values
        ('old', 'transactions', 'expense', 500000, 'AOA', now()), ('old', 'debts', 'debtTaken', 10000, 'USD', now());`);
    await run('0013_money_accounts');
    const rows = await pg.query<{ kind: string; name: string; currency: string }>(
      `select r.kind, a.name, a.currency from records r join money_accounts a on a.id = r.account_id order by r.kind`);
    expect(rows.rows).toEqual([
      { kind: 'debtTaken', name: 'Carteira USD', currency: 'USD' },
      { kind: 'expense', name: 'Carteira', currency: 'AOA' },
    ]);
    const carteiras = await pg.query<{ user_id: string }>(`select user_id from money_accounts where name = 'Carteira' order by user_id`);
    expect(carteiras.rows.map((r) => r.user_id)).toEqual(['new', 'old']);
    await pg.close();
  });
});
