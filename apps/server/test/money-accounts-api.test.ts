// The money-accounts API and transfers through the records API (issue 15), on every engine,
// on a controlled clock (20 Nov 2026, 10:00 in Luanda): accounts with balances and the net
// worth in kwanza (rates used, nothing unconverted counted as zero), the rules of names,
// IBANs, wallets, archiving, defaults and the 50-account limit; transfers refused when they
// name the same account, an archived or a stranger's account, no amount, or no rate between
// currencies; the rate an exchange used; the kwanza equivalents of foreign records; the
// account filter, the CSV columns, the summary (a transfer is never income or expense), and
// the live stream's balances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { testEngines } from '@kumbu/db/testing';
import { setFxRate } from '@kumbu/db/fx-rates';
import { moneyAccounts } from '@kumbu/db/schema';
import { parseRate } from '@kumbu/core/fx';
import { checkAngolanIban } from '@kumbu/core/money-accounts';
import { startTestApp, signedInUser, openSse, waitFor, type TestApp } from './helpers';
import { receivedAt } from '../src/features/records/record-accounts';

interface Kz { cents: number; amount: string; rate: string; rateDay: string; source: string; fallback: boolean }
interface Account {
  id: string; type: string; name: string; institution: string | null; iban: string | null; number: string | null; lastDigits: string | null;
  currency: string; openingBalanceCents: number; openingBalance: string; openingDate: string | null; isDefault: boolean; archived: boolean;
  balanceCents: number; balance: string; kz: Kz | null; movements: number; lastMovementAt: string | null;
}
interface Total { kzCents: number; kz: string; ratesUsed: { currency: string; rates: { day: string; micros: number }[]; fallbackCount: number }[]; unconverted: { currency: string; count: number; cents: number }[] }
interface Rec {
  id: string; type: string; amountCents: number; currency: string; accountId: string; toAccountId: string | null; toAmountCents: number | null;
  toAmount: string | null; toCurrency: string | null; rate: string | null; kz: Kz | null; collection: string;
}
interface Failure { success: false; status: number; code: string; fields?: { field: string; message: string }[] }

/** A valid Angolan IBAN for a 19-digit bank/branch/account part: the national check chosen so mod-97 passes. */
function validIban(body19: string): string {
  for (let n = 0; n < 100; n++) {
    const candidate = `AO06${body19}${String(n).padStart(2, '0')}`;
    if (checkAngolanIban(candidate).ok) return candidate;
  }
  throw new Error('no check digits found');
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

describe('rate arithmetic of transfers', () => {
  it('converts exactly in both directions, rounding half up to the cêntimo', () => {
    const r950 = parseRate('950') ?? 0;
    expect(receivedAt('USD', 'AOA', 10_000, r950)).toBe(9_500_000);
    expect(receivedAt('AOA', 'USD', 9_500_000, r950)).toBe(10_000);
    // 1 000 Kz at 912.34 Kz/USD = 1.0960826… USD → 1.10 USD.
    expect(receivedAt('AOA', 'USD', 100_000, parseRate('912.34') ?? 0)).toBe(110);
    // Neither side kwanza: to-units per from-unit.
    expect(receivedAt('USD', 'EUR', 10_000, parseRate('0.92') ?? 0)).toBe(9_200);
  });
});

describe.each(testEngines())('money accounts API (%s)', (engine) => {
  let t: TestApp;
  let base: string;
  const now = new Date('2026-11-20T09:00:00.000Z');
  let ana: { cookie: string; userId: string };
  let bruno: { cookie: string; userId: string };
  let cash: Account;
  let bai: Account;
  let usd: Account;
  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => now });
    base = await listen(t.app);
    ana = await signedInUser(t.app, `ana-${engine}@example.ao`);
    bruno = await signedInUser(t.app, `bruno-${engine}@example.ao`);
  });
  afterAll(async () => { await t.close(); });

  const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { cookie, ...headers }, ...(payload ? { payload } : {}) });
  const accounts = async (cookie: string, q = ''): Promise<{ items: Account[]; total: Total }> => {
    const res = await call(cookie, 'GET', `/api/accounts${q}`);
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { items: Account[]; total: Total } }>().data;
  };
  const create = async (payload: object, cookie = ana.cookie): Promise<Account> => {
    const res = await call(cookie, 'POST', '/api/accounts', payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: Account }>().data;
  };
  const record = (payload: object, cookie = ana.cookie) => call(cookie, 'POST', '/api/records', payload);
  const created = async (payload: object, cookie = ana.cookie): Promise<Rec> => {
    const res = await record(payload, cookie);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: Rec }>().data;
  };
  const failure = (res: { json: () => unknown }) => res.json() as Failure;
  const setRate = async (currency: 'USD' | 'EUR', day: string, rate: string) => {
    await setFxRate(t.database.db, { currency, day, micros: parseRate(rate) ?? 0, source: 'bna' });
    t.app.kumbu.fx.invalidate();
  };
  const balanceOf = async (id: string): Promise<number> => (await accounts(ana.cookie, '?archived=1')).items.find((a) => a.id === id)?.balanceCents ?? NaN;

  it('refuses anonymous callers, and starts everyone with the kwanza Carteira', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts' })).statusCode).toBe(401);
    const { items, total } = await accounts(ana.cookie);
    expect(items).toHaveLength(1);
    cash = items[0] as Account;
    expect(cash).toMatchObject({ type: 'cash', name: 'Carteira', currency: 'AOA', isDefault: true, archived: false, balanceCents: 0, kz: null, movements: 0, iban: null });
    expect(total).toEqual({ kzCents: 0, kz: '0.00', ratesUsed: [], unconverted: [] });
  });

  it('creates accounts: a bank with a valid IBAN (stored plain, shown grouped), a wallet by its provider, an overdrawn card', async () => {
    const iban = validIban('0040000012345678901');
    bai = await create({ type: 'bank', name: '  Conta BAI ', institution: 'BAI', iban: iban.replace(/(.{4})/g, '$1 ').toLowerCase(), openingBalance: '250 mil', openingDate: '2026-11-01' });
    expect(bai).toMatchObject({
      name: 'Conta BAI', institution: 'BAI', iban: iban.replace(/(.{4})/g, '$1 ').trim(), lastDigits: `•••• ${iban.slice(-4)}`,
      currency: 'AOA', openingBalanceCents: 25_000_000, openingBalance: '250000.00', openingDate: '2026-11-01', isDefault: false, balanceCents: 25_000_000,
    });
    const [stored] = await t.database.db.select().from(moneyAccounts).where(eq(moneyAccounts.id, bai.id));
    expect(stored?.iban).toBe(iban);
    const wallet = await create({ type: 'mobile', name: 'Unitel', institution: 'Unitel Money', number: '+244 923 000 123' });
    expect(wallet).toMatchObject({ institution: 'unitel-money', number: '+244 923 000 123', lastDigits: '•••• 0123' });
    const card = await create({ type: 'card', name: 'Cartão BFA', institution: 'BFA', openingBalance: -1500.5 });
    expect(card).toMatchObject({ openingBalanceCents: -150_050, balanceCents: -150_050, balance: '-1500.50' });
    const zero = await create({ type: 'savings', name: 'Poupança', openingBalance: 0 });
    expect(zero.openingBalanceCents).toBe(0);
  });

  it('refuses an IBAN with a wrong check digit, an unknown wallet, a name in use (any case), bad fields', async () => {
    const good = validIban('0006000098765432101');
    const wrong = `${good.slice(0, -1)}${(Number(good.slice(-1)) + 1) % 10}`;
    const ibanRes = await call(ana.cookie, 'POST', '/api/accounts', { type: 'bank', name: 'BFA', iban: wrong }, { 'accept-language': 'en' });
    expect(ibanRes.statusCode).toBe(400);
    expect(failure(ibanRes)).toMatchObject({ code: 'iban-invalid', fields: [{ field: 'iban' }] });
    expect(failure(await call(ana.cookie, 'POST', '/api/accounts', { type: 'bank', name: 'BFA', iban: 'PT50000201231234567890154' })).code).toBe('iban-invalid');
    const walletRes = await call(ana.cookie, 'POST', '/api/accounts', { type: 'mobile', name: 'MTN', institution: 'MTN MoMo' });
    expect(failure(walletRes)).toMatchObject({ code: 'validation-failed', fields: [{ field: 'institution' }] });
    const taken = await call(ana.cookie, 'POST', '/api/accounts', { type: 'cash', name: 'CONTA bai' });
    expect(taken.statusCode).toBe(409);
    expect(failure(taken).code).toBe('account-name-taken');
    for (const payload of [
      { type: 'crypto', name: 'X' }, { type: 'cash', name: '   ' }, { type: 'cash', name: 'x'.repeat(61) }, { type: 'cash', name: 'Y', currency: 'GBP' },
      { type: 'cash', name: 'Y', number: '12-34' }, { type: 'cash', name: 'Y', number: '1'.repeat(31) }, { type: 'cash', name: 'Y', openingBalance: 'muito' },
      { type: 'cash', name: 'Y', openingBalance: '2000000000000 mil' }, { type: 'cash', name: 'Y', openingDate: '2026-13-01' }, { type: 'cash', name: 'Y', institution: 'z'.repeat(61) },
    ]) {
      const res = await call(ana.cookie, 'POST', '/api/accounts', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(failure(res).code).toBe('validation-failed');
    }
  });

  it('edits, archives (never the default), restores, and moves the default of a currency in one step', async () => {
    const renamed = await call(ana.cookie, 'PATCH', `/api/accounts/${bai.id}`, { name: 'BAI', number: '1234 5678' });
    expect(renamed.json<{ data: Account }>().data).toMatchObject({ name: 'BAI', number: '1234 5678', lastDigits: '•••• 5678' });
    expect(failure(await call(ana.cookie, 'PATCH', `/api/accounts/${bai.id}`, { name: 'carteira' })).code).toBe('account-name-taken');
    expect(failure(await call(ana.cookie, 'PATCH', `/api/accounts/${bai.id}`, { currency: 'USD' }))).toMatchObject({ code: 'validation-failed', fields: [{ field: 'currency' }] });
    expect((await call(ana.cookie, 'PATCH', `/api/accounts/${bai.id}`, { currency: 'AOA' })).statusCode).toBe(200);
    expect(failure(await call(ana.cookie, 'PATCH', `/api/accounts/${bai.id}`, { iban: 'AO06 1234' })).code).toBe('iban-invalid');
    expect(failure(await call(ana.cookie, 'PATCH', `/api/accounts/${bai.id}`, {})).code).toBe('validation-failed');
    const def = await call(ana.cookie, 'PATCH', `/api/accounts/${cash.id}`, { archived: true });
    expect(def.statusCode).toBe(409);
    expect(failure(def).code).toBe('account-default-archive');

    // BAI becomes the kwanza default; the Carteira stops being it, and can then be archived.
    const made = await call(ana.cookie, 'PATCH', `/api/accounts/${bai.id}`, { isDefault: true });
    expect(made.json<{ data: Account }>().data.isDefault).toBe(true);
    const list = await accounts(ana.cookie);
    expect(list.items.filter((a) => a.currency === 'AOA' && a.isDefault).map((a) => a.name)).toEqual(['BAI']);
    const archived = await call(ana.cookie, 'PATCH', `/api/accounts/${cash.id}`, { archived: true });
    expect(archived.json<{ data: Account }>().data).toMatchObject({ archived: true, isDefault: false });
    expect((await accounts(ana.cookie)).items.map((a) => a.id)).not.toContain(cash.id);
    expect((await accounts(ana.cookie, '?archived=1')).items.at(-1)?.id).toBe(cash.id);
    expect(failure(await call(ana.cookie, 'PATCH', `/api/accounts/${cash.id}`, { isDefault: true })).code).toBe('account-archived');
    // A record that names no account goes to the new default.
    const r = await created({ type: 'expense', amount: 100 });
    expect(r.accountId).toBe(bai.id);
    // Restored and made the default again in one request.
    const back = await call(ana.cookie, 'PATCH', `/api/accounts/${cash.id}`, { archived: false, isDefault: true });
    expect(back.json<{ data: Account }>().data).toMatchObject({ archived: false, isDefault: true });
    expect(failure(await call(ana.cookie, 'PATCH', `/api/accounts/${cash.id}`, { isDefault: false })).code).toBe('validation-failed');
  });

  it('keeps people apart: another person\'s account is not found, never a server error', async () => {
    for (const [method, url, payload] of [
      ['PATCH', `/api/accounts/${bai.id}`, { name: 'Mine now' }],
      ['GET', `/api/accounts/${bai.id}/series?start=2026-11-01&end=2026-11-20`, undefined],
    ] as const) {
      const res = await call(bruno.cookie, method, url, payload);
      expect(res.statusCode).toBe(404);
      expect(failure(res).code).toBe('account-not-found');
    }
    expect((await accounts(bruno.cookie)).items.map((a) => a.name)).toEqual(['Carteira']);
    const brunoCash = (await accounts(bruno.cookie)).items[0] as Account;
    for (const payload of [
      { type: 'expense', amount: 10, accountId: bai.id },
      { type: 'transfer', amount: 10, accountId: brunoCash.id, toAccountId: bai.id },
      { type: 'transfer', amount: 10, accountId: bai.id, toAccountId: brunoCash.id },
    ]) {
      const res = await record(payload, bruno.cookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(404);
      expect(failure(res).code).toBe('account-not-found');
    }
    const unknown = await call(ana.cookie, 'PATCH', '/api/accounts/00000000-0000-4000-8000-000000000000', { name: 'X' });
    expect(failure(unknown).code).toBe('account-not-found');
    expect((await call(ana.cookie, 'PATCH', '/api/accounts/not-a-uuid', { name: 'X' })).statusCode).toBe(400);
  });

  it('refuses bad transfers with their own codes, and writes none of them', async () => {
    usd = await create({ type: 'cash', name: 'Dólares', currency: 'USD', openingBalance: 500 });
    expect(usd).toMatchObject({ currency: 'USD', isDefault: true });
    const old = await create({ type: 'savings', name: 'Antiga' });
    await call(ana.cookie, 'PATCH', `/api/accounts/${old.id}`, { archived: true });
    const before = await accounts(ana.cookie, '?archived=1');
    const cases: [object, number, string][] = [
      [{ type: 'transfer', amount: 100, accountId: bai.id }, 400, 'transfer-accounts-required'],
      [{ type: 'transfer', amount: 100, toAccountId: bai.id }, 400, 'transfer-accounts-required'],
      [{ type: 'transfer', amount: 100, accountId: bai.id, toAccountId: bai.id }, 400, 'transfer-same-account'],
      [{ type: 'transfer', amount: 100, accountId: bai.id, toAccountId: old.id }, 409, 'account-archived'],
      [{ type: 'transfer', amount: 100, accountId: old.id, toAccountId: bai.id }, 409, 'account-archived'],
      [{ type: 'expense', amount: 100, accountId: old.id }, 409, 'account-archived'],
      [{ type: 'transfer', amount: 0, accountId: bai.id, toAccountId: cash.id }, 400, 'validation-failed'],
      [{ type: 'transfer', amount: -5, accountId: bai.id, toAccountId: cash.id }, 400, 'validation-failed'],
      [{ type: 'transfer', amount: 100, accountId: usd.id, toAccountId: cash.id }, 400, 'transfer-rate-needed'],
      [{ type: 'transfer', amount: 100, accountId: usd.id, toAccountId: cash.id, rate: '0' }, 400, 'validation-failed'],
      [{ type: 'transfer', amount: 100, accountId: usd.id, toAccountId: cash.id, toAmount: 95_000, rate: 900 }, 400, 'validation-failed'],
      [{ type: 'transfer', amount: 100, accountId: bai.id, toAccountId: cash.id, toAmount: 90 }, 400, 'validation-failed'],
      [{ type: 'expense', amount: 100, accountId: usd.id, currency: 'AOA' }, 400, 'account-currency-mismatch'],
      [{ type: 'expense', amount: 100, toAccountId: cash.id }, 400, 'validation-failed'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await record(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(failure(res).code, JSON.stringify(payload)).toBe(code);
    }
    const after = await accounts(ana.cookie, '?archived=1');
    expect(after.items.map((a) => [a.id, a.balanceCents, a.movements])).toEqual(before.items.map((a) => [a.id, a.balanceCents, a.movements]));
  });

  it('moves money between accounts: same currency 1:1; an exchange keeps its rate (950 for 100 USD → 95 000 Kz)', async () => {
    const baiBefore = await balanceOf(bai.id);
    const cashBefore = await balanceOf(cash.id);
    const withdrawal = await created({ type: 'transfer', amount: '40 mil', accountId: bai.id, toAccountId: cash.id, date: '2026-11-10T10:00:00Z' });
    expect(withdrawal).toMatchObject({ collection: 'transfers', currency: 'AOA', toAmountCents: 4_000_000, toCurrency: 'AOA', rate: null, kz: null });
    expect(await balanceOf(bai.id)).toBe(baiBefore - 4_000_000);
    expect(await balanceOf(cash.id)).toBe(cashBefore + 4_000_000);

    const exchange = await created({ type: 'transfer', amount: 100, accountId: usd.id, toAccountId: cash.id, rate: 950, date: '2026-11-12T10:00:00Z' });
    expect(exchange).toMatchObject({ currency: 'USD', amountCents: 10_000, toAmountCents: 9_500_000, toAmount: '95000.00', toCurrency: 'AOA', rate: '950.00' });
    // Its kwanza equivalent is what it fetched, at the rate actually got.
    expect(exchange.kz).toMatchObject({ cents: 9_500_000, rate: '950.00', source: 'transfer', fallback: false });
    const byAmounts = await created({ type: 'transfer', amount: 50, accountId: usd.id, toAccountId: cash.id, toAmount: '45 612,50', date: '2026-11-12T11:00:00Z' });
    expect(byAmounts).toMatchObject({ toAmountCents: 4_561_250, rate: '912.25' });
    const both = await created({ type: 'transfer', amount: 10, accountId: usd.id, toAccountId: cash.id, toAmount: 9_500, rate: '950,00', date: '2026-11-12T12:00:00Z' });
    expect(both).toMatchObject({ toAmountCents: 950_000, rate: '950.00' });
    // Kwanza into dollars: the rate is still kwanza per dollar, the dollars computed exactly.
    const buy = await created({ type: 'transfer', amount: 91_234, accountId: cash.id, toAccountId: usd.id, rate: '912.34', date: '2026-11-13T10:00:00Z' });
    expect(buy).toMatchObject({ currency: 'AOA', toCurrency: 'USD', toAmountCents: 10_000, rate: '912.34', kz: null });
    // The currency follows the account when only the account is named.
    const spent = await created({ type: 'expense', amount: 20, accountId: usd.id, date: '2026-11-14T10:00:00Z' });
    expect(spent.currency).toBe('USD');
    // USD: 500 opening − 100 − 50 − 10 + 100 − 20 = 420.
    expect(await balanceOf(usd.id)).toBe(42_000);
  });

  it('edits transfers: an expense made a transfer, an exchange re-priced by its amount, a transfer made an expense again', async () => {
    const e = await created({ type: 'expense', amount: 1000, accountId: bai.id, date: '2026-11-15T10:00:00Z' });
    const patch = (id: string, payload: object) => call(ana.cookie, 'PATCH', `/api/records/${id}`, payload);
    expect(failure(await patch(e.id, { type: 'transfer' })).code).toBe('transfer-accounts-required');
    expect(failure(await patch(e.id, { type: 'transfer', toAccountId: bai.id })).code).toBe('transfer-same-account');
    expect(failure(await patch(e.id, { type: 'transfer', toAccountId: usd.id })).code).toBe('transfer-rate-needed');
    const moved = await patch(e.id, { type: 'transfer', toAccountId: cash.id });
    expect(moved.json<{ data: Rec }>().data).toMatchObject({ type: 'transfer', accountId: bai.id, toAccountId: cash.id, toAmountCents: 100_000 });
    const x = await created({ type: 'transfer', amount: 100, accountId: usd.id, toAccountId: cash.id, rate: 950, date: '2026-11-15T11:00:00Z' });
    const repriced = await patch(x.id, { amount: 200 });
    expect(repriced.json<{ data: Rec }>().data).toMatchObject({ amountCents: 20_000, toAmountCents: 19_000_000, rate: '950.00' });
    const described = await patch(x.id, { description: 'kinguila' });
    expect(described.json<{ data: Rec }>().data).toMatchObject({ amountCents: 20_000, toAmountCents: 19_000_000, rate: '950.00' });
    const expense = await patch(x.id, { type: 'expense' });
    expect(expense.json<{ data: Rec }>().data).toMatchObject({ type: 'expense', collection: 'transactions', toAccountId: null, toAmountCents: null, rate: null, currency: 'USD' });
    // A record moved to another account takes that account's currency; a mismatch is refused.
    expect(failure(await patch(x.id, { accountId: bai.id, currency: 'USD' })).code).toBe('account-currency-mismatch');
    const rehomed = await patch(x.id, { accountId: bai.id, amount: 5000 });
    expect(rehomed.json<{ data: Rec }>().data).toMatchObject({ accountId: bai.id, currency: 'AOA' });
    expect(failure(await patch(x.id, { toAmount: 5 })).code).toBe('validation-failed');
  });

  it('gives foreign records their kwanza equivalent at their day\'s rate (or an earlier one, flagged), null without a rate', async () => {
    const eur = await created({ type: 'expense', amount: 10, currency: 'EUR', date: '2026-11-16T10:00:00Z' });
    expect(eur.kz).toBeNull();
    const early = await created({ type: 'income', amount: 100, currency: 'USD', date: '2026-11-17T10:00:00Z' });
    expect(early.kz).toBeNull();
    const listed = async (): Promise<Rec[]> => (await call(ana.cookie, 'GET', '/api/records?start=2026-11-17&end=2026-11-18')).json<{ data: { items: Rec[] } }>().data.items;
    expect((await listed()).find((r) => r.id === early.id)?.kz).toBeNull();
    await setRate('USD', '2026-11-16', '900');
    await setRate('USD', '2026-11-18', '912.34');
    // The listing cached before the rates were set is not served again (no write in between):
    // the rates are part of its key.
    expect((await listed()).find((r) => r.id === early.id)?.kz).toMatchObject({ cents: 9_000_000, rateDay: '2026-11-16', fallback: true });
    const onDay = await created({ type: 'income', amount: 100, currency: 'USD', date: '2026-11-18T10:00:00Z' });
    expect(onDay.kz).toEqual({ cents: 9_123_400, amount: '91234.00', rate: '912.34', rateDay: '2026-11-18', source: 'bna', fallback: false });
    const between = await created({ type: 'income', amount: 100, currency: 'USD', date: '2026-11-17T10:00:00Z' });
    expect(between.kz).toMatchObject({ cents: 9_000_000, rateDay: '2026-11-16', fallback: true });
    const before = await created({ type: 'income', amount: 100, currency: 'USD', date: '2026-11-01T10:00:00Z' });
    expect(before.kz).toBeNull();
    const kz = await created({ type: 'income', amount: 100, date: '2026-11-18T10:00:00Z' });
    expect(kz.kz).toBeNull();
    const items = await listed();
    expect(items.find((r) => r.id === between.id)?.kz?.fallback).toBe(true);
    expect(items.find((r) => r.id === onDay.id)?.kz?.cents).toBe(9_123_400);
  });

  it('lists balances in kwanza and the net worth with the rates used; a currency with no rate is unconverted, not zero', async () => {
    const eurAccount = await create({ type: 'cash', name: 'Euros', currency: 'EUR', openingBalance: 30 });
    const { items, total } = await accounts(ana.cookie);
    const dollars = items.find((a) => a.id === usd.id);
    if (!dollars) throw new Error('no dollar account');
    // Today (20 Nov) has no rate: the 18th's, flagged.
    expect(dollars.kz).toMatchObject({ rate: '912.34', rateDay: '2026-11-18', fallback: true, cents: Math.round(dollars.balanceCents * 912.34) });
    expect(items.find((a) => a.id === eurAccount.id)?.kz).toBeNull();
    const aoa = items.filter((a) => a.currency === 'AOA').reduce((s, a) => s + a.balanceCents, 0);
    expect(total.kzCents).toBe(aoa + (dollars.kz?.cents ?? 0));
    expect(total.ratesUsed).toEqual([expect.objectContaining({ currency: 'USD', fallbackCount: 1, rates: [expect.objectContaining({ day: '2026-11-18', micros: 912_340_000 })] })]);
    const euros = items.filter((a) => a.currency === 'EUR').reduce((s, a) => s + a.balanceCents, 0);
    expect(total.unconverted).toEqual([{ currency: 'EUR', count: items.filter((a) => a.currency === 'EUR').length, cents: euros }]);
  });

  it('draws an account\'s balance day by day from its opening balance, and checks the range', async () => {
    const series = await call(ana.cookie, 'GET', `/api/accounts/${bai.id}/series?start=2026-10-30&end=2026-11-20`);
    expect(series.statusCode).toBe(200);
    const data = series.json<{ data: { accountId: string; currency: string; points: { day: string; balanceCents: number }[] } }>().data;
    expect(data).toMatchObject({ accountId: bai.id, currency: 'AOA' });
    // The account opened on 1 November: no days before it.
    expect(data.points[0]).toEqual({ day: '2026-11-01', balanceCents: 25_000_000 });
    expect(data.points).toHaveLength(20);
    expect(data.points.find((p) => p.day === '2026-11-09')?.balanceCents).toBe(25_000_000);
    expect(data.points.find((p) => p.day === '2026-11-10')?.balanceCents).toBe(25_000_000 - 4_000_000);
    expect(data.points.at(-1)?.balanceCents).toBe(await balanceOf(bai.id));
    const later = await call(ana.cookie, 'GET', `/api/accounts/${bai.id}/series?start=2026-11-11&end=2026-11-20`);
    const laterPoints = later.json<{ data: { points: { day: string; balanceCents: number }[] } }>().data.points;
    expect(laterPoints[0]).toEqual({ day: '2026-11-11', balanceCents: 25_000_000 - 4_000_000 });
    expect(laterPoints.at(-1)?.balanceCents).toBe(await balanceOf(bai.id));
    const tooLong = await call(ana.cookie, 'GET', `/api/accounts/${bai.id}/series?start=2025-01-01&end=2026-11-20`);
    expect(failure(tooLong).code).toBe('range-too-large');
    expect((await call(ana.cookie, 'GET', `/api/accounts/${bai.id}/series?start=ontem&end=2026-11-20`)).statusCode).toBe(400);
  });

  it('changing an opening date or balance changes the balance the list shows', async () => {
    const acc = await create({ type: 'bank', name: 'BIC', openingBalance: 1000 });
    await created({ type: 'income', amount: 500, accountId: acc.id, date: '2026-11-05T10:00:00Z' });
    await created({ type: 'income', amount: 300, accountId: acc.id, date: '2026-11-15T10:00:00Z' });
    expect(await balanceOf(acc.id)).toBe(180_000);
    const res = await call(ana.cookie, 'PATCH', `/api/accounts/${acc.id}`, { openingDate: '2026-11-10', openingBalance: 2000 });
    expect(res.json<{ data: Account }>().data).toMatchObject({ openingDate: '2026-11-10', balanceCents: 230_000, movements: 1 });
    expect(await balanceOf(acc.id)).toBe(230_000);
  });

  it('filters the listing and the CSV by account, with Account, To account and Amount (Kz) columns', async () => {
    const list = await call(ana.cookie, 'GET', `/api/records?start=2026-11-01&end=2026-11-20&accountId=${usd.id}&limit=500`);
    const items = list.json<{ data: { items: Rec[] } }>().data.items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((r) => r.accountId === usd.id || r.toAccountId === usd.id)).toBe(true);
    expect(items.some((r) => r.toAccountId === usd.id)).toBe(true);
    const csv = await call(ana.cookie, 'GET', `/api/records/export.csv?start=2026-11-12&end=2026-11-12&accountId=${usd.id}`);
    const lines = csv.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('Date,Type,Amount,Currency,Party/Category,Category,Description,Notes,Account,To account,To amount,To currency,Amount (Kz)');
    expect(lines).toContain('2026-11-12,transfer,100.00,USD,,,,,Dólares,Carteira,95000.00,AOA,95000.00');
    const dollars = await call(ana.cookie, 'GET', '/api/records/export.csv?start=2026-11-17&end=2026-11-18&collection=transactions');
    const rows = dollars.body.slice(1).split('\r\n');
    expect(rows).toContain('2026-11-17,income,100.00,USD,,,,,Dólares,,,,90000.00');
    expect((await call(ana.cookie, 'GET', '/api/records?start=2026-11-01&end=2026-11-20&accountId=nope')).statusCode).toBe(400);
    const strangers = await call(bruno.cookie, 'GET', `/api/records?start=2026-11-01&end=2026-11-20&accountId=${usd.id}`);
    expect(strangers.json<{ data: { items: Rec[] } }>().data.items).toEqual([]);
  });

  it('never counts a transfer as income or expense in the summary', async () => {
    const carla = await signedInUser(t.app, `carla-${engine}@example.ao`);
    const carlaCash = (await accounts(carla.cookie)).items[0] as Account;
    const savings = await create({ type: 'savings', name: 'Poupança' }, carla.cookie);
    await created({ type: 'income', amount: 1000, date: '2026-11-03T10:00:00Z' }, carla.cookie);
    await created({ type: 'transfer', amount: 600, accountId: carlaCash.id, toAccountId: savings.id, date: '2026-11-04T10:00:00Z' }, carla.cookie);
    const res = await call(carla.cookie, 'GET', '/api/records/summary?start=2026-11-01&end=2026-11-20');
    const aoa = res.json<{ data: { byCurrency: { currency: string; income: number; expense: number }[] } }>().data.byCurrency.find((c) => c.currency === 'AOA');
    expect(aoa).toMatchObject({ income: 100_000, expense: 0 });
  });

  it('streams the new balances after a record change, so an open Accounts view follows without polling', async () => {
    const stream = openSse(`${base}/api/records/stream`, { cookie: ana.cookie });
    expect(await stream.opened).toBe(200);
    await waitFor(() => stream.events.find((e) => e.event === 'ready'));
    const before = await balanceOf(cash.id);
    await created({ type: 'transfer', amount: 700, accountId: bai.id, toAccountId: cash.id });
    const event = await waitFor(() => stream.events.find((e) => e.event === 'accounts'));
    const { items } = JSON.parse(event.data) as { items: { id: string; balanceCents: number }[] };
    expect(items.find((a) => a.id === cash.id)?.balanceCents).toBe(before + 70_000);
    expect(items.map((a) => a.id)).toContain(bai.id);
    const recordEvent = stream.events.find((e) => e.event === 'record');
    expect(JSON.parse(recordEvent?.data ?? '{}')).toMatchObject({ record: { type: 'transfer', toAccountId: cash.id } });
    stream.close();
  });

  it('creates an account once for a retried Idempotency-Key', async () => {
    const headers = { 'idempotency-key': `conta-${engine}` };
    const first = await call(ana.cookie, 'POST', '/api/accounts', { type: 'savings', name: 'Férias' }, headers);
    const again = await call(ana.cookie, 'POST', '/api/accounts', { type: 'savings', name: 'Férias' }, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json<{ data: Account }>().data.id).toBe(first.json<{ data: Account }>().data.id);
    expect((await accounts(ana.cookie)).items.filter((a) => a.name === 'Férias')).toHaveLength(1);
    expect(failure(await call(ana.cookie, 'POST', '/api/accounts', { type: 'cash', name: 'Outra' }, headers)).code).toBe('idempotency-conflict');
  });

  it('stops at 50 live accounts; archived ones do not count, and restoring one past the limit is refused', async () => {
    const dora = await signedInUser(t.app, `dora-${engine}@example.ao`);
    const made: Account[] = [];
    for (let i = 1; i < 50; i++) made.push(await create({ type: 'cash', name: `Conta ${i}` }, dora.cookie));
    const over = await call(dora.cookie, 'POST', '/api/accounts', { type: 'cash', name: 'Conta 50' });
    expect(over.statusCode).toBe(409);
    expect(failure(over).code).toBe('account-limit');
    const first = made[0] as Account;
    await call(dora.cookie, 'PATCH', `/api/accounts/${first.id}`, { archived: true });
    await create({ type: 'cash', name: 'Conta 50' }, dora.cookie);
    expect(failure(await call(dora.cookie, 'PATCH', `/api/accounts/${first.id}`, { archived: false })).code).toBe('account-limit');
  }, 60_000);
});
