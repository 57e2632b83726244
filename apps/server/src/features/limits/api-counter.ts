// The API's hourly and daily windows for one user, counted in ONE statement: a two-row
// upsert into the rate_limits table (keys "kumbu:api-hour:<user>" and "kumbu:api-day:<user>",
// two rows per user for ever). Windows are aligned to the clock hour and to Luanda midnight;
// a row whose stored window is older starts again at 1. The row locks make each count
// exact under concurrency: two requests at the edge can never both be let through.
// Every call counts, refused ones too, so a client hammering past the limit gains nothing.
import { sql, type SQL } from 'drizzle-orm';
import { clockHour, luandaDay, type ApiWindow, type PlanLimits } from '@kumbu/core/plan-limits';
import { uniqueViolation } from '@kumbu/db/accounts';
import type { DbOrTx } from '@kumbu/db/database';

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
  const values = sql.join(windows.map((w) => sql`(${w.key}, ${w.key}, 1, ${w.start})`), sql`, `);
  const result = await upsertCounting(db, values);
  const counts = new Map(rowsOf<{ key: string; count: number | string }>(result).map((r) => [r.key, Number(r.count)]));
  for (const w of windows) {
    const count = counts.get(w.key) ?? 1;
    if (count > w.max) return { allowed: false, window: w.window, limit: w.max, resetAt: w.resetAt };
  }
  return { allowed: true };
}

/**
 * The upsert, tried again when it loses a race. The table has two unique keys (better-auth's
 * `id` and `key`, always equal here); ON CONFLICT can name only one, so when two first calls
 * of a user insert the new rows at the same moment, the loser fails on the other key with
 * 23505 instead of updating. Its statement changed nothing; run again, it finds the winner's
 * committed row and counts on it.
 */
async function upsertCounting(db: DbOrTx, values: SQL): Promise<unknown> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.execute(sql`
    insert into rate_limits (id, key, count, last_request) values ${values}
    on conflict (key) do update set
      count = case when rate_limits.last_request < excluded.last_request then 1 else rate_limits.count + 1 end,
      last_request = greatest(rate_limits.last_request, excluded.last_request)
    returning key, count`);
    } catch (error) {
      if (attempt >= 3 || uniqueViolation(error) === null) throw error;
    }
  }
}

// node-postgres answers { rows }, PGlite answers { rows } too; drizzle passes them through.
function rowsOf<T>(result: unknown): T[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  return Array.isArray(result) ? (result as T[]) : [];
}
