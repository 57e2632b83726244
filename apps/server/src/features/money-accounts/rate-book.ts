// The exchange rates a request converts with, and their wire form. One place asks the rate
// service (features/fx, rateBookFor: cached briefly, and fetching today's rate from a
// configured source when it is missing) for the RateBook; one place shapes a kwanza equivalent, so records and accounts say it
// the same way: { cents, amount, rate, rateDay, source, fallback }.
import { rateToDecimal, type RateBook, type RateFound } from '@kumbu/core/fx';
import { centsToDecimal, type Cents } from '@kumbu/core/money';
import type { DbOrTx } from '@kumbu/db/database';
import type { AppContext } from '../../app-context';

/** Every stored rate on or before `day`: at most one query, whatever the number of amounts converted. */
export async function loadRateBook(ctx: Pick<AppContext, 'fx'>, db: DbOrTx, day: string): Promise<RateBook> {
  return ctx.fx.rateBookFor(db, day);
}

export interface KzDto {
  readonly cents: number;
  readonly amount: string;
  /** Kwanza per unit, as a decimal string ("912.34"). */
  readonly rate: string;
  /** The day of the rate used (earlier than the record's day when `fallback`). */
  readonly rateDay: string;
  /** Where the rate came from: 'bna', a provider's name, 'transfer' for the rate a person actually got. */
  readonly source: string;
  readonly fallback: boolean;
}

export function toKzDto(cents: Cents, found: RateFound): KzDto {
  return {
    cents, amount: centsToDecimal(cents), rate: rateToDecimal(found.rate.micros),
    rateDay: found.rate.day, source: found.rate.source, fallback: found.fallback,
  };
}
