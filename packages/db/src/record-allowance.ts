// The free allowance's one write-side guard (core's record-allowance.ts decides who is limited):
// two requests of one account — the API and WhatsApp, or two browser tabs — must not both
// count 49 and both record. The subscription row is locked for the rest of the transaction
// before counting, so the second waits for the first to commit and then counts its record.
import { eq } from 'drizzle-orm';
import { subscriptions } from './schema';
import type { Tx } from './database';
import type { SubscriptionRow } from './accounts';

/** The account's subscription, locked FOR UPDATE until the transaction ends; null when it has none. */
export async function lockSubscriptionForRecording(tx: Tx, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
  return row ?? null;
}
