// A price per item times the number of items, when only the price is written: "3 sacos de
// arroz a 15 mil cada", "vendi 30 pães a 50 kz", "fiz 3 tranças, 10 mil cada", "sold 15 kg
// of beans at 1,200 per kg", "10 pães, 2 por 100". The money that moved is the total; a
// total written out ("25 mil cada, 100 mil no total") is read by chatAmount before this.
import { type ExtractedAmount } from '@kumbu/core/amount-parse';
import { toCents } from '@kumbu/core/money';
import { lookupNumberWord } from '@kumbu/core/number-words';
import { fold } from './text';

/** Right after an amount: it is the price of one ("cada", "each", "o kg", "per kg", "a unidade"). */
const EACH_AFTER = /^\s*(?:kz|aoa)?\s*,?\s*(?:cada|each|apiece|a unidade|por unidade|per unit|(?:o|a|por|per|the|each|um|uma)\s+(?:litro|litre|liter|kg|quilo|kilo|saco|caixa|unidade|peca|bag|box|unit|montinho|molho|balde|lata|grade|duzia|dozen|piece|item))(?![\p{L}])/u;

/** Right before an amount: ", cada a" ("20 sacos, cada a 5 mil"). */
const EACH_BEFORE = /(?<![\p{L}])(?:cada|each)\s+(?:a|at|por|for)\s*$/u;

/** Right before an amount: "N things a", "N a" ("30 pães a 50 kz", "chapas 10 a 6 mil"). */
const COUNTED_AT_BEFORE = /(?<![\p{L}\p{N}.,])\d{1,3}(?:\s+\p{L}+){0,4}\s+(?:a|at|@)\s*$/u;

/** Right before an amount: a bare figure and "a", nothing counted between ("uns 15 a 20 mil"). */
const RANGE_BEFORE = /(?<![\p{L}\p{N}.,])(\d{1,3})\s+(?:a|ate|até|to)\s*$/u;

/** Right before an amount: "5 cartões de recarga de 1000", "3 notas de 5 mil": counted things of a value each. */
const COUNTED_OF_BEFORE = /(?<![\p{L}\p{N}.,])\d{1,3}\s+\p{L}+s(?:\s+(?:de|do|da)?\s*\p{L}+){0,2}\s+(?:de|of)\s*$/u;

/** Right before an amount: a price for a group ("2 por 100", "3 for 1000"). */
const GROUP_BEFORE = /(?<![\p{L}\p{N}.,])(\d{1,2})\s+(?:por|for)\s*$/u;

/** Before the amount, a count of things: a small number then a word or "a"/"at" ("3 sacos", "6 clientes", "10 a"). */
const COUNT = /(?<![\p{L}\p{N}.,])(?<!(?:tamanho|tam|size|numero|n[º°o]|nr)\.?\s+)(\d{1,3}|\p{L}+)\s+(?=\p{L})(?!(?:mil|k|kz|aoa|usd|paus?|contos?|thousand|mille?s?|por|for|per|x|cada|each|o|the)(?![\p{L}]))/gu;

/** Already multiplied by chatAmount ("2 x 10 mil"). */
const TIMES_BEFORE = /[x×]\s*$/u;

/** A size that describes each item, not another item: "3 caixas de água de 1,5L", "garrafões de 5 litros". */
const MEASURE = /(?<![\p{L}\p{N}])\d+(?:[.,]\d+)?\s*(?:l|ml|cl|lt|lts|litros?|litres?|liters?|kg|g|gr|kva|w|gb|tb|polegadas|inch|cm|mm|m)(?![\p{L}\p{N}])/gu;

/** The number of a count word or digits, when it is a whole count above one. */
function countValue(token: string): number | null {
  if (/^\d+$/u.test(token)) return Number(token) > 1 ? Number(token) : null;
  const word = lookupNumberWord(token);
  if (!word || !['unit', 'teen', 'ten'].includes(word.kind) || word.value < 2n) return null;
  return Number(word.value);
}

/**
 * The count right before `end`: the last number before the price, when it counts things. A figure
 * in between belongs to another item ("6 ovos a 150 cada e 1 pão a 200": the 1 counts the bread).
 */
function lastCount(folded: string, end: number): number | null {
  let found: { value: number; end: number } | null = null;
  for (const m of folded.slice(0, end).matchAll(COUNT)) {
    const value = countValue(m[1] ?? '');
    if (value !== null) found = { value, end: m.index + (m[1]?.length ?? 0) };
  }
  return found && !/\d/u.test(folded.slice(found.end, end).replace(MEASURE, ' ')) ? found.value : null;
}

/** The total of a price per item, or the amount as it was. `text` has the positions of `found`. */
export function perItemTotal(text: string, found: ExtractedAmount): ExtractedAmount {
  const folded = fold(text);
  // "3 montinhos a mil": core reads "a mil" as one amount; its "a" belongs to the price cue.
  const article = /^(?:a|at)\s+/u.exec(folded.slice(found.start, found.end))?.[0].length ?? 0;
  const before = folded.slice(Math.max(0, found.start - 60), found.start + article);
  if (TIMES_BEFORE.test(before)) return found;
  const group = GROUP_BEFORE.exec(before);
  if (group) {
    const size = Number(group[1]);
    const count = lastCount(folded, found.start - group[0].length);
    return count !== null && size > 0 && count % size === 0 ? { ...found, cents: toCents((found.cents * count) / size) } : found;
  }
  // "uns 15 a 20 mil", "entre 10 a 12 mil": a range, not 15 things at 20 mil each.
  const range = RANGE_BEFORE.exec(before);
  // (a range's ends are close: "15 a 20"; "2 a 25 mil" is two tickets at 25 mil).
  const upper = Number(/\d+/u.exec(folded.slice(found.start + article, found.end))?.[0] ?? 0);
  if (range && Number(range[1]) < upper && Number(range[1]) * 2 >= upper) return found;
  const each = EACH_AFTER.test(folded.slice(found.end, found.end + 25)) || EACH_BEFORE.test(before) || COUNTED_AT_BEFORE.test(before) || COUNTED_OF_BEFORE.test(before);
  if (!each) return found;
  const count = lastCount(folded, found.start + article);
  return count === null ? found : { ...found, cents: toCents(found.cents * count) };
}
