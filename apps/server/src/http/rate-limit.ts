// Fixed-window rate limits stored in PostgreSQL (better-auth's `rate_limits` table, with
// keys of our own prefixed "kumbu:"), so every server instance counts the same requests.
// One atomic upsert per hit: concurrent requests can never both slip under the limit.
import { sql, type SQL } from 'drizzle-orm';
import { KumbuError } from '@kumbu/core/errors';
import type { DbOrTx } from '@kumbu/db/database';

export interface RateRule {
  /** Length of the counting window. */
  readonly windowSeconds: number;
  /** Requests allowed in one window; the next one is refused until the window ends. */
  readonly max: number;
}

export interface RateLimitOutcome {
  readonly allowed: boolean;
  readonly count: number;
  /** Seconds until the window resets (at least 1). */
  readonly retryAfter: number;
}

/**
 * The `id` of a new counter row. The table has two unique keys (better-auth's `id` and our
 * `key`) and ON CONFLICT can arbitrate only one: when the id repeated the key, two first hits
 * of one key at the same moment both inserted, and the loser failed on the id with 23505
 * (an HTTP 500) instead of counting on the winner's row. A fresh id never conflicts, so the
 * race is left to ON CONFLICT (key), which resolves it atomically (also inside a transaction).
 * Rows are found by `key` only; older rows whose id is their key stay valid.
 */
export const NEW_COUNTER_ID: SQL = sql`gen_random_uuid()::text`;

/** Counts one hit on `key` and says whether it is within `rule`. */
export async function hitRateLimit(db: DbOrTx, key: string, rule: RateRule, now: Date): Promise<RateLimitOutcome> {
  const nowMs = now.getTime();
  const windowStart = nowMs - rule.windowSeconds * 1000;
  const rowKey = `kumbu:${key}`;
  // last_request holds the window's start (ms). A row whose window has passed starts over.
  const result = await db.execute<{ count: number; last_request: string | number }>(sql`
    insert into rate_limits (id, key, count, last_request) values (${NEW_COUNTER_ID}, ${rowKey}, 1, ${nowMs})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${windowStart} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= ${windowStart} then ${nowMs} else rate_limits.last_request end
    returning count, last_request`);
  const row = rowsOf<{ count: number | string; last_request: string | number }>(result)[0];
  const count = Number(row?.count ?? 1);
  const startedAt = Number(row?.last_request ?? nowMs);
  const retryAfter = Math.max(1, Math.ceil((startedAt + rule.windowSeconds * 1000 - nowMs) / 1000));
  return { allowed: count <= rule.max, count, retryAfter };
}

/** Counts one hit and throws `429 rate-limited` (with `retryAfter`) when over the rule. */
export async function enforceRateLimit(db: DbOrTx, key: string, rule: RateRule, now: Date): Promise<void> {
  const outcome = await hitRateLimit(db, key, rule, now);
  if (!outcome.allowed) throw new KumbuError('rate-limited', { retryAfter: outcome.retryAfter, detail: `rate limit ${key}` });
}

/** Forgets a key (e.g. a phone's cooldown after its account is created). */
export async function clearRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${`kumbu:${key}`}`);
}

// node-postgres answers { rows }, PGlite answers { rows } too; drizzle passes them through.
function rowsOf<T>(result: unknown): T[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  return Array.isArray(result) ? (result as T[]) : [];
}
