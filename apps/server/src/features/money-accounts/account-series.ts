// An account's balance at the end of each day of a range: the opening balance, plus what
// moved before the range, plus each day's net movement (summed by the database). Days before
// the account's opening date have no balance and are left out.
import { eachDay, type DayRange } from '@kumbu/core/date-range';
import { saturatingCents } from '@kumbu/core/money';
import type { AccountDailyMoves } from '@kumbu/db/money-account-series';

export interface BalancePoint { readonly day: string; readonly balanceCents: number }

export function balanceSeries(range: DayRange, openingCents: number, openingDate: string | null, moves: AccountDailyMoves): BalancePoint[] {
  // BigInt: a sum of many maximal amounts may leave the safe bound; shown saturated, never wrong.
  let running = BigInt(openingCents) + BigInt(moves.beforeCents);
  const points: BalancePoint[] = [];
  for (const day of eachDay(range)) {
    if (openingDate !== null && day < openingDate) continue;
    running += BigInt(moves.byDay.get(day) ?? 0);
    points.push({ day, balanceCents: saturatingCents(running) });
  }
  return points;
}
