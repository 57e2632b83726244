// Which number in a message is the money. core's extractAmount reads the first, strongest
// amount; chat adds habits it cannot know: "8 paus" (a "pau" is a thousand kwanzas), unit
// prices before the total ("20 litros a 300 o litro, total 6000", "25 mil cada, 100 mil no
// total"), a count times a price ("2 x 10 mil") and a rough figure put right ("33 mil e
// pouco, 33.120 certinho").
import { extractAmount, type ExtractedAmount } from '@kumbu/core/amount-parse';
import { toCents } from '@kumbu/core/money';
import { lookupNumberWord } from '@kumbu/core/number-words';
import { blank } from './text';

/** "5 paus", "20 pau", "1 conto", "dois contos": Luanda slang for thousands of kwanzas, after a count. */
// "3 grand", "two grand USD": English slang for a thousand; the currency, if any, is said apart.
const SLANG_THOUSANDS = /(?<![\p{L}\p{N}.,])(\d{1,3}|\p{L}+)(\s+)(paus?|contos?|grand)(?![\p{L}])/giu;
/** "50 bucks": dollars. */
const BUCKS_AFTER = /^\s*bucks?(?![\p{L}])/iu;
/** "2 grand in euros", "200 em dólares": the currency named right after a bare figure. */
const IN_DOLLARS_AFTER = /^\s*(?:in|em)\s+(?:us\s+)?(?:d[oó]lar(?:es)?|dollars?|usd)(?![\p{L}])/iu;
const IN_EUROS_AFTER = /^\s*(?:in|em)\s+(?:euros?|eur)(?![\p{L}])/iu;
/** A product or version name right before a small number makes it a model number ("iphone 15"). */
const MODEL_BEFORE = /(?<![\p{L}])(?:iphone|ipad|galaxy|redmi|pixel|ps|playstation|xbox|windows|android|ios|modelo|model|versao|versão|version|fifa|pes)\s*$/iu;
/** Right after an amount, words that make it a unit price or a rough figure, not the total. */
const UNIT_OR_ROUGH_AFTER = /^\s*(?:cada|each|apiece|a unidade|por unidade|per unit|(?:o|a|por|per|the|each)\s+(?:litro|litre|liter|kg|quilo|kilo|saco|caixa|unidade|pe[cç]a|dia|bag|box|unit)|e (?:pouco|tal|picos|qualquer coisa|pico)|and (?:something|change|a bit)|mais ou menos|more or less|tipo assim)(?![\p{L}])/iu;
/** Right before an amount: "cada a 6 mil", "2 x 8 mil", "200 pães a 50 kz" (a price per item). */
const UNIT_BEFORE = /(?:(?<![\p{L}])(?:cada|each)(?:\s+(?:a|um|uma))?|\d\s*[x×]|\d+\s+\p{L}+(?:\s+[\p{L}\p{N}][\p{L}\p{N}-]*){0,5}\s+(?:a|at|@))\s*$/iu;
/** "2 x 10 mil", "3× 5000": the count before a unit price. */
const TIMES_BEFORE = /(?<![\p{L}\p{N}.,])(\d{1,2})\s*[x×]\s*$/iu;

/**
 * "dois contos e quinhentos", "5 paus": the slang word written as "mil", padded with spaces so
 * positions do not move ("contos" → "mil   "); core then reads the whole figure, "e quinhentos" too.
 */
function slangAsMil(text: string): string {
  if (!/pau|conto|grand/iu.test(text)) return text;
  return text.replace(SLANG_THOUSANDS, (whole: string, count: string, gap: string, slang: string) => {
    const word = lookupNumberWord(count);
    const isCount = /^\d+$/u.test(count) || (word !== null && word.kind !== 'and' && word.kind !== 'article' && word.kind !== 'scale');
    return isCount ? count + gap + 'mil'.padEnd(slang.length, ' ') : whole;
  });
}

/** The amount after `found`, when there is one. */
function laterAmount(text: string, found: ExtractedAmount): ExtractedAmount | null {
  const later = extractAmount(blank(text, 0, found.end));
  return later && later.start >= found.end ? later : null;
}

/**
 * Reads the money of a chat message: core's first amount, adjusted for slang thousands,
 * unit prices and corrections of a rough figure.
 */
export function chatAmount(typed: string): ExtractedAmount | null {
  const text = slangAsMil(typed);
  const found = readAmount(text);
  if (!found || text === typed) return found;
  // The span is the user's: "2 contos", not "2 mil" (the padding ends inside the slang word).
  let end = found.end;
  while (end < typed.length && text[end] === ' ' && /\p{L}/u.test(typed[end] ?? '')) end++;
  return { ...found, end, text: typed.slice(found.start, end) };
}

function readAmount(text: string): ExtractedAmount | null {
  const found = extractAmount(text);
  if (!found) return null;
  const after = text.slice(found.end);
  // "50 bucks": US dollars in English slang.
  if (found.currency === null && (BUCKS_AFTER.test(after) || IN_DOLLARS_AFTER.test(after))) return { ...found, currency: 'USD' };
  if (found.currency === null && IN_EUROS_AFTER.test(after)) return { ...found, currency: 'EUR' };
  const before = text.slice(Math.max(0, found.start - 40), found.start);
  // "iphone 15", "ps 5", "galaxy s23": a model number, not money.
  if (/^\d{1,3}$/u.test(found.text) && MODEL_BEFORE.test(before)) return chatAmount(blank(text, found.start, found.end));
  if (!UNIT_OR_ROUGH_AFTER.test(after) && !UNIT_BEFORE.test(before)) return found;
  const later = laterAmount(text, found);
  if (later) return chatAmount(blank(text, 0, found.end)) ?? later;
  const count = TIMES_BEFORE.exec(before);
  return count ? { ...found, cents: toCents(found.cents * Number(count[1])) } : found;
}
