// The categories the picker offers besides the user's own: the co-pilot's taxonomy
// (packages/agent), named in the page's language. The server stores a name picked here as
// its key ("Transporte" → "transport"), so a record typed on the web and one sent on WhatsApp
// share one category, in either language, and count towards the same budget. Expense
// categories first, then income.
import { type Lang } from '@kumbu/core/lang';
import { CATEGORY_LABELS, EXPENSE_CATEGORIES, INCOME_CATEGORIES } from '@kumbu/agent/categories';

/** The user's own names first (most used first), then the starter list, without repeats (any case). */
export function mergeSuggestions(own: readonly string[], starter: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of [...own, ...starter]) {
    const key = name.trim().toLocaleLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(name.trim());
  }
  return out;
}

export function starterCategories(lang: Lang): string[] {
  return [...EXPENSE_CATEGORIES, ...INCOME_CATEGORIES].map((key) => CATEGORY_LABELS[key][lang]);
}
