// The aggregates' conversion of foreign records into kwanza (issue 15), built for the hot
// loop: per foreign currency a "lane" holding, for each day of the range, the index of the
// rate that day uses (RateBook.forDays, computed once), and per rate its micros, its day and
// how many records it converted, all in typed arrays. A record then costs two array reads and
// one integer conversion: no Map lookup and no allocation.
import type { Currency } from './money';
import { type DayRate, type ForeignCurrency, type RateBook, convertCents } from './fx';
import { type Conversion, conversionOf } from './fx-tally';
import { dayNumber } from './date-range';

export interface Lane {
  readonly currency: ForeignCurrency;
  readonly rates: readonly DayRate[];
  /** For each day of the range, the index in `rates` of the rate it uses; −1: none. */
  readonly rateIndexByDay: Int32Array;
  readonly micros: Float64Array;
  /** The day number of each rate, to tell a fallback (a rate of an earlier day). */
  readonly rateDay: Float64Array;
  readonly uses: Float64Array;
  readonly fallbacks: Float64Array;
  /** Uses carried over from a previous answer whose rate this book no longer has. */
  readonly carried: { rate: DayRate; count: number; fallbackCount: number }[];
  unconvertedCount: number; unconvertedCents: number;
  includedCount: number; includedCents: number; includedKz: number;
}

export interface Lanes { readonly usd: Lane; readonly eur: Lane }

function makeLane(book: RateBook, currency: ForeignCurrency, firstDay: number, n: number): Lane {
  const rates = book.rates(currency);
  const micros = new Float64Array(rates.length);
  const rateDay = new Float64Array(rates.length);
  rates.forEach((r, i) => { micros[i] = r.micros; rateDay[i] = dayNumber(r.day); });
  return {
    currency, rates, rateIndexByDay: book.forDays(currency, firstDay, n), micros, rateDay,
    uses: new Float64Array(rates.length), fallbacks: new Float64Array(rates.length), carried: [],
    unconvertedCount: 0, unconvertedCents: 0, includedCount: 0, includedCents: 0, includedKz: 0,
  };
}

/** The lanes for a range, optionally continuing a previous answer's conversion (a live change). */
export function makeLanes(book: RateBook, firstDay: number, n: number, from?: Conversion): Lanes {
  const lanes = { usd: makeLane(book, 'USD', firstDay, n), eur: makeLane(book, 'EUR', firstDay, n) };
  if (!from) return lanes;
  for (const u of from.uses) {
    const lane = u2l(lanes, u.currency);
    const i = lane.rates.findIndex((r) => r.day === u.day && r.micros === u.micros);
    const { count, fallbackCount, ...rate } = u;
    if (i < 0) lane.carried.push({ rate, count, fallbackCount });
    else { lane.uses[i] = count; lane.fallbacks[i] = fallbackCount; }
  }
  for (const u of from.unconverted) {
    const lane = u2l(lanes, u.currency);
    lane.unconvertedCount = u.count; lane.unconvertedCents = u.cents;
  }
  for (const c of from.included) {
    const lane = u2l(lanes, c.currency);
    lane.includedCount = c.count; lane.includedCents = c.cents; lane.includedKz = c.kzCents;
  }
  return lanes;
}

function u2l(lanes: Lanes, currency: ForeignCurrency): Lane {
  return currency === 'USD' ? lanes.usd : lanes.eur;
}

/** The lane of a record's currency; null for kwanza. */
export function laneOf(lanes: Lanes, currency: Currency): Lane | null {
  return currency === 'USD' ? lanes.usd : currency === 'EUR' ? lanes.eur : null;
}

/**
 * `cents` on day `i` of the range (day number `day`) in kwanza, tallied with `sign`
 * (−1 takes a counted record back out); NaN when the day has no rate (tallied as unconverted).
 * With `count`, that many records of `cents` each (daily totals): each converted and rounded
 * on its own, as a pass over the records would, and the kwanza of all of them returned.
 */
export function convertOnLane(lane: Lane, cents: number, i: number, day: number, sign: 1 | -1, count = 1): number {
  const k = lane.rateIndexByDay[i] ?? -1;
  const n = sign * count;
  if (k < 0) {
    lane.unconvertedCount += n;
    lane.unconvertedCents += n * cents;
    return Number.NaN;
  }
  const kz = convertCents(cents, lane.micros[k] ?? 0);
  lane.uses[k] = (lane.uses[k] ?? 0) + n;
  if ((lane.rateDay[k] ?? day) !== day) lane.fallbacks[k] = (lane.fallbacks[k] ?? 0) + n;
  lane.includedCount += n;
  lane.includedCents += n * cents;
  lane.includedKz += n * kz;
  return kz * count;
}

export function conversionOfLanes(lanes: Lanes): Conversion {
  const uses: { rate: DayRate; count: number; fallbackCount: number }[] = [];
  for (const lane of [lanes.usd, lanes.eur]) {
    lane.rates.forEach((rate, i) => {
      const count = lane.uses[i] ?? 0;
      if (count > 0) uses.push({ rate, count, fallbackCount: lane.fallbacks[i] ?? 0 });
    });
    uses.push(...lane.carried);
  }
  return conversionOf(
    uses,
    (c) => { const l = u2l(lanes, c); return { count: l.unconvertedCount, cents: l.unconvertedCents }; },
    (c) => { const l = u2l(lanes, c); return { count: l.includedCount, cents: l.includedCents, kz: l.includedKz }; },
  );
}
