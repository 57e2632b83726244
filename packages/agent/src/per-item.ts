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
const COUNTED_AT_BEFORE = /(?<![\p{L}\p{N}.,])\d{1,3}(?:\s+[\p{L}\p{N}][\p{L}\p{N}-]*){0,8}\s+(?:a|at|@)\s*$/u;

/** Right before an amount: a bare figure and "a", nothing counted between ("uns 15 a 20 mil"). */
const RANGE_BEFORE = /(?<![\p{L}\p{N}.,])(\d{1,3})\s+(?:a|ate|até|to)\s*$/u;

/** Right before an amount: "5 cartões de recarga de 1000", "3 notas de 5 mil": counted things of a value each. */
const COUNTED_OF_BEFORE = /(?<![\p{L}\p{N}.,])\d{1,3}\s+\p{L}+s(?:\s+(?:de|do|da)?\s*\p{L}+){0,2}\s+(?:de|of)\s*$/u;

/** Right before an amount: a price for a group ("2 por 100", "3 for 1000"). */
const GROUP_BEFORE = /(?<![\p{L}\p{N}.,])(\d{1,2})\s+(?:por|for)\s*$/u;

/** Before the amount, a count of things: a small number then a word or "a"/"at" ("3 sacos", "6 clientes", "10 a"). */
// "at Trinta market", "no 30", "do Kilómetro 12": a place named by a number counts nothing.
const COUNT = /(?<![\p{L}\p{N}.,])(?<!(?:tamanho|tam|size|numero|n[º°o]|nr)\.?\s+)(?<!(?<![\p{L}])(?:at|no|na|do|da|ao|mercado|market|praca|bairro)\s+)(\d{1,3}|\p{L}+)\s+(?=\p{L})(?!(?:mil|k|kz|aoa|usd|paus?|contos?|thousand|mille?s?|por|for|per|x|cada|each|o|the)(?![\p{L}]))/gu;

/** Money that moved: paid, spent, received (not a plan or a limit). */
const PAID_OR_GOT = /(?<![\p{L}])(?:paguei|pagamos|gastei|gastamos|recebi|recebemos|cobrei|paid|spent|received|got paid)(?![\p{L}])/u;
/** Right after a price: it is per kilo, per litre or per month ("6.200 o kilo", "7.500 por mês"). */
const PER_MEASURE_AFTER = /^\s*(?:kz|aoa)?\s*,?\s*(?:o|a|por|per|the|each|cada|ao)\s+(kg|quilo|kilo|litro|litre|liter|mes|month|semana|week|dia|day)(?![\p{L}])/u;
const MEASURE_UNITS: Readonly<Record<string, RegExp>> = {
  weight: /(?<![\p{L}\p{N}.,])(\d+(?:[.,]\d+)?)\s*(?:kg|kgs|quilos?|kilos?)(?![\p{L}])/gu,
  volume: /(?<![\p{L}\p{N}.,])(\d+(?:[.,]\d+)?)\s*(?:l|lt|lts|litros?|litres?|liters?)(?![\p{L}])/gu,
  month: /(?<![\p{L}\p{N}.,])(\d{1,2}|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:meses|months)(?![\p{L}])/gu,
  week: /(?<![\p{L}\p{N}.,])(\d{1,2}|duas|tres|quatro|cinco|seis|two|three|four|five|six)\s+(?:semanas|weeks)(?![\p{L}])/gu,
  day: /(?<![\p{L}\p{N}.,])(\d{1,2}|dois|tres|quatro|cinco|seis|sete|oito|nove|dez|two|three|four|five|six|seven|eight|nine|ten)\s+(?:dias|days)(?![\p{L}])/gu,
};
const UNIT_KIND: Readonly<Record<string, string>> = { kg: 'weight', quilo: 'weight', kilo: 'weight', litro: 'volume', litre: 'volume', liter: 'volume', mes: 'month', month: 'month', semana: 'week', week: 'week', dia: 'day', day: 'day' };

/** The last quantity of that unit said before the price ("3kg", "1,5 litros", "2 meses"), or null. */
function lastMeasure(before: string, unit: string): number | null {
  const re = MEASURE_UNITS[UNIT_KIND[unit] ?? ''];
  if (!re) return null;
  let value: number | null = null;
  for (const m of before.matchAll(re)) {
    const said = m[1] ?? '';
    const n = /^\d/u.test(said) ? Number(said.replace(',', '.')) : Number(lookupNumberWord(said)?.value ?? 0n);
    value = Number.isFinite(n) && n > 0 ? n : null;
  }
  return value !== null && value !== 1 ? value : null;
}

/** One instalment named by its place in a plan ("a 3ª de 12 prestações", "the 4th of 10 instalments"). */
const ONE_INSTALMENT = /(?<![\p{L}\p{N}])\d{1,2}\s*(?:[ªº°]|a|o|th|st|nd|rd)?\s+(?:de|of|das|dos|of the)\s+\d{1,3}\s+(?:prestacoes|parcelas|mensalidades|instalments|installments|payments|quotas)(?![\p{L}])/u;

/** Already multiplied by chatAmount ("2 x 10 mil"). */
const TIMES_BEFORE = /[x×]\s*$/u;

/** A size that describes each item, not another item: "3 caixas de água de 1,5L", "garrafões de 5 litros". */
const MEASURE = /(?<![\p{L}\p{N}])\d+(?:[.,]\d+)?\s*(?:l|ml|cl|lt|lts|litros?|litres?|liters?|kg|g|gr|kva|w|gb|tb|polegadas|inch|cm|mm|m)(?![\p{L}\p{N}])/gu;

/** "no 30", "do Km 12": a place named by its number, between a count and its price. */
const PLACE_NUMBER = /(?<![\p{L}])(?:no|na|do|da|ao|at)\s+(?:km\s+)?\d{1,3}(?![\d.,])/gu;

/** The number of a count word or digits, when it is a whole count above one. */
function countValue(token: string): number | null {
  if (/^\d+$/u.test(token)) return Number(token) > 1 ? Number(token) : null;
  // "for both kids, 45k each", "os dois filhos": a pair.
  if (token === 'both' || token === 'ambos' || token === 'ambas') return 2;
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
  return found && !/\d/u.test(folded.slice(found.end, end).replace(MEASURE, ' ').replace(PLACE_NUMBER, ' ')) ? found.value : null;
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
  // "3kg de carne a 6.200 o kilo", "2 meses da quota, 7.500 por mês": the measure or the months said before.
  const per = PER_MEASURE_AFTER.exec(folded.slice(found.end, found.end + 25));
  // Months, weeks and days multiply only money already paid or received ("30 mil por mês durante 3 meses" may be a budget).
  if (per && (UNIT_KIND[per[1] ?? ''] === 'weight' || UNIT_KIND[per[1] ?? ''] === 'volume' || PAID_OR_GOT.test(folded))) {
    const measured = lastMeasure(folded.slice(0, found.start), per[1] ?? '');
    return measured === null ? found : { ...found, cents: toCents(Math.round(found.cents * measured)) };
  }
  const each = EACH_AFTER.test(folded.slice(found.end, found.end + 25)) || EACH_BEFORE.test(before) || COUNTED_AT_BEFORE.test(before) || COUNTED_OF_BEFORE.test(before);
  if (!each) return found;
  // "paguei a 3ª de 12 prestações, 45 mil cada": one instalment of a plan is paid, not the plan.
  if (ONE_INSTALMENT.test(folded)) return found;
  const count = lastCount(folded, found.start + article);
  return count === null ? found : { ...found, cents: toCents(found.cents * count) };
}
