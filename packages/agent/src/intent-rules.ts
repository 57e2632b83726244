// Keyword and pattern tables that decide a message's intent. Folded text (no accents, lower
// case), pt-AO as people type it on WhatsApp ("q", "qto", "pf") and en.
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
/** A word-bounded regex from an alternation of folded words or phrases. */
// A space in a phrase also matches a hyphen or an apostrophe: "deu-me", "what's".
export const w = (alternation: string): RegExp => new RegExp(`${B}(?:${alternation.replace(/ /gu, "[\\s\\-'’]+")})${E}`, 'u');

export const LANGUAGE_EN = w('ingles|english|ingl');
export const LANGUAGE_PT = w('portugues|portuguese|portugu');
export const LANGUAGE_CHANGE = w('muda|mudar|muda para|fala|falar|fala em|switch|change|idioma|lingua|language|please|pf|por favor|quero|em|in|speak');

export const UNDO = w('apaga|apagar|apague|apagua|cancela|cancelar|desfaz|desfazer|anula|anular|undo|delete|remove|elimina|eliminar|nao era|enganei|enganei me|corrige|corrigir|corrigi|that was not|that wasn t|it was not|wrong');
/** The part after these words is the correction: "não era transporte, era comida". */
export const CORRECTION_MARKER = /(?<![\p{L}])(?:era|e|it was|was|should be|deve ser)(?![\p{L}])/gu;

export const HELP = w('ajuda|help|como funciona|o que posso fazer|o que fazes|o que sabes fazer|comandos|menu|what can you do|how does this work|how do i use|nao sei usar|como usar|como uso');

export const GREETING_WORDS = w('ola|oi|oie|boas|bom dia|boa tarde|boa noite|hello|hi|hey|good morning|good afternoon|good evening|e ai|eai|tudo bem|tudo bom|como estas|como vai|mano|mana|kumbu|there|ya');

export const REPORT = w('relatorio|relatorios|resumo|report|summary|extrato');
export const REPORT_WEEK = w('semanal|semana|weekly|week');

export const GOAL = w('meta|metas|objetivo|objectivo|poupar|poupanca|goal|goals|save|saving|savings');
export const GOAL_CONTRIBUTE = w('pus|juntei|guardei|depositei|adicionei|adiciona|add|added|put|mais');
export const GOAL_SET = w('quero|criar|cria|nova|novo|set|save|poupar|objetivo de|meta de|ate|by');

export const BUDGET = w('orcamento|orcamentos|limite|budget|budgets|posso gastar|can i spend|teto');

export const QUESTION = w('quanto|quantos|qto|qnto|qnt|quem|qual|quais|onde|mostra|mostrar|ver|how much|how many|who|what|what s|whats|show|where|which|list');
export const BALANCE = w('saldo|balance|quanto tenho|how much do i have');
export const OWED_TO_ME = w('me deve|me devem|owes me|owe me|quem me deve');
export const I_OWE = w('devo|dividas|divida|what do i owe|do i owe|i owe|my debts');
export const BIGGEST = w('maiores|maior|mais caro|gastei mais|biggest|largest|top|highest');
export const INCOME_Q = w('ganhei|recebi|receitas|receita|rendimentos|earn|earned|income|received');
export const SPENDING_Q = w('gastei|gastos|gasto|despesas|despesa|spend|spent|spending|expenses');
