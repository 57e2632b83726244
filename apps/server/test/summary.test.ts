import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, signedInUser, type TestApp } from './helpers';

interface Summary {
  recordCount: number;
  byCurrency: { currency: string; income: number; expense: number; net: number; topCategories: { name: string }[] }[];
  outstanding: { currency: string; debts: { outstandingCents: number }; loans: { outstandingCents: number; byParty: { party: string; outstandingCents: number }[] } }[];
}

describe('records summary', () => {
  let t: TestApp;
  let ana: { cookie: string };
  let bruno: { cookie: string };
  beforeAll(async () => {
    t = await startTestApp();
    ana = await signedInUser(t.app, 'ana@example.ao');
    bruno = await signedInUser(t.app, 'bruno@example.ao');
    const add = (payload: object) => t.app.inject({ method: 'POST', url: '/api/records', headers: { cookie: ana.cookie }, payload });
    await add({ type: 'loanGiven', amount: 150000, party: 'Primo Nelson', date: '2026-08-10' }); // before the range
    await add({ type: 'loanReceivedPayment', amount: 50000, party: 'Primo Nelson', date: '2026-10-12' });
    await add({ type: 'debtTaken', amount: 100000, party: 'João', date: '2026-10-02' });
    for (let i = 1; i <= 60; i++) await add({ type: 'expense', amount: 1000, category: i % 2 ? 'Transporte' : 'Supermercado', date: `2026-10-${String((i % 28) + 1).padStart(2, '0')}` });
    await add({ type: 'income', amount: 450000, category: 'Salário', date: '2026-10-25' });
    await add({ type: 'income', amount: 200, currency: 'USD', date: '2026-10-20' });
  });
  afterAll(async () => { await t.close(); });

  const summary = async (cookie: string, q = 'start=2026-10-01&end=2026-10-31') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/records/summary?${q}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: Summary }>().data;
  };

  it('totals every record in the range, not one page, per currency without converting', async () => {
    const s = await summary(ana.cookie);
    expect(s.recordCount).toBe(64); // the August loan is outside the range
    const [aoa, usd] = s.byCurrency;
    expect(aoa).toMatchObject({ currency: 'AOA', income: 45_000_000, expense: 6_000_000, net: 39_000_000 });
    expect(aoa?.topCategories.map((c) => c.name).sort()).toEqual(['Supermercado', 'transport']); // a category named by its label is stored as its key (issue 14)
    expect(usd).toMatchObject({ currency: 'USD', income: 20_000, expense: 0 });
  });

  it('reports outstanding debts and loans over all time, never a negative balance from a range cut', async () => {
    const s = await summary(ana.cookie);
    expect(s.outstanding[0]).toMatchObject({ currency: 'AOA', debts: { outstandingCents: 10_000_000 }, loans: { outstandingCents: 10_000_000 } });
    expect(s.outstanding[0]?.loans.byParty).toEqual([{ party: 'Primo Nelson', openedCents: 15_000_000, settledCents: 5_000_000, outstandingCents: 10_000_000 }]);
  });

  it('answers the same from the daily totals (Luanda) as from the records (another zone at the same offset)', async () => {
    // Etc/GMT-1 is UTC+1 like Luanda, but not Luanda: the route reads the records themselves.
    const fromTotals = await summary(ana.cookie, 'start=2026-10-01&end=2026-10-31');
    const fromRecords = await summary(ana.cookie, 'start=2026-10-01&end=2026-10-31&tz=Etc%2FGMT-1');
    expect(fromTotals).toEqual(fromRecords);
    expect(fromTotals.byCurrency.map((c) => c.currency)).toEqual(['AOA', 'USD']);
  });

  it('is refreshed by a new record and private to its user', async () => {
    await t.app.inject({ method: 'POST', url: '/api/records', headers: { cookie: ana.cookie }, payload: { type: 'expense', amount: 5000, date: '2026-10-30' } });
    expect((await summary(ana.cookie)).byCurrency[0]?.expense).toBe(6_500_000);
    const other = await summary(bruno.cookie);
    expect(other.recordCount).toBe(0);
    expect(other.outstanding).toEqual([]);
    const tooLong = await t.app.inject({ method: 'GET', url: '/api/records/summary?start=2025-01-01&end=2026-10-31', headers: { cookie: ana.cookie } });
    expect(tooLong.json()).toMatchObject({ code: 'range-too-large' });
  });
});
