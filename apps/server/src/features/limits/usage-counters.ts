// Usage counters (table usage_counters: user, metric, period, count): one atomic upsert per
// counted use, so two messages or two imports at the same instant can never both take the
// last unit. Periods are Luanda days (WhatsApp requests) or Luanda months (voice, OCR).
// The imports issue spends voice seconds and OCR pages through `spendMonthly`.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  luandaDay, luandaMonthPeriod, MONTHLY_METRICS, monthlyQuota, USAGE_METRICS, usageLeft as leftOf, usagePeriod,
  type MonthlyMetric, type PlanLimits, type UsageMetric,
} from '@kumbu/core/plan-limits';
import type { DayString } from '@kumbu/core/date-range';
import { usageCounters } from '@kumbu/db/schema';
import type { DbOrTx } from '@kumbu/db/database';

/**
 * Adds `amount` to a counter and returns its new count. With `cap`, the count only moves
 * while it stays within the cap (the row lock makes the check and the add one step) and
 * null means "refused, nothing counted".
 */
export async function countUsage(
  db: DbOrTx, userId: string, metric: UsageMetric, amount: number, now: Date, cap?: number,
): Promise<number | null> {
  if (!Number.isInteger(amount) || amount < 1) throw new RangeError('amount must be a whole number ≥ 1');
  const period = usagePeriod(metric, now);
  if (cap !== undefined && amount > cap) return null;
  const rows = await db.insert(usageCounters).values({ userId, metric, period, count: amount, updatedAt: now })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.metric, usageCounters.period],
      set: { count: sql`${usageCounters.count} + ${amount}`, updatedAt: now },
      ...(cap === undefined ? {} : { setWhere: sql`${usageCounters.count} + ${amount} <= ${cap}` }),
    })
    .returning({ count: usageCounters.count });
  return rows[0]?.count ?? null;
}

/** One WhatsApp request today (Luanda day) within `perDay`: the new count, or null when the cap is reached. */
export function countDailyRequest(db: DbOrTx, userId: string, perDay: number, now: Date): Promise<number | null> {
  return countUsage(db, userId, USAGE_METRICS.whatsappRequests, 1, now, perDay);
}

export interface SpendOutcome {
  /** false = over the plan's monthly quota: nothing was counted, do not do the work. */
  readonly allowed: boolean;
  /** Used this month after this spend (unchanged when refused). */
  readonly used: number;
  /** What is left of the quota. */
  readonly left: number;
  /** The first day of next month (Luanda): when the quota renews. */
  readonly resetDay: DayString;
}

/**
 * Spends `amount` voice seconds or OCR pages of this month's quota, all or nothing: an
 * import that would go over is refused whole (the caller says so plainly) instead of
 * being cut short.
 */
export async function spendMonthly(
  db: DbOrTx, userId: string, limits: PlanLimits, metric: MonthlyMetric, amount: number, now: Date,
): Promise<SpendOutcome> {
  const { resetDay } = luandaMonthPeriod(now);
  const count = await countUsage(db, userId, metric, amount, now, monthlyQuota(limits, metric));
  if (count !== null) return { allowed: true, used: count, left: leftOf(limits, metric, count), resetDay };
  const used = (await monthlyUsage(db, userId, now))[metric];
  return { allowed: false, used, left: leftOf(limits, metric, used), resetDay };
}

export type MonthlyUsage = Readonly<Record<MonthlyMetric, number>>;

/** What is left of this month's quota of `metric` for a plan. */
export async function usageLeft(db: DbOrTx, userId: string, limits: PlanLimits, metric: MonthlyMetric, now: Date): Promise<number> {
  return leftOf(limits, metric, (await monthlyUsage(db, userId, now))[metric]);
}

/** This Luanda month's voice seconds and OCR pages (0 when nothing was counted). */
export async function monthlyUsage(db: DbOrTx, userId: string, now: Date): Promise<MonthlyUsage> {
  const { period } = luandaMonthPeriod(now);
  const rows = await db.select({ metric: usageCounters.metric, count: usageCounters.count }).from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.period, period), inArray(usageCounters.metric, [...MONTHLY_METRICS])));
  const usage: Record<MonthlyMetric, number> = { 'voice-seconds': 0, 'ocr-pages': 0 };
  for (const r of rows) if (r.metric === 'voice-seconds' || r.metric === 'ocr-pages') usage[r.metric] = r.count;
  return usage;
}

/** Today's (Luanda) WhatsApp requests counted so far. */
export async function whatsappRequestsToday(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const [row] = await db.select({ count: usageCounters.count }).from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.metric, USAGE_METRICS.whatsappRequests), eq(usageCounters.period, luandaDay(now).day)));
  return row?.count ?? 0;
}
