// The API's hourly and daily windows for one user, counted in ONE statement: a two-row
// upsert into the rate_limits table (keys "kumbu:api-hour:<user>" and "kumbu:api-day:<user>",
// two rows per user for ever). Windows are aligned to the clock hour and to Luanda midnight;
// a row whose stored window is older starts again at 1. The row locks make each count
// exact under concurrency: two requests at the edge can never both be let through.
// Every call counts, refused ones too, so a client hammering past the limit gains nothing.
import { sql } from 'drizzle-orm';
import { clockHour, luandaDay, type ApiWindow, type PlanLimits } from '@kumbu/core/plan-limits';
import type { DbOrTx } from '@kumbu/db/database';
import { NEW_COUNTER_ID } from '../../http/rate-limit';

export interface ApiCountOutcome {
  readonly allowed: boolean;
  /** The window that refused (the day first when both do: it lasts longer). */
  readonly window?: ApiWindow;
  readonly limit?: number;
  readonly resetAt?: Date;
}

interface WindowRow { readonly window: ApiWindow; readonly key: string; readonly start: number; readonly max: number; readonly resetAt: Date }

export async function countApiRequest(db: DbOrTx, userId: string, limits: PlanLimits, now: Date): Promise<ApiCountOutcome> {
  const windows: WindowRow[] = [];
  if (limits.apiRequestsPerDay !== null) {
    const day = luandaDay(now);
    windows.push({ window: 'day', key: `kumbu:api-day:${userId}`, start: day.start.getTime(), max: limits.apiRequestsPerDay, resetAt: day.resetAt });
  }
  if (limits.apiRequestsPerHour !== null) {
    const hour = clockHour(now);
    windows.push({ window: 'hour', key: `kumbu:api-hour:${userId}`, start: hour.start.getTime(), max: limits.apiRequestsPerHour, resetAt: hour.resetAt });
  }
  if (windows.length === 0) return { allowed: true };
  // Rows are always written in the same order (day, then hour): concurrent statements lock
  // them in that order and cannot deadlock.
  // A fresh id per row (NEW_COUNTER_ID): two first calls racing for a new row meet on `key`
  // only, where ON CONFLICT counts the loser on the winner's row instead of failing.
  const values = sql.join(windows.map((w) => sql`(${NEW_COUNTER_ID}, ${w.key}, 1, ${w.start})`), sql`, `);
  const result = await db.execute(sql`
    insert into rate_limits (id, key, count, last_request) values ${values}
    on conflict (key) do update set
      count = case when rate_limits.last_request < excluded.last_request then 1 else rate_limits.count + 1 end,
      last_request = greatest(rate_limits.last_request, excluded.last_request)
    returning key, count`);
  const counts = new Map(rowsOf<{ key: string; count: number | string }>(result).map((r) => [r.key, Number(r.count)]));
  for (const w of windows) {
    const count = counts.get(w.key) ?? 1;
    if (count > w.max) return { allowed: false, window: w.window, limit: w.max, resetAt: w.resetAt };
  }
  return { allowed: true };
}

// node-postgres answers { rows }, PGlite answers { rows } too; drizzle passes them through.
function rowsOf<T>(result: unknown): T[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  return Array.isArray(result) ? (result as T[]) : [];
}
