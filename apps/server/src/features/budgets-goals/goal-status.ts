// The wire form of a savings goal: saved / target and percent (the agent's goalProgress),
// and, with a deadline, how much a month is still needed to reach it in time.
import type { DayString } from '@kumbu/core/date-range';
import { isCurrency, saturatingCents, toCents, DEFAULT_CURRENCY, type Cents, type Currency } from '@kumbu/core/money';
import type { GoalRow } from '@kumbu/db/goals';
import { goalProgress } from '@kumbu/agent/goals';
import { RateBook, convertCents, isForeignCurrency } from '@kumbu/core/fx';

export interface GoalDto {
  readonly id: string;
  readonly name: string;
  readonly currency: Currency;
  readonly targetCents: Cents;
  readonly savedCents: Cents;
  /** What is still missing, never negative. */
  readonly leftCents: Cents;
  /** Whole percent saved, rounded down, at most 100. */
  readonly percent: number;
  readonly deadline: DayString | null;
  /** Calendar months left, this one included; 0 once the deadline has passed; null without a deadline. */
  readonly monthsLeft: number | null;
  /** leftCents spread over monthsLeft (rounded up); all of it once the deadline has passed; null without a deadline. */
  readonly monthlyNeededCents: Cents | null;
  /** A dollar or euro goal: what is left in kwanza at the latest rate on or before today; null without one (or for kwanza). */
  readonly leftKzCents: Cents | null;
}

/**
 * Calendar months from `today`'s month to the deadline's, both counted: what is put aside
 * this month still counts (15 Nov → 31 Dec is 2). 0 when the deadline is already behind.
 */
export function monthsLeft(today: DayString, deadline: DayString): number {
  if (deadline < today) return 0;
  const months = (day: DayString): number => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
  return months(deadline) - months(today) + 1;
}

/** What to put aside each month: rounded up, so the last month never falls a cêntimo short. */
export function monthlyNeeded(leftCents: Cents, months: number): Cents {
  return toCents(months <= 1 ? leftCents : Math.ceil(leftCents / months));
}

export function toGoalDto(row: GoalRow, today: DayString, book: RateBook = RateBook.empty()): GoalDto {
  const targetCents = toCents(row.targetCents);
  const savedCents = saturatingCents(row.savedCents);
  const { percent, leftCents } = goalProgress(savedCents, targetCents);
  const months = row.deadline === null ? null : monthsLeft(today, row.deadline);
  // The column defaults to AOA; anything else unknown is shown as kwanza rather than lost.
  const currency = isCurrency(row.currency) ? row.currency : DEFAULT_CURRENCY;
  const rate = isForeignCurrency(currency) ? book.find(currency, today) : null;
  return {
    id: row.id, name: row.name,
    currency,
    leftKzCents: rate ? convertCents(leftCents, rate.rate.micros) : null,
    targetCents, savedCents, leftCents, percent,
    deadline: row.deadline,
    monthsLeft: months,
    monthlyNeededCents: months === null ? null : monthlyNeeded(leftCents, months),
  };
}
