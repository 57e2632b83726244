// What every co-pilot action needs: the transaction, the user, the day in Luanda, and
// where the web app lives (links in replies).
import { dayStartUtc, type DayString } from '@kumbu/core/date-range';
import type { Lang } from '@kumbu/core/lang';
import type { Tx } from '@kumbu/db/database';
import type { SubscriptionRow } from '@kumbu/db/accounts';
import type { Reply } from '@kumbu/agent/reply/replies';
import type { ConversationState, RememberedRecord } from '@kumbu/agent/conversation-state';
import type { OutgoingMessage } from '../whatsapp/conversation-port';

export interface CopilotContext {
  readonly tx: Tx;
  readonly userId: string;
  /** The profile's language (records store category keys, never a label in it). */
  readonly profileLang: Lang;
  /** The language to answer in: the message's own, else the profile's. */
  readonly lang: Lang;
  readonly now: Date;
  readonly today: DayString;
  readonly publicUrl: string;
  /** The inbound message being answered (inbound_messages.id); a question's buttons name it. */
  readonly inboundId?: number;
  /** The subscription as the worker read it with the message; undefined = read it when needed. */
  readonly subscription?: SubscriptionRow | null;
  /** What the conversation remembers (issue 16): the last question, the last message's records. */
  readonly conversation?: ConversationState;
  /**
   * The records this message wrote, by id, as the record action wrote them: what the
   * conversation remembers without reading them back (one query less per message).
   */
  readonly written?: Map<string, RememberedRecord>;
  /** Stores the conversation state with the worker's group writes (one statement per group); absent = store it now. */
  readonly rememberLater?: (state: ConversationState, expiresAt: Date) => void;
}

export const WHATSAPP_SOURCE = 'whatsapp';

const NOON_MS = 12 * 3_600_000;

/** When a record of `day` happened: now for today, else noon in Luanda that day (the hour is unknown). */
export function occurredAtFor(day: DayString, ctx: Pick<CopilotContext, 'today' | 'now'>): Date {
  return day === ctx.today ? ctx.now : new Date(dayStartUtc(day).getTime() + NOON_MS);
}

export function toOutgoing(reply: Reply): OutgoingMessage {
  if (reply.list && reply.list.rows.length > 0) return { type: 'list', text: reply.text, button: reply.list.button, rows: reply.list.rows };
  return reply.buttons && reply.buttons.length > 0
    ? { type: 'buttons', text: reply.text, buttons: reply.buttons }
    : { type: 'text', text: reply.text };
}
