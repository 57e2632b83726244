// The categories offered when someone taps "Mudar categoria" on a record: a WhatsApp list
// holds at most ten rows, and an expense has nineteen categories, so the list starts with
// those the record's own words point at, then the ones households use most.
import { type CategoryKey, EXPENSE_CATEGORIES, INCOME_CATEGORIES } from './categories';
import { matchingCategories } from './classify';
import { fold } from './text';

/** WhatsApp's limit on the rows of one list message. */
export const MAX_LIST_ROWS = 10;

/** Most used first (household and small-business books); the rest follow in taxonomy order. */
const EXPENSE_BY_USE: readonly CategoryKey[] = [
  'groceries', 'transport', 'dining', 'family', 'telecom', 'utilities', 'health', 'education', 'housing', 'personal',
  'leisure', 'inventory', 'payroll', 'equipment', 'fees', 'taxes', 'travel', 'marketing', 'other',
];
const INCOME_BY_USE: readonly CategoryKey[] = ['salary', 'sales', 'services', 'gift', 'investment', 'other_income'];

/**
 * Up to ten categories of the record's side other than its current one: those the
 * description's words match first, then by common use, and "other" always last.
 */
export function categoryChoices(side: 'expense' | 'income', current: CategoryKey | null, description: string): CategoryKey[] {
  const byUse = side === 'income' ? INCOME_BY_USE : EXPENSE_BY_USE;
  const all: readonly CategoryKey[] = side === 'income' ? INCOME_CATEGORIES : EXPENSE_CATEGORIES;
  const rest: CategoryKey = side === 'income' ? 'other_income' : 'other';
  const room = current === rest ? MAX_LIST_ROWS : MAX_LIST_ROWS - 1;
  const out: CategoryKey[] = [];
  for (const key of [...matchingCategories(fold(description), side), ...byUse, ...all]) {
    if (out.length === room) break;
    if (key !== current && key !== rest && !out.includes(key)) out.push(key);
  }
  return current === rest ? out : [...out, rest];
}
