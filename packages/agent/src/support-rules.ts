// Asking for a person (issue 16, item 5): "quero falar com o suporte", "talk to a human",
// "não consigo pagar, ajuda". Such a message is help with topic `support`: the server opens a
// support request, e-mails the team and tells the person what happens next. Ordinary how-to
// ("como registo uma despesa?") and money help ("ajuda-me a poupar") stay what they were.
//
// Named rules with their examples beside them (ARCHITECTURE habit 11); one test runs every
// corpus. Rules read `supportText(folded)`: lower case, no accents, every run of punctuation a
// single space ("ajuda-me" → "ajuda me"), so each rule speaks in plain words.
import { type CorpusRule } from './correction-rules';

/** Folded text with punctuation as spaces, trimmed: what the rules below read. */
export function supportText(folded: string): string {
  return ` ${folded.replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
}

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';

/** Someone at Kumbu without doubt: no other reading of "o suporte", "customer service", "a human". */
const TEAM = [
  'suporte(?! (?:para|pra|de|da|do|das|dos) (?!kumbu|cliente|clientes|tecnico)\\p{L})(?: tecnico| ao cliente| do kumbu)?', 'apoio ao cliente', 'servico de apoio', 'apoio tecnico',
  'atendimento(?: ao cliente)?', 'atendente', 'operador(?:a)?', 'help ?desk', 'linha de apoio',
  'equipa(?: do kumbu| kumbu| de suporte| tecnica)?', 'equipe(?: do kumbu)?', 'pessoa real', 'pessoa de verdade', 'alguem de verdade', 'pessoa verdadeira', '(?:alguem|pessoa) de carne e osso', 'ser humano', 'humano', 'humana',
  'customer (?:service|support|care|services)', 'support(?: team| staff| agent)?', 'the team', 'your team', 'kumbu team', 'helpdesk',
  'a human', 'human(?: being| agent)?', 'real person', 'live (?:agent|person|chat)', 'representative', 'staff', 'an agent',
].join('|');

/** Words that name a person only with a verb of contact or wish: "alguém", "someone", "uma pessoa". */
const PERSON = [
  'alguem(?: da equipa| do kumbu| do suporte| responsavel)?', 'uma pessoa', 'pessoa', 'assistente(?: humano)?', 'agente', 'gerente', 'responsavel',
  'someone', 'somebody', 'a person', 'person', 'agent', 'manager', 'anyone', 'anybody', 'vos', 'voces', 'convosco',
].join('|');

/** "alguém do banco", "someone at the bank": a person somewhere else, not at Kumbu. */
const ELSEWHERE = '(?:do|da|de|dos|das|no|na|from|at|in|of) (?!kumbu|equipa|suporte|vossa|vosso|your|the team|support)\\p{L}';

/** Talking to, reaching, calling. */
const CONTACT = [
  'falar', 'fala', 'falo', 'conversar', 'contactar', 'contatar', 'contacto', 'contato', 'ligar', 'ligo', 'escrever',
  'talk', 'speak', 'chat', 'contact', 'reach', 'call', 'get in touch', 'connect me', 'put me through', 'transfer me',
].join('|');

/** Wanting, needing, asking. */
const WANT = [
  'quero', 'queria', 'quer', 'gostaria de', 'preciso(?: de)?', 'precisava(?: de)?', 'posso', 'podia', 'pode', 'podem', 'podes', 'da para', 'da pra',
  'como(?: posso| e que| e q| faco para| faco pra)?', 'onde', 'tem', 'ha', 'existe', 'e possivel', 'consigo', 'por favor', 'pf', 'pfv',
  'i want(?: to)?', 'i d like(?: to)?', 'i would like(?: to)?', 'i need(?: to)?', 'need(?: to)?', 'want(?: to)?', 'can i', 'could i', 'may i',
  'how (?:do|can) i', 'let me', 'please', 'pls', 'is there', 'get me', 'give me', 'i wanna',
].join('|');

/** Kumbu's own money matters: paying for the plan, the account, signing in. Not "a conta da luz". */
const KUMBU_MATTER = [
  'pagamento', 'pagamentos', 'pagar(?! (?:a|o|as|os|uma|um|ao|aos|à) (?!kumbu|plano|subscricao|assinatura|premium|mensalidade)\\p{L})', 'paguei', 'cobranca', 'cobrado', 'cobrada', 'cobraram', 'debitado', 'debitaram',
  'subscricao', 'assinatura', 'plano(?! (?:de|da|do|para|pra) )', 'premium', 'mensalidade', 'recibo', 'fatura do kumbu', 'referencia multicaixa',
  '(?:minha|a) conta(?! (?:da|de|do|das|dos) (?!kumbu)\\p{L})', 'conta kumbu', 'login', 'entrar', 'senha', 'palavra passe', 'codigo', 'verificacao',
  'payment', 'payments', 'pay(?! (?:the|my|a|an|for|off|back|rent|bills?) (?!kumbu|plan|subscription|premium)\\p{L})', 'paid', 'charged', 'charge', 'billing', 'subscription', 'plan(?! (?:for|to|of) )', 'receipt', 'my account', 'account', 'log in', 'login', 'sign in', 'password', 'code',
].join('|');

/** Something wrong. */
const TROUBLE = [
  'nao consigo', 'n consigo', 'nao da', 'nao deu', 'nao funciona', 'nao passa', 'nao entra', 'nao aceita', 'problema', 'problemas', 'erro', 'falhou', 'falha',
  'bloquead[ao]', 'duas vezes', 'cobraram', 'nao foi ativad[ao]', 'nao ativou',
  'can t', 'cannot', 'can not', 'couldn t', 'unable', 'doesn t work', 'not working', 'failed', 'fails', 'error', 'problem', 'issue', 'trouble', 'twice', 'locked',
].join('|');

/** Asking for help. */
const HELP_WORD = 'ajuda|ajudem|ajude|ajudar|socorro|help|assistance|suporte|support';

export const CONTACT_TEAM: CorpusRule = {
  name: 'contact-team',
  // The team with a verb of contact, either order: "quero falar com o suporte", "talk to a human", "liga-me o apoio ao cliente".
  rule: new RegExp(`${B}(?:${CONTACT})${E}.*${B}(?:${TEAM})${E}(?! ${ELSEWHERE})|${B}(?:${TEAM})${E}(?! ${ELSEWHERE}).*${B}(?:${CONTACT})${E}`, 'u'),
  examples: [
    'quero falar com o suporte', 'talk to a human', 'como falo com o atendimento?', 'i want to speak to a real person', 'can i talk to your team?',
    'queria falar com um humano', 'please connect me to customer support', 'como contactar o suporte do kumbu', 'speak to the support team',
    'quero falar com o suporte sobre os 5000 kz que paguei',
  ],
  negativeExamples: [
    'como registo uma despesa?', 'ajuda me a poupar', 'comprei um suporte para a tv 15 mil', 'o kumbu suporta dolares?', 'do you support dollars?',
    'paguei a equipa de limpeza 20 mil', 'gastei 5 mil', 'quanto gastei este mes?', 'vou falar com a equipa de obras amanha', 'liguei para o atendimento da unitel',
  ],
};

export const WANT_TEAM: CorpusRule = {
  name: 'want-team',
  // The team with a wish and no verb of contact: "customer service please", "quero um atendente", "suporte, por favor".
  rule: new RegExp(`${B}(?:${WANT})${E}.*${B}(?:${TEAM})${E}(?! ${ELSEWHERE})|${B}(?:${TEAM})${E}(?! ${ELSEWHERE}).*${B}(?:${WANT})${E}|^ (?:${TEAM}) $`, 'u'),
  examples: [
    'customer service please', 'preciso do apoio ao cliente', 'quero um atendente', 'suporte por favor', 'i need a human agent', 'suporte',
    'atendimento ao cliente', 'i want customer support',
  ],
  negativeExamples: ['como registo uma despesa?', 'comprei um suporte para a tv', 'o kumbu suporta dolares?', 'quanto gastei este mes?', 'es um humano?'],
};

export const ASK_FOR_PERSON: CorpusRule = {
  name: 'ask-for-person',
  // "posso falar com alguém?", "I'd like to talk to someone": a wish + contact + a person; not "vou falar com alguém do banco".
  rule: new RegExp(
    `${B}(?:${WANT})${E}(?: \\p{L}+){0,3}? (?:${CONTACT})(?: (?:com|with|to|a|o|um|uma|the|an|me|para|pra))* (?:${PERSON})${E}(?! ${ELSEWHERE})`
    // "há alguém com quem possa falar?", "is there someone I can talk to": the person before the verb.
    + `|${B}(?:${WANT})${E}(?: \\p{L}+){0,2}? (?:${PERSON})${E}(?! ${ELSEWHERE})(?: \\p{L}+){0,3}? (?:${CONTACT})${E}`
    // "como vos contacto?", "how do I reach you?".
    + `|${B}(?:como|how do i|how can i|onde) (?:vos|te|you) (?:contacto|contato|contacte|ligo|falo|escrevo|reach|contact|call)${E}`
    + `|${B}(?:como|onde) (?:contacto|contato|contactar|contatar|falar com|ligar para|escrever para) (?:vos|voces|convosco|o kumbu|a kumbu)${E}`
    + `|${B}(?:how|where) (?:do|can) i (?:contact|reach|call|email|write to) (?:you|kumbu|you guys)${E}`,
    'u',
  ),
  examples: [
    'posso falar com alguem?', 'quero falar com uma pessoa', 'i d like to talk to someone', 'can i speak with a person', 'preciso de falar com alguem da equipa',
    'como posso falar com voces?', 'is there someone i can talk to', 'como vos contacto', 'can i speak to a manager?',
  ],
  negativeExamples: [
    'vou falar com alguem do banco', 'falei com uma pessoa ontem', 'quero falar com alguem do banco sobre o emprestimo', 'ajuda me a poupar',
    'paguei 5 mil a uma pessoa', 'quanto devo a essa pessoa?',
  ],
};

export const TROUBLE_WITH_KUMBU: CorpusRule = {
  name: 'trouble-with-kumbu',
  // A problem with paying Kumbu or with the account, and a call for help: "não consigo pagar, ajuda".
  rule: new RegExp(`^(?=.*${B}(?:${HELP_WORD})${E})(?=.*${B}(?:${KUMBU_MATTER})${E})(?=.*${B}(?:${TROUBLE})${E})`, 'u'),
  examples: [
    'nao consigo pagar ajuda', 'tenho um problema com a minha conta ajuda', 'o pagamento falhou socorro', 'i can t log in to my account help',
    'my payment failed please help', 'fui cobrado duas vezes ajudem', 'nao consigo entrar na conta preciso de ajuda',
  ],
  negativeExamples: ['ajuda me a poupar', 'nao consigo poupar ajuda', 'ajuda', 'como registo uma despesa', 'nao consigo pagar a renda ajuda'],
};

export const HELP_WITH_KUMBU: CorpusRule = {
  name: 'help-with-kumbu',
  // Help asked about paying Kumbu or the account itself: "preciso de ajuda com o pagamento".
  rule: new RegExp(`${B}(?:ajuda|help|assistance|apoio|suporte|support)(?: (?:com|with|no|na|para|pra|about|on|for|sobre|o|a|os|as|meu|minha|my|the|de|do|da))+ (?:${KUMBU_MATTER})${E}`, 'u'),
  examples: [
    'preciso de ajuda com o pagamento', 'i need help with my payment', 'help with my subscription please', 'ajuda com a minha conta',
    'preciso de ajuda com a assinatura', 'need help with billing',
  ],
  negativeExamples: ['ajuda com o orcamento', 'help with my budget', 'preciso de ajuda para poupar', 'ajuda com a conta da luz', 'help me save money'],
};

export const SUPPORT_RULES: readonly CorpusRule[] = [CONTACT_TEAM, WANT_TEAM, ASK_FOR_PERSON, TROUBLE_WITH_KUMBU, HELP_WITH_KUMBU];

/**
 * A person asked for Kumbu's team: the rule that says so, or null. Reads folded text. With an
 * amount in the message, a wish alone is not enough ("pode registar 5 mil de atendimento" is a
 * record): it takes a verb of contact, or trouble with paying Kumbu.
 */
export function supportRuleFor(folded: string, hasAmount = false): CorpusRule | null {
  const text = supportText(folded);
  return SUPPORT_RULES.find((r) => !(hasAmount && r === WANT_TEAM) && r.rule.test(text)) ?? null;
}

export function asksForSupport(folded: string, hasAmount = false): boolean {
  return supportRuleFor(folded, hasAmount) !== null;
}
