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

// ── The general reading (scored on messages by other hands: data/statement-help-*.jsonl) ──
// People rarely say "como envio o extrato": they say they have the bank's PDF and ask how to
// get it here, whether Kumbu reads the Excel from BFA Net, whether it syncs with Multicaixa
// Express, where the import is on the site. So the message is read for three things, in any
// order: a statement or the bank's/wallet's movements or file (THING), a way into Kumbu or
// Kumbu's ability to take it (INTO), and not a request for Kumbu's own report, a way out, an
// undo, or a question about one charge (OUTWARD).

const WORD = (alternatives: readonly string[]): RegExp => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'u');

/** Where movements come from: a bank, its app or web banking, a wallet. */
const SOURCE_WORDS = WORD([
  'banco', 'bancos', 'bank', 'banks', 'banking', 'internet banking', 'homebanking', 'net banking', 'conta bancaria', 'bank account',
  'bai', 'bai directo', 'bfa', 'bfa net', 'bic', 'bci', 'bpc', 'bni', 'keve', 'sol', 'yetu', 'atlantico', 'millennium', 'standard bank', 'standard',
  'economico', 'caixa angola', 'unitel money', 'afrimoney', 'e kwanza', 'ekwanza', 'multicaixa express', 'multicaixa', 'mcx', 'paypay', 'carteira movel', 'wallet',
]);
/** What a statement is called, and the movements it lists. */
const STATEMENT_WORDS = WORD([
  'extratos?', 'extractos?', 'statements?', 'movimentos', 'movimentacao', 'movimentacoes', 'historico', 'historicos', 'transacoes', 'transaccoes',
  'transactions', 'transaction history', 'lancamentos do banco',
]);
/** A file, by its kind. */
const FILE_WORDS = WORD(['pdf', 'pdfs', 'excel', 'xlsx', 'xls', 'csv', 'ofx', 'camt', 'planilha', 'folha de calculo', 'ficheiro', 'ficheiros', 'arquivo', 'arquivos', 'file', 'files', 'export', 'exports', 'exportacao', 'exportei', 'exported']);

/** Into Kumbu: send, upload, import, hand over — in the person's own voice or as a question. */
const INTO_WORDS = WORD([
  'envio', 'enviar', 'envie', 'enviei', 'mando', 'mandar', 'mandei', 'carrego', 'carregar', 'carregue', 'subo', 'subir', 'sobe', 'anexo', 'anexar', 'anexe',
  'importo', 'importar', 'importa', 'importacao', 'importe', 'ponho', 'por', 'pôr', 'meter', 'meto', 'colocar', 'coloco', 'passar', 'passo', 'jogar', 'jogo',
  'partilhar', 'partilho', 'reencaminhar', 'reencaminho', 'encaminhar', 'encaminho', 'dar te', 'adicionar', 'adiciono', 'lancar isso', 'trazer',
  'send', 'sending', 'upload', 'uploading', 'import', 'importing', 'attach', 'share', 'forward', 'give you', 'load', 'add', 'submit', 'drop',
]);
/** Whether Kumbu can take it: read, accept, open, support, work with it, go through it; which formats. */
const ABLE_WORDS = WORD([
  'visse', 'olhasse', 'analisasse', 'analisar', 'analisa', 'look at', 'go through', 'make sense of',
  'le', 'ler', 'les', 'leem', 'leia', 'lendo', 'aceita', 'aceitam', 'aceitas', 'aceitar', 'suporta', 'suportam', 'reconhece', 'reconhecem', 'entende', 'entendem',
  'abre', 'abrir', 'funciona', 'funcionam', 'serve', 'processa', 'processar', 'formato', 'formatos', 'tipo de ficheiro', 'tipos de ficheiro', 'tipo de arquivo',
  'read', 'reads', 'reading', 'accept', 'accepts', 'support', 'supports', 'handle', 'handles', 'open', 'process', 'work with', 'works with', 'format', 'formats', 'file types?',
]);
/** Linking the account itself: connect, sync, integrate, pull the movements from there. */
const LINK_WORDS = WORD([
  'ligar', 'liga', 'ligam', 'ligacao', 'conectar', 'conecta', 'conectam', 'sincronizar', 'sincroniza', 'sincronizam', 'sincronizacao', 'integracao', 'integra', 'integrar', 'integrado',
  'puxar', 'puxa', 'puxo', 'pegar', 'pega', 'pego', 'buscar', 'busca', 'tirar de la', 'automaticamente',
  'connect', 'connects', 'link', 'links', 'sync', 'syncs', 'integrate', 'integration', 'open banking', 'pull', 'fetch', 'automatically',
]);
/** The import itself named, in a question: "onde fica a parte de importar?", "what file types can I import?". */
const IMPORT_QUESTION = /(?<![\p{L}])(?:importar|importacao|importo|import|importing)(?![\p{L}])/u;
const ASKS = /\?|(?<![\p{L}])(?:como|onde|posso|pode|podem|da pra|da para|tem como|consigo|consegue|conseguem|o que|oq|o q|qual|quais|preciso|how|where|can|could|is there|what|do you|does|will you)(?![\p{L}])/u;

/**
 * Away from the person, or about one thing already there: Kumbu sending or showing its own
 * report or an export to them ("me manda o extrato de novembro", "email me my transactions"),
 * undoing an import, or a question about one charge on a statement. (Seeing, showing or making
 * a report — "quero ver os movimentos", "gera um extracto" — carries no way in, so it never
 * reads as the help anyway; those words are not refused outright, because "o app do banco gera
 * o pdf, mando aqui?" is the help.)
 */
const OUTWARD = new RegExp([
  '(?<![\\p{L}])(?:manda|mande|envia|envie|mostra|mostre|gera|gere|gerar|faz|faca|da|de|passa)[ ]?(?:me|nos)(?![\\p{L}])',
  '(?<![\\p{L}])me (?:manda|mande|envia|envie|mostra|mostre|passa|da)(?![\\p{L}])',
  '(?<![\\p{L}])(?:send|email|e mail|show|give|export for) (?:me|us)(?![\\p{L}])',
  // "export this month's report", "exporta as vendas": Kumbu asked to export; "so I can send it to my accountant": elsewhere.
  '^(?:export|exporta|exportar|exporte|gera|gere|generate|make)(?![\\p{L}])',
  '(?<![\\p{L}])(?:send|sending|mandar|mando|enviar|envio|mostrar|forward|reencaminhar)(?: (?:it|isso|o|a|os|as|them|this))? (?:to|ao|a|aos|para o|para a|pro|pra|pros) (?:my |meu |minha |o meu |a minha )?(?:accountant|contabilista|contador|socio|socia|chefe|patrao|boss|partner|manager|gerente|email|e mail)(?![\\p{L}])',
  '(?<![\\p{L}])(?:apaga|apagar|apago|apague|desfaz|desfazer|anula|anular|remove|remover|delete|undo|errado|duplicado)(?![\\p{L}])',
  '(?<![\\p{L}])(?:nao reconheco|n reconheco|o que e isso|o q e isso|cobranca)(?![\\p{L}])',
].join('|'), 'u');

/** "o relatório que o banco manda", "the document from my bank": the bank's own paper, whatever it is called. */
const BANKS_PAPER = new RegExp(`(?<![\\p{L}])(?:relatorio|relatorios|report|documento|documentos|document|email|e mail|papel|talao|taloes)(?![\\p{L}])(?:\\s+\\S+){0,5}?\\s+${SOURCE_WORDS.source}`, 'u');
/** "como faço isso?", "what do I do with it?": how to go about it. */
const HOW_DO_I = /(?<![\p{L}])(?:como (?:e que )?(?:faco|fazer|faz)|o que (?:e que )?(?:faco|fazer)|o q (?:faco|fazer)|oq faco|que faco|what do i do|what should i do|how do i|how can i)(?![\p{L}])/u;

function mentionsStatement(text: string): boolean {
  if (STATEMENT_WORDS.test(text) || BANKS_PAPER.test(text)) return true;
  // A file alone may be anything (a receipt, Kumbu's own report): the bank's or the wallet's, or headed in.
  return FILE_WORDS.test(text) && (SOURCE_WORDS.test(text) || INTO_WORDS.test(text) || ABLE_WORDS.test(text));
}

/** Whether a (folded) message asks how to get a statement into Kumbu. */
export function asksHowToSendStatement(folded: string): boolean {
  const text = folded.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  if (STATEMENT_HELP.rule.test(text)) return true;
  if (OUTWARD.test(text)) return false;
  const thing = mentionsStatement(text);
  if (thing && (INTO_WORDS.test(text) || ABLE_WORDS.test(text) || LINK_WORDS.test(text))) return true;
  // "tenho os movimentos do BAI, como faço?", "my bank exports CSV, what do I do with it?".
  if (thing && SOURCE_WORDS.test(text) && HOW_DO_I.test(text)) return true;
  // "da pra conectar a conta BNI?", "vcs sincronizam com multicaixa express?": the account linked.
  if (LINK_WORDS.test(text) && SOURCE_WORDS.test(text) && ASKS.test(folded)) return true;
  // "quero importar. o q preciso?", "what file types can I import?": the import itself asked about.
  return IMPORT_QUESTION.test(text) && ASKS.test(folded) && !/(?<![\p{L}])(?:importei|imported)(?![\p{L}])/u.test(text);
}
