// Request shapes of the budgets and goals API. Amounts travel as integer cêntimos in fields
// named *Cents (as the answers name them): no float, and no guessing whether 50000 meant
// kwanza or cêntimos.
import { z } from 'zod';
import { isSupportedDay } from '@kumbu/core/date-range';
import { CURRENCIES, DEFAULT_CURRENCY, MAX_AMOUNT_CENTS, toCents, type Cents } from '@kumbu/core/money';
import { EXPENSE_CATEGORIES } from '@kumbu/agent/categories';

// One trillion kwanza at most, like every amount Kumbu stores (core's MAX_AMOUNT_CENTS).
const cents = z.number().int().positive().max(MAX_AMOUNT_CENTS).transform((n): Cents => toCents(n));
const currency = z.enum(CURRENCIES).default(DEFAULT_CURRENCY);

/** Only expense categories take a budget (the co-pilot refuses income ones the same way). */
export const budgetParams = z.object({ category: z.enum(EXPENSE_CATEGORIES) });

export const putBudgetBody = z.object({ amountCents: cents, currency });

export const goalIdParams = z.object({ id: z.uuid() });

export const GOAL_NAME_MAX = 80;

export const goalBody = z.object({
  name: z.string().trim().min(1).max(GOAL_NAME_MAX),
  targetCents: cents,
  currency,
  /** A Luanda day, YYYY-MM-DD; null or left out = no deadline. Not before today (checked by the route). */
  deadline: z.string().refine(isSupportedDay).nullable().optional(),
});

export const contributionBody = z.object({ amountCents: cents });
