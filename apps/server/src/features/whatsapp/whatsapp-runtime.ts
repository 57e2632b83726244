// The WhatsApp transport as the rest of the app sees it: the sender, the conversation port
// (null until the action/reply layer is wired), and the two background loops — the inbox
// worker (stored messages → processed) and the dispatcher (queued replies → sent).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@kumbu/db/database';
import type { Config } from '../../config';
import type { WhatsAppSender } from '../../adapters/whatsapp/whatsapp-sender';
import type { ConversationPort } from './conversation-port';
import { InboxWorker } from './inbox-worker';
import { OutboundDispatcher } from './outbound-dispatcher';

/** Messages the inbox worker handles, and replies the dispatcher sends, at once on PostgreSQL (the pool has 10 connections; the web keeps the rest). */
const INBOX_CONCURRENCY = 4;

export interface WhatsAppRuntime {
  readonly sender: WhatsAppSender;
  readonly conversation: ConversationPort | null;
  readonly inbox: InboxWorker;
  readonly dispatcher: OutboundDispatcher;
  /** Messages were stored (webhook): wake the inbox worker. */
  notifyInbound(): void;
  /** Replies were queued: wake the dispatcher. */
  notifyOutbound(): void;
  start(): void;
  stop(): Promise<void>;
}

export interface WhatsAppRuntimeOptions {
  readonly config: Config;
  readonly database: Database;
  readonly sender: WhatsAppSender;
  readonly conversation: ConversationPort | null;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  readonly pollMs?: number;
  /** After each inbox commit that processed messages: work that must wait for that commit (the support e-mail). */
  readonly onCommitted?: () => void;
}

export function createWhatsAppRuntime(options: WhatsAppRuntimeOptions): WhatsAppRuntime {
  const { config, database, sender, conversation, now, log } = options;
  const dispatcher = new OutboundDispatcher({
    database, sender, welcomeTemplate: config.whatsapp.welcomeTemplate, now, log, pollMs: options.pollMs,
    concurrency: database.kind === 'postgres' ? INBOX_CONCURRENCY : 1,
  });
  const inbox = new InboxWorker({
    database, publicUrl: config.publicUrl, supportEmail: config.supportEmail, now, log, conversation, pollMs: options.pollMs,
    onQueued: () => { dispatcher.wake(); options.onCommitted?.(); },
    concurrency: database.kind === 'postgres' ? INBOX_CONCURRENCY : 1,
  });
  return {
    sender, conversation, inbox, dispatcher,
    notifyInbound: () => inbox.wake(),
    notifyOutbound: () => dispatcher.wake(),
    start() { inbox.start(); dispatcher.start(); },
    async stop() { await inbox.stop(); await dispatcher.stop(); },
  };
}
