// Idempotency-Key with Stripe's semantics (spec §7):
// - the first answer to a key is stored in the same transaction as the write it describes
//   and replayed for 24 hours to a retry with the same key and body, which writes nothing;
// - the same key with a different body is refused (409 idempotency-conflict);
// - the same key while the first request is still running is refused
//   (409 idempotency-in-progress) instead of waiting or running twice;
// - a request that fails stores nothing, so it can be corrected and sent again.
// A key is claimed by inserting a pending row (status 0) before the work starts; the
// primary key makes two claims of one key impossible on every instance at once.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, lt } from 'drizzle-orm';
import { KumbuError } from '@kumbu/core/errors';
import { idempotencyKeys } from '@kumbu/db/schema';
import type { Db, Tx } from '@kumbu/db/database';

export interface StoredAnswer { readonly status: number; readonly data: unknown }

/** How long a stored answer is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A pending claim older than this was left by a process that died: it may be taken over. */
export const IDEMPOTENCY_LEASE_MS = 60 * 1000;
const MAX_KEY_LENGTH = 200;
const PENDING = 0;

/** The request's Idempotency-Key, trimmed, or '' when absent. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' ? header.trim() : '';
  if (key.length > MAX_KEY_LENGTH) {
    throw new KumbuError('validation-failed', { fields: [{ field: 'Idempotency-Key', message: `≤ ${MAX_KEY_LENGTH}` }] });
  }
  return key;
}

/**
 * Runs `work` in a transaction once per (owner, scope, Idempotency-Key). Without a key the
 * work simply runs in a transaction. `owner` is usually the user id; for a call that
 * removes its own caller (account deletion) it is a hash of the credential instead.
 */
export async function withIdempotency(
  db: Db, request: FastifyRequest, owner: string, scope: string,
  work: (tx: Tx) => Promise<StoredAnswer>, now: Date = new Date(),
): Promise<StoredAnswer> {
  const key = idempotencyKeyOf(request);
  if (!key) return db.transaction(work);
  const requestHash = hashBody(request.body);
  const id = { owner, scope, key };

  const previous = await claim(db, id, requestHash, now);
  if (previous) return previous;
  try {
    return await db.transaction(async (tx) => {
      const answer = await work(tx);
      await tx.update(idempotencyKeys)
        .set({ statusCode: answer.status, response: answer.data ?? {}, createdAt: now })
        .where(matches(id));
      return answer;
    });
  } catch (error) {
    // Nothing was written: release the key so a corrected request can use it.
    await db.delete(idempotencyKeys).where(and(matches(id), eq(idempotencyKeys.statusCode, PENDING)));
    throw error;
  }
}

/** A stored answer to replay, or null once this request holds the key. */
export async function replayIfStored(db: Db, request: FastifyRequest, owner: string, scope: string, now: Date = new Date()): Promise<StoredAnswer | null> {
  const key = idempotencyKeyOf(request);
  if (!key) return null;
  const row = await find(db, { owner, scope, key });
  if (!row || row.statusCode === PENDING || expired(row, now)) return null;
  return replay(row, hashBody(request.body));
}

interface KeyId { readonly owner: string; readonly scope: string; readonly key: string }
type Row = typeof idempotencyKeys.$inferSelect;

async function claim(db: Db, id: KeyId, requestHash: string, now: Date): Promise<StoredAnswer | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db.insert(idempotencyKeys)
      .values({ userId: id.owner, scope: id.scope, key: id.key, requestHash, statusCode: PENDING, response: {}, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return null;

    const row = await find(db, id);
    if (!row) continue; // released between our insert and read: try again
    if (expired(row, now)) {
      await db.delete(idempotencyKeys).where(and(matches(id), eq(idempotencyKeys.createdAt, row.createdAt)));
      continue;
    }
    if (row.statusCode !== PENDING) return replay(row, requestHash);
    if (row.requestHash !== requestHash) throw new KumbuError('idempotency-conflict');
    if (now.getTime() - row.createdAt.getTime() < IDEMPOTENCY_LEASE_MS) throw new KumbuError('idempotency-in-progress');
    // A claim abandoned by a crashed process: take it over, atomically, or lose to whoever did.
    const taken = await db.update(idempotencyKeys).set({ createdAt: now })
      .where(and(matches(id), eq(idempotencyKeys.statusCode, PENDING), lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_LEASE_MS))))
      .returning({ key: idempotencyKeys.key });
    if (taken.length > 0) return null;
    throw new KumbuError('idempotency-in-progress');
  }
  throw new KumbuError('idempotency-in-progress');
}

function matches(id: KeyId) {
  return and(eq(idempotencyKeys.userId, id.owner), eq(idempotencyKeys.scope, id.scope), eq(idempotencyKeys.key, id.key));
}

async function find(db: Db, id: KeyId): Promise<Row | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(matches(id));
  return row;
}

function expired(row: Row, now: Date): boolean {
  return now.getTime() - row.createdAt.getTime() >= IDEMPOTENCY_TTL_MS;
}

function replay(row: Row, requestHash: string): StoredAnswer {
  if (row.requestHash !== requestHash) throw new KumbuError('idempotency-conflict');
  return { status: row.statusCode, data: row.response };
}

function hashBody(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body ?? null)).digest('hex');
}
