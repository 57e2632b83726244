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

const STATEMENT = '(?:o |um |os |meu |o meu |my |a |the |your )?(?:extratos?|extractos?|(?:bank |account )?statements?)';

export const STATEMENT_HELP: CorpusRule = {
  name: 'statement-help',
  rule: new RegExp(`(?<![\\p{L}])(?:${ASK})\\s+(?:(?:eu|te|vos|lhe|you|voce)\\s+)?(?:${SEND})(?:\\s+(?:you|te|lhe|vos))?(?:\\s+(?:aqui|here|para o kumbu|to kumbu|ao kumbu))?\\s+${STATEMENT}(?![\\p{L}])`, 'u'),
  examples: [
    'como envio o extrato do banco?', 'posso mandar o extrato?', 'how do I send my bank statement?', 'como é que importo o extrato?',
    'onde carrego o extrato do BAI?', 'can I upload my statement here?', 'how to import a bank statement', 'posso enviar aqui o extrato?',
    'como faço para enviar o meu extrato', 'dá para mandar extratos?', 'how can I send you my statement?', 'quero importar o extrato do banco',
  ],
  negativeExamples: [
    'relatório de outubro', 'quanto gastei em outubro', 'extrato', 'manda-me o extrato do mês', 'envia o relatório', 'gastei 5 mil no banco',
  ],
};

/** Whether a (folded) message asks how to get a statement into Kumbu. */
export function asksHowToSendStatement(folded: string): boolean {
  return STATEMENT_HELP.rule.test(folded.replace(/[^\p{L}\p{N}]+/gu, ' ').trim());
}
