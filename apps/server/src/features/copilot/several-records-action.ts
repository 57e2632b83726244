// "paguei a ENDE 12 mil e a EPAL 5 mil", "taxi 2 mil, almoço 3 mil" (issue 16): each record goes
// through the same action as a message of its own (allowance, accounts, repayment questions,
// budget warnings), in the worker's one transaction; the person gets one confirmation listing
// them, with a list to undo all or any one. A record that needs a question (a repayment of
// nothing on record, an account to choose) is asked about on its own, after the list.
import type { Understanding } from '@kumbu/agent/understanding';
import { recordIdOfUndoButton, type Reply } from '@kumbu/agent/reply/replies';
import { recordIdsOfUndoAll, recordLine, severalRecordedReply, severalUndoneReply, type SeveralItem } from '@kumbu/agent/reply/several-replies';
import { deleteRecord, getRecord } from '@kumbu/db/records';
import { transferFeePartner } from '@kumbu/db/transfer-fees';
import { type CopilotContext, WHATSAPP_SOURCE } from './copilot-context';
import { recordAction } from './record-action';
import { transferAction } from './transfer-action';
import { recordFacts } from './record-facts';

/** A budget warning line (every record's counts, not only the last one's). */
const WARNING = /^(?:⚠️|🚫)/u;

export async function severalRecordsAction(ctx: CopilotContext, items: readonly Understanding[]): Promise<Reply[]> {
  const written: { item: SeveralItem; first: Reply; more: string[]; category: string | null }[] = [];
  const asides: Reply[] = [];
  for (const [i, item] of items.entries()) {
    // A millisecond apart, so lists show them in the order they were said.
    const at: CopilotContext = { ...ctx, now: new Date(ctx.now.getTime() + i) };
    const replies = item.kind === 'transfer' ? await transferAction(at, item) : await recordAction(at, item);
    const [first, ...rest] = replies;
    const recordId = first?.buttons?.map((b) => recordIdOfUndoButton(b.id)).find((id) => id !== null) ?? null;
    if (!first || recordId === null) { asides.push(...replies); continue; }
    const [line = '', ...more] = first.text.split('\n');
    const row = await getRecord(ctx.tx, ctx.userId, recordId);
    const facts = row ? recordFacts(row, ctx.lang) : null;
    written.push({ item: { line, label: facts?.what ?? '', recordId }, first, more, category: item.category });
    asides.push(...rest);
  }
  // Only one could be written (the others asked a question): its own confirmation, as usual.
  if (written.length <= 1) return [...written.map((w) => w.first), ...asides];
  // What follows each confirmation's first line: the month's balance (the last one counts,
  // it includes all the others) and budget warnings (each one counts).
  const last = written[written.length - 1]?.more ?? [];
  // Two expenses in one budget: its latest figure is the one to show.
  const byCategory = new Map<string | null, string[]>();
  for (const w of written) {
    const lines = w.more.filter((l) => WARNING.test(l));
    if (lines.length > 0) byCategory.set(w.category, lines);
  }
  const warnings = [...byCategory.values()].flat();
  const notes = [...last.filter((l) => !WARNING.test(l)), ...warnings];
  return [severalRecordedReply(written.map((w) => w.item), notes, ctx.lang), ...asides];
}

/** The "undo all" row: deletes each record still there (with a transfer's fee), and lists them. */
export async function undoAllAction(ctx: CopilotContext, listId: string): Promise<Reply[] | null> {
  const ids = recordIdsOfUndoAll(listId);
  if (!ids) return null;
  const lines: string[] = [];
  for (const id of ids) {
    const row = await getRecord(ctx.tx, ctx.userId, id);
    if (!row || row.source !== WHATSAPP_SOURCE) continue;
    const fee = await transferFeePartner(ctx.tx, ctx.userId, row);
    const deleted = await deleteRecord(ctx.tx, ctx.userId, row.id);
    if (fee && fee.kind !== 'transfer') await deleteRecord(ctx.tx, ctx.userId, fee.id);
    const facts = deleted ? recordFacts(deleted, ctx.lang) : null;
    if (facts) lines.push(recordLine(facts, ctx.today, ctx.lang));
  }
  return [severalUndoneReply(lines, ctx.lang)];
}
