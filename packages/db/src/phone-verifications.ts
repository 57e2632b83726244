// Phone verification codes (the wizard's SMS step). The caller hashes the code; this file
// only stores and counts. Every function takes `now` so tests control the clock.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { phoneVerifications } from './schema';
import type { DbOrTx } from './database';

export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;

/**
 * Stores a new sign-up code for `phone`, replacing any earlier sign-up code (its id stops
 * working). Codes an account asked for to confirm its number claim are left alone.
 */
export async function replacePhoneVerification(db: DbOrTx, row: { id: string; phone: string; codeHash: string; expiresAt: Date; now: Date }): Promise<void> {
  await db.delete(phoneVerifications).where(and(eq(phoneVerifications.phone, row.phone), isNull(phoneVerifications.userId)));
  await db.insert(phoneVerifications).values({ id: row.id, phone: row.phone, codeHash: row.codeHash, expiresAt: row.expiresAt, createdAt: row.now });
}

/** Stores a new code confirming `userId`'s number claim, replacing that account's earlier one (decision 0016). */
export async function replaceClaimVerification(db: DbOrTx, row: { id: string; userId: string; phone: string; codeHash: string; expiresAt: Date; now: Date }): Promise<void> {
  await db.delete(phoneVerifications).where(eq(phoneVerifications.userId, row.userId));
  await db.insert(phoneVerifications).values({ id: row.id, userId: row.userId, phone: row.phone, codeHash: row.codeHash, expiresAt: row.expiresAt, createdAt: row.now });
}

export async function findPhoneVerification(db: DbOrTx, id: string): Promise<PhoneVerificationRow | null> {
  const [row] = await db.select().from(phoneVerifications).where(eq(phoneVerifications.id, id));
  return row ?? null;
}

/** Counts one wrong code, atomically; returns the attempts made so far (null: already at `max`). */
export async function countWrongCode(db: DbOrTx, id: string, max: number): Promise<number | null> {
  const [row] = await db.update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(and(eq(phoneVerifications.id, id), lt(phoneVerifications.attempts, max)))
    .returning({ attempts: phoneVerifications.attempts });
  return row?.attempts ?? null;
}

/** Marks the code used; false when another request used it first (single use). */
export async function consumePhoneVerification(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db.update(phoneVerifications).set({ consumedAt: now })
    .where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.consumedAt)))
    .returning({ id: phoneVerifications.id });
  return rows.length === 1;
}

/** Drops a code whose SMS never left (so the person may ask again at once). */
export async function deletePhoneVerification(db: DbOrTx, id: string): Promise<void> {
  await db.delete(phoneVerifications).where(eq(phoneVerifications.id, id));
}

/** Forgets codes that expired before `before` (housekeeping). */
export async function pruneExpiredPhoneVerifications(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(phoneVerifications).where(lt(phoneVerifications.expiresAt, before));
}
