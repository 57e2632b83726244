// Budget arithmetic, pure: how much of a monthly budget is used, and what one expense's reply
// says about it: a warning when it crosses 80 %, and, once the budget is spent, a reminder on
// every new expense in that category (issue 16: a budget at 300 % used to stay quiet).
import { type Cents } from '@kumbu/core/money';

/** The thresholds a warning is given at: 80 % used, then over the budget. */
export type BudgetLevel = 0 | 80 | 100;

/** Whole percent used, rounded down (42 500 of 50 000 → 85); 0 for a zero budget. */
export function budgetPercent(spentCents: Cents, limitCents: Cents): number {
  if (limitCents <= 0) return 0;
  return Math.floor((Math.max(0, spentCents) * 100) / limitCents);
}

/** The highest threshold reached by `spentCents`: 100 at or over the budget, 80 from 80 %. */
export function budgetLevel(spentCents: Cents, limitCents: Cents): BudgetLevel {
  if (limitCents <= 0) return 0;
  if (spentCents >= limitCents) return 100;
  if (spentCents * 5 >= limitCents * 4) return 80;
  return 0;
}

/**
 * What an expense going from `beforeCents` to `afterCents` spent this month says about the
 * budget: 100 whenever the month is at or over the limit after it (every expense in an
 * exhausted budget is worth a reminder), 80 when it crossed the 80 % line, else null (later
 * records between 80 % and the limit stay quiet).
 */
export function budgetCrossing(beforeCents: Cents, afterCents: Cents, limitCents: Cents): 80 | 100 | null {
  const before = budgetLevel(beforeCents, limitCents);
  const after = budgetLevel(afterCents, limitCents);
  if (after === 100) return 100;
  if (after > before && after !== 0) return after;
  return null;
}
