// The rate service: stored rates with the RateBook's fallback, today's rate fetched once from
// a configured source (a local fake) and stored without overwriting, failures falling back
// and logged, and two instances converting the same day ending up on the same stored row.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openSecondHandle, openTestDatabase, testEngines, type TestDatabase } from '@kumbu/db/testing';
import type { Database } from '@kumbu/db/database';
import { fxRatesOn, setFxRate } from '@kumbu/db/fx-rates';
import { fxRates } from '@kumbu/db/schema';
import { HttpRatesProvider } from '../src/adapters/fx/http-rates-provider';
import { FxRateService } from '../src/features/fx/fx-rate-service';
import { fakeRatesSource, type FakeRatesSource, type RatesReply } from './fakes/fake-rates-source';

const NOW = new Date('2026-11-27T10:00:00Z'); // 11:00 in Luanda
const TODAY = '2026-11-27';

interface Logged { level: 'warn' | 'info'; obj: object; msg: string }

describe.each(testEngines())('exchange-rate service on %s', (engine) => {
  let database: TestDatabase;
  const sources: FakeRatesSource[] = [];
  const logged: Logged[] = [];
  const log = {
    warn: (obj: object, msg: string) => { logged.push({ level: 'warn', obj, msg }); },
    info: (obj: object, msg: string) => { logged.push({ level: 'info', obj, msg }); },
  };

  beforeAll(async () => { database = await openTestDatabase(engine); });
  afterAll(async () => { await database.close(); });
  afterEach(async () => {
    for (const s of sources.splice(0)) await s.close();
    logged.length = 0;
    await database.db.delete(fxRates);
  });

  async function source(answer: (path: string) => RatesReply | Promise<RatesReply>): Promise<FakeRatesSource> {
    const s = await fakeRatesSource((r) => answer(r.path));
    sources.push(s);
    return s;
  }

  function service(db: Database['db'], s: FakeRatesSource | null, extra: { retryMs?: number; name?: string } = {}): FxRateService {
    const provider = s ? new HttpRatesProvider({
      url: `${s.url}/rates/{date}`, format: 'kz-per-unit', path: undefined, source: extra.name ?? 'fake-bna',
      apiKey: undefined, keyHeader: 'Authorization', timeoutMs: 1_000,
    }, log) : null;
    return new FxRateService({ db, provider, now: () => NOW, log, retryMs: extra.retryMs });
  }

  it('without a source, uses the stored rates: the day\'s own, or the latest earlier one flagged as fallback', async () => {
    await setFxRate(database.db, { currency: 'USD', day: '2026-11-20', micros: 900_000_000, source: 'bna' });
    await setFxRate(database.db, { currency: 'USD', day: '2026-11-25', micros: 910_000_000, source: 'bna' });
    const fx = service(database.db, null);
    const book = await fx.rateBookFor(database.db, TODAY);
    expect(book.find('USD', '2026-11-25')).toMatchObject({ rate: { micros: 910_000_000, day: '2026-11-25' }, fallback: false });
    expect(book.find('USD', TODAY)).toMatchObject({ rate: { micros: 910_000_000, day: '2026-11-25' }, fallback: true });
    expect(book.find('USD', '2026-11-19')).toBeNull();
    expect(book.find('EUR', TODAY)).toBeNull();
    // Up to a day: later rates are not in the book.
    expect((await fx.rateBookFor(database.db, '2026-11-22')).latest('USD')?.day).toBe('2026-11-20');
  });

  it('fetches today\'s missing rate once and stores it under the source\'s name', async () => {
    await setFxRate(database.db, { currency: 'USD', day: '2026-11-25', micros: 910_000_000, source: 'bna' });
    const s = await source(() => ({ json: { date: TODAY, rates: { USD: 912.34, EUR: 1050.1 } } }));
    const fx = service(database.db, s);
    const book = await fx.rateBookFor(database.db, TODAY);
    expect(book.find('USD', TODAY)).toMatchObject({ rate: { micros: 912_340_000, source: 'fake-bna' }, fallback: false });
    expect(book.find('EUR', TODAY)).toMatchObject({ rate: { micros: 1_050_100_000 }, fallback: false });
    fx.invalidate();
    await fx.rateBookFor(database.db, TODAY);
    await fx.rateBookFor(database.db, '2026-12-31');
    expect(s.requests).toHaveLength(1);
    expect(s.requests[0]?.path).toBe(`/rates/${TODAY}`);
    expect((await fxRatesOn(database.db, TODAY)).map((r) => r.source)).toEqual(['fake-bna', 'fake-bna']);
  });

  it('asks nothing for past days, nor when today already has its rates', async () => {
    const s = await source(() => ({ json: { rates: { USD: 1 } } }));
    const fx = service(database.db, s);
    await fx.rateBookFor(database.db, '2026-11-26');
    expect(s.requests).toHaveLength(0);
    await setFxRate(database.db, { currency: 'USD', day: TODAY, micros: 912_000_000, source: 'bna' });
    await setFxRate(database.db, { currency: 'EUR', day: TODAY, micros: 1_050_000_000, source: 'bna' });
    expect((await fx.rateBookFor(database.db, TODAY)).find('USD', TODAY)?.rate.source).toBe('bna');
    expect(s.requests).toHaveLength(0);
  });

  it('never overwrites the operator\'s rate of the day with the source\'s', async () => {
    await setFxRate(database.db, { currency: 'USD', day: TODAY, micros: 915_000_000, source: 'bna' });
    const s = await source(() => ({ json: { rates: { USD: 999, EUR: 1050 } } }));
    const book = await service(database.db, s).rateBookFor(database.db, TODAY);
    expect(s.requests).toHaveLength(1); // EUR was missing
    expect(book.find('USD', TODAY)?.rate).toMatchObject({ micros: 915_000_000, source: 'bna' });
    expect(book.find('EUR', TODAY)?.rate).toMatchObject({ micros: 1_050_000_000, source: 'fake-bna' });
  });

  it('falls back to the latest stored rate when the source fails, logs it, and waits before asking again', async () => {
    await setFxRate(database.db, { currency: 'USD', day: '2026-11-25', micros: 910_000_000, source: 'bna' });
    let status = 500;
    const s = await source(() => ({ json: { rates: { USD: 912 } }, status }));
    const fx = service(database.db, s);
    const book = await fx.rateBookFor(database.db, TODAY);
    expect(book.find('USD', TODAY)).toMatchObject({ rate: { day: '2026-11-25', micros: 910_000_000 }, fallback: true });
    expect(logged.filter((l) => l.level === 'warn').map((l) => l.msg)).toContain('exchange-rate source failed; using the latest stored rates');
    fx.invalidate();
    status = 200;
    await fx.rateBookFor(database.db, TODAY);
    expect(s.requests).toHaveLength(1);

    const eager = service(database.db, s, { retryMs: 0 });
    status = 500;
    await eager.rateBookFor(database.db, TODAY);
    status = 200;
    eager.invalidate();
    expect((await eager.rateBookFor(database.db, TODAY)).find('USD', TODAY)).toMatchObject({ rate: { micros: 912_000_000 }, fallback: false });
    expect(s.requests).toHaveLength(3);
  });

  it('falls back on a source that does not answer in time, within the timeout', async () => {
    await setFxRate(database.db, { currency: 'EUR', day: '2026-11-26', micros: 1_040_000_000, source: 'bna' });
    const s = await source(() => ({ hang: true }));
    const started = Date.now();
    const book = await service(database.db, s).rateBookFor(database.db, TODAY);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(book.find('EUR', TODAY)).toMatchObject({ rate: { day: '2026-11-26' }, fallback: true });
    expect(book.find('USD', TODAY)).toBeNull();
  });

  it('inside a transaction, answers with the stored rates at once and stores the fetched one in the background', async () => {
    await setFxRate(database.db, { currency: 'USD', day: '2026-11-25', micros: 910_000_000, source: 'bna' });
    const s = await source(() => ({ json: { rates: { USD: 912 } } }));
    const fx = service(database.db, s);
    const inside = await database.db.transaction((tx) => fx.rateBookFor(tx, TODAY));
    expect(inside.find('USD', TODAY)).toMatchObject({ fallback: true });
    await expect.poll(async () => (await fxRatesOn(database.db, TODAY)).length, { timeout: 5_000 }).toBe(1);
    fx.invalidate();
    expect((await fx.rateBookFor(database.db, TODAY)).find('USD', TODAY)).toMatchObject({ fallback: false, rate: { micros: 912_000_000 } });
    expect(s.requests).toHaveLength(1);
  });

  it('two instances converting the same day use the same stored row', async () => {
    const second = engine === 'postgres' ? await openSecondHandle(database) : null;
    try {
      // Two sources that disagree, each answering slowly so both fetches are in flight together.
      const slow = (usd: number) => async (): Promise<RatesReply> => { await new Promise((r) => setTimeout(r, 100)); return { json: { rates: { USD: usd, EUR: usd + 100 } } }; };
      const a = await source(slow(912));
      const b = await source(slow(915));
      const one = service(database.db, a, { name: 'source-a' });
      const otherDb = second?.db ?? database.db;
      const two = service(otherDb, b, { name: 'source-b' });
      const [bookOne, bookTwo] = await Promise.all([one.rateBookFor(database.db, TODAY), two.rateBookFor(otherDb, TODAY)]);
      expect(a.requests).toHaveLength(1);
      expect(b.requests).toHaveLength(1);
      const stored = await fxRatesOn(database.db, TODAY);
      expect(stored).toHaveLength(2);
      for (const currency of ['USD', 'EUR'] as const) {
        const row = stored.find((r) => r.currency === currency);
        expect(bookOne.find(currency, TODAY)?.rate).toEqual(row);
        expect(bookTwo.find(currency, TODAY)?.rate).toEqual(row);
      }
    } finally {
      await second?.close();
    }
  });
});
