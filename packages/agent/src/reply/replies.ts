// The co-pilot's answers as text (and reply buttons), from plain figures the server computed.
// Pure: no I/O, no clock; every sentence exists in pt and en (texts.ts).
import { type Cents, type Currency, MAX_AMOUNT_CENTS, toCents } from '@kumbu/core/money';
import { type DayString } from '@kumbu/core/date-range';
import { type Bilingual, type Lang, interpolate } from '@kumbu/core/lang';
import { type RecordKind, kindLabel } from '@kumbu/core/records';
import { overAllowanceMessage } from '@kumbu/core/record-allowance';
import { type Period } from '../periods';
import { type QueryType } from '../understanding';
import { budgetLevel, budgetPercent } from '../budgets';
import { goalProgress } from '../goals';
import { type CategoryKey, categoryRowLabel, isCategoryKey } from '../categories';
import { type ForeignCurrency, foreignCurrencyName } from '../foreign-currency';
import { money, say, spokenDay, spokenPeriod, formatDay } from './format';
import { type ConversionNote, conversionLines } from './rates-note';

export interface ReplyButtonSpec { readonly id: string; readonly title: string }
/** A WhatsApp list: a button that opens up to ten rows; the tapped row's id comes back as interactive.list_reply.id. */
export interface ReplyList { readonly button: string; readonly rows: readonly ReplyButtonSpec[] }
export interface Reply { readonly text: string; readonly buttons?: readonly ReplyButtonSpec[]; readonly list?: ReplyList }

const UUID = /^[0-9a-f-]{36}$/iu;

/** The record id after `prefix` in a tapped button's id, or null when the id is not one of ours. */
function recordIdAfter(prefix: string, id: string | undefined): string | null {
  if (!id?.startsWith(prefix)) return null;
  const rest = id.slice(prefix.length);
  return UUID.test(rest) ? rest : null;
}

/** The id of the Undo button on a record confirmation; comes back as interactive.button_reply.id. */
export const UNDO_BUTTON_PREFIX = 'undo:';
export function undoButtonId(recordId: string): string { return `${UNDO_BUTTON_PREFIX}${recordId}`; }
export function recordIdOfUndoButton(id: string | undefined): string | null { return recordIdAfter(UNDO_BUTTON_PREFIX, id); }

/** The "Mudar categoria" button on an income or expense confirmation. */
export const CATEGORY_BUTTON_PREFIX = 'cat:';
export function categoryButtonId(recordId: string): string { return `${CATEGORY_BUTTON_PREFIX}${recordId}`; }
export function recordIdOfCategoryButton(id: string | undefined): string | null { return recordIdAfter(CATEGORY_BUTTON_PREFIX, id); }

/** A row of the category list: the record and the category chosen for it. */
export const CATEGORY_ROW_PREFIX = 'setcat:';
export function categoryRowId(recordId: string, category: CategoryKey): string { return `${CATEGORY_ROW_PREFIX}${recordId}:${category}`; }
export function parseCategoryRow(id: string | undefined): { recordId: string; category: CategoryKey } | null {
  if (!id?.startsWith(CATEGORY_ROW_PREFIX)) return null;
  const [recordId = '', category = ''] = id.slice(CATEGORY_ROW_PREFIX.length).split(':');
  return UUID.test(recordId) && isCategoryKey(category) ? { recordId, category } : null;
}

/**
 * "Em que categoria fica 5 000,00 Kz · Transporte?" with a list of categories; a row's title
 * is the category's label in its short form (WhatsApp shows at most 24 characters).
 */
export function categoryChoicesReply(recordId: string, r: RecordFacts, choices: readonly CategoryKey[], lang: Lang): Reply {
  return {
    text: say('chooseCategory', lang, { amount: money(r.amountCents, r.currency, lang), what: r.what }),
    list: { button: say('categoriesListButton', lang), rows: choices.map((key) => ({ id: categoryRowId(recordId, key), title: categoryRowLabel(key, lang) })) },
  };
}

const MASCULINE: ReadonlySet<RecordKind> = new Set(['loanGiven', 'loanReceivedPayment']);

/** A stored record as replies describe it. */
export interface RecordFacts {
  readonly kind: RecordKind;
  readonly amountCents: Cents;
  readonly currency: Currency;
  /** The category label or the party: what the record is about. */
  readonly what: string;
  readonly day: DayString;
}

export interface PartyOutstanding { readonly party: string; readonly outstandingCents: Cents; readonly currency: Currency }

export interface RecordedFacts extends RecordFacts {
  readonly recordId: string;
  readonly today: DayString;
  /**
   * income − expense this month, for income and expenses; in kwanza, foreign records
   * converted (`conversion`: the rates used and what had none).
   */
  readonly monthNet?: { readonly cents: Cents; readonly currency: Currency; readonly conversion?: ConversionNote };
  /** The balance with the record's party, for debts and loans. */
  readonly party?: PartyOutstanding;
  /** Set when this expense crossed 80 % or 100 % of its category's monthly budget. */
  readonly budgetWarning?: BudgetWarning;
}

function describe(r: RecordFacts, today: DayString, lang: Lang): Record<string, string> {
  return { kind: kindLabel(r.kind, lang), amount: money(r.amountCents, r.currency, lang), what: r.what, day: spokenDay(r.day, today, lang) };
}

export function recordedReply(f: RecordedFacts, lang: Lang): Reply {
  const lines = [say(MASCULINE.has(f.kind) ? 'recordedMasc' : 'recorded', lang, describe(f, f.today, lang))];
  if (f.monthNet) lines.push(say('monthNet', lang, { amount: money(f.monthNet.cents, f.monthNet.currency, lang) }));
  if (f.monthNet?.conversion) lines.push(...conversionLines(f.monthNet.conversion, lang));
  if (f.party) {
    const { party, outstandingCents, currency } = f.party;
    const debt = f.kind === 'debtTaken' || f.kind === 'debtPaid';
    if (outstandingCents === 0) lines.push(say('settledWithParty', lang, { party }));
    else lines.push(say(debt ? 'youOweParty' : 'partyOwesYou', lang, { party, amount: money(outstandingCents, currency, lang) }));
  }
  if (f.budgetWarning) lines.push(budgetWarningLine(f.budgetWarning, lang));
  const undo = { id: undoButtonId(f.recordId), title: say('undoButton', lang) };
  // Income and expenses have a category that may be wrong: one tap opens the list to fix it.
  const categorised = f.kind === 'income' || f.kind === 'expense';
  return { text: lines.join('\n'), buttons: categorised ? [undo, { id: categoryButtonId(f.recordId), title: say('changeCategoryButton', lang) }] : [undo] };
}

/** `named`: the record was named (a button, "apaga o 2"), so it is not called the last one. */
export function undoneReply(r: RecordFacts, today: DayString, lang: Lang, named = false): Reply {
  return { text: say(named ? 'undoneNamed' : 'undone', lang, describe(r, today, lang)) };
}

/** A correction made: what the record was (`before`) and what it is now, the part that changed shown from → to. */
export function correctedReply(before: RecordFacts, r: RecordFacts, lang: Lang, changed: 'category' | 'amount'): Reply {
  const from = changed === 'category' ? before.what : money(before.amountCents, before.currency, lang);
  const values = { amount: money(r.amountCents, r.currency, lang), what: r.what, from };
  return { text: say(changed === 'category' ? 'corrected' : 'correctedAmount', lang, values) };
}

/** "não foi hoje, foi ontem": the record's new day, said as people say it ("ontem", "sexta, 13 de novembro"). */
export function correctedDayReply(r: RecordFacts, today: DayString, lang: Lang): Reply {
  return { text: say('correctedDay', lang, describe(r, today, lang)) };
}

/** "não era supermercado" with no record in Supermercado: nothing changed; how to pick the record. */
export function correctionNoRecordInReply(fromLabel: string, dashboardUrl: string, lang: Lang): Reply {
  return { text: say('correctionNoRecordIn', lang, { from: fromLabel, url: dashboardUrl }) };
}

/** "é mercadoria" after a debt: a debt or a loan has no category, so nothing changed. */
export function correctionNoCategoryReply(r: RecordFacts, today: DayString, dashboardUrl: string, lang: Lang): Reply {
  return { text: say('correctionNoCategory', lang, { ...describe(r, today, lang), url: dashboardUrl }) };
}

/** A correction to what the record already is: "Corrigido" is never said when nothing changed. */
export function alreadyCorrectReply(r: RecordFacts, lang: Lang): Reply {
  return { text: say('alreadyCorrect', lang, { amount: money(r.amountCents, r.currency, lang), what: r.what }) };
}

/** "apaga a minha conta": how to delete the account on the web (nothing is deleted by a message). */
export function accountDeletionReply(publicUrl: string, lang: Lang): Reply {
  return { text: say('accountDeletion', lang, { settingsUrl: `${publicUrl}/settings`, docsUrl: `${publicUrl}/docs/data-deletion` }) };
}

export function simpleReply(key: 'nothingToUndo' | 'correctionUnclear' | 'noAmount' | 'languageSet' | 'recordNotFound', lang: Lang): Reply {
  return { text: say(key, lang) };
}

/** "800 rands": nothing is recorded; the reply names the currency and asks for kwanzas, dollars or euros. */
export function foreignCurrencyReply(lang: Lang, code: ForeignCurrency): Reply {
  return { text: say('foreignCurrency', lang, { currency: foreignCurrencyName(code, lang) }) };
}

/** A figure over MAX_AMOUNT_CENTS (one trillion kwanza): nothing is done, the reply says the maximum. */
export function amountTooLargeReply(lang: Lang): Reply {
  return { text: say('amountTooLarge', lang, { max: money(MAX_AMOUNT_CENTS, 'AOA', lang) }) };
}

/** What a greeting-like message is: a hello, thanks or a goodbye (smallTalkKind in intent-rules.ts). */
export type SmallTalk = 'hello' | 'thanks' | 'bye';

/** "Bom dia" from 05:00 to noon, "Boa tarde" until 19:00, then "Boa noite" through the night (the person's local hour). */
export function timeOfDayGreeting(hour: number, lang: Lang): string {
  return say(hour >= 5 && hour < 12 ? 'greetMorning' : hour >= 12 && hour < 19 ? 'greetAfternoon' : 'greetEvening', lang);
}

/**
 * The answer to small talk (issue 16): thanks get "De nada", a goodbye "Até já", and a hello
 * the time of day — with the introduction and examples only for someone who has not talked
 * to Kumbu before (`introduce`), not on every hello.
 */
export function greetingReply(lang: Lang, firstName: string | null, options: { kind?: SmallTalk; hour?: number; introduce?: boolean } = {}): Reply {
  const name = firstName ? `, ${firstName}` : '';
  const kind = options.kind ?? 'hello';
  if (kind === 'thanks') return { text: say('thanksReply', lang, { name }) };
  if (kind === 'bye') return { text: say('byeReply', lang, { name }) };
  const greet = options.hour === undefined ? (lang === 'pt' ? 'Olá' : 'Hi') : timeOfDayGreeting(options.hour, lang);
  if (options.introduce === false) return { text: say('greetingAgain', lang, { greet, name }) };
  return { text: `${say('greeting', lang, { greet, name })}\n${say('examples', lang)}` };
}

/** "como envio o extrato?": send the file here, or on the Import page (statement-rules.ts). */
export function statementHelpReply(publicUrl: string, lang: Lang): Reply {
  return { text: say('statementHelp', lang, { importUrl: `${publicUrl}/import` }) };
}

export function helpReply(lang: Lang): Reply {
  return { text: `${say('help', lang)}\n${say('examples', lang)}\n${say('helpMore', lang)}` };
}

export function unknownReply(lang: Lang): Reply {
  return { text: `${say('unknown', lang)}\n${say('examples', lang)}` };
}

export function trialEndedNotice(lang: Lang, limit: number, settingsUrl: string): Reply {
  return { text: say('trialEnded', lang, { limit, url: settingsUrl }) };
}

/** Core's words, as POST /api/records answers them too; the warning sign is WhatsApp's own. */
export function overAllowanceReply(lang: Lang, limit: number, resetDay: DayString, settingsUrl: string): Reply {
  return { text: `⚠️ ${overAllowanceMessage(lang, limit, resetDay, settingsUrl)}` };
}

// ── Queries ─────────────────────────────────────────────────────────────────────────
/** A category's total, labelled in the reply's language. */
export interface CategoryTotal { readonly label: string; readonly cents: Cents }

export interface PeriodFigures {
  readonly currency: Currency;
  readonly incomeCents: Cents;
  readonly expenseCents: Cents;
  /** Where the money asked about went or came from (expense or income categories), biggest first. */
  readonly categories?: readonly CategoryTotal[];
  /** The period's biggest expenses, biggest first (at most 3 are shown). */
  readonly biggest: readonly { readonly amountCents: Cents; readonly what: string; readonly day: DayString }[];
}

export interface QueryFacts {
  readonly type: QueryType;
  readonly period: Period;
  readonly today: DayString;
  /** The category label asked about, when the question named one. */
  readonly category?: { readonly label: string; readonly income: boolean };
  readonly figures: PeriodFigures;
  /** All-time outstanding balances by party (owedToMe / iOwe), biggest first. */
  readonly parties: readonly PartyOutstanding[];
  /** Set when the figures are in kwanza with foreign records converted: the rates used and what had none. */
  readonly conversion?: ConversionNote;
}

/**
 * Whole percentages of the parts that add up to exactly 100 (largest remainder): rounding each
 * alone can show 60 + 23 + 9 + 9 = 101 %.
 */
export function wholePercents(parts: readonly number[]): number[] {
  const total = parts.reduce((s, p) => s + p, 0);
  if (total <= 0) return parts.map(() => 0);
  const exact = parts.map((p) => (p * 100) / total);
  const out = exact.map(Math.floor);
  const order = exact.map((e, i) => ({ i, rem: e - Math.floor(e) })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (let k = 0, left = 100 - out.reduce((s, p) => s + p, 0); k < left; k++) {
    const at = order[k % order.length]?.i ?? 0;
    out[at] = (out[at] ?? 0) + 1;
  }
  return out;
}

/** Categories named one by one under a total; the rest share one line. */
const TOP_SHARES = 3;

export function queryReply(q: QueryFacts, lang: Lang): Reply {
  const reply = queryReplyBody(q, lang);
  const notes = q.conversion ? conversionLines(q.conversion, lang) : [];
  return notes.length > 0 ? { ...reply, text: [reply.text, ...notes].join('\n') } : reply;
}

function queryReplyBody(q: QueryFacts, lang: Lang): Reply {
  const period = spokenPeriod(q.period, q.today, lang);
  const f = q.figures;
  const m = (c: Cents, currency: Currency = f.currency): string => money(c, currency, lang);
  switch (q.type) {
    // The accounts' balances are answered by accountsReply (account-replies.ts) from the accounts' figures.
    case 'accounts':
    case 'balance': {
      const title = q.period === 'thisMonth' ? say('periodThisMonthTitle', lang) : say('periodTitle', lang, { period });
      return { text: say('balance', lang, { period: title, income: m(f.incomeCents), expense: m(f.expenseCents), net: m(toCents(f.incomeCents - f.expenseCents)) }) };
    }
    case 'spending':
    case 'income': {
      const category = q.category ? say(q.category.income ? 'inIncomeCategory' : 'inCategory', lang, { category: q.category.label }) : '';
      const amount = q.type === 'spending' ? f.expenseCents : f.incomeCents;
      const text = say(q.type, lang, { amount: m(amount), period, category });
      // "quanto gastei este mês?": the total, then where it went (top three, the rest together).
      const shares = q.category ? [] : (f.categories ?? []).filter((c) => c.cents > 0);
      if (shares.length === 0 || amount <= 0) return { text };
      const rest = shares.slice(TOP_SHARES);
      const restCents = toCents(rest.reduce((sum, c) => sum + c.cents, 0));
      const shown = [...shares.slice(0, TOP_SHARES).map((c) => c.cents), ...(rest.length > 0 ? [restCents] : [])];
      const percents = wholePercents(shown);
      const lines = shares.slice(0, TOP_SHARES).map((c, i) => say('reportWhereLine', lang, { category: c.label, amount: m(c.cents), percent: percents[i] ?? 0 }));
      if (rest.length > 0) lines.push(say('queryOtherShares', lang, { count: rest.length, amount: m(restCents), percent: percents[TOP_SHARES] ?? 0 }));
      return { text: [text, ...lines].join('\n') };
    }
    case 'biggestExpenses': {
      const top = f.biggest.slice(0, 3);
      if (top.length === 0) return { text: say('biggestNone', lang, { period }) };
      const lines = top.map((e, i) => `${i + 1}. ${m(e.amountCents)} · ${e.what} · ${spokenDay(e.day, q.today, lang)}`);
      return { text: [say('biggestTitle', lang, { period }), ...lines].join('\n') };
    }
    case 'owedToMe':
    case 'iOwe': {
      const open = q.parties.filter((p) => p.outstandingCents > 0);
      if (open.length === 0) return { text: say(q.type === 'owedToMe' ? 'owedToMeNone' : 'iOweNone', lang) };
      const currency = open[0]?.currency ?? f.currency;
      const total = toCents(open.filter((p) => p.currency === currency).reduce((s, p) => s + p.outstandingCents, 0));
      const lines = open.map((p) => say('partyOwedLine', lang, { party: p.party, amount: m(p.outstandingCents, p.currency) }));
      return { text: [say(q.type === 'owedToMe' ? 'owedToMeTitle' : 'iOweTitle', lang, { amount: m(total, currency) }), ...lines].join('\n') };
    }
  }
}

// ── Budgets ─────────────────────────────────────────────────────────────────────────
/** One category's monthly budget and what is spent on it this month. */
export interface BudgetStatus {
  /** The category label in the reply's language. */
  readonly category: string;
  readonly limitCents: Cents;
  readonly spentCents: Cents;
  readonly currency: Currency;
}

export interface BudgetWarning extends BudgetStatus { readonly level: 80 | 100 }

function budgetValues(b: BudgetStatus, lang: Lang): Record<string, string | number> {
  return {
    category: b.category, limit: money(b.limitCents, b.currency, lang), spent: money(b.spentCents, b.currency, lang),
    percent: budgetPercent(b.spentCents, b.limitCents),
  };
}

/** "⚠️ Já usaste 85% do orçamento de …" / "🚫 Passaste o orçamento de …". */
export function budgetWarningLine(w: BudgetWarning, lang: Lang): string {
  return say(w.level === 100 ? 'budgetOver' : 'budgetWarn', lang, budgetValues(w, lang));
}

export function budgetSetReply(b: BudgetStatus, lang: Lang): Reply {
  return { text: say('budgetSet', lang, budgetValues(b, lang)) };
}

/** Every budget with spent / limit / % this month, or how to create one. */
export function budgetCheckReply(list: readonly BudgetStatus[], lang: Lang): Reply {
  if (list.length === 0) return { text: say('budgetNone', lang) };
  return { text: budgetCheckLines(list, lang).join('\n') };
}

/** The title and one line per budget, marked ⚠️ from 80 % and 🚫 over (also used by reports). */
export function budgetCheckLines(list: readonly BudgetStatus[], lang: Lang): string[] {
  const lines = list.map((b) => {
    const level = budgetLevel(b.spentCents, b.limitCents);
    return say('budgetLine', lang, { ...budgetValues(b, lang), mark: level === 100 ? ' 🚫' : level === 80 ? ' ⚠️' : '' });
  });
  return [say('budgetCheckTitle', lang), ...lines];
}

/** "apaga o orçamento de roupa": done, or which one (the category label in the reply's language). */
export function budgetDeletedReply(category: string | null, lang: Lang): Reply {
  return { text: category === null ? say('budgetDeleteWhich', lang) : say('budgetDeleted', lang, { category }) };
}

/** "apaga a meta do carro": done, or which one (naming the first goal as the example). */
export function goalDeletedReply(deleted: string | null, example: string, lang: Lang): Reply {
  return { text: deleted === null ? say('goalDeleteWhich', lang, { name: example }) : say('goalDeleted', lang, { name: deleted }) };
}

export function budgetNeedsCategoryReply(lang: Lang): Reply {
  return { text: say('budgetNeedsCategory', lang) };
}

// ── Goals ───────────────────────────────────────────────────────────────────────────
export interface GoalStatus {
  readonly name: string;
  readonly targetCents: Cents;
  readonly savedCents: Cents;
  readonly currency: Currency;
  readonly deadline: DayString | null;
  /** A dollar or euro goal: what is left in kwanza at the latest rate (absent without a rate). */
  readonly leftKzCents?: Cents;
}

function goalValues(g: GoalStatus, lang: Lang): Record<string, string | number> {
  const { percent, leftCents } = goalProgress(g.savedCents, g.targetCents);
  const leftKz = g.leftKzCents !== undefined && leftCents > 0 ? ` (≈ ${money(g.leftKzCents, 'AOA', lang)})` : '';
  return {
    name: g.name, target: money(g.targetCents, g.currency, lang), saved: money(g.savedCents, g.currency, lang),
    left: `${money(leftCents, g.currency, lang)}${leftKz}`, percent,
    deadline: g.deadline ? say('goalDeadline', lang, { day: formatDay(g.deadline, lang) }) : '',
  };
}

export function goalSetReply(g: GoalStatus, lang: Lang): Reply {
  return { text: say('goalSet', lang, goalValues(g, lang)) };
}

export function goalContributedReply(g: GoalStatus, amountCents: Cents, lang: Lang): Reply {
  const values = { ...goalValues(g, lang), amount: money(amountCents, g.currency, lang) };
  const reached = g.savedCents >= g.targetCents;
  return { text: reached ? `${say('goalAdded', lang, values)}\n${say('goalReached', lang, values)}` : say('goalContributed', lang, values) };
}

/** Every goal with saved / target / % and what is left, or how to create one. */
export function goalProgressReply(list: readonly GoalStatus[], lang: Lang): Reply {
  if (list.length === 0) return { text: say('goalNone', lang) };
  return { text: goalLines(list, lang).join('\n') };
}

/** The title and one line per goal (also used by reports). */
export function goalLines(list: readonly GoalStatus[], lang: Lang): string[] {
  return [say('goalTitle', lang), ...list.map((g) => say('goalLine', lang, goalValues(g, lang)))];
}

/** A contribution that named no goal while several exist: ask which, naming the first. */
export function goalWhichReply(firstName: string, lang: Lang): Reply {
  return { text: say('goalWhich', lang, { name: firstName }) };
}

// ── Plan limits (issue 7) ───────────────────────────────────────────────────────────
// Texts beside the function, as one reply: Basic's (and the free allowance's) daily cap.
export const DAILY_REQUESTS_TEXT = {
  pt: '⚠️ Esta mensagem NÃO foi registada: já usou os {limit} pedidos de hoje do seu plano. O limite renova às 00:00 de {reset} (hora de Luanda); envie-a de novo depois disso. Para pedidos ilimitados, mude para o plano Standard em {url}',
  en: '⚠️ This message was NOT recorded: you have used today\'s {limit} requests on your plan. The limit resets at 00:00 on {reset} (Luanda time); send it again after that. For unlimited requests, upgrade to the Standard plan at {url}',
} as const satisfies Bilingual;

/** Over the daily WhatsApp cap: nothing was done; says when it resets and how to upgrade. */
export function dailyRequestsReply(lang: Lang, limit: number, resetDay: DayString, settingsUrl: string): Reply {
  return { text: interpolate(DAILY_REQUESTS_TEXT[lang], { limit, reset: formatDay(resetDay, lang), url: settingsUrl }) };
}
