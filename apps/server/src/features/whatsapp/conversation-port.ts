// Where the WhatsApp transport hands a known user's message to the conversation layer (the
// understanding in packages/agent plus the action/reply layer, which lands in a later step).
//
// The inbox worker calls `handle` inside the transaction that marks the message processed:
// whatever the port writes with `tx` (records, usage counters…) and the replies it returns
// (queued in the same transaction, sent after commit) commit together with that mark, or
// not at all. Throwing rolls everything back; the message is retried (up to 5 times).
//
// Lapsed trials and plan limits are the port's decision: it can read the subscription with
// `getSubscription(tx, userId)` from @kumbu/db/accounts and answer with an invitation to
// subscribe instead of doing the work.
import type { Lang } from '@kumbu/core/lang';
import type { Tx } from '@kumbu/db/database';
import type { SubscriptionRow } from '@kumbu/db/accounts';
import type { ClaimedAccountName } from '@kumbu/db/whatsapp';
import type { OutgoingMessage } from '../../adapters/whatsapp/whatsapp-sender';
import type { InboundMessage } from './envelope';

export type { OutgoingMessage, ReplyButton } from '../../adapters/whatsapp/whatsapp-sender';
export type { InboundMessage } from './envelope';

export interface ConversationInput {
  readonly userId: string;
  /** The profile's language (pt by default). */
  readonly lang: Lang;
  /** The words of the message: text body, tapped button title, or caption ('' for audio). */
  readonly text: string;
  /** The whole Cloud API message (type, media ids, interactive reply ids, context). */
  readonly message: InboundMessage;
  /** wa_id digits of the sender. */
  readonly waId: string;
  /** The WhatsApp profile name, when Meta sent one. */
  readonly contactName: string | null;
  /** The inbound_messages row id (stable across retries). */
  readonly inboundId: number;
  readonly now: Date;
  readonly tx: Tx;
  /** The profile's learned categories, read with the profile (saves the port a query); absent = ask. */
  readonly categoryMemory?: unknown;
  /** The account's subscription, read with the claim (null: none); absent = ask. */
  readonly subscription?: SubscriptionRow | null;
  /** The conversation state read with the claim while fresh (null: none); absent = ask. */
  readonly conversationState?: unknown;
  /** False when the claim saw no kept pre-sign-up message waiting to be offered (saves the port a statement); absent = look. */
  readonly keptWaiting?: boolean;
  /** The account's live money accounts' names, read with the claim; absent = ask. */
  readonly accountNames?: readonly ClaimedAccountName[];
  /**
   * Where the port leaves the person's new conversation state for the worker to store with the
   * group's replies (one statement for the group); absent = the port stores it itself.
   */
  readonly rememberLater?: (state: unknown, expiresAt: Date) => void;
  /** What `prepare` returned for this message, when it ran (see below). */
  readonly prepared?: unknown;
}

/** What `prepare` sees: the message, before any transaction or account lookup. */
export interface PrepareInput {
  readonly text: string;
  readonly now: Date;
  /** The sender's wa_id digits: an advice question reads that account's figures (decision 0021). */
  readonly fromId?: string;
  /** The whole Cloud API message (a document's media id, to download it before the transaction). */
  readonly message?: InboundMessage;
}

/** A number just bound to an account by a code sent from it (number-proof.ts), inside the worker's transaction. */
export interface LinkedInput {
  readonly userId: string;
  readonly lang: Lang;
  readonly waId: string;
  readonly inboundId: number;
  readonly now: Date;
  readonly tx: Tx;
}

export interface ConversationPort {
  /** The replies to send, in order (texts over 4096 characters are split automatically). */
  handle(input: ConversationInput): Promise<OutgoingMessage[]>;
  /**
   * Optional slow work (a network call to a language model, a document's download) done
   * BEFORE the worker opens its transaction, so no database connection is held while it
   * waits. Its result reaches `handle` as `prepared` when the same message is then claimed.
   * `handle` must cope without it (another instance may have claimed the peeked message):
   * a model's suggestion is advice only; a message whose work cannot be done in the
   * transaction (a document) is put back once to be prepared, and failing that `handle`
   * may throw so the message is tried again. Only known senders' messages reach `handle`.
   */
  prepare?(input: PrepareInput): Promise<unknown>;
  /**
   * Optional: which messages `prepare` has work for. Absent: any message, so the worker takes
   * one message per transaction, each prepared first. Present: only those are prepared
   * (a known sender's, one at a time as they come up), and the rest keep group commit.
   */
  prepares?(input: PrepareInput): boolean;
  /** Optional: what to say right after the number is linked (what it sent as a stranger, offered at once). */
  afterLinking?(input: LinkedInput): Promise<OutgoingMessage[]>;
}
