// "apaga o último" / the Undo button → delete the last WhatsApp record (or the one the
// button names); "não era transporte, era comida" → fix the last record and learn it.
import { type CategoryKey, categoryLabel, isIncomeCategory } from '@kumbu/agent/categories';
import { EMPTY_MEMORY, learn, parseMemory } from '@kumbu/agent/category-memory';
import type { Understanding } from '@kumbu/agent/understand';
import { correctedDayReply, correctedReply, simpleReply, undoneReply, type Reply } from '@kumbu/agent/reply/replies';
import { deleteRecord, getRecord, updateRecord, type RecordRow } from '@kumbu/db/records';
import { getCategoryMemory, lastRecordFromSource, setCategoryMemory } from '@kumbu/db/copilot';
import { WHATSAPP_SOURCE, occurredAtFor, type CopilotContext } from './copilot-context';
import { recordFacts } from './record-facts';

/** Deletes `recordId` (an Undo button) or the last WhatsApp record. */
export async function deleteAction(ctx: CopilotContext, recordId: string | null): Promise<Reply[]> {
  const target = recordId ? await getRecord(ctx.tx, ctx.userId, recordId) : await lastRecordFromSource(ctx.tx, ctx.userId, WHATSAPP_SOURCE);
  if (!target || target.source !== WHATSAPP_SOURCE) return [simpleReply('nothingToUndo', ctx.lang)];
  const deleted = await deleteRecord(ctx.tx, ctx.userId, target.id);
  const facts = deleted ? recordFacts(deleted, ctx.lang) : null;
  return [facts ? undoneReply(facts, ctx.today, ctx.lang) : simpleReply('nothingToUndo', ctx.lang)];
}

export async function undoAction(ctx: CopilotContext, u: Understanding): Promise<Reply[]> {
  const request = u.undo ?? { action: 'delete' as const };
  if (request.action === 'delete') return deleteAction(ctx, null);
  const last = await lastRecordFromSource(ctx.tx, ctx.userId, WHATSAPP_SOURCE);
  if (!last) return [simpleReply('nothingToUndo', ctx.lang)];
  if (request.category !== undefined) return correctCategory(ctx, last, request.category);
  if (request.amountCents !== undefined && request.amountCents > 0) {
    const row = await updateRecord(ctx.tx, ctx.userId, last.id, { amountCents: request.amountCents });
    const facts = row ? recordFacts(row, ctx.lang) : null;
    if (facts) return [correctedReply(facts, ctx.lang, 'amount')];
  }
  // "não foi hoje, foi ontem": the record moves to that day (at noon in Luanda, or now for today).
  if (request.date !== undefined) {
    const row = await updateRecord(ctx.tx, ctx.userId, last.id, { occurredAt: occurredAtFor(request.date, ctx) });
    const facts = row ? recordFacts(row, ctx.lang) : null;
    if (facts) return [correctedDayReply(facts, ctx.today, ctx.lang)];
  }
  // "era em euros, não kwanzas": the same figure in the currency named.
  if (request.currency !== undefined) {
    const row = await updateRecord(ctx.tx, ctx.userId, last.id, { currency: request.currency });
    const facts = row ? recordFacts(row, ctx.lang) : null;
    if (facts) return [correctedReply(facts, ctx.lang, 'amount')];
  }
  return [simpleReply('correctionUnclear', ctx.lang)];
}

/** Puts `last` in `category` and remembers the choice for its words (a tapped list row or a written correction). */
export async function correctCategory(ctx: CopilotContext, last: RecordRow, category: CategoryKey): Promise<Reply[]> {
  // Categories belong to income and expenses; the side follows the category named.
  if (last.kind !== 'income' && last.kind !== 'expense') return [simpleReply('correctionUnclear', ctx.lang)];
  const kind = isIncomeCategory(category) ? 'income' : 'expense';
  const row = await updateRecord(ctx.tx, ctx.userId, last.id, { kind, category: categoryLabel(category, ctx.profileLang) });
  const source = last.description ?? '';
  if (source !== '') {
    const stored = await getCategoryMemory(ctx.tx, ctx.userId);
    const memory = learn(stored === null ? EMPTY_MEMORY : parseMemory(stored), source, category);
    await setCategoryMemory(ctx.tx, ctx.userId, memory);
  }
  const facts = row ? recordFacts(row, ctx.lang) : null;
  return [facts ? correctedReply(facts, ctx.lang, 'category') : simpleReply('nothingToUndo', ctx.lang)];
}
