// The 7-year end of payment records (issue 14 item 7; DECISIONS.md; the privacy and
// data-deletion pages): a deleted account's payments stay, detached, for 7 years, then the
// subscription lifecycle loop deletes them — on a controlled clock, on every engine, and
// with two instances running it at once. A payment of a living account is never touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { openSecondHandle, testEngines } from '@kumbu/db/testing';
import { paymentIntents, payments } from '@kumbu/db/schema';
import { paymentRetentionCutoff, purgeExpiredPayments } from '@kumbu/db/retention';
import { SubscriptionLifecycleLoop } from '../src/features/subscription-lifecycle/lifecycle-loop';
import { signedInUser, startTestApp, type TestApp } from './helpers';
import { TestClock } from './onboarding-helpers';

const D = 86_400_000;
const NOW = Date.parse('2033-06-15T10:00:00.000Z');

describe('the retention cutoff', () => {
  it('is 7 calendar years back; 29 February steps to 1 March', () => {
    expect(paymentRetentionCutoff(new Date('2033-06-15T10:00:00.000Z')).toISOString()).toBe('2026-06-15T10:00:00.000Z');
    expect(paymentRetentionCutoff(new Date('2028-02-29T12:00:00.000Z')).toISOString()).toBe('2021-03-01T12:00:00.000Z');
  });
});

describe.each(testEngines())('detached payments after 7 years (%s)', (engine) => {
  let t: TestApp;
  const clock = new TestClock(NOW);
  beforeAll(async () => { t = await startTestApp(engine, {}, { now: clock.now }); });
  afterAll(async () => { await t.close(); });

  const loop = () => new SubscriptionLifecycleLoop({
    database: t.database, mailer: t.app.kumbu.mailer, now: clock.now, publicUrl: t.app.kumbu.config.publicUrl,
    reminderTemplate: undefined, log: t.app.log,
  }, 60_000, t.app.log);

  let n = 0;
  const payment = async (userId: string | null, paidAt: number): Promise<string> => {
    const [row] = await t.database.db.insert(payments).values({
      userId, paidAt: new Date(paidAt), plan: 'standard', duration: '_1_month', amountCents: 1_300_000, receiptNumber: `KB-TEST-${engine}-${++n}`,
    }).returning({ id: payments.id });
    return row?.id ?? '';
  };
  const intent = async (userId: string | null, createdAt: number): Promise<string> => {
    const [row] = await t.database.db.insert(paymentIntents).values({
      userId, plan: 'standard', duration: '_1_month', months: 1, amountCents: 1_300_000, method: 'reference', gateway: 'sandbox',
      gatewayReference: `ref-${engine}-${++n}`, status: 'expired', createdAt: new Date(createdAt), updatedAt: new Date(createdAt),
    }).returning({ id: paymentIntents.id });
    return row?.id ?? '';
  };
  const paymentIds = async (ids: readonly string[]) => (await t.database.db.select({ id: payments.id }).from(payments).where(inArray(payments.id, [...ids]))).map((r) => r.id).sort();
  const intentIds = async (ids: readonly string[]) => (await t.database.db.select({ id: paymentIntents.id }).from(paymentIntents).where(inArray(paymentIntents.id, [...ids]))).map((r) => r.id).sort();

  it('the lifecycle loop deletes detached payments and requests older than 7 years, and nothing else', async () => {
    const living = await signedInUser(t.app, `retention-${engine}@example.ao`);
    const cutoff = paymentRetentionCutoff(clock.now()).getTime();
    const oldDetached = await payment(null, cutoff - D);
    const youngDetached = await payment(null, cutoff + D);
    const oldLiving = await payment(living.userId, cutoff - 400 * D);
    const oldIntent = await intent(null, cutoff - 2 * D);
    const youngIntent = await intent(null, cutoff + 2 * D);
    const oldLivingIntent = await intent(living.userId, cutoff - 400 * D);

    await loop().runOnce();
    expect(await paymentIds([oldDetached, youngDetached, oldLiving])).toEqual([youngDetached, oldLiving].sort());
    expect(await intentIds([oldIntent, youngIntent, oldLivingIntent])).toEqual([youngIntent, oldLivingIntent].sort());

    // Two and a half days later the younger ones' day has come; a living account's payment still stays.
    clock.advance((2 * D + 12 * 3_600_000) / 1000);
    await loop().runOnce();
    expect(await paymentIds([youngDetached, oldLiving])).toEqual([oldLiving]);
    expect(await intentIds([youngIntent, oldLivingIntent])).toEqual([oldLivingIntent]);
    const [stillThere] = await t.database.db.select().from(payments).where(eq(payments.id, oldLiving));
    expect(stillThere?.userId).toBe(living.userId);
  });

  it('two instances purging at once delete each row once, without errors', async () => {
    const cutoff = paymentRetentionCutoff(clock.now()).getTime();
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push(await payment(null, cutoff - (i + 1) * D));
    const due = (await t.database.db.select({ id: payments.id }).from(payments)
      .where(and(isNull(payments.userId), lt(payments.paidAt, new Date(cutoff))))).length;
    expect(due).toBeGreaterThanOrEqual(40);
    const other = engine === 'postgres' ? await openSecondHandle(t.database) : t.database;
    try {
      const [a, b] = await Promise.all([purgeExpiredPayments(t.database.db, clock.now()), purgeExpiredPayments(other.db, clock.now())]);
      expect(a.payments + b.payments).toBe(due);
      expect(await paymentIds(ids)).toEqual([]);
    } finally {
      if (other !== t.database) await other.close();
    }
  });
});
