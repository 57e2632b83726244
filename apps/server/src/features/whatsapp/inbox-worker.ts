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
//
// Slow work (a language model, a document's download) is the port's `prepare`, run before the
// transaction so no database connection waits on the network (PGlite has only one). A port
// that prepares every message gets one message per transaction, the next one peeked and
// prepared first; a port that prepares only some (`prepares`, e.g. documents) keeps group
// commit: such a message, when claimed, is left received, prepared, and claimed again.
import type { FastifyBaseLogger } from 'fastify';
import { isLang } from '@kumbu/core/lang';
import { findProfileByWhatsappId } from '@kumbu/db/accounts';
import type { Database, Tx } from '@kumbu/db/database';
import {
  claimInbound, finishInboundGroup, type ClaimedInbound, type NewOutbound, outboundKeyExists, peekNextInbound, recordInboundFailure,
  type RememberedConversation, setInboundUser, type InboundRow,
} from '@kumbu/db/whatsapp';
import type { ConversationPort, PrepareInput } from './conversation-port';
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
/** Prepared results (downloaded files) kept waiting for their message's claim at most. */
const MAX_PREPARED_KEPT = INBOUND_BATCH;

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
  /** Messages claimed before they could be prepared, put back once to be prepared first (never twice: no loop). */
  private readonly putBack = new Set<number>();
  /** Put back to be prepared before the next claim (a port that prepares only some messages): what `prepare` sees. */
  private readonly toPrepare = new Map<number, PrepareInput>();
  /** What `prepare` returned for those, until they are claimed again (a downloaded file: few kept at once). */
  private readonly preparedValues = new Map<number, unknown>();

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
    // With a `prepare` step for every message (a model peeking the next message) one message
    // at a time, so each message is prepared once.
    const width = this.preparesEvery() ? 1 : Math.max(1, this.options.concurrency ?? 1);
    await drainWithHands(width, active, () => this.processNext());
  }

  /** Claims and handles the next group: how many messages it claimed (0: none, or the one claimed failed). */
  async processNext(): Promise<DrainStep> {
    const { database, log } = this.options;
    const every = this.preparesEvery();
    const single = every || this.isolating > 0;
    const limit = single ? 1 : Math.max(1, this.options.batch ?? INBOUND_BATCH);
    if (this.isolating > 0) this.isolating--;
    const claimed: { rows: InboundRow[]; handled: number[] } = { rows: [], handled: [] };
    try {
      const peeked = every ? await this.prepareNext() : null;
      await this.prepareWaiting();
      let more = false;
      const outcome = await database.relaxed.transaction(async (tx): Promise<boolean | 'unprepared' | 'busy'> => {
        const { group, busy } = await claimInbound(tx, { includeKnown: this.options.conversation !== null, limit });
        claimed.rows = group.map((g) => g.row);
        // A sender busy in another transaction: look again once this one ends.
        if (busy > 0) more = true;
        if (group.length === 0) return busy > 0 ? 'busy' : false;
        // A message that needs preparing and was not (it arrived after the peek, or was never
        // peeked): leave it (still received, the lock ends with this transaction) and come
        // straight back, so it is prepared like any other. Once only: no loop.
        const waiting = group.filter((g) => this.waitsForPrepare(g, peeked?.id));
        // Ids of messages another instance handled are never cleared: bounded by starting over.
        if (this.putBack.size > 1_000) this.putBack.clear();
        for (const { row } of waiting) {
          this.putBack.add(row.id);
          const input = every ? null : this.prepareInputOf(row);
          if (input) this.toPrepare.set(row.id, input);
        }
        const ready = group.filter((g) => !waiting.includes(g));
        if (ready.length === 0) return 'unprepared';
        const writes: GroupWrites = { replies: [], processed: [], conversations: [] };
        for (const next of ready) {
          const id = next.row.id;
          this.putBack.delete(id);
          claimed.handled.push(id);
          // Another instance may have taken the peeked message meanwhile: then there is nothing prepared for this one.
          await this.handle(tx, next, writes, peeked?.id === id ? peeked.value : this.preparedValues.get(id));
        }
        const finished = await finishInboundGroup(tx, writes.replies, writes.processed, this.options.now(), writes.conversations);
        if (finished.more || waiting.length > 0) more = true;
        return writes.processed.length > 0;
      });
      // Prepared values are used once: a message tried again (after a failure) is prepared again.
      for (const row of claimed.rows) if (!this.putBack.has(row.id)) this.preparedValues.delete(row.id);
      if (outcome === 'unprepared') return { claimed: claimed.rows.length, full: false, more: true };
      // Only messages whose sender another transaction holds: that one looks again when it ends (finishInboundGroup's `more`).
      if (outcome === 'busy') return { claimed: 0, full: false };
      if (outcome) {
        log.info({ inboundIds: claimed.handled }, 'WhatsApp messages processed');
        this.options.onQueued();
      }
      const full = claimed.rows.length >= limit;
      // A group that was not full and left nothing waiting behind its senders: no need to look again now.
      return { claimed: claimed.rows.length, full, more: full || more };
    } catch (error) {
      const rows = claimed.rows;
      for (const row of rows) this.preparedValues.delete(row.id);
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

  /** The port prepares every message (no `prepares` to say which): one message per transaction. */
  private preparesEvery(): boolean {
    const port = this.options.conversation;
    return port?.prepare !== undefined && port.prepares === undefined;
  }

  /** What `prepare` sees of a stored message; null when its payload is not one. */
  private prepareInputOf(row: InboundRow): PrepareInput | null {
    const payload = storedPayloadSchema.safeParse(row.payload);
    if (!payload.success) return null;
    return { text: textOf(payload.data.message), now: this.options.now(), fromId: row.fromId, message: payload.data.message };
  }

  /** A claimed message to put back and prepare first: it needs preparing, was not, and was not put back before. */
  private waitsForPrepare({ row, profile }: ClaimedInbound, peekedId: number | undefined): boolean {
    const port = this.options.conversation;
    if (!port?.prepare || this.putBack.has(row.id) || row.id === peekedId || this.preparedValues.has(row.id)) return false;
    // A stranger's message never reaches the port: nothing is prepared (or downloaded) for it.
    if (!profile) return false;
    if (!port.prepares) return true;
    const input = this.prepareInputOf(row);
    return input !== null && port.prepares(input);
  }

  /**
   * The port's optional slow step (a language model) for the message that will most likely be
   * claimed next, run outside any transaction (a port that prepares every message).
   */
  private async prepareNext(): Promise<{ id: number; value: unknown } | null> {
    const port = this.options.conversation;
    if (!port?.prepare) return null;
    const next = await peekNextInbound(this.options.database.db);
    if (!next) return null;
    const input = this.prepareInputOf(next);
    if (!input) return null;
    // A stranger's message never reaches the port: nothing is prepared (or downloaded) for it.
    if (!(await findProfileByWhatsappId(this.options.database.db, next.fromId))) return null;
    try {
      return { id: next.id, value: await port.prepare(input) };
    } catch (error) {
      this.options.log.warn({ err: error, inboundId: next.id }, 'preparing a WhatsApp message failed; it is handled without');
      return null;
    }
  }

  /** The messages put back to be prepared (a port that prepares only some), prepared outside any transaction. */
  private async prepareWaiting(): Promise<void> {
    const port = this.options.conversation;
    if (!port?.prepare) return;
    for (const [id, input] of [...this.toPrepare]) {
      // Taken off first: another hand does not prepare it too.
      if (!this.toPrepare.delete(id)) continue;
      try {
        const value = await port.prepare(input);
        this.preparedValues.set(id, value);
        // A downloaded file each: the oldest dropped when they pile up (prepared again if claimed).
        for (const old of this.preparedValues.keys()) {
          if (this.preparedValues.size <= MAX_PREPARED_KEPT) break;
          this.preparedValues.delete(old);
        }
      } catch (error) {
        this.options.log.warn({ err: error, inboundId: id }, 'preparing a WhatsApp message failed; it is handled without');
      }
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
