// Transfer rules (issue 18 item 4; docs/imports.md) on every engine: the preview asks whether
// the statement's cash withdrawals are transfers to the Carteira; confirming keeps a rule, and
// the same file then previews and commits those lines as transfers to the Carteira. Rules are
// listed with both accounts' names and removed; words are kept as the import compares them;
// the refusals (words, same account, other currency, an archived account, someone else's account or rule)
// carry their codes; each person sees only their own rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testEngines } from '@kumbu/db/testing';
import { insertMoneyAccount, listMoneyAccounts } from '@kumbu/db/money-accounts';
import { moneyAccounts, records } from '@kumbu/db/schema';
import { startTestApp, signedInUser, type TestApp } from './helpers';
import type { Preview, Rule } from './transfer-rule-shapes';
import { BAI_STATEMENT_TWO_WITHDRAWALS } from '../../../packages/imports/test/fixtures/bai-statement';


describe.each(testEngines())('transfer rules API on %s', (engine) => {
  let t: TestApp;
  let ana: { cookie: string; userId: string };
  let beto: { cookie: string; userId: string };
  let bai: string;
  let carteira: string;
  let usd: string;
  let betoCash: string;
  const call = (who: { cookie: string } | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...(who ? { cookie: who.cookie } : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as string }) });
  const upload = (who: { cookie: string }, body: string) =>
    call(who, 'POST', '/api/imports/uploads?name=extrato.csv', body, { 'content-type': 'application/octet-stream' });
  const rulesOf = async (who: { cookie: string }): Promise<Rule[]> => (await call(who, 'GET', '/api/imports/transfer-rules')).json<{ data: { items: Rule[] } }>().data.items;

  beforeAll(async () => {
    t = await startTestApp(engine);
    ana = await signedInUser(t.app, 'ana-rules@example.ao');
    beto = await signedInUser(t.app, 'beto-rules@example.ao');
    bai = (await insertMoneyAccount(t.database.db, ana.userId, { type: 'bank', name: 'BAI', iban: 'AO06004000001234567890123', currency: 'AOA' }))?.id ?? '';
    usd = (await insertMoneyAccount(t.database.db, ana.userId, { type: 'bank', name: 'BFA USD', currency: 'USD' }))?.id ?? '';
    // Every person has a Carteira from sign-up.
    carteira = (await listMoneyAccounts(t.database.db, ana.userId)).find((a) => a.type === 'cash')?.id ?? '';
    betoCash = (await listMoneyAccounts(t.database.db, beto.userId)).find((a) => a.type === 'cash')?.id ?? '';
  });
  afterAll(async () => { await t.close(); });

  it('asks about the withdrawals, and once confirmed previews and commits them as transfers to the Carteira', async () => {
    expect(carteira).not.toBe('');
    const first = (await upload(ana, BAI_STATEMENT_TWO_WITHDRAWALS)).json<{ data: Preview }>().data;
    expect(first.accountId).toBe(bai);
    expect(first.counts).toMatchObject({ total: 4, new: 4, transfers: 0 });
    // One question covers both machines' lines.
    expect(first.suggestions).toEqual([{
      reason: 'cash-withdrawal', words: 'lev atm', otherAccountId: carteira, otherAccountName: 'Carteira', lines: 2, amountCents: -3_000_000,
      examples: ['LEV ATM TALATONA', 'LEV. ATM 0012 VIANA'],
    }]);

    const [s] = first.suggestions;
    const created = await call(ana, 'POST', '/api/imports/transfer-rules', { accountId: bai, words: s?.words, otherAccountId: s?.otherAccountId });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ data: { accountId: bai, accountName: 'BAI', words: 'lev atm', otherAccountId: carteira, otherAccountName: 'Carteira' } });

    const again = (await call(ana, 'POST', `/api/imports/uploads/${first.uploadId}/preview`, { accountId: bai })).json<{ data: Preview }>().data;
    expect(again.counts).toMatchObject({ total: 4, new: 2, transfers: 2 });
    expect(again.movements.filter((m) => m.outcome === 'transfer').map((m) => [m.description, m.otherAccountId])).toEqual([
      ['LEV ATM TALATONA', carteira], ['LEV. ATM 0012 VIANA', carteira],
    ]);
    expect(again.suggestions).toEqual([]);

    const commit = await call(ana, 'POST', `/api/imports/uploads/${first.uploadId}/commit`, { accountId: bai });
    expect(commit.statusCode).toBe(201);
    const transfers = await t.database.db.select().from(records).where(and(eq(records.userId, ana.userId), eq(records.kind, 'transfer')));
    expect(transfers.map((r) => [r.accountId, r.toAccountId, r.amountCents]).sort()).toEqual([
      [bai, carteira, 1_000_000], [bai, carteira, 2_000_000],
    ]);
    const expenses = await t.database.db.select().from(records).where(and(eq(records.userId, ana.userId), eq(records.kind, 'expense')));
    expect(expenses.map((r) => r.description)).toEqual(['COMPRA TPA KERO GIKA']);
  });

  it('lists the rules with both accounts, keeps words as the import compares them, and removes a rule', async () => {
    const made = await call(ana, 'POST', '/api/imports/transfer-rules', { accountId: bai, words: '  Levantamento  Numerário ', otherAccountId: carteira });
    expect(made.statusCode).toBe(201);
    const id = made.json<{ data: Rule }>().data.id;
    // The same words again point the rule elsewhere rather than making a second one.
    expect((await call(ana, 'POST', '/api/imports/transfer-rules', { accountId: bai, words: 'LEVANTAMENTO NUMERARIO', otherAccountId: carteira })).json<{ data: Rule }>().data.id).toBe(id);
    expect((await rulesOf(ana)).map((r) => [r.accountName, r.words, r.otherAccountName])).toEqual([
      ['BAI', 'lev atm', 'Carteira'], ['BAI', 'levantamento numerario', 'Carteira'],
    ]);
    const gone = await call(ana, 'DELETE', `/api/imports/transfer-rules/${id}`);
    expect(gone.json()).toMatchObject({ status: 200, data: { deleted: true, id } });
    expect((await rulesOf(ana)).map((r) => r.words)).toEqual(['lev atm']);
    expect((await call(ana, 'DELETE', `/api/imports/transfer-rules/${id}`)).json()).toMatchObject({ status: 404, code: 'transfer-rule-not-found' });
  });

  it('refuses words that would match anything, one account twice, two currencies, with stable codes in pt and en', async () => {
    const words = await call(ana, 'POST', '/api/imports/transfer-rules', { accountId: bai, words: ' 12 - a ', otherAccountId: carteira });
    expect(words.json()).toMatchObject({ status: 400, code: 'transfer-rule-words' });
    expect(words.json<{ error: string }>().error).toMatch(/pelo menos 3 letras/);
    const en = await call(ana, 'POST', '/api/imports/transfer-rules', { accountId: bai, words: '!!', otherAccountId: carteira }, { 'accept-language': 'en' });
    expect(en.json<{ error: string }>().error).toMatch(/at least 3 letters/);
    expect((await call(ana, 'POST', '/api/imports/transfer-rules', { accountId: bai, words: 'lev atm', otherAccountId: bai })).json()).toMatchObject({ status: 400, code: 'transfer-rule-same-account' });
    expect((await call(ana, 'POST', '/api/imports/transfer-rules', { accountId: bai, words: 'lev atm', otherAccountId: usd })).json()).toMatchObject({ status: 400, code: 'transfer-rule-currency' });
    expect((await call(ana, 'POST', '/api/imports/transfer-rules', { accountId: bai, words: 'lev atm' })).json()).toMatchObject({ status: 400, code: 'validation-failed' });
    // An archived account takes no rule (its lines would go nowhere visible).
    const old = (await insertMoneyAccount(t.database.db, ana.userId, { type: 'bank', name: 'BPC antiga', currency: 'AOA' }))?.id ?? '';
    await t.database.db.update(moneyAccounts).set({ archivedAt: new Date() }).where(eq(moneyAccounts.id, old));
    expect((await call(ana, 'POST', '/api/imports/transfer-rules', { accountId: bai, words: 'trf bpc', otherAccountId: old })).json()).toMatchObject({ status: 409, code: 'account-archived' });
    expect((await call(ana, 'POST', '/api/imports/transfer-rules', { accountId: 'bai', words: 'lev atm', otherAccountId: carteira })).json()).toMatchObject({ status: 400, code: 'validation-failed' });
  });

  it('keeps each person to their own accounts and rules', async () => {
    expect(await rulesOf(beto)).toEqual([]);
    // Beto cannot point a rule at Ana's accounts, nor from his to hers.
    expect((await call(beto, 'POST', '/api/imports/transfer-rules', { accountId: bai, words: 'lev atm', otherAccountId: carteira })).json()).toMatchObject({ status: 404, code: 'account-not-found' });
    expect((await call(beto, 'POST', '/api/imports/transfer-rules', { accountId: betoCash, words: 'lev atm', otherAccountId: bai })).json()).toMatchObject({ status: 404, code: 'account-not-found' });
    const anas = await rulesOf(ana);
    expect(anas).toHaveLength(1);
    expect((await call(beto, 'DELETE', `/api/imports/transfer-rules/${anas[0]?.id ?? ''}`)).json()).toMatchObject({ status: 404, code: 'transfer-rule-not-found' });
    expect(await rulesOf(ana)).toHaveLength(1);
    expect((await call(null, 'GET', '/api/imports/transfer-rules')).statusCode).toBe(401);
  });
});
