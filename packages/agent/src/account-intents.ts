// Accounts opened and asked about by chat, and exchange rates asked about (issue 15): what
// the message says, as plain data for the action layer. The named rules are in account-rules.ts.
import { type Cents, type Currency } from '@kumbu/core/money';
import { type AccountType, MAX_ACCOUNT_NAME } from '@kumbu/core/money-accounts';
import { type Lang } from '@kumbu/core/lang';
import { type AccountRef, type KnownAccount, INSTITUTIONS, accountMentions } from './account-words';
import { OPEN_ACCOUNT } from './account-rules';
import { blank, foldKeepingPositions } from './text';

/** "abre uma conta Poupança" → { name: 'Poupança', type: 'savings', currency: 'AOA' }. */
export interface NewAccountRequest { readonly name: string; readonly type: AccountType; readonly currency: Currency; readonly institution: string | null }

/** "quanto é 100 dólares em kz?": the currency (null: every rate), the sum, and which way it converts. */
export interface FxRequest { readonly currency: 'USD' | 'EUR' | null; readonly amountCents: Cents | null; readonly toKwanza: boolean }

const TYPE_WORDS: readonly (readonly [AccountType, RegExp])[] = [
  ['savings', /(?<![\p{L}])(?:poupanca|savings)(?![\p{L}])/u],
  ['card', /(?<![\p{L}])(?:cartao|card)(?![\p{L}])/u],
  ['cash', /(?<![\p{L}])(?:carteira|wallet|cash|dinheiro)(?![\p{L}])/u],
];
const TYPE_NAMES: Readonly<Record<AccountType, Readonly<Record<Lang, string>>>> = {
  cash: { pt: 'Dinheiro', en: 'Cash' }, bank: { pt: 'Banco', en: 'Bank' }, mobile: { pt: 'Carteira móvel', en: 'Mobile wallet' },
  card: { pt: 'Cartão', en: 'Card' }, savings: { pt: 'Poupança', en: 'Savings' },
};
const CURRENCY_WORDS = /(?<![\p{L}])(?:em|in)?\s*(?:dolares|dolar|dollars|dollar|usd|euros|euro|eur)(?![\p{L}])/gu;
/** After the account word: "do", "chamada", "called" before the name. */
const NAME_LEAD = /^(?:\s+(?:d[oa]|de|no|na|chamad[oa]|com o nome|called|named|for|at|with|of))*\s+/u;
/** Words that say what the account is, not what it is called. */
const FILLER = /(?<![\p{L}])(?:nova|novo|new|minha|meu|my|uma|um|a|an|the|conta|account|de|do|da|por favor|pf|please|pls)(?![\p{L}])/gu;

/** "abre uma conta Poupança", "cria conta BAI em dólares": the account to open, or null. */
export function readNewAccount(text: string, lang: Lang): NewAccountRequest | null {
  const folded = foldKeepingPositions(text.trim());
  if (!OPEN_ACCOUNT.rule.test(folded)) return null;
  const currency: Currency = /(?<![\p{L}])(?:dolares|dolar|dollars|dollar|usd)(?![\p{L}])/u.test(folded) ? 'USD'
    : /(?<![\p{L}])(?:euros|euro|eur)(?![\p{L}])/u.test(folded) ? 'EUR' : 'AOA';
  const keyword = /(?<![\p{L}])(?:conta|account|carteira|wallet|cartao|card)(?![\p{L}])/u.exec(folded);
  const at = keyword ? keyword.index + keyword[0].length : folded.length;
  const institution = accountMentions(folded).find((m) => m.ref.by === 'name');
  let type: AccountType = institution && institution.ref.by === 'name' ? institution.ref.type : TYPE_WORDS.find(([, re]) => re.test(folded))?.[0] ?? 'bank';
  // "chamada Viagem", "Poupança": the words after the account word, as the person wrote them (currency words out).
  let restText = text.trim().slice(at);
  let restFolded = folded.slice(at);
  for (const m of [...restFolded.matchAll(CURRENCY_WORDS)]) {
    restText = blank(restText, m.index, m.index + m[0].length);
    restFolded = blank(restFolded, m.index, m.index + m[0].length);
  }
  const lead = NAME_LEAD.exec(restFolded)?.[0].length ?? 0;
  const rest = restText.slice(lead).replace(/[.!]+$/u, '').replace(/\s+/gu, ' ').trim();
  const meaningful = restFolded.slice(lead).replace(FILLER, ' ').replace(/[^\p{L}\p{N}]+/gu, '') !== '';
  const known = INSTITUTIONS.find((i) => institution?.ref.by === 'name' && i.name === institution.ref.name);
  const named = /(?<![\p{L}])(?:chamad[oa]|called|named|com o nome)(?![\p{L}])/u.test(folded);
  const name = (meaningful && (named || !known) ? rest : '') || known?.name || TYPE_NAMES[type][lang];
  if (type === 'bank' && /(?<![\p{L}])(?:poupanca|savings)(?![\p{L}])/u.test(foldKeepingPositions(name))) type = 'savings';
  return { name: name.slice(0, MAX_ACCOUNT_NAME), type, currency, institution: known?.institution ?? null };
}

/** "saldo do BAI", "quanto tenho no Unitel Money?", "qual o saldo da carteira": the account asked about. */
export function askedAccount(folded: string, own: readonly KnownAccount[]): AccountRef | null {
  const m = accountMentions(folded, own).find((x) => x.ref.by === 'name' || (x.ref.by === 'type' && x.ref.type !== 'bank'));
  return m?.ref ?? accountMentions(folded, own)[0]?.ref ?? null;
}
