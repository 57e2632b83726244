// Processes stored inbound WhatsApp messages exactly once. The webhook only stores them
// (status `received`) and answers 200; this worker claims them (FOR UPDATE SKIP LOCKED, so
// several PostgreSQL instances share the work) and handles them inside a transaction that
// also marks them `processed` and queues their replies: the effects, the replies and the
// marks commit together or not at all. A crash anywhere before the commit leaves the
// messages `received`, and the next run (this or another instance, or a restart) processes
// them — once.
//
// Group commit: one transaction takes up to BATCH waiting messages (one per sender, so each
// person's messages stay in order) and handles them one after the other. The claim is one
// statement for the whole group, the queued replies with the marks another, and so is the
// commit (one WAL flush): under load most of a message's round trips are shared. If
// anything in the group throws, the whole group rolls back and its messages are handled
// again one at a time, so only the message that fails is counted as failing.
import type { FastifyBaseLogger } from 'fastify';
import { isLang } from '@kumbu/core/lang';
import type { Database, Tx } from '@kumbu/db/database';
import {
  claimInbound, finishInboundGroup, type ClaimedInbound, type NewOutbound, outboundKeyExists, peekNextInbound, recordInboundFailure,
  type RememberedConversation, setInboundUser, type InboundRow,
} from '@kumbu/db/whatsapp';
import type { ConversationPort } from './conversation-port';
import { storedPayloadSchema, textOf } from './envelope';
import { outboundRowsFor } from './outgoing';
import { Pump, drainWithHands, type DrainStep } from './pump';
import { reminderMessage, welcomeDedupeKey, welcomeMessage } from './welcome';
import { proofFromWhatsApp } from './number-proof';
import { keepIfRecord } from './stranger-keep';

/** A message that fails this many times is parked as `failed` (and logged) instead of blocking its sender. */
export const MAX_INBOUND_ATTEMPTS = 5;
/** Messages handled in one transaction at most: enough to share the round trips, few enough that the first reply is not held back long. */
export const INBOUND_BATCH = 16;

export interface InboxWorkerOptions {
  readonly database: Database;
  readonly publicUrl: string;
  /** SUPPORT_EMAIL: a stranger is told it too (welcome.ts). */
  readonly supportEmail?: string;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  readonly conversation: ConversationPort | null;
  /** Called after a commit that queued replies (wakes the dispatcher). */
  readonly onQueued: () => void;
  readonly pollMs?: number;
  /**
   * Transactions at work at once (PostgreSQL: one can use the CPU while another waits on the
   * database). 1 on PGlite, which has one connection.
   */
  readonly concurrency?: number;
  /** Messages per transaction (default INBOUND_BATCH). */
  readonly batch?: number;
}

/** What handling a group produced, written once for all of it. */
interface GroupWrites {
  readonly replies: NewOutbound[];
  readonly processed: { id: number; userId: string | null }[];
  readonly conversations: RememberedConversation[];
}

export class InboxWorker {
  private readonly pump: Pump;
  /** Claims left to make one message at a time, after a group failed (to find the failing message). */
  private isolating = 0;
  /** A message claimed before it could be prepared, put back once to be prepared first (never twice: no loop). */
  private unpreparedRetry: number | null = null;

  constructor(private readonly options: InboxWorkerOptions) {
    this.pump = new Pump((active) => this.drain(active), options.pollMs ?? 1_000, (error) => options.log.error({ err: error }, 'WhatsApp inbox worker failed'));
  }

  start(): void { this.pump.start(); }
  /** New messages were stored: look now rather than at the next poll. */
  wake(): void { this.pump.wake(); }
  stop(): Promise<void> { return this.pump.stop(); }

  private async drain(active: () => boolean): Promise<void> {
    // One hand claims and handles groups until it finds nothing (or hits a failure, so a
    // failing message is tried once per drain at most). A full group means more is waiting:
    // then another hand joins, up to `concurrency`, so one can use the CPU while another
    // waits on the database; when little is waiting, extra hands would only claim nothing.
    // With a `prepare` step (a model peeking the next message) one message at a time, so
    // each message is prepared once.
    const width = this.options.conversation?.prepare ? 1 : Math.max(1, this.options.concurrency ?? 1);
    await drainWithHands(width, active, () => this.processNext());
  }

  /** Claims and handles the next group: how many messages it claimed (0: none, or the one claimed failed). */
  async processNext(): Promise<DrainStep> {
    const { database, log } = this.options;
    const single = this.options.conversation?.prepare !== undefined || this.isolating > 0;
    const limit = single ? 1 : Math.max(1, this.options.batch ?? INBOUND_BATCH);
    if (this.isolating > 0) this.isolating--;
    const claimed: { rows: InboundRow[] } = { rows: [] };
    try {
      const prepared = await this.prepareNext();
      let more = false;
      const outcome = await database.relaxed.transaction(async (tx): Promise<boolean | 'unprepared'> => {
        const group = await claimInbound(tx, { includeKnown: this.options.conversation !== null, limit });
        claimed.rows = group.map((g) => g.row);
        if (group.length === 0) return false;
        // The message arrived after the peek: leave it (still received, the lock ends with this
        // transaction) and come straight back, so it is prepared like any other.
        const [only] = group;
        if (this.options.conversation?.prepare && group.length === 1 && only && prepared?.id !== only.row.id && this.unpreparedRetry !== only.row.id) {
          this.unpreparedRetry = only.row.id;
          return 'unprepared';
        }
        const writes: GroupWrites = { replies: [], processed: [], conversations: [] };
        for (const next of group) {
          // Another instance may have taken the peeked message meanwhile: then there is no advice for this one.
          await this.handle(tx, next, writes, prepared?.id === next.row.id ? prepared.value : undefined);
        }
        ({ more } = await finishInboundGroup(tx, writes.replies, writes.processed, this.options.now(), writes.conversations));
        return writes.processed.length > 0;
      });
      if (outcome === 'unprepared') return { claimed: 1, full: false, more: true };
      if (outcome) {
        log.info({ inboundIds: claimed.rows.map((r) => r.id) }, 'WhatsApp messages processed');
        this.options.onQueued();
      }
      const full = claimed.rows.length >= limit;
      // A group that was not full and left nothing waiting behind its senders: no need to look again now.
      return { claimed: claimed.rows.length, full, more: full || more };
    } catch (error) {
      const rows = claimed.rows;
      if (rows.length === 0) throw error;
      if (rows.length > 1) {
        // Which one failed is unknown: handle this group's messages one by one next.
        this.isolating = Math.max(this.isolating, rows.length);
        log.warn({ err: error, inboundIds: rows.map((r) => r.id) }, 'WhatsApp message group failed; its messages are retried one at a time');
        return { claimed: rows.length, full: false };
      }
      const [row] = rows as [InboundRow];
      log.warn({ err: error, inboundId: row.id, attempt: row.attempts + 1 }, 'WhatsApp message processing failed; it stays received and is retried');
      await recordInboundFailure(database.relaxed, row.id, error instanceof Error ? error.message : String(error), MAX_INBOUND_ATTEMPTS);
      return { claimed: 0, full: false };
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
      return { id: next.id, value: await port.prepare({ text: textOf(payload.data.message), now: this.options.now(), fromId: next.fromId }) };
    } catch (error) {
      this.options.log.warn({ err: error, inboundId: next.id }, 'preparing a WhatsApp message failed; it is handled without');
      return null;
    }
  }

  private async handle(tx: Tx, { row, profile, subscription, conversation, keptWaiting, accounts }: ClaimedInbound, writes: GroupWrites, prepared?: unknown): Promise<void> {
    const now = this.options.now();
    const payload = storedPayloadSchema.parse(row.payload);

    // A number's proof ("KUMBU-123456" from the claimed number) comes before any routing:
    // until then a claimed number is a stranger's (decision 0016).
    const proof = await proofFromWhatsApp(tx, row.fromId, textOf(payload.message), profile);
    if (proof) {
      // Linked just now: what the number sent as a stranger is offered at once, after the confirmation.
      const linked = proof.linked && proof.userId && this.options.conversation?.afterLinking
        ? await this.options.conversation.afterLinking({ userId: proof.userId, lang: proof.linked.lang, waId: row.fromId, inboundId: row.id, now, tx })
        : [];
      writes.replies.push(...outboundRowsFor([...proof.replies, ...linked], { toId: row.fromId, userId: proof.userId, inboundId: row.id, dedupeKey: `reply:${row.id}`, now }));
      writes.processed.push({ id: row.id, userId: proof.userId });
      return;
    }

    if (!profile) {
      // Someone new: the welcome and the onboarding link, at most once per number per day;
      // a later message that day (in this group or an earlier one) gets the short reminder.
      const key = welcomeDedupeKey(row.fromId, now);
      const welcomed = writes.replies.some((r) => r.dedupeKey?.startsWith(`${key}:`) === true) || await outboundKeyExists(tx, `${key}:0`);
      // What would have been a record is kept, to be offered after sign-up (issue 16 item 6).
      const kept = await keepIfRecord(tx, { fromId: row.fromId, messageId: row.messageId, text: textOf(payload.message), now });
      const contact = this.options.supportEmail ?? null;
      const message = welcomed ? reminderMessage(this.options.publicUrl, row.fromId, kept, contact) : welcomeMessage(this.options.publicUrl, row.fromId, kept, contact);
      writes.replies.push(...outboundRowsFor([message], {
        toId: row.fromId, userId: null, inboundId: row.id, dedupeKey: welcomed ? `reply:${row.id}` : key, now,
      }));
      writes.processed.push({ id: row.id, userId: null });
      return;
    }

    const port = this.options.conversation;
    if (!port) {
      // No conversation layer is wired (AppDeps.conversation is null). A known user's
      // message is therefore NOT processed: it stays `received`, matched to the account,
      // and is neither dropped nor answered with a placeholder. Once a ConversationPort is
      // provided, the claim includes these rows and each is processed exactly once, in order.
      await setInboundUser(tx, row.id, profile.userId);
      return;
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
      conversationState: conversation && conversation.expiresAt > now ? conversation.state : null,
      keptWaiting,
      ...(accounts === null ? {} : { accountNames: accounts }),
      rememberLater: (state, expiresAt) => {
        const userId = profile.userId;
        // One per sender in a group; a second call for the same person replaces the first.
        const at = writes.conversations.findIndex((c) => c.userId === userId);
        if (at >= 0) writes.conversations.splice(at, 1);
        writes.conversations.push({ userId, state, expiresAt });
      },
      ...(prepared === undefined ? {} : { prepared }),
    });
    writes.replies.push(...outboundRowsFor(replies, { toId: row.fromId, userId: profile.userId, inboundId: row.id, dedupeKey: `reply:${row.id}`, now }));
    writes.processed.push({ id: row.id, userId: profile.userId });
  }
}
