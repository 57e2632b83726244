// The category classifier: the user's memory first (a correction wins next time), then the
// weighted keyword tables. Income and expense have separate taxonomies.
import { type CategoryKey, type ExpenseCategory, type IncomeCategory, isIncomeCategory } from './categories';
import { EXPENSE_KEYWORDS, INCOME_KEYWORDS, type KeywordTable } from './category-keywords';
import { type CategoryMemory, recall } from './category-memory';
import { phraseRegex } from './text';

interface CompiledTable<K extends string> { readonly entries: readonly (readonly [K, RegExp, number])[] }

function compileTable<K extends string>(table: KeywordTable<K>): CompiledTable<K> {
  const entries: (readonly [K, RegExp, number])[] = [];
  for (const [key, list] of Object.entries(table) as [K, readonly (readonly [string, number])[] | undefined][]) {
    for (const [phrase, weight] of list ?? []) entries.push([key, phraseRegex(phrase), weight]);
  }
  return { entries };
}

// Compiled once at module load: the tables are constant and classification is hot.
const EXPENSE = compileTable(EXPENSE_KEYWORDS);
const INCOME = compileTable(INCOME_KEYWORDS);

export interface CategoryScore<K extends string> { readonly category: K; readonly score: number }

/** Highest-scoring category of a folded text; ties go to the table's order. Null when nothing matched. */
function best<K extends string>(table: CompiledTable<K>, folded: string): CategoryScore<K> | null {
  const scores = new Map<K, number>();
  for (const [key, re, weight] of table.entries) if (re.test(folded)) scores.set(key, (scores.get(key) ?? 0) + weight);
  let top: CategoryScore<K> | null = null;
  for (const [category, score] of scores) if (!top || score > top.score) top = { category, score };
  return top;
}

export function keywordExpenseCategory(folded: string): CategoryScore<ExpenseCategory> | null {
  return best(EXPENSE, folded);
}

export function keywordIncomeCategory(folded: string): CategoryScore<IncomeCategory> | null {
  return best(INCOME, folded);
}

/**
 * The category of a message of the given side. `folded` is the message folded (fold()),
 * `original` the text as typed (for the memory). Falls back to other / other_income.
 */
export function classify(original: string, folded: string, side: 'expense' | 'income', memory?: CategoryMemory): CategoryKey {
  const remembered = recall(memory, original, (c) => isIncomeCategory(c) === (side === 'income'));
  if (remembered) return remembered;
  if (side === 'income') return keywordIncomeCategory(folded)?.category ?? 'other_income';
  return keywordExpenseCategory(folded)?.category ?? 'other';
}
