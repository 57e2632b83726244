import { outboxMessages } from '@kumbu/db/schema';
import type { Db } from '@kumbu/db/database';
import type { Mailer, MailMessage } from './mailer';

export function createOutboxMailer(db: Db, onSent?: (message: MailMessage) => void): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(outboxMessages).values({
        channel: 'email', recipient: message.to, subject: message.subject, bodyText: message.text, bodyHtml: message.html,
      });
      onSent?.(message);
    },
    async close() { /* nothing held open */ },
  };
}
