// Exchange rates and kwanza equivalents (issue 15). A rate is kwanza per one unit of a foreign
// currency, held as an integer number of millionths ("micros": 912.34 Kz/USD = 912 340 000),
// so a conversion is integer arithmetic rounded once, half away from zero, to the cêntimo:
// no float ever carries a converted amount. Rates are looked up by day: the rate of a record's
// day, or else the latest earlier one (and the answer says which day it was); no rate at all
// is "no rate", never zero.
import { type Cents, type Currency, saturatingCents, toCents } from './money';
import { type DayString, dayNumber } from './date-range';

/** Six decimals, as the database keeps them (numeric(20, 6)). */
export const RATE_SCALE = 1_000_000;
/** Up to one million kwanza per unit: far above any currency we accept, and safe in micros. */
export const MAX_RATE_MICROS = 1_000_000 * RATE_SCALE;

/** A foreign currency: one that has a kwanza rate. */
export type ForeignCurrency = Exclude<Currency, 'AOA'>;
export const FOREIGN_CURRENCIES: readonly ForeignCurrency[] = ['USD', 'EUR'];

export function isForeignCurrency(value: unknown): value is ForeignCurrency {
  return value === 'USD' || value === 'EUR';
}

/**
 * A machine decimal ("912.34", "950", "0.5") → micros; null for anything else, zero, negative,
 * more than 6 decimals or above MAX_RATE_MICROS. Accepts a comma as the decimal mark too
 * ("912,34"), as people type rates.
 */
export function parseRate(text: string): number | null {
  const m = /^\s*(\d{1,7})(?:[.,](\d{1,6}))?\s*$/.exec(text);
  if (!m) return null;
  const micros = Number(m[1]) * RATE_SCALE + Number((m[2] ?? '').padEnd(6, '0'));
  return micros > 0 && micros <= MAX_RATE_MICROS ? micros : null;
}

/** micros → the shortest decimal string with at least two decimals: 912340000 → "912.34". */
export function rateToDecimal(micros: number): string {
  const int = Math.floor(micros / RATE_SCALE);
  const frac = String(micros % RATE_SCALE).padStart(6, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${int}.${frac}`;
}

/** Divides a non-negative integer by RATE_SCALE, rounding half up. */
function roundScaled(product: number): number {
  const q = Math.floor(product / RATE_SCALE);
  const r = product - q * RATE_SCALE;
  return r * 2 >= RATE_SCALE ? q + 1 : q;
}

/**
 * cents × rate, rounded to the cêntimo (half away from zero). Exact: the product is computed
 * as a safe integer when it fits, otherwise with BigInt; a result past the safe bound saturates.
 */
export function convertCents(cents: number, rateMicros: number): Cents {
  const negative = cents < 0;
  const magnitude = Math.abs(cents);
  const product = magnitude * rateMicros;
  let result: number;
  if (product <= Number.MAX_SAFE_INTEGER) result = roundScaled(product);
  else {
    const big = BigInt(magnitude) * BigInt(rateMicros);
    const scale = BigInt(RATE_SCALE);
    const q = big / scale;
    const rounded = (big % scale) * 2n >= scale ? q + 1n : q;
    return saturatingCents(negative ? -rounded : rounded);
  }
  return toCents(negative ? -result : result);
}

/**
 * The rate two amounts imply: `kz` kwanza for `foreign` units (95 000 Kz for 100 USD → 950),
 * in micros, rounded to six decimals; null when either side is not positive or the rate is
 * out of bounds.
 */
export function impliedRateMicros(foreignCents: number, kzCents: number): number | null {
  if (!(foreignCents > 0) || !(kzCents > 0)) return null;
  const big = (BigInt(kzCents) * BigInt(RATE_SCALE) * 2n + BigInt(foreignCents)) / (2n * BigInt(foreignCents));
  const micros = Number(big);
  return micros > 0 && micros <= MAX_RATE_MICROS ? micros : null;
}

export interface DayRate {
  readonly currency: ForeignCurrency;
  readonly day: DayString;
  readonly micros: number;
  readonly source: string;
}

/** The rate used for a day: the stored one of `rate.day`; `fallback` when that is before the day asked. */
export interface RateFound {
  readonly rate: DayRate;
  readonly fallback: boolean;
}

/**
 * The reference rates a computation may use, by currency, sorted by day. `find` answers the
 * rate of a day or the latest earlier one in O(log n); `forDays` answers a whole range of days
 * at once for the aggregates' hot loop.
 */
export class RateBook {
  private readonly byCurrency = new Map<ForeignCurrency, { days: number[]; rates: DayRate[] }>();

  constructor(rates: readonly DayRate[]) {
    const sorted = [...rates].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
    for (const r of sorted) {
      let entry = this.byCurrency.get(r.currency);
      if (!entry) { entry = { days: [], rates: [] }; this.byCurrency.set(r.currency, entry); }
      const n = dayNumber(r.day);
      // One rate per currency and day (the table's key); a duplicate keeps the later one.
      if (entry.days.at(-1) === n) { entry.rates[entry.rates.length - 1] = r; continue; }
      entry.days.push(n);
      entry.rates.push(r);
    }
  }

  static empty(): RateBook { return new RateBook([]); }

  get size(): number {
    let n = 0;
    for (const e of this.byCurrency.values()) n += e.rates.length;
    return n;
  }

  /** The rate of `day` or the latest before it; null when the currency has no rate on or before that day. */
  find(currency: ForeignCurrency, day: DayString): RateFound | null {
    const entry = this.byCurrency.get(currency);
    if (!entry) return null;
    const i = lastAtOrBefore(entry.days, dayNumber(day));
    const rate = i >= 0 ? entry.rates[i] : undefined;
    return rate ? { rate, fallback: rate.day !== day } : null;
  }

  /** The latest rate of the currency, whatever its day. */
  latest(currency: ForeignCurrency): DayRate | null {
    return this.byCurrency.get(currency)?.rates.at(-1) ?? null;
  }

  /**
   * For each of `n` days from `firstDay` (a day number), the index into `rates(currency)` of the
   * rate that day uses (−1: none). One pass, no search per record.
   */
  forDays(currency: ForeignCurrency, firstDay: number, n: number): Int32Array {
    const out = new Int32Array(n).fill(-1);
    const entry = this.byCurrency.get(currency);
    if (!entry) return out;
    let i = lastAtOrBefore(entry.days, firstDay);
    for (let d = 0; d < n; d++) {
      while (i + 1 < entry.days.length && (entry.days[i + 1] ?? Infinity) <= firstDay + d) i++;
      out[d] = i;
    }
    return out;
  }

  rates(currency: ForeignCurrency): readonly DayRate[] {
    return this.byCurrency.get(currency)?.rates ?? [];
  }
}

function lastAtOrBefore(days: readonly number[], target: number): number {
  let lo = 0;
  let hi = days.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((days[mid] ?? Infinity) <= target) { found = mid; lo = mid + 1; } else hi = mid - 1;
  }
  return found;
}

/**
 * The kwanza equivalent of an amount on a day: AOA as it is; a foreign amount at the day's
 * rate (or the latest earlier one); null when there is no rate to use.
 */
export function kwanzaEquivalent(book: RateBook, cents: number, currency: Currency, day: DayString): { cents: Cents; rate: RateFound | null } | null {
  if (!isForeignCurrency(currency)) return { cents: toCents(cents), rate: null };
  const found = book.find(currency, day);
  if (!found) return null;
  return { cents: convertCents(cents, found.rate.micros), rate: found };
}

/** What a total used from the book, per currency: which days' rates, their range, and what had none. */
export interface RatesUsed {
  readonly currency: ForeignCurrency;
  /** The stored rates the converted records used (each once), oldest first. */
  readonly rates: readonly DayRate[];
  readonly minMicros: number;
  readonly maxMicros: number;
  /** Records converted with an earlier day's rate because their day had none. */
  readonly fallbackCount: number;
}

export interface Unconverted {
  readonly currency: ForeignCurrency;
  /** Records with no rate on or before their day: counted here, in their own currency, never as zero. */
  readonly count: number;
  readonly cents: Cents;
}
