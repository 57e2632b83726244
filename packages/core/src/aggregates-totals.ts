// The dashboard's aggregates from daily totals instead of records (issue 19): the same answer
// as `computeAggregates` over the records those totals sum, at the cost of the number of days,
// categories and parties. The database keeps the totals (record_day_totals) and hands them
// over in three facets:
//   * 'day'  — per day and kind: the totals, the daily series and the count;
//   * 'key'  — per kind, category and party over the whole range: the breakdowns;
//   * 'full' — both at once, with the amount of each record (`unitCents`): how records in a
//              currency that is converted come, because each is converted and rounded alone.
// A total's day is in the time zone the range is read in (the totals' own: Luanda).
import { type Aggregates, type AggregateOptions, addFlow, addKey, averagingDaysOf, emptySums, finish } from './aggregates';
import { convertOnLane, laneOf, makeLanes } from './aggregates-fx';
import { DEFAULT_TIME_ZONE, normaliseRange } from './date-range';
import { type Currency, DEFAULT_CURRENCY } from './money';
import type { RecordKind } from './records';

export type RecordTotalFacet = 'day' | 'key' | 'full';

export interface RecordTotal {
  readonly facet: RecordTotalFacet;
  /** The records' day as dayNumber gives it; null in the 'key' facet. */
  readonly dayNumber: number | null;
  readonly kind: RecordKind;
  readonly currency: Currency;
  readonly category: string | null;
  readonly party: string | null;
  /** In the 'full' facet, the amount of each of the `count` records; 0 otherwise. */
  readonly unitCents: number;
  readonly count: number;
  readonly totalCents: number;
}

/** Thrown for totals that cannot give an exact answer (a converted currency outside the 'full' facet). */
export class TotalsFacetError extends Error {}

/**
 * `computeAggregates` over the records the totals sum. Totals outside the range, of transfers
 * or of a currency the answer does not count are ignored, as records would be.
 */
export function aggregatesFromTotals(totals: readonly RecordTotal[], options: AggregateOptions): Aggregates {
  const range = normaliseRange(options.range);
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const sums = emptySums(range, options.currency ?? DEFAULT_CURRENCY);
  if (options.rates && sums.currency === DEFAULT_CURRENCY) sums.lanes = makeLanes(options.rates, sums.firstDay, sums.n);
  for (const t of totals) {
    if (t.kind === 'transfer' || t.count === 0) continue;
    const lane = t.currency === sums.currency ? null : sums.lanes ? laneOf(sums.lanes, t.currency) : null;
    if (t.currency !== sums.currency && !lane) continue;
    const i = t.dayNumber === null ? -1 : t.dayNumber - sums.firstDay;
    if (t.dayNumber !== null && (i < 0 || i >= sums.n)) continue;
    if (lane) {
      if (t.facet !== 'full' || i < 0) throw new TotalsFacetError(`${t.currency} totals must come per record amount and day to be converted`);
      const kz = convertOnLane(lane, t.unitCents, i, sums.firstDay + i, 1, t.count);
      if (kz !== kz) continue; // NaN: no rate, left out (and reported)
      addFlow(sums, t.kind, kz, t.count, i, 1);
      addKey(sums, t.kind, t.category, t.party, kz, 1);
      continue;
    }
    if (t.facet !== 'key') {
      if (i < 0) throw new TotalsFacetError(`a '${t.facet}' total needs its day`);
      addFlow(sums, t.kind, t.totalCents, t.count, i, 1);
    }
    if (t.facet !== 'day') addKey(sums, t.kind, t.category, t.party, t.totalCents, 1);
  }
  return finish(sums, averagingDaysOf(sums, timeZone, options.now));
}
