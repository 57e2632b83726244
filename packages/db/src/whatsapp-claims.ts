// WhatsApp number claims (decision 0016): a number an account named but has not proven.
// profiles.whatsapp_id holds only proven numbers; a claim waits here, routes nothing, and
// turns into the profile's number only through `bindProvenNumber` (after an SMS code or a
// code sent from that WhatsApp number). Proving a number drops every other claim on it.
import { and, eq, or } from 'drizzle-orm';
import { profiles, whatsappClaims } from './schema';
import type { DbOrTx } from './database';

export type WhatsappClaimRow = typeof whatsappClaims.$inferSelect;

export async function getClaim(db: DbOrTx, userId: string): Promise<WhatsappClaimRow | null> {
  const [row] = await db.select().from(whatsappClaims).where(eq(whatsappClaims.userId, userId));
  return row ?? null;
}

/**
 * Makes `whatsappId` the account's pending claim. Claiming the number already claimed keeps
 * that claim and its code (a link already opened stays good); another number replaces it.
 * `newCode` is asked again in the unlikely case its code is taken for that number.
 */
export async function putClaim(db: DbOrTx, claim: { userId: string; whatsappId: string; now: Date }, newCode: () => string): Promise<WhatsappClaimRow> {
  const existing = await getClaim(db, claim.userId);
  if (existing?.whatsappId === claim.whatsappId) return existing;
  if (existing) await db.delete(whatsappClaims).where(eq(whatsappClaims.userId, claim.userId));
  for (let attempt = 0; attempt < 8; attempt++) {
    const [row] = await db.insert(whatsappClaims)
      .values({ userId: claim.userId, whatsappId: claim.whatsappId, code: newCode(), createdAt: claim.now })
      .onConflictDoNothing().returning();
    if (row) return row;
    // A concurrent request of the same account may have written the same claim first.
    const raced = await getClaim(db, claim.userId);
    if (raced?.whatsappId === claim.whatsappId) return raced;
  }
  throw new Error('could not store the number claim');
}

/** The claim of `whatsappId` whose code is `code`, or null. */
export async function findClaimByCode(db: DbOrTx, whatsappId: string, code: string): Promise<WhatsappClaimRow | null> {
  const [row] = await db.select().from(whatsappClaims).where(and(eq(whatsappClaims.whatsappId, whatsappId), eq(whatsappClaims.code, code)));
  return row ?? null;
}

export async function dropClaim(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(whatsappClaims).where(eq(whatsappClaims.userId, userId));
}

/** A number was proven by someone: every unproven claim on it goes. */
export async function dropClaimsOfNumber(db: DbOrTx, whatsappId: string): Promise<void> {
  await db.delete(whatsappClaims).where(eq(whatsappClaims.whatsappId, whatsappId));
}

/**
 * Makes a proven number the account's: written on its profile (made if missing; a proven
 * number it had before is replaced), and the claims on that number — the account's own and
 * anyone else's — dropped. Callers check first that no other account holds it proven: the
 * UNIQUE constraint refuses that (and, on PostgreSQL, aborts the transaction).
 */
export async function bindProvenNumber(db: DbOrTx, userId: string, whatsappId: string): Promise<void> {
  await db.insert(profiles).values({ userId, fullName: null, userName: null, whatsappId, language: 'pt' })
    .onConflictDoUpdate({ target: profiles.userId, set: { whatsappId, updatedAt: new Date() } });
  await db.delete(whatsappClaims).where(or(eq(whatsappClaims.whatsappId, whatsappId), eq(whatsappClaims.userId, userId)));
}
