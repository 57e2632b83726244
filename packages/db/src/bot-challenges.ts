// Single use of solved bot-protection challenges: the first submission of a signature
// wins (atomic insert), every later one is refused. Expired rows are pruned.
import { lt } from 'drizzle-orm';
import { usedBotChallenges } from './schema';
import type { DbOrTx } from './database';

/** Records `signature` as used; false when it already was. */
export async function markBotChallengeUsed(db: DbOrTx, signature: string, expiresAt: Date): Promise<boolean> {
  const rows = await db.insert(usedBotChallenges).values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedBotChallenges.signature });
  return rows.length === 1;
}

export async function pruneUsedBotChallenges(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(usedBotChallenges).where(lt(usedBotChallenges.expiresAt, now));
}
