// Statement imports into the books (issue 18) on every engine this run has: each movement
// once across overlapping files (twins kept), records logged by chat linked rather than
// counted again, own-account transfers only when the other side is the person's, SAF-T
// invoices settled by the bank credit that pays them, undo as a whole, a file that cannot be
// read changing nothing, and nobody touching another person's import.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { openTestDatabase, testEngines, type TestDatabase } from '@kumbu/db/testing';
import { imports, records, statementLines, users } from '@kumbu/db/schema';
import { insertRecord } from '@kumbu/db/records';
import { insertMoneyAccount, listMoneyAccounts, moneyAccountBalances } from '@kumbu/db/money-accounts';
import { undoImport } from '@kumbu/db/imports';
import { ImportReadError } from '@kumbu/imports/statement';
import { importStatement } from '../src/features/imports/statement-import';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const fixture = (path: string): Uint8Array => new Uint8Array(readFileSync(new URL(`../../../packages/imports/test/fixtures/${path}`, import.meta.url)));

const OCTOBER = [
  'BAI — Extracto de conta',
  'IBAN: AO06 0040 0000 1234 5678 9012 3',
  'Data;Descrição;Débito;Crédito;Saldo',
  '01/10/2024;SALARIO OUT;;450.000,00;600.000,00',
  '02/10/2024;COMPRA TPA KERO GIKA;12.350,50;;587.649,50',
  '03/10/2024;LEV ATM TALATONA;20.000,00;;567.649,50',
  '03/10/2024;LEV ATM TALATONA;20.000,00;;547.649,50',
  '05/10/2024;TRF MCX EXPRESS RECEBIDAS 923456789;;25.000,00;572.649,50',
].join('\n');

// The same account a few days later, exported again (another description's spacing and case).
const OCTOBER_LATER = [
  'Data;Descrição;Débito;Crédito;Saldo',
  '03/10/2024;Lev ATM  Talatona;20.000,00;;567.649,50',
  '03/10/2024;LEV ATM TALATONA;20.000,00;;547.649,50',
  '05/10/2024;TRF MCX EXPRESS RECEBIDAS 923456789;;25.000,00;572.649,50',
  '07/10/2024;PAG SERV UNITEL;5.000,00;;567.649,50',
].join('\n');

describe.each(testEngines())('statement imports on %s', (engine) => {
  let database: TestDatabase;
  let bai: string;
  const addUser = async (id: string) => { await database.db.insert(users).values({ id, name: id, email: `${id}@example.ao` }); };
  const recordsOf = async (userId: string) => database.db.select().from(records).where(eq(records.userId, userId));
  const balanceOf = async (userId: string, accountId: string) => (await moneyAccountBalances(database.db, userId)).find((b) => b.accountId === accountId);

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await addUser('ana');
    await addUser('beto');
    const account = await insertMoneyAccount(database.db, 'ana', { type: 'bank', name: 'BAI', institution: 'BAI', iban: 'AO06004000001234567890123', currency: 'AOA' });
    bai = account?.id ?? '';
  });
  afterAll(async () => { await database.close(); });

  it('imports a statement, categorised, and then only what a later overlapping export adds (twins kept)', async () => {
    // A purchase told to the co-pilot on the day: the statement line is linked to it, not counted again.
    const chat = await insertRecord(database.db, 'ana', {
      kind: 'expense', amountCents: 1_235_050, currency: 'AOA', category: 'groceries', party: null, description: 'compras no Kero',
      notes: null, occurredAt: new Date('2024-10-02T17:00:00Z'), source: 'whatsapp',
    });
    const first = await importStatement(database.db, 'ana', bytes(OCTOBER), { accountId: bai, fileName: 'out.csv', source: 'web' });
    expect([first.inserted, first.duplicates, first.matched]).toEqual([4, 0, 1]);
    const moved = (await recordsOf('ana')).find((r) => r.id === chat.id);
    expect(moved?.accountId).toBe(bai); // the bank paid it: the record moves to the bank's account
    const imported = (await recordsOf('ana')).filter((r) => r.source === 'import');
    expect(imported.map((r) => [r.kind, r.amountCents]).sort()).toEqual([
      ['expense', 2_000_000], ['expense', 2_000_000], ['income', 2_500_000], ['income', 45_000_000],
    ].sort());
    // Categorised by the co-pilot's classifier: every record has one, the salary is a salary.
    expect(imported.every((r) => r.category !== null)).toBe(true);
    expect(imported.find((r) => r.amountCents === 45_000_000)?.category).toBe('salary');
    // "TRF MCX EXPRESS RECEBIDAS 923…" is someone paying: income, not a transfer.
    expect(imported.some((r) => r.kind === 'transfer')).toBe(false);
    // Each on the statement's account, at noon in Luanda on its line's day (both written by the database for the import).
    expect(imported.every((r) => r.accountId === bai)).toBe(true);
    expect(imported.map((r) => r.occurredAt.toISOString()).sort()).toEqual(['2024-10-01T11:00:00.000Z', '2024-10-03T11:00:00.000Z', '2024-10-03T11:00:00.000Z', '2024-10-05T11:00:00.000Z']);

    const second = await importStatement(database.db, 'ana', bytes(OCTOBER_LATER), { accountId: bai, fileName: 'out2.csv', source: 'web' });
    expect([second.inserted, second.duplicates, second.matched]).toEqual([1, 3, 0]);
    const again = await importStatement(database.db, 'ana', bytes(OCTOBER), { accountId: bai, fileName: 'out.csv', source: 'web' });
    expect([again.inserted, again.duplicates]).toEqual([0, 5]);
    expect(await balanceOf('ana', bai)).toMatchObject({ balanceCents: 41_764_950 });
  });

  it('makes a line a transfer only when its other side is one of the person\'s own accounts', async () => {
    await addUser('carla');
    const bank = await insertMoneyAccount(database.db, 'carla', { type: 'bank', name: 'BAI', currency: 'AOA' });
    const wallet = await insertMoneyAccount(database.db, 'carla', { type: 'mobile', name: 'Unitel Money', number: '+244923456789', currency: 'AOA' });
    const result = await importStatement(database.db, 'carla', bytes(OCTOBER), { accountId: bank?.id ?? '', fileName: null, source: 'cli' });
    expect(result.inserted).toBe(5);
    const transfer = (await recordsOf('carla')).find((r) => r.kind === 'transfer');
    expect(transfer).toMatchObject({ accountId: wallet?.id, toAccountId: bank?.id, amountCents: 2_500_000 });
  });

  it('settles a SAF-T invoice with the bank credit that pays it instead of adding the income again', async () => {
    await addUser('dino');
    const sales = await insertMoneyAccount(database.db, 'dino', { type: 'bank', name: 'BFA', currency: 'AOA' });
    const saft = await importStatement(database.db, 'dino', fixture('xml/saft-ao-mukanda.xml'), { accountId: sales?.id ?? '', fileName: 'saft.xml', source: 'web' });
    expect(saft.inserted).toBe(8);
    const income = (await recordsOf('dino')).find((r) => r.description?.includes('FT2024/123'));
    expect(income).toMatchObject({ kind: 'income', amountCents: 57_000_000, party: 'Hotel Baía Azul, SA' });
    const bank = [
      'Data;Descrição;Montante;Saldo',
      '20/03/2024;TRF RECEBIDA HOTEL BAIA AZUL FT2024/123;570.000,00;570.000,00',
      '29/03/2024;TRF RECEBIDA ESCOLA PRIMARIA SOL NASCENTE;85.500,01;655.500,01',
      '30/03/2024;DEPOSITO;10.000,00;665.500,01',
    ].join('\n');
    const paid = await importStatement(database.db, 'dino', bytes(bank), { accountId: sales?.id ?? '', fileName: 'bfa.csv', source: 'web' });
    expect([paid.inserted, paid.settled]).toEqual([1, 2]);
    const lines = await database.db.select().from(statementLines).where(and(eq(statementLines.userId, 'dino'), eq(statementLines.importId, paid.importId)));
    expect(lines.filter((l) => l.outcome === 'settled').every((l) => l.settlesLineId !== null)).toBe(true);
  });

  it('undoes an import as a whole: its records go, matched records return, and it can be imported again', async () => {
    await addUser('eva');
    const bank = await insertMoneyAccount(database.db, 'eva', { type: 'bank', name: 'BAI', currency: 'AOA' });
    const [cash] = await listMoneyAccounts(database.db, 'eva');
    const chat = await insertRecord(database.db, 'eva', {
      kind: 'expense', amountCents: 1_235_050, currency: 'AOA', category: 'groceries', party: null, description: 'Kero',
      notes: null, occurredAt: new Date('2024-10-03T09:00:00Z'), source: 'whatsapp',
    });
    const done = await importStatement(database.db, 'eva', bytes(OCTOBER), { accountId: bank?.id ?? '', fileName: null, source: 'web' });
    expect(done.matched).toBe(1);
    expect(await undoImport(database.db, 'beto', done.importId)).toBeNull(); // not beto's
    expect(await undoImport(database.db, 'eva', done.importId)).toEqual({ removed: 4 });
    expect(await undoImport(database.db, 'eva', done.importId)).toBeNull(); // already undone
    const left = await recordsOf('eva');
    expect(left.map((r) => r.id)).toEqual([chat.id]);
    expect(left[0]?.accountId).toBe(cash?.id);
    const redo = await importStatement(database.db, 'eva', bytes(OCTOBER), { accountId: bank?.id ?? '', fileName: null, source: 'web' });
    expect([redo.inserted, redo.duplicates, redo.matched]).toEqual([4, 0, 1]);
  });

  it('changes nothing when the file cannot be read, and refuses an account that is not the person\'s', async () => {
    const before = (await database.db.select().from(imports)).length;
    await expect(importStatement(database.db, 'beto', bytes('isto não é um extrato'), { accountId: bai, fileName: null, source: 'web' })).rejects.toBeInstanceOf(ImportReadError);
    await expect(importStatement(database.db, 'beto', bytes(OCTOBER), { accountId: bai, fileName: null, source: 'web' })).rejects.toMatchObject({ code: 'account-not-found' });
    expect((await database.db.select().from(imports)).length).toBe(before);
    expect(await recordsOf('beto')).toEqual([]);
  });
});
