// Text normalisation shared by every matcher: WhatsApp messages come without accents, in
// any case, with emojis, so rules compare folded text (lower case, accents removed).

/** Lower case, accents removed, same length as the input for Latin text: "Mamã" → "mama". */
export function fold(text: string): string {
  // Most messages are plain ASCII ("gastei 5 mil no taxi"): nothing to strip, and the rules fold
  // the same text many times per message, so the Unicode normalisation is skipped when it can be.
  if (ASCII.test(text)) return unslashed(text.toLowerCase());
  return unslashed(text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC').toLowerCase());
}

/** "p/ o Unitel Money", "p/padaria": chat's "para", read as the word "p" (same length, positions kept). */
const P_SLASH = /(?<![\p{L}\p{N}])p\/(?=\s|\p{L})/gu;
const unslashed = (folded: string): string => (folded.includes('p/') ? folded.replace(P_SLASH, 'p ') : folded);

/** Nothing past U+007F: lower-casing is all folding does to such text. */
const ASCII = /^[^\u0080-\uffff]*$/;

/** Folds character by character so positions in the folded text match the original. */
export function foldKeepingPositions(text: string): string {
  if (ASCII.test(text)) return unslashed(text.toLowerCase());
  let out = '';
  for (const ch of text) out += ch.charCodeAt(0) < 0x80 ? ch.toLowerCase() : foldChar(ch);
  return unslashed(out);
}

const foldedChars = new Map<string, string>();
/** One character folded to the same UTF-16 length, or lower-cased, or kept, so spans never drift. */
function foldChar(ch: string): string {
  const known = foldedChars.get(ch);
  if (known !== undefined) return known;
  const f = fold(ch);
  const kept = f.length === ch.length ? f : ch.toLowerCase().length === ch.length ? ch.toLowerCase() : ch;
  // Bounded: the characters people type are few, but a message may hold any of thousands.
  if (foldedChars.size < 4096) foldedChars.set(ch, kept);
  return kept;
}

export interface WordToken { readonly word: string; readonly start: number; readonly end: number }

/** Letter/digit runs of a (folded) text with their positions; apostrophes and hyphens split words. */
export function words(text: string): WordToken[] {
  const out: WordToken[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) out.push({ word: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}

/**
 * A matcher for keyword phrases on folded text, word-boundary aware. A trailing "*" makes the
 * last word a prefix ("medicament*" matches "medicamentos"); inner spaces match any run of
 * spaces or punctuation, so "conta da luz" also matches "conta-da-luz".
 */
export function phraseRegex(phrase: string): RegExp {
  const prefix = phrase.endsWith('*');
  const body = (prefix ? phrase.slice(0, -1) : phrase)
    .split(/\s+/u)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'))
    .join('[\\s\\-.,]+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}${prefix ? '[\\p{L}]*' : ''}(?![\\p{L}\\p{N}])`, 'u');
}

/** True when any of the phrases occurs in the folded text. */
export function hasAny(folded: string, matchers: readonly RegExp[]): boolean {
  return matchers.some((re) => re.test(folded));
}

export const compile = (phrases: readonly string[]): RegExp[] => phrases.map(phraseRegex);

/** Replaces [start, end) with spaces so later matchers ignore it while positions stay put. */
export function blank(text: string, start: number, end: number): string {
  return text.slice(0, start) + ' '.repeat(Math.max(0, end - start)) + text.slice(end);
}
