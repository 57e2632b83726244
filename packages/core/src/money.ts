// Money is exact: integer cêntimos in a branded number, formatted only at the edge with Intl.
// Floats never carry a value from one place to another, because 0.1 + 0.2 kwanzas must not
// become 0.30000000000000004 on a statement (DECISIONS.md "Amounts are stored exactly").
import { type Lang } from './lang';

/**
 * An amount in cêntimos (1 Kz = 100 cêntimos), always an integer.
 * Safe bound: |value| ≤ Number.MAX_SAFE_INTEGER (2^53 − 1 ≈ 9.007e15 cêntimos, i.e. about
 * 90 trillion Kz). Inside that bound integer addition is exact; every constructor checks it.
 */
export type Cents = number & { readonly __brand: 'Cents' };

/** The largest magnitude a `Cents` may have (≈ 90 071 992 547 409,91 Kz). */
export const MAX_CENTS = Number.MAX_SAFE_INTEGER as Cents;

const MAX_CENTS_BIG = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * The largest amount one record, budget, goal or contribution may carry: one trillion kwanza
 * (1 000 000 000 000,00 Kz = 10^14 cêntimos), far above any household's or small business's
 * figure and ~90 times below MAX_CENTS, so a few of them still add up exactly. Every path that
 * writes an amount (API, co-pilot, CLI) refuses more; the API docs state it.
 */
export const MAX_AMOUNT_CENTS = 100_000_000_000_000 as Cents;

/** True for a positive whole number of cêntimos no larger than MAX_AMOUNT_CENTS. */
export function isStorableAmount(n: number): boolean {
  return Number.isSafeInteger(n) && n > 0 && n <= MAX_AMOUNT_CENTS;
}

/**
 * A sum that may have left the safe bound (rows stored before MAX_AMOUNT_CENTS existed, or
 * many maximal amounts) → cêntimos clamped to ±MAX_CENTS. For figures shown to people: a
 * saturated total is better than no dashboard at all. Accepts the database's exact numeric
 * sums as strings ("123", "-4.00") too; anything unreadable counts as 0.
 */
export function saturatingCents(v: number | bigint | string): Cents {
  let big: bigint;
  if (typeof v === 'bigint') big = v;
  else if (typeof v === 'number') {
    if (Number.isNaN(v)) return toCents(0);
    if (!Number.isFinite(v)) return toCents(v > 0 ? Number.MAX_SAFE_INTEGER : -Number.MAX_SAFE_INTEGER);
    big = BigInt(Math.round(v));
  } else {
    const m = /^\s*(-?\d+)(?:\.\d*)?\s*$/.exec(v);
    big = m?.[1] ? BigInt(m[1]) : 0n;
  }
  if (big > MAX_CENTS_BIG) return MAX_CENTS;
  if (big < -MAX_CENTS_BIG) return toCents(-Number.MAX_SAFE_INTEGER);
  return toCents(Number(big));
}

export function isCents(n: unknown): n is Cents {
  return typeof n === 'number' && Number.isSafeInteger(n);
}

/** Brands an integer as cêntimos; throws RangeError for fractions, NaN, ±Infinity or |n| > MAX_CENTS. */
export function toCents(n: number): Cents {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not a safe integer number of cêntimos: ${String(n)}`);
  // Normalise -0 so that formatting never shows "-0,00".
  return (n === 0 ? 0 : n) as Cents;
}

/** a + b, throwing RangeError when the sum leaves the safe bound (the float sum would be inexact). */
export function addCents(a: Cents, b: Cents): Cents {
  return toCents(a + b);
}

/** a − b, with the same bound check as `addCents`. */
export function subCents(a: Cents, b: Cents): Cents {
  return toCents(a - b);
}

/** Converts an exact BigInt count of cêntimos, or null when it does not fit the safe bound. */
export function bigintToCents(v: bigint): Cents | null {
  if (v > MAX_CENTS_BIG || v < -MAX_CENTS_BIG) return null;
  return toCents(Number(v));
}

export const CURRENCIES = ['AOA', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'AOA';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * Strict machine decimal → cêntimos: "1234", "-1234.5", "1234.56". No grouping, no comma,
 * no exponent, at most 2 decimals (more → null). Done on the digits, never through a float.
 */
export function decimalToCents(s: string): Cents | null {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const [, sign = '', int = '0', frac = ''] = m;
  const magnitude = BigInt(int) * 100n + BigInt(frac.padEnd(2, '0'));
  return bigintToCents(sign === '-' ? -magnitude : magnitude);
}

/** Cêntimos → machine decimal with exactly two decimals: 123450 → "1234.50", -5 → "-0.05". */
export function centsToDecimal(c: Cents): string {
  const negative = c < 0;
  const digits = String(Math.abs(c)).padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * Splits a JS number's decimal string (which may use exponent form, "1e+21", "5e-7") into
 * sign, integer digits and fraction digits, without any float arithmetic.
 */
function expandNumberString(s: string): { negative: boolean; int: string; frac: string } | null {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(s);
  if (!m) return null;
  const [, sign = '', intPart = '', fracPart = '', expPart = '0'] = m;
  const exp = Number(expPart);
  let digits = intPart + fracPart;
  let point = intPart.length + exp; // position of the decimal point inside `digits`
  if (point < 0) { digits = '0'.repeat(-point) + digits; point = 0; }
  if (point > digits.length) digits = digits.padEnd(point, '0');
  return { negative: sign === '-', int: digits.slice(0, point) || '0', frac: digits.slice(point).replace(/0+$/, '') };
}

/**
 * A JS number of kwanza (5000.5) → cêntimos (500050). Uses the number's shortest decimal
 * string; if that shows more than 2 decimals, retries with 15 significant digits so binary
 * noise disappears (0.1 + 0.2 → "0.3" → 30). Still more than 2 decimals, non-finite, or out of
 * the safe bound → null (a genuine 1.005 is not a kwanza amount we can store exactly).
 */
export function numberToCents(n: number): Cents | null {
  if (!Number.isFinite(n)) return null;
  let parts = expandNumberString(String(n));
  if (parts && parts.frac.length > 2) parts = expandNumberString(n.toPrecision(15));
  if (!parts || parts.frac.length > 2) return null;
  const magnitude = BigInt(parts.int) * 100n + BigInt(parts.frac.padEnd(2, '0'));
  return bigintToCents(parts.negative ? -magnitude : magnitude);
}

/** Number formats follow the interface language (spec §1): pt-AO for Portuguese, en-US for English. */
export function localeFor(lang: Lang): 'pt-AO' | 'en-US' {
  return lang === 'pt' ? 'pt-AO' : 'en-US';
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: Currency, lang: Lang): Intl.NumberFormat {
  const key = `${lang}:${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(localeFor(lang), {
      style: 'currency',
      currency,
      // en-US has no symbol for the kwanza: ask for the code explicitly so every ICU build
      // prints "AOA 1,234.00"; pt-AO prints "Kz" and USD/EUR keep their natural symbols.
      currencyDisplay: lang === 'en' && currency === 'AOA' ? 'code' : 'symbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * Formats cêntimos for people: pt → "1 234 567,89 Kz", en → "AOA 1,234,567.89" (Intl uses
 * U+00A0 / U+202F for the spaces). The value is handed to Intl as an exact decimal string
 * (Intl.NumberFormat v3), so even amounts beyond 2^53 / 100 Kz print every digit right.
 */
export function formatMoney(c: Cents, currency: Currency, lang: Lang): string {
  return formatterFor(currency, lang).format(centsToDecimal(c) as `${number}`);
}
