// Rules for accounts and exchange rates asked about or opened by chat (issue 15), each named
// with its corpus (habit 11). Folded text. The month's balance ("saldo do mês", "quanto me
// sobra até ao fim do mês") stays the month's: these rules refuse a period.
import { type CorpusRule } from './correction-rules';

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
/** Words that put a balance question on a period or on the month's result, not on the accounts. */
const PERIOD = `${B}(?:mes|meses|semana|semanas|ano|anos|hoje|ontem|dia|month|months|week|weeks|year|years|today|yesterday|janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|january|february|march|april|may|june|july|august|september|october|november|december|trimestre|quarter|sobra|sobrou|resta|restam|left|lucro|lucrei|profit|vermelho|red|emprestado|emprestei|dividas|divida|devo|owe|owed|orcamento|budget|limite|limit|meta|goal)${E}`;

/** "quanto tenho?", "saldos", "qual é o meu saldo", "saldo do BAI": the accounts' balances now. */
export const BALANCES_Q: CorpusRule = {
  name: 'balances-question',
  // "saldo" alone keeps its older meaning, the month's result; "saldos", "meu saldo", "quanto tenho?" are the accounts.
  rule: new RegExp(`^(?!\\s*(?:saldo|balance)[\\s?!.]*$)(?!.*${PERIOD})(?:.*${B}(?:saldos|balances|net worth|patrimonio|quanto dinheiro tenho|quanto tenho|qto tenho|qnto tenho|how much (?:money )?do i have|how much have i got|(?:o |my |meu |minha )?(?:saldo|balance)(?:\\s+(?:actual|atual|agora|now|rn|total))?(?=\\s*(?:\\?|$|d[oa]s?\\s|n[oa]s?\\s|in\\s|on\\s|of\\s|em\\s|pls|please|por favor|bro|mano))|(?:qual|what)(?: e| s| is)?(?: o| a)?(?: meu| minha| my)? (?:saldo|balance))${E})`, 'u'),
  examples: [
    'quanto tenho?', 'saldos', 'qual e o meu saldo', 'meu saldo?', "what's my balance", 'my balances', 'how much do i have', 'quanto tenho na conta agora?',
    'quanto dinheiro tenho', 'saldo do BAI', 'quanto tenho no BAI?', 'qual o saldo da carteira', 'quanto tenho em euros?', 'balance of my unitel money', 'my balance pls',
  ],
  negativeExamples: [
    'saldo', 'saldo??', 'balance', 'qual o saldo deste mes', 'saldo do mes', 'quanto me sobra ate ao fim do mes?', 'quanto lucrei?', 'estou no vermelho?', 'balance this month', 'quanto tenho emprestado a outras pessoas',
    'quanto tenho de dividas por pagar', 'meti saldo unitel 2000kz', 'saldo unitel 500', 'qto ainda tenho no orcamento do saldo', 'gastei mais de 50 mil em saldo este mes?',
  ],
};

/** "quanto é 100 dólares em kz?", "quanto está o dólar?", "how much is $100 in kwanza?": a rate asked about. */
export const FX_Q: CorpusRule = {
  name: 'fx-question',
  rule: new RegExp(`^(?!.*${B}(?:gastei|paguei|recebi|spent|paid|received|gasolina|gasoleo|litro|quilo|kg|saco|arroz|preco do|price of)${E})(?:.*${B}(?:dolar|dolares|dollar|dollars|usd|euro|euros|eur|cambio|exchange rate|taxa de cambio|rate)${E}|.*[$€]\\s*\\d)`, 'u'),
  examples: [
    'quanto e 100 dolares em kz?', 'quanto esta o dolar hoje?', 'how much is $100 in kwanza?', 'qual e o cambio do euro?', 'a quanto esta o euro?', "what's the dollar rate?",
    'quanto tá o dólar na rua hoje?', '50 euros em kwanzas?',
  ],
  negativeExamples: ['quanto custa a gasolina?', 'quanto gastei em dolares este mes?', 'a gasolina subiu para 400 kz o litro?', 'quanto custa o saco de arroz?'],
};

/** "quanto é 95 mil em dólares?", "how much is 50 euros in kwanza?": a sum converted, asked without a price word. */
export const FX_CONVERT: CorpusRule = {
  name: 'fx-convert',
  rule: new RegExp(`^(?:quanto|qto|qnto|how much)\\s+(?:e|sao|da|dao|fica|ficam|vale|valem|is|are|would be|will be)\\s+(?:[$€]\\s*)?\\d.*${B}(?:em|in|to|para|pra|into)\\s+(?:kz|kwanzas?|aoa|dolares|dolar|dollars?|usd|euros?|eur)${E}`, 'u'),
  examples: ['quanto e 95 mil em dolares?', 'quanto e 100 dolares em kz?', 'how much is 50 euros in kwanza?', 'quanto da 200 usd em kwanzas', 'quanto sao 300 euros em kz?'],
  negativeExamples: ['quanto gastei em dolares?', 'quanto e a renda?', 'quanto tenho em euros?'],
};

/** "abre uma conta Poupança", "cria conta BAI", "adiciona a minha conta do Unitel Money": a new account. */
export const OPEN_ACCOUNT: CorpusRule = {
  name: 'open-account',
  rule: new RegExp(`^(?!(?!.*${B}(?:opened|abri|criei)${E}).*\\?)(?!.*${B}(?:como|how|apaga|apagar|elimina|fecha|fechar|delete|close|remove)${E})(?:(?:exmos?|exma?s?|caros?)\\.?[^,]{0,30},\\s*)?(?:(?:por favor|pf|please|quero|queria|podes|pode|can you|eu|i|i[’' ]?ve|i have|i just|just|ja|acabei de|gostaria de|gostava de|preciso de|want to|i want to|i d like to|i would like to|would like to)\\s+)*(?:${B}(?:abre|abrir|abra|abri|cria|criar|crie|criei|adiciona|adicionar|adicione|acrescenta|regista|registar|registe|juntar|junta|ligar|liga|conectar|conecta|associar|link|connect|open|opened|create|created|add|added|new|nova|novo)${E})(?:[\\s-]+(?:me|la|uma|um|a|an|the|another|outra|mais|minha|meu|my|nova|novo|new))*(?:\\s+\\p{L}+){0,2}?\\s+(?:conta|account|carteira|wallet|cartao|card)${E}`, 'u'),
  examples: ['abre uma conta Poupança', 'cria conta BAI', 'adiciona a minha conta do Unitel Money', 'open a savings account', 'add my BFA account', 'nova conta Afrimoney', 'cria uma conta em dolares chamada Viagem', 'i opened a usd account at standard bank', 'exmos., gostaria de registar a minha conta em dolares do standard bank'],
  negativeExamples: ['apaga a minha conta', 'i paid my account fee 2k', 'queria pagar a conta', 'como abrir conta no banco sol?', 'paguei a conta da luz 15 mil', 'abre a app', 'add 100 USD to my emergency fund goal'],
};

export const ACCOUNT_RULES: readonly CorpusRule[] = [BALANCES_Q, FX_Q, FX_CONVERT, OPEN_ACCOUNT];
