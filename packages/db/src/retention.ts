// The end of what outlives an account: payment records stay, detached from the person
// (user_id null), for 7 years as accounting law requires (DECISIONS.md; the privacy and
// data-deletion pages), and are deleted after that — with the detached payment requests
// (payment_intents) of the same age. One statement per table: several server instances
// running it at once each delete what is left, and a row another run already took is
// simply not there any more.
import { and, isNull, lt } from 'drizzle-orm';
import { paymentIntents, payments } from './schema';
import type { DbOrTx } from './database';

export const PAYMENT_RETENTION_YEARS = 7;

/** The instant 7 calendar years before `now` (29 February steps to 1 March). */
export function paymentRetentionCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - PAYMENT_RETENTION_YEARS);
  return cutoff;
}

export interface PurgedPayments { readonly payments: number; readonly intents: number }

/** Deletes detached payments paid, and detached payment requests made, more than 7 years before `now`. */
export async function purgeExpiredPayments(db: DbOrTx, now: Date): Promise<PurgedPayments> {
  const cutoff = paymentRetentionCutoff(now);
  const gone = await db.delete(payments).where(and(isNull(payments.userId), lt(payments.paidAt, cutoff))).returning({ id: payments.id });
  const intents = await db.delete(paymentIntents).where(and(isNull(paymentIntents.userId), lt(paymentIntents.createdAt, cutoff)))
    .returning({ id: paymentIntents.id });
  return { payments: gone.length, intents: intents.length };
}
