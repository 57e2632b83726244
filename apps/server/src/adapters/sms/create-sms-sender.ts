import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@kumbu/db/database';
import type { Config } from '../../config';
import type { SmsSender } from './sms-sender';
import { createOutboxSms } from './outbox-sms';
import { createHttpSms } from './http-sms';

/** The configured SMS adapter. Logs recipients only, never texts (they carry codes). */
export function createSmsSender(config: Config, db: Db, log: FastifyBaseLogger): SmsSender {
  if (config.sms.transport === 'http') return createHttpSms({ url: config.sms.gatewayUrl, token: config.sms.gatewayToken, from: config.sms.from });
  if (config.env === 'production') log.warn('SMS_TRANSPORT=outbox in production: verification codes are stored, not sent');
  return createOutboxSms(db, (m) => log.info({ to: m.to }, 'SMS written to the dev outbox (GET /api/dev/outbox?channel=sms)'));
}
