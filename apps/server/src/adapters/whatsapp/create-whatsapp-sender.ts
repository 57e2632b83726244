import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@kumbu/db/database';
import type { Config } from '../../config';
import type { WhatsAppSender } from './whatsapp-sender';
import { createCloudSender } from './cloud-sender';
import type { SimulatorMediaStore } from './simulator-media';
import { createSimulatorSender } from './simulator-sender';

/**
 * The configured WhatsApp adapter. Logs message ids only, never texts or tokens. The simulator
 * serves media from `simulatorMedia` (the files sent from its page); none = no media.
 */
export function createWhatsAppSender(config: Config, db: Db, log: FastifyBaseLogger, simulatorMedia: SimulatorMediaStore | null = null): WhatsAppSender {
  const w = config.whatsapp;
  if (w.transport === 'cloud') {
    return createCloudSender({ graphUrl: w.graphUrl, graphVersion: w.graphVersion, phoneNumberId: w.phoneNumberId, accessToken: w.accessToken });
  }
  if (config.env === 'production') log.warn('WHATSAPP_TRANSPORT=simulator in production: WhatsApp replies are stored, not sent');
  return createSimulatorSender(db, simulatorMedia, (m) => log.debug({ messageId: m.id }, 'WhatsApp reply written to the simulator (GET /dev/whatsapp)'));
}
