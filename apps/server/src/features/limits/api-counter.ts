// The API's hourly and daily windows for one user, counted in ONE statement (the server
// counts through ApiCounter, api-counter-buffer.ts, which uses this statement for the calls
// it must count exactly and batches the others): a two-row
// upsert into the rate_limits table (keys "kumbu:api-hour:<user>" and "kumbu:api-day:<user>",
// two rows per user for ever). Windows are aligned to the clock hour and to Luanda midnight;
// a row whose stored window is older starts again at 1. The row locks make each count
// exact under concurrency: two requests at the edge can never both be let through.
// Every call counts, refused ones too, so a client hammering past the limit gains nothing.
import type { ApiWindow, PlanLimits } from '@kumbu/core/plan-limits';
import type { DbOrTx } from '@kumbu/db/database';
import { addApiCounts, apiWindows } from './api-counter-buffer';

export interface ApiCountOutcome {
  readonly allowed: boolean;
  /** The window that refused (the day first when both do: it lasts longer). */
  readonly window?: ApiWindow;
  readonly limit?: number;
  readonly resetAt?: Date;
}

export async function countApiRequest(db: DbOrTx, userId: string, limits: PlanLimits, now: Date): Promise<ApiCountOutcome> {
  const windows = apiWindows(userId, limits, now);
  if (windows.length === 0) return { allowed: true };
  const counts = await addApiCounts(db, windows.map((w) => ({ key: w.key, start: w.start, amount: 1 })));
  for (const w of windows) {
    const count = counts.get(w.key) ?? 1;
    if (count > w.max) return { allowed: false, window: w.window, limit: w.max, resetAt: w.resetAt };
  }
  return { allowed: true };
}
