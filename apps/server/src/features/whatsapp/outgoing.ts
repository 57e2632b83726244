// Turning replies into queued outbound rows: long texts become several rows (each ≤ 4096
// characters, cut politely), button and list messages keep their buttons or list on the last part. Queue in
// the transaction that decided the messages; the dispatcher sends them after commit.
import { z } from 'zod';
import { enqueueOutbound, type NewOutbound } from '@kumbu/db/whatsapp';
import type { DbOrTx } from '@kumbu/db/database';
import { splitText } from '../../adapters/whatsapp/split-text';
import { BUTTONS_BODY_LIMIT, LIST_BODY_LIMIT, TEXT_LIMIT, type OutgoingMessage } from '../../adapters/whatsapp/whatsapp-sender';

export const outgoingSchema: z.ZodType<OutgoingMessage> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('buttons'), text: z.string(), buttons: z.array(z.object({ id: z.string(), title: z.string() })) }),
  z.object({ type: z.literal('list'), text: z.string(), button: z.string(), rows: z.array(z.object({ id: z.string(), title: z.string() })) }),
  z.object({ type: z.literal('template'), name: z.string(), language: z.string(), components: z.array(z.unknown()).optional() }),
]);

/** Each message as it will be sent: texts split to the limit, buttons on the last part of their text. */
export function sendableParts(messages: readonly OutgoingMessage[]): OutgoingMessage[] {
  const parts: OutgoingMessage[] = [];
  for (const message of messages) {
    if (message.type === 'text') {
      if (message.text.trim() === '') continue;
      for (const text of splitText(message.text, TEXT_LIMIT)) parts.push({ type: 'text', text });
    } else if (message.type === 'buttons') {
      const texts = splitText(message.text, BUTTONS_BODY_LIMIT);
      const last = texts.pop() ?? '';
      for (const text of texts) parts.push({ type: 'text', text });
      parts.push({ type: 'buttons', text: last, buttons: message.buttons });
    } else if (message.type === 'list') {
      const texts = splitText(message.text, LIST_BODY_LIMIT);
      const last = texts.pop() ?? '';
      for (const text of texts) parts.push({ type: 'text', text });
      parts.push({ ...message, text: last });
    } else {
      parts.push(message);
    }
  }
  return parts;
}

export interface QueueOptions {
  readonly toId: string;
  readonly userId: string | null;
  readonly inboundId: number | null;
  /** Prefix of each part's dedupe key (`<key>:<index>`): queuing twice with the same key queues once. */
  readonly dedupeKey: string | null;
  readonly now: Date;
}

/** The outbound rows for messages to one number (for callers that queue several numbers' rows in one insert). */
export function outboundRowsFor(messages: readonly OutgoingMessage[], options: QueueOptions): NewOutbound[] {
  return sendableParts(messages).map((payload, index) => ({
    toId: options.toId, userId: options.userId, inboundId: options.inboundId,
    dedupeKey: options.dedupeKey === null ? null : `${options.dedupeKey}:${index}`,
    kind: payload.type, payload, now: options.now,
  }));
}

/** Queues messages for a number; call with the transaction whose commit should release them. */
export async function queueWhatsApp(db: DbOrTx, messages: readonly OutgoingMessage[], options: QueueOptions): Promise<number[]> {
  return enqueueOutbound(db, outboundRowsFor(messages, options));
}
