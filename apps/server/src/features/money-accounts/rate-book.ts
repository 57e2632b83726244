// The wire form of a kwanza equivalent, in one place so records and accounts say it the same
// way: { cents, amount, rate, rateDay, source, fallback }. The RateBook itself comes from the
// rate service (ctx.fx.rateBookFor: cached briefly, fetching today's rate when it is missing).
import { rateToDecimal, type RateFound } from '@kumbu/core/fx';
import { centsToDecimal, type Cents } from '@kumbu/core/money';

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
