// Pending e-mail changes live in better-auth's `verifications` table: the identifier holds
// a SHA-256 of the link's token (the token itself is only in the e-mail), the value the
// account and the new address. A link works once, for 24 hours.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { verifications } from '@kumbu/db/schema';
import type { DbOrTx } from '@kumbu/db/database';

export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;
const pending = z.object({ userId: z.string(), newEmail: z.string() });

function identifierOf(token: string): string {
  return `email-change:${createHash('sha256').update(token).digest('hex')}`;
}

export async function createEmailChangeToken(db: DbOrTx, userId: string, newEmail: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(verifications).values({
    id: randomBytes(16).toString('hex'), identifier: identifierOf(token), value: JSON.stringify({ userId, newEmail }),
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_SECONDS * 1000), createdAt: now, updatedAt: now,
  });
  return token;
}

/** Uses up a token: the pending change, or null when unknown, used or expired. */
export async function takeEmailChangeToken(db: DbOrTx, token: string, now: Date): Promise<{ userId: string; newEmail: string } | null> {
  const rows = await db.delete(verifications).where(eq(verifications.identifier, identifierOf(token))).returning();
  const row = rows[0];
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  try {
    const parsed = pending.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
