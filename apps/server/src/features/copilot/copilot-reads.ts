// The co-pilot's all-time debt and loan balances per currency, as core's values (a period's
// figures come from copilot-figures.ts).
import { type CurrencyBalances } from '@kumbu/core/balances';
import { DEFAULT_TIME_ZONE } from '@kumbu/core/date-range';
import { debtAndLoanTotalsByDay } from '@kumbu/db/records-kwanza';
import { balancesOfTotals } from '../records/finance-rows';
import type { CopilotContext } from './copilot-context';

export async function allTimeBalances(ctx: CopilotContext): Promise<CurrencyBalances[]> {
  // Per day for foreign amounts (the kwanza answer converts them); summed per currency here.
  return balancesOfTotals(await debtAndLoanTotalsByDay(ctx.tx, ctx.userId, DEFAULT_TIME_ZONE));
}
