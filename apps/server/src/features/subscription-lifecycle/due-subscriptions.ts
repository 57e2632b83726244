// Which subscriptions the lifecycle job should look at now: a cheap prefilter in SQL, so a run
// reads only rows within 3 days of their end (or past it) whose due notice is not yet in
// subscription_notices. It is a superset of what core's lifecycleStep finds due — the job
// decides on each locked row with that function, never on this query alone.
import { and, asc, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { subscriptionNotices, subscriptions } from '@kumbu/db/schema';
import type { DbOrTx } from '@kumbu/db/database';
import { TRIAL_DAYS } from '@kumbu/core/subscription-status';
import { PLAN_STATUSES } from '@kumbu/core/subscription-lifecycle';

const MS_PER_DAY = 86_400_000;

const s = subscriptions;
const isTrialSql = sql`(${s.trial} or ${s.status} = 'trial')`;
// The trial's end exactly as core's trialEndMs works it out: trialEndsAt, else 7 days after
// the start, else expiresAt.
const trialEndSql = sql`coalesce(${s.trialEndsAt}, ${s.trialStartDate} + ${TRIAL_DAYS} * interval '1 day', ${s.expiresAt})`;
const endSql = sql`(case when ${isTrialSql} then ${trialEndSql} else ${s.expiresAt} end)`;
const kindSql = sql`(case when ${isTrialSql} then 'trial' else 'plan' end)`;

function at(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

/**
 * Up to `limit` user ids after `afterUserId` (keyset order) whose subscription may need a
 * state change or a notice at `now`.
 */
export async function dueSubscriptionIds(db: DbOrTx, now: Date, afterUserId: string, limit: number): Promise<string[]> {
  const horizon = at(new Date(now.getTime() + 3 * MS_PER_DAY));
  const oneDay = at(new Date(now.getTime() + MS_PER_DAY));
  const rows = await db.select({ userId: s.userId }).from(s).where(and(
    gt(s.userId, afterUserId),
    or(
      sql`${isTrialSql} and (${trialEndSql} is null or ${trialEndSql} <= ${horizon})`,
      and(sql`not ${isTrialSql}`, inArray(s.status, [...PLAN_STATUSES]), sql`${s.expiresAt} <= ${horizon}`),
      sql`not ${isTrialSql} and ${s.status} = 'expired'`,
    ),
    // Before the end, skip rows whose due reminder (3 or 1 days) is already recorded.
    sql`(${endSql} is null or ${endSql} <= ${at(now)} or not exists (
      select 1 from ${subscriptionNotices} n
      where n.user_id = ${s.userId} and n.kind = ${kindSql} and n.ends_at = ${endSql}
        and n.days_before = (case when ${endSql} <= ${oneDay} then 1 else 3 end)))`,
  )).orderBy(asc(s.userId)).limit(Math.max(1, Math.floor(limit)));
  return rows.map((r) => r.userId);
}
