// POST /api/subscription-management (spec §7 "Subscription data"): the caller's profile,
// subscription, trial and payment data in one answer — the settings card and billing
// history read it. `firebase_uid` names the account on the wire; only the caller's own is
// accepted. Payments carry no card data beyond what the table holds (brand, last four),
// and none of it is sent here.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import { centsToDecimal, toCents } from '@kumbu/core/money';
import { dayOf, dayStartUtc, DEFAULT_TIME_ZONE } from '@kumbu/core/date-range';
import { resolveProfileName } from '@kumbu/core/profile-name';
import {
  FREE_ALLOWANCE_RECORDS_PER_MONTH, trialSummary, type SubscriptionInfo,
} from '@kumbu/core/subscription-status';
import { getProfile, getSubscription, type SubscriptionRow } from '@kumbu/db/accounts';
import { payments, records } from '@kumbu/db/schema';
import type { DbOrTx } from '@kumbu/db/database';
import { sendData } from '../../http/answer';
import { usageSummary } from '../limits/usage-summary';
import { parseWith } from '../../http/parse';
import type { AppContext } from '../../app-context';
import { assertOwnAccount } from '../onboarding/own-account';

const body = z.object({ firebase_uid: z.string().max(200).optional() });

/** The newest payments shown; older ones stay stored (kept 7 years) but are not listed. */
export const PAYMENT_HISTORY_LIMIT = 100;

/** The calendar month `now` falls in, in Luanda: [start, next month's start). */
export function luandaMonth(now: Date, timeZone: string = DEFAULT_TIME_ZONE): { start: Date; end: Date } {
  const [y = 1970, m = 1] = dayOf(now, timeZone).split('-').map(Number);
  const next = m === 12 ? { y: y + 1, m: 1 } : { y, m: m + 1 };
  const day = (year: number, month: number) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  return { start: dayStartUtc(day(y, m), timeZone), end: dayStartUtc(day(next.y, next.m), timeZone) };
}

/** The subscription as `/api/account/me` sends it: instants as ISO strings. */
interface SubscriptionDto extends SubscriptionInfo {
  readonly trialStartDate: string | null;
  readonly trialEndsAt: string | null;
  readonly expiresAt: string | null;
}

function subscriptionDto(row: SubscriptionRow | null): SubscriptionDto | null {
  if (!row) return null;
  return {
    tier: row.tier, status: row.status, trial: row.trial,
    trialStartDate: row.trialStartDate?.toISOString() ?? null,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

async function recordsCreatedBetween(db: DbOrTx, userId: string, from: Date, toExclusive: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(records)
    .where(and(eq(records.userId, userId), gte(records.createdAt, from), lt(records.createdAt, toExclusive)));
  return row?.n ?? 0;
}

async function paymentHistory(db: DbOrTx, userId: string) {
  const rows = await db.select({
    id: payments.id, paidAt: payments.paidAt, plan: payments.plan, duration: payments.duration,
    amountCents: payments.amountCents, currency: payments.currency, receiptUrl: payments.receiptUrl,
  }).from(payments).where(eq(payments.userId, userId))
    .orderBy(desc(payments.paidAt), desc(payments.id)).limit(PAYMENT_HISTORY_LIMIT);
  return rows.map((p) => ({
    id: p.id, paidAt: p.paidAt.toISOString(), plan: p.plan, duration: p.duration,
    amount: centsToDecimal(toCents(p.amountCents)), amountCents: p.amountCents, currency: p.currency, receiptUrl: p.receiptUrl,
  }));
}

export function registerSubscriptionRoute(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  app.post('/api/subscription-management', async (request, reply) => {
    const user = await ctx.sessions.require(request);
    const input = parseWith(body, request.body, request);
    assertOwnAccount(input.firebase_uid, user.id);
    const now = ctx.now();
    const month = luandaMonth(now);
    const [profile, row, recordsThisMonth, history] = await Promise.all([
      getProfile(db, user.id), getSubscription(db, user.id),
      recordsCreatedBetween(db, user.id, month.start, month.end), paymentHistory(db, user.id),
    ]);
    const subscription = subscriptionDto(row);
    // The plan's limits and today's / this month's counters (issue 7).
    const usage = await usageSummary(db, user.id, row, now);
    const name = resolveProfileName({ storedName: profile?.fullName, authName: user.name, email: user.email });
    return sendData(reply, {
      asOf: now.toISOString(),
      profile: {
        fullName: name.fullName, userName: profile?.userName ?? null, whatsappId: profile?.whatsappId ?? null,
        language: profile?.language ?? 'pt', createdAt: user.createdAt.toISOString(),
      },
      subscription,
      trial: trialSummary(subscription, now),
      payment: {
        usageThisCycle: {
          recordsThisMonth, freeAllowance: FREE_ALLOWANCE_RECORDS_PER_MONTH,
          periodStart: month.start.toISOString(), periodEnd: month.end.toISOString(),
          ...usage,
        },
        paymentHistory: history,
        subscription,
      },
    });
  });
}
