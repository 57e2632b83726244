// The plan's limits and what was used of them, for the settings card
// (/api/subscription-management usageThisCycle): one query for every counter of today and
// of this month.
import { and, eq, inArray } from 'drizzle-orm';
import { luandaDay, luandaMonthPeriod, planLimits, USAGE_METRICS, type LimitTier } from '@kumbu/core/plan-limits';
import type { SubscriptionInfo } from '@kumbu/core/subscription-status';
import { usageCounters } from '@kumbu/db/schema';
import type { DbOrTx } from '@kumbu/db/database';

export interface UsageSummary {
  /** Whose limits apply: the plan, its trial's plan, or 'free'. */
  readonly limitsPlan: LimitTier;
  readonly whatsappRequestsToday: number;
  /** null = unlimited (fair use). */
  readonly whatsappRequestsPerDay: number | null;
  readonly apiRequestsPerHour: number | null;
  readonly apiRequestsPerDay: number | null;
  readonly voiceSecondsUsed: number;
  readonly voiceMinutesPerMonth: number;
  readonly ocrPagesUsed: number;
  readonly ocrPagesPerMonth: number;
}

export async function usageSummary(db: DbOrTx, userId: string, sub: SubscriptionInfo | null, now: Date): Promise<UsageSummary> {
  const limits = planLimits(sub, now);
  const today = luandaDay(now).day;
  const month = luandaMonthPeriod(now).period;
  const rows = await db.select({ metric: usageCounters.metric, period: usageCounters.period, count: usageCounters.count }).from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), inArray(usageCounters.period, [today, month])));
  const count = (metric: string, period: string): number => rows.find((r) => r.metric === metric && r.period === period)?.count ?? 0;
  return {
    limitsPlan: limits.tier,
    whatsappRequestsToday: count(USAGE_METRICS.whatsappRequests, today),
    whatsappRequestsPerDay: limits.whatsappRequestsPerDay,
    apiRequestsPerHour: limits.apiRequestsPerHour,
    apiRequestsPerDay: limits.apiRequestsPerDay,
    voiceSecondsUsed: count(USAGE_METRICS.voiceSeconds, month),
    voiceMinutesPerMonth: limits.voiceMinutesPerMonth,
    ocrPagesUsed: count(USAGE_METRICS.ocrPages, month),
    ocrPagesPerMonth: limits.ocrPagesPerMonth,
  };
}
