// Pending e-mail changes live in better-auth's `verifications` table: the identifier holds
// a SHA-256 of the link's token (the token itself is only in the e-mail), the value the
// account and the new address. A link works once, for 24 hours; asking again replaces the
// earlier link, so one change at most is pending (what Settings shows as "por confirmar").
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import { z } from 'zod';
import { verifications } from '@kumbu/db/schema';
import type { DbOrTx } from '@kumbu/db/database';

export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;
const pending = z.object({ userId: z.string(), newEmail: z.string() });

const PREFIX = 'email-change:';

function identifierOf(token: string): string {
  return `${PREFIX}${createHash('sha256').update(token).digest('hex')}`;
}

/** The account's rows among the pending changes (the value's LIKE narrows, the parse decides). */
async function pendingRows(db: DbOrTx, userId: string): Promise<{ id: string; change: { userId: string; newEmail: string }; expiresAt: Date }[]> {
  const rows = await db.select().from(verifications)
    .where(and(like(verifications.identifier, `${PREFIX}%`), like(verifications.value, `%${userId}%`)))
    .orderBy(desc(verifications.createdAt));
  return rows.flatMap((row) => {
    const change = parseChange(row.value);
    return change && change.userId === userId ? [{ id: row.id, change, expiresAt: row.expiresAt }] : [];
  });
}

function parseChange(value: string): { userId: string; newEmail: string } | null {
  try {
    const parsed = pending.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The address a change is waiting to be confirmed at, or null (none, or its link expired). */
export async function pendingEmailChange(db: DbOrTx, userId: string, now: Date): Promise<string | null> {
  const rows = await pendingRows(db, userId);
  return rows.find((r) => r.expiresAt.getTime() > now.getTime())?.change.newEmail ?? null;
}

export async function createEmailChangeToken(db: DbOrTx, userId: string, newEmail: string, now: Date): Promise<string> {
  // A new request replaces the earlier link: only the newest address can still be confirmed.
  for (const row of await pendingRows(db, userId)) await db.delete(verifications).where(eq(verifications.id, row.id));
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
  return parseChange(row.value);
}
