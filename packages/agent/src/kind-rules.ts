// Which of the six record kinds a money message is. Checked in order: repayments first
// (they also say "paguei"/"pagou"), then new debts and loans, then income; expense is the
// default because that is what people record most.
import { type RecordKind } from '@kumbu/core/records';
import { w } from './intent-rules';

// Folded-text helpers: P(...) is a word-bounded alternation, usable inside a larger pattern.
const P = (alternation: string): string => `(?<![\\p{L}])(?:${alternation.replace(/ /gu, "[\\s\\-'’]+")})(?![\\p{L}])`;
const re = (...parts: string[]): RegExp => new RegExp(parts.join('.*'), 'u');

/** Words that tie a payment to money owed ("o que lhe devia", "que ele me emprestou", "the 8k I owed him"). */
const OWED_WORDS = 'divida|dividas|kilapi|devia|devo|emprestimo|emprestou|emprestad[oa]s?|fiou|fiado|fiei|credito|owed|owe|borrowed|loan|debt';

const RULES: readonly (readonly [Exclude<RecordKind, 'income' | 'expense'>, readonly RegExp[]])[] = [
  ['loanGiven', [
    // Handing money over "emprestado"/"as a loan" is lending, whatever the verb ("dei", "transferi").
    new RegExp(`^(?!.*${P('pagar|que levei|que devia|que lhe devia|o que devo|owed|i owe')}).*${P('dei|passei|transferi|mandei|enviei|gave|sent|transferred')}.*${P('emprestado|emprestada|emprestados|como emprestimo|as a loan|a loan|loan|kilapi|em kilapi|fiado|a credito')}`, 'u'),
    w('will pay me back|will pay me|she will pay|he will pay|vai me pagar|vai me devolver|vai devolver|devolve depois|paga depois|paga me depois'),
    /(?<![\p{L}])fiz um emprestimo(?![\p{L}]).*(?<![\p{L}])(?:ao|a|à)\s+(?!banco|bai|bfa|bic|bpc|caixa)\p{L}/u,
    re(P('sold|vendi'), P('on credit to|a credito ao|a credito a|fiado ao|fiado a')),
  ]],
  ['debtTaken', [
    // Money handed to the user to give back: "tio Zé deu-me 60 mil emprestados", "a Carla passou-me 5 mil, devolvo-lhe amanhã".
    re(P('deu me|deram me|passou me|adiantou me|emprestou me|gave me|advanced me'), P('emprestad[oa]s?|devolvo|devolver|devolvo lhe|pago lhe|pago em|tenho de lhe devolver|pay (?:him|her|them) back|pay it back')),
    re(P('peguei|pedi|levei'), P('devolvo|vou devolver|pago depois|pago no fim|pago em|pago lhe')),
    // "pedi 15 mil ao kota Manuel", "peguei 5 mil com o mano Dário": asking a person for money.
    /^(?:eu )?(?:pedi|peguei)(?![\p{L}]).*(?<![\p{L}])(?:ao|à|a|da|do|com o|com a)\s+(?:meu |minha )?(?:tia|tio|mano|mana|kota|primo|prima|sr|sra|dona|dr|dra|vizinho|vizinha|amigo|amiga|cunhado|cunhada|avo|irmao|irma|chefe|patrao)(?![\p{L}])/u,
    w('fico a dever|fico a dever lhe|fico te a dever'),
    re('^(?:i )?' + P('levei|comprei|peguei|took|bought'), P('fiado|a credito|on credit')),
    w('on credit from|credit from|lent it to me|lent to me|credito salarial|aprovou o emprestimo|emprestimo aprovado|credito aprovado|aprovou o credito|loan approved|approved my loan'),
    // "my aunt Grace lent me 100k", "a Dona Fátima fiou-me": others lending to the user, before "lent"/"fiei" below.
    // Not when the user is paying it back: "paguei ao Zeca os 5 mil que ele me emprestou".
    new RegExp(`^(?!.*${P('paguei|devolvi|dei|mandei|entreguei|paid|repaid|transferi|amortizei|liquidei|pay back|paying back')}).*${P('lent me|loaned me|lend me|gave me a loan|emprestou me|me emprestou|emprestaram me|me emprestaram|fiou me|me fiou|fiaram me|me fiaram')}`, 'u'),
  ]],
  ['loanReceivedPayment', [
    w('devolveu|devolveram|devolveu me|reembolsou'),
    re(P('pagou|pagaram|pagou me|pagaram me|me pagou|acertou|liquidou|saldou|amortizou|transferiu|mandou|entregou|depositou|devolveu'), P('emprestimo|divida|devia|deve|kilapi|fiei|fiado|emprestei|emprestad[oa]s?|comigo')),
    /(?<![\p{L}])(?:me pagou|me pagaram)\s+(?:os|as)\s+\d/u,
    /^(?!i |returned)(?!.*(?:client|customer|cliente|boss|employer|patrao|chefe|company|empresa|tenant|inquilin))(?:.*(?<![\p{L}]))?(?:settled his|settled her|settled their|returned|gave me back|paid me)(?![\p{L}])/u,
    w('veio pagar|veio devolver|came to pay|came and paid|came to return'),
    // "o Sr. Lopes pagou a mercadoria", "a vizinha Ana pagou o carvão", "Mr. Neto paid for the crates":
    // a named person paying the user settles what they owed (customers paying are "o cliente").
    /^(?:o |a )?(?:tia|tio|mano|mana|kota|primo|prima|sr|sra|dona|dr|dra|vizinho|vizinha|amigo|amiga|cunhado|cunhada|mr|mrs|ms)\.?\s+[\p{L}]+\s+(?:ja |finalmente |already |finally )?(?:pagou|acertou|liquidou|paid|settled)(?![\p{L}])/u,
    re(P('mandou|transferiu|pagou'), P('quites|estamos quites|ficamos quites')),
    re(P('recebi|received|got'), P('emprestad[oa]s?|emprestei|que me devia|me devia|que me deve|lent|owed me')),
    // "a mana Filomena pagou-me os 10 mil": the article names a known sum, a debt coming back.
    /(?<![\p{L}])(?:pagou|pagaram)[\s-]+me\s+(?:os|as)\s+\d/u,
    w('me devia|me deviam'),
    /^(?!i |paid|repaid).*(?<![\p{L}])(?:paid back|paid me back|repaid|paying back|settled up)(?![\p{L}])/u,
    /(?<![\p{L}])got(?![\p{L}]).*(?<![\p{L}])back(?![\p{L}])/u,
  ]],
  ['debtPaid', [
    /^(?:ja |eu )?paguei\s+(?:o|a|ao|à)\s+(?:tia|tio|mano|mana|kota|primo|prima|sr|sra|dona|dr|dra|vizinho|vizinha|amigo|amiga|cunhado|cunhada|avo)(?![\p{L}])/u,
    w('settled my|cleared my debt|cleared my|paid off my debt|devolvi|amortizei|liquidei|saldei|acertei contas|acertei as contas|acertei a divida|ficamos quites|ficámos quites|settled my debt|settled up with|settled my tab|paid my tab|paid off my|prestacao|prestação|installment|instalment'),
    /^(?:eu )?(?:mandei|paguei|entreguei|transferi|devolvi|enviei)\s+(?:os|as)\s.*(?<![\p{L}])(?:do|da)\s+(?:tia|tio|mano|mana|kota|primo|prima|sr|sra|dona|dr|dra|vizinho|vizinha|amigo|amiga|cunhado|cunhada|avo)(?![\p{L}])/u,
    re(P('paguei|pago|transferi|mandei|enviei|dei|entreguei'), P(OWED_WORDS)),
    /^(?:i )?(?:paid back|repaid|paid off)(?![\p{L}])/u,
    re('^(?:i )?' + P('paid|pay|repaid|sent|transferred|gave|returned'), P(`back|${OWED_WORDS}`)),
    w('lhe devia|o que devia|que eu devia|que lhe devo'),
  ]],
  ['loanGiven', [
    w('emprestei|lent|loaned|lend|fiei'),
    // After the repayments: "o Dani pagou a recarga que ficou a dever" is a payment back.
    w('ficou a dever|ficaram a dever'),
    re(P('took|levou|levaram'), P('on credit|fiado|a credito|kilapi')),
    re(P('levou|levaram|pegou|pegaram'), P('fiado|kilapi|a credito')),
    /(?<![\p{L}])(?:dei|eu dei|passei)(?![\p{L}]).*(?<![\p{L}])(?:emprestad|devolve|vai devolver|paga|paga me|vai pagar|pay me back|pays me back)/u,
    re(P('pediu|levou|pegou|pediram|levaram|borrowed'), P('emprestad[oa]s?|emprestado|from me')),
    w('ficou a dever me|ficou me a dever|ficou a me dever|ficaram a dever me|deve me|owes me'),
  ]],
  ['debtTaken', [
    re(P('peguei|pedi|tirei|levei'), P('emprestad[oa]s?|emprestimo|credito')),
    re(P('fiz|tirei|pedi|took|took out|got|levantei|contrai|contraí'), P('emprestimo|credito|loan')),
    w('loan from|credito no|credito do|credito da|emprestimo no|emprestimo do|emprestimo da|fiquei a dever|fiquei dever|kilapi|borrowed|i owe|owe|devo'),
  ]],
];

/** "paguei X ao João": paying a person (not a shop or a bill) settles a debt. */
export const PAID_SOMEONE = w('paguei|paid');

const INCOME = w('recebi|recebido|received|receive|caiu|ganhei|earned|got paid|vendi|vendas|venda|sold|sales|entrou|came in|payout|rendeu|caixa do dia|fecho de caixa|juros|dividendos|interest|dividends|deu me|mandou|biscato|income|faturei|facturei|faturou|facturou|prenda|gift|reembolso|refund|reimbursed|encontrei|achei|found|paycheck|decimo terceiro|subsidio de ferias|subsidio de natal');
// "o cliente pagou", "a loja fez 120 mil": money coming from customers and tenants.
const INCOME_SUBJECT = /(?<![\p{L}])(?:(?:o|a|um|uma) (?:cliente|inquilino|inquilina|loja|cantina|kitanda|patrao|chefe|empresa)|(?:the|my|a) (?:client|customer|tenant|boss|shop|employer)|tenant|client|customer|cliente)(?:[\s,]+[\p{L}]+){0,3}[\s,]+(?:pagou|rendeu|fez|faturou|facturou|vendeu|deu|transferiu|mandou|enviou|depositou|paid|sent|made|transferred)(?![\p{L}])/u;
const SALARY = w('salario|ordenado|salary|vencimento');
/** Words that make a salary mention an expense: paying people who work for you. */
const PAYING = w('paguei|pagar|pago|gastei|comprei|mandei|dei|paid|spent|bought|sent|funcionario|funcionarios|empregada|empregado|ajudante|moca da loja|moco da loja|trabalhadores|lavadeira|motorista|staff|guarda|seguranca|maid|guard|do guarda|da empregada');

/** Refunds from a bank or a shop are income, even when they say "devolveu". */
const REFUND = w('o banco devolveu|a loja devolveu|cobranca indevida|reembolso|refund|refunded|estorno');

/** The kind for a money message, or null when nothing says debt/loan/income (→ expense). */
export function debtOrLoanKind(folded: string): RecordKind | null {
  if (REFUND.test(folded)) return null;
  for (const [kind, patterns] of RULES) if (patterns.some((re) => re.test(folded))) return kind;
  return null;
}

export function looksLikeIncome(folded: string): boolean {
  if (w('perdi|lost|roubaram|roubado|roubada|assaltaram|stolen|caiu me|do bolso').test(folded)) return false;
  // Classes given, work done, a tenant's rent: money earned even with "dei"/"fiz" in the sentence.
  if (w('explicacoes que dei|aulas que dei|que fiz|que fotografei|fotografei|from my tenant|from the tenant|do inquilino|da inquilina|birthday money|freelance|consultoria|recebidos|recebido|apurado').test(folded)) return true;
  if (w('recebi|received|ganhei|earned|got paid|caiu|vendi|sold|entrou|pagaram me|pagou me|me pagou|me pagaram|paid me|sent me|gave me|deu me|deram me|me ofereceu|ofereceu me|ofereceram me|apurei|apuramos|takings|payday|won|a uma cliente|a um cliente|for a client|for a customer|bonus|cobranca indevida|reembolso|refund|refunded|estorno').test(folded)) return true;
  if (/^(?:i )?got(?![\p{L}])(?!.*(?<![\p{L}])back(?![\p{L}]))(?:.*(?<![\p{L}])from(?![\p{L}])|\s+[$€]?\d)/u.test(folded)) return true;
  if (w('as a present|as a gift|de presente|de prenda|premio|prize|concurso').test(folded) && !PAYING.test(folded)) return true;
  if (INCOME_SUBJECT.test(folded)) return true;
  if (PAYING.test(folded)) return false;
  return INCOME.test(folded) || SALARY.test(folded);
}

/** Verbs that make a message a record even when no amount was given ("paguei a luz"). */
export const RECORD_VERB = w('gastei|paguei|comprei|recebi|emprestei|devolvi|devolveu|vendi|spent|paid|bought|received|lent|sold|borrowed');
