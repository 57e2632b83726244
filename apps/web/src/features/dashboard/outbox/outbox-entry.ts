// A record created while offline, waiting to be sent (issue 17): the exact body the editor
// would have sent, its Idempotency-Key (so a send whose answer was lost and is sent again
// still records once), the account it belongs to and when it was made. Pure, unit-tested.
import { type CreateRecordBody } from '../editor/editor-form';

export interface OutboxEntry {
  readonly key: string;
  readonly account: string;
  readonly body: CreateRecordBody;
  /** When the person saved it (ms): the order they are sent in. */
  readonly queuedAt: number;
  /** Why the server refused it, when it did (it then waits for the person, not the network). */
  readonly refused?: string;
}

/**
 * The body to queue: the editor leaves today's date out so the server stamps the moment it
 * arrives; a queued record may arrive hours later, so it carries the moment it was made.
 */
export function queuedBody(body: CreateRecordBody, now: Date): CreateRecordBody {
  return body.date === undefined ? { ...body, date: now.toISOString() } : body;
}

/** What to do with an entry after a send: gone (recorded), kept for the network, or refused. */
export function afterSend(answer: { readonly success: boolean; readonly status?: number }): 'sent' | 'retry' | 'refused' {
  if (answer.success) return 'sent';
  // No answer, a busy or failing server, or too many requests: the network's problem, try later.
  const status = answer.status ?? 0;
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}

/** The account's entries, oldest first. */
export function entriesOf(all: readonly OutboxEntry[], account: string): OutboxEntry[] {
  return all.filter((e) => e.account === account).sort((a, b) => a.queuedAt - b.queuedAt);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A stored value read back: anything not shaped like an entry is ignored. */
export function parseOutboxEntry(value: unknown): OutboxEntry | undefined {
  if (!isRecord(value)) return undefined;
  const { key, account, body, queuedAt, refused } = value;
  if (typeof key !== 'string' || typeof account !== 'string' || typeof queuedAt !== 'number' || !isRecord(body)) return undefined;
  if (typeof body.type !== 'string' || typeof body.amount !== 'string' || typeof body.currency !== 'string') return undefined;
  return { key, account, body: body as unknown as CreateRecordBody, queuedAt, ...(typeof refused === 'string' ? { refused } : {}) };
}
