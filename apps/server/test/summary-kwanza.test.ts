// The summary's totals in kwanza (issue 15): foreign records converted at their day's rate,
// records with no rate reported (never zero), all-time debts in kwanza, the rates the browser
// needs, and no stale cached answer after a rate is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setFxRate } from '@kumbu/db/fx-rates';
import { startTestApp, signedInUser, type TestApp } from './helpers';

interface KwanzaSummary {
  byCurrency: { currency: string; expense: number }[];
  kwanza: {
    currency: string; income: number; expense: number; recordCount: number;
    ratesUsed: { currency: string; rates: { day: string; micros: number }[]; fallbackCount: number }[];
    unconverted: { currency: string; count: number; cents: number }[];
    conversion: { included: { currency: string; count: number; cents: number; kzCents: number }[] };
  };
  outstandingKz: { debts: { outstandingCents: number; byParty: { party: string; outstandingCents: number }[] } };
  rates: { currency: string; day: string; micros: number }[];
}

describe('records summary in kwanza', () => {
  let t: TestApp;
  let ana: { cookie: string };
  const summary = async (): Promise<KwanzaSummary> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/records/summary?start=2026-10-01&end=2026-10-31', headers: { cookie: ana.cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: KwanzaSummary }>().data;
  };

  beforeAll(async () => {
    t = await startTestApp();
    ana = await signedInUser(t.app, 'ana.kz@example.ao');
    const add = async (payload: object): Promise<void> => {
      const res = await t.app.inject({ method: 'POST', url: '/api/records', headers: { cookie: ana.cookie }, payload });
      expect(res.statusCode).toBe(201);
    };
    await setFxRate(t.database.db, { currency: 'USD', day: '2026-10-20', micros: 912_340_000, source: 'bna' });
    await setFxRate(t.database.db, { currency: 'USD', day: '2026-09-01', micros: 880_000_000, source: 'bna' });
    t.app.kumbu.fx.invalidate();
    await add({ type: 'expense', amount: 10000, category: 'Supermercado', date: '2026-10-05' });
    await add({ type: 'expense', amount: 100, currency: 'USD', category: 'Supermercado', date: '2026-10-20' });
    await add({ type: 'expense', amount: 50, currency: 'USD', category: 'Supermercado', date: '2026-10-03' }); // rate of 1 September
    await add({ type: 'income', amount: 10, currency: 'EUR', date: '2026-10-21' }); // no EUR rate at all
    await add({ type: 'debtTaken', amount: 100, currency: 'USD', party: 'Mike', date: '2026-10-22' }); // fallback to 20 October
    await add({ type: 'debtTaken', amount: 160000, party: 'Ana', date: '2026-08-01' });
  });
  afterAll(async () => { await t.close(); });

  it('converts foreign records at their day rate and reports the ones without a rate', async () => {
    const s = await summary();
    expect(s.byCurrency.find((a) => a.currency === 'AOA')?.expense).toBe(1_000_000);
    expect(s.byCurrency.find((a) => a.currency === 'USD')?.expense).toBe(15_000);
    expect(s.kwanza.currency).toBe('AOA');
    expect(s.kwanza.expense).toBe(1_000_000 + 9_123_400 + 4_400_000);
    expect(s.kwanza.income).toBe(0);
    expect(s.kwanza.unconverted).toEqual([{ currency: 'EUR', count: 1, cents: 1_000 }]);
    const usd = s.kwanza.ratesUsed.find((u) => u.currency === 'USD');
    expect(usd?.rates.map((r) => r.day)).toEqual(['2026-09-01', '2026-10-20']);
    expect(usd?.fallbackCount).toBe(2);
    expect(s.kwanza.conversion.included).toEqual([{ currency: 'USD', count: 3, cents: 25_000, kzCents: 9_123_400 + 4_400_000 + 9_123_400 }]);
  });

  it('counts the dollars owed to Mike in the all-time debts in kwanza', async () => {
    const s = await summary();
    expect(s.outstandingKz.debts.outstandingCents).toBe(16_000_000 + 9_123_400);
    expect(s.outstandingKz.debts.byParty.map((p) => [p.party, p.outstandingCents])).toEqual([['Ana', 16_000_000], ['Mike', 9_123_400]]);
  });

  it('sends the rates the browser needs, and a new rate is not answered from the cache', async () => {
    const before = await summary();
    expect(before.rates.map((r) => `${r.currency} ${r.day}`)).toEqual(['USD 2026-09-01', 'USD 2026-10-20']);
    await setFxRate(t.database.db, { currency: 'EUR', day: '2026-10-01', micros: 1_000_000_000, source: 'bna' });
    t.app.kumbu.fx.invalidate();
    const after = await summary();
    expect(after.kwanza.unconverted).toEqual([]);
    expect(after.kwanza.income).toBe(1_000_000);
    expect(after.rates.map((r) => `${r.currency} ${r.day}`)).toContain('EUR 2026-10-01');
  });
});
