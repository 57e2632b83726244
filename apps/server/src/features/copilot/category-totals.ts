// Money by category for a reply, labelled in the reply's language: records store the key
// ("transport"; older rows a pt or en label) and are one line; the user's own names stay.
import { type Cents, type Currency, saturatingCents } from '@kumbu/core/money';
import { type FinanceRecord } from '@kumbu/core/records';
import { type RateBook } from '@kumbu/core/fx';
import { ConversionTally } from '@kumbu/core/fx-tally';
import { dayOf } from '@kumbu/core/date-range';
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

/**
 * The income records' totals by category, in one currency ("other_income" when uncategorised);
 * with `rates` (kwanza answers), foreign income too at its day's rate (none: left out, as the
 * aggregates leave it out and report it).
 */
export function incomeByCategory(list: readonly FinanceRecord[], currency: Currency, lang: Lang, rates?: RateBook): CategoryTotal[] {
  const tally = rates ? new ConversionTally(rates) : null;
  return byCategory(list.filter((r) => r.kind === 'income').flatMap((r) => {
    const cents = r.currency === currency ? r.amountCents : tally ? tally.convert(r.currency, r.amountCents, dayOf(r.date)) : null;
    return cents === null ? [] : [{ name: r.category ?? 'other_income', valueCents: saturatingCents(cents) }];
  }), lang);
}
