// What a search of the records list (GET /api/records?q=, the CSV export) looks for: the
// typed words in the record's own texts, and the co-pilot categories whose name in either
// language contains them, since records store a category's key ('transport'), not its label.
import { CATEGORY_KEYS, CATEGORY_LABELS } from '@kumbu/agent/categories';
import { fold } from '@kumbu/agent/text';

/** The category keys whose key, pt or en label contains the text, accents and case aside. */
export function categoryKeysMatching(text: string): string[] {
  const needle = fold(text).trim();
  if (needle === '') return [];
  return CATEGORY_KEYS.filter((key) => [key, CATEGORY_LABELS[key].pt, CATEGORY_LABELS[key].en].some((name) => fold(name).includes(needle)));
}

/** The db's search filter for a query's `q` (undefined when none). */
export function searchFilter(q: string | undefined): { text: string; categoryKeys: string[] } | undefined {
  const text = q?.trim() ?? '';
  return text === '' ? undefined : { text, categoryKeys: categoryKeysMatching(text) };
}
