// Which subscription a caller has, kept in memory for a few seconds (SESSION_CACHE_SECONDS,
// the same trade-off as the session cache): the API limit needs the plan on every data call,
// and a plan without an API limit must cost no database statement at all. The row is kept,
// not the verdict, so a trial that ends is seen at once (limitTier reads the clock).
// A change of subscription on this instance should call `forgetPlan`; other instances see it
// within the cache window.
import { getSubscriptionPrepared, type SubscriptionRow } from '@kumbu/db/accounts';
import type { AppContext } from '../../app-context';

interface Entry { readonly row: SubscriptionRow | null; readonly until: number }

const MAX_ENTRIES = 10_000;

export class PlanCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly read: (userId: string) => Promise<SubscriptionRow | null>, private readonly ttlMs: number) {}

  /** `nowMs` is the wall clock (cache age), not the app's business clock. */
  async subscription(userId: string, nowMs: number = Date.now()): Promise<SubscriptionRow | null> {
    const hit = this.entries.get(userId);
    if (hit && hit.until > nowMs) return hit.row;
    const row = await this.read(userId);
    if (this.ttlMs > 0) {
      if (this.entries.size >= MAX_ENTRIES && !hit) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
      this.entries.set(userId, { row, until: nowMs + this.ttlMs });
    }
    return row;
  }

  forget(userId: string): void {
    this.entries.delete(userId);
  }
}

// One cache per app (tests build many apps in one process), found from the app's context.
const caches = new WeakMap<AppContext, PlanCache>();

export function planCacheOf(ctx: AppContext): PlanCache {
  let cache = caches.get(ctx);
  if (!cache) {
    const database = ctx.database;
    cache = new PlanCache((userId) => getSubscriptionPrepared(database, userId), ctx.config.sessionCacheSeconds * 1000);
    caches.set(ctx, cache);
  }
  return cache;
}

/** Call after changing a user's subscription (renewal, payment, cancellation). */
export function forgetPlan(ctx: AppContext, userId: string): void {
  caches.get(ctx)?.forget(userId);
}
