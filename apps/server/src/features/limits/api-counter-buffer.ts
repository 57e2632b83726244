// The plan's API counts without a statement on every call (issue 19, "cheap reads"). Before,
// each call of a capped plan paid one upsert (countApiRequest) before its route ran.
//
// How: the first call of a user (and of each new window) is counted by that statement, which
// answers the window's exact counts. After it, this instance counts the user's calls in
// memory while two things hold: its last exact counts are less than SYNC_MS old, and the
// count it knows (those counts + its own unwritten calls + this one) stays within
// LOCAL_SHARE of every limit. Otherwise the call goes to the database as before, carrying the
// unwritten calls with it, so the last tenth of a window is counted exactly, call by call,
// and a refusal always comes from the database's count. A timer writes every user's
// unwritten calls in ONE statement each SYNC_MS (and close() at shutdown), which also
// refreshes the counts this instance knows.
//
// What it costs in exactness (bounded, and in the direction of letting a few calls more
// through, the same trade-off as decision 0013's relaxed commits):
// - another instance's calls are seen here within SYNC_MS; a user spread over several
//   instances can pass the limit only if the OTHER instances took more than the last 10% of
//   the limit within one SYNC_MS (100 calls in a second on Pro, 10 on the free hour);
// - a crash forgets at most SYNC_MS of unwritten calls;
// - calls left unwritten at the end of a window are added to the next one (stricter, not
//   looser).
// A plan change needs nothing here: the plan (and so the limits) is read per call.
import { sql } from 'drizzle-orm';
import { clockHour, luandaDay, type PlanLimits } from '@kumbu/core/plan-limits';
import type { DbOrTx } from '@kumbu/db/database';
import { NEW_COUNTER_ID } from '../../http/rate-limit';
import type { ApiCountOutcome } from './api-counter';
import type { ApiWindow } from '@kumbu/core/plan-limits';

export const SYNC_MS = 1_000;
export const LOCAL_SHARE = 0.9;
/** Users counted in memory at once; past it a new user is counted by statement. */
const MAX_USERS = 10_000;

interface Window { readonly window: ApiWindow; readonly key: string; readonly start: number; readonly max: number; readonly resetAt: Date }

interface UserCount {
  /** The windows the known counts are of ("start,start"). */
  windows: string;
  /** The counts the database answered last, per row key. */
  known: Map<string, number>;
  /** Window rows (key, start) the unwritten calls go to. */
  rows: readonly { readonly key: string; readonly start: number }[];
  /** Calls counted here and not yet written. */
  unwritten: number;
  /** Wall-clock time of the last exact counts. */
  syncedAt: number;
}

export function apiWindows(userId: string, limits: PlanLimits, now: Date): Window[] {
  const windows: Window[] = [];
  if (limits.apiRequestsPerDay !== null) {
    const day = luandaDay(now);
    windows.push({ window: 'day', key: `kumbu:api-day:${userId}`, start: day.start.getTime(), max: limits.apiRequestsPerDay, resetAt: day.resetAt });
  }
  if (limits.apiRequestsPerHour !== null) {
    const hour = clockHour(now);
    windows.push({ window: 'hour', key: `kumbu:api-hour:${userId}`, start: hour.start.getTime(), max: limits.apiRequestsPerHour, resetAt: hour.resetAt });
  }
  return windows;
}

/**
 * Adds `amount` to each row (day before hour for one user, and rows sorted by key across
 * users: concurrent statements lock in one order and cannot deadlock), starting a row again
 * at `amount` when its stored window is older. Answers the new counts by key.
 */
export async function addApiCounts(db: DbOrTx, rows: readonly { key: string; start: number; amount: number }[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const sorted = [...rows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  // A fresh id per row (NEW_COUNTER_ID): two first calls racing for a new row meet on `key`
  // only, where ON CONFLICT counts the loser on the winner's row instead of failing.
  const values = sql.join(sorted.map((r) => sql`(${NEW_COUNTER_ID}, ${r.key}, ${r.amount}::integer, ${r.start}::bigint)`), sql`, `);
  const result = await db.execute(sql`
    insert into rate_limits (id, key, count, last_request) values ${values}
    on conflict (key) do update set
      count = case when rate_limits.last_request < excluded.last_request then excluded.count else rate_limits.count + excluded.count end,
      last_request = greatest(rate_limits.last_request, excluded.last_request)
    returning key, count`);
  return new Map(rowsOf<{ key: string; count: number | string }>(result).map((r) => [r.key, Number(r.count)]));
}

export class ApiCounter {
  private readonly users = new Map<string, UserCount>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly db: DbOrTx, private readonly wallNow: () => number = Date.now) {}

  async count(userId: string, limits: PlanLimits, now: Date): Promise<ApiCountOutcome> {
    const windows = apiWindows(userId, limits, now);
    if (windows.length === 0) return { allowed: true };
    const signature = windows.map((w) => w.start).join(',');
    const wall = this.wallNow();
    const state = this.users.get(userId);
    if (state && !this.closed && state.windows === signature && wall - state.syncedAt < SYNC_MS
      && windows.every((w) => (state.known.get(w.key) ?? w.max) + state.unwritten + 1 <= Math.floor(w.max * LOCAL_SHARE))) {
      state.unwritten++;
      this.schedule();
      return { allowed: true };
    }
    // By statement, with this instance's unwritten calls (taken now, so no other call writes them twice).
    const carried = state?.unwritten ?? 0;
    if (state) state.unwritten = 0;
    const amount = 1 + carried;
    let counts: Map<string, number>;
    try {
      counts = await addApiCounts(this.db, windows.map((w) => ({ key: w.key, start: w.start, amount })));
    } catch (error) {
      if (state) state.unwritten += carried;
      throw error;
    }
    this.remember(userId, signature, windows, counts);
    for (const w of windows) {
      const count = counts.get(w.key) ?? amount;
      if (count > w.max) return { allowed: false, window: w.window, limit: w.max, resetAt: w.resetAt };
    }
    return { allowed: true };
  }

  /** Writes every unwritten call now (the timer does it each SYNC_MS). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeUnwritten());
    return this.flushing;
  }

  /** At shutdown: no more counting in memory, and what was counted is written. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** Forget what this instance knows of a user's counts: its next call is counted by statement (tests: "another instance counted"). */
  async resync(userId: string): Promise<void> {
    await this.flush();
    this.users.delete(userId);
  }

  private remember(userId: string, signature: string, windows: readonly Window[], counts: Map<string, number>): void {
    const known = this.users.get(userId);
    if (known) {
      // Unwritten calls taken meanwhile stay; only the counts and the windows move on.
      known.windows = signature;
      known.known = counts;
      known.rows = windows.map((w) => ({ key: w.key, start: w.start }));
      known.syncedAt = this.wallNow();
      return;
    }
    if (this.users.size >= MAX_USERS || this.closed) return;
    this.users.set(userId, { windows: signature, known: counts, rows: windows.map((w) => ({ key: w.key, start: w.start })), unwritten: 0, syncedAt: this.wallNow() });
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush().catch(() => undefined);
    }, SYNC_MS);
    this.timer.unref();
  }

  private async writeUnwritten(): Promise<void> {
    const taken: { state: UserCount; amount: number; windows: string; rows: UserCount['rows'] }[] = [];
    const rows: { key: string; start: number; amount: number }[] = [];
    const wall = this.wallNow();
    for (const [userId, state] of this.users) {
      if (state.unwritten === 0) {
        // Idle for a while: forget it (the next call is counted by statement).
        if (wall - state.syncedAt > 10 * SYNC_MS) this.users.delete(userId);
        continue;
      }
      taken.push({ state, amount: state.unwritten, windows: state.windows, rows: state.rows });
      for (const r of state.rows) rows.push({ key: r.key, start: r.start, amount: state.unwritten });
      state.unwritten = 0;
    }
    if (rows.length === 0) return;
    let counts: Map<string, number>;
    try {
      counts = await addApiCounts(this.db, rows);
    } catch {
      // Not lost: written with the next flush or the user's next counted call.
      for (const t of taken) t.state.unwritten += t.amount;
      if (!this.closed) this.schedule();
      return;
    }
    const now = this.wallNow();
    for (const t of taken) {
      // A call counted by statement meanwhile moved the user to other windows: keep its counts.
      if (t.state.windows !== t.windows) continue;
      for (const r of t.rows) {
        const count = counts.get(r.key);
        if (count !== undefined) t.state.known.set(r.key, count);
      }
      t.state.syncedAt = now;
    }
  }
}

// node-postgres answers { rows }, PGlite answers { rows } too; drizzle passes them through.
function rowsOf<T>(result: unknown): T[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  return Array.isArray(result) ? (result as T[]) : [];
}
