// Message → Understanding, deterministic and offline: rules and keyword tables only.
// Order matters: the intents that are commands (language, undo, help, greeting, report,
// goal, budget, question) are recognised first; a message with an amount that is none of
// them is a record, whose kind, category, party and day are then read.
import { type Cents, type Currency, DEFAULT_CURRENCY } from '@kumbu/core/money';
import { type DayString, addDays } from '@kumbu/core/date-range';
import { DEFAULT_LANG, type Lang } from '@kumbu/core/lang';
import { type RecordKind } from '@kumbu/core/records';
import { type CategoryKey, categoryKeyOf } from './categories';
import { chatAmount } from './amounts';
import { blankForeignSigns, foreignCurrencyAt } from './foreign-currency';
import { findAmount, isReferenceTo } from './message-amount';
import { LEAD_WORDS, LEAN, MAX_WORDS } from './follow-ups';
import { classify, classifyWithSource, keywordExpenseCategory, keywordIncomeCategory, namedExpenseCategory } from './classify';
import { recall } from './category-memory';
import { findDate, MONTHS } from './dates';
import { detectLang } from './detect-lang';
import { findParty } from './parties';
import { findPeriod } from './periods';
import { comparedPeriods, namesPeriod, pastPeriodNamed } from './compare-periods';
import { STOP_WORDS } from './stop-words';
import { blank, fold, foldKeepingPositions } from './text';
import * as R from './intent-rules';
import { ACCOUNT_DELETION, CATEGORY_STATEMENT } from './correction-rules';
import { asksHowToSendStatement } from './statement-rules';
import { asksForSupport } from './support-rules';
import { PAID_SOMEONE, RECORD_VERB, debtOrLoanKind, looksLikeIncome, withoutRetracted } from './kind-rules';
import { BALANCES_Q, FX_CONVERT, FX_Q } from './account-rules';
import { askedAccount, readNewAccount } from './account-intents';
import { readTransfer, recordAccount } from './transfers';
import { withLearnedKind } from './learned/kind-classifier';
import { adviceTopic } from './advice-rules';
import { hasOwnAction, inheritedScale, itemTexts, leadingVerb, withThousands } from './several-items';
import { recordPosition } from './record-position';
import {
  type BudgetRequest, type GoalRequest, type QueryRequest, type QueryType, type ReportRequest, type UndoRequest, type Understanding,
  type UnderstandContext,
} from './understanding';

export type { Understanding, UnderstandContext } from './understanding';

interface Reading {
  readonly text: string;
  readonly folded: string;
  /** Folded with the date expression blanked out, so "dia 15" is never read as money. */
  readonly withoutDate: string;
  readonly amount: { cents: Cents; currency: Currency | null; start: number; end: number } | null;
  readonly date: { date: DayString; start: number; end: number } | null;
  readonly lang: Lang;
}

/** Things that look like days and are not: the 13th month's pay, the club "1º de Agosto". */
const NOT_A_DAY = /(?<![\p{L}\p{N}])(?:1[34](?:th|º|°|o)?\s+(?:month|mes|mês)|(?:jogo|clube|equipa|estadio|estádio)\s+do\s+1[º°o]?\s+de\s+agosto|(?:vs|versus|x|contra|e|o|do|joga|jogo)\.?\s+(?:o\s+)?1[º°]\s+de\s+agosto)/giu;
/** A day that belongs to a promise, not to the record: "pago-lhe na sexta", "paga amanhã". */
const PROMISE_BEFORE = /(?:paga|pago|pagar|pagas|devolve|devolvo|devolver|pay|repay|return)(?:[\s-]+(?:lhe|te|me|him|her|them|it|you))?(?:\s+back)?(?:\s+(?:na|no|ate|até|em|on|by)(?:\s+the)?)?\s*$/iu;

/** "emprestou-me 35 mil até dia 10", "by the 15th": a deadline to pay back, not the record's day. */
// "until payday on the 25th": the event the deadline is named by may come first.
const DEADLINE_BEFORE = /(?<![\p{L}])(?:ate|até|until|by)\s+(?:(?:payday|pay day)\s+)?(?:(?:o|ao|the|on the|on)\s+)?$/iu;

/**
 * A day that belongs to something else the message names: "resultados na quinta" (when the
 * results come), "reembolso da consulta de 12/03" (when the visit was, not the refund).
 */
const OTHER_EVENT_BEFORE = /(?<![\p{L}])(?:resultados?|results?|fica pront[oa]|ready|consulta|consultation|fatura|factura|invoice)\s+(?:(?:na|no|on|de|do|da|of|from|para|pra)\s+)?$/iu;

/** "pago dia 25", "pagas no dia 1": a participle, no pronoun, right before the day. */
const PAID_PARTICIPLE_BEFORE = /(?<![\p{L}-])(?:pago|paga|pagos|pagas)\s+(?:(?:no|em)\s+)?$/iu;

/**
 * "salário do segurança, 65 mil, pago dia 25": the day a bill was paid, not a promise to pay
 * ("emprestei 30 mil ao Gaspar, paga dia 25" is one: a loan or a debt is being paid back later).
 */
function paidOn(text: string, before: string): boolean {
  return PAID_PARTICIPLE_BEFORE.test(before) && debtOrLoanKind(fold(text)) === null;
}

function findRecordDate(text: string, today: DayString): ReturnType<typeof findDate> {
  let masked = text;
  for (const m of text.matchAll(NOT_A_DAY)) masked = blank(masked, m.index, m.index + m[0].length);
  const date = findDate(masked, today);
  const past = /^(?:ontem|anteontem|hoje|hj|yesterday|today)/iu.test(fold(text.slice(date?.start ?? 0, date?.end ?? 0)));
  const at = date?.start ?? 0;
  const before = text.slice(Math.max(0, at - 20), at);
  if (date && !past && ((PROMISE_BEFORE.test(before) && !paidOn(text, before)) || DEADLINE_BEFORE.test(before) || OTHER_EVENT_BEFORE.test(before))) return null;
  return date;
}

function read(text: string, ctx: UnderstandContext): Reading {
  const folded = foldKeepingPositions(text);
  const date = findRecordDate(text, ctx.today);
  const withoutDate = date ? blank(folded, date.start, date.end) : folded;
  const found = findAmount(blankForeignSigns(date ? blank(text, date.start, date.end) : text));
  const amount = found ? { cents: found.cents, currency: found.currency, start: found.start, end: found.end } : null;
  return { text, folded, withoutDate, amount, date, lang: detectLang(folded, ctx.lang ?? DEFAULT_LANG) };
}

/** "2 gastos", "5 estrelas", "3 crianças": a bare 1–2 digit number before a word counts things. */
function isCount(r: Reading): boolean {
  if (!r.amount || r.amount.currency !== null) return false;
  return /^\d{1,2}$/u.test(r.text.slice(r.amount.start, r.amount.end)) && /^\s+\p{L}/u.test(r.text.slice(r.amount.end));
}

/**
 * In a question, numbers that are not a sum asked about: counts ("os 2 funcionários"), a
 * year ("Q3 2025"), a day ("entre 1 e 31 de março") or a sum already known ("dos 10 mil").
 */
function questionAmount(r: Reading): Reading['amount'] {
  const a = r.amount;
  if (!a || a.currency !== null) return a && isReferenceTo(r.text, a) ? null : a;
  const digits = r.text.slice(a.start, a.end);
  const year = /^(?:19|20)\d\d$/u.test(digits) && YEAR_BEFORE.test(r.folded.slice(Math.max(0, a.start - 15), a.start));
  if (/^\d{1,2}$/u.test(digits) || year || (isReferenceTo(r.text, a) && !THRESHOLD_BEFORE.test(r.folded.slice(0, a.start)))) return null;
  return a;
}

/** "passei dos 100 paus?", "acima dos 50 mil": the sum is a threshold asked about, not one already known. */
const THRESHOLD_BEFORE = /(?<![\p{L}])(?:passei|passou|passamos|passaram|ultrapassei|ultrapassou|acima|alem)\s+(?:d[oa]s?)\s*$/u;

/** Before a year in a question: "Q3 2025", "em 2024", "o ano 2025", "março 2025". */
const YEAR_BEFORE = new RegExp(`(?<![\\p{L}])(?:q[1-4]|trimestre|semestre|quarter|half|ano|year|em|in|for|desde|since|${Object.keys(MONTHS).join('|')})\\s*$`, 'u');

/** "o salário mínimo é 70 mil ou 100 mil?", "923 ou 924?": a choice between figures asks about facts. */
const EITHER_FIGURE = /\d[^?]*\s(?:ou|or)\s+\d[^?]*\?/u;

/** "quanto gastei em dólares?": a currency named without an amount. */
function namedCurrency(folded: string): Currency | null {
  if (/(?<![\p{L}])(?:dolar|dolares|dollar|dollars|usd)(?![\p{L}])|\$/u.test(folded)) return 'USD';
  if (/(?<![\p{L}])(?:euro|euros|eur)(?![\p{L}])|€/u.test(folded)) return 'EUR';
  return null;
}

function base(r: Reading, ctx: UnderstandContext, intent: Understanding['intent'], confidence: number): Understanding {
  return {
    intent, lang: r.lang, kind: null, amountCents: null, currency: r.amount?.currency ?? DEFAULT_CURRENCY, category: null,
    party: null, date: r.date?.date ?? ctx.today, dateStated: r.date !== null, description: describe(r), confidence,
  };
}

/** The meaningful words: without the amount, the day, spending verbs and fillers. */
function describe(r: Reading): string {
  let t = r.text;
  if (r.amount) t = blank(t, r.amount.start, r.amount.end);
  if (r.date) t = blank(t, r.date.start, r.date.end);
  const kept = [...t.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)].map((m) => m[0]).filter((w) => !STOP_WORDS.has(fold(w)) && !/^(kz|aoa|usd|eur|k)$/iu.test(w));
  const EDGE = /^(no|na|de|do|da|em|o|a|e|os|as|pra|pro|com|q|to|on|at|for|of|in|i|my|um|uma)$/iu;
  while (kept.length > 0 && EDGE.test(kept[0] ?? '')) kept.shift();
  while (kept.length > 0 && EDGE.test(kept[kept.length - 1] ?? '')) kept.pop();
  return kept.join(' ');
}

/** "bom diaaa", "oiii", "heyyy": a letter held for emphasis is one letter. */
const unstretch = (folded: string): string => folded.replace(/(\p{L})\1{2,}/gu, '$1');

function onlyGreeting(stretched: string): boolean {
  const folded = unstretch(stretched);
  const rest = folded.replace(new RegExp(R.GREETING_WORDS.source, 'gu'), ' ').replace(new RegExp(R.GREETING_FILLERS.source, 'gu'), ' ').replace(/[^\p{L}\p{N}]+/gu, '');
  return rest === '' && R.GREETING_WORDS.test(folded);
}

// "I don't speak Portuguese well", "english please, not portuguese": a language lacked or refused is not the one asked for.
const WEAK_LANGUAGE = /(?<![\p{L}])(?:my|meu|o meu|understand|entendo|percebo|don['’\s]t speak|do not speak|can['’\s]?t read|cannot read|can['’\s]?t understand|nao falo|nao leio|nao consigo ler|not|nao)\s+(?:(?:nada|nothing|bem|muito|much|well)\s+)?(?:\p{L}+\s+)?(?:portuguese|portugues|english|ingles)(?![\p{L}])/gu;

function settings(r: Reading, ctx: UnderstandContext): Understanding | null {
  // "set language: pt", "idioma: en", "set language to PT".
  const code = /(?:language|idioma|lingua|lang)\s*[:=]?\s*(?:(?:to|para|pra|em)\s+)?(pt|en)(?![\p{L}])/u.exec(r.folded)?.[1];
  if (code === 'pt' || code === 'en') return { ...base(r, ctx, 'settings', 0.9), settings: { language: code } };
  // "english please, my portuguese is bad": the language the user says they lack is not the one asked for.
  const asked = r.folded.replace(WEAK_LANGUAGE, ' ');
  const en = R.LANGUAGE_EN.test(asked);
  const pt = R.LANGUAGE_PT.test(asked);
  if (en === pt || !R.LANGUAGE_CHANGE.test(r.folded) || r.amount) return null;
  const language: Lang = en ? 'en' : 'pt';
  return { ...base(r, ctx, 'settings', 0.9), settings: { language } };
}

/** "o segundo era…", "o penúltimo foi…", "the second one was…": a place, then what that record was. */
const PLACED_FIX = /^(?:(?:nao|no|ops|oops|epa|desculpa|sorry)[,.!]?\s+)?(?:o|a|the)\s+(?:last but one|second to last|second last|one before last|third to last|\p{L}+|\d{1,2})(?:\s+(?:registo|movimento|one|item|entry))?\s+(?:era|eram|foi|foram|e|sao|was|is|should be|should have been)\s/u;

function undo(r: Reading, ctx: UnderstandContext): Understanding | null {
  // "não foi hoje foi ontem", "muda a data pra dia 3": a day put right, with no figure, is a correction too.
  const dateFix = r.date !== null && !r.amount && R.DATE_FIX.test(r.folded);
  // "the 50 was dollars, not kwanzas": the figure names the record; its currency is what changes.
  const fixedFigure = r.amount !== null && R.CURRENCY_FIX.test(r.folded) ? r.amount.cents : null;
  const currencyFix = fixedFigure !== null;
  // "é mercadoria", "isso era pra loja, é mercadoria": a category stated alone puts the last record right.
  const stated = statedCategory(r, ctx);
  const placed = recordPosition(r.text);
  if (stated !== null) return { ...base(r, ctx, 'undo', 0.8), undo: { action: 'correct', category: stated, ...(placed ? { position: placed } : {}) } };
  // "o segundo era 5 mil", "o penúltimo era transporte": a record named by its place, then what it was.
  const placedFix = placed !== null && PLACED_FIX.test(r.folded);
  if (!R.UNDO.test(r.folded) && !R.UNDO_LEADING.test(r.folded) && !R.FIGURE_FIX.test(r.folded) && !dateFix && !currencyFix && !placedFix) return null;
  // "apaga o orçamento de roupa" / "delete my car goal" are about the budget or the goal.
  if (R.BUDGET.test(r.folded) || R.GOAL.test(r.folded)) return null;
  // Only an explicit undo ("apaga o último", "anula", "delete the last one") deletes; any other
  // correction changes what it names, or Kumbu asks (issue 14: "não era supermercado…" once deleted a debt).
  const request: UndoRequest = { action: R.DELETE_WORDS.test(r.folded) ? 'delete' : 'correct' };
  const fix = correction(r.text, ctx);
  if (fix.amountCents !== undefined) { request.action = 'correct'; request.amountCents = fix.amountCents; }
  else if (fix.category !== undefined) { request.action = 'correct'; request.category = fix.category; }
  // "não era supermercado": the category said to be wrong names the record to change.
  if (request.action === 'correct' && fix.from !== undefined && fix.from !== fix.category) request.from = fix.from;
  // "era em euros, não kwanzas": the currency alone put right (not the one the user says it was not).
  const said = r.text.split(/[,;]|\s(?=(?:e|and|but|mas)\s+(?:n[aã]o|not)\s)/iu).filter((p) => !R.NEGATED_PART.test(fold(p)));
  // "os 120 eram dólares, não kwanzas": the figure only names which record; the currency is the change.
  const currency = r.amount && !currencyFix ? null : said.map((p) => namedCurrency(fold(p))).find((c) => c !== null) ?? null;
  // "não foi hoje, foi ontem", "muda a data pra dia 3": the day the record moves to.
  const day = request.action === 'correct' && request.amountCents === undefined && request.category === undefined && r.date !== null
    ? correctedDay(r.text, ctx.today) : null;
  if (day !== null) request.date = day;
  // "apaga o 2", "o penúltimo era 5 mil": the record named by its place, not the last one.
  const position = recordPosition(r.text);
  if (position !== null) request.position = position;
  if (request.action === 'correct' && request.amountCents === undefined && currency !== null) request.currency = currency;
  // The figure stays; only its currency changes ("the 50 was dollars" → 50 USD).
  if (fixedFigure !== null && request.amountCents === undefined) { request.amountCents = fixedFigure; request.action = 'correct'; }
  const out = { ...base(r, ctx, 'undo', 0.85), undo: request };
  if (request.amountCents !== undefined) {
    out.amountCents = request.amountCents;
    // "o último era em dólares, 80": the currency may be named apart from the figure.
    if ((r.amount?.currency ?? null) === null) out.currency = currency ?? namedCurrency(r.folded) ?? out.currency;
  } else if (currency !== null) out.currency = currency;
  return out;
}

/**
 * The day a correction puts right: the last day named outside a negation ("não foi hoje, foi
 * ontem" → ontem; "foi anteontem, não hoje" → anteontem; "that was yesterday, not today").
 */
function correctedDay(text: string, today: DayString): DayString | null {
  const days: { date: DayString; start: number; end: number }[] = [];
  let rest = text;
  for (let d = findDate(rest, today); d && days.length < 4; d = findDate(rest, today)) {
    days.push(d);
    rest = blank(rest, d.start, d.end);
  }
  days.sort((a, b) => a.start - b.start);
  let chosen: DayString | null = null;
  let from = 0;
  for (const d of days) {
    if (!/(?<![\p{L}])(?:nao|n|not)(?![\p{L}])/u.test(fold(text.slice(from, d.start)))) chosen = d.date;
    from = d.end;
  }
  return chosen;
}

/** Where the amounts of a short text are (a correction holds two or three at most). */
function amountSpans(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let rest = text;
  for (let a = chatAmount(rest); a && out.length < 4; a = chatAmount(rest)) {
    out.push(a);
    rest = blank(rest, a.start, a.end);
  }
  return out;
}

/** A part of a message that is an amount and nothing else ("80", " 3 mil", "45k kz"). */
function isBareFigure(part: string): boolean {
  const a = chatAmount(part);
  if (!a) return false;
  return /^[\s.]*(?:(?:kz|aoa|usd|dolares|dollars|euros)[\s.]*)?$/u.test(fold(blank(part, a.start, a.end)));
}

/**
 * What a correction says the record should be. The message is cut into parts at commas and
 * "e"/"and"/"but"; parts that start with a negation ("não 50", "not dining", "não era
 * transporte") name what it was NOT. The last amount, else the last category, of the other
 * parts wins: "enganei-me, era 5 mil e não 50" → 5 000; "não era transporte, era comida" → groceries.
 */
function correction(text: string, ctx: UnderstandContext): { amountCents?: Cents; category?: CategoryKey; from?: CategoryKey } {
  // "45k not 4.5k": a negation right after a figure starts a part of its own too.
  const parts = text.split(/(?<!\d),|,(?!\d)|[;!?]|:(?!\s*\d)|\s(?=(?:e|and|but|mas)\s+(?:n[aã]o|n|not)(?![\p{L}]))|(?<=\d\s*(?:k|mil|kz)?)\s+(?=(?:n[aã]o|n|not)\s+\d)/iu);
  let amountCents: Cents | undefined;
  let category: CategoryKey | undefined;
  let from: CategoryKey | undefined;
  for (const [i, part] of parts.entries()) {
    // "it wasn't groceries": an apostrophe is a word break, as the rules' phrases spell it ("wasn t").
    const folded = fold(part).replace(/['’]/gu, ' ');
    // Only the words after an "era"/"should be" marker, when there is one, are the new value.
    // "para dois mil e quinhentos": an "e" inside an amount is not the marker "é".
    const spans = amountSpans(part);
    const markers = [...folded.matchAll(R.CORRECTION_MARKER)].filter((m) => !spans.some((a) => m.index > a.start && m.index < a.end));
    // "não era 15 mil era 1500": a negated part with a second marker holds the new value after it.
    if (R.NEGATED_PART.test(folded) && markers.length < 2) {
      // "não era supermercado": what it was not names the record to put right.
      from = namedCategory(folded.replace(R.NEGATED_PART, ' ')) ?? from;
      continue;
    }
    const last = markers[markers.length - 1];
    // "correção: 8.750": the value follows the colon.
    const colon = last ? last.index + last[0].length : R.CORRECTION_COLON.exec(folded)?.[0].length ?? -1;
    // "o último era em dólares, 80", "…, 3 mil": a part that is a figure alone is the new value.
    // "emprestou 5 paus e não 7": a lone figure right before what it was not is the new value.
    const beforeNegated = R.NEGATED_PART.test(fold(parts[i + 1] ?? '')) && spans.length === 1;
    const after = colon < 0 && (isBareFigure(part) || beforeNegated) ? 0 : colon;
    if (after < 0) continue; // "delete the last one": a command, not a value
    const tail = part.slice(after);
    const amount = chatAmount(tail);
    // "era um empréstimo que fiz": an article is not a new amount.
    if (amount && !/^\s*(?:um|uma|one|a|an)\s*$/iu.test(tail.slice(amount.start, amount.end))) amountCents = echoedScale(text, tail.slice(amount.start, amount.end)) ?? amount.cents;
    // "it was food not transport": what follows a "not" is the category it was not.
    const not = /(?<![\p{L}])(?:nao|not)\s(.*)$/u.exec(fold(tail));
    if (not?.[1] !== undefined) from = namedCategory(not[1]) ?? from;
    // "era mercadoria pra loja": when the words after the last marker name nothing ("loja"),
    // the marker itself ("pra loja") and the words after earlier markers may.
    // "não era supermercado era pra loja": in a negated part, the first marker's words are what it was not.
    const negated = R.NEGATED_PART.test(folded);
    const second = markers[1];
    if (negated && second) from = namedCategory(folded.slice(0, second.index).replace(R.NEGATED_PART, ' ')) ?? from;
    const earlier = (negated ? markers.slice(1, -1) : markers.slice(0, -1)).reverse();
    const tails = [tail, ...earlier.map((m) => part.slice(m.index + m[0].length)), ...(last ? [part.slice(last.index)] : [])];
    for (const t of tails) {
      const found = tailCategory(t, ctx);
      if (found !== undefined) { category = found; break; }
    }
  }
  // "corrige o último 35 mil": a correcting verb and one figure, no "era"/"para" before it.
  if (amountCents === undefined && category === undefined && R.CORRECT_VERB.test(fold(text))) {
    const only = amountSpans(text).length === 1 ? chatAmount(text) : null;
    if (only) amountCents = only.cents;
  }
  return { ...(amountCents !== undefined ? { amountCents } : {}), ...(category !== undefined ? { category } : {}), ...(from !== undefined ? { from } : {}) };
}

/** The category a correction's value part names (memory, keyword tables, or a label: "troca pra categoria lazer"). */
function tailCategory(tail: string, ctx: UnderstandContext): CategoryKey | undefined {
  const foldedTail = fold(tail).replace(/(?<![\p{L}])(?:nao|not)\s.*$/u, '');
  const label = (/(?<![\p{L}])(?:categoria|category)\s+(?:de\s+|of\s+)?(.+)$/u.exec(foldedTail)?.[1] ?? foldedTail).replace(/[^\p{L}\s]/gu, ' ').trim();
  return recall(ctx.memory, tail, () => true) ?? keywordExpenseCategory(foldedTail)?.category ?? keywordIncomeCategory(foldedTail)?.category ?? (label ? categoryKeyOf(label) ?? undefined : undefined);
}

/** The category a negated part names ("era supermercado" → groceries), by the keyword tables or a label. */
function namedCategory(folded: string): CategoryKey | undefined {
  const words = folded.replace(/(?<![\p{L}])(?:era|eram|foi|foram|e|sao|was|is|it|that|wasn t|isn t)(?![\p{L}])/gu, ' ').replace(/[^\p{L}\s]/gu, ' ').trim();
  if (words === '') return undefined;
  return keywordExpenseCategory(words)?.category ?? keywordIncomeCategory(words)?.category ?? categoryKeyOf(words) ?? undefined;
}

/**
 * "é mercadoria", "isso era pra loja, é mercadoria", "it was stock for the shop": with no
 * figure, no day and no question, every part a category stated (CATEGORY_STATEMENT) → that category.
 */
const INTERJECTION = /^(?:nao|no|nope|ops|oops|opa|desculpa|desculpe|sorry|ah|epa|afinal|actually)$/u;

function statedCategory(r: Reading, ctx: UnderstandContext): CategoryKey | null {
  if (r.amount || r.date || r.folded.includes('?')) return null;
  const parts = r.folded.split(/[,;.!]+/u).map((p) => p.trim()).filter((p) => p !== '');
  if (parts.length === 0 || parts.length > 3) return null;
  let found: CategoryKey | null = null;
  for (const part of parts) {
    if (INTERJECTION.test(part)) continue; // "não, é mercadoria", "ops, era comida"

    const named = CATEGORY_STATEMENT.rule.exec(part)?.[1];
    // "that was not transport": a negation is a correction's business (correction() finds what it was not).
    if (named === undefined || /(?<![\p{L}])(?:nao|n|not|nem|nor)(?![\p{L}])/u.test(named)) return null;
    found = tailCategory(named, ctx) ?? found;
  }
  return found;
}

/** "pra 30 mil, eu disse 3 mil mas eram 30": a bare figure echoing one said with "mil"/"k" means that one. */
function echoedScale(text: string, figure: string): Cents | undefined {
  if (!/^\d+$/u.test(figure.trim())) return undefined;
  const m = new RegExp(`(?<![\\d.,])${figure.trim()}\\s*(?:mil|k)(?![\\p{L}])`, 'u').exec(fold(text));
  return m ? chatAmount(m[0])?.cents : undefined;
}

function report(r: Reading, ctx: UnderstandContext): Understanding | null {
  if (!R.REPORT.test(r.folded)) return null;
  const request: ReportRequest = { period: R.REPORT_WEEK.test(r.folded) ? 'week' : 'month' };
  // "o relatório de outubro", "the October report", "relatório da semana passada": a period already over, whole.
  const past = pastPeriodNamed(r.folded, ctx.today, request.period);
  if (past) request.range = past;
  return { ...base(r, ctx, 'report', 0.9), report: request };
}

/** "até dezembro", "by March": the last day of that month, this year or next (a deadline is ahead). */
function deadline(folded: string, today: DayString): DayString | undefined {
  const m = new RegExp(`(?<![\\p{L}])(?:ate|by|em|in|para)\\s+(${Object.keys(MONTHS).filter((k) => k.length > 3).join('|')})(?![\\p{L}])`, 'u').exec(folded);
  const month = m ? MONTHS[m[1] ?? ''] : undefined;
  if (month === undefined) return undefined;
  let y = Number(today.slice(0, 4));
  if (month < Number(today.slice(5, 7))) y += 1;
  const next = month === 12 ? `${y + 1}-01-01` : `${y}-${String(month + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/**
 * The goal's name: the words after "para o/a"/"for a"/"do/da" ("meta do carro" → "carro"),
 * past the verb of the purpose and its article ("para comprar uma arca nova" → "arca nova",
 * "to buy a new laptop" → "laptop"; issue 16: the name used to be "comprar uma").
 */
function goalName(r: Reading): string | undefined {
  const article = '(?:o |a |a minha |o meu |um |uma |uns |umas |an |my |the |new |novo |nova |outro |outra |another )*';
  const m = new RegExp(`(?<![\\p{L}])(?:(?:para|pra|for) (?:(?:comprar|compra|pagar|fazer|ter|arranjar|adquirir|trocar de|buy|get|pay for|make) )?${article}|to (?:buy|get|pay for|make) ${article}|do |da |my )([\\p{L}]{3,}(?: [\\p{L}]{3,})?)`, 'u').exec(r.withoutDate);
  const name = m?.[1]?.replace(/ (ate|by|meta|goal)$/u, '');
  if (!m || !name || /^(meta|goal|minha|mes)$/u.test(name)) return undefined;
  // Folding keeps positions: give the name back as the user spelled it ("frigorífico").
  const start = m.index + m[0].length - (m[1]?.length ?? 0);
  return r.text.slice(start, start + name.length);
}

function goal(r: Reading, ctx: UnderstandContext): Understanding | null {
  if (!R.GOAL.test(r.folded) || R.SAVINGS_ACCOUNT.test(r.folded)) return null;
  // "Gave 10k to the church building fund", "contribuí 5 mil pro fundo da escola": money given to someone's fund.
  if (r.amount && GAVE_TO_A_FUND.test(r.folded)) return null;
  // "recebi o salário 350 mil, 100 mil já foram pra poupança": pay received, part of it saved, are records.
  if (r.amount && PAY_THEN_SAVED.test(r.folded)) return null;
  // "como vai a meta dos 2 milhões?": the goal named by its target, not a new target.
  if (r.amount && r.folded.includes('?') && isReferenceTo(r.text, r.amount)) return goal({ ...r, amount: null }, ctx);
  // "how close am I to the 1M target?": "the" and the goal's own word around the figure name a known target too.
  if (r.amount && r.folded.includes('?') && /(?<![\p{L}])the\s*$/u.test(r.folded.slice(0, r.amount.start)) && /^\s*(?:target|goal)(?![\p{L}])/u.test(r.folded.slice(r.amount.end))) return goal({ ...r, amount: null }, ctx);
  if (r.amount && r.folded.includes('?') && R.GOAL_HOW_LONG.test(r.folded)) return goal({ ...r, amount: null }, ctx);
  // "how much did I save this month?": the month's balance, not a goal, unless a goal is named.
  if (!r.amount && R.SAVED_IN_PERIOD.test(r.folded) && findPeriod(r.folded, ctx.today) !== undefined && !R.GOAL_NOUN.test(r.folded)) return null;
  const out = base(r, ctx, 'goal', 0.85);
  const request: GoalRequest = { action: 'progress' };
  const name = goalName(r);
  if (name !== undefined) request.name = name;
  if (!r.amount && R.UNDO.test(r.folded)) request.action = 'delete';
  if (r.amount) {
    out.amountCents = r.amount.cents;
    if (R.GOAL_CONTRIBUTE.test(r.folded) && !/^(?:quero|meta|criar|save)(?![\p{L}])/u.test(r.folded)) {
      request.action = 'contribute';
      request.amountCents = r.amount.cents;
    } else {
      request.action = 'set';
      request.targetCents = r.amount.cents;
      const d = deadline(r.folded, ctx.today);
      if (d !== undefined) request.deadline = d;
    }
  }
  return { ...out, goal: request };
}

const PAY_THEN_SAVED = /(?<![\p{L}])(?:recebi|received|got|caiu|entrou|salary (?:in|hit)|salario (?:caiu|entrou))(?![\p{L}]).*(?<![\p{L}])(?:salario|salary|ordenado|pay|wages|vencimento)(?![\p{L}]).*(?<![\p{L}])(?:poupanca|savings)(?![\p{L}])|(?<![\p{L}])(?:salario|salary|ordenado)(?![\p{L}]).*(?<![\p{L}])(?:recebi|received|got|caiu|entrou|hit|in)(?![\p{L}]).*(?<![\p{L}])(?:poupanca|savings)(?![\p{L}])/u;
const GAVE_TO_A_FUND = /(?<![\p{L}])(?:gave|donated|contributed|dei|doei|contribui|ofereci)(?![\p{L}]).*(?<![\p{L}])(?:fund|fundo|peditorio|campanha|collection)(?![\p{L}])/u;

/** "keep my fuel under 120k a month", "mantém o lazer abaixo de 30 mil por mês": a limit said as keeping under it. */
const KEEP_UNDER = /(?<![\p{L}])(?:keep|mantem|mantenha|manter)\s+(?:my|the|o|a|os|as|meu|minha|meus|minhas)?\s*(?:\p{L}+\s+){1,3}(?:under|below|abaixo de|abaixo dos|ate)\s+[$€]?\d[\d.,]*\s*(?:k|mil|kz|usd)?\s+(?:a|per|por|ao|each)\s+(?:month|week|mes|semana)(?![\p{L}])/u;

/** A keyword score that settles a budget's category before the area words (a weight-4 phrase, or two clear words). */
const SURE_KEYWORD_SCORE = 4;

function budget(r: Reading, ctx: UnderstandContext): Understanding | null {
  if (!R.BUDGET.test(r.folded) && !KEEP_UNDER.test(r.folded)) return null;
  const out = base(r, ctx, 'budget', 0.85);
  // "apaga o orçamento de roupa": the delete words of undo, aimed at a budget.
  const request: BudgetRequest = { action: r.amount ? 'set' : R.UNDO.test(r.folded) ? 'delete' : 'check' };
  // A phrase the tables are sure of ("comida de fora") first; then the area the budget names
  // ("alimentação", "saídas"), which says more than an item in it; then what things are.
  const keyword = keywordExpenseCategory(r.folded);
  const category = recall(ctx.memory, r.text, () => true) ?? (keyword && keyword.score >= SURE_KEYWORD_SCORE ? keyword.category : null) ?? namedExpenseCategory(r.folded) ?? keyword?.category ?? undefined;
  if (category !== undefined) { request.category = category; out.category = category; }
  if (r.amount) { request.amountCents = r.amount.cents; out.amountCents = r.amount.cents; }
  return { ...out, budget: request };
}

/**
 * "e em transporte?", "e o mês passado?", "and last week?": a follow-up read alone (no question
 * before it is remembered) asks what was spent there or then. With a remembered question,
 * withFollowUp (follow-ups.ts) still fills in from it.
 */
/** What a follow-up names right after its lead: a place in the books or a time ("e em…", "e o mês…", "and last…"; not "e verdade que…"). */
const LEANS_ON_WHAT = new RegExp(`^(?:${LEAD_WORDS})\\s+(?:em|no|na|nos|nas|o|a|os|as|com|de|do|da|pra|para|in|on|for|the|last|this|yesterday|today|ontem|hoje|anteontem|esta|este|essa|esse|semana|mes|ano|janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)(?![\\p{L}])`, 'u');

function leaningQuery(r: Reading, ctx: UnderstandContext): Understanding | null {
  const f = r.folded.trim();
  if (r.amount || !LEAN.test(f) || !LEANS_ON_WHAT.test(f) || f.split(/\s+/u).length > MAX_WORDS) return null;
  const period = findPeriod(f, ctx.today);
  const category = keywordExpenseCategory(f)?.category ?? namedExpenseCategory(f) ?? undefined;
  if (period === undefined && category === undefined) return null;
  const request: QueryRequest = { type: 'spending', ...(period !== undefined ? { period } : {}), ...(category !== undefined ? { category } : {}) };
  return { ...base(r, ctx, 'query', 0.6), category: category ?? null, query: request };
}

function queryType(folded: string): QueryType {
  if (R.OWED_TO_ME.test(folded)) return 'owedToMe';
  if (R.I_OWE.test(folded)) return 'iOwe';
  if (R.WHERE_MONEY.test(folded)) return 'spending';
  if (R.BIGGEST.test(folded)) return 'biggestExpenses';
  if (R.INCOME_Q.test(folded)) return 'income';
  if (R.SPENDING_Q.test(folded)) return 'spending';
  return 'balance';
}

/** "did I pay…", "did I record…", "did the tenant pay…", "já paguei…", "já registei…" (folded). */
const DID_I = /^(?:(?:so|and|e|mas)\s+)?(?:did i|did we|did the|did my|have i|has the|ja paguei|ja registei|ja registrei|ja recebi|ja pagaram|ja me pagaram|paguei ja|registei)(?![\p{L}])/u;
/** A list asked for: "mostra", "show me", "list", "any", "quais". */
const SHOW_OR_ANY = /(?<![\p{L}])(?:mostra|mostrar|mostre|lista|listar|show|list|any|quais|ha alguma|houve alguma|tenho alguma)(?![\p{L}])/u;
/** A threshold: "acima de", "mais de", "above", "over", "bigger than", "superior a". */
const OVER_THRESHOLD = /(?<![\p{L}])(?:acima de|acima dos|mais de|mais que|maiores? que|maiores? do que|superior a|superiores a|above|over|bigger than|larger than|more than|greater than|higher than)(?![\p{L}])/u;
/** The books named alone, then a period: "vendas da semana", "gastos de ontem", "sales this week". */
const BARE_BOOKS = /^(?:as\s+|os\s+|my\s+|minhas\s+|meus\s+)?(?:vendas|gastos|despesas|receitas|entradas|saidas|sales|expenses|spending|income)\s+(?:d[aoe]s?|this|last|of|de|desta|deste|da semana|do mes)(?![\p{L}])/u;

function query(asked: Reading, ctx: UnderstandContext): Understanding | null {
  const r = { ...asked, amount: questionAmount(asked) };
  if (R.ADVICE.test(r.folded) && !r.amount) return null;
  // "tens uma receita de muamba?": a recipe, not income.
  const f = r.folded.replace(new RegExp(R.RECIPE.source, 'gu'), ' ');
  const asks = R.QUESTION.test(f) || f.includes('?') || R.ASKS_UNMARKED.test(f);
  const about = R.BALANCE.test(f) || R.OWED_TO_ME.test(f) || R.I_OWE.test(f) || R.WHERE_MONEY.test(f) || R.BIGGEST.test(f) || R.INCOME_Q.test(f) || R.SPENDING_Q.test(f);
  // "saldo" alone is a question; "meti saldo 2 mil" is a top-up (it has an amount).
  const bare = !r.amount && (R.BALANCE.test(f) || BALANCES_Q.rule.test(f) || (/^(?:minhas|meus|my) /u.test(f) && !RECORD_VERB.test(f)) || /^(?:gastos|despesas|receitas|maiores|biggest|total)/u.test(f));
  // "top 5 despesas de dezembro": the 5 is how many, not money.
  // "quais foram as três maiores despesas": a count in words ranks too.
  const top = /^(?:top|os|as|the)?\s*\d{1,2}\s+(?:maiores|despesas|gastos|biggest|expenses)/u.test(f) || /(?<![\p{L}])(?:as|os|the)\s+(?:duas|dois|tres|quatro|cinco|dez|three|five|ten)\s+(?:maiores|biggest|largest)(?![\p{L}])/u.test(f) || /(?<![\p{L}])top\s+\d{1,2}(?!\d)/u.test(f) || R.LAST_N.test(f);
  // "quanto já foi em comida esta semana?": a how-much question with no amount is about money.
  const howMuch = R.HOW_MUCH.test(f) && !r.amount && !R.PRICE_Q.test(f) && (R.MY_MONEY.test(f) || findPeriod(f, ctx.today) !== undefined || keywordExpenseCategory(f) !== null);
  // "compara este mês com o mês passado": two periods compared ask about them.
  // "compara janeiro com fevereiro": bare month names count here, as they cannot elsewhere.
  const compare = !r.amount && R.COMPARE.test(f) && (namesPeriod(f, ctx.today) || about);
  // "did I pay the rent already?", "já paguei a propina?": whether something was done, from the books.
  const didI = !r.amount && f.includes('?') && DID_I.test(f);
  // "despesas acima de 15.000 nos últimos 6 meses, mostra aí", "any expense bigger than 75k this week?".
  const overThreshold = r.amount !== null && SHOW_OR_ANY.test(f) && OVER_THRESHOLD.test(f);
  // "vendas da semana", "gastos de ontem": the books of a period, named alone.
  const namedPeriod = !r.amount && BARE_BOOKS.test(f) && findPeriod(f, ctx.today) !== undefined;
  if (!(asks && about) && !bare && !top && !howMuch && !compare && !didI && !overThreshold && !namedPeriod) return null;
  // With an amount, only a real question is a query: "paid 15000 to uncle Joe towards what I owe him" is a record.
  if (r.amount && !top && !overThreshold && !(f.includes('?') || R.QUESTION_START.test(f) || R.ASKS_UNMARKED.test(f))) return null;
  // "compara comida em outubro e novembro": a category compared is spending on it.
  const named = queryType(f);
  // "gastei mais este mês do que no mês passado?": compared, "mais" asks about totals, not the top expenses.
  const compared = compare && ((named === 'balance' && keywordExpenseCategory(f) !== null) || named === 'biggestExpenses') ? 'spending' : named;
  const period = findPeriod(f, ctx.today);
  // "quanto tenho?", "saldo do BAI": the accounts' balances now; "saldo do mês" stays the month's result.
  const type: QueryType = compared === 'balance' && !compare && period === undefined && !r.amount && BALANCES_Q.rule.test(f) ? 'accounts' : compared;
  const request: QueryRequest = { type };
  if (type === 'accounts') {
    const account = askedAccount(f, ctx.accounts ?? []);
    if (account !== null) request.account = account;
  }
  if (period !== undefined) request.period = period;
  if (compare && (type === 'balance' || type === 'spending' || type === 'income')) request.compare = comparedPeriods(f, ctx.today);
  const out = base(r, ctx, 'query', 0.85);
  if (type === 'spending' || type === 'biggestExpenses' || type === 'income') {
    const side = type === 'income' ? keywordIncomeCategory(f) : keywordExpenseCategory(f);
    const category = recall(ctx.memory, r.text, () => true) ?? side?.category;
    if (category !== undefined) { request.category = category; out.category = category; }
  }
  if (type === 'owedToMe' || type === 'iOwe') {
    const party = findParty(r.text);
    if (party !== null) { request.party = party; out.party = party; }
  }
  // "já gastei mais de 100 mil este mês?": the amount asked about is kept.
  if (r.amount && !top) out.amountCents = r.amount.cents;
  else out.currency = namedCurrency(f) ?? out.currency;
  // A question's day is its period; the record date stays today.
  return { ...out, date: ctx.today, dateStated: false, query: request };
}

// "o Sr. Kanda do 204 pagou": a door or a place may follow the name.
const NAMED_PAYER = /^(?!.*(?<![\p{L}])(?:fico a dever|fico-lhe a dever|fico te a dever|i owe (?:him|her)|owe him|owe her)(?![\p{L}]))(?:(?:[Oo]ntem|[Aa]nteontem|[Hh]oje|[Yy]esterday|[Tt]oday),?\s+(?=[OoAa] \p{Lu}))?(?!(?:Got|Get|Just|Finally|Already|Today|Yesterday|Recebi|Ontem|Hoje)\s)(?:[Oo] |[Aa] )?(?:\p{Lu}[\p{L}]+\.?\s+){0,2}\p{Lu}[\p{L}]+\s+(?:(?:do|da)\s+[\p{L}\p{N}]+(?:\s+\d+)?\s+)?(?:já |finalmente |already |finally )?(?:pagou|acertou|liquidou|paid|settled|transferred|transferiu|sent|mandou|enviou)(?![\p{L}])(?!.*(?<![\p{L}])(?:me a|me um|me uma|to me for)(?![\p{L}]))/u;

/** "o Pedro mandou 20 mil pelo meu aniversário": a present, not a debt paid back. */
const GIFT_HINT = /(?<![\p{L}])(?:nao e pra devolver|nao e para devolver|nao precisa de devolver|nao precisa devolver|no need to pay|presente|prenda|oferta|aniversario|natal|mesada|gift|birthday|present|christmas|pra me ajudar|para me ajudar|como ajuda|to help me)(?![\p{L}])/u;

// Fees and allowances from an organisation ("a ONG pagou-me 300 USD de honorários") are pay too.
const WAGES = /(?<![\p{L}])(?:salario|ordenado|vencimento|salary|wage|wages|cliente|client|customer|refund|reembolso|honorarios|honorario|honorarium|fees|subsidio|per diem|ajuda de custo|juros|dividendos|rendimentos?|interest|dividends?|cupao|cupoes|coupon)(?![\p{L}])/u;

/** A payer who owes nothing: a tenant or a client paying, family sending money, work paid for ("tutoring", "the job"). */
// "Mrs. Adeyemi paid for the 3 cakes she ordered", "o Sr. Jamba pagou 35 mil pelo transporte": paying for an order or work, not a debt.
const PAYER_NOT_DEBTOR = /(?<![\p{L}])(?:encomendou|encomendaram|ordered|she ordered|he ordered)(?![\p{L}])(?!.*(?<![\p{L}])(?:kilapi|divida|fiado|emprestimo|devia|deve|owed|owes|loan|debt|emprestei|lent)(?![\p{L}]))|^\s*(?:(?:the|my|our|o|a|um|uma)\s+)?(?:tenant|tenants|client|customer|inquilino|inquilina|cliente)(?![\p{L}])|^\s*(?:(?:my|o|a|meu|minha)\s+)?(?:dad|mum|mom|mother|father|aunty|auntie|aunt|uncle|grandma|granny|grandpa|gogo|pai|mae|papa|mama|tia|tio|avo|padrinho|madrinha)\s+(?:\p{L}+\s+)?(?:sent|mandou|enviou|transferiu|transferred|gave|deu)(?![\p{L}])|(?<![\p{L}])(?:for|pelas?|pelos?)\s+(?:my\s+|the\s+|her\s+|his\s+|as\s+|os\s+)?(?:tutoring|lessons|classes|birthday|job|work|repair|explicacoes|aulas|trabalho|servico|reparacao|aniversario|transporte|frete|entrega|corrida|viagem|transport|delivery|ride|trip)(?![\p{L}])/u;

/** "will refund tmrw", "vou reembolsar": a promise to pay back, not a refund received (same length, positions kept). */
const FUTURE_REFUND = /(?<![\p{L}])(?:will|to|going to|gonna|must|have to|need to|i ll|ill|vou|tenho de|tenho que)\s+(?:refund|reembolsar|devolver)(?![\p{L}])/gu;

/**
 * The record's kind: the kind rules', or where the policy lets it, the learned kind model's
 * (decision 0026). Expense when neither speaks.
 */
function recordKind(r: Reading): RecordKind {
  return withLearnedKind({ kind: ruleKind(r), expenseNamed: () => keywordExpenseCategory(r.withoutDate) !== null }, r.folded);
}

/** The kind a rule gives, or null when none fired (an expense by default). */
function ruleKind(r: Reading): RecordKind | null {
  const f = withoutRetracted(r.withoutDate).replace(FUTURE_REFUND, (m) => 'x'.repeat(m.length));
  // "Ricardo transferred the 70k he owed me", "o Dani pagou a recarga que ficou a dever": a
  // person, named with a capital, paying the user settles what they owed — unless it is pay.
  if (NAMED_PAYER.test(r.text) && !WAGES.test(f) && !GIFT_HINT.test(f) && !PAYER_NOT_DEBTOR.test(f)) return 'loanReceivedPayment';
  // Someone named paying for an order or for work owes nothing: it is the user's income.
  if (NAMED_PAYER.test(r.text) && PAYER_NOT_DEBTOR.test(f) && debtOrLoanKind(f) === null) return 'income';
  const special = debtOrLoanKind(f);
  if (special) return special;
  if (looksLikeIncome(f)) return 'income';
  // "paguei 25 mil à Maria": paying a named person, with no bill or shop named, settles a debt.
  // "paid Nando 35k", "paguei a distribuidora do Tony": a person named right after the verb, or a business by its owner.
  const payee = /(?<![\p{L}])(?:ao|a|à|to)\s+(?:\p{Lu}|tia|tio|kota|mano|mana|primo|prima)|(?<![\p{L}])(?:paid|paguei)\s+\p{Lu}|(?<![\p{L}])(?:ao|a|à|o)\s+\p{L}+\s+(?:do|da)\s+\p{Lu}/u;
  if (PAID_SOMEONE.test(f) && !keywordExpenseCategory(f) && payee.test(r.text)) return 'debtPaid';
  return null;
}

/** "hj n gastei nd", "não paguei nada": nothing spent is nothing to record. */
const NOTHING_SPENT = /(?<![\p{L}])(?:nao|n|didn t|did not)\s+(?:gastei|paguei|comprei|spend|spent|buy|pay)(?![\p{L}])/u;

function record(r: Reading, ctx: UnderstandContext): Understanding | null {
  if (!r.amount && (!RECORD_VERB.test(r.folded) || NOTHING_SPENT.test(r.folded))) return null;
  const kind = recordKind(r);
  const out = base(r, ctx, 'record', r.amount ? 0.8 : 0.5);
  out.kind = kind;
  // "gastei 5 mil no Kero com o cartão do BAI", "recebi 200 mil no Express": the account it sits on;
  // its words ("cartão") say where the money was, not what it was for.
  const account = recordAccount(r.withoutDate, ctx.accounts);
  if (account !== null) out.account = account.ref;
  const [text, withoutDate] = account === null ? [r.text, r.withoutDate] : [blank(r.text, account.start, account.end), blank(r.withoutDate, account.start, account.end)];
  out.amountCents = r.amount?.cents ?? null;
  if (kind === 'income' || kind === 'expense') {
    const chosen = classifyWithSource(text, withoutDate, kind, ctx.memory);
    out.category = chosen.category;
    // Neither the person nor the tables knew it: the learned model's guess, or "other", is
    // where the optional language model may still help.
    if (chosen.source === 'model' || chosen.source === 'none') out.confidence = 0.5;
  } else {
    out.party = findParty(r.text);
    if (out.party === null) out.confidence = 0.5;
  }
  return out;
}

/** "levantei 40 mil no multicaixa", "troquei 100 dólares por 95 mil": money moved between the person's own accounts. */
function transfer(r: Reading, ctx: UnderstandContext): Understanding | null {
  const read = readTransfer(r.date ? blank(r.text, r.date.start, r.date.end) : r.text, ctx.accounts);
  if (!read) return null;
  return {
    ...base(r, ctx, 'record', 0.9), kind: 'transfer', amountCents: read.amountCents, currency: read.currency, transfer: read.request,
  };
}

/** "quanto é 100 dólares em kz?", "quanto está o euro?": the rate asked about, and the sum to convert. */
function fxRequest(r: Reading): Understanding['fx'] {
  const a = r.amount;
  const named = namedCurrency(r.folded.replace(/(?<![\p{L}])(?:em|in|to|para|pra)\s+(?:kz|kwanzas?|aoa)(?![\p{L}])/gu, ' '));
  // "quanto é 95 mil em dólares?": the currency after "em" is the one to convert into; the figure is kwanza.
  const into = a ? /^\s*(?:em|in|to|para|pra|into)\s+(?:dolares|dolar|dollars?|usd|euros?|eur)(?![\p{L}])/u.test(r.folded.slice(a.end)) : false;
  const bareFigure = a ? !/[$€]|dolar|dollar|usd|euro|eur/u.test(r.folded.slice(a.start, a.end)) : false;
  if (a && into && bareFigure && (named === 'USD' || named === 'EUR')) return { currency: named, amountCents: a.cents, toKwanza: false };
  if (a && (a.currency === 'USD' || a.currency === 'EUR')) return { currency: a.currency, amountCents: a.cents, toKwanza: true };
  if (a && named !== null && named !== 'AOA') return { currency: named, amountCents: a.cents, toKwanza: false };
  return { currency: named === 'USD' || named === 'EUR' ? named : null, amountCents: null, toKwanza: true };
}

/**
 * Understands one WhatsApp message. `ctx.today` is the user's day in Luanda (dates are
 * relative to it), `ctx.lang` the user's language when the message does not show one,
 * `ctx.memory` the user's learned categories.
 */
export function understand(text: string, ctx: UnderstandContext): Understanding {
  const u = understandOne(text, ctx);
  // "paguei a ENDE 12 mil e a EPAL 5 mil": several records, the first one's fields on top (issue 16).
  // A transfer with its fee ("levantei 40 mil, taxa de 500") is one movement, written with its fee.
  if (u.intent !== 'record' || u.transfer?.feeCents !== undefined || u.foreignCurrency) return u;
  const items = severalItems(text.trim(), ctx, u);
  return items ? { ...(items[0] as Understanding), items } : u;
}

/** A group that leaves out what happened takes the first group's kind, with its own category or party. */
function sameKindAs(first: Understanding | undefined, read: Understanding, said: string, ctx: UnderstandContext): Understanding {
  const kind = first?.kind ?? null;
  if (kind === null || kind === read.kind || kind === 'transfer' || read.kind === 'transfer' || read.intent !== 'record') return read;
  if (kind === 'income' || kind === 'expense') {
    const folded = fold(said);
    return { ...read, kind, party: null, category: classify(said, folded, kind, ctx.memory) };
  }
  return { ...read, kind, category: null, party: findParty(said) ?? read.party };
}

function understandOne(text: string, ctx: UnderstandContext): Understanding {
  const r = read(text.trim(), ctx);
  const u = understandReading(r, ctx);
  // "800 rands": a figure in a currency Kumbu does not keep is flagged, never booked as kwanzas.
  const foreign = u.amountCents !== null && r.amount && r.amount.currency !== 'AOA' && r.amount.currency !== 'EUR' ? foreignCurrencyAt(r.text, r.amount.start, r.amount.end) : null;
  return foreign ? { ...u, foreignCurrency: foreign } : u;
}

/**
 * Each group of a message that holds several records, read on its own with the verb, day and
 * scale the first group gave; null unless every group is a record with its own figure.
 */
const SPENT = /(?<![\p{L}])(?:gastei|paguei|comprei|spent|paid|bought)(?![\p{L}])/u;

function severalItems(text: string, ctx: UnderstandContext, whole: Understanding): Understanding[] | null {
  const groups = itemTexts(text);
  if (!groups) return null;
  const first = groups[0]?.text ?? '';
  const verb = leadingVerb(first);
  const items: Understanding[] = [];
  let day: Pick<Understanding, 'date' | 'dateStated'> | null = null;
  // "troquei 100 euros, deram-me 105 mil": an exchange's two sides are one movement; only a
  // later group that spends ("e gastei 30 mil no supermercado") is a record of its own.
  if (whole.transfer?.type === 'exchange' && groups.slice(1).some((g) => !SPENT.test(fold(g.text)))) return null;
  for (const [i, g] of groups.entries()) {
    const said = g.text.trim();
    const carried = i > 0 && !hasOwnAction(said);
    // "5 mil de gasolina, 2 de saldo": with no verb said, the first record's kind lends one ("saldo" alone is a question).
    const lent = verb ?? (items[0]?.kind === 'expense' ? 'gastei' : items[0]?.kind === 'income' ? 'recebi' : null);
    const scaled = i > 0 ? withThousands(said, first) : said;
    const read = understandOne(carried && lent !== null ? `${lent} ${scaled}` : scaled, ctx);
    // "o meu pai mandou 50 mil e a madrinha 20 mil": what happened is the first group's.
    const item = carried ? sameKindAs(items[0], read, said, ctx) : read;
    if (item.intent !== 'record' || item.kind === null || item.amountCents === null || item.amountCents <= 0 || item.foreignCurrency) return null;
    if (item.kind === 'transfer' && item.transfer?.feeCents !== undefined) return null;
    const amountCents = i > 0 ? inheritedScale(said, first, item.amountCents) : item.amountCents;
    // "ontem paguei a luz 12 mil e a água 5 mil": a day said once holds for the items after it.
    const dated = item.dateStated ? { date: item.date, dateStated: true } : day;
    if (item.dateStated) day = { date: item.date, dateStated: true };
    // "emprestei 10 mil ao Bento, hoje ele já devolveu 5": "ele" is the person named before.
    const before = items[items.length - 1];
    const party = item.party === null && item.kind !== 'income' && item.kind !== 'expense' && item.kind !== 'transfer' ? before?.party ?? null : item.party;
    // "tuition 80k and uniform 15k": a later record that neither memory nor the tables know
    // belongs with the one before it.
    const category = (item.kind === 'income' || item.kind === 'expense') && item.confidence <= 0.5 && before?.kind === item.kind && before.category !== null ? before.category : item.category;
    items.push({ ...item, amountCents, party, category, ...(dated ?? {}) });
  }
  return withSharedPurpose(withTrailingDay(items, groups[groups.length - 1]?.text ?? '', ctx.today), groups[groups.length - 1]?.text ?? '');
}

/**
 * "Candando 58k and Kero 22k on saturday", "dízimo 20 mil e oferta 2 mil no culto de domingo": a
 * day said once at the end of the message, after the last figure, holds for every record when no
 * other record named a day of its own.
 */
/** "dá pra separar as contas da empresa?", "can Kumbu send me reminders?": what Kumbu can do, asked, with no figure. */
function capabilityHelp(r: Reading, ctx: UnderstandContext): Understanding | null {
  if (r.amount !== null || !R.CAPABILITY_Q.test(r.folded) || !R.CAPABILITY_TOPIC.test(r.folded)) return null;
  return base(r, ctx, 'help', 0.7);
}

function withTrailingDay(items: Understanding[], last: string, today: DayString): Understanding[] {
  const final = items[items.length - 1];
  if (!final?.dateStated || items.slice(0, -1).some((u) => u.dateStated)) return items;
  const figure = findAmount(last);
  const day = findRecordDate(last, today);
  if (!figure || !day || day.start < figure.end || day.date !== final.date) return items;
  return items.map((u) => ({ ...u, date: final.date, dateStated: true }));
}

/** "comprei farinha 15 mil e açúcar 9 mil pros bolos da encomenda": a business purpose said last holds for every purchase. */
function withSharedPurpose(items: Understanding[], last: string): Understanding[] {
  const figure = findAmount(last);
  const tail = figure ? fold(last.slice(figure.end)) : '';
  if (!/^\s*,?\s*(?:pra|para|pro|pros|pras|for|to)\s/u.test(tail)) return items;
  const purpose = keywordExpenseCategory(tail)?.category;
  if (purpose !== 'inventory' && purpose !== 'equipment') return items;
  return items.map((u) => (u.kind === 'expense' ? { ...u, category: purpose } : u));
}

function understandReading(r: Reading, ctx: UnderstandContext): Understanding {
  if (!/[\p{L}\p{N}]/u.test(r.folded)) return base(r, ctx, 'unknown', 0.2);
  // "apaga a minha conta": how to delete the account, never the last record (issue 14).
  if (!r.amount && ACCOUNT_DELETION.rule.test(r.folded)) return { ...base(r, ctx, 'help', 0.9), helpTopic: 'deleteAccount' };
  // "como envio o extrato do banco?": how to send a statement file, not the monthly report (statement-rules.ts).
  if (!r.amount && asksHowToSendStatement(r.folded)) return { ...base(r, ctx, 'help', 0.9), date: ctx.today, dateStated: false, helpTopic: 'statement' };
  // "quero falar com o suporte", "talk to a human": a person asked for (support-rules.ts); the server opens a request.
  if (asksForSupport(r.folded, r.amount !== null)) return { ...base(r, ctx, 'help', 0.9), date: ctx.today, dateStated: false, helpTopic: 'support' };
  // "como apagar um registo errado?": a how-to about Kumbu is help, even with undo's words.
  // "como é que está o meu orçamento?": how a budget or a goal stands is asked of it, not of Kumbu.
  // "how does this month compare to last month?": two periods compared are a question, not how-to.
  const comparing = !r.amount && R.COMPARE.test(r.folded) && namesPeriod(r.folded, ctx.today);
  const howTo = R.HOW_TO.test(r.folded) && !R.STATUS_Q.test(r.folded) && !comparing;
  if (!/\d/u.test(r.text) && howTo && R.FEATURE.test(r.folded)) return base(r, ctx, 'help', 0.9);
  const r1 = settings(r, ctx) ?? undo(r, ctx);
  // A correction or a setting happens now; "não era ontem, era hoje" is not the record's day.
  if (r1) return { ...r1, date: ctx.today, dateStated: false };
  // "abre uma conta Poupança", "cria conta BAI": a new account.
  const opened = readNewAccount(r.text, r.lang);
  if (opened) return { ...base(r, ctx, 'account', 0.9), date: ctx.today, dateStated: false, newAccount: opened };
  // "posso escrever 5k ou tem q ser 5000?": the figures are examples of how to type money.
  if (r.folded.includes('?') && R.FORMAT_Q.test(r.folded)) return base(r, ctx, 'help', 0.8);
  // "ok" alone acknowledges a reply; there is nothing to greet or do.
  if (R.ACK_ONLY.test(r.folded)) return base(r, ctx, 'unknown', 0.3);
  if (!r.amount && onlyGreeting(r.folded)) return base(r, ctx, 'greeting', 0.9);
  // "muito obrigada pela ajuda de hoje": thanks, not a request for help ("ajuda").
  const count = isCount(r);
  const thanks = (!r.amount || count) && R.THANKS.test(r.folded) && !r.folded.includes('?') && !R.MENTIONS_WORD.test(r.folded);
  // "obrigado mano, 5 estrelas": thanks with a count in it.
  if (thanks && count) return base(r, ctx, 'greeting', 0.7);
  if (!/\d/u.test(r.text) && !comparing && (R.HOW_TO_SEE.test(r.folded) || R.HOW_TO_RECORD.test(r.folded))) return base(r, ctx, 'help', 0.9);
  // "como é que registo uma despesa?": "uma" is a word, not money, when no digit was typed.
  if (!thanks && !comparing && (!r.amount || !/\d/u.test(r.text) || count) && (R.HELP.test(r.folded) || (howTo && R.FEATURE.test(r.folded)))) {
    return base(r, ctx, 'help', 0.9);
  }
  // "quanto está o dólar hoje?", "quanto é 100 dólares em kz?": prices and rates are not the user's money.
  const asks = r.folded.includes('?') || R.QUESTION_START.test(r.folded);
  const priceQuestion = asks && (R.PRICE_Q.test(r.folded) || EITHER_FIGURE.test(r.folded) || FX_CONVERT.rule.test(r.folded)) && !R.MY_MONEY_STRICT.test(r.folded);
  // "a gasolina subiu para 400 kz o litro?", "70 mil ou 100 mil?": figures talked about, not the user's money
  // ("quanto é 100 dólares em kz?" keeps its figure: it is the sum to convert).
  const factQuestion = priceQuestion && (EITHER_FIGURE.test(r.folded) || R.PRICE_TREND.test(r.folded));
  // Small talk that opens like a greeting ("bom dia, já estou na banca", "tudo fixe?") and asks nothing else.
  const smallTalk = thanks || (!r.amount && (R.GREETING_LEAD.test(unstretch(r.folded)) || R.COMPLIMENT.test(r.folded))) ? base(r, ctx, 'greeting', 0.7) : null;
  const moved = asks ? null : transfer(r, ctx);
  if (moved) return moved;
  // "saldo da Poupança Casa", "quanto tenho no BAI?": an account named by its name is asked about, not a goal.
  const account = !r.amount && BALANCES_Q.rule.test(r.folded) ? askedAccount(r.folded, ctx.accounts ?? []) : null;
  if (account !== null && account.by === 'name') {
    return { ...base(r, ctx, 'query', 0.85), query: { type: 'accounts', account } };
  }
  // "posso gastar 50 mil este fim de semana?", "devo pagar a renda ou a propina primeiro?": advice asked, never a record.
  const advice = adviceTopic(r.folded);
  if (advice !== null) return { ...base(r, ctx, 'unknown', 0.8), amountCents: r.amount?.cents ?? null, date: ctx.today, dateStated: false, advice };
  const u = report(r, ctx) ?? goal(r, ctx) ?? budget(r, ctx) ?? (priceQuestion ? null : query(r, ctx) ?? record(r, ctx)) ?? smallTalk ?? leaningQuery(r, ctx) ?? capabilityHelp(r, ctx) ?? { ...base(r, ctx, 'unknown', 0.2), amountCents: factQuestion ? null : r.amount?.cents ?? null };
  // A rate asked about is no one's books, but Kumbu has the rates: the action layer answers it.
  if (u.intent === 'unknown' && priceQuestion && FX_Q.rule.test(r.folded)) return { ...u, date: ctx.today, dateStated: false, fx: fxRequest(r) };
  // Only a record has a day of its own; anything else happens today.
  return u.intent === 'record' ? u : { ...u, date: ctx.today, dateStated: false };
}

export type { CategoryKey };
