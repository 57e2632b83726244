// getSubscriptionPrepared (the plan check's read, one prepared statement answering JSON) must
// answer exactly what getSubscription answers, on every engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase, testEngines, type TestDatabase } from '../src/testing';
import { subscriptions, users } from '../src/schema';
import { getSubscription, getSubscriptionPrepared, startTrial } from '../src/accounts';

describe.each(testEngines())('subscription read on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await database.db.insert(users).values([{ id: 'ana', name: 'ana', email: 'ana@example.ao' }, { id: 'bruno', name: 'bruno', email: 'bruno@example.ao' }]);
  });
  afterAll(async () => { await database.close(); });

  it('answers the same row as getSubscription: a trial, a paid plan without dates, none at all', async () => {
    await startTrial(database.db, 'ana', new Date('2026-11-22T12:20:00.123Z'));
    // Microseconds the Date cannot hold are dropped the same way.
    await database.db.execute(sql`update subscriptions set trial_ends_at = trial_ends_at + interval '999 microseconds' where user_id = 'ana'`);
    expect(await getSubscriptionPrepared(database, 'ana')).toEqual(await getSubscription(database.db, 'ana'));
    await startTrial(database.db, 'bruno', new Date('2026-11-22T12:20:00Z'));
    await database.db.update(subscriptions).set({ tier: 'unlimited', status: 'active', trial: false, trialStartDate: null, trialEndsAt: null, expiresAt: null }).where(eq(subscriptions.userId, 'bruno'));
    const bruno = await getSubscriptionPrepared(database, 'bruno');
    expect(bruno).toEqual(await getSubscription(database.db, 'bruno'));
    expect([bruno?.tier, bruno?.trial, bruno?.expiresAt]).toEqual(['unlimited', false, null]);
    expect(await getSubscriptionPrepared(database, 'carla')).toBeNull();
    expect(await getSubscriptionPrepared(database, `ana' or 'x'='x`)).toBeNull();
  });
});
