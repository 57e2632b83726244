// Sends the team's e-mail for each support request, after the transaction that opened it has
// committed — never inside it (a rolled-back request must not be mailed, and SMTP must not
// hold a database transaction open). The support_requests row is the queue: the co-pilot
// notes a new request in the worker's transaction, the worker's commit wakes this loop, and
// a poll catches what a crash or another instance left (a lease that ran out, a retry due).
// At-least-once: a crash between the send and the mark sends that one e-mail again.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@kumbu/db/database';
import {
  MAX_SUPPORT_EMAIL_ATTEMPTS, claimSupportEmail, markSupportEmailFailed, markSupportEmailed, recentConversation, supportRequester,
} from '@kumbu/db/support-requests';
import type { Mailer } from '../../adapters/mail/mailer';
import { Pump } from '../whatsapp/pump';
import { supportEmail } from './support-email';

/** How long one send may take before another sender may take the request up. */
const LEASE_MS = 5 * 60_000;
/** The poll behind the wake-ups: retries and requests another instance opened. */
const POLL_MS = 30_000;
/** A noted request not found after this long was rolled back (or sent by another instance): stop waking for it. */
const NOTE_FRESH_MS = 30_000;
/** WhatsApp messages, both ways, shown to the team. */
export const CONVERSATION_LINES = 10;

export interface SupportMailerOptions {
  readonly database: Database;
  readonly mailer: Mailer;
  /** SUPPORT_EMAIL: the team's address. */
  readonly to: string;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  readonly pollMs?: number;
}

export class SupportMailer {
  private readonly pump: Pump;
  /** When a request was last noted in a transaction not yet known to have committed (Date.now ms); null: none. */
  private notedAt: number | null = null;

  constructor(private readonly options: SupportMailerOptions) {
    this.pump = new Pump((active) => this.drain(active).then(() => undefined), options.pollMs ?? POLL_MS,
      (error) => options.log.error({ err: error }, 'support e-mail run failed'));
  }

  start(): void { this.pump.start(); }
  stop(): Promise<void> { return this.pump.stop(); }

  /** A request was opened in a transaction still open: it is sent once a commit wakes this loop (afterCommit). */
  notePending(): void { this.notedAt = Date.now(); }

  /** A worker transaction committed: if a request was noted, send now rather than at the next poll. */
  afterCommit(): void {
    if (this.notedAt !== null) this.pump.wake();
  }

  /** Sends every request due now; how many were tried (sent, or put off after a failure). */
  async drain(active: () => boolean = () => true): Promise<number> {
    const notedAt = this.notedAt;
    this.notedAt = null;
    let sent = 0;
    while (active() && await this.sendNext()) sent++;
    // Woken by another transaction's commit (several run at once on PostgreSQL) before the one
    // that opened the request committed: keep the note, so that commit wakes this loop again.
    if (sent === 0 && notedAt !== null && Date.now() - notedAt < NOTE_FRESH_MS && this.lastNote() === null) this.notedAt = notedAt;
    return sent;
  }

  /** Read through a call: a note may arrive while a drain awaits. */
  private lastNote(): number | null { return this.notedAt; }

  /** Leases, sends and marks one request; false when none is due. A failed send is retried later, with growing waits. */
  private async sendNext(): Promise<boolean> {
    const { database, mailer, now, log } = this.options;
    const claimedAt = now();
    const request = await claimSupportEmail(database.db, claimedAt, new Date(claimedAt.getTime() + LEASE_MS));
    if (!request) return false;
    try {
      const person = await supportRequester(database.db, request.userId);
      const conversation = await recentConversation(database.db, request.userId, person?.whatsappId ?? null, CONVERSATION_LINES);
      await mailer.send(supportEmail(this.options.to, request, person, conversation));
      await markSupportEmailed(database.db, request.id, now());
      log.info({ reference: request.reference }, 'support request e-mailed to the team');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(now().getTime() + Math.min(3_600_000, 60_000 * 2 ** (request.emailAttempts - 1)));
      await markSupportEmailFailed(database.db, request.id, message, retryAt);
      const last = request.emailAttempts >= MAX_SUPPORT_EMAIL_ATTEMPTS;
      log[last ? 'error' : 'warn']({ err: error, reference: request.reference, attempt: request.emailAttempts }, last
        ? 'support request e-mail given up; the request stays in support_requests'
        : 'support request e-mail failed; it is tried again');
    }
    return true;
  }
}
