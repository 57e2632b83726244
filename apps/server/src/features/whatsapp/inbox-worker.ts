// Processes stored inbound WhatsApp messages exactly once. The webhook only stores them
// (status `received`) and answers 200; this worker claims one at a time (FOR UPDATE SKIP
// LOCKED, so several PostgreSQL instances share the work) and handles it inside a
// transaction that also marks it `processed` and queues its replies: the effects, the
// replies and the mark commit together or not at all. A crash anywhere before the commit
// leaves the message `received`, and the next run (this or another instance, or a restart)
// processes it — once.
import type { FastifyBaseLogger } from 'fastify';
import { isLang } from '@kumbu/core/lang';
import type { Database, Tx } from '@kumbu/db/database';
import {
  claimNextInbound, markInboundProcessed, type ClaimedInbound, peekNextInbound, recordInboundFailure, setInboundUser, type InboundRow,
} from '@kumbu/db/whatsapp';
import type { ConversationPort } from './conversation-port';
import { storedPayloadSchema, textOf } from './envelope';
import { queueWhatsApp } from './outgoing';
import { Pump } from './pump';
import { welcomeDedupeKey, welcomeMessage } from './welcome';

/** A message that fails this many times is parked as `failed` (and logged) instead of blocking its sender. */
export const MAX_INBOUND_ATTEMPTS = 5;
const BATCH = 50;

export interface InboxWorkerOptions {
  readonly database: Database;
  readonly publicUrl: string;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  readonly conversation: ConversationPort | null;
  /** Called after a commit that queued replies (wakes the dispatcher). */
  readonly onQueued: () => void;
  readonly pollMs?: number;
  /**
   * Messages handled at once, each in its own transaction (PostgreSQL: different senders in
   * parallel, one sender's messages still in order). 1 on PGlite, which has one connection.
   */
  readonly concurrency?: number;
}

type Outcome = 'idle' | 'processed' | 'deferred';

export class InboxWorker {
  private readonly pump: Pump;

  constructor(private readonly options: InboxWorkerOptions) {
    this.pump = new Pump((active) => this.drain(active), options.pollMs ?? 1_000, (error) => options.log.error({ err: error }, 'WhatsApp inbox worker failed'));
  }

  start(): void { this.pump.start(); }
  /** New messages were stored: look now rather than at the next poll. */
  wake(): void { this.pump.wake(); }
  stop(): Promise<void> { return this.pump.stop(); }

  private async drain(active: () => boolean): Promise<void> {
    // While one message waits on the database, others can use the CPU. Rounds of `width`
    // claims: a round that finds less work than it has hands (or hits a failure) ends the
    // drain, so a failing message is tried once per round at most, as with a single hand.
    // With a `prepare` step (a model peeking the next message) one at a time, so each
    // message is prepared once.
    const width = this.options.conversation?.prepare ? 1 : Math.max(1, this.options.concurrency ?? 1);
    for (let i = 0; i < BATCH && active(); i += width) {
      const outcomes = await Promise.all(Array.from({ length: width }, () => this.processOne()));
      if (outcomes.includes('idle')) return;
    }
    // A full batch: more is probably waiting, so go round again now. Without this a backlog
    // that no new post wakes us for drained at one batch per poll interval (50 a second).
    if (active()) this.pump.wake();
  }

  /** Claims and handles one message; 'idle' when there is nothing (or the claimed one failed). */
  async processOne(): Promise<Outcome> {
    const { database, log } = this.options;
    const claimed: { row: InboundRow | null } = { row: null };
    try {
      const prepared = await this.prepareNext();
      const outcome = await database.db.transaction(async (tx): Promise<Outcome> => {
        const next = await claimNextInbound(tx, { includeKnown: this.options.conversation !== null });
        if (!next) return 'idle';
        claimed.row = next.row;
        // Another instance may have taken the peeked message meanwhile: then there is no advice for this one.
        return this.handle(tx, next, prepared?.id === next.row.id ? prepared.value : undefined);
      });
      if (outcome === 'processed') {
        log.info({ inboundId: claimed.row?.id }, 'WhatsApp message processed');
        this.options.onQueued();
      }
      return outcome;
    } catch (error) {
      const row = claimed.row;
      if (!row) throw error;
      log.warn({ err: error, inboundId: row.id, attempt: row.attempts + 1 }, 'WhatsApp message processing failed; it stays received and is retried');
      await recordInboundFailure(database.db, row.id, error instanceof Error ? error.message : String(error), MAX_INBOUND_ATTEMPTS);
      return 'idle';
    }
  }

  /**
   * The port's optional slow step (a language model) for the message that will most likely be
   * claimed next, run outside any transaction. Skipped entirely when the port has none.
   */
  private async prepareNext(): Promise<{ id: number; value: unknown } | null> {
    const port = this.options.conversation;
    if (!port?.prepare) return null;
    const next = await peekNextInbound(this.options.database.db);
    if (!next) return null;
    const payload = storedPayloadSchema.safeParse(next.payload);
    if (!payload.success) return null;
    try {
      return { id: next.id, value: await port.prepare({ text: textOf(payload.data.message), now: this.options.now() }) };
    } catch (error) {
      this.options.log.warn({ err: error, inboundId: next.id }, 'preparing a WhatsApp message failed; it is handled without');
      return null;
    }
  }

  private async handle(tx: Tx, { row, profile, subscription }: ClaimedInbound, prepared?: unknown): Promise<Outcome> {
    const now = this.options.now();
    const payload = storedPayloadSchema.parse(row.payload);

    if (!profile) {
      // Someone new: the welcome and the onboarding link, at most once per number per day.
      await queueWhatsApp(tx, [welcomeMessage(this.options.publicUrl, row.fromId)], {
        toId: row.fromId, userId: null, inboundId: row.id, dedupeKey: welcomeDedupeKey(row.fromId, now), now,
      });
      await markInboundProcessed(tx, row.id, null, now);
      return 'processed';
    }

    const port = this.options.conversation;
    if (!port) {
      // No conversation layer is wired yet (the action/reply layer lands in a later step).
      // A known user's message is therefore NOT processed: it stays `received`, matched to
      // the account, and is neither dropped nor answered with a placeholder. Once a
      // ConversationPort is provided (AppDeps.conversation), the claim includes these rows
      // and each is processed exactly once, in order.
      await setInboundUser(tx, row.id, profile.userId);
      return 'deferred';
    }

    const replies = await port.handle({
      userId: profile.userId,
      lang: isLang(profile.language) ? profile.language : 'pt',
      text: textOf(payload.message),
      message: payload.message,
      waId: row.fromId,
      contactName: payload.contactName,
      inboundId: row.id,
      now,
      tx,
      categoryMemory: profile.categoryMemory,
      subscription,
      ...(prepared === undefined ? {} : { prepared }),
    });
    await queueWhatsApp(tx, replies, { toId: row.fromId, userId: profile.userId, inboundId: row.id, dedupeKey: `reply:${row.id}`, now });
    await markInboundProcessed(tx, row.id, profile.userId, now);
    return 'processed';
  }
}
