// Reads money the way people in Angola type it, in Portuguese or English: "5.000", "5 000",
// "5.000,50", "5,000.50", "150.000kz", "Kz 5.000", "US$ 20", "5 mil", "5k", "2,5 milhões",
// "1.2M", "meio milhão", "vinte e cinco mil", "one million two hundred thousand" …
//
// Separator rules (the only ambiguous part; people mix pt and en habits):
//  1. Spaces between digit groups are thousands: "5 000", "1 234 567,89" (then ./, is decimal).
//  2. Both "." and "," present → the LAST one is the decimal separator and every earlier one
//     must be the other character, grouping by 3: "5.000,50" and "5,000.50" are both 5000.50.
//  3. One separator, used once, exactly 3 digits after it and 1–3 non-zero-led digits before
//     → thousands: "5.000" = "5,000" = 5000. Anything else is a decimal: "5,50", "5.5", "0.500".
//  4. The same separator more than once → thousands, every group exactly 3 digits:
//     "1.234.567". Otherwise ("1,2,3,4") the text is not a number.
//  5. After rules 1–4, more than 2 decimals that do not vanish under a scale word ("1.2345M"
//     is fine, "5.505" was thousands, "5.5055" is not) → not an amount (we store cêntimos).
// Values are exact: digits become a BigInt decimal (exact-decimal.ts), never a float.
//
// Sign: parseAmount tolerates one leading "-" or "−" so formatted negatives round-trip;
// extractAmount never reads a sign, since in chat a dash is punctuation ("renda - 5000") and
// whether money comes in or goes out is decided by the intent, not the amount.
import { type Cents, type Currency, bigintToCents } from './money';
import { type Dec, decToCentsBigInt, decFromDigits } from './exact-decimal';
import {
  type QuantityState, type QuantityToken, type NumberWord, EMPTY_QUANTITY, MIL_MILHOES, NUMBER_ABBREVIATIONS,
  foldWord, isCompleteQuantity, isMilhao, lookupNumberWord, quantityValue, stepQuantity,
} from './number-words';

export interface ParsedAmount { cents: Cents; currency: Currency | null }
export type ExtractedAmount = ParsedAmount & { start: number; end: number; text: string };

interface RawToken {
  readonly type: 'num' | 'word' | 'sym' | 'punct';
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** The text between the previous token and this one (spaces, or '' when glued). */
  readonly gap: string;
}

// Order matters: space-grouped numerals first ("1 234 567,89"), then plain digit runs with
// . and , inside, then letter runs (any script, so "milhões" is one word), $ and €, and any
// other single visible character as punctuation.
const TOKEN_RE = /(\d{1,3}(?:[ \u00A0\u202F]\d{3})+(?:[.,]\d+)?(?!\d)|\d+(?:[.,]\d+)*)|(\p{L}+)|([$€])|(\S)/gu;

function tokenize(text: string): RawToken[] {
  const tokens: RawToken[] = [];
  let prevEnd = 0;
  for (const m of text.matchAll(TOKEN_RE)) {
    const type = m[1] !== undefined ? 'num' : m[2] !== undefined ? 'word' : m[3] !== undefined ? 'sym' : 'punct';
    tokens.push({ type, text: m[0], start: m.index, end: m.index + m[0].length, gap: text.slice(prevEnd, m.index) });
    prevEnd = m.index + m[0].length;
  }
  return tokens;
}

const THOUSANDS_GROUPS = (groups: readonly string[]): boolean =>
  groups.length > 0 && /^[1-9]\d{0,2}$/.test(groups[0] ?? '') && groups.slice(1).every((g) => g.length === 3);

/** Reads one numeral token by the separator rules above; null when it breaks them. */
export function readNumeral(text: string): Dec | null {
  const spaced = /^(\d{1,3}(?:\s\d{3})+)(?:[.,](\d+))?$/u.exec(text);
  if (spaced) return decFromDigits((spaced[1] ?? '').replace(/\s/gu, ''), spaced[2] ?? '');
  if (!/^\d+(?:[.,]\d+)*$/.test(text)) return null;
  const pieces = text.split(/([.,])/);
  const groups = pieces.filter((_, i) => i % 2 === 0);
  const seps = pieces.filter((_, i) => i % 2 === 1);
  const lastSep = seps[seps.length - 1];
  if (lastSep === undefined) return decFromDigits(text);
  const lastGroup = groups[groups.length - 1] ?? '';
  if (new Set(seps).size === 2) {
    // Rule 2: the last separator is the decimal one and must not appear earlier.
    if (seps.slice(0, -1).includes(lastSep)) return null;
    const intGroups = groups.slice(0, -1);
    return THOUSANDS_GROUPS(intGroups) ? decFromDigits(intGroups.join(''), lastGroup) : null;
  }
  if (seps.length === 1) {
    const first = groups[0] ?? '';
    // Rule 3.
    if (lastGroup.length === 3 && THOUSANDS_GROUPS([first])) return decFromDigits(first + lastGroup);
    return decFromDigits(first, lastGroup);
  }
  // Rule 4.
  return THOUSANDS_GROUPS(groups) ? decFromDigits(groups.join('')) : null;
}

// Currency markers, keyed by folded word (lower case, no accents).
const CURRENCY_WORDS: Readonly<Record<string, Currency>> = {
  kz: 'AOA', kzs: 'AOA', kwanza: 'AOA', kwanzas: 'AOA', aoa: 'AOA',
  usd: 'USD', dolar: 'USD', dolares: 'USD', dollar: 'USD', dollars: 'USD',
  eur: 'EUR', euro: 'EUR', euros: 'EUR',
};
// Before the number only codes and symbols are written ("Kz 5.000", "USD 50"), never "kwanzas 500".
const PREFIX_WORDS: ReadonlySet<string> = new Set(['kz', 'aoa', 'usd', 'eur']);
const SYMBOLS: Readonly<Record<string, Currency>> = { $: 'USD', '€': 'EUR' };

// A number without a currency followed by one of these is a quantity, not money ("2 kg",
// "3 dias", "5 mil pessoas").
const UNIT_WORDS: ReadonlySet<string> = new Set([
  'kg', 'g', 'gr', 'gramas', 'quilos', 'kilos', 'l', 'lt', 'litro', 'litros', 'liter', 'liters', 'litre', 'litres',
  'ml', 'km', 'metros', 'meters', 'h', 'hr', 'hrs', 'horas', 'hours', 'min', 'minutos', 'minutes',
  'dias', 'days', 'semanas', 'weeks', 'meses', 'months', 'anos', 'years', 'vezes', 'times', 'x',
  'unidades', 'units', 'pessoas', 'people', 'percent',
]);
// Singular time words only disqualify a bare number ("1 dia"); "paguei 5 mil dia 3" is money.
const SINGULAR_UNIT_WORDS: ReadonlySet<string> = new Set(['m', 'hora', 'hour', 'dia', 'day', 'semana', 'week', 'mes', 'month', 'ano', 'year', 'vez']);
// … and a plain number right after one of these is a day or an identifier ("dia 15", "nº 3").
const ORDINAL_WORDS: ReadonlySet<string> = new Set(['dia', 'day', 'numero', 'number', 'n', 'no', 'nr']);
// A bare 4-digit year after these is a date ("em 2024").
const YEAR_WORDS: ReadonlySet<string> = new Set(['em', 'in', 'de', 'of', 'ano', 'year', 'desde', 'since', 'ate', 'until']);

const isBlank = (s: string): boolean => /^\s*$/u.test(s);

function adjacent(a: RawToken | undefined, b: RawToken | undefined): boolean {
  return a !== undefined && b !== undefined && a.end === b.start;
}

interface Found { currency: Currency; next: number }

function currencyAt(tokens: readonly RawToken[], k: number, where: 'prefix' | 'suffix'): Found | null {
  const t = tokens[k];
  if (!t) return null;
  if (t.type === 'sym') {
    const c = SYMBOLS[t.text];
    return c ? { currency: c, next: k + 1 } : null;
  }
  if (t.type !== 'word') return null;
  const key = foldWord(t.text);
  const after = tokens[k + 1];
  if (key === 'us' && after?.text === '$' && adjacent(t, after)) return { currency: 'USD', next: k + 2 };
  if (!Object.hasOwn(CURRENCY_WORDS, key) || (where === 'prefix' && !PREFIX_WORDS.has(key))) return null;
  const c = CURRENCY_WORDS[key];
  return c ? { currency: c, next: k + 1 } : null;
}

interface Item { token: QuantityToken; next: number }

function abbreviation(tokens: readonly RawToken[], k: number, t: RawToken): NumberWord | null {
  // Lower-case "m" means a million only when glued to the digits ("5m"); "5 m" is metres.
  if (t.text === 'm' && !adjacent(tokens[k - 1], t)) return null;
  const key = t.text.toLowerCase() === 'bn' ? 'bn' : t.text;
  return Object.hasOwn(NUMBER_ABBREVIATIONS, key) ? (NUMBER_ABBREVIATIONS[key] ?? null) : null;
}

function quantityItemAt(tokens: readonly RawToken[], k: number): Item | null {
  const t = tokens[k];
  if (!t) return null;
  if (t.type === 'num') {
    const value = readNumeral(t.text);
    return value ? { token: { kind: 'numeral', value }, next: k + 1 } : null;
  }
  if (t.type !== 'word') return null;
  const abbr = abbreviation(tokens, k, t);
  if (abbr) return { token: { kind: 'word', word: abbr }, next: k + 1 };
  const word = lookupNumberWord(t.text);
  if (!word) return null;
  const after = tokens[k + 1];
  if (foldWord(t.text) === 'mil' && after?.type === 'word' && isMilhao(after.text) && isBlank(gapText(tokens, k + 1))) {
    return { token: { kind: 'word', word: MIL_MILHOES }, next: k + 2 };
  }
  return { token: { kind: 'word', word }, next: k + 1 };
}

function gapText(tokens: readonly RawToken[], k: number): string {
  return tokens[k]?.gap ?? '';
}

/** Tokens inside one amount are joined by spaces or nothing. */
function joins(tokens: readonly RawToken[], k: number): boolean {
  return isBlank(gapText(tokens, k));
}

/** A hyphen glued between two words, as in "twenty-five", joins number words. */
function isWordHyphen(tokens: readonly RawToken[], k: number): boolean {
  const [prev, t, next] = [tokens[k - 1], tokens[k], tokens[k + 1]];
  return t?.text === '-' && prev?.type === 'word' && next?.type === 'word' && adjacent(prev, t) && adjacent(t, next);
}

interface Candidate { cents: Cents; currency: Currency | null; startTok: number; endTok: number; quantity: QuantityState }

/** The longest amount starting at token i, or null. */
function parseAt(tokens: readonly RawToken[], i: number): Candidate | null {
  let k = i;
  let currency: Currency | null = null;
  const prefix = currencyAt(tokens, k, 'prefix');
  if (prefix) {
    if (!joins(tokens, prefix.next)) return null;
    currency = prefix.currency;
    k = prefix.next;
  }
  const qStart = k;
  let state = EMPTY_QUANTITY;
  let best: { state: QuantityState; end: number } | null = null;
  let afterLastScale: { state: QuantityState; end: number } | null = null;
  while (k < tokens.length) {
    if (k > qStart && isWordHyphen(tokens, k)) k++;
    else if (k > qStart && !joins(tokens, k)) break;
    const item = quantityItemAt(tokens, k);
    if (!item) break;
    const next = stepQuantity(state, item.token);
    if (!next) {
      // "5 mil e 2 mil": the second "mil" cannot follow, so "e 2" was not part of this amount.
      if (item.token.kind === 'word' && item.token.word.kind === 'scale' && state.lastScale !== null
        && item.token.word.value >= state.lastScale && afterLastScale) best = afterLastScale;
      break;
    }
    state = next;
    k = item.next;
    if (isCompleteQuantity(state)) {
      best = { state, end: k };
      if (state.last === 'scale') afterLastScale = best;
    }
  }
  if (!best) return null;
  // "18 mil e 5 caixas de óleo": a small figure after "e" that counts a plural noun is a count
  // starting the next item, not "18 005".
  if (afterLastScale && best !== afterLastScale && countsNextNoun(tokens, afterLastScale.end, best.end)) best = afterLastScale;
  let end = best.end;
  if (currency === null) {
    let s = end;
    const de = tokens[s];
    if (de?.type === 'word' && foldWord(de.text) === 'de' && isBlank(gapText(tokens, s))) s++; // "meio milhão de kwanzas"
    const suffix = joins(tokens, s) ? currencyAt(tokens, s, 'suffix') : null;
    if (suffix) { currency = suffix.currency; end = suffix.next; }
  }
  const centsBig = decToCentsBigInt(quantityValue(best.state));
  const cents = centsBig === null ? null : bigintToCents(centsBig);
  if (cents === null) return null;
  return { cents, currency, startTok: i, endTok: end, quantity: best.state };
}

/** Words after "e 1" that keep the figure in the amount ("5 mil e 1 kz" is still a sum of money). */
const NOT_COUNTED: ReadonlySet<string> = new Set(['mil', 'k', 'kz', 'centimo', 'centimos', 'cent', 'cents']);

/** "um"/"uma"/"one": after "mil e", the article of the next thing named when a noun follows. */
const ARTICLES: ReadonlySet<string> = new Set(['um', 'uma', 'one']);

/** Tokens from..to are "e"/"and" and a bare figure under 100, and a plural word (not money) follows. */
function countsNextNoun(tokens: readonly RawToken[], from: number, to: number): boolean {
  const and = tokens[from];
  const figure = tokens[from + 1];
  const noun = tokens[to];
  if (to !== from + 2 || and?.type !== 'word' || !['e', 'and'].includes(foldWord(and.text))) return false;
  // "35 mil e uma multa de 10 mil", "5 mil e um refrigerante": an article opening the next item, not 35 001.
  if (figure?.type === 'word' && ARTICLES.has(foldWord(figure.text)) && noun?.type === 'word' && isBlank(gapText(tokens, to))) {
    const word = foldWord(noun.text);
    return !Object.hasOwn(CURRENCY_WORDS, word) && !lookupNumberWord(word);
  }
  if (figure?.type !== 'num' || !/^\d{1,2}$/u.test(figure.text) || noun?.type !== 'word' || !isBlank(gapText(tokens, to))) return false;
  const word = foldWord(noun.text);
  // "48 mil e 2 de batata-doce 30 mil", "9 mil e 5 de Blue": a count of something named after "de", not 48 002.
  if (word === 'de' || word === 'do' || word === 'da') {
    const named = tokens[to + 1];
    return named?.type === 'word' && !Object.hasOwn(CURRENCY_WORDS, foldWord(named.text)) && !lookupNumberWord(named.text);
  }
  // "30 mil e 1 mala 15 mil": one of a thing named next, not 30 001.
  if (figure.text === '1') return word.length >= 3 && !Object.hasOwn(CURRENCY_WORDS, word) && !lookupNumberWord(word) && !NOT_COUNTED.has(word);
  return word.length >= 4 && word.endsWith('s') && !Object.hasOwn(CURRENCY_WORDS, word) && !lookupNumberWord(word);
}

// "45.000 kz/mês", "3000/dia", "500/kg": a price per unit of time or quantity is money.
const PER_WORDS: ReadonlySet<string> = new Set([
  'mes', 'month', 'mo', 'dia', 'day', 'ano', 'year', 'yr', 'semana', 'week', 'wk', 'hora', 'hour', 'h', 'hr', 'noite', 'night',
  'kg', 'quilo', 'kilo', 'litro', 'liter', 'litre', 'l', 'lt', 'unidade', 'unit', 'un', 'pessoa', 'person', 'cabeca', 'head',
]);

/** True when the "/" at token k starts a rate: "/mês", "/dia", "/kg". */
function isRate(tokens: readonly RawToken[], k: number): boolean {
  const slash = tokens[k];
  const unit = tokens[k + 1];
  const next = tokens[k + 2];
  const glued = adjacent(unit, next) && (next?.type === 'word' || next?.type === 'num');
  return unit?.type === 'word' && adjacent(slash, unit) && PER_WORDS.has(foldWord(unit.text)) && !glued;
}

/** Context that shows a number is not money: times, dates, percentages, units, phone numbers, years. */
function looksLikeNonMoney(tokens: readonly RawToken[], c: Candidate): boolean {
  const first = tokens[c.startTok];
  const last = tokens[c.endTok - 1];
  const before = tokens[c.startTok - 1];
  const after = tokens[c.endTok];
  if (!first || !last) return true;
  // "0142", "007": a figure written with a leading zero is a number of something (an invoice, a code), never money.
  if (c.currency === null && first.type === 'num' && /^0\d{2,}$/u.test(first.text) && c.endTok - c.startTok === 1) return true;
  if (before && adjacent(before, first)) {
    if (before.type === 'word' || before.type === 'num' || '+/:#'.includes(before.text)) return true;
    // "INV-0142", "FT-2025", "A-12": a code glued to letters by a hyphen.
    if (before.text === '-' && adjacent(tokens[c.startTok - 2], before) && tokens[c.startTok - 2]?.type === 'word') return true;
    if (before.text === '-' && adjacent(tokens[c.startTok - 2], before) && tokens[c.startTok - 2]?.type === 'num') return true;
  }
  if (after && adjacent(last, after)) {
    if (after.text === '/' && isRate(tokens, c.endTok)) return false;
    if (after.type === 'word' || after.type === 'num' || '/%'.includes(after.text)) return true;
    // "10:30" is a time; "32 mil: arroz, óleo…" introduces what the money was for.
    if (after.text === ':' && adjacent(after, tokens[c.endTok + 1])) return true;
    if ((after.text === '-' || after.text === '.' || after.text === ',') && adjacent(after, tokens[c.endTok + 1]) && tokens[c.endTok + 1]?.type === 'num') return true;
  }
  if (c.currency !== null) return false;
  const afterWord = after?.type === 'word' ? foldWord(after.text) : null;
  if (after?.text === '%' || (afterWord !== null && UNIT_WORDS.has(afterWord))) return true;
  const plain = !c.quantity.hasMagnitude;
  if (!plain) return false;
  if (afterWord !== null && SINGULAR_UNIT_WORDS.has(afterWord)) return true;
  if (before?.type === 'word' && ORDINAL_WORDS.has(foldWord(before.text))) return true;
  if (c.endTok - c.startTok === 1 && /^(19|20)\d\d$/.test(first.text) && before?.type === 'word' && YEAR_WORDS.has(foldWord(before.text))) return true;
  return false;
}

/**
 * A text that is just an amount: "5.000,50", "Kz 5 000", "2,5 milhões", "vinte mil kz",
 * "-AOA 1,234.56". Currency is null when no marker is written (the caller applies the
 * user's default). Null for anything else or beyond MAX_CENTS.
 */
export function parseAmount(text: string): ParsedAmount | null {
  let body = text.trim();
  let negative = false;
  if (body.startsWith('-') || body.startsWith('\u2212')) { negative = true; body = body.slice(1); }
  const tokens = tokenize(body);
  if (tokens.length === 0 || tokens[0]?.start !== 0) return null;
  const c = parseAt(tokens, 0);
  if (!c || c.endTok !== tokens.length) return null;
  const cents = negative ? bigintToCents(-BigInt(c.cents)) : c.cents;
  return cents === null ? null : { cents, currency: c.currency };
}

/**
 * The first amount inside a chat sentence, with its position:
 * "gastei 5 mil no candongueiro" → 500000 cêntimos at "5 mil".
 * "First" by strength, because sentences also hold quantities and dates:
 *  - an amount with a currency marker or a magnitude word ("500 kz", "5 mil", "5k") wins;
 *  - then a plain numeral ("3000"), skipping times, dates, %, units ("2 kg"), "dia 15", "em 2024";
 *  - then bare small number words ("dois"), which are usually counts ("dois pães").
 * Within a tier the leftmost wins.
 */
export function extractAmount(sentence: string): ExtractedAmount | null {
  const tokens = tokenize(sentence);
  const bestByTier: (Candidate | undefined)[] = [];
  for (let i = 0; i < tokens.length;) {
    const c = parseAt(tokens, i);
    if (!c) { i++; continue; }
    if (!looksLikeNonMoney(tokens, c)) {
      const tier = c.currency !== null || c.quantity.hasMagnitude ? 0 : c.quantity.hasNumeral ? 1 : 2;
      bestByTier[tier] ??= c;
      if (tier === 0) break;
    }
    i = c.endTok;
  }
  const c = bestByTier[0] ?? bestByTier[1] ?? bestByTier[2];
  if (!c) return null;
  const start = tokens[c.startTok]?.start ?? 0;
  const end = tokens[c.endTok - 1]?.end ?? start;
  return { cents: c.cents, currency: c.currency, start, end, text: sentence.slice(start, end) };
}
