// The co-pilot's all-time debt and loan balances per currency, as core's values (a period's
// figures come from copilot-figures.ts).
import { type CurrencyBalances } from '@kumbu/core/balances';
import { debtAndLoanTotals } from '@kumbu/db/records';
import { balancesOfTotals } from '../records/finance-rows';
import type { CopilotContext } from './copilot-context';

export async function allTimeBalances(ctx: CopilotContext): Promise<CurrencyBalances[]> {
  return balancesOfTotals(await debtAndLoanTotals(ctx.tx, ctx.userId));
}
