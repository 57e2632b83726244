// Follow-ups (issue 16, item 2): a message that only makes sense after the one before. "quanto
// gastei este mês?" then "e em transporte?", "e o mês passado?"; "quanto me deve o Pedro?" then
// "e a Joana?"; "emprestei 20 mil ao Zé" then "ele devolveu metade", "pagou o resto". The rules
// read the message alone first; this fills in what it leaves out from the conversation state.
import { type DayString } from '@kumbu/core/date-range';
import { toCents } from '@kumbu/core/money';
import { type RecordKind } from '@kumbu/core/records';
import { type CategoryKey } from './categories';
import { keywordExpenseCategory, keywordIncomeCategory, namedExpenseCategory } from './classify';
import { type ConversationState, type RememberedQuery, type RememberedRecord, queryFrom } from './conversation-state';
import { findParty } from './parties';
import { findPeriod } from './periods';
import { fold } from './text';
import { type Understanding } from './understanding';

/** "e em transporte?", "and last month?", "what about Joana?": a short message that leans on the last question. */
/** The words a follow-up opens with (folded, or with the accents people type). */
export const LEAD_WORDS = 'e|and|what about|how about|e quanto a|e quanto ao|e quanto à|e entao|e então|e agora|and now|then';
export const LEAN = new RegExp(`^(?:${LEAD_WORDS})(?![\\p{L}])`, 'u');
export const MAX_WORDS = 8;

/** "e a Joana?", "and Pedro?": a name after the lead, with its kin or title word. */
const NAMED = /^(?:e|and|what about|how about|e quanto (?:a|ao|à))\s+(?:(?:o|a|do|da|com o|com a|the|ao|à)\s+)?((?:(?:tia|tio|mana|mano|kota|primo|prima|sr\.?|sra\.?|dona|dr\.?|uncle|aunt|mr\.?|mrs\.?|ms\.?)\s+)?\p{Lu}[\p{L}'’]+(?:\s+\p{Lu}[\p{L}'’]+)?)\s*\??\s*$/u;

const SPENDING_TYPES = new Set(['spending', 'biggestExpenses', 'income']);
const PARTY_TYPES = new Set(['owedToMe', 'iOwe']);

/** The question a follow-up asks: the last one with the period, category or person it names. */
function followUpQuery(text: string, q: RememberedQuery, today: DayString): RememberedQuery | null {
  const folded = fold(text).trim();
  if (!LEAN.test(folded) || folded.split(/\s+/u).length > MAX_WORDS) return null;
  const period = findPeriod(folded, today);
  const income = q.type === 'income';
  const category: CategoryKey | undefined = (income ? keywordIncomeCategory(folded)?.category : keywordExpenseCategory(folded)?.category ?? namedExpenseCategory(folded)) ?? undefined;
  const named = NAMED.exec(text.trim())?.[1];
  const party = named !== undefined && PARTY_TYPES.has(q.type) && category === undefined ? findParty(text) ?? named : undefined;
  if (period === undefined && category === undefined && party === undefined) return null;
  const next: RememberedQuery = { ...q };
  const withPeriod = period !== undefined ? { ...next, period } : next;
  const withCategory = category !== undefined ? { ...withPeriod, category, type: SPENDING_TYPES.has(q.type) ? q.type : 'spending' as const } : withPeriod;
  return party !== undefined ? { ...withCategory, party } : withCategory;
}

/** The book a repayment settles, for the record a follow-up refers to. */
function repaymentKind(r: RememberedRecord): RecordKind | null {
  if (r.kind === 'debtTaken' || r.kind === 'debtPaid') return 'debtPaid';
  if (r.kind === 'loanGiven' || r.kind === 'loanReceivedPayment') return 'loanReceivedPayment';
  return null;
}

const HALF = /(?<![\p{L}])(?:metade|a metade|half|half of it)(?![\p{L}])/u;
const REST = /(?<![\p{L}])(?:o resto|o restante|tudo o que falta|o que falta|the rest|the remainder|what s left|what is left|what remains)(?![\p{L}])/u;

/**
 * "ele devolveu metade", "paguei o resto": a repayment of the debt or loan the last message
 * recorded. Half is computed here; "the rest" is marked (`followUp: 'rest'`) for the action,
 * which knows what is still owed.
 */
function repaymentFollowUp(text: string, u: Understanding, state: ConversationState): Understanding | null {
  if (u.amountCents !== null || (u.intent !== 'record' && u.intent !== 'unknown')) return null;
  const folded = fold(text);
  const half = HALF.test(folded);
  const rest = !half && REST.test(folded);
  if (!half && !rest) return null;
  const last = state.records?.[state.records.length - 1];
  if (!last || last.party === null) return null;
  const kind = u.kind === 'debtPaid' || u.kind === 'loanReceivedPayment' ? u.kind : repaymentKind(last);
  if (kind === null) return null;
  return {
    ...u, intent: 'record', kind, party: last.party, currency: last.currency, category: null, confidence: 0.8,
    amountCents: half ? toCents(Math.round(last.amountCents / 2)) : null,
    ...(rest ? { followUp: 'rest' as const } : {}),
  };
}

/**
 * `u` completed by the conversation, or `u` as it was. A message that stands on its own ("quanto
 * gastei em transporte este mês?") is never changed: only what it leaves out is filled in.
 */
export function withFollowUp(text: string, u: Understanding, state: ConversationState, today: DayString): Understanding {
  if (state.query && (u.intent === 'unknown' || u.intent === 'query' || u.intent === 'greeting' || (u.intent === 'record' && u.amountCents === null))) {
    const q = followUpQuery(text, state.query, today);
    if (q) return queryFrom(u, q);
  }
  return repaymentFollowUp(text, u, state) ?? u;
}
