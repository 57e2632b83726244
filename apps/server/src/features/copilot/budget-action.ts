// Budgets: "orçamento de 50 mil para comida" sets a category's monthly budget (upsert);
// "como está o orçamento?" lists each budget with spent / limit / % this Luanda month.
// Records store the category label (pt or en), so spending matches the key and both labels.
import { presetRange, rangeBoundsUtc, type DayRange } from '@kumbu/core/date-range';
import { isCurrency, toCents, type Cents, type Currency } from '@kumbu/core/money';
import { getBudget, listBudgets, upsertBudget } from '@kumbu/db/budgets';
import { recordsInRange } from '@kumbu/db/records';
import { budgetCrossing } from '@kumbu/agent/budgets';
import { CATEGORY_LABELS, categoryLabel, isCategoryKey, isIncomeCategory, type CategoryKey } from '@kumbu/agent/categories';
import { fold } from '@kumbu/agent/text';
import type { Understanding } from '@kumbu/agent/understand';
import {
  budgetCheckReply, budgetNeedsCategoryReply, budgetSetReply, type BudgetStatus, type BudgetWarning, type Reply,
} from '@kumbu/agent/reply/replies';
import type { CopilotContext } from './copilot-context';

export async function budgetAction(ctx: CopilotContext, u: Understanding): Promise<Reply[]> {
  const request = u.budget ?? { action: 'check' as const };
  const category = request.category;
  if (request.action === 'set') {
    if (category === undefined || isIncomeCategory(category) || request.amountCents === undefined || request.amountCents <= 0) {
      return [budgetNeedsCategoryReply(ctx.lang)];
    }
    const row = await upsertBudget(ctx.tx, ctx.userId, category, request.amountCents, u.currency);
    const spent = await monthSpent(ctx, u.currency);
    return [budgetSetReply(status(ctx, category, toCents(row.amountCents), u.currency, spent), ctx.lang)];
  }
  const rows = await listBudgets(ctx.tx, ctx.userId);
  const wanted = category !== undefined && rows.some((r) => r.category === category) ? rows.filter((r) => r.category === category) : rows;
  const spentBy = new Map<Currency, SpentIndex>();
  const list: BudgetStatus[] = [];
  for (const r of wanted) {
    if (!isCategoryKey(r.category) || !isCurrency(r.currency)) continue;
    let spent = spentBy.get(r.currency);
    if (!spent) { spent = await monthSpent(ctx, r.currency); spentBy.set(r.currency, spent); }
    list.push(status(ctx, r.category, toCents(r.amountCents), r.currency, spent));
  }
  return [budgetCheckReply(list, ctx.lang)];
}

/**
 * After an expense is stored: the warning for its category's budget when this record made the
 * month's spending cross 80 % or 100 %, else undefined. Records outside this month never warn.
 */
export async function budgetWarningFor(
  ctx: CopilotContext, category: CategoryKey, amountCents: Cents, currency: Currency, day: string,
): Promise<BudgetWarning | undefined> {
  const budget = await getBudget(ctx.tx, ctx.userId, category);
  if (!budget || budget.currency !== currency) return undefined;
  const range = presetRange('thisMonth', ctx.now);
  if (day < range.start || day > range.end) return undefined;
  const spent = await monthSpent(ctx, currency, range);
  const limit = toCents(budget.amountCents);
  const after = spent(category);
  const level = budgetCrossing(toCents(after - amountCents), after, limit);
  if (level === null) return undefined;
  return { ...status(ctx, category, limit, currency, spent), level };
}

/** Spending this month in one currency, looked up by category key. */
type SpentIndex = (category: CategoryKey) => Cents;

async function monthSpent(ctx: CopilotContext, currency: Currency, range: DayRange = presetRange('thisMonth', ctx.now)): Promise<SpentIndex> {
  const { from, toExclusive } = rangeBoundsUtc(range);
  const byName = new Map<string, number>();
  for (const r of await recordsInRange(ctx.tx, ctx.userId, from, toExclusive)) {
    if (r.kind !== 'expense' || r.currency !== currency || r.category === null) continue;
    const name = fold(r.category);
    byName.set(name, (byName.get(name) ?? 0) + r.amountCents);
  }
  return (category) => {
    const names = new Set([category, CATEGORY_LABELS[category].pt, CATEGORY_LABELS[category].en].map((n) => fold(n)));
    let total = 0;
    for (const n of names) total += byName.get(n) ?? 0;
    return toCents(total);
  };
}

function status(ctx: CopilotContext, category: CategoryKey, limitCents: Cents, currency: Currency, spent: SpentIndex): BudgetStatus {
  return { category: categoryLabel(category, ctx.lang), limitCents, spentCents: spent(category), currency };
}
