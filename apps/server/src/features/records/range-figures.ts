// What a range's figures are computed from: the daily totals the records' triggers keep
// (migration 0021), whose days are Luanda's — or, for a range read in another time zone
// (a day there starts at another hour), the records themselves. Either way the aggregates
// are the same numbers core's computeAggregates gives over the records (day-totals.test.ts).
import { type AggregateOptions, type Aggregates, computeAggregates } from '@kumbu/core/aggregates';
import { aggregatesFromTotals } from '@kumbu/core/aggregates-totals';
import { type DayRange, DEFAULT_TIME_ZONE, rangeBoundsUtc } from '@kumbu/core/date-range';
import { CURRENCIES, type Currency, DEFAULT_CURRENCY } from '@kumbu/core/money';
import type { DbOrTx } from '@kumbu/db/database';
import { dayTotalsInRange } from '@kumbu/db/record-day-totals';
import { recordsInRange } from '@kumbu/db/records';
import { toFinanceRecords, toRecordTotals } from './finance-rows';

export interface RangeFigures {
  /** Records in the range, transfers included. */
  readonly recordCount: number;
  /** Kwanza first, then every other currency a record of the range is in (in CURRENCIES' order). */
  readonly currencies: readonly Currency[];
  aggregate(options: AggregateOptions): Aggregates;
}

export async function rangeFigures(db: DbOrTx, userId: string, range: DayRange, timeZone: string): Promise<RangeFigures> {
  const currencies = new Set<Currency>([DEFAULT_CURRENCY]);
  if (timeZone === DEFAULT_TIME_ZONE) {
    const totals = toRecordTotals(await dayTotalsInRange(db, userId, range.start, range.end));
    let recordCount = 0;
    for (const t of totals) {
      if (t.facet === 'key') continue;
      recordCount += t.count;
      currencies.add(t.currency);
    }
    return { recordCount, currencies: ordered(currencies), aggregate: (options) => aggregatesFromTotals(totals, options) };
  }
  const { from, toExclusive } = rangeBoundsUtc(range, timeZone);
  const records = toFinanceRecords(await recordsInRange(db, userId, from, toExclusive));
  for (const r of records) currencies.add(r.currency);
  return { recordCount: records.length, currencies: ordered(currencies), aggregate: (options) => computeAggregates(records, options) };
}

function ordered(seen: ReadonlySet<Currency>): Currency[] {
  return CURRENCIES.filter((c) => seen.has(c));
}
