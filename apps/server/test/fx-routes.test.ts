// GET /api/fx/rates: signed in only, the date checked, each currency's rate of the day or the
// latest earlier one flagged as fallback, `missing` for currencies with no rate at all, the
// caller's own exchanges (and nobody else's), and a failing rates source never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@kumbu/db/testing';
import { setFxRate } from '@kumbu/db/fx-rates';
import { defaultMoneyAccount, insertMoneyAccount } from '@kumbu/db/money-accounts';
import { insertRecord, type RecordInput } from '@kumbu/db/records';
import type { Db } from '@kumbu/db/database';
import { signedInUser, startTestApp, type TestApp } from './helpers';
import { fakeRatesSource, type FakeRatesSource } from './fakes/fake-rates-source';

// 00:30 on 28 November in Luanda, still the 27th in UTC: the default date is Luanda's.
const NOW = new Date('2026-11-27T23:30:00Z');
const at = (day: string, time = '10:00:00Z') => new Date(`${day}T${time}`);

function movement(overrides: Partial<RecordInput>): RecordInput {
  return { kind: 'transfer', amountCents: 100_00, currency: 'AOA', category: null, party: null, description: null, notes: null, occurredAt: at('2026-11-20'), ...overrides };
}

/** A kwanza cash account and a dollar one, and the exchanges between them. */
async function exchanges(db: Db, userId: string, usdPerKz: { day: string; rate: string }[]): Promise<string[]> {
  const cash = await defaultMoneyAccount(db, userId, 'AOA');
  const dollars = await insertMoneyAccount(db, userId, { type: 'cash', name: 'Dólares', currency: 'USD' });
  const bai = await insertMoneyAccount(db, userId, { type: 'bank', name: 'BAI', currency: 'AOA' });
  if (!cash || !dollars || !bai) throw new Error('accounts missing');
  const ids: string[] = [];
  for (const [i, e] of usdPerKz.entries()) {
    // Alternately selling and buying dollars: the foreign side is USD either way.
    const selling = i % 2 === 0;
    const row = await insertRecord(db, userId, movement(selling
      ? { currency: 'USD', amountCents: 100_00, accountId: dollars.id, occurredAt: at(e.day), transfer: { toAccountId: cash.id, toAmountCents: Math.round(Number(e.rate) * 100_00), rate: e.rate } }
      : { currency: 'AOA', amountCents: Math.round(Number(e.rate) * 100_00), accountId: cash.id, occurredAt: at(e.day), transfer: { toAccountId: dollars.id, toAmountCents: 100_00, rate: e.rate } }));
    ids.push(row.id);
  }
  // Same currency: no exchange.
  await insertRecord(db, userId, movement({ amountCents: 40_000_00, accountId: bai.id, transfer: { toAccountId: cash.id, toAmountCents: 40_000_00, rate: null } }));
  return ids;
}

interface RatesBody {
  success: boolean;
  code?: string;
  data: {
    date: string;
    rates: { currency: string; rate: string; rateDay: string; source: string; fallback: boolean }[];
    missing: string[];
    own: { currency: string; rate: string; day: string; recordId: string }[];
  };
}

describe.each(testEngines())('GET /api/fx/rates on %s', (engine) => {
  let t: TestApp;
  let ana: { cookie: string; userId: string };
  let anaExchanges: string[];

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => NOW });
    ana = await signedInUser(t.app, 'ana.fx@kumbu.ao');
    const bento = await signedInUser(t.app, 'bento.fx@kumbu.ao');
    const db = t.database.db;
    anaExchanges = await exchanges(db, ana.userId, [{ day: '2026-11-10', rate: '950' }, { day: '2026-11-20', rate: '960.5' }, { day: '2026-11-29', rate: '970' }]);
    await exchanges(db, bento.userId, [{ day: '2026-11-21', rate: '999' }]);
    await setFxRate(db, { currency: 'USD', day: '2026-11-20', micros: 905_000_000, source: 'bna' });
    await setFxRate(db, { currency: 'USD', day: '2026-11-25', micros: 912_340_000, source: 'bna' });
    await setFxRate(db, { currency: 'EUR', day: '2026-11-26', micros: 1_050_100_000, source: 'bna' });
  });
  afterAll(async () => { await t.close(); });

  const get = async (query: string, cookie = ana.cookie) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/fx/rates${query}`, headers: cookie ? { cookie } : {} });
    return { status: res.statusCode, body: res.json<RatesBody>() };
  };

  it('needs a signed-in user', async () => {
    const { status, body } = await get('', '');
    expect(status).toBe(401);
    expect(body.success).toBe(false);
  });

  it('refuses a date that is not a real day', async () => {
    for (const date of ['2026-13-01', '2026-02-30', '27/11/2026', '1800-01-01', 'today']) {
      const { status, body } = await get(`?date=${encodeURIComponent(date)}`);
      expect(status, date).toBe(400);
      expect(body.code).toBe('validation-failed');
    }
  });

  it('answers the day\'s own rate, or the latest earlier one flagged as fallback with its day', async () => {
    const { status, body } = await get('?date=2026-11-25');
    expect(status).toBe(200);
    expect(body.data.date).toBe('2026-11-25');
    expect(body.data.rates).toEqual([{ currency: 'USD', rate: '912.34', rateDay: '2026-11-25', source: 'bna', fallback: false }]);
    expect(body.data.missing).toEqual(['EUR']);

    const later = await get('?date=2026-11-27');
    expect(later.body.data.rates).toEqual([
      { currency: 'USD', rate: '912.34', rateDay: '2026-11-25', source: 'bna', fallback: true },
      { currency: 'EUR', rate: '1050.10', rateDay: '2026-11-26', source: 'bna', fallback: true },
    ]);
    expect(later.body.data.missing).toEqual([]);
  });

  it('says plainly when there is no rate at all: missing, never zero', async () => {
    const { body } = await get('?date=2026-11-01');
    expect(body.data.rates).toEqual([]);
    expect(body.data.missing).toEqual(['USD', 'EUR']);
  });

  it('defaults to today in Luanda', async () => {
    const { body } = await get('');
    expect(body.data.date).toBe('2026-11-28');
  });

  it('lists the caller\'s own exchanges on or before the day, newest first, and nobody else\'s', async () => {
    const { body } = await get('?date=2026-11-28');
    expect(body.data.own).toEqual([
      { currency: 'USD', rate: '960.50', day: '2026-11-20', recordId: anaExchanges[1] },
      { currency: 'USD', rate: '950.00', day: '2026-11-10', recordId: anaExchanges[0] },
    ]);
    expect((await get('?date=2026-11-29')).body.data.own.map((e) => e.recordId)).toEqual([anaExchanges[2], anaExchanges[1], anaExchanges[0]]);
    expect((await get('?date=2026-11-09')).body.data.own).toEqual([]);
  });
});

describe('GET /api/fx/rates with a rates source', () => {
  let source: FakeRatesSource;
  let status = 200;
  beforeAll(async () => {
    source = await fakeRatesSource(() => ({ json: { date: '2026-11-28', rates: { USD: 913.5 } }, status }));
  });
  afterAll(async () => { await source.close(); });

  it('fetches today\'s rate from the source, and a failing source is a fallback, never a 5xx', async () => {
    status = 500;
    let now = NOW;
    const t = await startTestApp('pglite', { FX_RATES_URL: `${source.url}/bna/{date}`, FX_RATES_SOURCE: 'bna-api' }, { now: () => now });
    try {
      const user = await signedInUser(t.app, 'carla.fx@kumbu.ao');
      const rates = async (query = '') => {
        const res = await t.app.inject({ method: 'GET', url: `/api/fx/rates${query}`, headers: { cookie: user.cookie } });
        expect(res.statusCode).toBe(200);
        return res.json<RatesBody>().data;
      };
      await setFxRate(t.database.db, { currency: 'USD', day: '2026-11-25', micros: 912_340_000, source: 'bna' });
      expect((await rates()).rates).toEqual([{ currency: 'USD', rate: '912.34', rateDay: '2026-11-25', source: 'bna', fallback: true }]);
      expect(source.requests.map((r) => r.path)).toEqual(['/bna/2026-11-28']);

      // Back up, but the failure is remembered for a few minutes: no second call yet.
      status = 200;
      t.app.kumbu.fx.invalidate();
      expect((await rates()).rates[0]).toMatchObject({ fallback: true });
      expect(source.requests).toHaveLength(1);

      now = new Date(NOW.getTime() + 6 * 60_000);
      expect(await rates()).toMatchObject({
        date: '2026-11-28', rates: [{ currency: 'USD', rate: '913.50', rateDay: '2026-11-28', source: 'bna-api', fallback: false }], missing: ['EUR'],
      });
      // Fetched once today; a past day asks nothing either.
      t.app.kumbu.fx.invalidate();
      await rates();
      await rates('?date=2026-11-20');
      expect(source.requests).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});
