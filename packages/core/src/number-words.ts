// Number words in Portuguese and English ("vinte e cinco mil", "meio milhão", "one million
// two hundred thousand") and the small grammar that adds them up. amount-parse.ts feeds the
// same grammar with digit numerals and abbreviations ("2,5 milhões", "5k", "1.2M"), so the
// rules for words and digits can never disagree.
import { type Lang } from './lang';
import {
  type Dec, DEC_ZERO, decAdd, decFromBigInt, decHalf, decIsZero, decLessThan, decMulInt, decToInteger,
} from './exact-decimal';

export type NumberWordKind =
  | 'unit' // 1–9
  | 'teen' // 10–19
  | 'ten' // 20, 30 … 90
  | 'hundred' // pt "cem", "cento", "duzentos" …: a whole hundreds value
  | 'hundredMul' // en "hundred": multiplies what came before
  | 'scale' // mil / thousand, milhão / million …
  | 'half' // meio / meia / half
  | 'and' // pt "e", en "and"
  | 'article'; // en "a" as in "a thousand"

export interface NumberWord {
  readonly kind: NumberWordKind;
  readonly value: bigint;
  /** Abbreviations such as "k" or "M" only count right after digits ("5k"), never alone. */
  readonly numeralSuffix?: boolean;
  /** Only "mil" may stand alone as an amount ("mil kwanzas" = 1000); "milhão" alone may not. */
  readonly bare?: boolean;
}

const w = (kind: NumberWordKind, value: number | bigint, extra: Partial<NumberWord> = {}): NumberWord =>
  ({ kind, value: BigInt(value), ...extra });

/** Keys are lower-case without accents (see `foldWord`), so "três" and "tres" both match. */
export const PT_NUMBER_WORDS: Readonly<Record<string, NumberWord>> = {
  um: w('unit', 1), uma: w('unit', 1), dois: w('unit', 2), duas: w('unit', 2), tres: w('unit', 3),
  quatro: w('unit', 4), cinco: w('unit', 5), seis: w('unit', 6), sete: w('unit', 7), oito: w('unit', 8), nove: w('unit', 9),
  dez: w('teen', 10), onze: w('teen', 11), doze: w('teen', 12), treze: w('teen', 13), catorze: w('teen', 14),
  quatorze: w('teen', 14), quinze: w('teen', 15), dezasseis: w('teen', 16), dezesseis: w('teen', 16),
  dezassete: w('teen', 17), dezessete: w('teen', 17), dezoito: w('teen', 18), dezanove: w('teen', 19), dezenove: w('teen', 19),
  vinte: w('ten', 20), trinta: w('ten', 30), quarenta: w('ten', 40), cinquenta: w('ten', 50), sessenta: w('ten', 60),
  setenta: w('ten', 70), oitenta: w('ten', 80), noventa: w('ten', 90),
  cem: w('hundred', 100), cento: w('hundred', 100), duzentos: w('hundred', 200), duzentas: w('hundred', 200),
  trezentos: w('hundred', 300), trezentas: w('hundred', 300), quatrocentos: w('hundred', 400), quatrocentas: w('hundred', 400),
  quinhentos: w('hundred', 500), quinhentas: w('hundred', 500), seiscentos: w('hundred', 600), seiscentas: w('hundred', 600),
  setecentos: w('hundred', 700), setecentas: w('hundred', 700), oitocentos: w('hundred', 800), oitocentas: w('hundred', 800),
  novecentos: w('hundred', 900), novecentas: w('hundred', 900),
  mil: w('scale', 1_000, { bare: true }),
  milhao: w('scale', 1_000_000), milhoes: w('scale', 1_000_000),
  // Brazilian spelling and the colloquial "bi" are short scale (10^9) …
  bilhao: w('scale', 1_000_000_000), bilhoes: w('scale', 1_000_000_000), bi: w('scale', 1_000_000_000),
  // … but Angolan and European Portuguese "bilião" is the long scale, 10^12: the Angolan
  // state budget is reported as "24,7 biliões de kwanzas" (≈ 24.7 × 10^12 Kz).
  biliao: w('scale', 1_000_000_000_000), bilioes: w('scale', 1_000_000_000_000),
  meio: w('half', 0), meia: w('half', 0),
  e: w('and', 0),
};

export const EN_NUMBER_WORDS: Readonly<Record<string, NumberWord>> = {
  one: w('unit', 1), two: w('unit', 2), three: w('unit', 3), four: w('unit', 4), five: w('unit', 5),
  six: w('unit', 6), seven: w('unit', 7), eight: w('unit', 8), nine: w('unit', 9),
  ten: w('teen', 10), eleven: w('teen', 11), twelve: w('teen', 12), thirteen: w('teen', 13), fourteen: w('teen', 14),
  fifteen: w('teen', 15), sixteen: w('teen', 16), seventeen: w('teen', 17), eighteen: w('teen', 18), nineteen: w('teen', 19),
  twenty: w('ten', 20), thirty: w('ten', 30), forty: w('ten', 40), fifty: w('ten', 50), sixty: w('ten', 60),
  seventy: w('ten', 70), eighty: w('ten', 80), ninety: w('ten', 90),
  hundred: w('hundredMul', 100),
  thousand: w('scale', 1_000), million: w('scale', 1_000_000), millions: w('scale', 1_000_000),
  billion: w('scale', 1_000_000_000), billions: w('scale', 1_000_000_000),
  half: w('half', 0),
  and: w('and', 0),
  a: w('article', 0),
};

/**
 * Abbreviations that multiply the digits right before them. Matched case-sensitively by
 * amount-parse.ts: "M" (and "m" glued to the digits) is a million; "k"/"K" a thousand.
 */
export const NUMBER_ABBREVIATIONS: Readonly<Record<string, NumberWord>> = {
  k: w('scale', 1_000, { numeralSuffix: true }),
  K: w('scale', 1_000, { numeralSuffix: true }),
  M: w('scale', 1_000_000, { numeralSuffix: true }),
  m: w('scale', 1_000_000, { numeralSuffix: true }),
  bn: w('scale', 1_000_000_000, { numeralSuffix: true }),
};

/** "mil milhões" is 10^9 in Portuguese; as two separate scales it would break the grammar. */
export const MIL_MILHOES: NumberWord = w('scale', 1_000_000_000, { bare: true });

/** Nothing past U+007F: lower-casing is all folding does to such a word. */
const ASCII_WORD = /^[^\u0080-\uffff]*$/;

/** Lower case, accents removed: "Milhões" → "milhoes". */
export function foldWord(word: string): string {
  // Most words are plain ASCII: lower-casing is all folding does to them, and the Unicode
  // normalisation is the costly part of reading a figure's words.
  if (ASCII_WORD.test(word)) return word.toLowerCase();
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The number word for `word`, or null. "e" and "a" must be written without accent: "é" (is)
 * and "à" (to the) are not number words.
 */
export function lookupNumberWord(word: string, lang?: Lang): NumberWord | null {
  const key = foldWord(word);
  const tables = lang === 'pt' ? [PT_NUMBER_WORDS] : lang === 'en' ? [EN_NUMBER_WORDS] : [PT_NUMBER_WORDS, EN_NUMBER_WORDS];
  for (const table of tables) {
    if (!Object.hasOwn(table, key)) continue;
    const entry = table[key];
    if (!entry) continue;
    if ((entry.kind === 'and' || entry.kind === 'article') && word.toLowerCase() !== key) return null;
    return entry;
  }
  return null;
}

/** True when `word` reads "milhão"/"milhões", the second half of "mil milhões". */
export function isMilhao(word: string): boolean {
  const key = foldWord(word);
  return key === 'milhao' || key === 'milhoes';
}

/** One step of input for the grammar: a number word, or digits already read as a decimal. */
export type QuantityToken = { readonly kind: 'word'; readonly word: NumberWord } | { readonly kind: 'numeral'; readonly value: Dec };

type Last = 'none' | 'numeral' | NumberWordKind;

/** Grammar state: completed scale chunks in `total`, the chunk being built in `current`. */
export interface QuantityState {
  readonly total: Dec;
  readonly current: Dec;
  /** The last scale applied; scales must strictly decrease ("dois milhões trezentos mil"). */
  readonly lastScale: bigint | null;
  readonly last: Last;
  /** "meio"/"half" read; a scale must follow ("meio milhão"). */
  readonly pendingHalf: boolean;
  /** en "a" read; a scale or "hundred" must follow ("a thousand"). */
  readonly pendingArticle: boolean;
  /** "… e meio" closes the amount. */
  readonly done: boolean;
  readonly hasNumeral: boolean;
  /** A scale, abbreviation or hundreds word appeared: the text is clearly an amount, not "um pão". */
  readonly hasMagnitude: boolean;
}

export const EMPTY_QUANTITY: QuantityState = {
  total: DEC_ZERO, current: DEC_ZERO, lastScale: null, last: 'none',
  pendingHalf: false, pendingArticle: false, done: false, hasNumeral: false, hasMagnitude: false,
};

/**
 * Adds one token, or returns null when it cannot continue this amount (the caller then ends
 * the amount at the last complete state). Rules, in the order people say numbers:
 * units after tens ("vinte e cinco"), tens after hundreds, hundreds at the start of a chunk,
 * each scale smaller than the previous one, digits only at the start or after "e"/"and"
 * following a scale ("5 mil e 500").
 */
export function stepQuantity(s: QuantityState, t: QuantityToken): QuantityState | null {
  if (s.done) return null;
  if (t.kind === 'numeral') {
    if (s.pendingHalf || s.pendingArticle) return null;
    const startsAmount = s.last === 'none';
    const afterScale = s.last === 'and' && s.lastScale !== null && decIsZero(s.current) && decLessThan(t.value, s.lastScale);
    if (!startsAmount && !afterScale) return null;
    return { ...s, current: t.value, last: 'numeral', hasNumeral: true };
  }
  const word = t.word;
  if (word.numeralSuffix && s.last !== 'numeral') return null;
  const cur = decToInteger(s.current);
  const pending = s.pendingHalf || s.pendingArticle;
  switch (word.kind) {
    case 'unit': {
      if (pending || s.last === 'numeral' || cur === null) return null;
      const r = cur % 100n;
      if (!(r === 0n || (r >= 20n && r % 10n === 0n))) return null;
      return { ...s, current: decFromBigInt(cur + word.value), last: 'unit' };
    }
    case 'teen':
    case 'ten': {
      if (pending || s.last === 'numeral' || cur === null || cur % 100n !== 0n) return null;
      return { ...s, current: decFromBigInt(cur + word.value), last: word.kind };
    }
    case 'hundred': {
      if (pending || s.last === 'numeral' || cur !== 0n) return null;
      return { ...s, current: decFromBigInt(word.value), last: 'hundred', hasMagnitude: true };
    }
    case 'hundredMul': {
      if (s.pendingHalf) return null;
      if (s.pendingArticle) return { ...s, current: decFromBigInt(100n), pendingArticle: false, last: 'hundred', hasMagnitude: true };
      if (cur === null || cur < 1n || cur > 99n) return null;
      return { ...s, current: decFromBigInt(cur * 100n), last: 'hundred', hasMagnitude: true };
    }
    case 'scale': {
      if (s.lastScale !== null && word.value >= s.lastScale) return null;
      let multiplicand = s.current; // already ½ after "meio" / "half a"
      if (s.pendingHalf) { /* keep the half */ }
      else if (s.pendingArticle) multiplicand = decFromBigInt(1n);
      else if (decIsZero(s.current)) {
        // A bare "mil" starts an amount or follows "e" ("dois milhões e mil"); other scales need a count.
        if (!(word.bare && (s.last === 'none' || s.last === 'and'))) return null;
        multiplicand = decFromBigInt(1n);
      }
      return {
        ...s, total: decAdd(s.total, decMulInt(multiplicand, word.value)), current: DEC_ZERO, lastScale: word.value,
        last: 'scale', pendingHalf: false, pendingArticle: false, hasMagnitude: true,
      };
    }
    case 'half': {
      // "três milhões e meio": half of the last scale, and the amount ends there.
      if (s.last === 'and' && s.lastScale !== null && decIsZero(s.current)) {
        return { ...s, total: decAdd(s.total, decHalf(decFromBigInt(s.lastScale))), last: 'half', done: true };
      }
      // "meio milhão", "half a million": a half that the next scale multiplies.
      if (s.last === 'none') return { ...s, current: decHalf(decFromBigInt(1n)), pendingHalf: true, last: 'half' };
      return null;
    }
    case 'and': {
      if (pending || !(s.last === 'unit' || s.last === 'teen' || s.last === 'ten' || s.last === 'hundred' || s.last === 'scale')) return null;
      return { ...s, last: 'and' };
    }
    case 'article': {
      if (s.pendingArticle) return null;
      if (s.last === 'none' || (s.last === 'half' && s.pendingHalf)) return { ...s, pendingArticle: true, last: 'article' };
      return null;
    }
  }
}

export function isCompleteQuantity(s: QuantityState): boolean {
  return s.last !== 'none' && s.last !== 'and' && s.last !== 'article' && !s.pendingHalf && !s.pendingArticle;
}

export function quantityValue(s: QuantityState): Dec {
  return decAdd(s.total, s.current);
}

/**
 * Reads a text made only of number words: "vinte e cinco mil" → 25000, "one million two
 * hundred thousand" → 1200000, "meio milhão" → 500000. Words may be separated by spaces or
 * hyphens ("twenty-five"). `lang` limits the vocabulary; without it both languages count.
 * Returns null for anything else, or a value that is not a safe integer.
 */
export function parseNumberWords(text: string, lang?: Lang): number | null {
  const words = text.trim().split(/[\s-]+/u).filter((x) => x !== '');
  if (words.length === 0) return null;
  let state = EMPTY_QUANTITY;
  for (let i = 0; i < words.length; i++) {
    const raw = words[i] ?? '';
    let entry = lookupNumberWord(raw, lang);
    if (entry && foldWord(raw) === 'mil' && lang !== 'en' && isMilhao(words[i + 1] ?? '')) { entry = MIL_MILHOES; i++; }
    if (!entry) return null;
    const next = stepQuantity(state, { kind: 'word', word: entry });
    if (!next) return null;
    state = next;
  }
  if (!isCompleteQuantity(state)) return null;
  const value = decToInteger(quantityValue(state));
  if (value === null || value > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(value);
}
