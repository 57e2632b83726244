// Budget arithmetic, pure: how much of a monthly budget is used, and whether one expense
// crossed the 80 % or 100 % line (the record reply warns once, on the crossing only).
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
 * The threshold an expense crossed, going from `beforeCents` to `afterCents` spent this month,
 * or null when it crossed none (later records in the same zone stay quiet). One jump past both
 * lines reports only 100.
 */
export function budgetCrossing(beforeCents: Cents, afterCents: Cents, limitCents: Cents): 80 | 100 | null {
  const before = budgetLevel(beforeCents, limitCents);
  const after = budgetLevel(afterCents, limitCents);
  if (after > before && after !== 0) return after;
  return null;
}
