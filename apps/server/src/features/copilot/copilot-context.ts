// What every co-pilot action needs: the transaction, the user, the day in Luanda, and
// where the web app lives (links in replies).
import type { DayString } from '@kumbu/core/date-range';
import type { Lang } from '@kumbu/core/lang';
import type { Tx } from '@kumbu/db/database';
import type { SubscriptionRow } from '@kumbu/db/accounts';
import type { Reply } from '@kumbu/agent/reply/replies';
import type { OutgoingMessage } from '../whatsapp/conversation-port';

export interface CopilotContext {
  readonly tx: Tx;
  readonly userId: string;
  /** The profile's language: category labels are stored in it (the dashboard shows them). */
  readonly profileLang: Lang;
  /** The language to answer in: the message's own, else the profile's. */
  readonly lang: Lang;
  readonly now: Date;
  readonly today: DayString;
  readonly publicUrl: string;
  /** The subscription as the worker read it with the message; undefined = read it when needed. */
  readonly subscription?: SubscriptionRow | null;
}

export const WHATSAPP_SOURCE = 'whatsapp';

export function toOutgoing(reply: Reply): OutgoingMessage {
  return reply.buttons && reply.buttons.length > 0
    ? { type: 'buttons', text: reply.text, buttons: reply.buttons }
    : { type: 'text', text: reply.text };
}
