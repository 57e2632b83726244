// Transfer rules typed by hand (Importar's «Nova regra», docs/imports.md) on every engine: the
// words are folded as the import compares them ("Depósito numerário" matches "DEPOSITO
// NUMERARIO 123"), a rule works both ways — money out of the bank goes to the Carteira, money in
// comes from it — in the preview and the commit; a cash deposit is asked about like a withdrawal;
// and the form's refusals carry stable codes in pt and en (words too short or too long, one
// account twice, an account that is not the caller's, a rule the account already has).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testEngines } from '@kumbu/db/testing';
import { insertMoneyAccount, listMoneyAccounts } from '@kumbu/db/money-accounts';
import { records } from '@kumbu/db/schema';
import { startTestApp, signedInUser, type TestApp } from './helpers';
import type { Preview, Rule } from './transfer-rule-shapes';

const STATEMENT = [
  'BFA — Extracto de conta',
  'IBAN: AO06 0006 0000 9876 5432 1012 7',
  'Saldo inicial: 100.000,00',
  'Data;Descrição;Débito;Crédito;Saldo',
  '01/11/2024;DEPOSITO NUMERARIO 123 BALCAO MUTAMBA;;50.000,00;150.000,00',
  '02/11/2024;COMPRA TPA SHOPRITE;8.000,00;;142.000,00',
  '04/11/2024;LEV ATM KILAMBA;30.000,00;;112.000,00',
  '06/11/2024;DEPOSITO A PRAZO;;40.000,00;152.000,00',
  'Saldo final: 152.000,00',
].join('\n');


describe.each(testEngines())('transfer rules typed by hand on %s', (engine) => {
  let t: TestApp;
  let rita: { cookie: string; userId: string };
  let bfa: string;
  let carteira: string;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { cookie: rita.cookie, ...headers }, ...(payload === undefined ? {} : { payload: payload as string }) });
  const typed = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call('POST', '/api/imports/transfer-rules', { replace: false, ...body }, headers);

  beforeAll(async () => {
    t = await startTestApp(engine);
    rita = await signedInUser(t.app, 'rita-typed-rules@example.ao');
    bfa = (await insertMoneyAccount(t.database.db, rita.userId, { type: 'bank', name: 'BFA', iban: 'AO06000600009876543210127', currency: 'AOA' }))?.id ?? '';
    carteira = (await listMoneyAccounts(t.database.db, rita.userId)).find((a) => a.type === 'cash')?.id ?? '';
  });
  afterAll(async () => { await t.close(); });

  it('asks whether the cash deposit comes from the Carteira (money in), beside the withdrawal; a term deposit is not asked', async () => {
    const preview = (await call('POST', '/api/imports/uploads?name=extrato.csv', STATEMENT, { 'content-type': 'application/octet-stream' })).json<{ data: Preview }>().data;
    expect(preview.accountId).toBe(bfa);
    expect(preview.counts).toMatchObject({ total: 4, new: 4, transfers: 0 });
    expect(preview.suggestions.map((s) => [s.reason, s.words, s.otherAccountId, s.lines, s.amountCents]).sort()).toEqual([
      ['cash-deposit', 'deposito numerario', carteira, 1, 5_000_000],
      ['cash-withdrawal', 'lev atm', carteira, 1, -3_000_000],
    ]);
    expect((await call('DELETE', `/api/imports/uploads/${preview.uploadId}`)).statusCode).toBe(200);
  });

  it('keeps a rule typed with accents, case and spaces as the import compares it, and applies it both ways in the preview and the commit', async () => {
    const deposit = await typed({ accountId: bfa, words: '  Depósito   numerário ', otherAccountId: carteira });
    expect(deposit.statusCode).toBe(201);
    expect(deposit.json<{ data: Rule }>().data).toMatchObject({ accountId: bfa, accountName: 'BFA', words: 'deposito numerario', otherAccountId: carteira, otherAccountName: 'Carteira' });
    expect((await typed({ accountId: bfa, words: 'Lev. ATM', otherAccountId: carteira })).statusCode).toBe(201);

    const preview = (await call('POST', '/api/imports/uploads?name=extrato.csv', STATEMENT, { 'content-type': 'application/octet-stream' })).json<{ data: Preview }>().data;
    expect(preview.counts).toMatchObject({ total: 4, new: 2, transfers: 2 });
    expect(preview.movements.filter((m) => m.outcome === 'transfer').map((m) => [m.description, m.otherAccountId])).toEqual([
      ['DEPOSITO NUMERARIO 123 BALCAO MUTAMBA', carteira], ['LEV ATM KILAMBA', carteira],
    ]);
    expect(preview.suggestions).toEqual([]);

    expect((await call('POST', `/api/imports/uploads/${preview.uploadId}/commit`, { accountId: bfa })).statusCode).toBe(201);
    const transfers = await t.database.db.select().from(records).where(and(eq(records.userId, rita.userId), eq(records.kind, 'transfer')));
    // The deposit comes from the Carteira into the bank; the withdrawal goes from the bank to it.
    expect(transfers.map((r) => [r.description, r.accountId, r.toAccountId, r.amountCents]).sort()).toEqual([
      ['DEPOSITO NUMERARIO 123 BALCAO MUTAMBA', carteira, bfa, 5_000_000],
      ['LEV ATM KILAMBA', bfa, carteira, 3_000_000],
    ]);
    const income = await t.database.db.select().from(records).where(and(eq(records.userId, rita.userId), eq(records.kind, 'income')));
    expect(income.map((r) => r.description)).toEqual(['DEPOSITO A PRAZO']);
  });

  it('refuses what the form cannot keep, with stable codes in pt and en', async () => {
    const short = await typed({ accountId: bfa, words: ' 12 - a ', otherAccountId: carteira });
    expect(short.json()).toMatchObject({ status: 400, code: 'transfer-rule-words' });
    expect((await typed({ accountId: bfa, words: '', otherAccountId: carteira })).json()).toMatchObject({ status: 400, code: 'validation-failed' });

    const line = 'TRF P CONTA 0040 0000 1234 5678 9012 3 CARTEIRA DE CASA DA FAMILIA KIALA';
    const long = await typed({ accountId: bfa, words: line, otherAccountId: carteira });
    expect(long.json()).toMatchObject({ status: 400, code: 'transfer-rule-words-long' });
    expect(long.json<{ error: string }>().error).toMatch(/no máximo 60 letras/);
    const longEn = await typed({ accountId: bfa, words: line, otherAccountId: carteira }, { 'accept-language': 'en' });
    expect(longEn.json<{ error: string }>().error).toMatch(/at most 60 letters/);
    // Sixty folded characters are still a wording; a body past the request bound is refused by shape.
    expect((await typed({ accountId: bfa, words: `${'a'.repeat(60)}!!!`, otherAccountId: carteira })).statusCode).toBe(201);
    expect((await typed({ accountId: bfa, words: 'b'.repeat(1001), otherAccountId: carteira })).json()).toMatchObject({ status: 400, code: 'validation-failed' });

    expect((await typed({ accountId: bfa, words: 'trf bfa', otherAccountId: bfa })).json()).toMatchObject({ status: 400, code: 'transfer-rule-same-account' });
    expect((await typed({ accountId: bfa, words: 'trf bfa', otherAccountId: '0190a0a0-0000-7000-8000-000000000000' })).json()).toMatchObject({ status: 404, code: 'account-not-found' });
    expect((await typed({ accountId: bfa, words: 'trf bfa', otherAccountId: carteira, replace: 'no' })).json()).toMatchObject({ status: 400, code: 'validation-failed' });

    // The same words (however typed) on the same account: refused, the rule kept as it was.
    const before = (await call('GET', '/api/imports/transfer-rules')).json<{ data: { items: Rule[] } }>().data.items;
    const unitel = (await insertMoneyAccount(t.database.db, rita.userId, { type: 'mobile', name: 'Unitel Money', currency: 'AOA' }))?.id ?? '';
    const twice = await typed({ accountId: bfa, words: 'DEPOSITO NUMERARIO', otherAccountId: unitel });
    expect(twice.json()).toMatchObject({ status: 409, code: 'transfer-rule-duplicate' });
    expect(twice.json<{ error: string }>().error).toMatch(/^Já tem uma regra com estas palavras/);
    const twiceEn = await typed({ accountId: bfa, words: 'depósito numerário', otherAccountId: carteira }, { 'accept-language': 'en' });
    expect(twiceEn.json<{ error: string }>().error).toMatch(/^You already have a rule with these words/);
    expect((await call('GET', '/api/imports/transfer-rules')).json<{ data: { items: Rule[] } }>().data.items).toEqual(before);
    // The preview's answer (no `replace`) still points the words elsewhere, as before.
    const moved = await call('POST', '/api/imports/transfer-rules', { accountId: bfa, words: 'deposito numerario', otherAccountId: unitel });
    expect(moved.json<{ data: Rule }>().data).toMatchObject({ words: 'deposito numerario', otherAccountName: 'Unitel Money' });
  });
});
