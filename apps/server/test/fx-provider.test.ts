// The HTTP rates provider against a local JSON source (fakes/fake-rates-source.ts): good
// answers in each format, and every way a source fails — bad JSON, a wrong shape, unusable
// rates, a 500, no answer in time — which all become `fx-provider-failed`.
import { afterEach, describe, expect, it } from 'vitest';
import { KumbuError } from '@kumbu/core/errors';
import { HttpRatesProvider, type FxProviderConfig } from '../src/adapters/fx/http-rates-provider';
import { createRatesProvider } from '../src/adapters/fx/create-rates-provider';
import { fakeRatesSource, type FakeRatesSource } from './fakes/fake-rates-source';
import { testConfig } from './helpers';

const warnings: { obj: object; msg: string }[] = [];
const log = { warn: (obj: object, msg: string) => { warnings.push({ obj, msg }); } };
let source: FakeRatesSource | null = null;

afterEach(async () => {
  await source?.close();
  source = null;
  warnings.length = 0;
});

function provider(overrides: Partial<FxProviderConfig>): HttpRatesProvider {
  return new HttpRatesProvider({
    url: `${source?.url ?? ''}/rates/{date}`, format: 'kz-per-unit', path: undefined, source: 'test-source',
    apiKey: undefined, keyHeader: 'Authorization', timeoutMs: 2_000, ...overrides,
  }, log);
}

async function failure(promise: Promise<unknown>): Promise<KumbuError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(KumbuError);
  expect((error as KumbuError).code).toBe('fx-provider-failed');
  return error as KumbuError;
}

describe('HTTP rates provider', () => {
  it('reads Kz-per-unit rates of the day asked, sending the key verbatim in its header', async () => {
    source = await fakeRatesSource(() => ({ json: { date: '2026-11-27', rates: { USD: 912.34, eur: '1050,1', GBP: null } } }));
    const rates = await provider({ apiKey: 'Bearer s3cret', keyHeader: 'X-Api-Key' }).fetchRates('2026-11-27');
    expect(rates).toEqual([
      { currency: 'USD', day: '2026-11-27', micros: 912_340_000 },
      { currency: 'EUR', day: '2026-11-27', micros: 1_050_100_000 },
    ]);
    expect(source.requests).toHaveLength(1);
    expect(source.requests[0]?.path).toBe('/rates/2026-11-27');
    expect(source.requests[0]?.headers['x-api-key']).toBe('Bearer s3cret');
    expect(source.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('dates the rates as the source does (a weekend gets Friday\'s), or as the day asked when it says nothing', async () => {
    source = await fakeRatesSource(({ path }) => path.endsWith('2026-11-29') ? { json: { date: '2026-11-27T16:00:00Z', rates: { USD: 912.5 } } } : { json: { rates: { USD: 913 } } });
    expect(await provider({}).fetchRates('2026-11-29')).toEqual([{ currency: 'USD', day: '2026-11-27', micros: 912_500_000 }]);
    expect(await provider({}).fetchRates('2026-11-30')).toEqual([{ currency: 'USD', day: '2026-11-30', micros: 913_000_000 }]);
  });

  it('converts base-currency rates (units per base) inside a wrapped answer', async () => {
    source = await fakeRatesSource(() => ({ json: { data: { base: 'USD', date: '2026-11-27', rates: { AOA: 912, EUR: 0.8, JPY: 150 } } } }));
    const rates = await provider({ format: 'base-rates', path: 'data' }).fetchRates('2026-11-27');
    expect(rates).toEqual([
      { currency: 'USD', day: '2026-11-27', micros: 912_000_000 },
      { currency: 'EUR', day: '2026-11-27', micros: 1_140_000_000 },
    ]);
  });

  it('asks once per currency with {currency}, keeping what answers and logging what does not', async () => {
    source = await fakeRatesSource(({ query }) => query.get('c') === 'USD' ? { json: { rate: '912,34' } } : { json: { error: 'unknown currency' }, status: 404 });
    const rates = await provider({ url: `${source.url}/rate?c={currency}&d={date}`, format: 'single' }).fetchRates('2026-11-27');
    expect(rates).toEqual([{ currency: 'USD', day: '2026-11-27', micros: 912_340_000 }]);
    expect(source.requests.map((r) => r.query.get('c')).sort()).toEqual(['EUR', 'USD']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.obj).toMatchObject({ currency: 'EUR' });
  });

  it('fails on an answer that is not JSON', async () => {
    source = await fakeRatesSource(() => ({ text: '<html>Service Unavailable</html>' }));
    expect((await failure(provider({}).fetchRates('2026-11-27'))).message).toMatch(/not JSON/);
  });

  it('fails on JSON of another shape, an unusable rate, a rate dated later than asked, or no USD/EUR', async () => {
    const answers: unknown[] = [
      { date: '2026-11-27', USD: 912 },
      { rates: { USD: 0 } },
      { rates: { USD: -912 } },
      { rates: { USD: 'abc' } },
      { rates: { USD: 2_000_000 } },
      { date: '2026-11-28', rates: { USD: 912 } },
      { date: 'yesterday', rates: { USD: 912 } },
      { rates: { GBP: 1200 } },
      [912],
    ];
    let next = 0;
    source = await fakeRatesSource(() => ({ json: answers[next++] }));
    for (let i = 0; i < answers.length; i++) await failure(provider({}).fetchRates('2026-11-27'));
    expect(source.requests).toHaveLength(answers.length);
  });

  it('fails on an HTTP error status', async () => {
    source = await fakeRatesSource(() => ({ json: { rates: { USD: 912 } }, status: 500 }));
    expect((await failure(provider({}).fetchRates('2026-11-27'))).message).toMatch(/HTTP 500/);
  });

  it('gives up after its timeout', async () => {
    source = await fakeRatesSource(() => ({ hang: true }));
    const started = Date.now();
    expect((await failure(provider({ timeoutMs: 200 }).fetchRates('2026-11-27'))).message).toMatch(/within 200 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('follows a redirect, but never carries the key through one', async () => {
    source = await fakeRatesSource(({ path }) => path === '/moved/2026-11-27' ? { json: { rates: { USD: 912 } } } : { redirect: '/moved/2026-11-27' });
    expect(await provider({}).fetchRates('2026-11-27')).toEqual([{ currency: 'USD', day: '2026-11-27', micros: 912_000_000 }]);
    await failure(provider({ apiKey: 'Bearer s3cret' }).fetchRates('2026-11-27'));
    expect(source.requests.map((r) => r.path)).toEqual(['/rates/2026-11-27', '/moved/2026-11-27', '/rates/2026-11-27']);
  });

  it('fails when nothing listens', async () => {
    source = await fakeRatesSource(() => ({ json: {} }));
    const url = `${source.url}/rates/{date}`;
    await source.close();
    source = null;
    await failure(provider({ url }).fetchRates('2026-11-27'));
  });
});

describe('rates provider configuration', () => {
  it('is none without FX_RATES_URL: no outside call at all', () => {
    expect(testConfig().fxRates).toBeNull();
    expect(createRatesProvider(testConfig(), log)).toBeNull();
  });

  it('is the HTTP source when FX_RATES_URL is set, named after its host unless FX_RATES_SOURCE says', () => {
    const config = testConfig({ FX_RATES_URL: 'https://api.Example.ao/bna/{date}', FX_RATES_KEY: 'k-123' });
    expect(config.fxRates).toEqual({
      url: 'https://api.Example.ao/bna/{date}', format: 'kz-per-unit', path: undefined, source: 'api.example.ao',
      apiKey: 'k-123', keyHeader: 'Authorization', timeoutMs: 3_000,
    });
    expect(createRatesProvider(config, log)?.source).toBe('api.example.ao');
    expect(testConfig({ FX_RATES_URL: 'https://x.ao/{date}', FX_RATES_SOURCE: 'bna' }).fxRates?.source).toBe('bna');
  });

  it('refuses bad settings at boot', () => {
    expect(() => testConfig({ FX_RATES_URL: 'ftp://x.ao/{date}' })).toThrow(/FX_RATES_URL/);
    expect(() => testConfig({ FX_RATES_URL: 'https://x.ao/{date}', FX_RATES_FORMAT: 'single' })).toThrow(/FX_RATES_URL: must contain \{currency\}/);
    expect(() => testConfig({ FX_RATES_URL: 'https://x.ao/', FX_RATES_FORMAT: 'xml' })).toThrow(/FX_RATES_FORMAT/);
    expect(() => testConfig({ FX_RATES_URL: 'https://x.ao/', FX_RATES_TIMEOUT_MS: '99999' })).toThrow(/FX_RATES_TIMEOUT_MS/);
    expect(() => testConfig({ FX_RATES_URL: 'https://x.ao/', FX_RATES_SOURCE: 'Banco Nacional' })).toThrow(/FX_RATES_SOURCE/);
  });
});
