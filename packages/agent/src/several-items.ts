// Several records in one message (issue 16): "paguei a ENDE 12 mil e a EPAL 5 mil", "taxi 2 mil,
// almoço 3 mil", one per line, "12 mil de luz e 5 de água". The message is cut at its separators
// (lines, commas, semicolons, "e"/"and") into groups holding one amount each; each group is read
// on its own, with what the first one said and the others leave out: the verb ("paguei"), the
// day ("ontem") and the scale ("5" after "12 mil" is 5 mil). A breakdown that adds up, a price
// and its change, a deduction, a range, a figure taken back: one record, as before.
import { type Cents, toCents } from '@kumbu/core/money';
import { chatAmount } from './amounts';
import { findAmount } from './message-amount';
import { findParty } from './parties';
import { blank, fold } from './text';

/** One group of the message: its text, and whether it states its own verb. */
export interface ItemText { readonly text: string; readonly start: number; readonly end: number }

/**
 * Where a second figure qualifies the first instead of being a record of its own: a total, change,
 * what is left or owed, a deduction, a share, a price per item, a range, a figure taken back
 * ("não", "quer dizer", "afinal"), a sum ("+", "mais").
 */
const QUALIFIER = /(?<![\p{L}])(?:total|totais|no total|ao todo|in total|altogether|troco|change|sobrou|sobraram|sobra|resta|restam|restou|left|remaining|falta|faltam|faltou|ficou|ficaram|fica|fiquei|ficamos|desconto|descontos|discount|descontaram|descontou|desconta|deducao|deducoes|deducted|deduction|deductions|liquido|bruto|net|gross|imposto incluido|incluido|incluida|incluidos|incluidas|included|ultima|ultimo|last|vezes|times|em cash|em dinheiro|em notas|por transferencia|in cash|by transfer|let s say|lets say|digamos|acho que foi|acho q foi|i think it was|including|por cabeca|dos quais|das quais|of which|parte|share|entre|between|ou|or|nao|not|ainda|still|ficam|fica|e pouco|e tal|qualquer coisa|pensava|pensei|achava|achei que|i thought|thought it|expected|orcaram|orcamento deles|estimated|estimate|mais ou menos|about|around|certinho|exato|exatamente|exactly|poe|põe|bota|mete|quer dizer|ou melhor|i mean|i meant|alias|digo|espera|wait|sorry|corrijo|correcao|correction|na verdade|afinal|actually|plus|a mais|menos|minus|balance|divida|divido|dividimos|dividir|split|rachamos|sinal|entrada|deposit|adiantamento|adiantei|prestacao|prestacoes|instalment|installment|parcela|parcelas|out of|pedia|pediu|pediram|asked|queria|wanted|custava|costs|cost|custa|valia|vale|worth|preco|price|a vista|taxa de cambio|rate|cambio)(?![\p{L}])|[+=×*/%]|\d\s*x\s*\d/u;

/**
 * Words of the qualifier list that, in these phrases, name the money or where it came from
 * instead of qualifying a figure: "paid the accountant 120k out of it", "interest from the BFA
 * deposit 18,500", "paguei a prestação do carro ao BIC", "dia 4 net 12 mil" (the internet; "net"
 * qualifies only after a figure or before pay, salary, income).
 */
const NEUTRAL = /(?<![\p{L}])(?:out of (?:it|that|this|them|the money|those)|(?:interest|juros|rendimentos?) (?:from|on|of|do|da|de) (?:(?:the|my|o|a|meu|minha) )?(?:\p{L}+ )?(?:deposit|deposito)|(?:paguei|pagamos|paid) (?:a|the|my|minha) (?:\p{L}+ ){0,2}(?:prestacao|instalment|installment|parcela)|(?:last|ultima|ultimo|passad[oa])\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend|month|night|segunda|terca|quarta|quinta|sexta|sabado|domingo|semana|mes|noite)|(?<!(?:\d\s*(?:k|mil|kz|aoa)|\d{3}|\d[.,]\d{2})\s*)net(?!\s+(?:pay|salary|income|profit|amount|of|after|worth)(?![\p{L}])))(?![\p{L}])/gu;
/** Chat shorthand with a slash, "p/ a semana", "c/ o troco": a word, not a division or a fraction. */
const SHORTHAND = /(?<![\p{L}\p{N}])[pc]\/(?=\s*\p{L})/gu;

/** In the first group, before records of their own: "fiquei a dever 12 mil, e paguei 300", "sold 3 for 150k total and bought 2 for 90k". */
const NEUTRAL_FIRST = /(?<![\p{L}])(?:fiquei a dever|ficamos a dever|fiquei devendo|total|in total|no total|ao todo)(?![\p{L}])/gu;

/** A group's words as the qualifier tests read them, without the phrases that qualify nothing. */
function qualifierText(groups: readonly ItemText[], i: number): string {
  const folded = fold(groups[i]?.text ?? '').replace(/['’]/gu, ' ').replace(SHORTHAND, ' pra ').replace(NEUTRAL, ' ');
  return i === 0 && laterOwnRecords(groups) ? folded.replace(NEUTRAL_FIRST, ' ') : folded;
}

/**
 * Every later group does something of its own ("e paguei 300 de estacionamento", "and bought 2
 * more for 90k") and their figures do not add up to the first: what the first one says of its
 * figure ("total", "fiquei a dever") is about it alone.
 */
function laterOwnRecords(groups: readonly ItemText[]): boolean {
  const [head, ...rest] = groups;
  if (!head || rest.length === 0 || !rest.every((g) => VERB.test(fold(g.text)))) return false;
  const total = moneyIn(head.text, false);
  const sum = rest.reduce((s, g) => s + (moneyIn(g.text, false) ?? 0), 0);
  return total !== sum;
}

/** Anywhere: a price per unit, a rough figure, a total or change (then the later figures are not new records). */
const FIRST_QUALIFIER = /(?<![\p{L}])(?:total|troco|change|sobrou|resta|left|ficou|e pouco|e tal|e qualquer coisa|e picos|mais ou menos|about|around|more or less|em \d+ vezes|prestacao|prestacoes)(?![\p{L}])/u;

const UNIT_PRICE = /(?<![\p{L}])(?:cada|each|apiece|o kg|o quilo|o litro|a unidade|per kg|por kg|per unit|por unidade)(?![\p{L}])|(?<![\d.,])\d{1,3}\s+(?:a|at|@)\s*\d/u;
/** "2 cabritos a 35 mil", "5 de Blue a 7.500", "2 carradas de areia a 35 mil cada": a count of its own things, then their price. */
const COUNTS_ITS_OWN = /^\s*(?:,\s*)?(?:(?:e|and|mais)\s+)?(?:\d{1,3}|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|two|three|four|five|six|ten)\s+(?:[\p{L}]+\s+){1,4}(?:a|at|@|por|for)\s*\d/u;
const EACH = /(?<![\p{L}])(?:cada|each|apiece|per)(?![\p{L}])/u;
/** "the bill was 18k but I only paid 15k": what was paid after all, not a second record. */
const BUT_ONLY = /(?<![\p{L}])(?:mas|but|porem)\s+(?:(?:eu|i|ele|ela|he|she|they)\s+)?(?:so|only|apenas|just)(?![\p{L}])/u;

/** Verbs that say what happened to the money, carried to the groups that leave them out ("e a EPAL 5 mil"). */
const VERB = /(?<![\p{L}])(?:gastei|gastamos|paguei|pagamos|comprei|compramos|recebi|recebemos|emprestei|emprestamos|devolvi|vendi|vendemos|dei|mandei|enviei|meti|pus|depositei|ganhei|faturei|facturei|apurei|fiz|abasteci|abastecemos|atestei|almocei|jantei|spent|paid|bought|received|lent|sold|gave|sent|earned|made|got|refuelled|refueled|fuelled|fueled|filled up)(?![\p{L}])/u;

/** Words that start a group with its own meaning, so it needs no verb carried ("recebi", "o cliente pagou"). */
const OWN_ACTION = /(?<![\p{L}])(?:levou|levaram|pegou|pegaram|tirei|peguei|fiei|fiado|entreguei|ficou a dever|fica a dever|took|handed|gastei|gastamos|paguei|pagamos|comprei|compramos|recebi|recebemos|emprestei|emprestamos|devolvi|devolveu|devolveram|vendi|vendemos|dei|mandei|enviei|meti|pus|depositei|ganhei|faturei|facturei|apurei|fiz|abasteci|abastecemos|atestei|almocei|jantei|pagou|pagaram|mandou|deu|emprestou|devo|deve|caiu|entrou|entraram|spent|paid|bought|received|lent|sold|gave|sent|earned|made|got|refuelled|refueled|fuelled|fueled|filled up|owe|owes|borrowed|pedi|settled|liquidei|acertei|quitei|saldei|cobrou|cobraram|charged|debitou|debitaram|descontou|descontaram|foi logo|ja foi|went on|went to|levantei|withdrew|troquei|exchanged|apostei|bet)(?![\p{L}])/u;

/** Separators between groups: a line break, ";", a comma or colon not inside a number, "e"/"and"/"&", "depois", "tambem". */
const SEPARATOR = /\n+|;|(?<!\d)[,:]|[,:](?!\d)|\s+(?:e|and|&|e tambem|and also|depois|then|mas|but|porem)\s+(?!(?:meio|meia|half|tal|pouco|qualquer coisa|picos|pico)(?![\p{L}]))|\s+-\s+/giu;

/** A separator that could stand between two records. */
const MAYBE_SEVERAL = /[\n;,:]|\s(?:e|and|&|mas|but|porem|depois|then)\s|\s-\s/iu;
const SCALE_WORD = /(?<![\p{L}])(?:mil|milhao|milhoes|paus?|contos?)(?![\p{L}])/gu;

/** The amounts of the whole text, as spans: a separator inside one ("5 mil e 500") cuts nothing. */
function amountSpans(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let rest = text;
  for (let a = chatAmount(rest); a && out.length < 12; a = chatAmount(rest)) {
    out.push({ start: a.start, end: a.end });
    rest = blank(rest, a.start, a.end);
  }
  return out;
}

/** Words that make a figure money: a currency, a scale ("mil", "k", "paus", "milhões"). */
const MONEY_UNIT = /^\s*(?:kz|kzs|akz|aoa|kwanzas?|mil|mile|k|paus?|contos?|milhao|milhoes|milhão|milhões|mi|m|thousand|grand|million|usd|dolares|dólares|dollars?|euros?|eur|\$|€)(?![\p{L}])/iu;
/** Number words that make money of a figure ("cinco mil", "dois milhões", "vinte paus"). */
const MONEY_WORD = /(?<![\p{L}])(?:mil|milhao|milhoes|paus?|contos?|kwanzas?|thousand|million|grand|dolares|dollars?|euros?)(?![\p{L}])/u;
/** Right before a figure that is not money: a number, an invoice, a NIF, "3 of 24", a plan's size. */
const LABEL_BEFORE = /(?<![\p{L}])(?:grade|classe|class|turma|sala|n[º°o]\.?|numero|número|nr\.?|no\.|fatura|factura|invoice|nif|ref\.?|referencia|referência|recibo|of|de|em|plano de|plan of|às|as|at|para|pra|pelas|por)\s*$/iu;
/** Right after a figure that is not money: a measure, an ordinal, a share, an hour. */
const MEASURE_AFTER = /^\s*(?:[ªº°%]|(?:de|of)\s+(?:janeiro|fevereiro|marco|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|january|february|march|april|may|june|july|august|september|october|november|december)(?![\p{L}])|(?:kg|kgs|g|gr|gb|mb|mega|mbps|kva|kwh|w|l|lt|litros?|h|horas?|hrs?|pm|am|min|minutos?|dias?|days?|noites?|nights?|semanas?|weeks?|km|metros?|m2|anos?|years?|meses|months?|vezes|times|em cash|em dinheiro|em notas|por transferencia|in cash|by transfer|let s say|lets say|digamos|acho que foi|acho q foi|i think it was|pessoas|people|polegadas)(?![\p{L}]))/iu;
/** A word right after a bare figure that it counts ("3 sacos", "20 bolos"); prepositions and fillers are not. */
const COUNTED_AFTER = /^\s+(?!(?:de|do|da|dos|das|no|na|nos|nas|em|pra|pro|para|por|of|for|on|in|at|e|and|ontem|hoje|hj|today|yesterday|so|só|only|just|cada|each|o|a|the|com|with|kz|kwanzas?|fora|ja|agora|aqui|ali|la|tambem|out|outside|now|also|too|here|there)(?![\p{L}]))\p{L}/u;

/**
 * The money of one part, or null: a figure with a currency or scale, or a bare figure of 100 or
 * more that counts nothing ("pão 500"); a bare figure under 100 only when `smallOk` ("5 de água"
 * after "12 mil de luz"). Counts ("3 sacos"), measures ("30 GB"), invoice numbers are never money.
 */
function moneyIn(part: string, smallOk: boolean): number | null {
  const a = findAmount(part);
  if (!a) return null;
  const after = part.slice(a.end);
  const typed = part.slice(a.start, a.end);
  // "cinco mil", "2 contos", "$50": the figure says it is money; "cinco grades", "duas noites" count things.
  const scaled = /\d/u.test(typed) ? /[a-z$€]/iu.test(typed.replace(/^\s*(?:a|at)\s+/iu, '')) : MONEY_WORD.test(fold(typed));
  if (a.currency !== null || MONEY_UNIT.test(after) || scaled) return a.cents;
  if (!/\d/u.test(typed)) return null;
  if (MEASURE_AFTER.test(after) || COUNTED_AFTER.test(after) || LABEL_BEFORE.test(part.slice(Math.max(0, a.start - 14), a.start))) return null;
  if (a.cents >= 100 * 100) return a.cents;
  // "2 de saldo", "4 e meio" after "5 mil de gasolina": thousands said once.
  return smallOk && !COUNTED_AFTER.test(after) ? a.cents : null;
}

const hasAmount = (part: string, smallOk = false): boolean => moneyIn(part, smallOk) !== null;

/** The group's money was worked out as a count times a price ("20 sacos, 23 mil o saco"), not read as written. */
function multiplied(part: string): boolean {
  const read = chatAmount(part);
  const money = findAmount(part);
  return read !== null && money !== null && money.cents !== read.cents && money.cents % read.cents === 0;
}

/**
 * "material escolar 18 mil (cadernos 6, mochila 9, canetas 3)": figures in brackets right after a
 * figure, adding up to it, are its breakdown; the brackets are blanked so nothing is cut there.
 */
function withoutBracketedBreakdown(text: string): string {
  const m = /\(([^()]*)\)/u.exec(text);
  if (!m) return text;
  const before = chatAmount(text.slice(0, m.index));
  if (!before || text.slice(before.end, m.index).trim().length > 12) return text;
  const inside = m[1] ?? '';
  let sum = 0;
  let rest = inside;
  for (let a = chatAmount(rest); a; a = chatAmount(rest)) {
    sum += inheritedScale(rest.slice(a.start), text.slice(0, m.index), a.cents);
    rest = blank(rest, a.start, a.end);
  }
  return sum === before.cents ? blank(text, m.index, m.index + m[0].length) : text;
}

/** Starts with its figure ("12 mil", "5 mil de água"): a describing part before it belongs to it. */
const startsWithFigure = (part: string): boolean => {
  const a = chatAmount(part);
  return a !== null && part.slice(0, a.start).trim() === '';
};

/**
 * The message's groups, one amount each, or null when it holds one record (or cannot be cut
 * cleanly). Positions are those of `text`.
 */
export function itemTexts(typed: string): ItemText[] | null {
  const text = typed.includes('(') ? withoutBracketedBreakdown(typed) : typed;
  // Most messages hold one figure: a cheap look first (two runs of digits, or two scale words).
  if (!MAYBE_SEVERAL.test(text) || ((text.match(/\d+/gu)?.length ?? 0) < 2 && (fold(text).match(SCALE_WORD)?.length ?? 0) < 2)) return null;
  const spans = amountSpans(text);
  if (spans.length < 2 || spans.length > 10) return null;
  const cuts: { start: number; end: number }[] = [];
  for (const m of text.matchAll(SEPARATOR)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!spans.some((s) => start < s.end && end > s.start)) cuts.push({ start, end });
  }
  if (cuts.length === 0) return null;
  const parts: ItemText[] = [];
  let from = 0;
  for (const c of [...cuts, { start: text.length, end: text.length }]) {
    const piece = text.slice(from, c.start);
    if (piece.trim() !== '') parts.push({ text: piece, start: from, end: c.start });
    from = c.end;
  }
  // A part with no figure joins the figure it describes: the next one when that starts with
  // its figure ("a ENDE, 12 mil"), else the one before ("2 mil no taxi, ontem").
  const groups: ItemText[] = [];
  let pending: ItemText | null = null;
  // "12 mil de luz e 5 de água": after a figure in thousands, a small bare one is money too.
  const thousands = /\d\s*(?:mil|k|paus?|contos?)(?![\p{L}])/u.test(fold(parts[0]?.text ?? ''));
  for (const p of parts) {
    if (pending) {
      const joined: ItemText = { text: text.slice(pending.start, p.end), start: pending.start, end: p.end };
      pending = null;
      if (hasAmount(p.text, thousands)) { groups.push(joined); continue; }
      pending = joined;
      continue;
    }
    if (hasAmount(p.text, thousands && groups.length > 0)) { groups.push(p); continue; }
    const next = parts[parts.indexOf(p) + 1];
    const last = groups[groups.length - 1];
    // "vendi 18 mil, comprei tomate e cebola 10 mil": a clause that opens with its own verb
    // starts the record whose figure comes next, it does not close the one before.
    if (next && (startsWithFigure(next.text) || opensClause(p.text, next.text))) pending = p;
    else if (last) groups[groups.length - 1] = { text: text.slice(last.start, p.end), start: last.start, end: p.end };
    else pending = p;
  }
  if (pending) {
    const last = groups[groups.length - 1];
    if (!last) return null;
    groups[groups.length - 1] = { text: text.slice(last.start, pending.end), start: last.start, end: pending.end };
  }
  if (groups.length < 2) return null;

  // A group that qualifies a figure ("troco", "total", "não", "pediu") means one record.
  if (groups.some((_, i) => QUALIFIER.test(qualifierText(groups, i)))) return null;
  // "3kg a 1.000 o kg, 3 mil", "2 a 25 mil, 50 mil": after a price per unit, a figure alone is the total.
  if (UNIT_PRICE.test(fold(text)) && groups.slice(1).some((g) => isBare(g.text))) return null;
  // "propina do João e da Maria, 20 mil cada": a later price of each, with nothing done, details the first.
  // ("vendi 6 galinhas a 4.500 e 2 cabritos a 35 mil cada": a later group that counts its own things is a record of its own.)
  if (groups.slice(1).some((g) => EACH.test(fold(g.text)) && !hasOwnAction(g.text) && !COUNTS_ITS_OWN.test(fold(g.text)))) return null;
  // "pão e ovos, 850 kz", "2 x 8 mil, 16 mil": a later group that is a figure alone, the same as
  // the one before or the sum of those before, says the same money again; one record.
  let sum = 0;
  for (const [i, g] of groups.entries()) {
    const figure = moneyIn(g.text, thousands && i > 0) ?? 0;
    if (i > 0 && isBare(g.text) && (figure === sum || figure === moneyIn(groups[i - 1]?.text ?? '', thousands && i > 1))) return null;
    // "gasóleo 120 litros a 400 kz, 48 mil pro camião": the count times the price, said again as the total.
    if (i > 0 && figure === sum && groups.slice(0, i).some((before) => multiplied(before.text))) return null;
    // "60 mil cada, paguei 240 mil": the price of each, then what they all came to.
    if (i > 0 && figure === sum && EACH.test(fold(text))) return null;
    sum += figure;
  }
  // The first group may hold a price per unit or a rough figure put right after it ("9 mil e tal, 9.300").
  const said = groups.map((_, i) => qualifierText(groups, i)).join(' ');
  if (FIRST_QUALIFIER.test(said) || BUT_ONLY.test(said)) return null;
  if (isBreakdown(groups, thousands)) return null;
  return withDebtTopic(withNearestVerb(groups), text);
}

/** A message that opens with its topic, debts ("kilapi:", "dívidas:", "debts:"). */
const DEBT_TOPIC = /^\s*(kilapis?|dividas?|fiados?|debts?|loans?|emprestimos?)\s*:/u;
const DEBT_WORD = /(?<![\p{L}])(?:kilapis?|dividas?|fiados?|debts?|loans?|emprestimos?|emprestei|emprestou|devo|deve|owe|owes|lent|borrowed|prestacao|instalment|installment)(?![\p{L}])/u;

/**
 * "kilapi: tirei 40 mil do tio Gaspar e paguei 40 mil ao fornecedor Lopes": the topic said first
 * holds for each later group that names a person, so money paid to one settles a debt.
 */
function withDebtTopic(groups: ItemText[], text: string): ItemText[] {
  const topic = DEBT_TOPIC.exec(fold(text))?.[1];
  if (topic === undefined) return groups;
  return groups.map((g, i) => (i > 0 && !DEBT_WORD.test(fold(g.text)) && findParty(g.text) !== null ? { ...g, text: `${g.text.trim()}, ${topic}` } : g));
}

/** A clause that states what was done ("comprei mais tomate") before a figure that states nothing. */
const opensClause = (part: string, next: string): boolean => VERB.test(fold(part)) && !hasOwnAction(next);

/**
 * "paguei 15 mil na cantina: 10 de arroz e 5 de óleo", "the bill was 18k, 15 for food and 3 for
 * drinks": two or more later figures, with no verb of their own, that add up to the first are its
 * parts; one record of the total.
 */
function isBreakdown(groups: readonly ItemText[], thousands: boolean): boolean {
  const [head, ...rest] = groups;
  if (!head || rest.length < 2 || rest.some((g) => hasOwnAction(g.text))) return false;
  const total = moneyIn(head.text, false);
  let sum = 0;
  // "recebi 150 mil, 100 de material e 50 de mão de obra": parts of a total in thousands, said bare.
  let inThousands = 0;
  const headThousands = /\d\s*(?:mil|k|paus?|contos?)(?![\p{L}])/u.test(fold(head.text));
  for (const g of rest) {
    const figure = moneyIn(g.text, thousands);
    if (figure === null) return false;
    const scaled = inheritedScale(g.text, head.text, toCents(figure));
    sum += scaled;
    inThousands += headThousands && scaled === figure && figure < 1000 * 100 && /^[^\d]*\d{1,3}(?![\d.,])(?!\s*(?:kz|mil|k|usd|\$))/iu.test(g.text) ? figure * 1000 : scaled;
  }
  return total !== null && (sum === total || inThousands === total);
}

/**
 * "recebi 600 mil, paguei 200 mil aos pedreiros e 150 mil de areia": a group with no verb does
 * what the nearest group before it did. The first group's verb is lent by the reader; a later
 * one is written into the group's text here ("paguei 150 mil de areia").
 */
function withNearestVerb(groups: readonly ItemText[]): ItemText[] {
  const firstVerb = leadingVerb(groups[0]?.text ?? '');
  // "paguei a prestação da mota 30 mil e o seguro 12 mil": a debt is owed to someone; a later
  // group that names no one is not part of it and is read on its own with the verb.
  const firstDebt = DEBT_WORD.test(fold(groups[0]?.text ?? ''));
  let verb = firstVerb;
  return groups.map((g, i) => {
    const own = leadingVerb(g.text);
    if (own !== null || hasOwnAction(g.text)) {
      verb = own;
      return g;
    }
    const lend = verb !== firstVerb || (firstDebt && findParty(g.text) === null);
    return i > 0 && verb !== null && lend ? { ...g, text: `${verb} ${g.text.trim()}` } : g;
  });
}

/** A group that is a figure and nothing else ("16 mil", "3.500 kz"). */
function isBare(group: string): boolean {
  const a = chatAmount(group);
  if (!a) return false;
  return !/\p{L}{2,}/u.test(fold(blank(group, a.start, a.end)).replace(/(?<![\p{L}])(?:kz|kzs|aoa|akz|kwanzas?|mil|paus?|so|only|just|e|and|mais|tambem|also)(?![\p{L}])/gu, ' '));
}

/**
 * "2 de saldo" after "5 mil de gasolina": the group as it means it, "2 mil de saldo", so the
 * rules read the money (a bare "2" before "de saldo" reads as a question about the balance).
 */
export function withThousands(group: string, firstGroup: string): string {
  if (!/\d\s*(?:mil|k|paus?|contos?)(?![\p{L}])/u.test(fold(firstGroup))) return group;
  const m = /(?<![\d.,])(\d{1,2}(?:[.,]5)?)(?![\d.,])(?!\s*(?:mil|k|kz|paus?|contos?|%|[º°ª]|usd|dolares|euros|\$))(\s+e\s+mei[oa])?/iu.exec(group);
  if (!m || findAmount(group)?.start !== m.index) return group;
  const figure = m[2] !== undefined ? `${m[1] ?? ''},5` : m[1] ?? '';
  return `${group.slice(0, m.index)}${figure} mil${group.slice(m.index + m[0].length)}`;
}

/** The first group's verb phrase ("paguei", "emprestei"), to lend to groups that have none. */
export function leadingVerb(first: string): string | null {
  const m = VERB.exec(fold(first));
  return m ? m[0] : null;
}

/** Whether a group says what happened by itself. */
export function hasOwnAction(group: string): boolean {
  return OWN_ACTION.test(fold(group));
}

/**
 * "12 mil de luz e 5 de água": a bare figure under 1 000, with no unit, after a figure said in
 * thousands ("mil", "k", "paus", "contos") means thousands too.
 */
export function inheritedScale(group: string, firstGroup: string, cents: Cents): Cents {
  const a = findAmount(group);
  if (!a || a.currency !== null) return cents;
  // "5", "4 e meio": under a hundred, with no unit (a bread is "pão 600", never 600 mil).
  if (cents <= 0 || cents >= 100 * 100 || MONEY_UNIT.test(group.slice(a.end)) || MONEY_WORD.test(fold(group.slice(a.start, a.end)))) return cents;
  if (!/\d\s*(?:mil|k|paus?|contos?|mile)(?![\p{L}])/u.test(fold(firstGroup))) return cents;
  // "4 e meio": four and a half thousand.
  const half = /^\s*e\s+mei[oa](?![\p{L}])/u.test(fold(group.slice(a.end))) && cents % 100 === 0 ? 50 : 0;
  return toCents((cents + half) * 1000);
}
