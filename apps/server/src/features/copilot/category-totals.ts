// Money by category for a reply, labelled in the reply's language: records store the key
// ("transport"; older rows a pt or en label) and are one line; the user's own names stay.
import { type Cents, type Currency, saturatingCents } from '@kumbu/core/money';
import { type FinanceRecord } from '@kumbu/core/records';
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
  return [...merged].map(([label, cents]) => ({ label, cents: saturatingCents(cents) })).sort((a, b) => b.cents - a.cents);
}

/** The income records' totals by category, in one currency ("other_income" when uncategorised). */
export function incomeByCategory(list: readonly FinanceRecord[], currency: Currency, lang: Lang): CategoryTotal[] {
  return byCategory(list.filter((r) => r.kind === 'income' && r.currency === currency)
    .map((r) => ({ name: r.category ?? 'other_income', valueCents: r.amountCents })), lang);
}
