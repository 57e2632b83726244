// Where money sits, as people name it in a message (issue 15): Angolan banks and mobile-money
// wallets by their everyday names, generic words ("banco", "multicaixa", "carteira",
// "poupança", "cartão") and the person's own account names. Folded text, positions kept, so
// a mention can be read with the words around it (which preposition comes before it).
import { type AccountType } from '@kumbu/core/money-accounts';

/** An account named in a message; the server resolves it against the person's accounts. */
export type AccountRef =
  /** A bank or wallet by name ("BAI", "Unitel Money") or one of the person's own accounts ("Poupança casa"). */
  | { readonly by: 'name'; readonly name: string; readonly type: AccountType; readonly institution: string | null }
  /** A kind of account without a name: "banco", "multicaixa"/ATM (a bank), "carteira" (cash), "poupança", "cartão". */
  | { readonly by: 'type'; readonly type: AccountType }
  /** The person's default account in the record's currency ("Carteira" for kwanza). */
  | { readonly by: 'default' };

/** One of the person's accounts as the rules see it (no ids: the brain stays pure). */
export interface KnownAccount { readonly name: string; readonly type: AccountType; readonly institution: string | null }

export interface AccountMention { readonly ref: AccountRef; readonly start: number; readonly end: number }

interface Institution { readonly name: string; readonly type: 'bank' | 'mobile'; readonly institution: string | null; readonly pattern: string }

/**
 * Banks and wallets people name. Patterns are folded alternations; short acronyms are words
 * on their own ("bai", never inside "baixo"). "express" alone is Multicaixa Express only after
 * a preposition (see ACCOUNT_CONTEXT), since the word is common in English.
 */
export const INSTITUTIONS: readonly Institution[] = [
  { name: 'Unitel Money', type: 'mobile', institution: 'unitel-money', pattern: 'unitel money|unitelmoney|u money' },
  { name: 'Afrimoney', type: 'mobile', institution: 'afrimoney', pattern: 'afrimoney|afri money|africell money' },
  { name: 'Multicaixa Express', type: 'mobile', institution: 'multicaixa-express', pattern: 'multicaixa express|mcx express|mcx|(?<=(?:no|na|pelo|pela|do|da|pro|pra|para o|via|by|on|in|to|from|with) )express' },
  { name: 'e-Kwanza', type: 'mobile', institution: null, pattern: 'e kwanza|e-kwanza|ekwanza' },
  { name: 'PayPay', type: 'mobile', institution: null, pattern: 'paypay|pay pay' },
  { name: 'BAI', type: 'bank', institution: 'BAI', pattern: 'bai|banco angolano de investimentos' },
  { name: 'BFA', type: 'bank', institution: 'BFA', pattern: 'bfa|banco de fomento angola|banco de fomento' },
  { name: 'BIC', type: 'bank', institution: 'BIC', pattern: 'bic|banco bic' },
  { name: 'BPC', type: 'bank', institution: 'BPC', pattern: 'bpc|banco de poupanca e credito' },
  { name: 'BCI', type: 'bank', institution: 'BCI', pattern: 'bci' },
  { name: 'BNI', type: 'bank', institution: 'BNI', pattern: 'bni' },
  { name: 'Banco Sol', type: 'bank', institution: 'Banco Sol', pattern: 'banco sol' },
  { name: 'Atlântico', type: 'bank', institution: 'Atlântico', pattern: 'atlantico|banco atlantico|millennium atlantico|millennium' },
  { name: 'Standard Bank', type: 'bank', institution: 'Standard Bank', pattern: 'standard bank|standard' },
  { name: 'Keve', type: 'bank', institution: 'Keve', pattern: 'keve|banco keve' },
  { name: 'Banco Económico', type: 'bank', institution: 'Banco Económico', pattern: 'banco economico' },
  { name: 'Caixa Angola', type: 'bank', institution: 'Caixa Angola', pattern: 'caixa angola|caixa geral|bcga' },
  { name: 'Banco Yetu', type: 'bank', institution: 'Banco Yetu', pattern: 'banco yetu|yetu' },
  { name: 'Access Bank', type: 'bank', institution: 'Access Bank', pattern: 'access bank' },
  { name: 'Finibanco', type: 'bank', institution: 'Finibanco', pattern: 'finibanco' },
  { name: 'BCS', type: 'bank', institution: 'BCS', pattern: 'bcs|banco de credito do sul' },
  { name: 'VTB', type: 'bank', institution: 'VTB', pattern: 'vtb' },
  { name: 'BIR', type: 'bank', institution: 'BIR', pattern: 'bir' },
];

/** Generic account words, in the order they are tried (longer phrases first). */
const GENERIC: readonly (readonly [AccountType, string])[] = [
  ['card', 'cartao de credito|cartao de debito|credit card|debit card|cartao|card'],
  ['savings', 'conta poupanca|conta de poupanca|savings account|term deposit|fixed deposit|deposito a prazo|poupanca|savings'],
  // "no multicaixa", "no ATM": the cash machine, so a bank account.
  // "na minha conta": the person's bank account ("a conta da luz" is a bill, never this).
  // "from my dollar account to my kwanza account", "da conta em dólares": an account named by its currency.
  ['bank', 'conta bancaria|conta do banco|bank account|current account|checking account|cheque account|personal account|business account|company account|the company s account|conta corrente|conta a ordem|conta pessoal|conta da empresa|conta da loja|conta do negocio|(?:dollar|dollars|usd|us|kwanza|kwanzas|kz|aoa|euro|euros|eur)\\s+account|conta\\s+(?:em|de)\\s+(?:dolares|dolar|usd|kwanzas|kwanza|kz|euros|euro|moeda estrangeira|divisas)|minha conta|my account|multicaixa(?! express)|multibanco|caixa automatico|caixa eletronico|atm|banco|bank'],
  ['cash', 'carteira|dinheiro vivo|cash|em maos|em mao|wallet'],
];

const wordRe = (alternation: string): RegExp => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation.replace(/ /gu, '[\\s\\-]+')})(?![\\p{L}\\p{N}])`, 'gu');
const INSTITUTION_RES = INSTITUTIONS.map((i) => [i, wordRe(i.pattern)] as const);
const GENERIC_RES = GENERIC.map(([type, p]) => [type, wordRe(p)] as const);

/** Any bank, wallet or account word at all: most messages have none, and skip the rest. */
const ANY_ACCOUNT_WORD = new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...INSTITUTIONS.map((i) => i.pattern.replace(/\(\?<=.*\)\s*express/u, 'express')), ...GENERIC.map(([, p]) => p)].join('|')})(?![\\p{L}\\p{N}])`, 'u');

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const foldName = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * Every account named in `folded`, left to right, without overlaps: the person's own account
 * names first (longest first), then banks and wallets, then generic words. `ownNames` false
 * leaves own names out unless an account word ("conta", "cartão") comes right before them
 * (records: "na casa" is a place, "na conta Casa" an account).
 */
export function accountMentions(folded: string, own: readonly KnownAccount[] = [], ownNames = true): AccountMention[] {
  const taken: AccountMention[] = [];
  if (own.length === 0 && !ANY_ACCOUNT_WORD.test(folded)) return taken;
  const free = (s: number, e: number): boolean => taken.every((m) => e <= m.start || s >= m.end);
  const add = (ref: AccountRef, re: RegExp): void => {
    for (const m of folded.matchAll(re)) {
      if (free(m.index, m.index + m[0].length)) taken.push({ ref, start: m.index, end: m.index + m[0].length });
    }
  };
  for (const a of [...own].sort((x, y) => y.name.length - x.name.length)) {
    const name = foldName(a.name);
    if (name === '') continue;
    const body = name.split(' ').map(escape).join('[\\s\\-]+');
    const lead = ownNames ? '' : '(?<=(?:conta|cartao|account|card|wallet)(?:\\s+(?:d[oa]|de|the|my))?\\s+)';
    add({ by: 'name', name: a.name, type: a.type, institution: a.institution }, new RegExp(`${lead}(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'gu'));
  }
  for (const [i, re] of INSTITUTION_RES) add({ by: 'name', name: i.name, type: i.type, institution: i.institution }, re);
  for (const [type, re] of GENERIC_RES) add({ by: 'type', type }, re);
  return taken.sort((a, b) => a.start - b.start);
}

/** The words right before a mention that say money left it: "do BAI", "from the bank". */
const FROM_BEFORE = /(?<![\p{L}])(?<!(?:conta|cartao|account|card|para|pra|pro)\s+(?:(?:a|o)\s+)?)(?:do|da|dos|das|de|desde|from|off|out of|tirei do|tirei da)(?:\s+(?:o|a|meu|minha|my|the))?(?:\s+(?:personal|pessoal|new|nova|novo|main|principal|business|own))?(?:\s+(?:conta|cartao|account|card)(?:\s+(?:d[oa]|de))?)?\s*$/u;
/** …and that it arrived there: "para o Unitel Money", "pro BFA", "into savings", "no banco", "pra do BAI" (the account of). */
const TO_BEFORE = /(?<![\p{L}])(?:(?:para|pra|pro)\s+(?:a\s+)?d[oa]|(?:para|pra|pro|p|ao|a|à|to|into|in|no|na|nos|nas|on|em)(?:\s+(?:o|a|meu|minha|my|the))?(?:\s+(?:personal|pessoal|new|nova|novo|main|principal|business|own))?(?:\s+(?:conta|cartao|account|card)(?:\s+(?:d[oa]|de))?)?)\s*$/u;

export type MentionRole = 'from' | 'to' | 'other';

/** Which side of a movement the words before a mention put it on. */
export function roleOf(folded: string, m: AccountMention): MentionRole {
  const before = folded.slice(Math.max(0, m.start - 30), m.start);
  if (FROM_BEFORE.test(before)) return 'from';
  if (TO_BEFORE.test(before)) return 'to';
  return 'other';
}
