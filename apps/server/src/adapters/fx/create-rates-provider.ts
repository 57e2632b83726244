import type { Config } from '../../config';
import type { RatesProvider } from './rates-provider';
import { HttpRatesProvider, type ProviderLog } from './http-rates-provider';

/**
 * The configured rates source: the HTTP adapter when FX_RATES_URL is set; otherwise null,
 * the local default — only the rates the operator stored (`kumbu fx set` / `kumbu fx import`),
 * and no outside call at all.
 */
export function createRatesProvider(config: Config, log: ProviderLog): RatesProvider | null {
  return config.fxRates ? new HttpRatesProvider(config.fxRates, log) : null;
}
