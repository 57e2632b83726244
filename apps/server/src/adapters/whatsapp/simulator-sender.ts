// The built-in simulator: every WhatsApp reply is written to the dev outbox (channel
// "whatsapp", recipient "+<digits>") and shown as a conversation at /dev/whatsapp. A real
// code path, not a mock: the same queue, dispatcher and 24-hour rule run as with the Cloud API.
// Files sent from the page are served to fetchMedia from the simulator's media store.
import { randomBytes } from 'node:crypto';
import { outboxMessages } from '@kumbu/db/schema';
import type { Db } from '@kumbu/db/database';
import { normaliseButtons, normaliseList } from './cloud-sender';
import type { SimulatorMediaStore } from './simulator-media';
import { MediaTooLargeError, TEXT_LIMIT, WhatsAppSendError, type OutgoingMessage, type WhatsAppSender } from './whatsapp-sender';

export const SIMULATOR_CHANNEL = 'whatsapp';

/** How a message reads in the outbox (buttons and list rows as [Title], templates by name). */
export function simulatorText(message: OutgoingMessage): string {
  switch (message.type) {
    case 'text': return message.text;
    case 'buttons': return `${message.text}\n\n${normaliseButtons(message.buttons).map((b) => `[${b.title}]`).join(' ')}`;
    case 'list': {
      const list = normaliseList(message.button, message.rows);
      return `${message.text}\n\n☰ ${list.button}: ${list.rows.map((r) => `[${r.title}]`).join(' ')}`;
    }
    case 'template': return `[template ${message.name} · ${message.language}]`;
  }
}

export function createSimulatorSender(db: Db, media: SimulatorMediaStore | null, onSent?: (info: { id: string }) => void): WhatsAppSender {
  return {
    kind: 'simulator',
    async send(to, message) {
      if (message.type === 'text' && message.text.length > TEXT_LIMIT) throw new WhatsAppSendError(`text over ${TEXT_LIMIT} characters (split it first)`, false);
      const id = `wamid.SIM${randomBytes(12).toString('hex').toUpperCase()}`;
      await db.insert(outboxMessages).values({
        channel: SIMULATOR_CHANNEL, recipient: `+${to}`,
        subject: message.type === 'text' ? null : message.type === 'template' ? `template ${message.name}` : message.type,
        bodyText: simulatorText(message), bodyHtml: null,
      });
      onSent?.({ id });
      return { id };
    },
    fetchMedia(mediaId, maxBytes) {
      const file = media?.get(mediaId);
      // Not retryable: an unknown or expired id will not appear by trying again (Meta answers the same).
      if (!file) return Promise.reject(new WhatsAppSendError('no such media in the WhatsApp simulator (unknown or expired)', false, null, 404));
      if (maxBytes !== undefined && file.bytes.length > maxBytes) return Promise.reject(new MediaTooLargeError(file.bytes.length, maxBytes));
      return Promise.resolve(file);
    },
    async close() { /* nothing held open */ },
  };
}
