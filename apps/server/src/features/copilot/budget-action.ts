// Budgets: "orçamento de 50 mil para comida" sets a category's monthly budget (upsert);
// "como está o orçamento?" lists each budget with spent / limit / % this Luanda month.
// Spending comes from the module GET /api/budgets uses too (budgets-goals/month-spending.ts).
import { presetRange } from '@kumbu/core/date-range';
import { DEFAULT_CURRENCY, isCurrency, saturatingCents, toCents, type Cents, type Currency } from '@kumbu/core/money';
import { kwanzaEquivalent } from '@kumbu/core/fx';
import { deleteBudget, getBudget, listBudgets, upsertBudget } from '@kumbu/db/budgets';
import { budgetCrossing } from '@kumbu/agent/budgets';
import { categoryLabel, isCategoryKey, isIncomeCategory, type CategoryKey } from '@kumbu/agent/categories';
import type { Understanding } from '@kumbu/agent/understand';
import {
  budgetCheckReply, budgetDeletedReply, budgetNeedsCategoryReply, budgetSetReply, type BudgetStatus, type BudgetWarning, type Reply,
} from '@kumbu/agent/reply/replies';
import { categorySpending, type SpentIndex } from '../budgets-goals/month-spending';
import type { CopilotContext } from './copilot-context';
import { copilotRateBook } from './copilot-kwanza';

export async function budgetAction(ctx: CopilotContext, u: Understanding): Promise<Reply[]> {
  const request = u.budget ?? { action: 'check' as const };
  const category = request.category;
  if (request.action === 'set') {
    if (category === undefined || isIncomeCategory(category) || request.amountCents === undefined || request.amountCents <= 0) {
      return [budgetNeedsCategoryReply(ctx.lang)];
    }
    const row = await upsertBudget(ctx.tx, ctx.userId, category, request.amountCents, u.currency);
    const spent = await monthSpent(ctx);
    return [budgetSetReply(status(ctx, category, toCents(row.amountCents), u.currency, spent), ctx.lang)];
  }
  if (request.action === 'delete') {
    const deleted = category === undefined ? null : await deleteBudget(ctx.tx, ctx.userId, category);
    if (deleted === null || category === undefined) {
      // Nothing by that name: show what there is, after saying which wording works.
      return [budgetDeletedReply(null, ctx.lang), budgetCheckReply(await budgetStatuses(ctx), ctx.lang)];
    }
    return [budgetDeletedReply(categoryLabel(category, ctx.lang), ctx.lang)];
  }
  return [budgetCheckReply(await budgetStatuses(ctx, category), ctx.lang)];
}

/** Each budget (or only `category`'s, when the user has one for it) with what is spent this month. */
export async function budgetStatuses(ctx: CopilotContext, category?: CategoryKey): Promise<BudgetStatus[]> {
  const rows = await listBudgets(ctx.tx, ctx.userId);
  const wanted = category !== undefined && rows.some((r) => r.category === category) ? rows.filter((r) => r.category === category) : rows;
  const spent = await monthSpent(ctx);
  const list: BudgetStatus[] = [];
  for (const r of wanted) {
    if (!isCategoryKey(r.category) || !isCurrency(r.currency)) continue;
    list.push(status(ctx, r.category, toCents(r.amountCents), r.currency, spent));
  }
  return list;
}

/** A category's budget as the warning needs it. */
export interface BudgetLimit {
  readonly amountCents: number;
  readonly currency: string;
}

/**
 * After an expense is stored: the warning for its category's budget when this record made the
 * month's spending cross 80 % or 100 %, else undefined. Records outside this month never warn.
 * `known`: the budget, already read with something else (null: the user has none); absent = read it.
 */
export async function budgetWarningFor(
  ctx: CopilotContext, category: CategoryKey, amountCents: Cents, currency: Currency, day: string, known?: BudgetLimit | null,
): Promise<BudgetWarning | undefined> {
  const budget = known !== undefined ? known : await getBudget(ctx.tx, ctx.userId, category);
  if (!budget || !isCurrency(budget.currency)) return undefined;
  const range = presetRange('thisMonth', ctx.now);
  if (day < range.start || day > range.end) return undefined;
  const rates = await copilotRateBook(ctx);
  // A kwanza budget counts a dollar or euro expense at its day's rate (issue 15); none: no warning from it.
  let added: number = amountCents;
  if (budget.currency !== currency) {
    const kz = budget.currency === DEFAULT_CURRENCY ? kwanzaEquivalent(rates, amountCents, currency, day) : null;
    if (!kz) return undefined;
    added = kz.cents;
  }
  const spent = await categorySpending(ctx.tx, ctx.userId, range, rates);
  const limit = toCents(budget.amountCents);
  const after = spent(category, budget.currency);
  const level = budgetCrossing(saturatingCents(after - added), after, limit);
  if (level === null) return undefined;
  return { ...status(ctx, category, limit, budget.currency, spent), level };
}

/** This Luanda month's spending, by category key and currency. */
function monthSpent(ctx: CopilotContext): Promise<SpentIndex> {
  return copilotRateBook(ctx).then((rates) => categorySpending(ctx.tx, ctx.userId, presetRange('thisMonth', ctx.now), rates));
}

function status(ctx: CopilotContext, category: CategoryKey, limitCents: Cents, currency: Currency, spent: SpentIndex): BudgetStatus {
  return { category: categoryLabel(category, ctx.lang), limitCents, spentCents: spent(category, currency), currency };
}
