// Number words typed the way they sound: "sinco mil", "vinti mil", "oitu mil", "sete mil e
// quinhetos", "oitenta mill", "thirty fve thousand". core reads only correct spellings, so
// misspelt number words are put right before the amount is read, with a map back to the
// positions of the message as typed.
import { lookupNumberWord } from '@kumbu/core/number-words';
import { remembered } from './remembered';
import { fold } from './text';

/** Portuguese number words that take a scale or an "e" ("sete mil e quinhentos"). */
const PT_WORDS = [
  'um', 'uma', 'dois', 'duas', 'tres', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'onze', 'doze', 'treze',
  'catorze', 'quinze', 'dezasseis', 'dezassete', 'dezoito', 'dezanove', 'vinte', 'trinta', 'quarenta', 'cinquenta',
  'sessenta', 'setenta', 'oitenta', 'noventa', 'cem', 'cento', 'duzentos', 'trezentos', 'quatrocentos', 'quinhentos',
  'seiscentos', 'setecentos', 'oitocentos', 'novecentos', 'mil', 'milhoes', 'milhao',
];

/**
 * How a Portuguese word sounds, roughly: the letters people swap when they type by ear
 * (c/s/ç before e and i, qu/c/q, o/u, final e/i, s/z, nh/n, doubled letters, an "n" before a
 * consonant, a final "s" after "-ento" or a final "e" after "t" left out).
 */
function soundKey(word: string): string {
  return fold(word)
    .replace(/c(?=[ei])|ç/gu, 's')
    .replace(/qu(?=[ei])/gu, 'k').replace(/[cq]/gu, 'k')
    .replace(/koe/gu, 'ke')
    .replace(/z/gu, 's').replace(/nh/gu, 'n')
    .replace(/([a-z])\1/gu, '$1')
    .replace(/n(?=[^aeiou])/gu, '')
    .replace(/i$/u, 'e').replace(/u/gu, 'o').replace(/eis$/u, 'es')
    .replace(/(?<=t)e$/u, '')
    .replace(/(?<=to)s$/u, '');
}

const BY_SOUND: ReadonlyMap<string, string> = new Map(PT_WORDS.map((w) => [soundKey(w), w]));

/** English typos seen in chat, a missing or doubled letter: "fve", "thousnd". */
const EN_TYPOS: Readonly<Record<string, string>> = {
  fve: 'five', fiv: 'five', thre: 'three', fourty: 'forty', ninty: 'ninety', twety: 'twenty',
  thousnd: 'thousand', thousan: 'thousand', tousand: 'thousand', thousands: 'thousand', hundrad: 'hundred', hundered: 'hundred',
};

/** Words that may sit next to a number word: currencies and slang units ("cinquenta dólares", "dez paus"). */
const MONEY_WORDS = /^(?:kz|kzs|kwanzas?|aoa|usd|dolar|dolares|dollars?|euros?|paus?|contos?)$/u;

/** Real words that sound like a number word: never read as one ("set", "nov", "mile"). */
// English and Portuguese words a sound away from a number word: "sent USD 12,000" is not "sete USD" (sete), "use 5k" not "onze".
const REAL_WORDS: ReadonlySet<string> = new Set(['set', 'mile', 'sei', 'des', 'dos', 'das', 'mes', 'mas', 'doce', 'sent', 'send', 'sends', 'use', 'uses', 'used', 'zinco', 'seen', 'since', 'sink', 'dose', 'tree', 'trees', 'there', 'these', 'once', 'sente', 'sento', 'sinto', 'cento']);
/** Real words read as a number word only right before a scale: "sem mil" is "cem mil", "sem troco" is not. */
const BEFORE_SCALE_ONLY: ReadonlySet<string> = new Set(['sem']);
const SCALE = /^(?:mil|milhoes|milhao|thousand|million)$/u;

/** The correct number word meant by `word`, or null when it is one already or none. */
// Remembered by word: every word of every message is asked, and people use few words (remembered.ts).
const meant: (word: string) => string | null = remembered(meantWord, 4096);

function meantWord(word: string): string | null {
  const folded = fold(word);
  if (folded.length < 3 || lookupNumberWord(word) || REAL_WORDS.has(folded)) return null;
  return EN_TYPOS[folded] ?? BY_SOUND.get(soundKey(word)) ?? null;
}

export interface Respelt {
  readonly text: string;
  /** Position in the message as typed for a position in `text`. */
  readonly original: (i: number) => number;
}

/**
 * The message with misspelt number words written right. A word is only put right beside
 * another number, a digit or a currency ("sem mil" is "cem mil"; "sem troco" stays as typed).
 */
export function respellNumbers(text: string): Respelt {
  const toks = [...text.matchAll(/[\p{L}\p{N}]+/gu)];
  const isNumberish = (k: number): boolean => {
    const t = toks[k]?.[0];
    if (t === undefined) return false;
    // Articles ("a", "um", "one") are no sign of a number: "does a flight" is not "dez a".
    const word = lookupNumberWord(t);
    const real = word !== null && word.kind !== 'article' && word.kind !== 'and' && !/^(?:um|uma|one)$/iu.test(t);
    return /^\d/u.test(t) || real || meant(t) !== null || MONEY_WORDS.test(fold(t));
  };
  // "mil e quinhetos": an "e"/"and" between two number words links them.
  const neighbour = (k: number, step: number): boolean => {
    const next = toks[k + step]?.[0];
    if (next !== undefined && /^(?:e|and)$/iu.test(next)) return isNumberish(k + 2 * step);
    return isNumberish(k + step);
  };
  let out = '';
  let last = 0;
  // Pairs (position in the new text, shift to add) from which the shift applies.
  const shifts: { at: number; shift: number }[] = [];
  let shift = 0;
  toks.forEach((m, k) => {
    const fix = meant(m[0]);
    if (fix === null || !(neighbour(k, -1) || neighbour(k, 1))) return;
    if (BEFORE_SCALE_ONLY.has(fold(m[0])) && !SCALE.test(fold(toks[k + 1]?.[0] ?? ''))) return;
    out += text.slice(last, m.index) + fix;
    last = m.index + m[0].length;
    shift += m[0].length - fix.length;
    shifts.push({ at: out.length, shift });
  });
  if (shifts.length === 0) return { text, original: (i) => i };
  out += text.slice(last);
  const original = (i: number): number => {
    let s = 0;
    for (const p of shifts) if (i >= p.at) s = p.shift;
    return i + s;
  };
  return { text: out, original };
}
