// The learned classifier's features (decision 0020): folded words, word bigrams and the
// character 3–5-grams of each word, hashed into a fixed number of buckets. Hashing keeps the
// model a fixed size whatever words people invent, and the character n-grams let a misspelt or
// unseen form ("farmacea", "propinas") share weight with the form the model was trained on.
// Which words are read is the model's choice (spec.ts). Pure and allocation-light: it runs on
// every record message.
import { STOP_WORDS } from '../stop-words';

/** Number of hash buckets; a power of two so a bucket is a mask of the hash. */
export const BUCKETS = 1 << 18;
const MASK = BUCKETS - 1;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
// One seed per feature family, so "ab" the word and "ab" the trigram land in different buckets.
const WORD = 0x57;
const BIGRAM = 0x42;
const NGRAM = 0x4e;

function mix(h: number, code: number): number {
  return Math.imul(h ^ code, FNV_PRIME) >>> 0;
}

/** FNV-1a of s[start, end) continued from h. */
function hashRange(h: number, s: string, start: number, end: number): number {
  let x = h;
  for (let i = start; i < end; i++) x = mix(x, s.charCodeAt(i));
  return x;
}

/** Finalises a hash (FNV's low bits are weak) and maps it to a bucket. */
function bucket(h: number): number {
  let x = h;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b) >>> 0;
  x ^= x >>> 13;
  return x & MASK;
}

const TOKEN = /[\p{L}\p{N}]+/gu;
const HAS_DIGIT = /\p{N}/u;
/** Two-letter function words; the longer ones are in STOP_WORDS. */
const SHORT_STOP = new Set(['o', 'a', 'e', 'no', 'na', 'de', 'do', 'da', 'em', 'um', 'ao', 'os', 'as', 'me', 'te', 'se', 'eu', 'q', 'so', 'ja', 'la', 'my', 'to', 'in', 'on', 'at', 'of', 'by', 'is', 'i', 'an', 'k', 'kz']);

/**
 * The words a text is read by: the folded words that can say what the money was for. Tokens with
 * a digit ("5000", "15h", "2k") are amounts, dates and times; verbs of spending, articles, time
 * and money words (STOP_WORDS, as the category memory skips them) are in every message, and
 * would let the model guess a category from "gastei … no …" alone, with nothing known named.
 */
export function tokens(folded: string): string[] {
  const out: string[] = [];
  for (const m of folded.matchAll(TOKEN)) {
    const w = m[0];
    if (!HAS_DIGIT.test(w) && !SHORT_STOP.has(w) && !STOP_WORDS.has(w)) out.push(w);
  }
  return out;
}

/**
 * Every word of a folded text but amounts, dates and times: what the kind model reads, since
 * "paguei", "recebi", "emprestou-me", "ao" and "do" are what say which way money went.
 */
export function allWords(folded: string): string[] {
  const out: string[] = [];
  for (const m of folded.matchAll(TOKEN)) if (!HAS_DIGIT.test(m[0])) out.push(m[0]);
  return out;
}

/** The feature buckets of a folded text (its words as `words` picks them), each once, in first-seen order. */
export function featureBuckets(folded: string, words: (folded: string) => string[]): number[] {
  const seen = new Set<number>();
  const out: number[] = [];
  const add = (h: number): void => {
    const b = bucket(h);
    if (!seen.has(b)) {
      seen.add(b);
      out.push(b);
    }
  };
  let previous: string | undefined;
  for (const w of words(folded)) {
    add(hashRange(mix(FNV_OFFSET, WORD), w, 0, w.length));
    if (previous !== undefined) add(hashRange(mix(hashRange(mix(FNV_OFFSET, BIGRAM), previous, 0, previous.length), 0x20), w, 0, w.length));
    previous = w;
    // "<word>": the markers make a word's start and end n-grams of their own.
    const padded = `<${w}>`;
    for (let n = 3; n <= 5; n++) {
      for (let i = 0; i + n <= padded.length; i++) add(hashRange(mix(FNV_OFFSET, NGRAM + n), padded, i, i + n));
    }
  }
  return out;
}
