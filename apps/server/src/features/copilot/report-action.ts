// "Manda o relatório do mês / da semana": the period's money in and out against the period
// before, where the money went (by category key, whatever language each record was stored
// in), open debts and loans, budgets and goals — computed from the database with core's
// aggregates, in kwanza (the dashboard's currency).
import { computeAggregates } from '@kumbu/core/aggregates';
import { DEFAULT_CURRENCY, toCents, type Cents, type Currency } from '@kumbu/core/money';
import { listGoals } from '@kumbu/db/goals';
import { categoryKeyOf, categoryLabel } from '@kumbu/agent/categories';
import { reportRanges } from '@kumbu/agent/report';
import type { Understanding } from '@kumbu/agent/understand';
import type { Reply } from '@kumbu/agent/reply/replies';
import { reportReply, type ReportCategory } from '@kumbu/agent/reply/report-reply';
import { budgetStatuses } from './budget-action';
import type { CopilotContext } from './copilot-context';
import { allTimeBalances, financeRecordsIn } from './copilot-reads';
import { goalStatus } from './goal-action';

export async function reportAction(ctx: CopilotContext, u: Understanding): Promise<Reply[]> {
  const period = u.report?.period ?? 'month';
  const ranges = reportRanges(period, ctx.today);
  const currency: Currency = DEFAULT_CURRENCY;
  const [current, previous] = [await financeRecordsIn(ctx, ranges.current), await financeRecordsIn(ctx, ranges.previous)];
  const cur = computeAggregates(current, { range: ranges.current, currency, now: ctx.now });
  const before = computeAggregates(previous, { range: ranges.previous, currency, now: ctx.now });
  const open = await openBalances(ctx, currency);
  return [reportReply({
    period, range: ranges.current, currency,
    incomeCents: cur.income, expenseCents: cur.expense, previousIncomeCents: before.income, previousExpenseCents: before.expense,
    recordCount: cur.recordCount,
    categories: byCategory(cur.categoryBreakdown, ctx),
    owedToMeCents: open.owedToMe, iOweCents: open.iOwe,
    budgets: await budgetStatuses(ctx),
    goals: (await listGoals(ctx.tx, ctx.userId)).map(goalStatus),
    dashboardUrl: `${ctx.publicUrl}/dashboard`,
  }, ctx.lang)];
}

/** "Transporte" and "transport" are one line, labelled in the reply's language; names of the user's own stay as they are. */
function byCategory(breakdown: readonly { readonly name: string; readonly valueCents: Cents }[], ctx: CopilotContext): ReportCategory[] {
  const merged = new Map<string, number>();
  for (const c of breakdown) {
    const key = categoryKeyOf(c.name);
    const label = key === null ? c.name : categoryLabel(key, ctx.lang);
    merged.set(label, (merged.get(label) ?? 0) + c.valueCents);
  }
  return [...merged].map(([label, cents]) => ({ label, cents: toCents(cents) })).sort((a, b) => b.cents - a.cents);
}

async function openBalances(ctx: CopilotContext, currency: Currency): Promise<{ owedToMe: Cents; iOwe: Cents }> {
  const mine = (await allTimeBalances(ctx)).find((b) => b.currency === currency);
  return { owedToMe: mine?.loans.outstandingCents ?? toCents(0), iOwe: mine?.debts.outstandingCents ?? toCents(0) };
}
