// One run of the subscription lifecycle job (docs/subscription-lifecycle.md): every
// subscription near or past its end, each in its own transaction, with its row locked
// (SKIP LOCKED: another instance's run simply passes over it). For each, core's
// lifecycleStep says what is due; the transaction applies the state change, records the
// notice — the subscription_notices key makes each notice once: only the run whose insert
// went in speaks — and queues the WhatsApp message. The e-mail goes after commit.
//
// Idempotent and safe to run at once on several instances: a second run finds the state
// changed and the notice recorded, and does nothing.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isLang, type Lang } from '@kumbu/core/lang';
import { resolveProfileName } from '@kumbu/core/profile-name';
import { FREE_ALLOWANCE_RECORDS_PER_MONTH } from '@kumbu/core/subscription-status';
import { FREE_ALLOWANCE_STATE, lifecycleStep, type LifecycleNotice, type LifecycleTransition } from '@kumbu/core/subscription-lifecycle';
import type { Database, Tx } from '@kumbu/db/database';
import { profiles, subscriptionNotices, subscriptions, users } from '@kumbu/db/schema';
import { getTrialEndNoticeAt, setTrialEndNoticeAt } from '@kumbu/db/copilot';
import type { ReminderFacts } from '@kumbu/agent/reply/subscription-reply';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer';
import { subscriptionEmail } from '../../emails/subscription-emails';
import { dueSubscriptionIds } from './due-subscriptions';
import { lastInboundAt, noticeDedupeKey, queueReminder, reminderMessage, type WhatsAppChoice } from './reminder-whatsapp';

/** Subscriptions read per candidate query; each is still handled in its own transaction. */
export const LIFECYCLE_BATCH = 100;

export interface LifecycleDeps {
  readonly database: Database;
  readonly mailer: Mailer;
  readonly now: () => Date;
  readonly publicUrl: string;
  /** The approved WhatsApp template for reminders outside the 24-hour window (optional). */
  readonly reminderTemplate: string | undefined;
  readonly log: FastifyBaseLogger;
  /** Queued WhatsApp messages: wake the dispatcher. */
  readonly onWhatsAppQueued?: () => void;
  readonly batch?: number;
}

export interface LifecycleRunSummary {
  /** Subscriptions looked at (locked and decided on). */
  readonly checked: number;
  readonly transitions: number;
  /** Notices recorded by this run (each sent by this run only). */
  readonly notices: number;
  readonly whatsapp: number;
  readonly emails: number;
}

interface Outcome {
  readonly transition: LifecycleTransition;
  readonly notice: LifecycleNotice | null;
  readonly whatsapp: WhatsAppChoice;
  readonly email: MailMessage | null;
}

/** One pass over the due subscriptions at the clock's current time. `active` false stops it between users. */
export async function runLifecycleJob(deps: LifecycleDeps, active: () => boolean = () => true): Promise<LifecycleRunSummary> {
  const now = deps.now();
  const batch = deps.batch ?? LIFECYCLE_BATCH;
  const totals = { checked: 0, transitions: 0, notices: 0, whatsapp: 0, emails: 0 };
  let after = '';
  while (active()) {
    const ids = await dueSubscriptionIds(deps.database.db, now, after, batch);
    for (const userId of ids) {
      if (!active()) break;
      after = userId;
      let outcome: Outcome | null;
      try {
        outcome = await deps.database.db.transaction((tx) => decideAndRecord(tx, userId, now, deps));
      } catch (error) {
        // One person's failure (rolled back whole) must not hold up everyone after them; the next run tries again.
        deps.log.error({ err: error, userId }, 'subscription lifecycle failed for one subscription');
        continue;
      }
      if (!outcome) continue;
      totals.checked++;
      if (outcome.transition !== 'none') totals.transitions++;
      if (outcome.notice) totals.notices++;
      if (outcome.whatsapp !== 'none') { totals.whatsapp++; deps.onWhatsAppQueued?.(); }
      if (outcome.email && await sendEmail(deps, outcome.email, userId, outcome.notice)) totals.emails++;
    }
    if (ids.length < batch) break;
  }
  return totals;
}

/** Locks the subscription, applies what is due and records the notice; null when another run holds it. */
async function decideAndRecord(tx: Tx, userId: string, now: Date, deps: LifecycleDeps): Promise<Outcome | null> {
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update', { skipLocked: true });
  if (!sub) return null;
  const step = lifecycleStep(sub, now);
  if (step.transition !== 'none') {
    // trialStartDate and trialEndsAt stay: they are the history (and say the trial was used).
    await tx.update(subscriptions).set({ ...FREE_ALLOWANCE_STATE, updatedAt: now }).where(eq(subscriptions.userId, userId));
    deps.log.info({ userId, transition: step.transition }, 'subscription moved to the free allowance');
  }
  const none: Outcome = { transition: step.transition, notice: null, whatsapp: 'none', email: null };
  if (!step.notice) return none;
  const { kind, daysBefore, endsAt } = step.notice;
  const inserted = await tx.insert(subscriptionNotices).values({ userId, kind, daysBefore, endsAt, sentAt: now })
    .onConflictDoNothing().returning({ userId: subscriptionNotices.userId });
  if (inserted.length === 0) return none;

  const [person] = await tx.select({
    email: users.email, emailVerified: users.emailVerified, authName: users.name,
    fullName: profiles.fullName, language: profiles.language, whatsappId: profiles.whatsappId,
  }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, userId));
  if (!person) return { ...none, notice: step.notice };
  const lang: Lang = isLang(person.language) ? person.language : 'pt';
  const facts: ReminderFacts = {
    kind, daysBefore, endsAt, now, tier: sub.tier, limit: FREE_ALLOWANCE_RECORDS_PER_MONTH, settingsUrl: `${deps.publicUrl}/settings`,
  };

  let whatsapp: WhatsAppChoice = 'none';
  if (person.whatsappId && !(await coPilotAlreadySaidIt(tx, userId, step.notice))) {
    const { choice, message } = reminderMessage(facts, lang, await lastInboundAt(tx, person.whatsappId), deps.reminderTemplate);
    if (message && await queueReminder(tx, message, { waId: person.whatsappId, userId }, noticeDedupeKey(userId, kind, daysBefore, endsAt), now)) {
      whatsapp = choice;
      // The co-pilot's own "your trial ended" (allowance.ts) need not say it again.
      if (kind === 'trial' && daysBefore === 0) await setTrialEndNoticeAt(tx, userId, now);
    }
  }
  // Only a verified address: an unverified one may be a typo that belongs to someone else.
  const name = resolveProfileName({ storedName: person.fullName, authName: person.authName, email: person.email }).firstName;
  const email = person.emailVerified ? subscriptionEmail(facts, lang, person.email, name) : null;
  return { transition: step.transition, notice: step.notice, whatsapp, email };
}

/** A trial's end the co-pilot already told (it says so once, on the first record after the end). */
async function coPilotAlreadySaidIt(tx: Tx, userId: string, notice: LifecycleNotice): Promise<boolean> {
  if (notice.kind !== 'trial' || notice.daysBefore !== 0) return false;
  const told = await getTrialEndNoticeAt(tx, userId);
  return told !== null && told >= notice.endsAt;
}

/**
 * After commit. At most once: a failed send is logged, not retried — the notice is recorded
 * (the WhatsApp message and the settings card say the same), and retrying would need an
 * e-mail queue the schema does not have.
 */
async function sendEmail(deps: LifecycleDeps, message: MailMessage, userId: string, notice: LifecycleNotice | null): Promise<boolean> {
  try {
    await deps.mailer.send(message);
    return true;
  } catch (error) {
    deps.log.error({ err: error, userId, kind: notice?.kind, daysBefore: notice?.daysBefore }, 'subscription e-mail not sent');
    return false;
  }
}
