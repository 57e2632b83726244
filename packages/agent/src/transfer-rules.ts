// Rules for money moving between a person's own accounts (issue 15), each named, with the
// messages it must read and those it must not (habit 11; one test runs every corpus). Folded
// text: lower case, no accents. A rule only says what kind of movement a message is; which
// accounts and amounts it names is read by transfers.ts.
import { type CorpusRule } from './correction-rules';
import { INSTITUTIONS } from './account-words';

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
/** A figure as typed: "40 mil", "20k", "5.000", "$100", "20 paus". */
const FIGURE = '(?:[$€]\\s*)?\\d[\\d.,]*\\s*(?:k|mil|paus?|contos?|kz|kwanzas?|aoa)?';
/** Institution names as typed: a space also matches a hyphen ("e-kwanza", "unitel-money"). */
const spaced = (p: string): string => p.replace(/ /gu, '[\\s\\-]+');
const BANKS = spaced(INSTITUTIONS.filter((i) => i.type === 'bank').map((i) => i.pattern).join('|'));
const WALLETS = spaced(INSTITUTIONS.filter((i) => i.type === 'mobile').map((i) => i.pattern.replace(/\|\(\?<=.*\)\s*express/u, '')).join('|'));
/** A bank as a place money is kept or taken from. */
const BANK_WORDS = `${B}(?:${BANKS}|banco|bank|multicaixa(?! express)|multibanco|atm|caixa automatico|caixa eletronico|conta bancaria|conta)${E}`;
/** Debts and loans keep their kinds: "levantei um crédito", "transferi pro BFA da prestação do empréstimo". */
const DEBT_WORDS = `${B}(?:(?<!cartao de )credito|emprestimo|prestacao|divida|kilapi|devia|devo|fiado|loan|debt|owed|owe)${E}`;

/** "levantei 40 mil no multicaixa", "tirei 10 mil no ATM", "withdrew 20k": bank → cash. */
export const WITHDRAWAL: CorpusRule = {
  name: 'withdrawal',
  rule: new RegExp(`^(?!.*${DEBT_WORDS})(?:.*${B}(?:levantei|levantamos|saquei|withdrew|cashed out|fui levantar|(?:fiz|fizemos|made|did)\\s+(?:um\\s+|o\\s+|a\\s+)?(?:levantamento|withdrawal))${E}|^\\s*(?:(?:ontem|hoje|hj|anteontem)\\s+)?(?:levantamento|withdrawal)\\s+(?:de|of)\\s+${FIGURE}|.*${B}(?:tirei|tiramos|took out|took)${E}.*(?:${BANK_WORDS}|${B}(?:d[ao]|from|out of)\\s+(?:(?:minha|my|a|the)\\s+)?(?:poupanca|savings)${E}(?!\\s+(?:d[oa]s?|de|para|pra|pro|for)\\s)))`, 'u'),
  examples: [
    'levantei 40 mil no multicaixa', 'levantei 20 mil do BAI', 'tirei 10 mil no ATM', 'levantamos 15 paus no banco', 'withdrew 20k from the atm',
    'took out 10k at the ATM', 'ontem levantei 50 mil', 'levantei 40 mil, taxa de 500', 'fui levantar 30 mil no BFA',
    'fiz um levantamento de 25 mil', 'made a withdrawal of 15k at the BAI atm', 'levantamento de 40.000 no banco sol em Malanje', 'tirei 50 mil da poupanca', 'took 20k from my savings',
  ],
  negativeExamples: [
    'tirei credito no BFA, 500 mil', 'taxa do ATM 250', 'Em 1 do corrente levantei um crédito pessoal de 1.200.000,00 AOA no Banco Sol.', 'paguei o pedreiro pra levantar o muro da casa 450 mil',
    'tirei fotocopias 500 kz', 'comissao do levantamento no ATM 500', 'tirei 10 mil da poupanca da casa',
  ],
};

/** "depositei 100 mil no banco", "deposited 50k at BFA": cash → bank (not a goal: "na meta da casa"). */
export const DEPOSIT: CorpusRule = {
  name: 'deposit',
  rule: new RegExp(`^(?!.*(?:${DEBT_WORDS}|${B}(?:meta|metas|goal|fund|fundo|poupanca|savings)${E}))(?:.*${B}(?:depositei|depositamos|deposited|depositar|fui depositar|i deposited|(?:fiz|fizemos|made)\\s+(?:um\\s+|a\\s+)?(?:deposito|deposit))${E}).*(?:${BANK_WORDS}|${B}(?:que tinha em casa|que tinha guardado|que estava em casa|cash i had at home|i had at home)${E})`, 'u'),
  examples: ['depositei 100 mil no banco', 'depositei 100 mil no BFA', 'deposited 50k at the bank', 'fui depositar 30 mil na conta do BAI', 'hoje depositei 20 paus no atlantico', 'fiz um deposito de 60 mil no BIC', 'depositei os 60 mil que tinha em casa', 'o Mauro devolveu 15 mil e fui logo depositar no BIC'],
  negativeExamples: [
    'depositei 25 mil na meta da casa', 'depositei 40 mil na poupanca da meta do gerador', 'deposit 30k into the vacation fund', 'o cliente depositou 50 mil no BAI',
    'loan from Atlantico approved and deposited, 1.5 million',
  ],
};

/** "carreguei 5 mil no Unitel Money", "meti 3 mil no Afrimoney": into a wallet (airtime is spending). */
export const TOP_UP: CorpusRule = {
  name: 'top-up',
  rule: new RegExp(`^(?!.*${B}(?:saldo|dados|net|internet|bundle|airtime|megas|pacote)${E})(?:.*${B}(?:carreguei|recarreguei|carregamos|meti|pus|coloquei|botei|topped up|top up|loaded|added|put)${E}).*${B}(?:${WALLETS}|multicaixa express)${E}`, 'u'),
  examples: ['carreguei 5 mil no Unitel Money', 'meti 3 mil no Afrimoney', 'topped up my unitel money with 10k', 'put 5k on my unitel money', 'pus 2 mil no multicaixa express', 'carreguei o e-kwanza com 4 mil'],
  negativeExamples: [
    'carreguei 500 de saldo pra ligar a mae', 'meti saldo unitel 2000kz', 'carreguei o cartao da Movicel 1000', 'Anteontem carreguei saldo na Unitel no montante de 3.000,00 Kz.',
    'carreguei saldo pelo unitel money 1000',
  ],
};

/** "paguei o cartão", "paguei 50 mil do cartão de crédito": bank → card ("com o cartão" pays with it; a fee or a debt stays so). */
export const CARD_PAYMENT: CorpusRule = {
  name: 'card-payment',
  rule: new RegExp(`^(?!.*${B}(?:anuidade|taxa|comissao|divida|fee|annual|com o cartao|com cartao|pelo cartao|no cartao|with (?:my |the )?card|by card)${E})(?:.*${B}(?:paguei|liquidei|saldei|paid off|paid|pay off)${E})\\s+(?:${FIGURE}\\s+)?(?:(?:o|a|my|the|ao)\\s+)?(?:(?:fatura|factura|extrato|saldo|conta|bill)\\s+)?(?:(?:do|da|de|of|on|the|my|o|meu)\\s+)*(?:(?:${BANKS}|banco|bank)\\s+(?:bank\\s+)?)?(?:cartao|credit card|card)${E}`, 'u'),
  examples: ['paguei o cartao', 'paguei 50 mil do cartao de credito', 'paguei a fatura do cartao 30 mil', 'paid my credit card 40k', 'paid off the credit card, 80k', 'liquidei o cartão do BAI 25 mil', 'paid off my Standard Bank credit card, 420k'],
  negativeExamples: [
    'paguei com o cartao do BFA 5 mil', 'Paguei a anuidade do cartão Multicaixa, 3.000,00 Kz.', 'paguei a divida do cartao de credito do BAI, 45 mil', 'carreguei o cartao da Movicel 1000',
    'paid 5k for lunch with my card',
  ],
};

/** "pus de lado 50 mil", "guardei 20 mil na poupança": cash → savings (a goal named stays a goal). */
export const SET_ASIDE: CorpusRule = {
  name: 'set-aside',
  rule: new RegExp(`^(?!.*${B}(?:meta|metas|goal|fund|fundo|objetivo|objectivo)${E})(?:.*${B}(?:pus|meti|coloquei|botei|deixei|guardei|set|put)${E}.*${B}(?:de lado|aside)${E}(?!.*${B}(?:pra|para|pro|for)\\s+(?!(?:a\\s+|my\\s+)?(?:poupanca|savings)))|.*${B}(?:guardei|pus|meti|coloquei|botei|depositei|transferi|mandei|passei|moved|put|saved|transferred)${E}.*${B}(?:na|para a|pra|pra a|para|into|to|in)\\s+(?:(?:minha|my|a)\\s+)?(?:conta\\s+(?:de\\s+)?)?(?:poupanca|savings)(?:\\s+account)?${E}(?!\\s+(?:d[oa]s?|de|para|pra|pro|for)\\s+(?!(?:o\\s+|a\\s+)?(?:${BANKS}|banco|bank)${E}))|.*${B}(?:meti|pus|coloquei|botei|fiz|abri|aplicei|investi|put|made|opened)${E}.*${B}(?:deposito a prazo|depositos a prazo|aplicacao a prazo|term deposit|fixed deposit)${E})`, 'u'),
  examples: ['pus de lado 50 mil', 'guardei 20 mil na poupanca', 'meti 10 mil de lado', 'put 30k aside', 'transferi 40 mil para a poupanca', 'guardei 15 mil na minha conta poupanca', 'moved 20k to savings', 'meti 50 mil na conta poupanca do Keve', 'meti 1 milhao num deposito a prazo no BAI'],
  negativeExamples: [
    'guardei 15 mil pra meta do casamento', 'pus 20 mil na poupanca da moto', 'guardei 5 mil pro carro hoje', 'juros da poupanca 3 mil', 'meta de poupanca de 20 mil por semana',
    'meti mais 10 mil na poupanca da viagem', 'pus de lado 50 mil pra viagem', 'consegui por 40 mil de parte para a festa',
  ],
};

/** "transferi 50 mil do BAI para o Unitel Money", "mandei 20 mil pro Express": between the person's accounts. */
export const EXPLICIT_TRANSFER: CorpusRule = {
  name: 'explicit-transfer',
  // Past tense as people report it, and the imperative and the noun as they instruct the bot
  // ("transfere 10 mil do BAI para a poupança", "transferência de 20 mil do BAI para o BFA").
  rule: new RegExp(`^(?!.*${DEBT_WORDS}).*${B}(?:transferi|tranferi|trasferi|transferi|transfiri|transferimos|passei|mandei|enviei|movi|moved|transferred|sent|mexi|transfere|transferir|transferencia|transfer|move)${E}`, 'u'),
  examples: [
    'transferi 50 mil do BAI para o Unitel Money', 'mandei 20 mil pro Express', 'moved 100k from BFA to BAI', 'passei 30 mil da carteira pro banco', 'transferi 50 mil pro cartao de credito',
    'transfere 10 mil do BAI para a poupanca', 'transferencia de 20 mil do BAI para o BFA', 'transfer 10k from BAI to savings', 'move 5k from cash to unitel money',
  ],
  negativeExamples: ['transferi 100 mil pro BFA da prestação do emprestimo', 'mandei 20 mil ao Edson por multicaixa express do que lhe devia', 'gastei 5 mil no candongueiro'],
};

/** A foreign figure: "100 dólares", "$100", "200 usd", "50 euros". */
const FOREIGN = `(?:(?:[$€]|us\\$)\\s*\\d[\\d.,]*\\s*(?:k|mil)?|\\d[\\d.,]*\\s*(?:k|mil)?\\s*(?:dolares|dolar|dollars|dollar|usd|us\\$|\\$|euros|euro|eur|€|bucks|doletas|verdinhas))`;
/** "troquei 100 dólares por 95 mil", "comprei 200 usd a 1000 kz cada", "vendi 50 euros por 60 mil": an exchange, its rate kept. */
export const EXCHANGE: CorpusRule = {
  name: 'exchange',
  // Swapping verbs need only the foreign figure ("troquei 100 dólares na kinguila": the rate is asked);
  // buying and selling need the other side too ("comprei sapatos por 50 usd" is a purchase).
  rule: new RegExp(`${B}(?:troquei|trocamos|cambiei|converti|exchanged|changed|converted)${E}\\s+(?:(?:os|as|the|uns|umas|mais)\\s+)?${FOREIGN}${E}|${B}(?:troquei|trocamos|cambiei|converti|exchanged|changed|converted|comprei|compramos|bought|vendi|vendemos|sold)${E}\\s+(?:(?:os|as|the|uns|umas|mais)\\s+)?(?:${FOREIGN}${E}.*${B}(?:por|for|into|a|at|@|e recebi|and got|to get|pra|para|em|com)\\s*(?:[$€]\\s*)?\\d|(?:\\d[\\d.,]*\\s*(?:k|mil|paus|kz|kwanzas|aoa)(?:\\s*(?:kz|kwanzas|aoa))?|\\d{3,}[\\d.,]*)${E}\\s+(?:por|for|into|em|pra|para)\\s+${FOREIGN})|${B}(?:troquei|trocamos|cambiei|converti|exchanged|changed|converted)${E}\\s+(?:(?:os|the|uns|mais)\\s+)?\\d[\\d.,]*\\s*(?:k|mil|milhoes|milhao)?\\s*(?:kz|kwanzas|aoa)?\\s+(?:por|for|into|em|pra|para)\\s+(?:dolares|dolar|dollars|usd|euros|euro|eur|divisas)${E}`, 'u'),
  examples: [
    'troquei 100 dolares por 95 mil na kinguila', 'comprei 200 usd a 1000 kz cada', 'vendi 50 euros por 60 mil', 'troquei 95 mil por 100 dolares', 'exchanged $100 for 95k',
    'troquei 300 usd a 940', 'cambiei 300 doletas a 940', 'cambiei 100 euros e recebi 110 mil', 'bought 50 usd at 1000 each', 'troquei 100 dolares na kinguila', 'troquei 300 mil kwanzas por dolares',
  ],
  negativeExamples: ['troquei o oleo da mota 11 mil na oficina', 'comprei sapatos por 50 usd', 'vendi 2 telemoveis por 400 dolares', 'vendi 3 caixas de sumo por 12 mil', 'troquei as torneiras da casa, 18.000', 'comprei 200 usd de roupa'],
};

/** "taxa de 500", "cobraram 500 de comissão", "fee 300": a fee said with the movement (its own expense). */
export const FEE: CorpusRule = {
  name: 'fee',
  rule: new RegExp(`${B}(?:taxa|taxas|comissao|comissoes|fee|fees|charge|charges|cobraram|cobrou|cobranca|custo|custou)${E}(?:\\s+(?:de|do|of|foi|was)|\\s*:)?\\s*(?:[$€]\\s*)?\\d|${B}\\d[\\d.,]*\\s*(?:k|mil|kz|kwanzas)?\\s+(?:de\\s+|in\\s+)?(?:taxa|comissao|fee|fees|charges)${E}`, 'u'),
  examples: ['levantei 40 mil, taxa de 500', 'cobraram 500 de taxa', 'fee 300', 'comissao de 150 kz', 'withdrew 20k, fee of 400', 'taxa: 250'],
  negativeExamples: ['levantei 40 mil no multicaixa', 'taxa de cambio', 'quanto e a taxa?'],
};

/** A savings goal named ("na meta da casa", "poupança do carro", "vacation fund"): a contribution, never a transfer. */
export const GOAL_NAMED: CorpusRule = {
  name: 'goal-named',
  rule: new RegExp(`${B}(?:meta|metas|goal|goals|fund|fundo|objetivo|objectivo|mealheiro)${E}|${B}(?:poupanca|savings)\\s+(?:d[oa]s?|de|para|pra|pro|for)\\s+(?!(?:o |a )?(?:${BANKS}|banco|bank)${E})`, 'u'),
  examples: ['transferi 100 mil para a poupanca do carro este mes', 'depositei 25 mil na meta da casa', 'deposit 30k into the vacation fund', 'pus 20 mil na poupanca da moto'],
  negativeExamples: ['guardei 20 mil na poupanca', 'pus de lado 50 mil', 'transferi 40 mil para a poupanca do BAI'],
};

/** Words any transfer needs: a cheap gate so most messages skip the account reading. */
export const TRANSFER_VERB = new RegExp(`${B}(?:tranferi|trasferi|transfiri|fiz|fizemos|made|levantamento|withdrawal|transfere|transferir|transferencia|transfer|move|levantei|levantamos|saquei|withdrew|cashed|levantar|tirei|tiramos|took|depositei|depositamos|deposited|depositar|carreguei|recarreguei|carregamos|meti|pus|coloquei|botei|deixei|guardei|topped|top|loaded|added|paguei|liquidei|saldei|paid|pay|set|put|saved|transferi|transferimos|passei|mandei|enviei|movi|moved|transferred|sent|mexi|troquei|trocamos|cambiei|converti|exchanged|changed|converted|comprei|compramos|bought|vendi|vendemos|sold)${E}`, 'u');

export const TRANSFER_RULES: readonly CorpusRule[] = [WITHDRAWAL, DEPOSIT, TOP_UP, CARD_PAYMENT, SET_ASIDE, EXPLICIT_TRANSFER, EXCHANGE, FEE, GOAL_NAMED];
