// Exchange rates and kwanza equivalents (issue 15): exact conversion, rate parsing, and the
// day-or-earlier lookup that never turns a missing rate into zero.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RateBook, convertCents, impliedRateMicros, kwanzaEquivalent, parseRate, rateToDecimal } from '../src/fx';

describe('rates', () => {
  it('reads rates as people and machines write them, in millionths', () => {
    expect(parseRate('912.34')).toBe(912_340_000);
    expect(parseRate('912,34')).toBe(912_340_000);
    expect(parseRate('950')).toBe(950_000_000);
    expect(parseRate('0.000001')).toBe(1);
    for (const bad of ['0', '-1', 'abc', '1.0000001', '', '1e3', '99999999']) expect(parseRate(bad)).toBeNull();
    expect(rateToDecimal(912_340_000)).toBe('912.34');
    expect(rateToDecimal(950_000_000)).toBe('950.00');
    expect(rateToDecimal(1_050_123_456)).toBe('1050.123456');
  });

  it('converts exactly, rounding half away from zero once', () => {
    expect(convertCents(100_00, 912_340_000)).toBe(91_234_00);
    expect(convertCents(1, 500_000)).toBe(1); // 0.5 cêntimo → 1
    expect(convertCents(1, 499_999)).toBe(0);
    expect(convertCents(-1, 500_000)).toBe(-1);
    // Past 2^53 the product goes through BigInt and is still exact.
    expect(convertCents(1_000_000_000_00, 912_345_678)).toBe(91_234_567_800_000);
    // A result past the safe bound saturates rather than drift.
    expect(convertCents(100_000_000_000_000, 912_345_678)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('agrees with exact decimal arithmetic on any amount and rate', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), fc.integer({ min: 1, max: 2_000_000_000 }), (cents, micros) => {
      const big = BigInt(cents) * BigInt(micros);
      const expected = Number((big * 2n + 1_000_000n) / 2_000_000n);
      expect(convertCents(cents, micros)).toBe(expected);
    }));
  });

  it('derives the rate an exchange used', () => {
    expect(impliedRateMicros(100_00, 95_000_00)).toBe(950_000_000);
    expect(impliedRateMicros(3_00, 1_000_00)).toBe(333_333_333);
    expect(impliedRateMicros(0, 100)).toBeNull();
  });
});

describe('RateBook', () => {
  const book = new RateBook([
    { currency: 'USD', day: '2026-11-20', micros: 912_000_000, source: 'bna' },
    { currency: 'USD', day: '2026-11-10', micros: 900_000_000, source: 'bna' },
    { currency: 'EUR', day: '2026-11-15', micros: 1_050_000_000, source: 'bna' },
  ]);

  it('finds the day\'s rate, or the latest earlier one and says so, or none', () => {
    expect(book.find('USD', '2026-11-20')).toEqual({ rate: { currency: 'USD', day: '2026-11-20', micros: 912_000_000, source: 'bna' }, fallback: false });
    expect(book.find('USD', '2026-11-19')?.rate.day).toBe('2026-11-10');
    expect(book.find('USD', '2026-11-19')?.fallback).toBe(true);
    expect(book.find('USD', '2026-11-09')).toBeNull();
    expect(book.find('EUR', '2026-11-14')).toBeNull();
    expect(book.latest('USD')?.day).toBe('2026-11-20');
  });

  it('answers a range of days at once, the same as one day at a time', () => {
    const first = 20_400; // 2025-11-09
    const idx = book.forDays('USD', first, 30);
    for (let d = 0; d < 30; d++) {
      const day = new Date((first + d) * 86_400_000).toISOString().slice(0, 10);
      const found = book.find('USD', day);
      const at = idx[d] ?? -1;
      expect(at === -1 ? null : book.rates('USD')[at]?.day).toBe(found?.rate.day ?? null);
    }
  });

  it('gives kwanza as it is, foreign money at its rate, and null without a rate', () => {
    expect(kwanzaEquivalent(book, 5_000_00, 'AOA', '2020-01-01')).toEqual({ cents: 5_000_00, rate: null });
    expect(kwanzaEquivalent(book, 100_00, 'USD', '2026-11-21')?.cents).toBe(91_200_00);
    expect(kwanzaEquivalent(book, 100_00, 'USD', '2026-01-01')).toBeNull();
  });
});
