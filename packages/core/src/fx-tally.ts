// What a kwanza total used from a RateBook (issue 15): which stored rates converted how many
// records, what was included from each foreign currency, and what had no rate at all. One
// serialisable shape (`Conversion`) for the dashboard's aggregates, the outstanding balances
// and the co-pilot's answers, so a live change can be applied to it and a reply can say
// "câmbio BNA de 25/11" or "US$ 100,00 sem câmbio: não entram no total".
import { type Cents, type Currency, saturatingCents, toCents } from './money';
import { type DayString } from './date-range';
import {
  type DayRate, type ForeignCurrency, type RateBook, type RatesUsed, type Unconverted, FOREIGN_CURRENCIES, convertCents, isForeignCurrency,
} from './fx';

/** One stored rate and how many records it converted (`fallbackCount` of them for a later day). */
export interface RateUse extends DayRate {
  readonly count: number;
  readonly fallbackCount: number;
}

/** Foreign records that did enter a kwanza total: their count, their sum in their currency and in kwanza. */
export interface Included {
  readonly currency: ForeignCurrency;
  readonly count: number;
  readonly cents: Cents;
  readonly kzCents: Cents;
}

export interface Conversion {
  readonly ratesUsed: readonly RatesUsed[];
  readonly unconverted: readonly Unconverted[];
  readonly included: readonly Included[];
  /** Per stored rate, how many records it converted: what a live change updates. */
  readonly uses: readonly RateUse[];
}

export const NO_CONVERSION: Conversion = { ratesUsed: [], unconverted: [], included: [], uses: [] };

interface MutableUse { rate: DayRate; count: number; fallbackCount: number }
interface MutableSum { count: number; cents: number; kz: number }

/** Builds a Conversion from per-rate uses and per-currency sums (entries at zero are dropped). */
export function conversionOf(
  uses: Iterable<{ readonly rate: DayRate; readonly count: number; readonly fallbackCount: number }>,
  unconverted: (c: ForeignCurrency) => { count: number; cents: number },
  included: (c: ForeignCurrency) => { count: number; cents: number; kz: number },
): Conversion {
  const kept = [...uses].filter((u) => u.count > 0)
    .sort((a, b) => (a.rate.day < b.rate.day ? -1 : a.rate.day > b.rate.day ? 1 : 0));
  const ratesUsed: RatesUsed[] = [];
  const unconv: Unconverted[] = [];
  const incl: Included[] = [];
  for (const currency of FOREIGN_CURRENCIES) {
    const mine = kept.filter((u) => u.rate.currency === currency);
    if (mine.length > 0) {
      const micros = mine.map((u) => u.rate.micros);
      ratesUsed.push({
        currency, rates: mine.map((u) => u.rate), minMicros: Math.min(...micros), maxMicros: Math.max(...micros),
        fallbackCount: mine.reduce((t, u) => t + u.fallbackCount, 0),
      });
    }
    const u = unconverted(currency);
    if (u.count > 0) unconv.push({ currency, count: u.count, cents: saturatingCents(u.cents) });
    const i = included(currency);
    if (i.count > 0) incl.push({ currency, count: i.count, cents: saturatingCents(i.cents), kzCents: saturatingCents(i.kz) });
  }
  return {
    ratesUsed, unconverted: unconv, included: incl,
    uses: kept.map((u) => ({ ...u.rate, count: u.count, fallbackCount: u.fallbackCount })),
  };
}

/**
 * Converts amounts one at a time (a record, or a day's sum) and remembers what it used. For
 * the few conversions of a reply or a live change; the aggregates' hot loop has its own
 * per-day index (aggregates-fx.ts) and builds the same Conversion.
 */
export class ConversionTally {
  private readonly uses = new Map<string, MutableUse>();
  private readonly unconverted = new Map<ForeignCurrency, MutableSum>();
  private readonly included = new Map<ForeignCurrency, MutableSum>();

  /** `from`: an earlier result to continue from (a live change applied to a previous answer). */
  constructor(private readonly book: RateBook, from: Conversion = NO_CONVERSION) {
    for (const u of from.uses) {
      const { count, fallbackCount, ...rate } = u;
      this.uses.set(`${u.currency}|${u.day}`, { rate, count, fallbackCount });
    }
    for (const u of from.unconverted) this.unconverted.set(u.currency, { count: u.count, cents: u.cents, kz: 0 });
    for (const i of from.included) this.included.set(i.currency, { count: i.count, cents: i.cents, kz: i.kzCents });
  }

  /**
   * `cents` of `currency` on `day` in kwanza: AOA as it is; a foreign amount at the day's rate
   * (or the latest earlier one), tallied; null when there is no rate (tallied as unconverted).
   * `sign` −1 takes back an earlier conversion of the same amount (the record's removal);
   * `count` is how many records the amount sums (a grouped total).
   */
  convert(currency: Currency, cents: number, day: DayString, sign: 1 | -1 = 1, count = 1): number | null {
    if (!isForeignCurrency(currency)) return cents;
    const found = this.book.find(currency, day);
    const n = sign * count;
    if (!found) {
      bump(this.unconverted, currency, n, sign * cents, 0);
      return null;
    }
    const kz = convertCents(cents, found.rate.micros);
    const key = `${currency}|${found.rate.day}`;
    let use = this.uses.get(key);
    if (!use) { use = { rate: found.rate, count: 0, fallbackCount: 0 }; this.uses.set(key, use); }
    use.count += n;
    if (found.fallback) use.fallbackCount += n;
    bump(this.included, currency, n, sign * cents, sign * kz);
    return kz;
  }

  result(): Conversion {
    const zero = { count: 0, cents: 0, kz: 0 };
    return conversionOf(this.uses.values(), (c) => this.unconverted.get(c) ?? zero, (c) => this.included.get(c) ?? zero);
  }
}

function bump(map: Map<ForeignCurrency, MutableSum>, currency: ForeignCurrency, count: number, cents: number, kz: number): void {
  const s = map.get(currency) ?? { count: 0, cents: 0, kz: 0 };
  s.count += count;
  s.cents += cents;
  s.kz += kz;
  map.set(currency, s);
}

/** Σ kzCents of what was included: the foreign part of a kwanza total. */
export function includedKzCents(c: Conversion): Cents {
  return toCents(c.included.reduce((t, i) => t + i.kzCents, 0));
}
