// Idempotency-Key (spec §7): the first answer to a key is stored in the same transaction
// as the write it describes; a retry with the same key and body gets that answer again
// and writes nothing; the same key with a different body is refused.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { KumbuError } from '@kumbu/core/errors';
import { idempotencyKeys } from '@kumbu/db/schema';
import type { Db, Tx } from '@kumbu/db/database';

export interface StoredAnswer { readonly status: number; readonly data: unknown }

export async function withIdempotency(db: Db, request: FastifyRequest, userId: string, scope: string, work: (tx: Tx) => Promise<StoredAnswer>): Promise<StoredAnswer> {
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' ? header.trim() : '';
  if (!key) return db.transaction(work);
  if (key.length > 200) throw new KumbuError('validation-failed', { fields: [{ field: 'Idempotency-Key', message: 'Too long' }] });
  const requestHash = createHash('sha256').update(JSON.stringify(request.body ?? null)).digest('hex');

  const previous = await find(db, userId, scope, key);
  if (previous) return replay(previous, requestHash);
  try {
    return await db.transaction(async (tx) => {
      const answer = await work(tx);
      await tx.insert(idempotencyKeys).values({ userId, scope, key, requestHash, statusCode: answer.status, response: answer.data });
      return answer;
    });
  } catch (error) {
    // Two requests with one key at the same moment: the loser's transaction rolled back
    // (nothing written) on the primary key; answer it with the winner's result.
    const winner = await find(db, userId, scope, key);
    if (winner) return replay(winner, requestHash);
    throw error;
  }
}

type Row = typeof idempotencyKeys.$inferSelect;

async function find(db: Db, userId: string, scope: string, key: string): Promise<Row | undefined> {
  const [row] = await db.select().from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

function replay(row: Row, requestHash: string): StoredAnswer {
  if (row.requestHash !== requestHash) throw new KumbuError('idempotency-conflict');
  return { status: row.statusCode, data: row.response };
}
