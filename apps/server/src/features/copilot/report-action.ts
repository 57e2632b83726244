// "Manda o relatório do mês / da semana": the period's money in and out against the period
// before, where the money went (by category key, whatever language each record was stored
// in), open debts and loans, budgets and goals — computed from the database with core's
// aggregates, in kwanza (the dashboard's currency): dollar and euro records count too, each
// at its day's rate, and the report says which rates and what had none (issue 15).
import { DEFAULT_CURRENCY, type Currency } from '@kumbu/core/money';
import { listGoals } from '@kumbu/db/goals';
import { pastReportRanges, reportRanges } from '@kumbu/agent/report';
import type { Understanding } from '@kumbu/agent/understand';
import type { Reply } from '@kumbu/agent/reply/replies';
import { reportReply } from '@kumbu/agent/reply/report-reply';
import { byCategory } from './category-totals';
import { budgetStatuses } from './budget-action';
import type { CopilotContext } from './copilot-context';
import { periodAggregates, periodTotals } from './copilot-figures';
import { copilotRateBook, kwanzaBalances } from './copilot-kwanza';
import { goalStatus } from './goal-action';

export async function reportAction(ctx: CopilotContext, u: Understanding): Promise<Reply[]> {
  const period = u.report?.period ?? 'month';
  const past = u.report?.range;
  const ranges = past ? pastReportRanges(period, past) : reportRanges(period, ctx.today);
  const currency: Currency = DEFAULT_CURRENCY;
  const rates = await copilotRateBook(ctx);
  const cur = periodAggregates(await periodTotals(ctx, ranges.current), { currency, now: ctx.now, rates });
  const before = periodAggregates(await periodTotals(ctx, ranges.previous), { currency, now: ctx.now, rates });
  const open = await kwanzaBalances(ctx);
  return [reportReply({
    period, range: ranges.current, currency, past: past !== undefined,
    incomeCents: cur.income, expenseCents: cur.expense, previousIncomeCents: before.income, previousExpenseCents: before.expense,
    recordCount: cur.recordCount,
    categories: byCategory(cur.categoryBreakdown, ctx.lang),
    owedToMeCents: open.loans.outstandingCents, iOweCents: open.debts.outstandingCents,
    budgets: await budgetStatuses(ctx),
    goals: (await listGoals(ctx.tx, ctx.userId)).map((g) => goalStatus(g, rates, ctx.today)),
    dashboardUrl: `${ctx.publicUrl}/dashboard`,
    ...(cur.conversion ? { conversion: { period: cur.conversion, open: open.conversion } } : {}),
  }, ctx.lang)];
}
