// Money by category for a reply, labelled in the reply's language: "Transporte" and
// "transport" (records stored in either language) are one line; the user's own names stay.
import { type Cents, type Currency, toCents } from '@kumbu/core/money';
import { type FinanceRecord } from '@kumbu/core/records';
import { type Lang } from '@kumbu/core/lang';
import { categoryKeyOf, categoryLabel } from '@kumbu/agent/categories';
import { type CategoryTotal } from '@kumbu/agent/reply/replies';

/** Merges named totals by category key, biggest first. */
export function byCategory(totals: readonly { readonly name: string; readonly valueCents: Cents }[], lang: Lang): CategoryTotal[] {
  const merged = new Map<string, number>();
  for (const c of totals) {
    const key = categoryKeyOf(c.name);
    const label = key === null ? c.name : categoryLabel(key, lang);
    merged.set(label, (merged.get(label) ?? 0) + c.valueCents);
  }
  return [...merged].map(([label, cents]) => ({ label, cents: toCents(cents) })).sort((a, b) => b.cents - a.cents);
}

/** The income records' totals by category, in one currency ("other_income" when uncategorised). */
export function incomeByCategory(list: readonly FinanceRecord[], currency: Currency, lang: Lang): CategoryTotal[] {
  return byCategory(list.filter((r) => r.kind === 'income' && r.currency === currency)
    .map((r) => ({ name: r.category ?? categoryLabel('other_income', lang), valueCents: r.amountCents })), lang);
}
