// The lines a total in kwanza carries when it includes dollars or euros (issue 15): which
// rates converted them ("💱 Câmbio BNA de 25/11: 1 USD = 912,34 Kz"), and, plainly, what
// had no rate and is not in the total ("⚠️ US$ 100,00 sem câmbio: não entram no total").
// Pure; texts in pt and en beside the functions.
import { type Cents, type Currency, localeFor, saturatingCents } from '@kumbu/core/money';
import { type DayString } from '@kumbu/core/date-range';
import { type Bilingual, type Lang, interpolate } from '@kumbu/core/lang';
import { type DayRate, type ForeignCurrency, FOREIGN_CURRENCIES, RATE_SCALE } from '@kumbu/core/fx';
import { money } from './format';

/** What a kwanza total used: core's Conversion, or the part of it a reply needs. */
export interface ConversionNote {
  readonly ratesUsed: readonly { readonly currency: ForeignCurrency; readonly rates: readonly DayRate[]; readonly fallbackCount: number }[];
  readonly unconverted: readonly { readonly currency: ForeignCurrency; readonly count: number; readonly cents: Cents }[];
}

export const RATES_NOTE_TEXTS = {
  rateOne: { pt: '💱 Câmbio {source} de {day}: 1 {currency} = {rate} Kz', en: '💱 {source} rate of {day}: 1 {currency} = {rate} AOA' },
  rateSpan: {
    pt: '💱 Câmbios {source} de {first} a {last}: 1 {currency} = {min} a {max} Kz, o de cada dia',
    en: '💱 {source} rates from {first} to {last}: 1 {currency} = {min} to {max} AOA, each day its own',
  },
  rateFallback: {
    pt: ' ({count} com o câmbio de um dia anterior)',
    en: ' ({count} at an earlier day\'s rate)',
  },
  unconverted: {
    pt: '⚠️ {amount} sem câmbio: não entram no total.',
    en: '⚠️ {amount} with no exchange rate: not in the total.',
  },
} as const satisfies Record<string, Bilingual>;

function say(key: keyof typeof RATES_NOTE_TEXTS, lang: Lang, values: Readonly<Record<string, string | number>>): string {
  return interpolate(RATES_NOTE_TEXTS[key][lang], values);
}

/** 912340000 → "912,34" / "912.34" (at least two decimals, up to six). */
export function formatRate(micros: number, lang: Lang): string {
  return new Intl.NumberFormat(localeFor(lang), { minimumFractionDigits: 2, maximumFractionDigits: 6 }).format(micros / RATE_SCALE);
}

/** "25/11" / "11/25": a rate's day, short. */
export function shortDay(day: DayString, lang: Lang): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(localeFor(lang), { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** "bna" → "BNA"; a source's own name otherwise. */
function sourceName(rates: readonly DayRate[]): string {
  const names = [...new Set(rates.map((r) => (r.source.length <= 4 ? r.source.toUpperCase() : r.source)))];
  return names.join('/');
}

/** The rate lines of one or more totals shown together (each stored rate said once), per currency. */
export function ratesLines(notes: readonly ConversionNote[], lang: Lang): string[] {
  const lines: string[] = [];
  for (const currency of FOREIGN_CURRENCIES) {
    const byDay = new Map<string, DayRate>();
    let fallback = 0;
    for (const n of notes) {
      for (const u of n.ratesUsed) {
        if (u.currency !== currency) continue;
        for (const r of u.rates) byDay.set(r.day, r);
        fallback += u.fallbackCount;
      }
    }
    const rates = [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
    const first = rates[0];
    const last = rates.at(-1);
    if (!first || !last) continue;
    const source = sourceName(rates);
    const micros = rates.map((r) => r.micros);
    let line = rates.length === 1
      ? say('rateOne', lang, { source, day: shortDay(first.day, lang), currency, rate: formatRate(first.micros, lang) })
      : say('rateSpan', lang, {
        source, first: shortDay(first.day, lang), last: shortDay(last.day, lang), currency,
        min: formatRate(Math.min(...micros), lang), max: formatRate(Math.max(...micros), lang),
      });
    if (fallback > 0) line += say('rateFallback', lang, { count: fallback });
    lines.push(line);
  }
  return lines;
}

/** "⚠️ US$ 100,00 sem câmbio: não entram no total." per currency; nothing when every record had a rate. */
export function unconvertedLines(note: Pick<ConversionNote, 'unconverted'>, lang: Lang): string[] {
  const byCurrency = new Map<Currency, number>();
  for (const u of note.unconverted) if (u.count > 0) byCurrency.set(u.currency, (byCurrency.get(u.currency) ?? 0) + u.cents);
  return [...byCurrency].map(([currency, cents]) => say('unconverted', lang, { amount: money(saturatingCents(cents), currency, lang) }));
}

/** Both, for one total: what had no rate, then which rates were used. */
export function conversionLines(note: ConversionNote, lang: Lang): string[] {
  return [...unconvertedLines(note, lang), ...ratesLines([note], lang)];
}
