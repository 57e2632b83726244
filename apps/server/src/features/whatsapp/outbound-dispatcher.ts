// Sends queued WhatsApp messages after the transaction that queued them has committed.
// Each row is leased (status `sending`, lease in next_attempt_at) by one instance, sent,
// then marked `sent` with the provider's message id. Failures are retried with growing
// delays. The lease is short (OUTBOUND_LEASE_MS) and renewed while the send is in flight, so
// a slow Graph call keeps its rows, while a crash mid-send frees them within seconds for
// another instance (issue 14; the only case where a message could go twice is a crash after
// Graph accepted it and before it was marked). Messages to one number go out in order.
//
// Under load the dispatcher leases a group of due messages in one statement (one per
// number), sends them all at once, and marks the sent ones in one statement: two round
// trips per group instead of two per message. Failures are marked one by one (rare).
//
// The 24-hour rule: free-form messages (text, buttons) are only allowed within 24 hours of
// the person's last message. Outside it the approved template (WHATSAPP_WELCOME_TEMPLATE)
// is sent instead, or — with none configured — nothing is sent and the row is `skipped`.
// Graph error 131047 (the API's own verdict that the window is closed) is handled the same way.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@kumbu/db/database';
import { findProfileByWhatsappId } from '@kumbu/db/accounts';
import {
  claimOutbound, markOutboundDone, markOutboundRetry, markOutboundSent, renewOutboundLease, type ClaimedOutbound, type OutboundRow, type SentOutbound,
} from '@kumbu/db/whatsapp';
import { OUTSIDE_WINDOW_ERROR, WhatsAppSendError, type OutgoingMessage, type WhatsAppSender } from '../../adapters/whatsapp/whatsapp-sender';
import { outgoingSchema } from './outgoing';
import { Pump, drainWithHands, type DrainStep } from './pump';

export const WINDOW_MS = 24 * 60 * 60 * 1000;
export const MAX_SEND_ATTEMPTS = 8;
/**
 * How long a claimed message is held without a renewal: what a crash mid-send costs in delay.
 * Renewed every third of it while the send runs; long enough that a slow database round trip
 * does not let another instance take a message that is still being sent.
 */
export const OUTBOUND_LEASE_MS = 6_000;
/** Messages leased (and sent in parallel) per round trip at most. */
export const OUTBOUND_BATCH = 16;

export interface DispatcherOptions {
  readonly database: Database;
  readonly sender: WhatsAppSender;
  readonly welcomeTemplate: string | undefined;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  readonly pollMs?: number;
  /** Groups in flight at once (one number's replies still in order). */
  readonly concurrency?: number;
  /** Messages per group (default OUTBOUND_BATCH). */
  readonly batch?: number;
  /** Lease on claimed messages (default OUTBOUND_LEASE_MS), renewed every third of it while sending. */
  readonly leaseMs?: number;
}

/** Retry delay after the n-th failed attempt: 1 s, 2 s, 4 s … capped at 5 minutes. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1_000 * 2 ** Math.max(0, attempt - 1), 300_000);
}

export class OutboundDispatcher {
  private readonly pump: Pump;

  constructor(private readonly options: DispatcherOptions) {
    this.pump = new Pump((active) => this.drain(active), options.pollMs ?? 1_000, (error) => options.log.error({ err: error }, 'WhatsApp dispatcher failed'));
  }

  start(): void { this.pump.start(); }
  wake(): void { this.pump.wake(); }
  stop(): Promise<void> { return this.pump.stop(); }

  private async drain(active: () => boolean): Promise<void> {
    // A hand leases and sends groups until it finds nothing; while groups come back full,
    // more hands join (up to `concurrency`): the Graph API calls and the database round trips
    // of one group overlap with the others'.
    await drainWithHands(Math.max(1, this.options.concurrency ?? 1), active, () => this.claimAndSend());
  }

  /** Leases the next due replies and sends them: how many it leased. */
  private async claimAndSend(): Promise<DrainStep> {
    const now = this.options.now();
    const limit = Math.max(1, this.options.batch ?? OUTBOUND_BATCH);
    const leaseMs = this.options.leaseMs ?? OUTBOUND_LEASE_MS;
    const leaseUntil = new Date(now.getTime() + leaseMs);
    const rows = await claimOutbound(this.options.database.relaxed, now, leaseUntil, limit);
    if (rows.length === 0) return { claimed: 0, full: false };
    const lease = this.keepLeased(rows.map((r) => r.id), leaseUntil, leaseMs);
    let sent: (SentOutbound | null)[];
    try {
      sent = await Promise.all(rows.map((row) => this.sendOne(row)));
    } finally {
      await lease.stop();
    }
    const { more } = await markOutboundSent(this.options.database.relaxed, sent.filter((s): s is SentOutbound => s !== null), this.options.now());
    const full = rows.length >= limit;
    return { claimed: rows.length, full, more: full || more };
  }

  /**
   * Renews the lease on `ids` every third of `leaseMs` until stopped: the rows stay this
   * instance's while their sends run, however slow Graph is. Renewals never overlap.
   */
  private keepLeased(ids: readonly number[], leaseUntil: Date, leaseMs: number): { stop(): Promise<void> } {
    const { database, now, log } = this.options;
    let held = leaseUntil;
    let running: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      running = running.then(async () => {
        const next = new Date(now().getTime() + leaseMs);
        try {
          if (await renewOutboundLease(database.relaxed, ids, held, next) > 0) held = next;
        } catch (error) {
          log.warn({ err: error }, 'WhatsApp dispatcher could not renew a lease');
        }
      });
    }, Math.max(50, Math.floor(leaseMs / 3)));
    timer.unref();
    return { async stop() { clearInterval(timer); await running; } };
  }

  /** Sends one leased message: what to mark sent, or null when it was not (already marked as retry, failed or skipped). */
  private async sendOne(row: ClaimedOutbound): Promise<SentOutbound | null> {
    const { database, log } = this.options;
    const db = database.relaxed;
    const parsed = outgoingSchema.safeParse(row.payload);
    if (!parsed.success) {
      await markOutboundDone(db, row.id, 'failed', 'unreadable payload');
      log.error({ outboundId: row.id }, 'WhatsApp message not sent: unreadable payload');
      return null;
    }
    let message = parsed.data;
    if (message.type !== 'template' && !this.insideWindow(row.lastInboundAt)) {
      const template = await this.templateFor(row.toId);
      if (!template) { await this.skip(row, 'outside the 24-hour window'); return null; }
      message = template;
    }
    try {
      return await this.deliver(row, message);
    } catch (error) {
      if (error instanceof WhatsAppSendError && error.code === OUTSIDE_WINDOW_ERROR && message.type !== 'template') {
        const template = await this.templateFor(row.toId);
        if (!template) { await this.skip(row, 'refused: outside the 24-hour window (131047)'); return null; }
        try { return await this.deliver(row, template); } catch (again) { await this.failed(row, again); return null; }
      }
      await this.failed(row, error);
      return null;
    }
  }

  private async deliver(row: OutboundRow, message: OutgoingMessage): Promise<SentOutbound> {
    const { id } = await this.options.sender.send(row.toId, message);
    this.options.log.info({ outboundId: row.id, messageId: id, sentAs: message.type }, 'WhatsApp message sent');
    return { id: row.id, providerMessageId: id, sentAs: message.type };
  }

  /** The person wrote to us less than 24 hours ago (read with the claim). */
  private insideWindow(last: Date | null): boolean {
    return last !== null && this.options.now().getTime() - last.getTime() < WINDOW_MS;
  }

  private async templateFor(toId: string): Promise<OutgoingMessage | null> {
    const name = this.options.welcomeTemplate;
    if (!name) return null;
    const profile = await findProfileByWhatsappId(this.options.database.relaxed, toId);
    return { type: 'template', name, language: profile?.language === 'en' ? 'en' : 'pt_PT' };
  }

  private async skip(row: OutboundRow, reason: string): Promise<void> {
    await markOutboundDone(this.options.database.relaxed, row.id, 'skipped', `${reason}; no WHATSAPP_WELCOME_TEMPLATE configured`);
    this.options.log.warn({ outboundId: row.id }, `WhatsApp message not sent: ${reason} and no WHATSAPP_WELCOME_TEMPLATE is configured`);
  }

  private async failed(row: OutboundRow, error: unknown): Promise<void> {
    const db = this.options.database.relaxed;
    const reason = error instanceof Error ? error.message : String(error);
    const retryable = error instanceof WhatsAppSendError ? error.retryable : true;
    if (retryable && row.attempts < MAX_SEND_ATTEMPTS) {
      const next = new Date(this.options.now().getTime() + retryDelayMs(row.attempts));
      await markOutboundRetry(db, row.id, reason, next);
      this.options.log.warn({ outboundId: row.id, attempt: row.attempts, retryAt: next.toISOString(), reason }, 'WhatsApp send failed; will retry');
    } else {
      await markOutboundDone(db, row.id, 'failed', reason);
      this.options.log.error({ outboundId: row.id, attempt: row.attempts, reason }, 'WhatsApp send failed for good');
    }
  }
}
