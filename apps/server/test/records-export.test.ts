// The dashboard's tab and party filters on GET /api/records, and the CSV export of what a
// view matches: byte-exact (BOM, header, CRLF, quoting), every page, the caller's rows only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordsToCsv } from '@kumbu/core/csv';
import { categoryLabel } from '@kumbu/agent/categories';
import { parseRecordKind, type FinanceRecord } from '@kumbu/core/records';
import { isCurrency, toCents } from '@kumbu/core/money';
import { testEngines } from '@kumbu/db/testing';
import { insertRecords } from '@kumbu/db/records';
import { startTestApp, signedInUser, type TestApp } from './helpers';

interface Dto { id: string; type: string; amountCents: number; currency: string; party: string | null; category: string | null; description: string | null; notes: string | null; date: string; accountId: string }

const HEADER = 'Date,Type,Amount,Currency,Party/Category,Category,Description,Notes,Account,To account,To amount,To currency,Amount (Kz)';
/** Every record here sits on the default kwanza account (issue 15): its name, no to-side, the amount in kwanza. */
const onCarteira = (amount: string) => `Carteira,,,,${amount}`;
const BOM = '\uFEFF';

function toFinance(d: Dto): FinanceRecord {
  const kind = parseRecordKind(d.type);
  if (!kind || !isCurrency(d.currency)) throw new Error('bad dto');
  return { id: d.id, kind, amountCents: toCents(d.amountCents), currency: d.currency, category: d.category, party: d.party, description: d.description, notes: d.notes, date: new Date(d.date), accountId: d.accountId };
}

describe.each(testEngines())('records filters and CSV export on %s', (engine) => {
  let t: TestApp;
  let ana: { cookie: string; userId: string };
  let bruno: { cookie: string };
  const now = new Date('2026-11-30T22:30:00Z'); // 23:30 in Luanda, still the 30th
  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => now });
    ana = await signedInUser(t.app, `ana-${engine}@example.ao`);
    bruno = await signedInUser(t.app, `bruno-${engine}@example.ao`);
    const add = async (cookie: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/records', headers: { cookie }, payload });
      expect(res.statusCode).toBe(201);
    };
    // 1 130 records in November: more than one export batch (1 000) and many listing pages.
    await insertRecords(t.database.db, ana.userId, Array.from({ length: 1_130 }, (_, i) => ({
      kind: i % 4 === 0 ? 'income' as const : 'expense' as const, amountCents: toCents((100 + i) * 100), currency: 'AOA' as const,
      category: i % 2 ? 'Transporte' : 'Supermercado', party: i % 3 ? null : 'Kero, Talatona', description: i % 5 ? null : `Compra nº ${i}`, notes: null,
      // Some share an instant: the id breaks the tie, in the listing and the export alike.
      occurredAt: new Date(Date.UTC(2026, 10, (i % 28) + 1, 7 + (i % 10), i % 7)),
    })));
    await add(ana.cookie, { type: 'debtTaken', amount: '100000', party: 'João Baptista', description: 'Empréstimo do "amigo", João', notes: 'Pagar até\nao fim do ano', date: '2026-11-02T12:00:00Z' });
    await add(ana.cookie, { type: 'debtPaid', amount: '30000.5', party: 'João Baptista', date: '2026-11-20T12:00:00Z' });
    await add(ana.cookie, { type: 'debtTaken', amount: 5000, party: 'Tia Rosa', date: '2026-11-21T12:00:00Z' });
    await add(ana.cookie, { type: 'debtTaken', amount: 700, description: 'sem nome', date: '2026-11-22T12:00:00Z' });
    await add(ana.cookie, { type: 'loanGiven', amount: 150000, party: 'Primo Nelson', date: '2026-10-10T12:00:00Z' }); // outside the range
    await add(bruno.cookie, { type: 'debtTaken', amount: 999, party: 'João Baptista', date: '2026-11-03T12:00:00Z' });
  }, 180_000);
  afterAll(async () => { await t.close(); });

  const listAll = async (cookie: string, q: string): Promise<Dto[]> => {
    const out: Dto[] = [];
    let cursor: string | null = null;
    do {
      const res = await t.app.inject({ method: 'GET', url: `/api/records?${q}&limit=200${cursor ? `&cursor=${cursor}` : ''}`, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      const page: { items: Dto[]; nextCursor: string | null } = res.json<{ data: { items: Dto[]; nextCursor: string | null } }>().data;
      out.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return out;
  };

  it('narrows listings by kind (Income and Expenses tabs) and keeps the cursor working', async () => {
    const income = await listAll(ana.cookie, 'collection=transactions&type=income&start=2026-11-01&end=2026-11-30');
    expect(income).toHaveLength(283);
    expect(new Set(income.map((r) => r.type))).toEqual(new Set(['income']));
    expect(new Set(income.map((r) => r.id)).size).toBe(income.length);
    const dates = income.map((r) => Date.parse(r.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const expenses = await listAll(ana.cookie, 'collection=transactions&type=EXPENSE&start=2026-11-01&end=2026-11-30');
    expect(expenses).toHaveLength(847);
    const bad = await t.app.inject({ method: 'GET', url: '/api/records?type=gift&start=2026-11-01&end=2026-11-30', headers: { cookie: ana.cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation-failed' });
  });

  it('narrows listings by party as the balances name it, only within the caller\'s records', async () => {
    const joao = await listAll(ana.cookie, `collection=debts&party=${encodeURIComponent('João Baptista')}&start=2026-11-01&end=2026-11-30`);
    expect(joao.map((r) => r.type)).toEqual(['debtPaid', 'debtTaken']);
    const unnamed = await listAll(ana.cookie, `collection=debts&party=${encodeURIComponent('—')}&start=2026-11-01&end=2026-11-30`);
    expect(unnamed.map((r) => r.description)).toEqual(['sem nome']);
    const brunos = await listAll(bruno.cookie, `collection=debts&party=${encodeURIComponent('João Baptista')}&start=2026-11-01&end=2026-11-30`);
    expect(brunos.map((r) => r.amountCents)).toEqual([99900]);
  });

  it('exports a small view byte for byte: BOM, header, CRLF, quoting, file name', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/records/export.csv?collection=debts&party=${encodeURIComponent('João Baptista')}&start=2026-11-01&end=2026-11-30`, headers: { cookie: ana.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename=transactions-2026-11-01_2026-11-30.csv');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body).toBe(
      `${BOM}${HEADER}\r\n` +
      `2026-11-20,debtPaid,30000.50,AOA,João Baptista,,,,${onCarteira('30000.50')}\r\n` +
      `2026-11-02,debtTaken,100000.00,AOA,João Baptista,,"Empréstimo do ""amigo"", João","Pagar até\nao fim do ano",${onCarteira('100000.00')}`,
    );
  });

  it('exports EVERY record of a large view (past one batch and any page), newest first, exactly as core writes it', async () => {
    const q = 'collection=transactions&start=2026-11-01&end=2026-11-30';
    const listed = await listAll(ana.cookie, q);
    expect(listed).toHaveLength(1_130);
    const res = await t.app.inject({ method: 'GET', url: `/api/records/export.csv?${q}`, headers: { cookie: ana.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(recordsToCsv(listed.map(toFinance), { categoryLabel: (c) => categoryLabel(c, 'pt'), accountName: () => 'Carteira' }));
    expect(res.body.split('\r\n')).toHaveLength(1_131);
    const all = await t.app.inject({ method: 'GET', url: '/api/records/export.csv?start=2026-11-01&end=2026-11-30', headers: { cookie: ana.cookie } });
    expect(all.body.split('\r\n').length).toBe(1 + 1_130 + 4);
    expect(all.body).not.toContain('150000.00'); // October's loan is outside the range
  });

  it('writes the Luanda day, the category in the export language, and neutralises formulas (not amounts)', async () => {
    const carla = await signedInUser(t.app, `carla-${engine}@example.ao`);
    const add = async (payload: object) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/records', headers: { cookie: carla.cookie }, payload });
      expect(res.statusCode).toBe(201);
    };
    // 23:30 UTC on 30 November is 00:30 on 1 December in Luanda.
    await add({ type: 'expense', amount: 2500, category: 'transport', description: 'Candongueiro', date: '2026-11-30T23:30:00Z' });
    await add({ type: 'expense', amount: 1234, category: 'Transporte', party: 'Kero', description: '=HYPERLINK("http://mal.example","clique")', notes: '@SUM(1+1)', date: '2026-12-02T10:00:00Z' });
    await add({ type: 'income', amount: 90, category: '+Extra', description: '-5 mil', notes: '+244 923 000 000', date: '2026-12-03T10:00:00Z' });
    const get = (q: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/records/export.csv?start=2026-12-01&end=2026-12-31${q}`, headers: { cookie: carla.cookie, ...headers } });
    const en = await get('&lang=en');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-disposition']).toBe('attachment; filename=transactions-2026-12-01_2026-12-31.csv');
    expect(en.body).toBe(
      `${BOM}${HEADER}\r\n` +
      `2026-12-03,income,90.00,AOA,'+Extra,'+Extra,'-5 mil,'+244 923 000 000,${onCarteira('90.00')}\r\n` +
      `2026-12-02,expense,1234.00,AOA,Kero,Transport,"'=HYPERLINK(""http://mal.example"",""clique"")",'@SUM(1+1),${onCarteira('1234.00')}\r\n` +
      `2026-12-01,expense,2500.00,AOA,Transport,Transport,Candongueiro,,${onCarteira('2500.00')}`,
    );
    // Without ?lang the Accept-Language decides; Portuguese by default.
    const pt = await get('');
    expect(pt.body.split('\r\n')[3]).toBe(`2026-12-01,expense,2500.00,AOA,Transporte,Transporte,Candongueiro,,${onCarteira('2500.00')}`);
    const enHeader = await get('', { 'accept-language': 'en' });
    expect(enHeader.body.split('\r\n')[3]).toBe(`2026-12-01,expense,2500.00,AOA,Transport,Transport,Candongueiro,,${onCarteira('2500.00')}`);
    // November's export does not hold the record made at 23:30 UTC on the 30th; one day is named once.
    const nov = await get('').then(() => t.app.inject({ method: 'GET', url: '/api/records/export.csv?start=2026-11-30&end=2026-11-30', headers: { cookie: carla.cookie } }));
    expect(nov.body).toBe(`${BOM}${HEADER}`);
    expect(nov.headers['content-disposition']).toBe('attachment; filename=transactions-2026-11-30.csv');
    const badLang = await get('&lang=fr');
    expect(badLang.statusCode).toBe(400);
  });

  it('respects the tab kind, the range swap and the 365-day limit, and refuses strangers', async () => {
    const income = await t.app.inject({ method: 'GET', url: '/api/records/export.csv?collection=transactions&type=income&start=2026-11-30&end=2026-11-01', headers: { cookie: ana.cookie } });
    const rows = income.body.split('\r\n').slice(1);
    expect(rows).toHaveLength(283);
    expect(rows.every((r) => r.split(',')[1] === 'income')).toBe(true);
    const empty = await t.app.inject({ method: 'GET', url: '/api/records/export.csv?start=2026-12-01&end=2026-12-31', headers: { cookie: bruno.cookie } });
    expect(empty.body).toBe(`${BOM}${HEADER}`);
    const bruno1 = await t.app.inject({ method: 'GET', url: '/api/records/export.csv?start=2026-11-01&end=2026-11-30', headers: { cookie: bruno.cookie } });
    expect(bruno1.body).toBe(`${BOM}${HEADER}\r\n2026-11-03,debtTaken,999.00,AOA,João Baptista,,,,${onCarteira('999.00')}`);
    const tooLarge = await t.app.inject({ method: 'GET', url: '/api/records/export.csv?start=2025-01-01&end=2026-01-05', headers: { cookie: ana.cookie, 'accept-language': 'en' } });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toMatchObject({ code: 'range-too-large', error: 'Selected range is too large for live updates. Try a smaller window.' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/records/export.csv?start=2026-11-01&end=2026-11-30' });
    expect(anonymous.statusCode).toBe(401);
  });
});
