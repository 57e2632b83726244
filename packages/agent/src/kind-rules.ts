// Which of the six record kinds a money message is. Checked in order: repayments first
// (they also say "paguei"/"pagou"), then new debts and loans, then income; expense is the
// default because that is what people record most.
import { type RecordKind } from '@kumbu/core/records';
import { w } from './intent-rules';

const RULES: readonly (readonly [Exclude<RecordKind, 'income' | 'expense'>, readonly RegExp[]])[] = [
  ['loanReceivedPayment', [
    w('devolveu|devolveram|devolveu me|reembolsou'),
    /(?<![\p{L}])pag(?:ou|aram)(?![\p{L}]).*(?<![\p{L}])(?:emprestimo|divida|devia|kilapi)(?![\p{L}])/u,
    w('me devia|me deviam'),
    /^(?!i |paid|repaid).*(?<![\p{L}])(?:paid back|paid me back|repaid|paying back)(?![\p{L}])/u,
    /(?<![\p{L}])got(?![\p{L}]).*(?<![\p{L}])back(?![\p{L}])/u,
  ]],
  ['debtPaid', [
    w('devolvi'),
    /(?<![\p{L}])(?:paguei|pago|liquidei)(?![\p{L}]).*(?<![\p{L}])(?:divida|kilapi|devia|emprestimo)(?![\p{L}])/u,
    /^(?:i )?(?:paid back|repaid|paid off)(?![\p{L}])/u,
  ]],
  ['loanGiven', [
    w('emprestei|lent|loaned|lend'),
    /(?<![\p{L}])(?:dei|eu dei)(?![\p{L}]).*(?<![\p{L}])emprestad/u,
    /(?<![\p{L}])pediu(?![\p{L}]).*(?<![\p{L}])emprestad/u,
  ]],
  ['debtTaken', [
    /(?<![\p{L}])(?:peguei|pedi|tirei)(?![\p{L}]).*(?<![\p{L}])emprestad/u,
    w('emprestou me|me emprestou|emprestaram me|me emprestaram|devo|fiquei a dever|fiquei dever|kilapi|borrowed|i owe|owe'),
  ]],
];

/** "paguei X ao João": paying a person (not a shop or a bill) settles a debt. */
export const PAID_SOMEONE = w('paguei|paid');

const INCOME = w('recebi|recebido|received|receive|caiu|ganhei|earned|got paid|vendi|vendas|venda|sold|sales|entrou|entrada|juros|dividendos|interest|dividends|deu me|mandou|biscato|income|faturei|prenda|gift');
// "o cliente pagou", "a loja fez 120 mil": money coming from customers and tenants.
const INCOME_SUBJECT = /(?<![\p{L}])(?:o|a) (?:cliente|inquilino|loja) (?:pagou|fez|faturou|vendeu|deu)(?![\p{L}])/u;
const SALARY = w('salario|ordenado|salary|vencimento');
/** Words that make a salary mention an expense: paying people who work for you. */
const PAYING = w('paguei|pagar|pago|gastei|comprei|mandei|dei|paid|spent|bought|sent|funcionario|funcionarios|empregada|trabalhadores|lavadeira|motorista|staff');

/** The kind for a money message, or null when nothing says debt/loan/income (→ expense). */
export function debtOrLoanKind(folded: string): RecordKind | null {
  for (const [kind, patterns] of RULES) if (patterns.some((re) => re.test(folded))) return kind;
  return null;
}

export function looksLikeIncome(folded: string): boolean {
  if (w('recebi|received|ganhei|earned|got paid|caiu|vendi|sold|entrou').test(folded)) return true;
  if (PAYING.test(folded)) return false;
  return INCOME.test(folded) || INCOME_SUBJECT.test(folded) || SALARY.test(folded);
}

/** Verbs that make a message a record even when no amount was given ("paguei a luz"). */
export const RECORD_VERB = w('gastei|paguei|comprei|recebi|emprestei|devolvi|devolveu|vendi|spent|paid|bought|received|lent|sold|borrowed');
