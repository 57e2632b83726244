import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@kumbu/db/database';
import type { Config } from '../../config';
import type { WhatsAppSender } from './whatsapp-sender';
import { createCloudSender } from './cloud-sender';
import { createSimulatorSender } from './simulator-sender';

/** The configured WhatsApp adapter. Logs message ids only, never texts or tokens. */
export function createWhatsAppSender(config: Config, db: Db, log: FastifyBaseLogger): WhatsAppSender {
  const w = config.whatsapp;
  if (w.transport === 'cloud') {
    return createCloudSender({ graphUrl: w.graphUrl, graphVersion: w.graphVersion, phoneNumberId: w.phoneNumberId, accessToken: w.accessToken });
  }
  if (config.env === 'production') log.warn('WHATSAPP_TRANSPORT=simulator in production: WhatsApp replies are stored, not sent');
  return createSimulatorSender(db, (m) => log.debug({ messageId: m.id }, 'WhatsApp reply written to the simulator (GET /dev/whatsapp)'));
}
