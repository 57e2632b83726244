// Reads of the records' daily totals (migration 0021, issue 19): what a range's figures need,
// summed by the database from a few thousand rows of sums instead of every record.
//
// One statement gives three facets of the range:
//   * 'day'  — kwanza per day and kind: the daily series, the totals and the count;
//   * 'key'  — kwanza per kind, category and party over the whole range: the breakdowns;
//   * 'full' — each foreign-currency row with its day, category, party and per-record amount,
//              since a dollar record is converted at its own day's rate and rounded alone.
// Transfers come in the 'day' facet (they count as records, never as money in or out); the
// side of a transfer into an account ('transferIn') is left out.
import type { DbOrTx } from './database';
import { num, rawRows, statement } from './raw';

export type DayTotalFacet = 'day' | 'key' | 'full';

export interface DayTotalRow {
  readonly facet: DayTotalFacet;
  /** YYYY-MM-DD in Luanda; null in the 'key' facet. */
  readonly day: string | null;
  readonly kind: string;
  readonly currency: string;
  readonly category: string | null;
  readonly party: string | null;
  /** The amount of each record in a 'full' row; 0 otherwise. */
  readonly unitCents: number;
  readonly count: number;
  readonly totalCents: number;
}

// $1 user, $2 first day, $3 last day (Luanda, inclusive).
const RANGE_DAY_TOTALS = statement('range_day_totals', `
  with t as (
    select day, kind, currency, category, party, unit_cents, n, cents from record_day_totals
    where user_id = $1 and day between $2::date and $3::date and kind <> 'transferIn')
  select 'day' as facet, to_char(day, 'YYYY-MM-DD') as day, kind, currency, null::text as category, null::text as party,
    0::bigint as unit_cents, sum(n) as n, sum(cents) as cents
  from t where currency = 'AOA' group by day, kind, currency
  union all
  select 'key', null, kind, currency, category, party, 0, sum(n), sum(cents)
  from t where currency = 'AOA' and kind <> 'transfer' group by kind, currency, category, party
  union all
  select 'full', to_char(day, 'YYYY-MM-DD'), kind, currency, category, party, unit_cents, sum(n), sum(cents)
  from t where currency <> 'AOA' group by day, kind, currency, category, party, unit_cents`);

interface DayTotalRaw {
  facet: string; day: string | null; kind: string; currency: string; category: string | null; party: string | null;
  unit_cents: unknown; n: unknown; cents: unknown;
}

/** The range's totals in the three facets above, for the days `startDay`..`endDay` in Luanda. */
export async function dayTotalsInRange(db: DbOrTx, userId: string, startDay: string, endDay: string): Promise<DayTotalRow[]> {
  const rows = await rawRows<DayTotalRaw>(db, RANGE_DAY_TOTALS, [userId, startDay, endDay]);
  return rows.map((r) => ({
    facet: r.facet === 'key' ? 'key' : r.facet === 'full' ? 'full' : 'day',
    day: r.day, kind: r.kind, currency: r.currency, category: r.category, party: r.party,
    unitCents: num(r.unit_cents), count: num(r.n), totalCents: num(r.cents),
  }));
}

const REBUILD_DAY_TOTALS = statement('rebuild_day_totals', 'select kumbu_rebuild_day_totals($1) as written');

/** Recomputes a person's daily totals (everyone's with null) from their records: how many rows were written. */
export async function rebuildDayTotals(db: DbOrTx, userId: string | null): Promise<number> {
  const [row] = await rawRows<{ written: unknown }>(db, REBUILD_DAY_TOTALS, [userId]);
  return row ? num(row.written) : 0;
}
