// A configurable JSON rates source (issue 15, docs/fx-rates.md):
//
//   GET {FX_RATES_URL}   with {date} → YYYY-MM-DD and {currency} → USD / EUR substituted
//   {FX_RATES_KEY_HEADER}: {FX_RATES_KEY}   (only when a key is configured; sent verbatim)
//   Accept: application/json
//
//   → 2xx JSON of FX_RATES_FORMAT (rates-answer.ts), within FX_RATES_TIMEOUT_MS
//   → anything else: `fx-provider-failed`, which the rate service logs and falls back from.
//
// A URL with {currency} is asked once per currency (in parallel): a currency the source
// cannot answer is skipped and logged, and only when none answers does the fetch fail.
// The key is never logged, nor followed through a redirect (with a key, a redirect fails).
import { KumbuError } from '@kumbu/core/errors';
import type { DayString } from '@kumbu/core/date-range';
import { FOREIGN_CURRENCIES, type ForeignCurrency } from '@kumbu/core/fx';
import type { ProvidedRate, RatesProvider } from './rates-provider';
import { type RateFormat, RatesAnswerError, atPath, ratesFromAnswer } from './rates-answer';

export interface FxProviderConfig {
  /** http(s) URL with optional {date} and {currency} placeholders. */
  readonly url: string;
  readonly format: RateFormat;
  /** Dot path to the rates object inside the answer, e.g. "data"; undefined = the answer itself. */
  readonly path: string | undefined;
  /** fx_rates.source of what it gives. */
  readonly source: string;
  /** Sent verbatim in `keyHeader` (e.g. "Bearer abc…"); never logged. */
  readonly apiKey: string | undefined;
  readonly keyHeader: string;
  readonly timeoutMs: number;
}

/** Largest answer read (a rates document is a few hundred bytes; a misconfigured URL may be a web page). */
const MAX_ANSWER_CHARS = 256 * 1024;

export interface ProviderLog { warn(obj: object, msg: string): void }

export class HttpRatesProvider implements RatesProvider {
  readonly source: string;

  constructor(private readonly config: FxProviderConfig, private readonly log: ProviderLog, private readonly doFetch: typeof fetch = fetch) {
    this.source = config.source;
  }

  async fetchRates(day: DayString): Promise<ProvidedRate[]> {
    if (!this.config.url.includes('{currency}')) return this.ask(day, null);
    const answers = await Promise.allSettled(FOREIGN_CURRENCIES.map((currency) => this.ask(day, currency)));
    const rates: ProvidedRate[] = [];
    const reasons: string[] = [];
    answers.forEach((answer, i) => {
      if (answer.status === 'fulfilled') { rates.push(...answer.value); return; }
      reasons.push(`${FOREIGN_CURRENCIES[i] ?? '?'}: ${reasonOf(answer.reason)}`);
      this.log.warn({ currency: FOREIGN_CURRENCIES[i], reason: reasonOf(answer.reason) }, 'exchange-rate source gave no rate for this currency');
    });
    if (rates.length === 0) throw failure(reasons.join('; '));
    return rates;
  }

  private async ask(day: DayString, currency: ForeignCurrency | null): Promise<ProvidedRate[]> {
    const url = this.config.url.replaceAll('{date}', encodeURIComponent(day)).replaceAll('{currency}', currency ?? '');
    let text: string;
    let status: number;
    try {
      const res = await this.doFetch(url, {
        headers: { accept: 'application/json', ...(this.config.apiKey ? { [this.config.keyHeader]: this.config.apiKey } : {}) },
        signal: AbortSignal.timeout(this.config.timeoutMs),
        // A key is never carried to wherever a redirect points.
        redirect: this.config.apiKey ? 'error' : 'follow',
      });
      status = res.status;
      text = await res.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw failure(timedOut ? `no answer within ${this.config.timeoutMs} ms` : 'source unreachable', error);
    }
    if (status < 200 || status > 299) throw failure(`source answered HTTP ${status}`);
    if (text.length > MAX_ANSWER_CHARS) throw failure('answer too large');
    let json: unknown;
    try { json = JSON.parse(text); } catch (error) { throw failure('answer is not JSON', error); }
    try {
      const rates = ratesFromAnswer(atPath(json, this.config.path), this.config.format, day, currency ? [currency] : FOREIGN_CURRENCIES);
      if (rates.length === 0) throw new RatesAnswerError('the answer has no USD or EUR rate');
      return rates;
    } catch (error) {
      if (error instanceof RatesAnswerError) throw failure(error.message, error);
      throw error;
    }
  }
}

function failure(detail: string, cause?: unknown): KumbuError {
  return new KumbuError('fx-provider-failed', { detail, cause });
}

export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
