// Money by category for a reply, labelled in the reply's language: records store the key
// ("transport"; older rows a pt or en label) and are one line; the user's own names stay.
import { type Cents, saturatingCents } from '@kumbu/core/money';
import { type Lang } from '@kumbu/core/lang';
import { categoryLabel } from '@kumbu/agent/categories';
import { type CategoryTotal } from '@kumbu/agent/reply/replies';

/** Merges named totals by category key, biggest first. */
export function byCategory(totals: readonly { readonly name: string; readonly valueCents: Cents }[], lang: Lang): CategoryTotal[] {
  const merged = new Map<string, number>();
  for (const c of totals) {
    const label = categoryLabel(c.name, lang);
    merged.set(label, (merged.get(label) ?? 0) + c.valueCents);
  }
  // Equal sums in the label's order, so an answer never depends on the order records were read in.
  return [...merged].map(([label, cents]) => ({ label, cents: saturatingCents(cents) }))
    .sort((a, b) => b.cents - a.cents || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}
