// "como envio o extrato do banco?", "how do I send my bank statement?" (issue 18): how to get a
// statement into Kumbu is help with topic `statement` — the reply says to send the file here
// or on the Import page — never the monthly report, which "extrato" alone would otherwise
// suggest. A statement FILE is read by the document handler whatever its caption says.
//
// A named rule with its examples beside it (ARCHITECTURE habit 11); the test runs them all.
// The rule reads folded text (lower case, no accents).
import { type CorpusRule } from './correction-rules';

const SEND = [
  'envio', 'enviar', 'envie', 'mando', 'mandar', 'mande', 'carrego', 'carregar', 'importo', 'importar', 'importa', 'ponho', 'por', 'meter', 'meto', 'adicionar', 'adiciono', 'subir', 'partilhar',
  'send', 'upload', 'import', 'add', 'share', 'attach', 'load',
].join('|');

const ASK = [
  'como(?: e que| posso| faco para| faco pra| consigo)?', 'posso', 'pode(?:s)?', 'da para', 'da pra', 'consigo', 'onde', 'quero', 'queria', 'gostaria de', 'e possivel',
  'how (?:do|can|could) i', 'how to', 'can i', 'could i', 'may i', 'where (?:do|can) i', 'i want to', 'i d like to', 'is it possible to',
].join('|');

const STATEMENT = '(?:o |um |os |meu |o meu |os meus |my |a |the |your )?(?:extratos?|extractos?|(?:bank |account )?statements?)';

/**
 * A bank's or wallet's file named by what it is rather than "extrato": "o pdf do banco", "o
 * excel do BAI", "my bank's CSV", "os movimentos da Unitel Money", "transactions from my bank".
 */
const SOURCE = '(?:banco|bank|conta|account|carteira|wallet|unitel money|afrimoney|multicaixa express|e kwanza|bai|bfa|bic|bpc|bni|keve|atlantico|millennium|standard bank|economico|yetu|sol|caixa angola)';
const FILE = `(?:o |os |um |meu |o meu |os meus |my |the |a )?(?:pdf|excel|xlsx|csv|ofx|ficheiro|arquivo|file|export|exportacao|movimentos|transacoes|transactions)s?\\s+(?:do |da |dos |das |from |of )(?:meu |minha |my |the )?${SOURCE}`;
const BANK_FILE = `(?:my |the |o meu |meu )?(?:bank|bank s|banks) (?:pdf|excel|csv|file|export|statement|transactions)s?`;

/** Verbs that ask whether Kumbu can take a statement in: read it, accept it, support it. */
const READ = [
  'le', 'ler', 'les', 'leem', 'ledes', 'aceita', 'aceitam', 'aceitas', 'suporta', 'suportam', 'suportas', 'reconhece', 'reconhecem', 'entende', 'entendem',
  'read', 'reads', 'accept', 'accepts', 'support', 'supports', 'handle', 'handles', 'understand', 'understands',
].join('|');

const THING = `(?:${STATEMENT}|${FILE}|${BANK_FILE})`;

export const STATEMENT_HELP: CorpusRule = {
  name: 'statement-help',
  rule: new RegExp(
    // "como envio o extrato?", "posso mandar o pdf do banco?": a question about sending one in;
    `(?<![\\p{L}])(?:(?:${ASK})\\s+(?:(?:eu|te|vos|lhe|you|voce)\\s+)?(?:${SEND})(?:\\s+(?:you|te|lhe|vos))?(?:\\s+(?:aqui|here|para o kumbu|to kumbu|ao kumbu))?\\s+${THING}`
    // "o Kumbu lê extratos?", "aceitam o excel do BAI?", "can you read my bank statement?": whether it takes them.
    + `|(?:${READ})\\s+${THING})(?![\\p{L}])`, 'u'),
  examples: [
    'como envio o extrato do banco?', 'posso mandar o extrato?', 'how do I send my bank statement?', 'como é que importo o extrato?',
    'onde carrego o extrato do BAI?', 'can I upload my statement here?', 'how to import a bank statement', 'posso enviar aqui o extrato?',
    'como faço para enviar o meu extrato', 'dá para mandar extratos?', 'how can I send you my statement?', 'quero importar o extrato do banco',
    'dá para enviar o pdf do banco?', 'posso mandar o excel do BAI?', 'como importo os movimentos da Unitel Money?', 'o Kumbu lê extratos em PDF?',
    'vocês aceitam extratos do BFA?', 'can you read my bank statement?', 'do you accept statements from Standard Bank?', 'how do I import transactions from my bank',
    'consegues ler o meu extrato?', 'can I upload my bank csv?',
  ],
  negativeExamples: [
    'relatório de outubro', 'quanto gastei em outubro', 'extrato', 'manda-me o extrato do mês', 'envia o relatório', 'gastei 5 mil no banco',
    'posso ver o extrato de outubro?', 'quero o extrato do mês', 'paguei a conta da luz', 'li o livro do banco', 'transferi 5 mil do BAI para a carteira',
  ],
};

/** Whether a (folded) message asks how to get a statement into Kumbu. */
export function asksHowToSendStatement(folded: string): boolean {
  return STATEMENT_HELP.rule.test(folded.replace(/[^\p{L}\p{N}]+/gu, ' ').trim());
}
