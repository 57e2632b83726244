// The conversation state's I/O (issue 16, item 2): read once per message in the worker's
// transaction, written back only when the message asked something or wrote records. The state
// is a few hundred bytes per person and expires after STATE_TTL_MS; nothing else depends on it.
import { STATE_TTL_MS, parseState, rememberQuery, rememberRecords, type ConversationState, type RememberedRecord } from '@kumbu/agent/conversation-state';
import { isCategoryKey } from '@kumbu/agent/categories';
import { recordIdOfUndoButton, type Reply } from '@kumbu/agent/reply/replies';
import { recordIdsOfUndoAll } from '@kumbu/agent/reply/several-replies';
import type { Understanding } from '@kumbu/agent/understanding';
import { isCurrency, toCents } from '@kumbu/core/money';
import { parseRecordKind } from '@kumbu/core/records';
import { getConversationState, setConversationState } from '@kumbu/db/copilot';
import { getRecord, type RecordRow } from '@kumbu/db/records';
import type { CopilotContext } from './copilot-context';

/** The state while fresh: `known` when the worker read it with the claim (null: none), else read now. */
export async function loadConversation(ctx: Pick<CopilotContext, 'tx' | 'userId' | 'now'>, known?: unknown): Promise<ConversationState> {
  return parseState(known !== undefined ? known : await getConversationState(ctx.tx, ctx.userId, ctx.now));
}

function remembered(row: Pick<RecordRow, 'id' | 'kind' | 'amountCents' | 'currency' | 'party' | 'category'>): RememberedRecord | null {
  const kind = parseRecordKind(row.kind);
  if (!kind || !isCurrency(row.currency)) return null;
  return {
    id: row.id, kind, amountCents: toCents(row.amountCents), currency: row.currency, party: row.party,
    category: row.category !== null && isCategoryKey(row.category) ? row.category : null,
  };
}

/** A record this message wrote, kept on the context so the conversation need not read it back. */
export function noteWritten(ctx: Pick<CopilotContext, 'written'>, row: RecordRow): void {
  const r = remembered(row);
  if (r) ctx.written?.set(r.id, r);
}

/** The records a reply's Undo buttons or undo list name, in order: what this message wrote. */
function writtenIds(replies: readonly Reply[]): string[] {
  const ids: string[] = [];
  for (const r of replies) {
    const rows = r.list?.rows ?? [];
    const all = rows.map((row) => recordIdsOfUndoAll(row.id)).find((x) => x !== null);
    const named = all ?? [...(r.buttons ?? []), ...rows].map((b) => recordIdOfUndoButton(b.id)).filter((id): id is string => id !== null);
    for (const id of named) if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Remembers what this message asked or wrote; leaves the state alone otherwise. */
export async function saveConversation(ctx: CopilotContext, u: Understanding, replies: readonly Reply[]): Promise<void> {
  const before = ctx.conversation ?? {};
  let state: ConversationState = u.intent === 'query' && u.query ? rememberQuery(before, u.query) : before;
  const ids = u.intent === 'record' ? writtenIds(replies) : [];
  if (ids.length > 0) {
    const list: RememberedRecord[] = [];
    for (const id of ids.slice(0, 10)) {
      // Written by the record action: known already. Anything else (a transfer's legs) is read back.
      let r = ctx.written?.get(id) ?? null;
      if (!r) {
        const row = await getRecord(ctx.tx, ctx.userId, id);
        r = row ? remembered(row) : null;
      }
      if (r) list.push(r);
    }
    state = rememberRecords(state, list);
  }
  if (state === before) return;
  const expiresAt = new Date(ctx.now.getTime() + STATE_TTL_MS);
  if (ctx.rememberLater) ctx.rememberLater(state, expiresAt);
  else await setConversationState(ctx.tx, ctx.userId, state, expiresAt);
}
