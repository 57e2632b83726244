// ApiCounter (api-counter-buffer.ts): the plan's API calls counted in memory and written in
// batches, with the same refusals as one statement per call. Two counters on one database
// stand for two server instances. The wall clock is a fake one, so "less than SYNC_MS ago"
// never depends on how fast the machine is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTestDatabase, testEngines, type TestDatabase } from '@kumbu/db/testing';
import { rateLimits } from '@kumbu/db/schema';
import { PLAN_LIMITS, type PlanLimits } from '@kumbu/core/plan-limits';
import { ApiCounter, SYNC_MS } from '../src/features/limits/api-counter-buffer';

const NOW = new Date('2026-11-22T12:20:00.000Z');
const hourOnly = (perHour: number): PlanLimits => ({ ...PLAN_LIMITS.free, apiRequestsPerHour: perHour, apiRequestsPerDay: null });

describe.each(testEngines())('API counter on %s', (engine) => {
  let database: TestDatabase;
  let wall = 1_000_000;
  const clock = (): number => wall;
  beforeAll(async () => { database = await openTestDatabase(engine); });
  afterAll(async () => { await database.close(); });

  const stored = async (userId: string): Promise<number | undefined> =>
    (await database.db.select().from(rateLimits).where(eq(rateLimits.key, `kumbu:api-hour:${userId}`)))[0]?.count;

  it('writes the first call at once, keeps the next ones in memory, and close() writes them all', async () => {
    const counter = new ApiCounter(database.db, clock);
    for (let i = 0; i < 10; i++) expect((await counter.count('ana', hourOnly(100), NOW)).allowed).toBe(true);
    expect(await stored('ana')).toBe(1);
    await counter.close();
    expect(await stored('ana')).toBe(10);
    // Closed: every call is written by its own statement.
    expect((await counter.count('ana', hourOnly(100), NOW)).allowed).toBe(true);
    expect(await stored('ana')).toBe(11);
  });

  it('two instances: each sees the other\'s calls within SYNC_MS, and the limit holds in the last tenth', async () => {
    const a = new ApiCounter(database.db, clock);
    const b = new ApiCounter(database.db, clock);
    const limits = hourOnly(20);
    for (let i = 0; i < 8; i++) expect((await a.count('bruno', limits, NOW)).allowed).toBe(true);
    for (let i = 0; i < 8; i++) expect((await b.count('bruno', limits, NOW)).allowed).toBe(true);
    await a.flush();
    await b.flush();
    expect(await stored('bruno')).toBe(16);
    // A second later each learns the total with its next statement. From 18 (90% of 20) on,
    // every call is written by its own statement: calls 17 to 20 pass, whichever instance
    // takes them, and every one after is refused.
    wall += SYNC_MS;
    const answers: boolean[] = [];
    for (let i = 0; i < 10; i++) answers.push((await (i % 2 === 0 ? a : b).count('bruno', limits, NOW)).allowed);
    expect(answers).toEqual([true, true, true, true, false, false, false, false, false, false]);
    const refused = await a.count('bruno', limits, NOW);
    expect([refused.allowed, refused.window, refused.limit]).toEqual([false, 'hour', 20]);
    await a.flush();
    await b.flush();
    expect(await stored('bruno')).toBe(27);
    await a.close();
    await b.close();
  });

  it('a new hour starts again at the calls made in it; unwritten calls of the old hour go with the first statement', async () => {
    const counter = new ApiCounter(database.db, clock);
    const limits = hourOnly(100);
    for (let i = 0; i < 5; i++) await counter.count('carla', limits, NOW);
    const nextHour = new Date('2026-11-22T13:00:00.000Z');
    expect((await counter.count('carla', limits, nextHour)).allowed).toBe(true);
    // 4 unwritten calls of 12:00 and this one, written to the 13:00 window (stricter, never looser).
    expect(await stored('carla')).toBe(5);
    await counter.close();
    expect(await stored('carla')).toBe(5);
  });
});
