// The wire form of a budget: this month's spending against the limit, with the agent's
// percent and warning level, so the dashboard colours a bar exactly where the co-pilot warns.
import { isCurrency, toCents, type Cents, type Currency } from '@kumbu/core/money';
import type { BudgetRow } from '@kumbu/db/budgets';
import { budgetLevel, budgetPercent, type BudgetLevel } from '@kumbu/agent/budgets';
import { CATEGORY_LABELS, EXPENSE_CATEGORIES, type ExpenseCategory } from '@kumbu/agent/categories';
import type { Bilingual } from '@kumbu/core/lang';
import type { SpentIndex } from './month-spending';

export interface BudgetStatusDto {
  readonly category: ExpenseCategory;
  readonly currency: Currency;
  readonly limitCents: Cents;
  readonly spentCents: Cents;
  /** Whole percent used, rounded down; may pass 100. */
  readonly percent: number;
  /** 0 below 80 %, 80 from 80 %, 100 at or over the limit. */
  readonly level: BudgetLevel;
}

export interface CategoryOption { readonly key: ExpenseCategory; readonly label: Bilingual }

/** What a budget may be set for, with the labels the co-pilot uses, in its order. */
export const BUDGET_CATEGORIES: readonly CategoryOption[] = EXPENSE_CATEGORIES.map((key) => ({ key, label: CATEGORY_LABELS[key] }));

export function isExpenseCategory(value: string): value is ExpenseCategory {
  return (EXPENSE_CATEGORIES as readonly string[]).includes(value);
}

/** Null for a row no client could show (an unknown key or currency left by an older version). */
export function toBudgetStatus(row: BudgetRow, spent: SpentIndex): BudgetStatusDto | null {
  if (!isExpenseCategory(row.category) || !isCurrency(row.currency)) return null;
  const limitCents = toCents(row.amountCents);
  const spentCents = spent(row.category, row.currency);
  return {
    category: row.category, currency: row.currency, limitCents, spentCents,
    percent: budgetPercent(spentCents, limitCents), level: budgetLevel(spentCents, limitCents),
  };
}
