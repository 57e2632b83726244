// "apaga o último" / the Undo button → delete the last WhatsApp record (or the one the
// button names); "não era transporte, era comida" → fix the latest transport record (the
// last record when no category is said to be wrong) and learn it. A correction never deletes.
import { CATEGORY_LABELS, type CategoryKey, categoryKeyOf, categoryLabel, isIncomeCategory } from '@kumbu/agent/categories';
import { categoryChoices } from '@kumbu/agent/category-choices';
import { dayOf } from '@kumbu/core/date-range';
import { EMPTY_MEMORY, learn, parseMemory } from '@kumbu/agent/category-memory';
import type { Understanding } from '@kumbu/agent/understand';
import {
  alreadyCorrectReply, categoryChoicesReply, correctedDayReply, correctedReply, correctionNoCategoryReply, correctionNoRecordInReply, simpleReply,
  undoneReply, type Reply,
} from '@kumbu/agent/reply/replies';
import { deleteRecord, getRecord, updateRecord, type RecordRow } from '@kumbu/db/records';
import { getCategoryMemory, lastRecordFromSource, lastRecordInCategory, nthLastRecordFromSource, setCategoryMemory } from '@kumbu/db/copilot';
import type { RecordPosition } from '@kumbu/agent/record-position';
import { WHATSAPP_SOURCE, occurredAtFor, type CopilotContext } from './copilot-context';
import { recordFacts } from './record-facts';
import { transferFeePartner } from '@kumbu/db/transfer-fees';
import { isCurrency, toCents } from '@kumbu/core/money';
import { feeUndoneLine } from '@kumbu/agent/reply/account-replies';

/** Deletes `recordId` (an Undo button) or the last WhatsApp record. */
export async function deleteAction(ctx: CopilotContext, recordId: string | null): Promise<Reply[]> {
  const target = recordId ? await getRecord(ctx.tx, ctx.userId, recordId) : await lastRecordFromSource(ctx.tx, ctx.userId, WHATSAPP_SOURCE);
  if (!target || target.source !== WHATSAPP_SOURCE) return [simpleReply('nothingToUndo', ctx.lang)];
  // A transfer and the fee written with it ("levantei 40 mil, taxa de 500") go together (issue 15).
  const partner = await transferFeePartner(ctx.tx, ctx.userId, target);
  const [main, fee] = partner && partner.kind === 'transfer' ? [partner, target] : [target, partner];
  const deleted = await deleteRecord(ctx.tx, ctx.userId, main.id);
  if (fee) await deleteRecord(ctx.tx, ctx.userId, fee.id);
  const facts = deleted ? recordFacts(deleted, ctx.lang) : null;
  if (!facts) return [simpleReply('nothingToUndo', ctx.lang)];
  const reply = undoneReply(facts, ctx.today, ctx.lang, recordId !== null);
  return [fee ? { ...reply, text: `${reply.text}\n${feeUndoneLine(toCents(fee.amountCents), isCurrency(fee.currency) ? fee.currency : 'AOA', ctx.lang)}` } : reply];
}

export async function undoAction(ctx: CopilotContext, u: Understanding): Promise<Reply[]> {
  const request = u.undo ?? { action: 'correct' as const };
  // "apaga o 2", "o penúltimo era 5 mil": the record named by its place; none there → say so, change nothing.
  const placed = request.position ? await recordAt(ctx, request.position) : undefined;
  if (placed === null) return [simpleReply('recordNotFound', ctx.lang)];
  // Only an explicit undo ("apaga o último", "anula", "delete the last one") deletes.
  if (request.action === 'delete') return deleteAction(ctx, placed?.id ?? null);
  const dashboard = `${ctx.publicUrl}/dashboard`;
  // "não era supermercado, …": the record to change is the latest one in the category said to be wrong.
  if (request.from !== undefined) {
    const named = await lastRecordInCategory(ctx.tx, ctx.userId, categoryNames(request.from));
    if (!named) return [correctionNoRecordInReply(categoryLabel(request.from, ctx.lang), dashboard, ctx.lang)];
    if (request.category !== undefined) return correctCategory(ctx, named, request.category);
    // "não era supermercado" and no new category: the list of categories for that record asks which.
    const facts = recordFacts(named, ctx.lang);
    if (facts && (named.kind === 'income' || named.kind === 'expense')) {
      return [categoryChoicesReply(named.id, facts, categoryChoices(named.kind, categoryKeyOf(named.category ?? ''), named.description ?? ''), ctx.lang)];
    }
    return [simpleReply('correctionUnclear', ctx.lang)];
  }
  const last = placed ?? await lastRecordFromSource(ctx.tx, ctx.userId, WHATSAPP_SOURCE);
  if (!last) return [simpleReply('nothingToUndo', ctx.lang)];
  const before = recordFacts(last, ctx.lang);
  if (request.category !== undefined) {
    // "é mercadoria" after a debt: a debt or a loan has no category; ask rather than guess.
    if (last.kind !== 'income' && last.kind !== 'expense') {
      const facts = recordFacts(last, ctx.lang);
      return [facts ? correctionNoCategoryReply(facts, ctx.today, dashboard, ctx.lang) : simpleReply('correctionUnclear', ctx.lang)];
    }
    return correctCategory(ctx, last, request.category);
  }
  if (request.amountCents !== undefined && request.amountCents > 0) {
    if (request.amountCents === last.amountCents && (request.currency === undefined || request.currency === last.currency)) return unchanged(ctx, last);
    const row = await updateRecord(ctx.tx, ctx.userId, last.id, { amountCents: request.amountCents, ...(request.currency !== undefined ? { currency: request.currency } : {}) });
    const facts = row ? recordFacts(row, ctx.lang) : null;
    if (facts && before) return [correctedReply(before, facts, ctx.lang, 'amount')];
  }
  // "não foi hoje, foi ontem": the record moves to that day (at noon in Luanda, or now for today).
  if (request.date !== undefined) {
    if (dayOf(last.occurredAt) === request.date) return unchanged(ctx, last);
    const row = await updateRecord(ctx.tx, ctx.userId, last.id, { occurredAt: occurredAtFor(request.date, ctx) });
    const facts = row ? recordFacts(row, ctx.lang) : null;
    if (facts) return [correctedDayReply(facts, ctx.today, ctx.lang)];
  }
  // "era em euros, não kwanzas": the same figure in the currency named.
  if (request.currency !== undefined) {
    if (request.currency === last.currency) return unchanged(ctx, last);
    const row = await updateRecord(ctx.tx, ctx.userId, last.id, { currency: request.currency });
    const facts = row ? recordFacts(row, ctx.lang) : null;
    if (facts && before) return [correctedReply(before, facts, ctx.lang, 'amount')];
  }
  return [simpleReply('correctionUnclear', ctx.lang)];
}

/**
 * The record at a place: in the list the last message wrote ("apaga o 2"), or counted back from
 * the latest WhatsApp record ("o penúltimo"). Null when there is none there (nothing is guessed).
 */
async function recordAt(ctx: CopilotContext, position: RecordPosition): Promise<RecordRow | null> {
  if (position.from === 'end') return nthLastRecordFromSource(ctx.tx, ctx.userId, WHATSAPP_SOURCE, position.n);
  const listed = ctx.conversation?.records;
  // "o 2" counts in a list of several; with none in memory, nothing is guessed.
  const id = listed && listed.length > 1 ? listed[position.n - 1]?.id : undefined;
  if (id === undefined) return null;
  const row = await getRecord(ctx.tx, ctx.userId, id);
  return row && row.source === WHATSAPP_SOURCE ? row : null;
}

/** The names a category may be stored under: its key (what records store) and, for rows not yet migrated, its labels. */
function categoryNames(key: CategoryKey): string[] {
  return [key, CATEGORY_LABELS[key].pt, CATEGORY_LABELS[key].en];
}

/** Nothing to change: say so ("Corrigido" only when something changed). */
function unchanged(ctx: CopilotContext, row: RecordRow): Reply[] {
  const facts = recordFacts(row, ctx.lang);
  return [facts ? alreadyCorrectReply(facts, ctx.lang) : simpleReply('correctionUnclear', ctx.lang)];
}

/** Puts `last` in `category` and remembers the choice for its words (a tapped list row or a written correction). */
export async function correctCategory(ctx: CopilotContext, last: RecordRow, category: CategoryKey): Promise<Reply[]> {
  // Categories belong to income and expenses; the side follows the category named.
  if (last.kind !== 'income' && last.kind !== 'expense') return [simpleReply('correctionUnclear', ctx.lang)];
  const kind = isIncomeCategory(category) ? 'income' : 'expense';
  if (last.kind === kind && last.category !== null && categoryKeyOf(last.category) === category) return unchanged(ctx, last);
  // The key is stored, never a label: one category whatever the language (issue 14, item 17).
  const before = recordFacts(last, ctx.lang);
  const row = await updateRecord(ctx.tx, ctx.userId, last.id, { kind, category });
  const source = last.description ?? '';
  if (source !== '') {
    const stored = await getCategoryMemory(ctx.tx, ctx.userId);
    const memory = learn(stored === null ? EMPTY_MEMORY : parseMemory(stored), source, category);
    await setCategoryMemory(ctx.tx, ctx.userId, memory);
  }
  const facts = row ? recordFacts(row, ctx.lang) : null;
  return [facts && before ? correctedReply(before, facts, ctx.lang, 'category') : simpleReply('nothingToUndo', ctx.lang)];
}
