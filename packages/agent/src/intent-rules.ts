// Keyword and pattern tables that decide a message's intent. Folded text (no accents, lower
// case), pt-AO as people type it on WhatsApp ("q", "qto", "pf") and en.
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
/** A word-bounded regex from an alternation of folded words or phrases. */
// A space in a phrase also matches a hyphen or an apostrophe: "deu-me", "what's".
export const w = (alternation: string): RegExp => new RegExp(`${B}(?:${alternation.replace(/ /gu, "[\\s\\-'’]+")})${E}`, 'u');

export const LANGUAGE_EN = w('ingles|english|ingl');
export const LANGUAGE_PT = w('portugues|portuguese|portugu');
export const LANGUAGE_CHANGE = w('set it to|set to|set the language|volta|volta ao|volta pro|voltar|back to|go back|pls|plz|se faz favor|muda|mudar|muda para|fala|falar|fala em|switch|change|idioma|lingua|language|please|pf|por favor|quero|em|in|speak');

export const UNDO = w('apaga|apagar|apague|apagua|cancela|cancelar|desfaz|desfazer|anula|anular|undo|delete|remove|elimina|eliminar|nao era|enganei|enganei me|errei|corrige|corrigir|corrigi|that was not|that wasn t|it was not|wrong|should be|should have been|was meant to be|change it to|muda para|muda pra|passa para|passa a|put it in|move it to|mete em|muda a categoria|mudar a categoria|change the category|valor certo|o certo e|afinal|actually it was|the right amount|correct amount|o ultimo era|o ultimo foi|the last one was|retira|retirar|change the last|change last|correct the|correct it|fix the amount|fix the last|change that|change this|muda isso|esse ultimo|o ultimo nao|ultimo registo|correcao|correccao|correction|mistake|my mistake|make it|troca o valor|muda o valor|altera o valor|troca para|cancel|cancel that|scrap that|duplicou|duplicado|registei duas vezes|twice|engano|engano meu|esquece|esquece isso|esquece isto|ignora isso|forget that|forget it|ignore that|corrija|corrija para|corrige para|correct that|correct to|correct it to|esta errado|esta errada|is wrong|valor errado|faltou um zero|a mais um zero|zero a mais|extra zero|tira o ultimo|tira a ultima|tira esse|tira essa|tira este|tira isso|registei 2 vezes|registei a dobrar|entered it twice|valor ta mal|valor esta mal|ta mal o valor|esta mal o valor|change the amount|change amount|change the value|muda o montante|valor correto|valor correcto|devia ser|deveria ser|should ve been');
/** A correction that starts with what it should be: "era renda, não condomínio", "foi 25 mil e não 2500". */
export const UNDO_LEADING = /^(?:nao|no|nope)[,.!]+\s*(?:foi|foram|era|eram|e|sao|it was|was)\s|(?:^|[,.!]\s*)(?:era|eram|foi|foram|it was|that was|e|sao)\s+[\p{L}\p{N}].*(?:,|\s)(?:nao|not)\s|^(?:nao|not|it wasn t|it was not)\s+(?:foi|era|eram|foram|e|sao|was|is)\s+[\p{L}\p{N}][^,;]*[,;]\s*(?:mas\s+|but\s+)?(?:foi|era|eram|foram|e|sao|was|it was|is)\s/u;
/** Negated parts of a correction ("não 50", "not dining", "não era transporte"): what it was not. */
export const NEGATED_PART = /^\s*(?:e\s+|and\s+|but\s+|mas\s+)?(?:nao|not|instead of|em vez de|it wasn t|it was not|that was not|that wasn t)(?![\p{L}])/u;
/** The part after these words is the correction: "não era transporte, era comida". */
export const CORRECTION_MARKER = /(?<![\p{L}])(?:era|eram|e|sao|foram|foi|para|pra|to|poe|ponha|coloca|put|it was|was|is|it['’ ]?s|make it|afinal|afinal paguei|paguei|should be|deve ser|devia ser|deveria ser|change it to|muda para|muda pra|passa para|passa a|put it in|move it to|mete em|mete)(?![\p{L}])/gu;

export const HELP = w('ajuda|help|como funciona|o que posso fazer|o que fazes|o que podes fazer|o que pode fazer|o que sabes fazer|comandos|menu|what can you do|what do you do|what are you|how does this work|nao sei usar|como usar|como uso|o que e o kumbu|o que e kumbu|quem es|what is kumbu|nao percebo como|nao entendo como|como isto funciona|instrucoes|tutorial|para que serves|para que serve o kumbu|faz o que|fazes o que|o que faz o kumbu|o que faz este|que perguntas|what questions|what can i type|what can i write|what can i say|what should i type|o que posso escrever|o que escrevo|audio|audios|voice note|voice notes|mensagem de voz|consigo registar|da pra registar|da para registar|posso registar|can i record|can i log|o kumbu faz|o que posso te perguntar|o que posso perguntar|pra que serve|para que serve|ensina me|ensinar me|teach me|o que consegues fazer|consegues fazer|what commands|which commands|quais sao as funcoes|funcoes do kumbu|funcionalidades|what features|o que devo escrever|o que devo por|o que devo meter|o que tenho de escrever|what should i write|what do i write|how should i write|what can this bot do|what can the bot do|what can this app do|what can this do|what does this bot do|what does this app do|o que este bot faz|o que o bot faz|o que faz este bot|o que faz o bot|este assistente|this assistant|can i use this|que tipo de mensagens|what kind of messages|photo of the receipt|foto do recibo|foto da fatura|foto da factura');
/** "como crio uma meta?", "how do I add a debt?": how-to questions, help only when they are about Kumbu. */
export const HOW_TO = w('posso apagar|posso corrigir|posso editar|posso mudar|consigo apagar|da pra apagar|da para apagar|can i delete|can i edit|can i change|how does|how do|explain how|explica me|explica|posso criar|can i create|can i set|como se apaga|como se cria|como se regista|como funcionam|como funciona o|how do i|how can i|how to|como e que|como faco|como apagar|como registar|como criar|como corrigir|como crio|como registo|como marco|como vejo|como apago|como mudo|como adiciono|como ponho|como meto|como se usa|como posso|como se define|como defino|como se faz|como se marca|como se poe|como se mete|como se adiciona|como se corrige|como se ve|how are|how is a');
/** "posso escrever 5k ou tem q ser 5000?": a question on how to type figures, with figures as examples. */
export const FORMAT_Q = w('posso escrever|posso digitar|tenho que escrever|tenho q escrever|tenho de escrever|can i write|can i type|do i have to write|do i need to write');
export const FEATURE = w('registo|registar|despesa|despesas|receita|receitas|gasto|gastos|meta|metas|poupanca|orcamento|orcamentos|divida|dividas|emprestimo|relatorio|kumbu|isto|app|aplicacao|categoria|apagar|apago|corrigir|idioma|lingua|record|expense|expenses|income|goal|budget|debt|loan|report|category|delete|undo|language|use|usar|this|goals|budgets|debts|loans|reports|categories|records|apaga|registei|regista|registos|venda|vendas|sale|sales|compra|compras|salario|salary|mensagem|message|gastos|pagou|me pagou|paid me|amount|valor|limit|limite|spending limit');

export const GREETING_WORDS = w('tudo fixe|ta fixe|tas fixe|fixe|yo|sup|whats up|what s up|bro|mate|ok|okay|ola|oi|oie|boas|bom dia|boa tarde|boa noite|hello|hi|hey|good morning|good afternoon|good evening|e ai|eai|tudo bem|tudo bom|como estas|como vai|mano|mana|kumbu|there|ya|obrigado|obrigada|muito obrigado|muito obrigada|obg|brigado|valeu|thanks|thank you|thx|pela ajuda|for the help|for your help|so much|a lot|mesmo|top|fixe|boa|bye|goodbye|bye bye|tchau|xau|ate amanha|ate logo|ate ja|good night|see you|cheers|brigada|brigado|obrigadao|obrigadona|epa|epa obrigado|wawe|contigo|consigo|com voce|saudacoes|saudacao|greetings|cumprimentos');

export const REPORT = w('faz o balanco|faz me o balanco|fazer o balanco|faca o balanco|balanco anual|balanco mensal|balanco semanal|balanco do ano|pdf|em pdf|in pdf|statement|envia o balanco|manda o balanco|manda me o balanco|send me the balance|relatorio|relatorios|resumo|report|summary|extrato');
export const REPORT_WEEK = w('semanal|semana|weekly|week');

export const GOAL = w('meta|metas|objetivo|objectivo|poupar|poupanca|goal|goals|save|saving|savings|quero juntar|quero guardar|juntar dinheiro|guardar dinheiro|want to save|poupei|guardei|juntei|saved|economizar|quero economizar|emergency fund|fundo de emergencia|reserva de emergencia|fund|fundo para|fundo pra|fundo de ferias|mealheiro|piggy bank|consegui quanto|quanto ja consegui|quanto consegui|ja consegui juntar|preciso de guardar|preciso guardar|preciso de juntar|preciso juntar|preciso de poupar|preciso poupar|tenho de guardar|tenho de juntar|tenho de poupar|tenho que guardar|tenho que juntar|tenho que poupar|need to save|i need to save|have to save|vou guardar|vou juntar|vou poupar');
export const GOAL_CONTRIBUTE = w('deposit|deposited|deposita|pus|poe|põe|ponha|mete|meti|coloca|coloquei|juntei|guardei|poupei|depositei|adicionei|adiciona|add|added|put|mais|saved');
export const GOAL_SET = w('quero|criar|cria|nova|novo|set|save|poupar|objetivo de|meta de|ate|by');

export const BUDGET = w('orcamento|orcamentos|limite|limit|spending cap|um tecto|um teto|tecto maximo|teto maximo|plafond|budget|budgets|posso gastar|can i spend|teto|no maximo|gastar no maximo|at most|no more than|nao passar de|limit my|limitar|limita|nao quero gastar mais de|nao quero gastar mais que|nao quero gastar mais do que|nao gastar mais de|nao gastar mais que|don t want to spend more than|do not want to spend more than|maximo de|no maximo de|cap|cap at|max of|maximum of|^max(?=\\s*[$€]?\\d)|max(?=\\s*[$€]?\\d[\\d.,]*\\s*(?:k|mil|kz)?\\s+(?:a|per|por|each|every|ao|à)\\s+(?:day|week|month|dia|semana|mes))');
/** "juros da conta poupança": a bank account, not a savings goal. */
export const SAVINGS_ACCOUNT = w('savings account|conta poupanca|conta de poupanca|conta a prazo|deposito a prazo|juros|interest|dividendos|dividends|rendimento da poupanca|rendimentos da poupanca');
/** A question by its first word, for messages that also carry an amount. */
export const QUESTION_START = /^(?:quanto|quantos|quanta|qto|qnto|qual|quais|quem|onde|como|mostra|mostrar|lista|listar|ver|o que gastei|o q gastei|o que recebi|o q recebi|how|what|who|which|show|list|where|did i|have i)(?![\p{L}])/u;

export const QUESTION = w('quanto|quantos|quantas|qto|qnto|qnt|quem|qual|quais|onde|mostra|mostrar|ver|como estao|como esta|lista|listar|mostra me|o que gastei|o q gastei|o que recebi|o q recebi|how much|how many|who|what|what s|whats|show|where|which|list|how are|how is');
/** "quanto…"/"how much…" with no amount: a question about spending unless it says otherwise. */
export const HOW_MUCH = w('quanto|quanta|quantas vezes|quantos dias|how many times|how often|qto|qnto|qnt|how much');
/** Prices and rates are not the user's money: "quanto custa o dólar?". */
export const PRICE_Q = w('custa|custam|custou|cost|costs|price|preco|precos|cambio|taxa de cambio|exchange rate|vale|valem|o dolar|o euro|the dollar|em kz|in kz|em kwanzas|in kwanza|right now|agora mesmo|how much is|esta a quanto|estao a quanto|ta a quanto|tao a quanto|a quanto esta|a quanto estao|a quanto ta|going for|how much does|how much do they|subiu|subiram|baixou|baixaram|went up|gone up|o litro|por litro|a litre|per litre|salario minimo|minimum wage');
/** A price that moves or is per unit: "subiu para 400 kz o litro", "went up to 500 each". */
export const PRICE_TREND = w('subiu|subiram|baixou|baixaram|aumentou|aumentaram|went up|gone up|went down|o litro|por litro|a litre|per litre|o quilo|por quilo|a unidade|per kilo|each|cada');
/** First-person money words that keep a price-sounding question about the user's own money. */
export const MY_MONEY_STRICT = w('gastei|paguei|recebi|ganhei|devo|tenho|my|meu|minha|i spent|did i|have i|owe me|owes me|me deve|me devem|i owe|me paguem');
/** Words that put a how-much question on the user's own money. */
export const MY_MONEY = w('devolvi|emprestei|poupei|guardei|juntei|abasteci|comprei|save|saved|gastei|gastamos|paguei|recebi|ganhei|tenho|devo|ja foi|foi|foram|entrou|saiu|meu|minha|meus|minhas|i|my|me');
export const BALANCE = w('saldo|balance|balanco|quanto tenho|how much do i have|resta|restam|sobra|sobrou|sobrar|have left|money left|lucrei|lucro|lucros|profit');
export const OWED_TO_ME = w('ja me pagou|ja me pagaram|ja me devolveu|pay me back|paid me back|paid me yet|me deve|me devem|owes me|owe me|quem me deve|emprestei|emprestado a|lent|lend|dever me|a dever me|devem me|deve me|owing me|nao me pagou|ainda nao me pagou|hasn t paid me|haven t paid me');
export const I_OWE = w('kilapis|kilapis em aberto|fiados|em aberto|devolvi|ja devolvi|devo|dividas|divida|what do i owe|do i owe|i owe|my debts|falta pagar|ainda devo|left to pay|still owe');
export const BIGGEST = w('vai mais|onde vai|pra onde vai|para onde vai|where does my money go|where my money goes|where does it go|where is my money going|maiores|maior|mais caro|mais caras|gastei mais|biggest|largest|top|highest|gasta mais|gastamos mais|gastam mais|gasto mais|spend the most|spend most|spends the most|spends most');
export const INCOME_Q = w('ganhei|recebi|receitas|receita|rendimentos|entradas|entrou|entraram|vendi|vendas|vendeu|faturei|facturei|earn|earned|income|received|came in|sold|sales|made');
export const SPENDING_Q = w('gastou|gastaram|gastamos|gastei|gastos|gasto|despesas|despesa|paguei|saiu|sairam|foi|foram|gastar|a gastar|spend|spent|spending|expenses|paid|went|transaccoes|transacoes|transaccao|transacao|movimentos|transactions');
/** Thanks, anywhere in a message without a question: "muito obrigada pela ajuda de hoje". */
export const THANKS = w('obrigad[oa]|obrigadao|obg|brigad[oa]|valeu|thanks|thank you|thx|ty|cheers|agradeco|agradecido|agradecida');
/** A chat opener or a reaction: a message that starts so and is nothing else is small talk. */
export const GREETING_LEAD = /^(?:good morning|good afternoon|good evening|morning|wawe|saudacoes|cumprimentos|greetings|ola|oi|oie|boas|bom dia|boa tarde|boa noite|hello|hi|hey|yo|e ai|eai|tudo (?:bem|bom|fixe|certo)|ta fixe|tas fixe|ok|okay|sup|whats up|what s up)(?![\p{L}])/u;
/** "como vejo quem me deve?": how to see something in Kumbu is a how-to on its own. */
export const HOW_TO_SEE = w('como vejo|como faco para ver|como faco pra ver|como e que vejo|como posso ver|como consulto|como sei|how do i see|how can i see|how do i check|how can i check|where do i see|where can i see');
/** "como marco que alguém me pagou?", "how do I log a loan?": how to record something is a how-to on its own. */
export const HOW_TO_RECORD = w('como marco|como registo|como lanco|como anoto|como se marca|como se regista|como se lanca|how do i log|how do i record|how do i mark|how do i enter|how can i log|how can i record');
/** Opinion and rights questions ("achas que devo…?", "should I invest…?", "quantos dias de férias tenho direito por lei?") are not about the user's books. */
export const ADVICE = /^(?:achas|acha|o que achas|que achas|do you think|should i|devo (?!pagar|devolver|dar|a |ao |à )\p{L}+(?:ar|er|ir)(?![\p{L}])|tens uma receita|tem uma receita|sabes uma receita|recipe)|(?<![\p{L}])(?:is it worth|worth it|vale a pena|compensa|tenho direito|por lei|by law|am i entitled|entitled to)(?![\p{L}])/u;
/** "o que é melhor, tens uma receita de muamba": "receita" as a recipe, not income. */
export const RECIPE = w('receita de [a-z]+ de|uma receita de|recipe|alguma receita|receita boa|boa receita|receitas de cozinha|receita de (?:muamba|moamba|calulu|funge|bolo|frango|galinha|peixe|kizaka|mufete|doce|pao|sumo|gindungo|feijao|cabidela)');
/** "correção: 8.750": a correction word and a colon, the value after it. */
export const CORRECTION_COLON = /^\s*(?:correcao|correccao|correction|corrigir|corrige|corrija|correct|fix|valor certo|o certo)\s*:/u;
/** "quais são as minhas últimas 5 transacções", "show my last 10 expenses": a listing, the number is how many. */
export const LAST_N = /(?<![\p{L}])(?:ultim[oa]s|last|recent)\s+\d{1,2}\s+(?:transac|transa|registos|movimentos|despesas|gastos|receitas|entradas|transactions|records|entries|expenses|payments)/u;
/** "how much did I save this month", "quanto poupei este mês": past saving in a period. */
export const SAVED_IN_PERIOD = w('did i save|have i saved|i saved|quanto poupei|quanto guardei|quanto juntei|consegui poupar');
/** "how many months until I reach the goal at 50k a month?": a saving rate supposed, not money saved or a new target. */
export const GOAL_HOW_LONG = w('how many months|how many weeks|how long|quantos meses|quantas semanas|quanto tempo|em quanto tempo|when will i reach|quando vou chegar|quando chego|quando atinjo|quando vou atingir');
/** A goal named as such: "meta", "goal", "fund", "para a viagem". */
export const GOAL_NOUN = w('meta|metas|goal|goals|fund|fundo|objetivo|objectivo|for the|for my|para o|para a|pra o|pra a|pro|pra');
/** "és mesmo fixe", "you're the best": a compliment to the bot is small talk. */
export const COMPLIMENT = w('es (?:mesmo |muito |bue )?(?:fixe|top|bom|boa|o maior|a maior)|you re (?:so |really )?(?:great|awesome|the best|cool)|you are (?:so |really )?(?:great|awesome|the best|cool)');
/** "traduz obrigado para umbundu": a thanks word mentioned, not said. */
export const MENTIONS_WORD = w('traduz|traduzir|translate|como se diz|how do you say|o que significa|what does');
