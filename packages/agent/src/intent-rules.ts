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

export const UNDO = w('apaga|apagar|apague|apagua|cancela|cancelar|desfaz|desfazer|anula|anular|undo|delete|remove|elimina|eliminar|nao era|enganei|enganei me|errei|corrige|corrigir|corrigi|that was not|that wasn t|it was not|wrong|should be|should have been|was meant to be|change it to|muda para|muda pra|passa para|passa a|put it in|move it to|mete em|muda a categoria|mudar a categoria|change the category|valor certo|o certo e|afinal|actually it was|the right amount|correct amount|o ultimo era|o ultimo foi|the last one was|retira|retirar|change the last|change last|correct the|correct it|fix the amount|fix the last|change that|change this|muda isso|esse ultimo|o ultimo nao|ultimo registo');
/** A correction that starts with what it should be: "era renda, não condomínio". */
export const UNDO_LEADING = /(?:^|[,.!]\s*)(?:era|eram|it was|e|sao)\s+[\p{L}\p{N}].*(?:,|\s)(?:nao|not)\s/u;
/** Negated parts of a correction ("não 50", "not dining", "não era transporte"): what it was not. */
export const NEGATED_PART = /^\s*(?:e\s+|and\s+|but\s+|mas\s+)?(?:nao|not|instead of|em vez de|it wasn t|it was not|that was not|that wasn t)(?![\p{L}])/u;
/** The part after these words is the correction: "não era transporte, era comida". */
export const CORRECTION_MARKER = /(?<![\p{L}])(?:era|eram|e|sao|foram|foi|para|pra|to|it was|was|is|should be|deve ser|change it to|muda para|muda pra|passa para|passa a|put it in|move it to|mete em)(?![\p{L}])/gu;

export const HELP = w('ajuda|help|como funciona|o que posso fazer|o que fazes|o que podes fazer|o que pode fazer|o que sabes fazer|comandos|menu|what can you do|what do you do|what are you|how does this work|nao sei usar|como usar|como uso|o que e o kumbu|o que e kumbu|quem es|what is kumbu|nao percebo como|nao entendo como|como isto funciona|instrucoes|tutorial|para que serves|para que serve o kumbu|faz o que|fazes o que|o que faz o kumbu|o que faz este|o kumbu faz|o que posso te perguntar|o que posso perguntar|pra que serve|para que serve|ensina me|ensinar me|teach me|o que consegues fazer|consegues fazer|what commands|which commands|quais sao as funcoes|funcoes do kumbu|funcionalidades|what features');
/** "como crio uma meta?", "how do I add a debt?": how-to questions, help only when they are about Kumbu. */
export const HOW_TO = w('how does|how do|explain how|explica me|explica|posso criar|can i create|can i set|como se apaga|como se cria|como se regista|como funcionam|como funciona o|how do i|how can i|how to|como e que|como faco|como apagar|como registar|como criar|como corrigir|como crio|como registo|como marco|como vejo|como apago|como mudo|como adiciono|como ponho|como meto|como se usa|como posso');
export const FEATURE = w('registo|registar|despesa|despesas|receita|receitas|gasto|gastos|meta|metas|poupanca|orcamento|orcamentos|divida|dividas|emprestimo|relatorio|kumbu|isto|app|aplicacao|categoria|apagar|apago|corrigir|idioma|lingua|record|expense|expenses|income|goal|budget|debt|loan|report|category|delete|undo|language|use|usar|this');

export const GREETING_WORDS = w('ola|oi|oie|boas|bom dia|boa tarde|boa noite|hello|hi|hey|good morning|good afternoon|good evening|e ai|eai|tudo bem|tudo bom|como estas|como vai|mano|mana|kumbu|there|ya|obrigado|obrigada|muito obrigado|muito obrigada|obg|brigado|valeu|thanks|thank you|thx|pela ajuda|for the help|for your help|so much|a lot|mesmo|top|fixe|boa|bye|goodbye|bye bye|tchau|xau|ate amanha|ate logo|ate ja|good night|see you|cheers|brigada|brigado|obrigadao|obrigadona|epa|epa obrigado');

export const REPORT = w('relatorio|relatorios|resumo|report|summary|extrato');
export const REPORT_WEEK = w('semanal|semana|weekly|week');

export const GOAL = w('meta|metas|objetivo|objectivo|poupar|poupanca|goal|goals|save|saving|savings|quero juntar|quero guardar|juntar dinheiro|guardar dinheiro|want to save|poupei|guardei|juntei|saved|economizar|quero economizar|emergency fund|fundo de emergencia|reserva de emergencia');
export const GOAL_CONTRIBUTE = w('pus|poe|põe|ponha|mete|meti|coloca|coloquei|juntei|guardei|poupei|depositei|adicionei|adiciona|add|added|put|mais|saved');
export const GOAL_SET = w('quero|criar|cria|nova|novo|set|save|poupar|objetivo de|meta de|ate|by');

export const BUDGET = w('orcamento|orcamentos|limite|budget|budgets|posso gastar|can i spend|teto|no maximo|gastar no maximo|at most|no more than|nao passar de|limit my|limitar|limita');
/** "juros da conta poupança": a bank account, not a savings goal. */
export const SAVINGS_ACCOUNT = w('savings account|conta poupanca|conta de poupanca|conta a prazo|deposito a prazo');
/** A question by its first word, for messages that also carry an amount. */
export const QUESTION_START = /^(?:quanto|quantos|quanta|qto|qnto|qual|quais|quem|onde|como|mostra|mostrar|lista|listar|ver|o que gastei|o q gastei|o que recebi|o q recebi|how|what|who|which|show|list|where|did i|have i)(?![\p{L}])/u;

export const QUESTION = w('quanto|quantos|qto|qnto|qnt|quem|qual|quais|onde|mostra|mostrar|ver|como estao|como esta|lista|listar|mostra me|o que gastei|o q gastei|o que recebi|o q recebi|how much|how many|who|what|what s|whats|show|where|which|list|how are|how is');
/** "quanto…"/"how much…" with no amount: a question about spending unless it says otherwise. */
export const HOW_MUCH = w('quanto|quanta|qto|qnto|qnt|how much');
/** Prices and rates are not the user's money: "quanto custa o dólar?". */
export const PRICE_Q = w('custa|custam|custou|cost|costs|price|preco|precos|cambio|taxa de cambio|exchange rate|vale|valem|o dolar|o euro|the dollar|em kz|in kz|em kwanzas|in kwanza|right now|agora mesmo|how much is');
/** First-person money words that keep a price-sounding question about the user's own money. */
export const MY_MONEY_STRICT = w('gastei|paguei|recebi|ganhei|devo|tenho|my|meu|minha|i spent|did i|have i');
/** Words that put a how-much question on the user's own money. */
export const MY_MONEY = w('gastei|gastamos|paguei|recebi|ganhei|tenho|devo|ja foi|foi|foram|entrou|saiu|meu|minha|meus|minhas|i|my|me');
export const BALANCE = w('saldo|balance|quanto tenho|how much do i have|resta|restam|sobra|sobrou|sobrar|have left|money left|lucrei|lucro|lucros|profit');
export const OWED_TO_ME = w('me deve|me devem|owes me|owe me|quem me deve|emprestei|emprestado a|lent|lend|dever me|a dever me|devem me|deve me|owing me|nao me pagou|ainda nao me pagou|hasn t paid me|haven t paid me');
export const I_OWE = w('devo|dividas|divida|what do i owe|do i owe|i owe|my debts|falta pagar|ainda devo|left to pay|still owe');
export const BIGGEST = w('maiores|maior|mais caro|mais caras|gastei mais|biggest|largest|top|highest');
export const INCOME_Q = w('ganhei|recebi|receitas|receita|rendimentos|entradas|entrou|entraram|vendi|vendas|vendeu|faturei|facturei|earn|earned|income|received|came in|sold|sales|made');
export const SPENDING_Q = w('gastei|gastos|gasto|despesas|despesa|paguei|saiu|sairam|foi|foram|gastar|a gastar|spend|spent|spending|expenses|paid|went');
