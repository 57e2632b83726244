// The "Mudar categoria" button on a record confirmation → a list of categories for that
// record; a tapped row → the record moves to that category and the user's memory learns it
// (the same path as writing "não era transporte, era comida").
import { categoryKeyOf, type CategoryKey } from '@kumbu/agent/categories';
import { categoryChoices } from '@kumbu/agent/category-choices';
import { categoryChoicesReply, simpleReply, type Reply } from '@kumbu/agent/reply/replies';
import { getRecord } from '@kumbu/db/records';
import type { CopilotContext } from './copilot-context';
import { recordFacts } from './record-facts';
import { correctCategory } from './undo-action';

export async function categoryChoicesAction(ctx: CopilotContext, recordId: string): Promise<Reply[]> {
  const row = await getRecord(ctx.tx, ctx.userId, recordId);
  const facts = row ? recordFacts(row, ctx.lang) : null;
  if (!row || !facts) return [simpleReply('recordNotFound', ctx.lang)];
  if (row.kind !== 'income' && row.kind !== 'expense') return [simpleReply('correctionUnclear', ctx.lang)];
  const choices = categoryChoices(row.kind, categoryKeyOf(row.category ?? ''), row.description ?? '');
  return [categoryChoicesReply(row.id, facts, choices, ctx.lang)];
}

export async function setCategoryAction(ctx: CopilotContext, recordId: string, category: CategoryKey): Promise<Reply[]> {
  const row = await getRecord(ctx.tx, ctx.userId, recordId);
  if (!row) return [simpleReply('recordNotFound', ctx.lang)];
  return correctCategory(ctx, row, category);
}
