// Statement lines that look like money moved between the person's own accounts but name none of
// them: a cash withdrawal ("LEV ATM TALATONA") goes to the cash account, a wallet top-up
// ("CARREGAMENTO UNITEL MONEY 923…") to that wallet, a cash deposit ("DEPOSITO NUMERARIO") comes
// from the cash account. Kumbu never guesses them into transfers
// (an ATM line may be anything the person paid in cash): the preview asks once per wording and
// a "yes" keeps a transfer rule (plan-import.ts's otherOwnAccount). Named rules with examples
// beside them (rule-corpora.test.ts runs every example); matched on descriptionKey text.
import { descriptionKey } from './description-key';

interface SuggestionRule {
  readonly name: string;
  readonly reason: SuggestionReason;
  /** The lines it looks at: money out of the statement's account (-1) or into it (1). */
  readonly sign: -1 | 1;
  readonly pattern: RegExp;
  /** The words a kept wording is built around ("lev", "carregamento"). */
  readonly core: ReadonlySet<string>;
  /** Words that may stand around the core in the wording the rule keeps ("lev atm", "levantamento numerario"). */
  readonly vocabulary: ReadonlySet<string>;
  readonly examples: readonly string[];
  readonly negativeExamples: readonly string[];
}

export type SuggestionReason = 'cash-withdrawal' | 'wallet-top-up' | 'cash-deposit';

/** Cash taken out at an ATM or a counter: a move to the person's cash (Carteira), not a spend. */
export const CASH_WITHDRAWAL: SuggestionRule = {
  name: 'cash withdrawal',
  reason: 'cash-withdrawal',
  sign: -1,
  // "lev" and "levantamento" only as whole words ("LEVI SOUSA" is a person); ATM alone is not a
  // withdrawal ("PAG SERV ATM UNITEL" pays a bill at the machine).
  pattern: /\b(lev|levant|levantam|levantamento|levantamentos)\b|\bcash (withdrawal|wdl)\b|\batm (withdrawal|wdl|cash)\b|\bwithdrawal atm\b/,
  core: new Set(['lev', 'levant', 'levantam', 'levantamento', 'levantamentos', 'cash', 'withdrawal', 'wdl']),
  vocabulary: new Set(['lev', 'levant', 'levantam', 'levantamento', 'levantamentos', 'atm', 'numerario', 'em', 'caixa', 'mcx', 'multicaixa', 'cash', 'withdrawal', 'wdl']),
  examples: ['LEV ATM TALATONA', 'LEV. ATM 0012 VIANA', 'LEVANTAMENTO', 'Levantamento numerário ATM 1234', 'MCX LEV ATM 20241003', 'CASH WITHDRAWAL 12/10 ATM 123', 'ATM withdrawal Mutamba'],
  negativeExamples: ['PAG SERV ATM UNITEL', 'TRF LEVI SOUSA', 'COMPRA TPA KERO GIKA', 'ELEVADOR CONDOMINIO', 'ATM TALATONA'],
};

/** Money sent from the bank into a mobile wallet of the person's (Unitel Money, Afrimoney, e-Kwanza, PayPay). */
export const WALLET_TOP_UP: SuggestionRule = {
  name: 'wallet top-up',
  reason: 'wallet-top-up',
  sign: -1,
  // A top-up word and a wallet's name: "CARREGAMENTO UNITEL 923…" alone is phone credit, an expense.
  pattern: /\b(carregamento|carreg|recarga|top up|topup|load)\b.*\b(unitel money|afrimoney|e kwanza|ekwanza|paypay)\b|\b(unitel money|afrimoney|e kwanza|ekwanza|paypay)\b.*\b(carregamento|carreg|recarga|top up|topup|load)\b/,
  core: new Set(['carregamento', 'carreg', 'recarga', 'top', 'topup', 'load']),
  vocabulary: new Set(['carregamento', 'carreg', 'recarga', 'top', 'up', 'topup', 'load', 'unitel', 'money', 'afrimoney', 'e', 'kwanza', 'ekwanza', 'paypay', 'carteira', 'wallet']),
  examples: ['CARREGAMENTO UNITEL MONEY 923456789', 'Carreg. Afrimoney 95 123 4567', 'TOP UP e-Kwanza', 'Recarga PayPay 923000111'],
  negativeExamples: ['CARREGAMENTO UNITEL 923456789', 'TRF MCX EXPRESS RECEBIDAS 923456789', 'UNITEL MONEY PAGAMENTO ZAP'],
};

/** Cash paid in at a counter or an ATM: money in from the person's cash (Carteira), not income. */
export const CASH_DEPOSIT: SuggestionRule = {
  name: 'cash deposit',
  reason: 'cash-deposit',
  sign: 1,
  // A deposit word with a cash word: "DEPOSITO A PRAZO" is a term deposit, "DEPOSITO CHEQUE" a
  // cheque, "JUROS DEPOSITO" interest — none of them cash from the wallet. An agent (a wallet's
  // or a bank's "agente bancário") only ever takes cash, so a deposit at one is cash too, and a
  // wallet's "cash-in" is the same thing in its own words.
  pattern: /\b(deposito|depositos|dep|depos)( em| de| no| na| via)? (numerario|num|especie|especies|notas|agente|agentes)\b|\bcash (deposit|dep|lodgement)\b|\b(deposit|dep) cash\b|\bcash ?in\b/,
  core: new Set(['deposito', 'depositos', 'dep', 'depos', 'deposit', 'cash', 'cashin']),
  // No place words ("balcao", "atm"): one rule covers a deposit at the counter and at the machine.
  vocabulary: new Set(['deposito', 'depositos', 'dep', 'depos', 'numerario', 'num', 'especie', 'especies', 'notas', 'agente', 'agentes', 'em', 'de', 'no', 'na', 'via', 'cash', 'in', 'cashin', 'deposit', 'lodgement']),
  examples: ['DEPOSITO NUMERARIO', 'DEP. NUMERARIO BALCAO 0012', 'Depósito em numerário', 'CASH DEPOSIT ATM 0044', 'DEP NUM ATM TALATONA', 'DEPOSITO EM ESPECIE AG. MUTAMBA',
    'Depósito no agente 5521', 'DEP AGENTE BANCARIO CAZENGA 0231', 'Cash-in agente Viana', 'CASHIN 244923000111'],
  negativeExamples: ['DEPOSITO A PRAZO', 'JUROS DEPOSITO', 'DEPOSITO CHEQUE', 'DEP CHQ 0001234', 'CONSTITUICAO DEPOSITO A PRAZO 12M', 'TRF DEPOSITO SALARIO', 'NUMERARIO',
    'COMISSAO AGENTE', 'PAGAMENTO AGENTE IMOBILIARIO', 'CASH BACK PROMO', 'CASHBACK UNITEL'],
};

export const SUGGESTION_RULES: readonly SuggestionRule[] = [CASH_WITHDRAWAL, WALLET_TOP_UP, CASH_DEPOSIT];

/** The wallet a top-up line names, as folded words an account's name or institution holds. */
const WALLET_BRANDS: readonly { readonly key: RegExp; readonly account: readonly string[] }[] = [
  { key: /\bunitel money\b/, account: ['unitel money', 'unitel'] },
  { key: /\bafrimoney\b/, account: ['afrimoney', 'africell'] },
  { key: /\be ?kwanza\b/, account: ['e kwanza', 'ekwanza'] },
  { key: /\bpaypay\b/, account: ['paypay'] },
];

export function ruleMatches(rule: SuggestionRule, description: string): boolean {
  return rule.pattern.test(descriptionKey(description));
}

/** Words a kept wording neither starts nor ends with ("lev atm em" is "lev atm"). */
const JOINERS = new Set(['em', 'de', 'da', 'do', 'para', 'p', 'conta', 'to']);

/**
 * The words a rule for this line would keep: the run of the rule's own words around its core
 * word, with no numbers, references or places ("LEV ATM TALATONA 0012" → "lev atm"), so one
 * rule covers every withdrawal whatever the machine. Contiguous in the line's descriptionKey,
 * as plan-import.ts compares them; null when no such run says what the rule means.
 */
export function suggestedWords(rule: SuggestionRule, description: string): string | null {
  const tokens = descriptionKey(description).split(' ');
  const isWord = (i: number): boolean => rule.vocabulary.has(tokens[i] ?? '') || JOINERS.has(tokens[i] ?? '');
  for (let i = 0; i < tokens.length; i += 1) {
    if (!rule.core.has(tokens[i] ?? '')) continue;
    let start = i;
    let end = i;
    while (start > 0 && isWord(start - 1)) start -= 1;
    while (end + 1 < tokens.length && isWord(end + 1)) end += 1;
    while (start < end && JOINERS.has(tokens[start] ?? '')) start += 1;
    while (end > start && JOINERS.has(tokens[end] ?? '')) end -= 1;
    const words = tokens.slice(start, end + 1).join(' ');
    if (rule.pattern.test(words)) return words;
    i = end;
  }
  return null;
}

export interface SuggestionLine {
  readonly description: string;
  /** Signed: each rule looks at its own side (a withdrawal out, a deposit in). */
  readonly amountCents: number;
}

export interface SuggestionAccount {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly institution: string | null;
  readonly currency: string;
}

export interface TransferSuggestion {
  readonly reason: SuggestionReason;
  /** Folded words the rule would keep ("lev atm"). */
  readonly words: string;
  readonly otherAccountId: string;
  readonly lines: number;
  /** Sum of the lines, signed (negative: money out, positive: a deposit's money in). */
  readonly amountCents: number;
  /** Up to three of the lines' descriptions, as the statement wrote them. */
  readonly examples: readonly string[];
}

function walletFor(description: string, accounts: readonly SuggestionAccount[]): SuggestionAccount | null {
  const key = descriptionKey(description);
  const brand = WALLET_BRANDS.find((b) => b.key.test(key));
  if (!brand) return null;
  return accounts.find((a) => a.type === 'mobile' && brand.account.some((w) => ` ${descriptionKey(`${a.name} ${a.institution ?? ''}`)} `.includes(` ${w} `))) ?? null;
}

/**
 * Transfer rules worth asking about, one per wording and account: `lines` are the statement's
 * movements that would become expenses or income, `accounts` the person's other live accounts
 * in the statement's currency (the cash account first when there are several).
 */
export function suggestTransferRules(lines: readonly SuggestionLine[], accounts: readonly SuggestionAccount[]): TransferSuggestion[] {
  const cash = accounts.find((a) => a.type === 'cash') ?? null;
  const groups = new Map<string, { reason: SuggestionReason; words: string; otherAccountId: string; lines: number; amountCents: number; examples: string[] }>();
  for (const line of lines) {
    const sign = Math.sign(line.amountCents);
    const rule = SUGGESTION_RULES.find((r) => r.sign === sign && ruleMatches(r, line.description));
    if (!rule) continue;
    const other = rule.reason === 'wallet-top-up' ? walletFor(line.description, accounts) : cash;
    const words = suggestedWords(rule, line.description);
    if (!other || !words) continue;
    const key = `${other.id}|${words}`;
    const group = groups.get(key) ?? { reason: rule.reason, words, otherAccountId: other.id, lines: 0, amountCents: 0, examples: [] };
    group.lines += 1;
    group.amountCents += line.amountCents;
    if (group.examples.length < 3 && !group.examples.includes(line.description)) group.examples.push(line.description);
    groups.set(key, group);
  }
  // The wording with the most lines first: the one question most worth answering.
  return [...groups.values()].sort((a, b) => b.lines - a.lines || a.words.localeCompare(b.words));
}
