// The shared fixed-window counter (http/rate-limit.ts) under concurrency, on every engine:
// first hits of a new key arriving at once all count on one row — never a duplicate-key
// error (on PostgreSQL it was an HTTP 500: three card renewals of one account at once
// answered [200, 500, 200]) — and at the edge exactly the hits left get through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { KumbuError } from '@kumbu/core/errors';
import { openTestDatabase, testEngines, type TestDatabase } from '@kumbu/db/testing';
import { rateLimits } from '@kumbu/db/schema';
import { clearRateLimit, enforceRateLimit, hitRateLimit } from '../src/http/rate-limit';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const HOUR = { windowSeconds: 3600, max: 1000 };

describe.each(testEngines())('rate limits on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => { database = await openTestDatabase(engine); });
  afterAll(async () => { await database.close(); });
  const countOf = async (key: string): Promise<number | undefined> => {
    const [row] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, `kumbu:${key}`));
    return row?.count;
  };

  it('first hits of a new key arriving at once are all counted on one row, never a duplicate-key error', async () => {
    // A hundred new keys, twenty hits at once each: before the fix every run of four on
    // PostgreSQL met a 23505 on the table's other unique key (the id) within the first 40 keys.
    for (let i = 0; i < 100; i++) {
      const key = `race-${engine}-${i}`;
      const outcomes = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(database.db, key, HOUR, NOW)));
      expect(outcomes.map((o) => o.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, k) => k + 1));
      expect(outcomes.every((o) => o.allowed)).toBe(true);
      expect(await countOf(key)).toBe(20);
    }
  });

  it('at the edge exactly the hits left get through; the others are refused with 429 rate-limited', async () => {
    const key = `edge-${engine}`;
    const rule = { windowSeconds: 60, max: 5 };
    const settled = await Promise.allSettled(Array.from({ length: 20 }, () => enforceRateLimit(database.db, key, rule, NOW)));
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(5);
    const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
    expect(refused).toHaveLength(15);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(KumbuError);
      expect(reason).toMatchObject({ code: 'rate-limited', status: 429 });
    }
    // A cleared key starts again, and a later window starts again at 1.
    await clearRateLimit(database.db, key);
    expect(await countOf(key)).toBeUndefined();
    expect((await hitRateLimit(database.db, key, rule, NOW)).count).toBe(1);
    expect((await hitRateLimit(database.db, key, rule, new Date(NOW.getTime() + 61_000))).count).toBe(1);
  });
});
