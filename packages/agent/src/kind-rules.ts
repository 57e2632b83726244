// Which of the six record kinds a money message is. Checked in order: repayments first
// (they also say "paguei"/"pagou"), then new debts and loans, then income; expense is the
// default because that is what people record most.
import { type RecordKind } from '@kumbu/core/records';
import { w } from './intent-rules';

// Folded-text helpers: P(...) is a word-bounded alternation, usable inside a larger pattern.
const P = (alternation: string): string => `(?<![\\p{L}])(?:${alternation.replace(/ /gu, "[\\s\\-'’]+")})(?![\\p{L}])`;
const re = (...parts: string[]): RegExp => new RegExp(parts.join('.*'), 'u');
/** To a person: "pro Bráulio", "p o Zé", "à Dona Rosa", "to Tino" (bare "pra"/"para" lead to verbs: "pra pagar"). */
const GIVEN_TO = '(?<![\\p{L}])(?:pro|pra o|pra a|para o|para a|p o|p a|ao|à|to)\\s+\\p{L}';
/** Words that say an advance comes back: returned, or taken off later pay. */
const ADVANCE_COMES_BACK = 'desconta|descontar|desconto|descontas|descontamos|devolve|devolver|devolvo|paga|pagar|vai pagar|pay back|pays back|pay me back|repay|deduct|deducted|deducting|taken off|take it off|fim do mes|end of (?:the )?month|month end|from (?:his|her|their) pay';
/** Words that make an advance part of someone's pay or a bill paid early, not a loan. */
const ADVANCE_AS_PAY = 'salario|salarios|ordenado|vencimento|por conta|salary|wages|renda|rent|propina|pagamento|senhorio|landlord|meses|months|a mim|to me|me adiantou|adiantou me|adiantaram me|advanced me';

/** Whom an advance goes to: "ao motorista", "à empregada" (folded: "a empregada"), "to the driver". */
const ADVANCE_TO = '(?<![\\p{L}])(?:ao|aos|a|as|to|pro|pra|para o|para a|p o|p a)\\s+\\p{L}';
/** Someone else advancing money to the user, or an advance taken in: never a loan the user gave. */
const ADVANCE_RECEIVED = 'paguei|pagamos|paid|recebi|recebemos|received|got|deu me|deram me|do cliente|da cliente|from the client|from my client|pedi|took|tirei|peguei|descont\\p{L}*|devolveu|devolveram|pagou|paid back|do adiantamento|of the advance';

/** "não é pra devolver", "no need to pay it back": a present, not a loan. */
export const NOT_TO_RETURN = 'nao e pra devolver|nao e para devolver|nao e pra pagar|nao precisa de devolver|nao precisa devolver|nao tenho de devolver|nao tenho que devolver|sem devolver|not to pay (?:it |her |him )?back|no need to pay (?:it |her |him )?back|don t have to pay (?:it |her |him )?back|don t need to pay (?:it |her |him )?back';

/** Words that tie a payment ("o que lhe devia", "que ele me emprestou", "the 8k I owed him"). */
const OWED_WORDS = 'overdraft|descoberto|divida|dividas|kilapi|devia|devo|emprestimo|emprestou|emprestad[oa]s?|fiou|fiado|fiei|credito|owed|owe|borrowed|loan|debt';

/** What formal writers "liquidate" that is a bill, not a debt: "liquidei a factura da TV Cabo", "o imposto predial". */
const BILL = 'factura|fatura|facturas|faturas|conta da (?:luz|agua|epal|ende|internet)|conta de (?:luz|agua|internet|telefone)|conta do telefone|imposto|impostos|custas|taxa|taxas|revisao|propina|propinas|mensalidade|multa|consulta|seguro|renda|servico';
/** "liquidei"/"regularizei" settle a debt ("liquidei o que devia", "a conta do talho do Sr. Kalunga"), unless a bill is what was settled. */
const SETTLED_NOT_BILL = new RegExp(`(?<![\\p{L}])(?:liquidei|regularizei|liquidamos|regularizamos)(?![\\p{L}])(?!\\s+(?:\\p{L}+\\s+)?(?:a|o|as|os)\\s+(?:${BILL})(?![\\p{L}]))`, 'u');

/** Kinship words and titles before a person's name ("ao kota Manuel", "à colega Esperança", "ao Sr. Lucas"). */
const KIN = 'tia|tio|mano|mana|kota|primo|prima|sr|sra|dona|dr|dra|vizinho|vizinha|amigo|amiga|cunhado|cunhada|avo|vovo|irmao|irma|chefe|patrao|colega|socio|socia|sobrinho|sobrinha|compadre|comadre|padrinho|madrinha|afilhado|afilhada|sogro|sogra|genro|nora|kamba|camarada|mr|mrs|ms';
/** The work a helper is known by: "a kota da limpeza", "o mano da obra". */
const HOUSEHOLD_WORK = 'limpeza|faxina|cozinha|lavandaria|roupa|loja|quitanda|banca|obra|jardim|quintal';
/** People who ask a price for work or goods: their "pediu" is not a loan request. */
const TRADES = '(?:mecanico|canalizador|pedreiro|eletricista|electricista|carpinteiro|pintor|serralheiro|bate chapa|policia|fiscal|vendedor|vendedora|zungueira|taxista|motorista|senhorio|senhoria|dono|dona da casa)';
/** Words that may open a message before its verb: "ontem pedi", "epá tive de pedir", "dia 10 paguei" (the day is blanked). */
// Dictated notes open with fillers too: "pronto já paguei…", "afinal o Paizinho pagou…", "okay so…".
const LEAD = '^\\s*(?:(?:eu|ja|ontem|hoje|anteontem|epa|xe|mano|entao|pronto|olha|afinal|tipo|okay|ok|so|tive de|tive que|i)\\s+)*';

const RULES: readonly (readonly [Exclude<RecordKind, 'income' | 'expense'>, readonly RegExp[]])[] = [
  ['loanGiven', [
    // "kilapi: o tio Gaspar levou 2 grades", "fiado hoje, a Dona Guida levou…": the ledger's topic said first.
    re('^\\s*' + P('kilapi|kilapis|fiado|fiados|a credito'), P('levou|levaram|pegou|pegaram|ficou a dever|ficaram a dever')),
    // Handing money over "emprestado"/"as a loan" is lending, whatever the verb ("dei", "transferi").
    // Not an instalment on the user's own loan: "sent 50k to Mr. Lopes for the loan, 2nd payment".
    // "the microfinance gave me a loan": handed to the user, not by them.
    // "dei 10 paus ao kota Bento do kilapi": paying the user's own kilapi off, not lending.
    new RegExp(`^(?!.*${P('pagar|paguei|que levei|que devia|que lhe devia|o que devo|owed|i owe|payment|pagamento|prestacao|parcela|installment|instalment|gave me|sent me|deu me|mandou me|do kilapi|da divida|do fiado')}).*${P('dei|passei|transferi|mandei|enviei|adiantei|gave|sent|transferred')}.*${P('emprestado|emprestada|emprestados|como emprestimo|a titulo de emprestimo|as a loan|a loan|loan|kilapi|em kilapi|de kilapi|fiado|a credito|de credito|em credito')}`, 'u'),
    // Formal letters: "concedi um empréstimo ao meu sobrinho", "concedi à afilhada um empréstimo".
    re(P('concedi|concedemos'), P('emprestimo|credito|loan')),
    // "a empresa emprestou 300 mil ao Sr. Augusto": the user's business lending to someone.
    /^\s*(?:a|o)\s+(?:minha\s+|meu\s+|nossa\s+|nosso\s+)?(?:empresa|firma|loja|cantina|negocio)\s+emprestou(?![\p{L}])/u,
    w('will pay me back|will pay me|she will pay|he will pay|ll pay me back|ll pay me|ll return it|vai me pagar|vai me devolver|vai devolver|devolve depois|paga depois|paga me depois'),
    // "kilapi pro cliente Tomás", "fiado pra dona Esperança": credit the user gave, to whom it was given
    // ("fiado na cantina", "kilapi com a zungueira" is credit the user took).
    /^\s*(?:kilapi|fiado|credito)\s+(?:pro|pra|para|ao|aos|à)\s(?!mim(?![\p{L}]))/u,
    // "my neighbour Mrs. Tavares borrowed 8k": someone else borrowed (not "I borrowed", not "borrowed … from X").
    /^(?!(?:i|we|eu|yesterday|today)\s)(?:[\p{L}.]+\s+){1,4}borrowed(?![\p{L}])(?!.*(?<![\p{L}])from\s+(?!me(?![\p{L}])))/u,
    // "the driver Manu asked for 10k advance, gave it": asked for an advance, then the user handed it over.
    re(P('asked for|asked me for|asked to borrow'), P('advance|loan|borrow'), P('gave|sent|lent|transferred')),
    // "a empregada Rosa pediu adiantamento de 20 mil e eu dei": an advance asked of the user and handed over.
    re(P('pediu|pediram'), P('adiantamento|vale|emprestad[oa]s?'), P('dei|eu dei|transferi|mandei|passei')),
    /(?<![\p{L}])fiz um emprestimo(?![\p{L}]).*(?<![\p{L}])(?:ao|a|à)\s+(?!banco|bai|bfa|bic|bpc|caixa)\p{L}/u,
    re(P('sold|vendi'), P('on credit to|a credito ao|a credito a|fiado ao|fiado a')),
    // "kilapi que dei ao Nando": the credit the user gave, named first.
    /(?<![\p{L}])(?:kilapi|fiado|emprestimo|credito)\s+que\s+(?:eu\s+)?(?:dei|passei|fiz)\s+(?:ao|a|à|aos|as|para|pra)(?![\p{L}])/u,
    // "o primo Bento pediu 1 milhão, já transferi": a relative or a neighbour asked and the user handed it over.
    // A tradesman or a seller asking is a price ("o mecânico pediu 20 mil, dei"), not a loan.
    new RegExp(`^\\s*(?:(?:o|a)\\s+(?:meu |minha )?(?:(?:${KIN})\\s+)?|(?:meu |minha )?(?:${KIN})\\s+)(?!${TRADES}(?![\\p{L}]))(?:\\p{L}+\\s+)?pediu(?:[\\s-]+me)?(?![\\p{L}]).*${P('transferi|dei|dei lhe|mandei|mandei lhe|passei|passei lhe|enviei|ja transferi|ja dei|ja mandei')}`, 'u'),
  ]],
  ['debtTaken', [
    // Money handed to the user to give back: "tio Zé deu-me 60 mil emprestados", "a Carla passou-me 5 mil, devolvo-lhe amanhã".
    re(`^(?!.*${P(NOT_TO_RETURN)})`, P('deu me|deram me|passou me|adiantou me|emprestou me|gave me|advanced me'), P('emprestad[oa]s?|devolvo|devolver|devolvo lhe|pago lhe|pago em|tenho de lhe devolver|pay (?:him|her|them) back|pay it back')),
    re(P('peguei|pedi|levei'), P('devolvo|vou devolver|pago depois|pago no fim|pago em|pago lhe')),
    // "a prima Judite mandou 70 mil emprestados": a fresh sum sent to the user as a loan (not "os 70 mil", a known sum coming back).
    /(?<![\p{L}])(?:mandou|mandaram|transferiu|enviou|depositou)(?:[\s-]+me)?\s+\d[\d.,]*\s*(?:mil|k|kz|usd|dolares|euros)?\s+emprestad[oa]s?(?![\p{L}])/u,
    // "o banco BAI concedeu o crédito habitação", "the bank gave me an overdraft", "the loan was disbursed": a lender paying out.
    // "o BIC me deu o empréstimo de 2 milhões": a lender handing over the loan.
    re(P('concedeu|concederam|concedido|gave me|granted me|granted|me deu|deu me|me deram|deram me'), P('credito|emprestimo|loan|overdraft|descoberto|financiamento')),
    re(P('credito|emprestimo|loan|financiamento'), P('disbursed|desembolsado|desembolsou|foi creditado|was credited')),
    // "took a salary advance from my employer", "pedi adiantamento do salário à empresa": pay taken early is owed back.
    re('^(?:i )?' + P('took|got|pedi|peguei|tirei|asked for'), P('salary advance|advance on my salary|adiantamento|adiantamento do salario|vale')),
    re(P('advanced me|adiantou me|me adiantou'), P('salary|salario|ordenado|vencimento|wages')),
    // "My boss advanced me 100k": advanced to the user, owed back.
    re('^(?!\\s*(?:i|eu)\\s)', P('advanced me|advanced us|gave me an advance|gave me a salary advance')),
    // "took a kilapi of 100k from my neighbour": credit taken from someone (not "he took it on credit").
    re('^\\s*(?:i )?' + P('took|got'), P('kilapi|loan|credit'), P('from')),
    // "the bank approved my car loan": approval said before the loan.
    re(P('approved|aprovou|aprovaram'), P('loan|credito|emprestimo|financiamento')),
    // "pedi 15 mil ao kota Manuel", "peguei 5 mil com o mano Dário": asking a person for money.
    new RegExp(`${LEAD}(?:pedi|peguei|pedir)(?![\\p{L}]).*(?<![\\p{L}])(?:ao|à|a|da|do|com o|com a)\\s+(?:meu |minha )?(?:${KIN})(?![\\p{L}])`, 'u'),
    // "comecei o ano a dever, pedi 50 mil ao mano Sérgio": a sum asked of someone close, wherever it is said.
    new RegExp(`(?<![\\p{L}])(?:pedi|pedimos)\\s+\\d[\\d.,]*\\s*(?:mil|k|paus|kz)?\\s+(?:emprestad[oa]s?\\s+)?(?:ao|à|a)\\s+(?:meu |minha |o |a )?(?:${KIN})(?![\\p{L}])`, 'u'),
    // "pedi 5 mil ao Kito", "tive de pedir 12 mil ao Carlos": asking someone for a sum (not "pedi 2 pizzas").
    new RegExp(`${LEAD}(?:pedi|pedir)\\s+\\d[\\d.,]*\\s*(?:mil|k|paus|kz|kwanzas|usd|dolares|euros)?\\s+(?:emprestad[oa]s?\\s+)?(?:ao|à|a)\\s`, 'u'),
    // "o Sr. Tomás deixou-me levar 3 caixas fiado", "Mr. Silva let me buy on credit".
    re(P('deixou me|deixaram me|let me'), P('fiado|a credito|on credit|kilapi|on tab')),
    // "recebi o crédito de 1,5 milhões do Banco BAI": a loan paid out to the user.
    re(P('recebi|received|got'), P('o credito|o emprestimo|the loan|a loan|um credito|um emprestimo|o microcredito')),
    // An instalment of it is a repayment ("prestação do microcrédito BCI").
    new RegExp(`^(?!.*${P('prestacao|prestacoes|installment|instalment|parcela')}).*${P('microcredito|micro credito|microcredit|microloan')}`, 'u'),
    re(P('credito|emprestimo|loan'), P('aprovado|aprovada|approved')),
    // Not "devolvi os 30 mil, os outros 5 fico a dever": the rest of a repayment still owed.
    new RegExp(`^(?!.*${P('devolvi|paguei|paid|repaid|returned')}).*${P('fico a dever|fico a dever lhe|fico te a dever')}`, 'u'),
    // "tirei mercadoria fiado na loja", "levei 2 grades a crédito": goods taken on credit (not "paguei o fiado").
    new RegExp(`^(?!.*${P('paguei|devolvi|pagar|liquidei|saldei')})${LEAD}${P('tirei|levei|peguei')}.*${P('fiado|a credito|kilapi')}`, 'u'),
    // "fiado na cantina da dona Teresa", "ontem fiz fiado de 7.800": buying on the shop's credit.
    // (Not "fiz fiado de 2 caixas pro Bráulio": credit given to someone, a loan.)
    new RegExp(`${LEAD}(?:fiz |levei |tirei |peguei |comprei )?(?:fiado|fiados|a fiado)(?![\\p{L}])(?!.*${GIVEN_TO})`, 'u'),
    // "o fornecedor deixou 10 caixas a crédito", "ele deixou pagar depois": goods left with the user on credit.
    re(P('deixou|deixaram|let me|left'), P('a credito|fiado|kilapi|on credit|pagar depois|pagar mais tarde|pay later')),
    w('estou a dever|to a dever|tou a dever|ando a dever|estou devendo|i m owing|i am owing'),
    re('^(?:i )?' + P('levei|comprei|peguei|adquiri|took|bought'), P('fiado|a credito|on credit')),
    // "o Sr. Kiala vendeu-me o saco fiado", "got 35k from Nando on credit": goods or money on someone's credit.
    re(P('vendeu me|venderam me|me vendeu|sold me'), P('fiado|a credito|on credit|kilapi|on tab')),
    re('^(?:i )?' + P('got'), P('on credit|on tab')),
    // "o crédito salarial caiu" is taken; "paguei a prestação do crédito salarial" repays it (below).
    new RegExp(`^(?!.*${P('paguei|pagamos|paid|prestacao|prestacoes|parcela|installment|instalment|amortizei|liquidei')}).*${P('credito salarial')}`, 'u'),
    w('on credit from|credit from|lent it to me|lent to me|aprovou o emprestimo|emprestimo aprovado|credito aprovado|aprovou o credito|loan approved|approved my loan'),
    // "my aunt Grace lent me 100k", "a Dona Fátima fiou-me": others lending to the user, before "lent"/"fiei" below.
    // Not when the user is paying it back: "paguei ao Zeca os 5 mil que ele me emprestou".
    new RegExp(`^(?!.*${P('paguei|devolvi|dei|mandei|entreguei|paid|repaid|transferi|amortizei|liquidei|pay back|paying back|gave back|gave(?: \\p{L}+){1,3} back')}).*${P('lent me|loaned me|lend me|gave me a loan|emprestou me|me emprestou|emprestaram me|me emprestaram|fiou me|me fiou|fiaram me|me fiaram')}`, 'u'),
  ]],
  ['loanReceivedPayment', [
    w('devolveu|devolveram|devolveu me|reembolsou'),
    // "customer Lukeny paid 7k of what he owes me", "a Mamã Fina deu 6 mil, resta 12": a part of a debt owed to the user.
    re(P('paid|pagou|pagaram|deu|deram|mandou|trouxe|gave|sent'), P('of what (?:he|she|they) owes|of what (?:he|she|they) owed|do que (?:me )?deve|do q (?:me )?deve|do que (?:me )?devia|do q (?:me )?devia|resta|restam|falta|faltam|still owes|ainda deve|ainda me deve')),
    // "recebi do cliente Paulo os 45 mil q ele devia": what someone owed the user, received.
    re(P('recebi|recebemos|received|got'), P('q ele devia|que ele devia|q ela devia|que ela devia|q me devia|que me devia|q eles deviam|que eles deviam|he owed me|she owed me|they owed me|he owed|she owed')),
    re(P('pagou|pagaram|pagou me|pagaram me|me pagou|acertou|liquidou|saldou|regularizou|amortizou|transferiu|mandou|entregou|depositou|devolveu'), P('emprestimo|divida|devia|deve|kilapi|fiei|fiado|emprestei|emprestad[oa]s?|comigo|tava a dever|estava a dever|tavam a dever|estavam a dever')),
    // "a cliente Madalena pagou os 20 mil das tranças que fiz a crédito", "o cliente Nzinga pagou 40 mil dos 90 que
    // ficou a dever": someone paying for what they took on credit, or a part of a known total.
    re(P('pagou|pagaram|paid'), P('que fiz a credito|que fiz fiado|que levou a credito|que levou fiado|que levou fiada|que ficou a dever|que ficaram a dever|que tava a dever|a credito|on credit|on tab')),
    re(P('pagou|pagaram|paid|deu|mandou|trouxe|devolveu'), '(?<![\\p{L}])(?:dos|das|of the)\\s+\\d[\\d.,]*\\s*(?:mil|k|kz)?\\s+(?:que|q|he|she|they)(?![\\p{L}])'),
    // "client Nunes paid 150k of the 400k he owes": a part of what someone owes the user.
    re(P('paid|pagou|pagaram'), P('(?:he|she|they) owes|(?:he|she|they) owed|(?:ele|ela) (?:me )?deve|(?:ele|ela) (?:me )?devia')),
    /(?<![\p{L}])(?:me pagou|me pagaram)\s+(?:os|as)\s+\d/u,
    // Parents paying for lessons pay for work: "gave lessons to two kids, their parents paid me".
    /^(?!i |returned)(?!.*(?:client|customer|cliente|boss|employer|patrao|chefe|company|empresa|tenant|inquilin|parents|lessons|classes|tutoring|birthday|honorari|church|igreja))(?:.*(?<![\p{L}]))?(?:settled his|settled her|settled their|returned|gave me back|paid me)(?![\p{L}])/u,
    w('veio pagar|veio devolver|came to pay|came and paid|came to return'),
    // "Tony gave back the 3k": someone else giving back ("I gave back" / "gave back 5k to Ana" are the user repaying).
    /^(?!gave(?![\p{L}]))(?!.*(?<![\p{L}])(?:i|we)\s+gave(?![\p{L}])).*(?<![\p{L}])gave\s+(?:me\s+)?back(?![\p{L}])/u,
    // "o Sr. Lopes pagou a mercadoria", "a vizinha Ana pagou o carvão", "Mr. Neto paid for the crates":
    // a named person paying the user settles what they owed (customers paying are "o cliente").
    // Leading spaces: a day said first ("dia 20 o tio Sebastião pagou-me") is blanked before the rules run.
    // "o cunhado pagou 200 mil", "o cobrador pagou 2.500": a relative or someone the user gave credit to, by role alone.
    /^(?!.*(?<![\p{L}])(?:pelo|pela|pelos|pelas|for (?:the|her|his|their|my))\s(?!.*(?<![\p{L}])(?:kilapi|divida|fiado|emprestimo|devia|deve|owed|owes|loan|debt)(?![\p{L}])))^\s*(?:o |a )?(?:tia|tio|mano|mana|kota|primo|prima|sr|sra|dona|dr|dra|vizinho|vizinha|amigo|amiga|cunhado|cunhada|compadre|comadre|afilhado|afilhada|sobrinho|sobrinha|colega|mr|mrs|ms|cobrador|taxista|zungueira|quitandeira)\.?\s+(?:[\p{L}]+\s+)?(?:ja |finalmente |already |finally )?(?:pagou|acertou|liquidou|paid|settled)(?![\p{L}])/u,
    // "a tia Bia transferiu 25 mil, já pagou": the sum sent, then said to settle it.
    re(P('transferiu|mandou|enviou|depositou|entregou|sent|transferred'), P('ja pagou|ja me pagou|ja pagaram|ja esta pago|paid up|all paid')),
    re(P('mandou|transferiu|pagou|deu|entregou|sent|transferred|paid|gave'), P('quites|estamos quites|ficamos quites|acertamos|ja acertamos|we re square|we are square|settled')),
    // "o primo Léo me pagou 40 mil de volta": someone paying the user back.
    re(P('me pagou|pagou me|me pagaram|pagaram me|me mandou|mandou me|me transferiu|transferiu me|me devolveu'), P('de volta')),
    // "o kota Manuel deu 20 mil por conta do que me deve", "recebi 50 mil do Sr. Lopes, parte do empréstimo".
    re(P('deu|pagou|mandou|entregou|transferiu|abateu|amortizou|descontou|gave|sent'), P('por conta|do que me deve|que me deve|no que me deve|what he owes|what she owes')),
    // "recebi de volta 150 mil do Sr. Katumbela": money lent coming back (not change: "troco").
    new RegExp(`^(?!.*${P('troco|change')}).*${P('recebi de volta|recebi os meus|received back|got my money back')}`, 'u'),
    // "descontei 20 mil no salário do Kiala, ele já pagou o adiantamento": an advance taken back from pay.
    re(P('descontei|descontamos|deducted'), P('adiantamento|adiantamentos|vale|emprestimo|divida|advance|loan')),
    // "descontei 10 mil ao Manuel no salário, ficam 50 mil": taken back from someone's pay, the rest still owed.
    re(P('descontei|descontamos|deducted'), P('salario|ordenado|salary|wages'), P('ficam|faltam|falta|resta|restam|still owes|left')),
    // "a colega Sandra transferiu os 7.500", "a Avelina pagou os 7 mil": a known sum paid back by a
    // named person (not a customer, an employer or a tenant paying for something).
    /^(?!.*(?<![\p{L}])(?:cliente|clientes|client|customer|empresa|company|patrao|patroa|chefe|boss|employer|inquilin[oa]|tenant)(?![\p{L}]))\s*(?:(?:epa|entao|pronto|olha|afinal|tipo|okay|ok|so)\s+)*(?:o |a )?(?:(?:meu|minha) )?(?:\p{L}+\s+){1,2}(?:(?:da|do)\s+(?:\p{L}+\s+){1,3})?(?:ja |finalmente |already |finally )?(?:pagou|transferiu|mandou|enviou|entregou|depositou)(?:[\s-]+me)?\s+(?:os|as)\s+\d/u,
    re(P('recebi|received|got'), P('parte do emprestimo|do emprestimo|da divida|do kilapi|por conta|of the loan')),
    re(P('recebi|received|got'), P('emprestad[oa]s?|emprestei|que me devia|me devia|que me deve|me deve|lent|owed me|owes me')),
    // "a mana Filomena pagou-me os 10 mil": the article names a known sum, a debt coming back.
    /(?<![\p{L}])(?:pagou|pagaram)[\s-]+me\s+(?:os|as)\s+\d/u,
    w('me devia|me deviam'),
    // "Yesterday I repaid…" arrives with the day blanked: spaces before the "i".
    /^(?!\s*(?:i |paid|repaid)).*(?<![\p{L}])(?:paid back|paid me back|repaid|paying back|settled up)(?![\p{L}])/u,
    /(?<![\p{L}])got(?![\p{L}]).*(?<![\p{L}])back(?![\p{L}])/u,
  ]],
  ['debtPaid', [
    // "pagamos 1 milhão à distribuidora por conta da encomenda", "paid Sr. Daniel 300k towards the feed we took on credit".
    re(P('paguei|pagamos|pagámos|paid|transferi|transferimos|mandei'), P('por conta da encomenda|por conta do pedido|por conta da factura|por conta da fatura|towards the|towards what|we took on credit|i took on credit|que estava em divida|que estava em dívida|em divida')),
    // Not "paguei a kota da limpeza": a kin word with the work someone does names a helper being paid (payroll).
    new RegExp(`${LEAD}paguei\\s+(?:o|a|ao|à)\\s+(?:${KIN})(?![\\p{L}])(?!\\s+(?:da|do|das|dos)\\s+(?:${HOUSEHOLD_WORK})(?![\\p{L}]))`, 'u'),
    // "pronto já paguei os 12 mil à dona Rosa": a known sum handed to a person by title.
    new RegExp(`${LEAD}(?:paguei|devolvi|entreguei|mandei|transferi|levei)\\s+(?:os|as)\\s+\\d.*(?<![\\p{L}])(?:ao|à|a)\\s+(?:meu |minha )?(?:${KIN})(?![\\p{L}])`, 'u'),
    // "levei 70 mil ao tio, tá paga a dívida", "fui pagar o kilapi, tá limpo": the debt said to be settled.
    re(P('paguei|levei|entreguei|dei|mandei|transferi|devolvi|pagar'), P('ta paga|esta paga|ficou paga|ja esta paga|ta pago|esta pago|ficou pago|ta limpo|esta limpo|tudo pago')),
    re(P('fui|fomos|vim|passei'), P('pagar o kilapi|pagar o fiado|pagar a divida|pagar o que devia|pagar o que devo')),
    // "mandei os 200 dólares de volta pro Rafa": money sent back to the one who lent it.
    re('^\\s*(?:eu )?' + P('mandei|enviei|transferi|entreguei|dei'), P('de volta')),
    // "acertei com o Sr. Domingos os 12 mil": settling up with a person.
    new RegExp(`${LEAD}acertei\\s+com\\s+(?:o|a)\\s+(?:meu |minha )?(?:${KIN})(?![\\p{L}])`, 'u'),
    // "paguei 25 mil ao kota Manuel, ainda faltam 25": a part of what is still owed.
    re(P('paguei|devolvi|dei|mandei|paid|gave|sent'), P('ainda falta|ainda faltam|falta so|so falta|still owe|left to pay')),
    // "entreguei 25 mil a mana Fátima, faltam 25": paid to a person, with the rest still to pay.
    new RegExp(`${P('paguei|entreguei|dei|mandei|transferi|devolvi')}.*(?<![\\p{L}])(?:ao|à|a)\\s+(?:meu |minha )?(?:${KIN}|fornecedor|fornecedora|supplier)(?![\\p{L}]).*${P('faltam|falta')}`, 'u'),
    // "paguei a 5ª de 36 prestações", "é a 2ª de 6", "3rd of 12": a numbered instalment of something owed (not a fee or a school bill).
    new RegExp(`^(?!.*${P('seguro|seguros|insurance|propina|propinas|mensalidade|ginasio|gym|escola|colegio|school|subscription|assinatura')}).*${P('paguei|pago|paid|pay')}.*(?<![\\p{L}\\p{N}])\\d{1,2}\\s*(?:ª|º|a|o|st|nd|rd|th)\\s+(?:de|of)\\s+\\d{1,3}(?![\\p{N}])`, 'u'),
    // "pagamento ao BAI cartão de crédito": a credit card bill pays back the bank.
    re(P('pagamento|paguei|pago|paid|payment|amortizacao'), P('cartao de credito|credit card')),
    // Leading spaces: a day said first ("Yesterday I returned…") is blanked before the rules run.
    /^\s*(?:i )?(?:returned|gave back)(?![\p{L}])/u,
    SETTLED_NOT_BILL,
    w('settled my|cleared my debt|cleared my|paid off my debt|devolvi|amortizei|saldei|acertei contas|acertei as contas|acertei a divida|acertei o|acertei a|ficamos quites|ficámos quites|settled my debt|settled up with|settled my tab|paid my tab|paid off my|paguei de volta|paid back|ja nao devo|ja nao lhe devo|no longer owe|don t owe'),
    // An instalment repays a loan, unless it is of a bill or a fee ("seguro de vida, prestação de 12 mil").
    // A tax paid in instalments is still a tax ("the industrial tax instalment", "prestação do IPU").
    // Not "recebi 1,5 milhões do projecto, 1ª prestação": an instalment received is paid to the user.
    new RegExp(`^(?!.*${P('seguro|seguros|insurance|propina|propinas|mensalidade|ginasio|gym|escola|colegio|school|subscription|assinatura|tax|imposto|agt|ipu|iva|irt|inss|recebi|recebemos|received|got paid')}).*${P('prestacao|installment|instalment')}`, 'u'),
    // "settled the cement debt with Mr. Costa", "abati 10 mil na dívida do compadre": paying down what is owed.
    // "matei o kilapi": killing a debt is paying it off.
    re(P('settled|cleared|paid off|paid down|liquidei|regularizei|saldei|quitei|abati|amortizei|matei'), P(OWED_WORDS)),
    // "dos 150 mil que devo ao chefe já paguei 50 mil", "o patrão descontou o adiantamento": the debt named first.
    re(P('que devo|que devia|que lhe devo|da divida|do kilapi|do emprestimo|do adiantamento'), P('ja paguei|paguei|ja devolvi|devolvi|ja dei|ja mandei')),
    re(P('descontou|descontaram|deducted'), P('adiantamento|adiantamentos|vale|emprestimo|divida|advance|loan')),
    /^(?:eu )?(?:mandei|paguei|entreguei|transferi|devolvi|enviei)\s+(?:os|as)\s.*(?<![\p{L}])(?:do|da)\s+(?:tia|tio|mano|mana|kota|primo|prima|sr|sra|dona|dr|dra|vizinho|vizinha|amigo|amiga|cunhado|cunhada|avo)(?![\p{L}])/u,
    re(P('paguei|pago|transferi|mandei|enviei|dei|entreguei'), P(OWED_WORDS)),
    /^\s*(?:i )?(?:paid back|repaid|paid off)(?![\p{L}])/u,
    // "to Viana and back" is a round trip, not paying back.
    // ("gave my driver a 30k advance, he'll pay it back": the other one pays back later, a loan given.)
    re(`^(?!.*${P("he ll|she ll|they ll|he will|she will|they will|will pay|will repay|vai pagar|vai devolver|he ll pay|she ll pay")})\\s*(?:(?:okay|ok|so|well|yeah)\\s+)*(?:i )?` + P('paid|pay|repaid|sent|transferred|gave|returned'), P(`(?<!and )back|${OWED_WORDS}`)),
    w('lhe devia|o que devia|que eu devia|que lhe devo'),
  ]],
  ['loanGiven', [
    w('emprestei|lent|loaned|lend|fiei'),
    // After the repayments: "o Dani pagou a recarga que ficou a dever" is a payment back.
    w('ficou a dever|ficaram a dever'),
    // "Mr. Paulo took 3 crates on credit" (not "I owe Mr. Paulo…, took them on credit": the user took them).
    new RegExp(`^(?!.*${P('i owe|i took|i ve taken|we took|took them|took it')})(?!\\s*took).*${P('took|levou|levaram')}.*${P('on credit|fiado|a credito|kilapi')}`, 'u'),
    // "Mr. Pedro bought 5 crates of soda on credit", "a Dona Rosa comprou fiado": a customer buying on the user's credit.
    new RegExp(`^(?!\\s*(?:i|we|eu|nos)\\s)(?!.*${P('i bought|we bought|comprei|compramos')}).*${P('bought|comprou|compraram')}.*${P('on credit|a credito|fiado|fiada|on tab')}`, 'u'),
    re(P('levou|levaram|pegou|pegaram'), P('fiado|kilapi|a credito|a dever|de adiantamento|adiantamento|adiantado|an advance')),
    // "fiz fiado de 2 caixas pro Bráulio": credit given to a customer.
    re(P('fiz fiado|dei fiado|vendi fiado|vendi a credito|sold on credit|gave on credit'), GIVEN_TO),
    // "Mr. Pedro from the next stall borrowed 25k": someone else borrowed (from the user); "I borrowed from" is a debt.
    /^(?!.*(?<![\p{L}])(?:i|we|i ve|ive)\s+(?:just\s+|also\s+)?borrowed)(?!\s*borrowed)(?!.*borrowed.*(?<![\p{L}])from(?![\p{L}])).*\S\s+borrowed(?![\p{L}])/u,
    // Not "adiantei o pagamento da renda": "paga" is a word of its own.
    /(?<![\p{L}])(?:dei|eu dei|passei|adiantei)(?![\p{L}]).*(?<![\p{L}])(?:emprestad|devolve|(?:vai devolver|paga|paga me|vai pagar|pay me back|pays me back)(?![\p{L}]))/u,
    re(P('pediu|levou|pegou|pediram|levaram|borrowed'), P('emprestad[oa]s?|emprestado|from me')),
    // "adiantei 15 mil à cabeleireira Marisa, desconta no fim do mês", "dei 20 mil adiantado ao
    // motorista, desconta no fim do mês": money handed early that comes back (returned or taken
    // off later pay); not pay said as such ("por conta do salário") nor a bill paid early.
    new RegExp(`^(?!.*${P(ADVANCE_AS_PAY)}).*(?:${P('adiantei|adiantamos|adiantamento|advanced|an advance')}|${P('dei|passei|gave|demos')}.*${P('adiantad[oa]s?|antecipad[oa]s?')}).*${P(ADVANCE_COMES_BACK)}`, 'u'),
    // "adiantei 15 mil ao motorista Zeca", "Advance to the driver, 30k", "gave my worker Paulo an
    // advance of 15k": an advance handed to a person is owed back even when the message does not
    // say so (the labelled files of eight annotators agree); pay said as pay ("por conta do
    // salário", "salary advance") and advances received ("recebi … de adiantamento") are not.
    new RegExp(`^(?!.*${P(`${ADVANCE_AS_PAY}|${ADVANCE_RECEIVED}`)}).*(?:${P('adiantei|adiantamos|advanced')}.*${ADVANCE_TO}|${P('adiantamento|advance')}(?:\\s+(?:de|of)\\s+[\\d.,]+\\s*(?:mil|k|kz|paus)?)?\\s+${ADVANCE_TO}|${P('gave|dei|demos')}(?!${P('me|us')}).*${P('an advance|um adiantamento|advance|adiantamento')})`, 'u'),
    re(P('pediu|pediram|asked for|asked me for'), P('adiantad[oa]s?|an advance|advance|antecipad[oa]s?'), P('dei|eu dei|transferi|mandei|passei|gave|paid|sent')),
    // "gave my driver a 30k advance, he'll pay it back from his salary": said to come back, whatever pay is named.
    re(P('gave|dei|demos|adiantei|advanced'), P('advance|adiantamento|adiantado|adiantada'), P("he ll pay|she ll pay|will pay it back|pay it back|pays it back|vai devolver|devolve|vai pagar|desconta|descontar|deduct|deducted|from his salary|from her salary|do salario dele|do salario dela")),
    w('ficou a dever me|ficou me a dever|ficou a me dever|ficaram a dever me|deve me|owes me'),
  ]],
  ['debtTaken', [
    re(P('peguei|pedi|tirei|levei|tomei|recebi|pedimos|pegamos|tiramos|levamos|recebemos'), P('emprestad[oa]s?|emprestimo|credito')),
    // "encomenda à distribuidora, 2,3 milhões, pagamento a 30 dias": goods bought on terms, paid later.
    re(`^(?!.*${P('paguei|pagamos|paid|recebi|recebemos|vendi|vendemos|sold')})`, P('pagamento a \\d+ dias|a pagar em \\d+ dias|pagar em \\d+ dias|payment in \\d+ days|on \\d+ day terms|\\d+ dias para pagar|\\d+ days to pay')),
    // "o kota Zé fez o serviço e disse que pago depois", "recebi a mercadoria, 420 mil para pagar em 30 dias":
    // goods or work taken now, the user paying later.
    re('^(?!.*' + P('emprestei|lent|ele paga|ela paga|he ll pay|she ll pay|vai pagar|paga depois|pays later') + ')', P('(?:que |q )?pago (?:depois|mais tarde|no fim do mes|na sexta|no sabado|amanha|para a semana|pra semana)|para pagar (?:em|dentro de|daqui a|depois|no fim)|pra pagar (?:em|dentro de|daqui a|depois|no fim)|a pagar em \\d+ dias|i ll pay (?:him|her|them|it)? ?later|i will pay (?:him|her|them|it)? ?later|pay (?:him|her|them|it) later')),
    re(P('fiz|tirei|pedi|took|took out|got|levantei|contrai|contraí'), P('emprestimo|credito|loan')),
    // "o Banco Sol creditou o empréstimo de 2 milhões", "BAI disbursed the business loan": a loan paid out to the user.
    re(P('creditou|creditaram|desembolsou|desembolsaram|disbursed|released|libertou|liberou|aprovou e depositou'), P('emprestimo|credito|loan|financiamento')),
    // "a tia Nela emprestou meio milhão", "a dona do salão adiantou 15 mil": someone lent, to no one named (the user).
    new RegExp(`^(?!\\s*(?:eu|i)\\s)(?!.*${P('paguei|devolvi|dei|entreguei|paid|repaid')}).*${P('emprestou|emprestaram|adiantou|adiantaram|adiantou me|me adiantou')}(?!.*(?<![\\p{L}])(?:(?:ao|aos|to)\\s+\\p{L}|a\\s+(?:meu|minha|${KIN})(?![\\p{L}])))`, 'u'),
    re(P('deixou|deixaram|left me|gave me|deu me|deu'), P('fiad[oa]s?|a credito|kilapi|on credit')),
    w('loan from|credito no|credito do|credito da|emprestimo no|emprestimo do|emprestimo da|fiquei a dever|fiquei dever|kilapi|borrowed|i owe|owe|devo'),
  ]],
];

/** "paguei X ao João": paying a person (not a shop or a bill) settles a debt. */
export const PAID_SOMEONE = w('paguei|paid');


// "o rendimento das OT chegou", "cupão dos BT": what bonds and deposits pay comes in.
const INCOME = w('gig (?:at (?:\\p{L}+ ){1,3})?paid|dj d|djed|fiz uma sessao de fotos|fiz (?:a|uma) sessao fotografica|photoshoot|photo shoot|tutoring with|for braiding|braided|\\d+ (?:cortes|trancas|penteados|manicures|pedicures|lavagens|massagens|consultas|aulas|explicacoes|corridas|fretes|entregas) (?:a|de) \\d|(?:mulher|marido|esposa|filho|filha|socio|socia) vendeu|allowance|subsidio de renda|subsidio mensal|meu subsidio|pensao de (?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)|bonus|consegui vender|conseguimos vender|vendemos|faturamos|facturamos|apuramos|we sold|we made|pensao de reforma|pensao de velhice|pensao de sobrevivencia|reforma caiu|pension|chegou a transferencia|chegou o dinheiro|chegou a remessa|chegou o pagamento|o pagamento chegou|pagamento do projeto|pagamento do projecto|recebida|recebidas|recebidos|from my brother|from my sister|from my mum|from my mom|from my dad|from my father|from my mother|from my uncle|from my aunt|from my son|from my daughter|from my cousin|rendimento das|rendimento dos|rendimentos das|rendimentos dos|cupao|cupoes|coupon|lucro|lucros|profit|dos alunos|dos meus alunos|from students|from my students|horas extra|horas extras|overtime|vendido|vendidos|vendida|vendidas|remessa da minha|remessa do meu|remessa dos meus|remittance|rent from|rental income|fretes|fiz um frete|frete com|recebi|recebido|received|receive|caiu|ganhei|earned|got paid|vendi|vendas|venda|sold|sales|entrou|came in|payout|rendeu|caixa do dia|fecho de caixa|juros|dividendos|interest|dividends|deu me|mandou|biscato|income|faturei|facturei|faturou|facturou|gift|reembolso|refund|reimbursed|reimbursement|rendimento da poupanca|rendimentos da poupanca|rendimento do deposito|encontrei|achei|found|paycheck|decimo terceiro|subsidio de ferias|subsidio de natal');
/** A deposit given back ("devolveram a caução", "got my deposit back"): money in, never a loan repaid. */
const DEPOSIT_RETURNED = 'devolveram a caucao|devolveu a caucao|devolveram me a caucao|got my deposit back|deposit back|returned (?:[\\p{L}\\p{N}]+ ){0,3}(?:of )?(?:the |my )deposit|devolveu (?:[\\p{L}\\p{N}]+ ){0,3}(?:da |a )caucao|devolveram (?:[\\p{L}\\p{N}]+ ){0,3}(?:da |a )caucao';
/**
 * Money that came to the user whatever other verb is there: work billed ("cobrei 45 mil pela
 * reparação", "invoice paid by the client"), a refund or a deposit returned, "money's in".
 */
const BILLED_OR_REFUNDED = w(`paid out|insurance paid|insurer paid|seguradora pagou|cobrei|cobramos|i charged|we charged|by the client|by my client|by the customer|by the oil client|paid by the company|paid by the ngo|reembolsou|reembolsaram|${DEPOSIT_RETURNED}|money s in|money is in|money came in|the money came|o dinheiro entrou|o dinheiro caiu|recebi o pagamento`);
/** "hospital do Prenda", "bairro da Prenda": a place called Prenda is not a gift. */
const PLACE_PRENDA = /(?<![\p{L}])(?:do|da|no|na)\s+prenda(?![\p{L}])/u;
// "o cliente pagou", "a loja fez 120 mil": money coming from customers and tenants (and employers: "a patroa pagou o mês").
const INCOME_SUBJECT = /(?<![\p{L}])(?:(?:o|a) dono da obra|(?:o|a|um|uma) (?:cliente|inquilino|inquilina|loja|cantina|kitanda|patrao|patroa|chefe|empresa|estagio|biscate|trabalho|kupapata|candongueiro|hiace|salao|oficina|padaria|pastelaria|barraca|bancada|banca|negocio|restaurante|roulotte|lavandaria|quitanda|cooperativa|hotel|escola|ong|clinica|construtora|fabrica|igreja|camara|administracao|seguradora)|(?:os|as) (?:pais|clientes|alunos|encarregados|inquilinos)|(?:the|my|a|our) (?:client|customer|tenant|boss|shop|employer|salon|workshop|bakery|business|ngo|hotel|school|company|cooperative|restaurant)|(?:a|the) (?:seguradora|insurer|insurance company|insurance)|tenant|client|customer|cliente|inquilino|inquilina)(?:[\s,]+[\p{L}\p{N}]+){0,5}[\s,]+(?:pagou|pagaram|liquidou|rendeu|fez|faturou|facturou|vendeu|deu|transferiu|mandou|enviou|depositou|paid|sent|made|transferred)(?![\p{L}])/u;
/** Work done for someone, then paid: "arranjei o carro do Sr. Kiala, pagou 60 mil", "fiz de dj numa festa, pagaram 40 mil", "tutoring paid 20k". */
const PAID_FOR_WORK = /(?:(?<![\p{L}])(?:arranjei|reparei|consertei|montei|instalei|pintei|fiz|acabei|terminei|finished)(?![\p{L}]).*(?:^|[,;.]\s*|\s)(?:pagou|pagaram)(?![\p{L}])(?![\s-]+(?:a|o|as|os|ao|the)\s)|(?:^|[,;]\s*)pagaram\s+\d|(?<![\p{L}])(?:tutoring|job|gig|work|shift|freelance|trabalho|biscate|turno)\s+(?:paid|pagou|rendeu)(?![\p{L}]))/u;
/** What a message opens with when it bills work: "clientes do salão hoje 38 mil", "mão de obra da instalação". */
// Not "mão de obra do pedreiro": a tradesman named is the one being paid.
const INCOME_LEAD = /^\s*(?:os |as )?(?:clientes|mao de obra(?! d[oa]s? (?:pedreiro|eletricista|electricista|canalizador|mecanico|pintor|carpinteiro|serralheiro|bate chapa)))(?![\p{L}])/u;
/** Rides given as a driver: "corridas de hoje com a mota" (a passenger says "táxi", "Yango", "paguei a corrida"). */
// The day is blanked before the rules run: "corridas de hoje 18.500" arrives as "corridas de       18.500".
const RIDES_GIVEN = /(?<![\p{L}])(?:corridas\s+(?:de|do|da)\s+(?:(?:hoje|hj|ontem|dia|manha|tarde|noite|semana)\s+)?(?=\d)|corridas\s+de\s+hoje|corridas?.*(?<![\p{L}])com\s+(?:(?:a|o)\s+)?(?:minha\s+|meu\s+)?(?:mota|moto|carro|carrinha|kupapata|taxi|hiace|motorizada))(?![\p{L}])/u;
/** "fiz 6 tranças hoje" (a count: work done; "fiz tranças" alone is the user's hair), "fiz 12 mil com corridas", "explicações ao sobrinho do vizinho": services given. */
const SERVICE_DONE = /(?<![\p{L}])(?:costurei|cosi|bordei|fiz uma corrida|fiz a corrida|fiz um frete|fiz o frete|fiz uma entrega)(?![\p{L}])|^\s*(?:(?:eu|ja|hoje|ontem|anteontem)\s+)*fiz\s+(?:\d+|duas|dois|tres|quatro|cinco|seis|sete|oito|nove|dez)\s+(?:\p{L}+\s+)?(?:trancas|corridas|entregas|fretes|servicos|biscates|cortes|penteados|unhas|encomendas|instalacoes|reparacoes|consertos)(?![\p{L}])|(?<![\p{L}])fiz\s+\d[\d.,]*\s*(?:mil|k|kz|paus)?\s+(?:(?:hoje|hj)\s+)?(?:com|a fazer|de|na|no|em)\s|(?<![\p{L}])(?:explicacoes|explicacao|aulas)\s+(?:ao|aos|a|as|pra|pro|para)\s|^\s*(?:consertei|reparei|arranjei|montei|instalei|fixed|repaired)\s+\d+\s+\p{L}|(?<![\p{L}])fiz\s+(?:\p{L}+\s+){1,3}(?:numa|a uma|pra uma|para uma|num|a um|pra um|para um)\s+(?:cliente|client|freguesa|fregues)(?![\p{L}])/u;
/** ", 14 trips", ", 8 clientes" after the sum: takings counted in jobs done. */
const JOBS_COUNTED = /,\s*\d+\s+(?:trips|rides|clientes|clients|customers|corridas|fregueses)\s*$/u;
/** "a madrinha deu 10 mil pro natal": a relative giving a sum (to the user: no one else is named). */
// "o meu pai mandou 50 mil", "my uncle sent 30k": family sending money with no one else named sends it to the user.
const KIN_GAVE = new RegExp(`^\\s*(?:o |a |the )?(?:meu |minha |my )?(?:${KIN}|pai|mae|avo|madrinha|padrinho|uncle|aunty|auntie|gogo|granny|aunt|father|mother|dad|mum|mom|brother|sister|cousin|grandma|grandmother|grandpa|grandfather|godmother|godfather)\\s+(?:\\p{L}+\\s+)?(?:deu|mandou|enviou|transferiu|sent|gave|transferred)\\s+(?:me\\s+|-me\\s+)?\\d(?!.*(?<![\\p{L}])(?:pro|pra|para o|para a|ao|aos|to)\\s+(?:(?:o|a|my|the|meu|minha)\\s+)?(?:${KIN}|irmao|irma|filho|filha|filhos|pai|mae|avo|brother|sister|son|daughter|mother|father|mum|mom|dad|cousin|uncle|aunt|friend|\\p{Lu}))`, 'u');
const SALARY = w('salario|ordenado|salary|vencimento|wage|wages');
/** Words that make a salary mention an expense: paying people who work for you. */
// "INSS de 3% sobre o salário": a charge worked out on the user's pay is paid, not earned.
// "prenda de casamento do primo": a present for someone else's wedding is bought ("prenda de anos, 10 mil" is received).
// "salary advance to my driver", "adiantei ao motorista": pay handed to someone who works for the user.
const PAYING = w('pensao de alimentos|child support|alimony|(?:prenda|prendas|presente|presentes|gift|gifts)(?: de (?:natal|anos|aniversario|casamento|batizado|pascoa))? (?:pro|pra|para|pros|pras|for|ao|a|aos|as) (?:o |a |os |as )?(?:meu|minha|meus|minhas|my|our|the)|ofereci|offered|s salary|s wages|s pay|nanny|housekeeper|gardener|cleaner|pool guy|remittance to|remessa para|remessa pra|money home|sent home|sending home|per diem to|presente pra|presente para|presente pro|de presente a|gift for|wedding gift for|birthday gift for|advance to|advanced to|adiantei|adiantamento ao|adiantamento a|prenda de casamento do|prenda de casamento da|prenda pro|prenda pra|prenda para|sobre o salario|sobre o ordenado|sobre o meu salario|on my salary|on the salary|dizimo|dizimos|tithe|moca da|moco da|rapaz da|menina da|aprendiz|que trabalha pra mim|que trabalha para mim|que me ajuda|works for me|paguei|pagar|pago|gastei|comprei|mandei|dei|paid|spent|bought|sent|funcionario|funcionarios|empregada|empregado|ajudante|moca da loja|moco da loja|trabalhadores|lavadeira|motorista|staff|guarda|seguranca|maid|guard|do guarda|da empregada');

/** Refunds from a bank or a shop are income, even when they say "devolveu". */
const REFUND = w(`o banco devolveu|a loja devolveu|cobranca indevida|reembolso|reembolsou|reembolsaram|a refund|the refund|refund from|refund of|refund for|refund came|got refunded|refunded me|refunded|reimbursement|estorno|${DEPOSIT_RETURNED}|got my deposit|devolveram o deposito|devolveu o deposito`);

/** The word right before a self-correction ("pagaram-me não espera eu é que paguei"): taken back. */
const RETRACTED_WORD = /[\p{L}]+(?:-[\p{L}]+)*[\s,]+(?=(?:nao|no)[\s,]+(?:espera|wait)(?![\p{L}])|wait[\s,]+no(?![\p{L}])|quer dizer(?![\p{L}])|ou melhor(?![\p{L}]))/gu;

/** A folded message without the words its speaker took back, same length (positions kept). */
export function withoutRetracted(folded: string): string {
  return folded.replace(RETRACTED_WORD, (m) => ' '.repeat(m.length));
}

/** The kind for a money message, or null when nothing says debt/loan/income (→ expense). */
/** Prepaid credit bought ("meti crédito da luz", "crédito pro telefone", "credit for the ENDE meter"): a purchase, never a loan. */
const PREPAID_CREDIT = /(?<![\p{L}])(?:credito|credit)\s+(?:(?:d[aoe]|de|pra|pro|para|for)\s+(?:a\s+|o\s+|the\s+)?)?(?:luz|agua|energia|contador|telefone|telemovel|celular|unitel|africell|movicel|ende|epal|saldo|electricity|phone|meter|prepaid)(?![\p{L}])/gu;

/** Change handed back after paying ("gave the taxi driver 5000 and got 3000 back", "dei 10 mil e recebi 2 de volta"): not a repayment. */
const CHANGE_AFTER_PAYING = /(?<![\p{L}])(?:gave|handed|paid|dei|entreguei|paguei)(?![\p{L}]).*\d.*(?<![\p{L}])(?:got|received|recebi|tive)\s+(?:[$€]?\d[\d.,]*\s*(?:k|mil|kz)?\s+)?(?:back|de volta)(?![\p{L}])/gu;

export function debtOrLoanKind(folded: string): RecordKind | null {
  if (REFUND.test(folded)) return null;
  const text = folded.replace(PREPAID_CREDIT, (m) => 'x'.repeat(m.length)).replace(CHANGE_AFTER_PAYING, (m) => 'x'.repeat(m.length));
  for (const [kind, patterns] of RULES) if (patterns.some((re) => re.test(text))) return kind;
  return null;
}

/** Freelance work and consulting earn, unless the message pays for something ("a internet da consultoria"). */
const FREELANCE_EARNED = new RegExp(`^(?!.*${P('paguei|pagamos|i paid|we paid|comprei|compramos|bought|gastei|spent|mensalidade|seguro|renda|rent')}).*${P('freelance|consultoria|consultancy')}`, 'u');

// Compiled once: looksLikeIncome runs on every money message.
// "o outro caiu na água", "a kitanda vendeu-me batata": a phone lost, goods sold TO the user.
const NOT_INCOME = w('(?:pagaram|cobraram|tiraram|descontaram|paguei|paid) (?:[\\d.,]+\\s*(?:mil|k|kz)? )?(?:de |in |of )?(?:taxa|taxas|comissao|comissoes|fee|fees|charges)|licenca de venda|licenca|alvara|taxa de venda|market fee|perdi|lost|roubaram|roubado|roubada|assaltaram|stolen|caiu me|do bolso|caiu na agua|caiu no chao|caiu no mar|caiu na sanita|vendeu me|venderam me|me vendeu|me venderam|sold me');
// "dei aula particular de piano", "gave physics lessons": teaching is work done.
// "bumbei 15 paus na corrida", "zunguei e fiz 8 paus": Luanda slang for working and street selling.
// "tutoring maths, 15k from the Neto family": lessons paid by the family taught.
const EARNED_FOR_WORK = w('(?:tutoring|lessons|classes|gig|shift)(?![^.;?]*for my)[^.;?]{0,40}from the|bumbei|bumbamos|zunguei|zungamos|dei aula|dei aulas|dei uma aula|dei explicacao|dei explicacoes|gave (?:\\p{L}+ )?lessons|gave (?:\\p{L}+ )?classes|explicacoes que dei|aulas que dei|que fiz|que fotografei|fotografei|from my tenant|from the tenant|do inquilino|da inquilina|birthday money|recebidos|recebido|apurado');
const TAKINGS_OR_LETTING = w('aluguei (?:a|o|as|os) (?:minha |meu )?[a-z]+ (?:ao|aos|a)|feria|a feria|entregou a feria|(?:entregou|entregaram|handed in|handed over|brought in) (?:\\p{L}+ )?[\\d.,]+\\s*(?:mil|k|kz)? (?:do|da|from the|of the) (?:taxi|hiace|moto|mota|carro|carrinha|kupapata|candongueiro|car|cab|bike)|(?:a|o|the|my|minha|meu) (?:taxi|hiace|moto|mota|kupapata|candongueiro|carrinha|camiao|cab|bike|truck) (?:rendeu|fez|deu|made|brought in)|(?:yango|heetch|uber|bolt|taxify)(?: (?:[\\p{L}\\p{N}]+)){0,4} (?:rendeu|deu|fez|made|brought in|paid)|(?:brought in|trouxe|rendeu|renderam|rendeu me)(?=\\s*[\\d.,]+)|from (?:the |my |a |our )?(?:[\\p{L}]+ )?(?:client|customer)(?![\\p{L}])|recebemos (?:\\p{L}+ )?[\\d.,]+ ?(?:mil|k)? (?:de )?(?:aluguer|renda)|(?:escola|colegio|centro) recebeu|(?:explicandos|alunos|estudantes|students|pupils) (?:\\p{L}+ )?(?:pagaram|paid|came in)|fees from \\d+ students|que alugo|que arrendo|que tenho alugad[oa]|que aluguei|rent out|i rent out|let out|(?:a|as|aos|para|pra) (?:duas|dois|tres|quatro|cinco|seis|\\d+) clientes|for (?:two|three|four|five|\\d+) (?:clients|customers)');
// "devolução de IRT pela AGT", "ajuda de custo da ONG": tax paid back and travel allowances come in.
// "fui paga pela costura": the user being paid.
// "o banco devolveu-me 5 mil que tinham cobrado a mais": an overcharge refunded.
const RECEIVED = w('recebemos|we received|we got paid|received from|o banco devolveu|a loja devolveu|cobrado a mais|cobraram a mais|cobrou a mais|overcharged|fui pago|fui paga|fomos pagos|fomos pagas|i was paid|we were paid|devolucao de irt|devolucao do irt|devolucao de imposto|devolucao do imposto|tax refund|ajuda de custo|ajudas de custo|per diem|recebi|received|ganhei|earned|got paid|caiu|vendi|sold|entrou|pagaram me|pagou me|me pagou|me pagaram|paid me|sent me|gave me|deu me|deram me|enviou me|enviaram me|me enviou|me enviaram|mandou me|mandaram me|me mandou|me mandaram|transferiu me|me transferiu|me ofereceu|ofereceu me|ofereceram me|apurei|apuramos|takings|payday|won|a uma cliente|a um cliente|for a client|for a customer|cobranca indevida|reembolso|refund|refunded|reimbursement|estorno');
const GIFT_WORDS = w('as a present|as a gift|de presente|de prenda|premio|prize|concurso');
const PRENDA = w('prenda');

/** Change given back is not income: "dei 15 mil e recebi o troco", "I gave 25k and got change". */
const CHANGE_BACK = /(?<![\p{L}])(?:recebi|recebo|got|received|took|tive)\s+(?:[\p{L}\p{N}.,]+\s+){0,3}?(?:de\s+|in\s+)?(?:troco|change)(?![\p{L}])/gu;

export function looksLikeIncome(text: string): boolean {
  const folded = /troco|change/u.test(text) ? text.replace(CHANGE_BACK, ' ') : text;
  if (NOT_INCOME.test(folded)) return false;
  // Classes given, work done, a tenant's rent: money earned even with "dei"/"fiz" in the sentence.
  if (EARNED_FOR_WORK.test(folded) || FREELANCE_EARNED.test(folded)) return true;
  // A driver handing over the day's takings ("a féria do táxi"), property the user lets out, work for clients.
  if (TAKINGS_OR_LETTING.test(folded)) return true;
  // "made 15k fixing 3 laptops": earned.
  if (/^(?:i )?made\s+[$€]?\d/u.test(folded)) return true;
  if (RECEIVED.test(folded) || BILLED_OR_REFUNDED.test(folded)) return true;
  // "got 20k from my uncle" is income; "got a 10k internet bundle from africell" is a purchase.
  if (/^(?:i )?got(?![\p{L}])(?!.*(?<![\p{L}])(?:back|bundle|pacote|airtime|data|recarga|ticket|tickets|haircut|fade|new)(?![\p{L}]))(?:.*(?<![\p{L}])from(?![\p{L}])|\s+[$€]?\d)/u.test(folded)) return true;
  if (GIFT_WORDS.test(folded) && !PAYING.test(folded)) return true;
  if (JOBS_COUNTED.test(folded) || KIN_GAVE.test(folded)) return true;
  if (INCOME_SUBJECT.test(folded) || INCOME_LEAD.test(folded) || RIDES_GIVEN.test(folded) || PAID_FOR_WORK.test(folded) || SERVICE_DONE.test(folded)) return true;
  if (PAYING.test(folded)) return false;
  if (PRENDA.test(folded) && !PLACE_PRENDA.test(folded)) return true;
  return INCOME.test(folded) || SALARY.test(folded);
}

/** Verbs that make a message a record even when no amount was given ("paguei a luz"). */
export const RECORD_VERB = w('gastei|paguei|comprei|recebi|emprestei|devolvi|devolveu|vendi|spent|paid|bought|received|lent|sold|borrowed');
