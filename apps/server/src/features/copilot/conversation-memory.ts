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
import { getRecord } from '@kumbu/db/records';
import type { CopilotContext } from './copilot-context';

export async function loadConversation(ctx: Pick<CopilotContext, 'tx' | 'userId' | 'now'>): Promise<ConversationState> {
  return parseState(await getConversationState(ctx.tx, ctx.userId, ctx.now));
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
    const remembered: RememberedRecord[] = [];
    for (const id of ids.slice(0, 10)) {
      const row = await getRecord(ctx.tx, ctx.userId, id);
      const kind = row ? parseRecordKind(row.kind) : null;
      if (!row || !kind || !isCurrency(row.currency)) continue;
      remembered.push({
        id: row.id, kind, amountCents: toCents(row.amountCents), currency: row.currency, party: row.party,
        category: row.category !== null && isCategoryKey(row.category) ? row.category : null,
      });
    }
    state = rememberRecords(state, remembered);
  }
  if (state === before) return;
  await setConversationState(ctx.tx, ctx.userId, state, new Date(ctx.now.getTime() + STATE_TTL_MS));
}
