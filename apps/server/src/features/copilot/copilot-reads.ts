// The co-pilot's reads of a user's money, shared by questions, reports and record replies:
// the records of a range and the all-time debt and loan balances, as core's values.
import { type CurrencyBalances } from '@kumbu/core/balances';
import { type DayRange, rangeBoundsUtc } from '@kumbu/core/date-range';
import { type FinanceRecord } from '@kumbu/core/records';
import { debtAndLoanTotals, recordsInRange } from '@kumbu/db/records';
import { balancesOfTotals, toFinanceRecords } from '../records/finance-rows';
import type { CopilotContext } from './copilot-context';

export async function financeRecordsIn(ctx: CopilotContext, range: DayRange): Promise<FinanceRecord[]> {
  const { from, toExclusive } = rangeBoundsUtc(range);
  return toFinanceRecords(await recordsInRange(ctx.tx, ctx.userId, from, toExclusive));
}

export async function allTimeBalances(ctx: CopilotContext): Promise<CurrencyBalances[]> {
  return balancesOfTotals(await debtAndLoanTotals(ctx.tx, ctx.userId));
}
