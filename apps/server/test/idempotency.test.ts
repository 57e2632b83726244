// Idempotency-Key semantics (Stripe's): replay for 24 h, conflict on another body,
// 409 while the first request runs, nothing stored when the work fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { KumbuError } from '@kumbu/core/errors';
import { openTestDatabase, testEngines, type TestDatabase } from '@kumbu/db/testing';
import { IDEMPOTENCY_LEASE_MS, IDEMPOTENCY_TTL_MS, replayIfStored, withIdempotency } from '../src/http/idempotency';

function request(key: string | undefined, body: unknown): FastifyRequest {
  return { headers: key === undefined ? {} : { 'idempotency-key': key }, body } as unknown as FastifyRequest;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try { await promise; return 'ok'; } catch (error) { return error instanceof KumbuError ? error.code : String(error); }
}

for (const engine of testEngines()) {
  describe(`Idempotency-Key on ${engine}`, () => {
    let database: TestDatabase;
    let runs = 0;
    const t0 = new Date('2026-11-01T10:00:00Z');
    const later = (ms: number): Date => new Date(t0.getTime() + ms);
    const work = () => { runs++; return Promise.resolve({ status: 201, data: { run: runs } }); };

    beforeAll(async () => {
      database = await openTestDatabase(engine);
      await database.db.execute(sql`create table if not exists idem_probe (n int)`);
    });
    afterAll(async () => { await database.close(); });

    it('runs the work once and replays the first answer to the same key and body', async () => {
      runs = 0;
      const first = await withIdempotency(database.db, request('k-1', { a: 1 }), 'user-a', 's', work, t0);
      const second = await withIdempotency(database.db, request('k-1', { a: 1 }), 'user-a', 's', work, later(60_000));
      expect(first).toEqual({ status: 201, data: { run: 1 } });
      expect(second).toEqual(first);
      expect(runs).toBe(1);
      expect(await replayIfStored(database.db, request('k-1', { a: 1 }), 'user-a', 's', later(1000))).toEqual(first);
    });

    it('refuses the same key with another body, and keeps keys apart per owner and scope', async () => {
      runs = 0;
      await withIdempotency(database.db, request('k-2', { a: 1 }), 'user-a', 's', work, t0);
      expect(await codeOf(withIdempotency(database.db, request('k-2', { a: 2 }), 'user-a', 's', work, t0))).toBe('idempotency-conflict');
      await withIdempotency(database.db, request('k-2', { a: 2 }), 'user-b', 's', work, t0);
      await withIdempotency(database.db, request('k-2', { a: 2 }), 'user-a', 'other', work, t0);
      expect(runs).toBe(3);
    });

    it('answers 409 in-progress to a duplicate that arrives while the first still runs', async () => {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => { release = resolve; });
      const slow = withIdempotency(database.db, request('k-3', { a: 1 }), 'user-a', 's', async () => { await gate; return { status: 201, data: { slow: true } }; }, t0);
      // Let the first claim the key before the duplicate arrives.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const duplicate = codeOf(withIdempotency(database.db, request('k-3', { a: 1 }), 'user-a', 's', work, t0));
      if (engine === 'postgres') {
        expect(await duplicate).toBe('idempotency-in-progress');
        release();
      } else {
        // PGlite has one connection: the duplicate queues behind the first transaction and
        // then finds its stored answer, which is just as safe (the work still runs once).
        release();
        expect(await duplicate).toBe('ok');
      }
      expect(await slow).toEqual({ status: 201, data: { slow: true } });
      expect(await withIdempotency(database.db, request('k-3', { a: 1 }), 'user-a', 's', work, t0)).toEqual({ status: 201, data: { slow: true } });
    });

    it('stores nothing when the work fails: the write is rolled back and the key can be used again', async () => {
      const failing = withIdempotency(database.db, request('k-4', { a: 1 }), 'user-a', 's', async (tx) => {
        await tx.execute(sql`insert into idem_probe (n) values (4)`);
        throw new KumbuError('validation-failed');
      }, t0);
      expect(await codeOf(failing)).toBe('validation-failed');
      const probe: unknown = await database.db.execute(sql`select count(*)::int as c from idem_probe where n = 4`);
      expect(probe).toMatchObject({ rows: [{ c: 0 }] });
      runs = 0;
      expect(await withIdempotency(database.db, request('k-4', { a: 1 }), 'user-a', 's', work, t0)).toEqual({ status: 201, data: { run: 1 } });
    });

    it('forgets an answer after 24 hours and runs the work again', async () => {
      runs = 0;
      await withIdempotency(database.db, request('k-5', { a: 1 }), 'user-a', 's', work, t0);
      const justBefore = await withIdempotency(database.db, request('k-5', { a: 1 }), 'user-a', 's', work, later(IDEMPOTENCY_TTL_MS - 1000));
      expect(justBefore).toEqual({ status: 201, data: { run: 1 } });
      const after = await withIdempotency(database.db, request('k-5', { a: 2 }), 'user-a', 's', work, later(IDEMPOTENCY_TTL_MS + 1000));
      expect(after).toEqual({ status: 201, data: { run: 2 } });
    });

    it('runs without a key as a plain transaction, and refuses an over-long key', async () => {
      runs = 0;
      await withIdempotency(database.db, request(undefined, {}), 'user-a', 's', work, t0);
      await withIdempotency(database.db, request(undefined, {}), 'user-a', 's', work, t0);
      expect(runs).toBe(2);
      expect(await codeOf(withIdempotency(database.db, request('x'.repeat(201), {}), 'user-a', 's', work, t0))).toBe('validation-failed');
    });

    // PostgreSQL only: on PGlite the stuck transaction would hold its one connection.
    it.skipIf(engine === 'pglite')('takes over a claim abandoned by a crashed process after the lease', async () => {
      runs = 0;
      // A claim that never completes (the process died mid-request).
      let crash: (error: Error) => void = () => undefined;
      const stuck = codeOf(withIdempotency(database.db, request('k-6', { a: 1 }), 'user-a', 's', () => new Promise((_resolve, reject) => { crash = reject; }), t0));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await codeOf(withIdempotency(database.db, request('k-6', { a: 1 }), 'user-a', 's', work, later(1000)))).toBe('idempotency-in-progress');
      const taken = await withIdempotency(database.db, request('k-6', { a: 1 }), 'user-a', 's', work, later(IDEMPOTENCY_LEASE_MS + 1000));
      expect(taken).toEqual({ status: 201, data: { run: 1 } });
      // The first process finally fails: it must not erase the answer that replaced its claim.
      crash(new Error('crashed'));
      expect(await stuck).toBe('Error: crashed');
      expect(await withIdempotency(database.db, request('k-6', { a: 1 }), 'user-a', 's', work, later(IDEMPOTENCY_LEASE_MS + 2000))).toEqual({ status: 201, data: { run: 1 } });
    });
  });
}
