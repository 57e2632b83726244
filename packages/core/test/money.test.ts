import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  type Cents, CURRENCIES, MAX_CENTS, addCents, centsToDecimal, decimalToCents, formatMoney, isCents, isCurrency,
  localeFor, numberToCents, subCents, toCents,
} from '../src/money';

// Intl separates groups and the currency with U+00A0 / U+202F; compare with plain spaces.
const plain = (s: string): string => s.replace(/[\u00A0\u202F]/g, ' ');

describe('Cents', () => {
  it('brands safe integers and refuses everything else', () => {
    expect(toCents(123)).toBe(123);
    expect(Object.is(toCents(-0), 0)).toBe(true);
    expect(() => toCents(1.5)).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Infinity)).toThrow(RangeError);
    expect(() => toCents(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
    expect(toCents(-Number.MAX_SAFE_INTEGER)).toBe(-Number.MAX_SAFE_INTEGER);
    expect(MAX_CENTS).toBe(Number.MAX_SAFE_INTEGER);
  });
  it('isCents', () => {
    expect(isCents(5)).toBe(true);
    expect(isCents(5.5)).toBe(false);
    expect(isCents('5')).toBe(false);
    expect(isCents(2 ** 53)).toBe(false);
  });
  it('adds and subtracts inside the bound, throws outside', () => {
    expect(addCents(toCents(150), toCents(250))).toBe(400);
    expect(subCents(toCents(150), toCents(250))).toBe(-100);
    expect(() => addCents(MAX_CENTS, toCents(1))).toThrow(RangeError);
    expect(() => subCents(toCents(-Number.MAX_SAFE_INTEGER), toCents(1))).toThrow(RangeError);
  });
});

describe('currencies', () => {
  it('knows AOA, USD and EUR only', () => {
    expect(CURRENCIES).toEqual(['AOA', 'USD', 'EUR']);
    expect(isCurrency('AOA')).toBe(true);
    expect(isCurrency('aoa')).toBe(false);
    expect(isCurrency('GBP')).toBe(false);
    expect(isCurrency(1)).toBe(false);
  });
});

describe('decimalToCents / centsToDecimal', () => {
  it.each([
    ['1234', 123400], ['-1234.5', -123450], ['1234.56', 123456], ['0.05', 5], ['-0.05', -5], ['0', 0], ['-0', 0],
    ['007', 700], ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('%s → %d', (s, c) => expect(decimalToCents(s)).toBe(c));
  it.each(['1.234', '1,5', '', '-', '.5', '5.', '1e3', ' 5', '+5', 'abc', '90071992547409.92', '1 000'])('rejects %j', (s) =>
    expect(decimalToCents(s)).toBeNull());
  it.each([[123450, '1234.50'], [-5, '-0.05'], [0, '0.00'], [7, '0.07'], [100, '1.00'], [Number.MAX_SAFE_INTEGER, '90071992547409.91']])(
    '%d → %s', (c, s) => expect(centsToDecimal(toCents(c))).toBe(s));
  it('round-trips every safe integer (property)', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => {
      const c = toCents(n);
      expect(decimalToCents(centsToDecimal(c))).toBe(c);
    }));
  });
  it('round-trips strict decimals (property)', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 90071992547408n }), fc.integer({ min: 0, max: 99 }), (int, frac) => {
      const s = `${int}.${String(frac).padStart(2, '0')}`;
      const c = decimalToCents(s);
      expect(c).not.toBeNull();
      expect(centsToDecimal(c as Cents)).toBe(s);
    }));
  });
});

describe('numberToCents', () => {
  it.each([
    [5000.5, 500050], [5000, 500000], [0.1 + 0.2, 30], [19.99, 1999], [-12.34, -1234], [0.07, 7], [1e6, 100000000],
    [1.1 * 3, 330], [0, 0],
  ])('%d → %d', (n, c) => expect(numberToCents(n)).toBe(c));
  it.each([Number.NaN, Infinity, -Infinity, 1.005, 0.001, 1e20, 1.5e-7, 1234.5678])('rejects %d', (n) =>
    expect(numberToCents(n)).toBeNull());
});

describe('formatMoney', () => {
  it('uses pt-AO for Portuguese and en-US for English', () => {
    expect(localeFor('pt')).toBe('pt-AO');
    expect(localeFor('en')).toBe('en-US');
  });
  it('formats kwanza the Angolan way in pt and with the AOA code in en', () => {
    expect(plain(formatMoney(toCents(123456789), 'AOA', 'pt'))).toBe('1 234 567,89 Kz');
    expect(plain(formatMoney(toCents(123456789), 'AOA', 'en'))).toBe('AOA 1,234,567.89');
    expect(plain(formatMoney(toCents(-5), 'AOA', 'pt'))).toBe('-0,05 Kz');
    expect(plain(formatMoney(toCents(0), 'AOA', 'en'))).toBe('AOA 0.00');
    expect(plain(formatMoney(toCents(100000), 'AOA', 'pt'))).toBe('1 000,00 Kz');
  });
  it('shows USD and EUR with their natural symbols', () => {
    expect(plain(formatMoney(toCents(123456), 'USD', 'en'))).toBe('$1,234.56');
    expect(plain(formatMoney(toCents(123456), 'EUR', 'en'))).toBe('€1,234.56');
    expect(plain(formatMoney(toCents(123456), 'USD', 'pt'))).toBe('1 234,56 US$');
    expect(plain(formatMoney(toCents(123456), 'EUR', 'pt'))).toBe('1 234,56 €');
  });
  it('prints every digit of the largest amounts (no float drift beyond 2^53 / 100)', () => {
    expect(plain(formatMoney(MAX_CENTS, 'AOA', 'pt'))).toBe('90 071 992 547 409,91 Kz');
    expect(plain(formatMoney(toCents(-Number.MAX_SAFE_INTEGER), 'AOA', 'en'))).toBe('-AOA 90,071,992,547,409.91');
    expect(plain(formatMoney(toCents(9007199254740901), 'AOA', 'en'))).toBe('AOA 90,071,992,547,409.01');
  });
});
