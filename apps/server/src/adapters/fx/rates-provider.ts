// Where reference exchange rates come from besides the operator (issue 15). The local
// default is no provider at all: only the rates set with `kumbu fx set` / `kumbu fx import`
// are used, and nothing is ever fetched. The HTTP adapter (http-rates-provider.ts) is chosen
// from FX_RATES_URL at wiring time (create-rates-provider.ts).
import type { DayString } from '@kumbu/core/date-range';
import type { ForeignCurrency } from '@kumbu/core/fx';

export interface ProvidedRate {
  readonly currency: ForeignCurrency;
  /** The day the source says the rate is of (on or before the day asked). */
  readonly day: DayString;
  /** Kwanza per unit, in micros (core/fx.ts). */
  readonly micros: number;
}

export interface RatesProvider {
  /** Stored as fx_rates.source with each rate it gives. */
  readonly source: string;
  /**
   * The rates of `day` (or of the latest earlier day the source has) for the currencies it
   * knows. Throws a KumbuError('fx-provider-failed') when it cannot answer.
   */
  fetchRates(day: DayString): Promise<ProvidedRate[]>;
}

/** What fx_rates.source may say: a short lower-case name ("bna", "api.example.ao"). */
export const FX_SOURCE_PATTERN = /^[a-z0-9][a-z0-9._-]{0,39}$/;
