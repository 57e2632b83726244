// Reads of the records' daily totals (migration 0021, issue 19): what a range's figures need,
// summed by the database from a few thousand rows of sums instead of every record.
//
// One statement gives three facets of the range:
//   * 'day'  — kwanza per day and kind (record_day_flows): the daily series, the totals and the count;
//   * 'key'  — kwanza per kind, category and party over the whole range: the breakdowns, from
//              the months the range covers whole (record_month_totals) and its other days;
//   * 'full' — each foreign-currency row with its day, category, party and per-record amount,
//              since a dollar record is converted at its own day's rate and rounded alone.
// Days travel as numbers (days since 1970): formatting thousands of dates costs PGlite more
// than the sums. Transfers come in the 'day' facet (they count as records, never as money in or out); the
// side of a transfer into an account ('transferIn') is left out.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './database';
import { num, rawRows, statement } from './raw';

export type DayTotalFacet = 'day' | 'key' | 'full';

export interface DayTotalRow {
  readonly facet: DayTotalFacet;
  /** The Luanda day as days since 1970-01-01 (core's dayNumber); null in the 'key' facet. */
  readonly dayNumber: number | null;
  readonly kind: string;
  readonly currency: string;
  readonly category: string | null;
  readonly party: string | null;
  /** The amount of each record in a 'full' row; 0 otherwise. */
  readonly unitCents: number;
  readonly count: number;
  readonly totalCents: number;
}

// $1 user, $2 first day, $3 last day (Luanda, inclusive); $4..$5 the whole months inside the
// range (their first days; none when $4 > $5); $6..$7 and $8..$9 the days before and after
// them (empty when the start is after the end). Filtered by category ($10, the stored names
// wanted): the daily facet then comes from record_day_totals, which keeps the category.
function rangeTotalsSql(byCategory: boolean): string {
  const only = byCategory ? ' and category = any($10::text[])' : '';
  const days = byCategory
    ? `select day - date '1970-01-01' as day, kind, currency, sum(n) as n, sum(cents) as cents
    from record_day_totals where user_id = $1 and day between $2::date and $3::date and currency = 'AOA' and kind <> 'transferIn'${only}
    group by day, kind, currency`
    : `select day - date '1970-01-01' as day, kind, currency, n, cents
    from record_day_flows where user_id = $1 and day between $2::date and $3::date and currency = 'AOA' and kind <> 'transferIn'`;
  return `
  with days as (
    ${days}),
  keyed as (
    select kind, currency, category, party, sum(n) as n, sum(cents) as cents from (
      select kind, currency, category, party, n, cents from record_month_totals
      where user_id = $1 and month between $4::date and $5::date and currency = 'AOA' and kind not in ('transfer', 'transferIn')${only}
      union all
      select kind, currency, category, party, n, cents from record_day_totals
      where user_id = $1 and day between $6::date and $7::date and currency = 'AOA' and kind not in ('transfer', 'transferIn')${only}
      union all
      select kind, currency, category, party, n, cents from record_day_totals
      where user_id = $1 and day between $8::date and $9::date and currency = 'AOA' and kind not in ('transfer', 'transferIn')${only}
    ) k group by kind, currency, category, party),
  foreign_rows as (
    select day - date '1970-01-01' as day, kind, currency, category, party, unit_cents, sum(n) as n, sum(cents) as cents
    from record_day_totals where user_id = $1 and day between $2::date and $3::date and currency <> 'AOA' and kind <> 'transferIn'${only}
    group by day, kind, currency, category, party, unit_cents)
  select
    (select coalesce(json_agg(json_build_array(day, kind, currency, n, cents)), '[]') from days) as days,
    (select coalesce(json_agg(json_build_array(kind, currency, category, party, n, cents)), '[]') from keyed) as keyed,
    (select coalesce(json_agg(json_build_array(day, kind, currency, category, party, unit_cents, n, cents)), '[]') from foreign_rows) as foreign_rows`;
}
const RANGE_DAY_TOTALS = statement('range_day_totals', rangeTotalsSql(false));
const RANGE_DAY_TOTALS_OF_CATEGORIES = statement('range_day_totals_of_categories', rangeTotalsSql(true));

// Every category name the person's records carry: the monthly totals hold kwanza only, so the
// daily ones add the names used in another currency (a few hundred rows, not one per record).
const CATEGORY_NAMES = statement('record_category_names', `
  select category from record_month_totals where user_id = $1 and category is not null
  union
  select category from record_day_totals where user_id = $1 and currency <> 'AOA' and category is not null`);

/** The category names stored on the person's records, as written ("transport", an older "Transporte", their own). */
export async function recordCategoryNames(db: DbOrTx, userId: string): Promise<string[]> {
  return (await rawRows<{ category: string }>(db, CATEGORY_NAMES, [userId])).map((r) => r.category);
}

// The three facets come as three JSON arrays of arrays in one row: PGlite hands over one
// value much faster than thousands of rows (a year: 60 → 15 ms, measured).
interface DayTotalsRaw { days: unknown; keyed: unknown; foreign_rows: unknown }
type Cell = string | number | null;

function cells(value: unknown): Cell[][] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.filter((r): r is Cell[] => Array.isArray(r)) : [];
}
const text = (c: Cell | undefined): string => (typeof c === 'string' ? c : String(c));
const textOrNull = (c: Cell | undefined): string | null => (c === null || c === undefined ? null : text(c));

/** The whole months inside `startDay`..`endDay` (first days), and the days of the range outside them. */
export function monthsOfRange(startDay: string, endDay: string): { months: [string, string]; before: [string, string]; after: [string, string] } {
  const [sy, sm, sd] = startDay.split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = endDay.split('-').map(Number) as [number, number, number];
  const iso = (t: number): string => new Date(t).toISOString().slice(0, 10);
  // The first month starting on or after the start, and the first month starting after the end.
  const firstFull = sd === 1 ? Date.UTC(sy, sm - 1, 1) : Date.UTC(sy, sm, 1);
  const lastDayOfEndMonth = new Date(Date.UTC(ey, em, 0)).getUTCDate();
  const afterFull = ed === lastDayOfEndMonth ? Date.UTC(ey, em, 1) : Date.UTC(ey, em - 1, 1);
  const none: [string, string] = ['2000-01-02', '2000-01-01'];
  if (firstFull >= afterFull) return { months: none, before: [startDay, endDay], after: none };
  const day = 86_400_000;
  const lastFullMonth = Date.UTC(new Date(afterFull).getUTCFullYear(), new Date(afterFull).getUTCMonth() - 1, 1);
  return {
    months: [iso(firstFull), iso(lastFullMonth)],
    before: firstFull > Date.parse(`${startDay}T00:00:00Z`) ? [startDay, iso(firstFull - day)] : none,
    after: afterFull <= Date.parse(`${endDay}T00:00:00Z`) ? [iso(afterFull), endDay] : none,
  };
}

/**
 * The range's totals in the three facets above, for the days `startDay`..`endDay` in Luanda;
 * with `categories`, only of records stored under one of those names (none: nothing).
 */
export async function dayTotalsInRange(
  db: DbOrTx, userId: string, startDay: string, endDay: string, categories?: readonly string[],
): Promise<DayTotalRow[]> {
  if (categories !== undefined && categories.length === 0) return [];
  const { months, before, after } = monthsOfRange(startDay, endDay);
  const params = [userId, startDay, endDay, ...months, ...before, ...after];
  const [row] = categories === undefined
    ? await rawRows<DayTotalsRaw>(db, RANGE_DAY_TOTALS, params)
    : await rawRows<DayTotalsRaw>(db, RANGE_DAY_TOTALS_OF_CATEGORIES, [...params, [...categories]]);
  if (!row) return [];
  const out: DayTotalRow[] = [];
  for (const [day, kind, currency, n, cents] of cells(row.days)) {
    out.push({ facet: 'day', dayNumber: num(day), kind: text(kind), currency: text(currency), category: null, party: null, unitCents: 0, count: num(n), totalCents: num(cents) });
  }
  for (const [kind, currency, category, party, n, cents] of cells(row.keyed)) {
    out.push({ facet: 'key', dayNumber: null, kind: text(kind), currency: text(currency), category: textOrNull(category), party: textOrNull(party), unitCents: 0, count: num(n), totalCents: num(cents) });
  }
  for (const [day, kind, currency, category, party, unit, n, cents] of cells(row.foreign_rows)) {
    out.push({
      facet: 'full', dayNumber: num(day), kind: text(kind), currency: text(currency), category: textOrNull(category), party: textOrNull(party),
      unitCents: num(unit), count: num(n), totalCents: num(cents),
    });
  }
  return out;
}

const REBUILD_DAY_TOTALS = statement('rebuild_day_totals', 'select kumbu_rebuild_day_totals($1) as written');

/** Recomputes a person's daily totals (everyone's with null) from their records: how many rows were written. */
export async function rebuildDayTotals(db: DbOrTx, userId: string | null): Promise<number> {
  const [row] = await rawRows<{ written: unknown }>(db, REBUILD_DAY_TOTALS, [userId]);
  return row ? num(row.written) : 0;
}

/** Records written at once past which the totals' planner statistics are refreshed (an import). */
export const ANALYZE_AFTER_RECORDS = 2_000;

/**
 * Refreshes the planner's statistics of the totals after a bulk write (a large import): PGlite
 * runs no autovacuum, and PostgreSQL's comes up to a minute later — meanwhile a new person's
 * totals are read with plans for empty tables (measured: 31 ms instead of 5 for the all-time
 * debts of a 100 000-record year). Run outside the import's transaction; about 0.1 s.
 */
export async function analyzeTotals(db: DbOrTx): Promise<void> {
  await db.execute(sql`analyze record_day_totals, record_day_flows, record_month_totals`);
}
