// Which of several numbers in a whole message is the money recorded. chatAmount reads one
// amount the way people type it; a message often holds more than one: a count before a noun
// ("2 camisas e 1 calça, 27.000"), an asking price and what was really paid ("pediu 10 mil
// mas paguei só 8 mil"), the whole bill and the user's share, cash handed over for change
// ("dei 15 mil e recebi o troco"), part of a known sum ("devolveu 100 mil dos 250").
import { type ExtractedAmount } from '@kumbu/core/amount-parse';
import { toCents } from '@kumbu/core/money';
import { lookupNumberWord } from '@kumbu/core/number-words';
import { chatAmount } from './amounts';
import { perItemTotal } from './per-item';
import { respellNumbers } from './respell';
import { blank, fold, foldKeepingPositions } from './text';
import { foreignCurrencyAt } from './foreign-currency';
import { remembered } from './remembered';

/** Identifiers and measures that are never money: phone numbers, sizes ("2m x 1m", "30x40 cm"). */
const NOT_MONEY: readonly RegExp[] = [
  // Angolan mobile numbers: 9 digits from 91x to 99x, maybe grouped 3-3-3, maybe after +244.
  /(?:\+?244[\s-]?)?(?<![\d.,])9[1-9]\d(?:[\s-]?\d{3}){2}(?![\d.,])(?!\s*(?:kz|kwanzas?|aoa|mil|usd|\$))/giu,
  // Door and room numbers: "o Sr. Kanda do 204", "quarto 12", "apartamento 3B" (a bare figure, no kz or mil).
  /(?<=\p{Lu}\p{L}+\s+(?:do|da)\s+|(?<![\p{L}])(?:quarto|apartamento|apto|porta|bloco|lote|predio|prédio|room|apt|flat)\s+(?:n[º°o.]?\s*)?)\d{1,3}(?!\d|[.,]\d)(?!\s*(?:kz|kwanzas?|aoa|mil|usd|\$|k(?![\p{L}])|paus?|contos?))/gu,
  // Places named by a number: "no mercado do 30", "Km 12", "zona 4", "casa 23 do Bairro Azul", "rua 5".
  // ("kupapata até casa 500" is a fare: a bare figure after a place word alone is money unless it is "Km"/"zona").
  /(?<=(?<![\p{L}])(?:mercado|bairro|rua|quarteirao|quarteirão|sector|setor|paragem|praca|praça|casa|avenida|estrada|rotunda)\s+(?:do|da|de|n[º°o.])\s*)\d{1,3}(?!\d|[.,]\d)(?!\s*(?:kz|kwanzas?|aoa|mil|usd|\$|k(?![\p{L}])|paus?|contos?))/giu,
  /(?<=(?<![\p{L}])(?:km|quilometro|kilometro|zona|zone)\s+)\d{1,2}(?!\d|[.,]\d)(?!\s*(?:kz|kwanzas?|aoa|mil|usd|\$|k(?![\p{L}])|paus?|contos?))/giu,
  // Tyre sizes: "195/65 R15", "R16".
  /(?<![\p{L}\p{N}])\d{3}\/\d{2}\s*r?\d{2}(?![\p{N}])|(?<![\p{L}\p{N}])r\d{2}(?![\p{L}\p{N}])/giu,
  // Clothes and shoe sizes: "tamanho 42", "size 10", "nº 40".
  /(?<=(?<![\p{L}])(?:tamanho|tam\.?|size|talla)\s+)\d{1,2}(?!\d|[.,]\d)(?!\s*(?:kz|kwanzas?|aoa|mil|usd|\$|k(?![\p{L}])))/giu,
  // Sizes: "2m x 1m", "3 x 4 metros", "30x40cm", "1,5m x 2m".
  /(?<![\p{L}\p{N}])\d+(?:[.,]\d+)?\s*(?:m|cm|mm|mts?|metros?|pes|ft|")?\s*[x×]\s*\d+(?:[.,]\d+)?\s*(?:m|cm|mm|mts?|metros?|pes|ft|m2|m²|")(?![\p{L}\p{N}])/giu,
];

/**
 * Words right before a later amount that make it the figure the user paid or got: the share,
 * the discounted price, what was paid after all ("mas paguei só 8 mil", "a minha parte foi 12
 * mil", "but I only paid 15k", "ficou por 20 mil").
 */
const FINAL_BEFORE = new RegExp([
  '(?:(?<![\\p{L}])(?:minha|my|nossa|our)\\s+(?:parte|share|part|portion|quota)',
  '(?<![\\p{L}])(?:mas|but|porem|afinal|no fim|in the end|at the end)\\s+(?:(?:eu|i|so|apenas|only|just|ele|ela|he|she|they)\\s+)*(?:paguei|pagamos|pagou|dei|demos|ficou|ficaram|saiu|foi|deixou|fez|aceitou|levou|cobrou|consegui|conseguimos|comprei|paid|gave|charged|took|accepted|was|came to|ended up|got it|managed|bought it)(?:\\s+(?:me|me por|por|a|em|de|so|apenas|only|just|at|for|me for|it for|it|down to|to))*',
  // "mas o mecânico cobrou 32 mil", "but the guy charged 20k": what was charged after all.
  '(?<![\\p{L}])(?:mas|but|porem)\\s+(?:\\p{L}+\\s+){1,3}(?:cobrou|cobraram|charged|pediu|asked for|quis)(?:\\s+(?:me|so|apenas|only|just))*',
  // "150k minus 20% off, so I paid 120k", "portanto 38 mil": the figure worked out.
  '(?<![\\p{L}])(?:so i paid|so we paid|so paid|so it was|so it came to|portanto|por isso paguei|entao paguei|logo paguei|acabei por pagar|acabei pagando|i ended up paying|ended up paying)',
  // "fiquei com ela por 12 mil", "levei por 20 mil", "got it for 4k": the price the user settled on.
  '(?<![\\p{L}])(?:(?:fiquei|ficamos) com (?:ela|ele|eles|elas|isso|o|a|os|as)|levei|levamos|trouxe|comprei|got it|got them|bought it|bought them|took it) (?:so )?(?:por|a|for|at)',
  // "dividimos por 3, paguei 10 mil", "we split the bill, I paid 20k": the user's part of a shared bill.
  '(?<![\\p{L}])(?:dividimos|dividi|dividiram|rachamos|partilhamos|split|shared)(?![\\p{L}]).*(?<![\\p{L}])(?:paguei|dei|coube me|calhou me|fiquei com|i paid|i gave|mine was|my part was)',
  // "troquei 200 dólares a 920 kz cada e recebi 184 mil": what an exchange brought in, not what was changed or the rate.
  '(?<![\\p{L}])(?:troquei|cambiei|converti|exchanged|converted|changed)(?![\\p{L}]).*(?<![\\p{L}])(?:recebi|got|received)',
  // "salário de 600 mil, descontaram 18 mil de INSS, caiu 582 mil": the net pay that came in after deductions.
  '(?<![\\p{L}])(?:descontaram|descontou|desconto|descontos|deducoes|deducted|deductions|after tax|after deductions)(?![\\p{L}]).*(?<![\\p{L}])(?:caiu|cairam|entrou|entraram|recebi|liquido|net|took home|received|got|came in|in hand|ficou|ficaram|fiquei com)',
  // "salário bruto 750 mil, líquido 612 mil": the net, not the gross.
  '(?<![\\p{L}])(?:bruto|gross)(?![\\p{L}]).*(?<![\\p{L}])(?:liquido|net)',
  // "2 pneus por 90 mil, mais 5 mil de montagem, total 95 mil": a total stated after its parts
  // (not "100 mil do total de 300 mil", a part of a known whole).
  '(?<![\\p{L}])(?<!(?:do|of a|of the|de um|dum)\\s)(?:total|ao todo|no total|in total|altogether)(?:\\s*[:=])?',
  // "60 mil em 2 vezes, hoje a última de 30 mil": the instalment paid now, not the whole debt.
  '(?<![\\p{L}])(?:hoje|today)?\\s*(?:a ultima|the last|the final)(?:\\s+(?:prestacao|parcela|tranche|instalment|installment|payment))?',
  // "uns 15 a 20 mil, põe 20", "between 15 and 20k, let's say 18k", "acho q foi 11": a rough
  // figure, then the one to keep; "filtro 5 mil + óleo 15 mil = 20 mil": the sum written out.
  '(?<![\\p{L}])(?:poe|bota|mete|regista|registra|let s say|lets say|say|digamos|vamos dizer|acho que foi|acho q foi|acho que foram|acho q foram|acho que era|i think it was|make it|put)',
  '=',
  '(?<![\\p{L}])(?:paguei|pagamos|paid|dei|gave)\\s+(?:so|apenas|only|just)',
  '(?<![\\p{L}])(?:so|apenas|only|just)\\s+(?:paguei|pagamos|paid|dei|gave)',
  '(?<![\\p{L}])(?:acabei por pagar|acabei a pagar|ended up paying|baixou para|baixou pra|got it for|got it down to|negociei para|negociei pra|com desconto|after (?:the )?discount|com o desconto|with (?:the )?discount)',
].join('|') + ')(?:\\s+(?:foi|e|era|was|is|de|of|em|por|for|a|to))*\\s*$', 'u');

/** After a correction cue, words before the figure put right: "espera, ya foi 8.700", "aliás foram 3500". */
const FILLERS = '(?:[\\s,]+(?:ya|ja|entao|pronto|afinal|foram|foi|era|eram|e|sao|was|it was|it s|its|it is|make it))*';

/**
 * Between two amounts: the speaker took the first back ("gastei 4 mil não espera foram 4500",
 * "tipo 12 mil não foram 15 mil", "5 mil, nao, 6 mil", "3 mil, aliás 3500", "5 mil digo 6 mil",
 * "uns 8 ou 9 mil, espera, ya foi 8.700", "3k sorry, 4k", "20k, I mean 25k").
 * A bare "não" ("18 mil não 19 mil", "25 mil, não 250") keeps the first figure, as in
 * corrections; a "não" set apart by commas ("5 mil, nao, 6 mil") is the speaker stopping.
 */
const RETRACTED_BEFORE = new RegExp(`(?:(?<![\\p{L}])(?:(?:nao|no)[\\s,]+(?:espera|wait)|wait[\\s,]+no|quer dizer|ou melhor|alias|digo|espera|wait|sorry|i mean|i meant|corrijo|correcao|correction|na verdade|actually)${FILLERS}|(?:^|,)[\\s]*(?:(?:ah|ahh|oh|epa|opa|eh|ops|oops)[\\s,]+)?(?:nao|no)[\\s]*[,.!]${FILLERS}|(?:^|,)[\\s]*(?:ah|ahh|oh|epa|opa|eh|ops|oops)[\\s,]+nao[\\s,]+(?:foram|foi|era|eram)|^[\\s,]*(?:kz|aoa)?[\\s,]*nao[\\s,]+(?:nao[\\s,]+)?(?:foram|foi|era|eram))[\\s,]*$`, 'u');
/** A cheap pre-check for RETRACTED_BEFORE and EXACT_AFTER. */
const RETRACT_HINT = /(?<![\p{L}])(?:não|nao|no|wait|quer dizer|ou melhor|aliás|alias|digo|espera|sorry|i mean|i meant|corrijo|correção|correcao|correction|na verdade|actually)(?![\p{L}])/u;
/** "tipo 40 mil não 42 mil certinho": the second figure said to be the exact one. */
const EXACT_AFTER = /^\s*(?:kz|aoa)?\s*(?:certinho|certinhos|exatamente|exactamente|exactly|exatos|certos)(?![\p{L}])/u;

/** Right before an amount: cash handed over ("dei 20 mil", "paguei com uma nota de 5 mil", "gave the guy 10k"). */
const TENDERED_BEFORE = /(?<![\p{L}])(?:dei|entreguei|dado|gave|given|handed|paguei com|paid with|nota de|note of|notas de)(?:\s+[\p{L}]+){0,3}\s*$/u;

/** Before "de 80 mil para 65 mil": the price was brought down (or went up) to the second figure. */
const CHANGED_PRICE_BEFORE = /(?<![\p{L}])(?:negociei|negociamos|baixou|baixaram|baixei|reduziu|reduziram|reduzi|desceu|desceram|subiu|subiram|aumentou|aumentaram|passou|negotiated|brought it down|knocked it down|dropped|went down|went up|rose|increased)(?:\s+\p{L}+){0,2}\s+(?:de|from)\s*$/u;

/** "pão 1.500, paguei com 2 mil": the note paid with, when the price is also given. */
const PAID_WITH_BEFORE = /(?<![\p{L}])(?:paguei com|pagou com|paid with|com uma nota de|com nota de|with a note of|with a)\s*$/u;

/** Words any FINAL_BEFORE cue contains, and signs that a further figure follows: a cheap pre-check. */
const FINAL_HINT = /=|(?<![\p{L}])(?:poe|bota|mete|regista|registra|say|digamos|dizer|acho|think|make|put|parte|share|part|portion|quota|mas|but|porem|porém|afinal|fim|end|so|só|only|just|apenas|acabei|ended|baixou|got|negociei|desconto|discount|fiquei|ficamos|levei|levamos|trouxe|comprei|bought|took|dividimos|dividi|dividiram|rachamos|partilhamos|split|shared|troquei|cambiei|converti|exchanged|converted|changed|ultima|última|last|descontaram|descontou|desconto|descontos|deduções|deducoes|deducted|deductions|after|bruto|gross|total|todo|tudo|altogether|all in|in all|net|liquido|portanto)(?![\p{L}])/u;
/** Right after a figure: it is the whole of what was said before ("260 mil ao todo", "240k all in"). */
const TOTAL_AFTER = /^\s*(?:kz|aoa)?\s*(?:ao todo|no total|em tudo|in total|all in|altogether|in all|total|tudo|net|liquidos?|net pay|take home)(?![\p{L}])/u;
const MORE_FIGURES = /\d|mil|milh|cem|cento|ento|hundred|thousand|million/u;

/** Right after an amount: cash handed over, change expected ("dei 15 mil e recebi o troco", "I gave 25k and got change"). */
const TENDERED_AFTER = /^\s*(?:kz|aoa)?\s*(?:,\s*|e\s+|and\s+)?(?:(?:recebi|recebo|veio|voltou|tive|got|received|took|me deram|deram me|devolveram me|gave me)\s+)?(?:o\s+|de\s+|the\s+|some\s+|my\s+|back\s+(?:the\s+|some\s+)?)?(?:troco|change)(?![\p{L}])/u;

/** Around an amount: it is the change given back ("troco de 2 mil", "2 mil de troco", "got 1k change"). */
const CHANGE_BEFORE = /(?<![\p{L}])(?:troco|change)\s*(?:de|of|foi|was|:)?\s*$/u;
const CHANGE_AFTER = /^\s*(?:kz|aoa)?\s*(?:de troco|do troco|in change|change|de volta|back)(?![\p{L}])/u;

/** Right before an amount: a whole that another amount is part of ("100 mil dos 250", "returned 100,000 of the 250k"). */
const WHOLE_BEFORE = /(?<![\p{L}])(?:dos|das|of the|out of|from the|parte dos|parte das|do total de|de um total de|of a total of)\s*$/u;

/** Right before an amount: the base of a percentage ("3% sobre o salário de", "8% on"). */
const RATE_BASE_BEFORE = /(?<![\p{L}])(?:sobre|on|over)\s+(?:(?:o|a|os|as|the|my|meu|minha)\s+)?(?:\p{L}+\s+(?:de|of)\s+)?$/u;
const PERCENT = /%|por cento|percent/u;
/** After a figure: it already has the discount or deduction in it ("385 mil já com desconto de 3%"). */
const ALREADY_NET = /^[^\d]{0,12}?(?:ja com|já com|com o desconto|already|after|depois d[oe]|incluid|included|net of|liquido)/u;
/** After a price: a discount by a rate ("tive 10% de desconto", "com desconto de 15%", "20% off"). */
const DISCOUNT_AFTER = /^[^\d]{0,25}?(?<![\d.,])(\d{1,2})\s*(?:%|por cento|percent)\s*(?:de\s+)?(?:desconto|off|discount)(?![\p{L}])|^[^\d]{0,25}?(?:desconto|discount)\s+(?:de|of)\s+(\d{1,2})\s*(?:%|por cento|percent)/u;

/** The amount after blanking [start, end), searching the whole message again. */
function without(text: string, a: ExtractedAmount, find: (t: string) => ExtractedAmount | null): ExtractedAmount | null {
  return find(blank(text, a.start, a.end));
}

/** Every amount after `found`, leftmost first (a few at most). */
function laterAmounts(text: string, found: ExtractedAmount): ExtractedAmount[] {
  const out: ExtractedAmount[] = [];
  let rest = blank(text, 0, found.end);
  for (let next = chatAmount(rest); next && out.length < 4; next = chatAmount(rest)) {
    out.push(next);
    rest = blank(rest, 0, next.end);
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Every amount of a text, leftmost first (a few at most). */
function allAmounts(text: string): ExtractedAmount[] {
  const out: ExtractedAmount[] = [];
  let rest = text;
  for (let a = chatAmount(rest); a && out.length < 5; a = chatAmount(rest)) {
    out.push(a);
    rest = blank(rest, a.start, a.end);
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The change named by its own word ("troco", "change"); else only "back"/"de volta" after a figure. */
const CHANGE_WORD = /(?<![\p{L}])(?:troco|change)(?![\p{L}])/u;
const BACK_WORD = /(?<![\p{L}])(?:back|de volta)(?![\p{L}])/u;

/**
 * When the message states the change given back ("dei 20 mil, troco 2 mil"), the money spent
 * is the price if one is named, else the cash handed over less the change. Without the word
 * "troco" ("gave the driver 5000 and got 3000 back", "dei 10 mil e recebi 4 mil de volta"),
 * only cash handed over, then a smaller figure back: "got 20k back" alone is a repayment.
 */
function changeGiven(text: string, folded: string, found: ExtractedAmount): ExtractedAmount | null {
  const named = CHANGE_WORD.test(folded);
  if (!named && !BACK_WORD.test(folded)) return null;
  // "com uma nota de 5 mil": an article read as 1 is not a sum here.
  const amounts = allAmounts(text).filter((a) => !/^(?:um|uma|one|an?)$/iu.test(a.text));
  const isChange = (a: ExtractedAmount): boolean =>
    CHANGE_BEFORE.test(folded.slice(Math.max(0, a.start - 20), a.start)) || CHANGE_AFTER.test(folded.slice(a.end, a.end + 20));
  const change = amounts.find(isChange);
  if (!change) return null;
  const rest = amounts.filter((a) => a !== change && (a.currency === null || change.currency === null || a.currency === change.currency));
  const tendered = (a: ExtractedAmount): boolean => TENDERED_AFTER.test(folded.slice(a.end, a.end + 40)) || TENDERED_BEFORE.test(folded.slice(Math.max(0, a.start - 25), a.start));
  if (!named && (rest.length !== 1 || !rest.every(tendered) || (rest[0]?.start ?? 0) > change.start)) return null;
  const price = rest.find((a) => !tendered(a));
  if (price) return price;
  const handed = rest[0];
  // "dei 10 mil e recebi 2 de troco": the change is said in thousands like the cash, when
  // that still leaves less than was handed over ("nota de 5 mil, troco 500" is 500 kz).
  const scaled = handed ? inThousandsAs(text, handed, change) : change;
  const back = handed && scaled.cents < handed.cents ? scaled : change;
  if (!handed || rest.length !== 1 || handed.cents <= back.cents) return found;
  return { ...handed, cents: toCents(handed.cents - back.cents) };
}

/**
 * A document's number right after its name: "factura 0093", "fatura nº 123", "FT 2025/118",
 * "invoice #884", "ref. 2231", "recibo 4567". Group 1 is the number sign, group 2 the word,
 * group 3 the identifier. Not "fatura de 20 mil" nor "recibo 5 mil" (a figure in thousands or
 * with a currency is the money) nor "fatura 12.500" (grouped in thousands, read as money).
 */
const DOCUMENT_NUMBER = /(?<![\p{L}])(?:(factura|fatura|facturas|faturas|fact|fat|recibo|recibos|invoice|invoices|inv|receipt|ref|referencia|reference|talao|guia|proforma|pro-forma|encomenda|pedido|order|processo|contrato|apolice|policy|cheque|documento|doc)\.?|(?:ft|fr|fs|nc|gr|vd)(?=\s+[a-z]*\d+\/))\s*(n[º°o]\.?|n\.\s?[º°]|nr\.?|num\.?|numero|#)?\s*([a-z]{0,4}\d[\p{L}\d]*(?:[/-][\p{L}\d]+)*)(?![\p{L}\d]|[.,]\d|\s*(?:kz|kzs|kwanzas?|aoa|usd|eur|euros?|dolares|dollars?|mil|k|paus?|contos?|milh\p{L}*|thousand|million|bucks?)(?![\p{L}]))/gu;

/** The document words of DOCUMENT_NUMBER at a word's start, with a figure somewhere after. */
const DOCUMENT_HINT = /(?<![\p{L}])(?:fa[ck]?t|recib|invoice|inv|receipt|ref|tal[aã]o|guia|pro-?forma|encomenda|pedido|order|processo|contrato|ap[oó]lice|policy|cheque|doc|ft|fr|fs|nc|gr|vd)(?=[^\d]*\d)/u;

/** Document words whose figure is a number to quote, never a price: "ref. 2231", "referência 5567". */
const REFERENCE_WORD = /^(?:ref|referencia|reference)$/u;

/**
 * The text with document numbers blanked. A plain figure after "fatura"/"recibo" ("recibo 4567")
 * is only blanked when `all`: the caller still reads it as money when nothing else is.
 */
function maskDocumentNumbers(text: string, all: boolean): string {
  // A cheap look first, at word starts only ("fr" must not wake it for "frango"): most messages name no document.
  if (!DOCUMENT_HINT.test(text.toLowerCase())) return text;
  const folded = foldKeepingPositions(text);
  let out = text;
  for (const m of folded.matchAll(DOCUMENT_NUMBER)) {
    const id = m[3] ?? '';
    const strong = m[1] === undefined || m[2] !== undefined || REFERENCE_WORD.test(m[1]) || /^0|[^\d]/u.test(id);
    if (!strong && !all) continue;
    const at = m.index + m[0].length - id.length;
    out = blank(out, at, at + id.length);
  }
  return out;
}

/** Blanks what is never money, keeping positions. */
function maskNotMoney(text: string): string {
  // The patterns need three digits in a row, a times sign or a number after a place word: most messages skip the scan.
  if (!/\d{3}|[x×]|r\d{2}|(?:do|da|de|km|zona|rua|casa|quarto|apartamento|apto|porta|bloco|lote|predio|prédio|room|apt|flat|n[º°o.]?|tamanho|tam|size|talla)\.?\s+\d/iu.test(text)) return text;
  let out = text;
  for (const re of NOT_MONEY) for (const m of out.matchAll(re)) out = blank(out, m.index, m.index + m[0].length);
  return out;
}

/** Right after an amount: a plus sign, so another figure is added to it ("15000 + 5000 de propina"). */
const PLUS_AFTER = /^\s*(?:kz|aoa)?\s*\+\s*$/u;
/** Right after the last figure of a sum: an equals sign, so the user wrote the total too ("10 + 5 = 15 mil"). */
const EQUALS_AFTER = /^\s*(?:kz|aoa)?\s*=\s*$/u;

/**
 * A sum written with plus signs ("15000 + 5000 de propina", "2 mil + 500 do pão"): the money is
 * the total, or the figure after an equals sign when the user wrote it. Null when there is none.
 */
function explicitSum(text: string, found: ExtractedAmount): ExtractedAmount | null {
  if (!text.includes('+', found.end)) return null;
  let last = found;
  let cents = found.cents;
  for (const next of laterAmounts(text, found)) {
    const between = text.slice(last.end, next.start);
    if (EQUALS_AFTER.test(between) && last !== found) return next;
    if (!PLUS_AFTER.test(between) || (next.currency !== null && found.currency !== null && next.currency !== found.currency)) break;
    cents = toCents(cents + next.cents);
    last = next;
  }
  return last === found ? null : { ...found, cents, end: last.end, text: text.slice(found.start, last.end) };
}

/**
 * Given chat's first reading of a message, the amount the user means: a later figure after a
 * "what I really paid" cue, the price rather than the cash handed over for change, the part
 * rather than the whole it belongs to.
 */
/** "uns 15 a 20 mil, põe 20": a bare figure under a thousand, after one said in thousands, is thousands too. */
function inThousandsAs(text: string, first: ExtractedAmount, later: ExtractedAmount): ExtractedAmount {
  const typed = text.slice(later.start, later.end).trim();
  const thousands = /(?:mil|k|paus?|contos?)\s*$/iu.test(fold(text.slice(first.start, first.end)));
  if (later.currency !== null || !thousands || !/^\d{1,3}(?:[.,]\d)?$/u.test(typed) || later.cents >= 1000 * 100) return later;
  return { ...later, cents: toCents(later.cents * 1000) };
}

/** After a closing bracket: a dash, colon or equals sign that leads on to the figure ("(…) - recebi 58.333"). */
const LEADS_ON = /^\)\s*[-–—:=]/u;

/**
 * "cupão dos BT (5 milhões a 14%) - recebi 58.333 kz", "juros (2 milhões a 10%): 200 mil": a
 * figure in brackets that holds a rate, or that a dash or colon leads on from, is context (the
 * principal, the rate); the money is the figure outside the brackets. Null when that is not so.
 */
function outsideBrackets(text: string, found: ExtractedAmount): ExtractedAmount | null {
  const open = text.lastIndexOf('(', found.start);
  const close = text.indexOf(')', found.end);
  const reopen = text.indexOf('(', found.end);
  if (open < 0 || close < 0 || text.lastIndexOf(')', found.start) > open || (reopen >= 0 && reopen < close)) return null;
  if (!PERCENT.test(fold(text.slice(open, close))) && !LEADS_ON.test(text.slice(close))) return null;
  const outside = allAmounts(blank(text, open, close + 1));
  return outside.find((a) => a.start > close) ?? null;
}

function preferredAmount(text: string, found: ExtractedAmount, find: (t: string) => ExtractedAmount | null): ExtractedAmount {
  const aside = text.includes('(') ? outsideBrackets(text, found) : null;
  if (aside) return preferredAmount(text.slice(0, aside.start).replace(/[^\n]/gu, ' ') + text.slice(aside.start), aside, find);
  // Folding a slice keeps positions in the original text; only the few windows looked at are folded.
  const near = (start: number, end: number): string => fold(text.slice(Math.max(0, start), end));
  const lower = text.toLowerCase();
  const sum = explicitSum(text, found);
  if (sum) return sum;
  const target = /\d.*\d|mil.*mil/su.test(text) ? savingTarget(text, found) : null;
  if (target) return target;
  // Reading every later amount costs a parse each: only when a cue word and another figure are there.
  const laters = FINAL_HINT.test(lower) && MORE_FIGURES.test(lower.slice(found.end)) ? laterAmounts(text, found) : [];
  for (const later of laters) {
    // The cues are anchored right before the later amount; the window may reach back past the
    // first one ("we split the 60k bill 3 ways, I paid 20k").
    if (FINAL_BEFORE.test(near(later.start - 80, later.start))) return inThousandsAs(text, found, later);
  }
  // "10 sacos a 18 mil e 5 caixas de óleo, gastei 260 mil ao todo": the figure said to be the whole.
  const whole = laters.find((later) => TOTAL_AFTER.test(near(later.end, later.end + 20)));
  if (whole) return inThousandsAs(text, found, whole);
  // "4 mil não espera foram 4500": a figure taken back gives way to the next one.
  const next0 = RETRACT_HINT.test(lower) && /\d/u.test(text.slice(found.end)) ? laterAmounts(text, found)[0] : undefined;
  if (next0) {
    const between = near(found.end, next0.start);
    // "5 mil, digo 6": the figure put right is in thousands like the one taken back.
    if (RETRACTED_BEFORE.test(between) || (/^[\s,]*(?:kz|aoa)?[\s,]*nao[\s,]*$/u.test(between) && EXACT_AFTER.test(near(next0.end, next0.end + 20)))) return inThousandsAs(text, found, next0);
  }
  const before = near(found.start - 30, found.start);
  // "negociei de 80 mil para 65 mil": a price brought down from one figure to another.
  const next = CHANGED_PRICE_BEFORE.test(before) ? laterAmounts(text, found)[0] : undefined;
  if (next && /^\s*(?:kz|aoa)?\s*(?:para|pra|to|->|→)\s*$/u.test(near(found.end, next.start))) return next;
  const change = /troco|change|back|volta/u.test(lower) ? changeGiven(text, fold(text), found) : null;
  if (change) return change;
  if (TENDERED_AFTER.test(near(found.end, found.end + 40)) || PAID_WITH_BEFORE.test(before)) return without(text, found, find) ?? found;
  if (WHOLE_BEFORE.test(before)) {
    const part = without(text, found, find);
    // "returned 100 of the 200 dollars", "devolveu 50 dos 300 euros": a part is in its whole's currency.
    // "devolvi 50 dos 100 mil": the part is in its whole's thousands too.
    return part ? { ...inThousandsAs(text, found, part), currency: part.currency ?? found.currency } : found;
  }
  // "custavam 40 mil, tive 10% de desconto": the price less the discount, when no paid figure follows.
  const off = PERCENT.test(lower) && !ALREADY_NET.test(near(found.end, found.end + 30)) ? DISCOUNT_AFTER.exec(near(found.end, found.end + 50)) : null;
  if (off && !laterAmounts(text, found).some((a) => !/^\s*%/u.test(text.slice(a.end, a.end + 3)))) {
    const rate = Number(off[1] ?? off[2] ?? 0);
    if (rate > 0 && rate < 100) return { ...found, cents: toCents(Math.round((found.cents * (100 - rate)) / 100)) };
  }
  // "INSS de 3% sobre o salário de 400 mil, 12 mil": the base a rate is worked out on is not what was paid.
  if (PERCENT.test(lower) && RATE_BASE_BEFORE.test(before)) return without(text, found, find) ?? found;
  return found;
}

/** A plural noun right after a bare figure ("300 copos", "200 business cards"), not money nor a connector. */
const COUNTED_PLURAL_AFTER = /^\s+(?:\p{L}+\s+)?(?!(?:kwanzas|dolares|dollars|euros|paus|contos|bucks|mais|menos|todos|todas|dias|meses|anos|semanas|horas|vezes|days|months|years|weeks|hours|times|pessoas|people)(?![\p{L}]))\p{L}{3,}s(?![\p{L}])/u;

/**
 * chat's reading before the whole-message choice. core reads a plain number right after
 * "dia"/"day" as a day of the month ("dia 15"); when it cannot be a day ("vendas do dia
 * 35.000"), it is money: ask again with the word "dia" hidden.
 */
function firstAmount(text: string): ExtractedAmount | null {
  const found = chatAmount(text);
  // "conta-me uma piada", "como crio uma meta": a lone "um"/"uma"/"one" is an article, not 1 Kz.
  if (found && /^(?:um|uma|one|an?)$/iu.test(text.slice(found.start, found.end).trim())) {
    return firstAmount(blank(text, found.start, found.end));
  }
  // "2 garrafões de água 1200", "2 camisas e 1 calça, 27.000": small counts before nouns, when
  // money follows, are not the amount (each count is skipped in turn).
  if (found && /^\d{1,2}$/u.test(text.slice(found.start, found.end).trim()) && /^\s+\p{L}/u.test(text.slice(found.end))) {
    const later = firstAmount(blank(text, found.start, found.end));
    if (later && later.start > found.start) return later;
  }
  // "300 copos e pratos descartáveis, 62.300", "200 business cards 18,000 kz": a bare count of a
  // plural noun, when a figure many times larger follows, counts things.
  if (found && /^\d{3,4}$/u.test(text.slice(found.start, found.end).trim()) && COUNTED_PLURAL_AFTER.test(fold(text.slice(found.end, found.end + 30)))) {
    const later = firstAmount(blank(text, found.start, found.end));
    if (later && later.start > found.start && later.cents >= found.cents * 5) return later;
  }
  if (found) return found;
  // "propina 18.500 mes de março": core reads a figure before "mês"/"dia" as a count of them,
  // but nobody counts 18.500 months; a figure grouped in thousands is money.
  const unit = /(?<![\p{L}\p{N}.,])\d{1,3}(?:[.,]\d{3})+\s+((?:mes|mês|dia|semana|ano|month|day|week|year)(?![\p{L}]))/iu.exec(text);
  if (unit?.[1] !== undefined) {
    const at = unit.index + unit[0].length - unit[1].length;
    return chatAmount(blank(text, at, at + unit[1].length));
  }
  const m = /(?<![\p{L}])(?:dia|day)\s+(\d[\d.,]*)/iu.exec(text);
  if (!m || /^(?:[1-9]|[12]\d|3[01])$/u.test(m[1] ?? '')) return null;
  return chatAmount(blank(text, m.index, m.index + 3));
}

/** Right after a sum put by each period: "50 mil por mês", "20k a month", "10 mil mensais". */
const PER_PERIOD_AFTER = /^\s*(?:kz|aoa)?\s*(?:(?:por|ao|cada|a|per|every|each)\s+(?:mes|semana|dia|ano|month|week|day|year)|\/\s*(?:mes|semana|month|week)|mensais|semanais|monthly|weekly)(?![\p{L}])/u;
/** Right before the sum a saving plan is to reach: "até juntar 600 mil", "until I have 1M", "to reach 500k". */
const TARGET_BEFORE = /(?<![\p{L}])(?:(?:ate|until|till)\s+(?:eu\s+|i\s+)?(?:juntar|ter|tiver|chegar\s+(?:a|aos|ao)|atingir|completar|fazer|reach|have|get\s+to|hit|save\s+up)|to\s+(?:reach|hit|save\s+up|get\s+to))\s*(?:os|as|o|a|the)?\s*$/u;

/**
 * "guardar 50 mil por mês até juntar 600 mil": a sum put by each month toward a sum to reach;
 * the plan is named by what it reaches. Null when the message says no such thing.
 */
function savingTarget(text: string, found: ExtractedAmount): ExtractedAmount | null {
  if (!PER_PERIOD_AFTER.test(fold(text.slice(found.end, found.end + 20)))) return null;
  const target = laterAmounts(text, found).find((a) => TARGET_BEFORE.test(fold(text.slice(Math.max(0, a.start - 30), a.start))));
  return target ?? null;
}

/** Right after the money: "pra cada um dos 3", "a cada uma das 4", "to each of the 3", "each for the 2". */
const EACH_OF_AFTER = /^\s*(?:kz|aoa)?\s*,?\s*(?:(?:pra|para|por|a|to|for)\s+)?(?:cada\s+(?:um|uma)\s+(?:dos|das|destes|destas)|each\s+of\s+(?:the|my|our|them|these|those|us|you)?|each\s+for\s+(?:the|my|our)?)\s*(\d{1,2}|\p{L}+)(?![\p{L}\p{N}])/u;

/**
 * "mesada dos miúdos, 5 mil pra cada um dos 3", "gave 2k to each of the 4 kids": the sum given
 * to each of a known number of people or things; the money is all of it.
 */
function eachOfCount(text: string, a: ExtractedAmount): ExtractedAmount {
  const m = EACH_OF_AFTER.exec(fold(text.slice(a.end, a.end + 40)));
  const word = m?.[1] ?? '';
  const n = /^\d+$/u.test(word) ? Number(word) : Number(lookupNumberWord(word)?.value ?? 0n);
  const counted = lookupNumberWord(word);
  if (!m || n < 2 || n > 50 || (counted !== null && !['unit', 'teen', 'ten'].includes(counted.kind))) return a;
  return { ...a, cents: toCents(a.cents * n) };
}

/** "pra mim e pro colega", "for me and my wife": the user paid for two people. */
const ME_AND_ONE = /(?<![\p{L}])(?:(?:pra|para|por)\s+mim\s+e\s+(?:(?:pro|pra|para\s+o|para\s+a|o|a)\s+)?(?:(?:meu|minha)\s+)?|for\s+me\s+and\s+(?:(?:my|the)\s+)?)(?!(?:o|a|os|as|pros|pras|the|my)(?![\p{L}]))\p{L}+(?=\s*(?:[,.;:–-]|\d))/u;
const EACH_AFTER = /^\s*(?:kz|aoa)?\s*(?:cada|each)(?![\p{L}])/u;

/** "almoço pra mim e pro colega, 3500 cada": the price of each of two, both paid by the user. */
function forMeAndOne(text: string, a: ExtractedAmount): ExtractedAmount {
  const folded = fold(text);
  if (!EACH_AFTER.test(folded.slice(a.end, a.end + 12)) || !ME_AND_ONE.test(folded.slice(0, a.end))) return a;
  return { ...a, cents: toCents(a.cents * 2) };
}

/** The money of a whole message (positions are those of `text`), or null. */
// Remembered: a message and its records ask it of the same text more than once (remembered.ts).
export const findAmount: (text: string) => ExtractedAmount | null = remembered(readMoney);

function readMoney(text: string): ExtractedAmount | null {
  // "sinco mil", "vinti mil": number words put right first, positions mapped back after.
  const spelt = respellNumbers(text);
  const withIds = maskNotMoney(spelt.text);
  // "recibo 4567, pago 25000": a plain figure after a document's name is its number when
  // another figure is there to be the money; alone ("paguei o recibo 4500") it is the money.
  const noIds = maskDocumentNumbers(withIds, true);
  const byNumber = firstAmount(noIds);
  const masked = byNumber ? noIds : maskDocumentNumbers(withIds, false);
  const found = byNumber ?? firstAmount(masked);
  if (!found) return null;
  // "comprei 12 caixas de ovos", "bought 3 bags of rice": with no other figure, a small bare
  // number that counts the plural noun after it is a count, not kwanzas (Kumbu asks the amount).
  if (isOnlyACount(masked, found)) return null;
  const preferred = preferredAmount(masked, found, firstAmount);
  const perItem = perItemTotal(masked, preferred);
  // "5 mil pra cada um dos 3": unless the count was already read as items ("3 miúdos a 5 mil").
  const chosen = perItem.cents === preferred.cents ? forMeAndOne(masked, eachOfCount(masked, perItem)) : perItem;
  const start = spelt.original(chosen.start);
  const end = spelt.original(chosen.end);
  return { ...chosen, start, end, text: text.slice(start, end) };
}

/** Units and money words that may follow a bare figure and keep it money ("500 kz", "3 paus"). */
const MONEY_AFTER = /^(?:kz|kzs|kwanzas?|aoa|akz|usd|eur|euros?|dolares|dollars?|bucks|reais|rands?|libras?|pounds?|paus?|contos?|mil|milhoes|mi|k|cents?|centimos?)$/u;

function isOnlyACount(text: string, found: ExtractedAmount): boolean {
  if (found.currency !== null || !/^\d{1,3}$/u.test(text.slice(found.start, found.end).trim())) return false;
  const next = /^\s+(\p{L}+)/u.exec(fold(text.slice(found.end)))?.[1];
  if (next === undefined || next.length < 4 || !next.endsWith('s') || MONEY_AFTER.test(next) || foreignCurrencyAt(text, found.start, found.end) !== null) return false;
  // Only when no other figure is in the message: "3 pães 600" keeps its 600.
  return !/\d/u.test(text.slice(0, found.start) + text.slice(found.end));
}

/** "quanto me deve dos 10 mil?", "meta dos 2 milhões": an amount named as a known sum, not a new figure. */
export function isReferenceTo(text: string, a: { start: number }): boolean {
  return /(?<![\p{L}])(?:dos|das|do|da|of the|from the|out of)\s*$/u.test(fold(text.slice(Math.max(0, a.start - 20), a.start)));
}
