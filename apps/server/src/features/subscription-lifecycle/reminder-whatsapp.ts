// How a subscription notice goes out on WhatsApp. Inside the 24-hour window it is the
// co-pilot's own free-form text; outside it only an approved template may go, so it is the
// reminder template (WHATSAPP_REMINDER_TEMPLATE) carrying the notice as one line — or, with
// none configured, nothing (the e-mail still goes). The choice is made here, at queue time,
// because the dispatcher's own fallback outside the window is the *welcome* template, which
// is for people who have no account yet.
import { max, eq } from 'drizzle-orm';
import type { Lang } from '@kumbu/core/lang';
import type { DbOrTx } from '@kumbu/db/database';
import { inboundMessages } from '@kumbu/db/schema';
import { subscriptionReminderLine, subscriptionReminderReply, type ReminderFacts } from '@kumbu/agent/reply/subscription-reply';
import type { OutgoingMessage } from '../../adapters/whatsapp/whatsapp-sender';
import { WINDOW_MS } from '../whatsapp/outbound-dispatcher';
import { queueWhatsApp } from '../whatsapp/outgoing';

/** A text is queued only with this much of the window left, so the dispatcher still finds it open. */
const WINDOW_MARGIN_MS = 60 * 60 * 1000;

export type WhatsAppChoice = 'text' | 'template' | 'none';

/** When the person last wrote to us (the 24-hour window's start), or null. */
export async function lastInboundAt(db: DbOrTx, waId: string): Promise<Date | null> {
  const [row] = await db.select({ at: max(inboundMessages.receivedAt) }).from(inboundMessages).where(eq(inboundMessages.fromId, waId));
  return row?.at ? new Date(row.at) : null;
}

export function reminderMessage(
  facts: ReminderFacts, lang: Lang, lastInbound: Date | null, template: string | undefined,
): { readonly choice: WhatsAppChoice; readonly message: OutgoingMessage | null } {
  const open = lastInbound !== null && facts.now.getTime() - lastInbound.getTime() < WINDOW_MS - WINDOW_MARGIN_MS;
  if (open) return { choice: 'text', message: { type: 'text', text: subscriptionReminderReply(facts, lang).text } };
  if (!template) return { choice: 'none', message: null };
  // Body parameters: {{1}} the notice in one line, {{2}} the settings link (docs/subscription-lifecycle.md).
  const parameters = [subscriptionReminderLine(facts, lang), facts.settingsUrl].map((text) => ({ type: 'text', text }));
  return {
    choice: 'template',
    message: { type: 'template', name: template, language: lang === 'en' ? 'en' : 'pt_PT', components: [{ type: 'body', parameters }] },
  };
}

/** One notice's dedupe key: the same notice is never queued twice, whatever retries happen. */
export function noticeDedupeKey(userId: string, kind: string, daysBefore: number, endsAt: Date): string {
  return `subscription-notice:${userId}:${kind}:${daysBefore}:${endsAt.toISOString()}`;
}

export async function queueReminder(
  db: DbOrTx, message: OutgoingMessage, to: { readonly waId: string; readonly userId: string }, dedupeKey: string, now: Date,
): Promise<boolean> {
  const ids = await queueWhatsApp(db, [message], { toId: to.waId, userId: to.userId, inboundId: null, dedupeKey, now });
  return ids.length > 0;
}
