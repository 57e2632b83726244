// What was spent per budget category: the one computation behind the co-pilot's budget
// replies and 80 %/100 % warnings (copilot/budget-action.ts) and GET /api/budgets, so the
// chat and the dashboard can never disagree. Records keep the category's key (migration
// 0009 turned the older pt and en labels into keys); categoryKeyOf() still reads a label
// (case and accents aside), so a row written by an older client counts too.
//
// Kwanza budgets count dollar and euro expenses too (issue 15), each day's sum at that
// day's rate (or the latest earlier one); a foreign expense with no rate is not counted.
import { DEFAULT_TIME_ZONE, rangeBoundsUtc, type DayRange } from '@kumbu/core/date-range';
import { DEFAULT_CURRENCY, saturatingCents, type Cents, type Currency } from '@kumbu/core/money';
import type { RateBook } from '@kumbu/core/fx';
import { ConversionTally } from '@kumbu/core/fx-tally';
import { expenseTotalsByCategory } from '@kumbu/db/budgets';
import { foreignExpensesByCategoryDay } from '@kumbu/db/records-kwanza';
import type { DbOrTx } from '@kumbu/db/database';
import { categoryKeyOf, type CategoryKey } from '@kumbu/agent/categories';

/** Expenses in the range for one category key and currency (kwanza: foreign expenses converted, given a rate book). */
export type SpentIndex = (category: CategoryKey, currency: Currency) => Cents;

/** The user's expenses in `range` (Luanda days), ready to be looked up by category key. */
export async function categorySpending(db: DbOrTx, userId: string, range: DayRange, rates: RateBook | null): Promise<SpentIndex> {
  const { from, toExclusive } = rangeBoundsUtc(range);
  const totals = new Map<string, number>();
  // One row per stored text and currency: "Transporte", "Transport" and "transport" add up.
  for (const row of await expenseTotalsByCategory(db, userId, from, toExclusive)) {
    const key = categoryKeyOf(row.category);
    if (key === null) continue; // a category of the user's own: no budget can name it
    const slot = `${row.currency}|${key}`;
    totals.set(slot, (totals.get(slot) ?? 0) + row.totalCents);
  }
  if (rates) {
    const tally = new ConversionTally(rates);
    for (const row of await foreignExpensesByCategoryDay(db, userId, from, toExclusive, DEFAULT_TIME_ZONE)) {
      const key = categoryKeyOf(row.category);
      if (key === null || (row.currency !== 'USD' && row.currency !== 'EUR')) continue;
      const kz = tally.convert(row.currency, row.totalCents, row.day, 1, row.count);
      if (kz === null) continue;
      const slot = `${DEFAULT_CURRENCY}|${key}`;
      totals.set(slot, (totals.get(slot) ?? 0) + kz);
    }
  }
  // Saturating: rows stored before the amount cap may add up past the safe bound (issue 14).
  return (category, currency) => saturatingCents(totals.get(`${currency}|${category}`) ?? 0);
}
