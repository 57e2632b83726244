// Reading a rates source's JSON answer (FX_RATES_FORMAT), strictly: every value we use is
// checked, a present but unusable rate fails the whole answer (a source that says "0" or
// "abc" for the dollar is broken, not a source without dollars), and a rate dated after the
// day asked is refused. Values we do not use (other currencies) are not looked at.
//
//   kz-per-unit  { "date": "2026-11-27", "rates": { "USD": 912.34, "EUR": "1050,10" } }   Kz per unit
//   base-rates   { "date": "2026-11-27", "base": "USD", "rates": { "AOA": 912.34, "EUR": 0.87 } }
//                units per one `base` (openexchangerates and many others); Kz per EUR = AOA / EUR
//   single       { "date": "2026-11-27", "rate": 912.34 }   one currency per request: FX_RATES_URL has {currency}
//
// `date` is optional (the day asked, then) and may be a timestamp starting YYYY-MM-DD.
// FX_RATES_PATH ("data.latest") points at the object inside a wrapped answer.
import { z } from 'zod';
import { type DayString, isSupportedDay } from '@kumbu/core/date-range';
import { type ForeignCurrency, MAX_RATE_MICROS, RATE_SCALE, parseRate } from '@kumbu/core/fx';
import type { ProvidedRate } from './rates-provider';

export const RATE_FORMATS = ['kz-per-unit', 'base-rates', 'single'] as const;
export type RateFormat = (typeof RATE_FORMATS)[number];

export class RatesAnswerError extends Error {}

const dateField = z.string().max(40).regex(/^\d{4}-\d{2}-\d{2}(?:$|[T ])/)
  .transform((s) => s.slice(0, 10)).refine(isSupportedDay);
const rateValue = z.union([z.number(), z.string().max(40)]);
const kzPerUnit = z.object({ date: dateField.optional(), rates: z.record(z.string().max(16), z.unknown()) });
const baseRates = z.object({ date: dateField.optional(), base: z.string().regex(/^[A-Za-z]{3}$/), rates: z.record(z.string().max(16), z.unknown()) });
const single = z.object({ date: dateField.optional(), rate: rateValue });

/** Follows a dot path ("data.latest") into a parsed JSON value. */
export function atPath(value: unknown, path: string | undefined): unknown {
  if (!path) return value;
  let here = value;
  for (const key of path.split('.')) {
    if (typeof here !== 'object' || here === null || Array.isArray(here) || !Object.hasOwn(here, key)) {
      throw new RatesAnswerError(`the answer has no "${path}"`);
    }
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

/**
 * The rates an answer gives for `wanted` currencies (those it has), each dated; throws
 * RatesAnswerError when the answer is not of the format, a wanted rate it has is unusable,
 * or its date is after `askedDay`.
 */
export function ratesFromAnswer(json: unknown, format: RateFormat, askedDay: DayString, wanted: readonly ForeignCurrency[]): ProvidedRate[] {
  const out: ProvidedRate[] = [];
  let date: DayString | undefined;
  if (format === 'single') {
    const answer = parseAs(single, json);
    const only = wanted[0];
    if (wanted.length !== 1 || !only) throw new RatesAnswerError('the single format answers one currency per request');
    date = answer.date;
    out.push({ currency: only, day: '', micros: kzMicros(answer.rate, only) });
  } else if (format === 'kz-per-unit') {
    const answer = parseAs(kzPerUnit, json);
    date = answer.date;
    const rates = upperKeys(answer.rates);
    for (const currency of wanted) {
      const value = rates.get(currency);
      if (value !== undefined) out.push({ currency, day: '', micros: kzMicros(value, currency) });
    }
  } else {
    const answer = parseAs(baseRates, json);
    date = answer.date;
    const base = answer.base.toUpperCase();
    const rates = upperKeys(answer.rates);
    rates.set(base, 1);
    const kwanza = rates.get('AOA');
    if (kwanza === undefined) throw new RatesAnswerError('the answer has no AOA rate');
    const kzPerBase = unitsPerBase(kwanza, 'AOA');
    for (const currency of wanted) {
      const value = rates.get(currency);
      if (value === undefined) continue;
      out.push({ currency, day: '', micros: checkedMicros(Math.round((kzPerBase / unitsPerBase(value, currency)) * RATE_SCALE), currency) });
    }
  }
  const day = date ?? askedDay;
  if (day > askedDay) throw new RatesAnswerError(`the answer is dated ${day}, after the day asked (${askedDay})`);
  return out.map((r) => ({ ...r, day }));
}

function parseAs<S extends z.ZodType>(schema: S, json: unknown): z.infer<S> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || '(answer)';
    throw new RatesAnswerError(`the answer is not of the configured format (at ${where})`);
  }
  return parsed.data;
}

function upperKeys(record: Record<string, unknown>): Map<string, unknown> {
  const map = new Map<string, unknown>();
  for (const [key, value] of Object.entries(record)) map.set(key.toUpperCase(), value);
  return map;
}

/** A Kz-per-unit value: a JSON number (rounded to six decimals) or a decimal string ("912,34"). */
function kzMicros(value: unknown, currency: string): number {
  if (typeof value === 'number') return checkedMicros(Number.isFinite(value) ? Math.round(value * RATE_SCALE) : NaN, currency);
  if (typeof value === 'string') {
    const micros = parseRate(value);
    if (micros === null) throw new RatesAnswerError(`the ${currency} rate is not a usable rate: ${JSON.stringify(value.slice(0, 40))}`);
    return micros;
  }
  throw new RatesAnswerError(`the ${currency} rate is not a number`);
}

/** A units-per-base value (any positive finite number, possibly tiny: 0.0010961). */
function unitsPerBase(value: unknown, currency: string): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(?:[.,]\d+)?(?:e-?\d+)?\s*$/i.test(value) ? Number(value.replace(',', '.')) : NaN;
  if (!Number.isFinite(n) || n <= 0) throw new RatesAnswerError(`the ${currency} rate is not a positive number`);
  return n;
}

function checkedMicros(micros: number, currency: string): number {
  if (!Number.isSafeInteger(micros) || micros <= 0 || micros > MAX_RATE_MICROS) {
    throw new RatesAnswerError(`the ${currency} rate is out of bounds (more than 0, at most ${MAX_RATE_MICROS / RATE_SCALE} Kz)`);
  }
  return micros;
}
