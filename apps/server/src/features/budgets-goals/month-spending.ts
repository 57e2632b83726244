// What was spent per budget category: the one computation behind the co-pilot's budget
// replies and 80 %/100 % warnings (copilot/budget-action.ts) and GET /api/budgets, so the
// chat and the dashboard can never disagree. Records keep the category's key (migration
// 0009 turned the older pt and en labels into keys); categoryKeyOf() still reads a label
// (case and accents aside), so a row written by an older client counts too.
//
// Kwanza budgets count dollar and euro expenses too (issue 15), each day's sum at that
// day's rate (or the latest earlier one); a foreign expense with no rate is not counted.
import { type DayRange, dayFromNumber } from '@kumbu/core/date-range';
import { DEFAULT_CURRENCY, saturatingCents, type Cents, type Currency } from '@kumbu/core/money';
import type { RateBook } from '@kumbu/core/fx';
import { ConversionTally } from '@kumbu/core/fx-tally';
import { dayTotalsInRange } from '@kumbu/db/record-day-totals';
import type { DbOrTx } from '@kumbu/db/database';
import { categoryKeyOf, type CategoryKey } from '@kumbu/agent/categories';

/** Expenses in the range for one category key and currency (kwanza: foreign expenses converted, given a rate book). */
export type SpentIndex = (category: CategoryKey, currency: Currency) => Cents;

/**
 * The user's expenses in `range` (Luanda days), ready to be looked up by category key: from the
 * records' daily totals (issue 19), kwanza per category over the range and other currencies per
 * day, so a month of a busy shop costs its days and categories, not its records.
 */
export async function categorySpending(db: DbOrTx, userId: string, range: DayRange, rates: RateBook | null): Promise<SpentIndex> {
  const totals = new Map<string, number>();
  const add = (slot: string, cents: number): void => { totals.set(slot, (totals.get(slot) ?? 0) + cents); };
  // A foreign currency's expenses of one stored category on one day, converted as one sum.
  const foreignDays = new Map<string, { currency: Currency; key: CategoryKey; day: string; cents: number; count: number }>();
  for (const t of await dayTotalsInRange(db, userId, range.start, range.end)) {
    if (t.kind !== 'expense' || t.facet === 'day' || t.category === null) continue;
    // One row per stored text and currency: "Transporte", "Transport" and "transport" add up.
    const key = categoryKeyOf(t.category);
    if (key === null) continue; // a category of the user's own: no budget can name it
    if (t.currency === DEFAULT_CURRENCY) { add(`${t.currency}|${key}`, t.totalCents); continue; }
    if (t.currency !== 'USD' && t.currency !== 'EUR') continue;
    add(`${t.currency}|${key}`, t.totalCents);
    if (!rates || t.dayNumber === null) continue;
    const day = dayFromNumber(t.dayNumber);
    const slot = `${t.currency}|${t.category}|${day}`;
    const known = foreignDays.get(slot);
    if (known) { known.cents += t.totalCents; known.count += t.count; } else foreignDays.set(slot, { currency: t.currency, key, day, cents: t.totalCents, count: t.count });
  }
  if (rates) {
    const tally = new ConversionTally(rates);
    for (const f of foreignDays.values()) {
      const kz = tally.convert(f.currency, f.cents, f.day, 1, f.count);
      if (kz !== null) add(`${DEFAULT_CURRENCY}|${f.key}`, kz);
    }
  }
  // Saturating: rows stored before the amount cap may add up past the safe bound (issue 14).
  return (category, currency) => saturatingCents(totals.get(`${currency}|${category}`) ?? 0);
}
