// Currencies people name that Kumbu does not keep books in (it keeps AOA, USD and EUR:
// core's CURRENCIES). "comprei sapatos em Joanesburgo, 800 rands" must not become 800 Kz:
// the agent reports the currency it saw, and the co-pilot asks for the amount in one it keeps.
import { fold } from './text';

export const FOREIGN_CURRENCIES = ['ZAR', 'NAD', 'GBP', 'BRL', 'CNY', 'CHF', 'JPY', 'CAD', 'XAF', 'CDF', 'ZMW'] as const;
export type ForeignCurrency = (typeof FOREIGN_CURRENCIES)[number];

export const isForeignCurrency = (v: unknown): v is ForeignCurrency => typeof v === 'string' && (FOREIGN_CURRENCIES as readonly string[]).includes(v);

const END = '(?![\\p{L}])';

/** Right after the figure (folded text): the currency's words or code. */
const AFTER: readonly (readonly [RegExp, ForeignCurrency])[] = [
  [new RegExp(`^\\s*(?:\\$|dolares?|dollars?)?\\s*(?:namibianos?|da namibia|namibian|nam)${END}|^\\s*nad${END}`, 'u'), 'NAD'],
  [new RegExp(`^\\s*(?:\\$|dolares?|dollars?)?\\s*(?:canadianos?|canadenses?|canadian)${END}|^\\s*cad${END}`, 'u'), 'CAD'],
  [new RegExp(`^\\s*(?:rands?|randes|zar)${END}`, 'u'), 'ZAR'],
  [new RegExp(`^\\s*(?:libras?(?:\\s+esterlinas?)?|pounds?(?:\\s+sterling)?|quid|gbp)${END}`, 'u'), 'GBP'],
  [new RegExp(`^\\s*(?:reais|real brasileiro|brazilian reais?|brl)${END}`, 'u'), 'BRL'],
  [new RegExp(`^\\s*(?:yuans?|renminbi|rmb|cny)${END}`, 'u'), 'CNY'],
  [new RegExp(`^\\s*(?:francos?|francs?)\\s+(?:cfa)${END}|^\\s*(?:fcfa|xaf)${END}`, 'u'), 'XAF'],
  [new RegExp(`^\\s*(?:francos?|francs?)\\s+(?:congoleses?|congolese)${END}|^\\s*(?:fc|cdf)${END}`, 'u'), 'CDF'],
  [new RegExp(`^\\s*(?:francos?|francs?)\\s+(?:suicos?|swiss)${END}|^\\s*chf${END}`, 'u'), 'CHF'],
  [new RegExp(`^\\s*(?:ienes|iene|yen|jpy)${END}`, 'u'), 'JPY'],
  [new RegExp(`^\\s*(?:kwachas?|zmw)${END}`, 'u'), 'ZMW'],
];

/** Right before the figure (folded text): a sign or code ("R$ 50", "£20", "ZAR 800", "R800", "N$ 200"). */
const SIGN_BEFORE = /(?:(?<![\p{L}])(r\$|n\$|zar|gbp|brl|cny|rmb|chf|jpy|cad|nad|xaf|cdf|zmw)\s*|(£)\s*|(?<![\p{L}])(r))$/u;
const SIGNS: Readonly<Record<string, ForeignCurrency>> = {
  'r$': 'BRL', 'n$': 'NAD', '£': 'GBP', r: 'ZAR', zar: 'ZAR', gbp: 'GBP', brl: 'BRL', cny: 'CNY', rmb: 'CNY',
  chf: 'CHF', jpy: 'JPY', cad: 'CAD', nad: 'NAD', xaf: 'XAF', cdf: 'CDF', zmw: 'ZMW',
};

/** Right before the figure: the currency's name said first ("randes 300 de gasolina", "libras 20"). */
const WORD_BEFORE = /(?<![\p{L}])(rands?|randes|libras?|pounds?|reais|yuans?|kwachas?|ienes|yen)\s+$/u;
const WORDS: Readonly<Record<string, ForeignCurrency>> = {
  rand: 'ZAR', rands: 'ZAR', randes: 'ZAR', libra: 'GBP', libras: 'GBP', pound: 'GBP', pounds: 'GBP', reais: 'BRL',
  yuan: 'CNY', yuans: 'CNY', kwacha: 'ZMW', kwachas: 'ZMW', ienes: 'JPY', yen: 'JPY',
};

/** "R$50", "R800", "N$ 200": signs glued to the figure that core cannot read past. */
const GLUED_SIGN = /(?<![\p{L}])(?:[rn]\$(?=\s?\d)|r(?=\d))/giu;

/** The text with those signs blanked (positions kept), so the figure is read; the sign is still seen in the original. */
export function blankForeignSigns(text: string): string {
  if (!/[rn]\$|(?<![\p{L}])r\d/iu.test(text)) return text;
  return text.replace(GLUED_SIGN, (m: string) => ' '.repeat(m.length));
}

/**
 * The foreign currency named with the figure at [start, end) of `text`, or null. The figure's
 * own span may already hold a "$" that core read as dollars ("R$50", "N$ 200").
 */
export function foreignCurrencyAt(text: string, start: number, end: number): ForeignCurrency | null {
  const f = fold(text);
  const figure = f.slice(start, end);
  // "R$50": core took "$50" as dollars; the letter before the sign says whose.
  const before = f.slice(Math.max(0, start - 12), start) + (figure.startsWith('$') ? '$' : '');
  // "50 dólares namibianos": the words after core's "dólares" still count.
  const after = f.slice(end, end + 30);
  const trailing = /(?:dolares?|dollars?|\$)\s*$/u.test(figure) ? '$' + after : after;
  for (const [re, code] of AFTER) if (re.test(trailing)) return code;
  const sign = SIGN_BEFORE.exec(before);
  if (sign) return SIGNS[sign[1] ?? sign[2] ?? sign[3] ?? ''] ?? null;
  const word = WORD_BEFORE.exec(before);
  return word ? WORDS[word[1] ?? ''] ?? null : null;
}

/** The currency's name in the reader's language ("rand sul-africano", "South African Rand"). */
export function foreignCurrencyName(code: ForeignCurrency, lang: 'pt' | 'en'): string {
  return new Intl.DisplayNames(lang === 'pt' ? 'pt-AO' : 'en', { type: 'currency' }).of(code) ?? code;
}
