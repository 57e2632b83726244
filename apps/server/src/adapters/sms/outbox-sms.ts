import { outboxMessages } from '@kumbu/db/schema';
import type { Db } from '@kumbu/db/database';
import type { SmsMessage, SmsSender } from './sms-sender';

/** Stores each SMS in the dev outbox. `onSent` gets the recipient only: texts carry codes. */
export function createOutboxSms(db: Db, onSent?: (message: Pick<SmsMessage, 'to'>) => void): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(outboxMessages).values({ channel: 'sms', recipient: message.to, subject: null, bodyText: message.text, bodyHtml: null });
      onSent?.({ to: message.to });
    },
    async close() { /* nothing held open */ },
  };
}
