// Keyword and pattern tables that decide a message's intent. Folded text (no accents, lower
// case), pt-AO as people type it on WhatsApp ("q", "qto", "pf") and en.
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
/** A word-bounded regex from an alternation of folded words or phrases. */
// A space in a phrase also matches a hyphen or an apostrophe: "deu-me", "what's".
export const w = (alternation: string): RegExp => new RegExp(`${B}(?:${alternation.replace(/ /gu, "[\\s\\-'’]+")})${E}`, 'u');

// "em língua portuguesa": the adjective names the language too.
export const LANGUAGE_EN = w('ingles|inglesa|english|ingl');
export const LANGUAGE_PT = w('portugues|portuguesa|portuguese|portugu');
// "I prefer english": a stated preference asks for the language too.
export const LANGUAGE_CHANGE = w('prefer|prefiro|preferia|set it to|set to|set the language|volta|volta ao|volta pro|voltar|back to|go back|pls|plz|se faz favor|muda|mudar|muda para|fala|falar|fala em|switch|change|idioma|lingua|language|please|pf|por favor|quero|em|in|speak');

// "o último tava errado, eram 20 mil": a past-tense "was wrong" flags a correction like "está errado".
// Formal imperatives too: "Elimine a última despesa", "Desfaça o último lançamento", "Rectifique o valor"; "n era" is "não era".
export const UNDO = w('^(?:nao|no)\\s*,\\s*(?:isso |isto |esse |essa |este |esta |o de |a de |that |it |the )?(?:[\\p{L}\\p{N}]+ ){0,4}(?:nao foi|foi|era|was)(?! (?:facil|bom|boa|mau|dificil|easy|fun|good|nice)(?![\\p{L}]))|(?:esse|essa|isso|this|that) (?:foi|was) (?:ontem|hoje|anteontem|yesterday|today)|nao foi (?:\\p{L}+ ){1,3}(?:foi|era)|elimine|cancele|anule|desfaca|remova|rectifique|retifique|rectificar|retificar|n era|it wasn t|apaga|apagar|apague|apagua|cancela|cancelar|desfaz|desfazer|anula|anular|undo|delete|remove|elimina|eliminar|nao era|enganei|enganei me|errei|corrige|corrigir|corrigi|that was not|that wasn t|it was not|wrong|should be|should have been|was meant to be|change it to|muda para|muda pra|passa para|passa a|put it in|move it to|mete em|muda a categoria|mudar a categoria|change the category|valor certo|o certo e|afinal (?:era|eram|foi|foram|paguei|pagamos|custou|custaram|ficou|deu|e|sao|so)|actually it was|the right amount|correct amount|o ultimo era|o ultimo foi|the last one was|retira|retirar|change the last|change last|correct the|correct it|fix the amount|fix the last|change that|change this|muda isso|esse ultimo|o ultimo nao|ultimo registo|correcao|correccao|correction|mistake|my mistake|make it|troca o valor|muda o valor|altera o valor|troca para|cancel|cancel that|scrap that|duplicou|duplicado|registei duas vezes|twice|engano|engano meu|esquece|esquece isso|esquece isto|ignora isso|forget that|forget it|ignore that|corrija|corrija para|corrige para|correct that|correct to|correct it to|esta errado|esta errada|is wrong|valor errado|faltou um zero|a mais um zero|zero a mais|extra zero|tira o ultimo|tira a ultima|tira esse|tira essa|tira este|tira isso|registei 2 vezes|registei a dobrar|entered it twice|valor ta mal|valor esta mal|ta mal o valor|esta mal o valor|change the amount|change amount|change the value|muda o montante|valor correto|valor correcto|devia ser|deveria ser|should ve been|tava errado|tava errada|estava errado|estava errada|ta errado|ta errada|was wrong'
  // "scratch that", "sorry typo", "troca pra categoria lazer", "coloca isso em propinas": a slip taken back or the last record moved.
  + '|scratch that|scratch it|scrap it|typo|gralha|erro de digitacao|(?:troca|trocar|muda|mudar|altera|alterar|passa|mete|poe|coloca)(?: isso| isto)? (?:a|pra|para|na|pra a|para a) categoria|change category|switch the category|switch category'
  + '|(?:coloca|mete|poe|passa|muda) (?:isso|isto|esse|essa) (?:em|na|no|pra|para)|(?:put|move) (?:that|this) (?:in|into|to|under)');
/** A correction that starts with what it should be: "era renda, não condomínio", "foi 25 mil e não 2500". */
// "ops, era 900kz", "sorry it was 15k": an apology, then what it was, corrects the last record.
export const UNDO_LEADING = /^(?:nao|no|nope)[,.!]+\s*(?:foi|foram|era|eram|e|sao|it was|was)\s|^(?:ops|oops|opa|ups|upa|sorry|desculpa|desculpe|my bad|foi mal)[,.!\s]+(?:era|eram|foi|foram|it was|it s|that was|should be)\s|(?:^|[,.!]\s*)(?:era|eram|foi|foram|it was|that was|e|sao)\s+[\p{L}\p{N}].*(?:,|\s)(?:nao|not)\s|^(?:nao|not|it wasn t|it was not)\s+(?:foi|era|eram|foram|e|sao|was|is)\s+[\p{L}\p{N}][^,;]*[,;]\s*(?:mas\s+|but\s+)?(?:foi|era|eram|foram|e|sao|was|it was|is)\s|^(?:(?:it|that)\s+)?(?:wasn['’ ]?t|was not|not)\s+\p{L}[^,;]*[,;]\s*(?:but\s+)?(?:it['’ ]s|that['’ ]s|(?:(?:it|that)\s+)?(?:was|is|should be))\s/u;
/**
 * A past record's day put right, said without a figure: "não foi hoje foi ontem", "esse gasto foi
 * na terça", "muda a data pra dia 3", "move that expense to last friday" (read only when a day is named).
 */
export const DATE_FIX = /^(?:nao|n|not|it wasn t|it was not)\s+(?:foi|era|was)\s.*(?<![\p{L}])(?:foi|era|was|it was)\s|(?<![\p{L}])(?:esse|essa|este|esta|o ultimo|a ultima|that|this|the last)\s+(?:gasto|despesa|registo|compra|pagamento|expense|purchase|payment|record|one)\s+(?:foi|era|was|is)\s|(?<![\p{L}])(?:muda|mudar|altera|alterar|troca|trocar|corrige|change|fix)\s+(?:a|the)\s+(?:data|dia|date|day)(?![\p{L}])|^(?:move|moves|passa|muda)\s+(?:that|this|it|the last|o ultimo|a ultima|isso|isto|esse|essa)(?![\p{L}])/u;
/** Words that take a record away; a correction without them never deletes ("não foi ontem, foi hoje"). */
export const DELETE_WORDS = w('apaga|apagar|apague|apagua|elimina|eliminar|elimine|cancela|cancelar|cancele|cancel|anula|anular|anule|desfaz|desfazer|desfaca|undo|delete|remove|remova|retira|retirar|tira|esquece|ignora|forget|ignore|scratch|scrap|duplicou|duplicado|twice|duas vezes|2 vezes|a dobrar');
/** Negated parts of a correction ("não 50", "not dining", "não era transporte"): what it was not. */
export const NEGATED_PART = /^\s*(?:e\s+|and\s+|but\s+|mas\s+)?(?:nao|n|not|instead of|em vez de|it wasn t|it was not|that was not|that wasn t|wasn t|was not|isn t)(?![\p{L}])/u;
/** Verbs that put a record right, so a lone figure after them is the new value: "corrige o último 35 mil". */
export const CORRECT_VERB = w('rectifique|retifique|corrige|corrigir|corrija|correct|fix|altera|muda|change');
/** The part after these words is the correction: "não era transporte, era comida". */
export const CORRECTION_MARKER = /(?<![\p{L}])(?:era|eram|e|sao|foram|foi|para|pra|to|poe|ponha|coloca|put|it was|was|is|it['’ ]?s|make it|afinal|afinal paguei|paguei|should be|deve ser|devia ser|deveria ser|change it to|muda para|muda pra|passa para|passa a|put it in|move it to|mete em|mete)(?![\p{L}])/gu;

// "o q vc faz?", "pode registar em dólares?", "isto é pago?": what Kumbu does and costs are help questions too.
export const HELP = w('ajuda|help|como funciona|o que posso fazer|o que fazes|o que podes fazer|o que pode fazer|o que sabes fazer|comandos|menu|what can you do|what do you do|what are you|how does this work|nao sei usar|como usar|como uso|o que e o kumbu|o que e kumbu|quem es|what is kumbu|nao percebo como|nao entendo como|como isto funciona|instrucoes|tutorial|para que serves|para que serve o kumbu|faz o que|fazes o que|o que faz o kumbu|o que faz este|que perguntas|what questions|what can i type|what can i write|what can i say|what should i type|o que posso escrever|o que escrevo|audio|audios|voice note|voice notes|mensagem de voz|consigo registr?ar|da pra registr?ar|da para registr?ar|posso registr?ar|can i record|can i log|o kumbu faz|o que posso te perguntar|o que posso perguntar|pra que serve|para que serve|ensina me|ensinar me|teach me|o que consegues fazer|consegues fazer|what commands|which commands|quais sao as funcoes|funcoes do kumbu|funcionalidades|what features|o que devo escrever|o que devo por|o que devo meter|o que tenho de escrever|what should i write|what do i write|how should i write|what can this bot do|what can the bot do|what can this app do|what can this do|what does this bot do|what does this app do|o que este bot faz|o que o bot faz|o que faz este bot|o que faz o bot|este assistente|this assistant|can i use this|que tipo de mensagens|what kind of messages|photo of the receipt|foto do recibo|foto da fatura|foto da factura|o (?:que|q) (?:e (?:que|q) )?(?:vc|voce|tu) (?:faz|fazes)|o q posso|o q pode|o q consegues|o q sabes|pra q serve|para q serve|o q e o kumbu|o q faz o kumbu|pode registar|podes registar|o kumbu consegue|consegue registar|consegue registrar|pode registrar|consegues registar|isto e pago|isso e pago|o kumbu e pago|e pago o kumbu|isto e gratis|isto e de graca|o kumbu e gratis|is it free|is this free|is kumbu free|isto e gratuito|e gratuito|o kumbu e gratuito|o que e que tu es|quem es tu|es uma pessoa|es um robo|es um bot|are you a bot|are you a robot|are you human|are you a person'
  // What Kumbu is, costs, supports and keeps safe: "é pago?", "do you support dollars?", "os meus dados estão seguros?".
  + '|what can you (?:really |actually )?do|what (?:exactly |else )?can (?:you|this bot|the bot|this app|kumbu) (?:really |actually |exactly )?do'
  // "can you track dollars as well as kwanzas?": a currency Kumbu may keep is asked about.
  + '|(?:can|could) (?:you|it|kumbu|this bot|the bot) (?:track|record|log|handle|register|keep track of) (?:\\p{L}+ )?(?:dollars|euros|usd|currencies)|what s this (?:bot|app|thing)(?: for)?|what is this (?:bot|app|thing)(?: for)?|o que e (?:este|esse) (?:kumbu|bot|app|assistente)'
  + '|^(?:e|isto e|isso e) (?:pago|paga|gratis|gratuito|de graca)(?=\\s*[?!.]*\\s*$)|do you support|does it support|does kumbu support|suportas|suporta (?:dolares|euros)|aceitas (?:dolares|euros)'
  + '|dados (?:estao|sao|ficam) (?:seguros|protegidos|privados)|privacidade|privacy|(?:is|are) my data|my data (?:safe|secure|private)'
  + '|can i use (?:it|this|kumbu|the bot|the app)|posso usar (?:isto|isso|o kumbu|o bot|a app)|how do i (?:start|begin|get started)|how to (?:start|begin|get started)|get started|getting started|como (?:e que |e q )?comeco|por onde comeco');
/** "como crio uma meta?", "how do I add a debt?": how-to questions, help only when they are about Kumbu. */
// "como devo proceder para registar", "como é q registo", "como boto um kilapi": formal and street how-tos.
export const HOW_TO = w('como devo proceder|como devo registar|como devo fazer|como e q|como boto|posso apagar|posso corrigir|posso editar|posso mudar|consigo apagar|da pra apagar|da para apagar|can i delete|can i edit|can i change|how does|how do|explain how|explica me|explica|posso criar|can i create|can i set|como se apaga|como se cria|como se regista|como funcionam|como funciona o|how do i|how can i|how to|como e que|como faco|como apagar|como registar|como criar|como corrigir|como crio|como registo|como marco|como vejo|como apago|como mudo|como adiciono|como ponho|como meto|como se usa|como posso|como se define|como defino|como se faz|como se marca|como se poe|como se mete|como se adiciona|como se corrige|como se ve|how are|how is a');
/** "posso escrever 5k ou tem q ser 5000?": a question on how to type figures, with figures as examples. */
export const FORMAT_Q = w('posso escrever|posso digitar|tenho que escrever|tenho q escrever|tenho de escrever|can i write|can i type|do i have to write|do i need to write');
export const FEATURE = w('fiado|fiados|kilapi|kilapis|transferencia|transferencias|conta|contas|levantamento|deposito|recibo|recibos|fatura|factura|foto|audio|lembrete|lembretes|alerta|alertas|exportar|exporto|export|os meus dados|meus dados|my data|registo|registar|despesa|despesas|receita|receitas|gasto|gastos|meta|metas|poupanca|orcamento|orcamentos|divida|dividas|emprestimo|relatorio|kumbu|isto|app|aplicacao|categoria|apagar|apago|corrigir|idioma|lingua|record|expense|expenses|income|goal|budget|debt|loan|report|category|delete|undo|language|use|usar|this|goals|budgets|debts|loans|reports|categories|records|apaga|registei|regista|registos|venda|vendas|sale|sales|compra|compras|salario|salary|mensagem|message|gastos|pagou|me pagou|paid me|amount|valor|limit|limite|spending limit');

// "yoo kamba", "fui, até amanhã": a friend hailed, a goodbye in street slang.
export const GREETING_WORDS = w('obgd|obgda|obgdo|obgdao|obrigadinho|obrigadinha|brigadao|thankss|hiya|heya|howdy|thank u|thanks u|tnx|thnx|yoo|kamba|kambas|fui|tudo fixe|ta fixe|tas fixe|fixe|yo|sup|whats up|what s up|bro|mate|ok|okay|ola|oi|oie|boas|bom dia|boa tarde|boa noite|hello|hi|hey|good morning|good afternoon|good evening|e ai|eai|tudo bem|tudo bom|como estas|como vai|mano|mana|kumbu|there|ya|obrigado|obrigada|muito obrigado|muito obrigada|obg|brigado|valeu|thanks|thank you|thx|pela ajuda|for the help|for your help|so much|a lot|mesmo|top|fixe|boa|bye|goodbye|bye bye|tchau|xau|ate amanha|ate logo|ate ja|good night|see you|cheers|brigada|brigado|obrigadao|obrigadona|epa|epa obrigado|wawe|contigo|consigo|com voce|saudacoes|saudacao|greetings|cumprimentos|feliz natal|feliz ano novo|boas festas|merry christmas|happy new year|happy holidays');

// "envia-me o balanço do mês", "faz um balanço da semana": a balance asked for, not asked about.
export const REPORT = w('(?:faz|faca|fazer|envia|envie|enviar|manda|mande|mandar|prepara|da|de)(?: me)? (?:o|um) balanco|faz o balanco|faz me o balanco|fazer o balanco|faca o balanco|balanco anual|balanco mensal|balanco semanal|balanco do ano|pdf|em pdf|in pdf|statement|envia o balanco|manda o balanco|manda me o balanco|send me the balance|relatorio|relatorios|resumo|report|summary|extrato');
export const REPORT_WEEK = w('semanal|semana|weekly|week');

// "consegui pôr 40 mil de parte", "the 1M target": money set aside and a target are goals too.
export const GOAL = w('de reserva|quero ter (?:[\\d.,]+ ?(?:mil|k|milhoes|milhao) )|(?:comecar|começar) a (?:juntar|poupar|guardar)|a juntar (?:pra|para)|a poupar (?:pra|para)|(?:ter|tenho) (?:[\\d.,]+ ?(?:mil|k|milhoes|milhao)? )?guardad[oa]s?|de parte(?!\\s+d[oa])|set aside|put aside|putting aside|target|targets|meta|metas|objetivo|objectivo|poupar|poupanca|goal|goals|save|saving|savings|quero juntar|quero guardar|juntar dinheiro|guardar dinheiro|want to save|poupei|guardei|juntei|saved|economizar|quero economizar|emergency fund|fundo de emergencia|reserva de emergencia|fund|fundo para|fundo pra|fundo de ferias|mealheiro|piggy bank|consegui quanto|quanto ja consegui|quanto consegui|ja consegui juntar|preciso de guardar|preciso guardar|preciso de juntar|preciso juntar|preciso de poupar|preciso poupar|tenho de guardar|tenho de juntar|tenho de poupar|tenho que guardar|tenho que juntar|tenho que poupar|need to save|i need to save|have to save|vou guardar|vou juntar|vou poupar|ate juntar|ate conseguir juntar|ate ter os|ate ter as|until i have|guardar (?:[$€]?\\d[\\d.,]*\\s*(?:k|mil|kz|paus)?)\\s+(?:por|a|ao|each|every|per)\\s+(?:mes|semana|month|week)');
export const GOAL_CONTRIBUTE = w('de parte|set aside|put aside|deposit|deposited|deposita|pus|poe|põe|ponha|mete|meti|coloca|coloquei|juntei|guardei|poupei|depositei|adicionei|adiciona|add|added|put|mais|saved');
export const GOAL_SET = w('quero|criar|cria|nova|novo|set|save|poupar|objetivo de|meta de|ate|by');

export const BUDGET = w('(?:alerta|avisa|avise|alert|warn|notify) (?:me|-me)? ?(?:se|when|if) (?:eu )?(?:passar|ultrapassar|go over|pass|exceed|spend more)|(?:nao|n) me deixes? gastar mais|don t let me spend more|quanto (?:ainda )?posso (?:ainda )?gastar|how much (?:more )?can i (?:still )?spend|(?:n|nao|nem) (?:quero|kero|qero|queria) (?:gastar|passar|ir|ultrapassar) (?:mais|acima|alem)|(?:quero|kero|qero) gastar (?:no )?max(?:imo)?|gastar no max|keep (?:[\\p{L}\\p{N}]+ ){0,4}(?:under|below|within)|don t want to go above|dont want to go above|do not want to go above|not go above|not go over|not to go over|not to go above|stay under|stay below|nao quero ir acima de|nao quero passar de|nao quero passar dos|nao quero ultrapassar|nao posso passar de|nao posso passar dos|maximo(?=\\s*[$€]?\\d[\\d.,]*\\s*(?:k|mil|kz|paus)?\\s+(?:por|ao|a)\\s+(?:mes|semana|dia))|orcamento|orcamentos|limite|limit|spending cap|um tecto|um teto|tecto maximo|teto maximo|plafond|budget|budgets|posso gastar|can i spend|teto|no maximo|gastar no maximo|at most|no more than|nao passar de|limit my|limitar|limita|nao quero gastar mais de|nao quero gastar mais que|nao quero gastar mais do que|nao gastar mais de|nao gastar mais que|don t want to spend more than|do not want to spend more than|maximo de|no maximo de|cap|cap at|max of|maximum of|^max(?=\\s*[$€]?\\d)|max(?=\\s*[$€]?\\d[\\d.,]*\\s*(?:k|mil|kz)?\\s+(?:a|per|por|each|every|ao|à)\\s+(?:day|week|month|dia|semana|mes))');
/** "juros da conta poupança": a bank account, not a savings goal. */
export const SAVINGS_ACCOUNT = w('savings account|conta poupanca|conta de poupanca|conta a prazo|deposito a prazo|juros|interest|dividendos|dividends|rendimento da poupanca|rendimentos da poupanca');
/** A question asked without "?" in a dictated note: "diz-me lá se gastei mais de 200 mil", "houve algum gasto acima de 20 mil", "…este mês ou não". */
// Formal letters ask without "?" too: "Gostaria de saber se…", "queira informar-me do total…", "Informe-me…".
export const ASKS_UNMARKED = /(?<![\p{L}])(?:gostaria de saber|gostava de saber|queira informar[\s-]+me|informe[\s-]+me|pode informar[\s-]+me|podia informar[\s-]+me|sera que|diz[\s-]+me(?:\s+la)?\s+se|houve algum|houve alguma|ha algum|ha alguma|tell me if|tell me whether|was there any|is there any)(?![\p{L}])|(?<![\p{L}])ou nao\s*$/u;
/** "como é que está o meu orçamento", "a meta como vai": how something stands, not how to use Kumbu. */
export const STATUS_Q = w('como e que esta|como e que estao|como e que vai|como e que vao|como esta|como estao|como vai|como vao|how is my|how s my|how are my');
/** "o do peixe foram 8 mil não 18", "that dinner was 18k not 80k": a past record's figure put right (no new spending verb). */
export const FIGURE_FIX = /^(?!.*(?<![\p{L}])(?:gastei|paguei|comprei|vendi|recebi|ganhei|spent|paid|bought|sold|received)(?![\p{L}])).*(?<![\p{L}])(?:was|were|foi|foram|era|eram)\s+[$€]?\d[\d.,]*\s*(?:k|mil|kz|usd|dolares|dollars|euros)?\s+(?:e\s+|and\s+)?(?:nao|not)\s+[$€]?\d/u;
/** "os 120 eram dólares, não kwanzas", "the 50 was dollars, not kwanzas": a past figure's currency put right. */
const CURRENCY_WORD = '(?:em\\s+|in\\s+)?(?:dolares|dolar|dollars|dollar|usd|euros|euro|eur|kwanzas|kwanza|kz|aoa)';
export const CURRENCY_FIX = new RegExp(`(?<![\\p{L}])\\d[\\d.,]*\\s*(?:k|mil)?\\s+(?:was|were|foi|foram|era|eram)\\s+${CURRENCY_WORD}[\\s,]+(?:e\\s+|and\\s+)?(?:nao|not)\\s+${CURRENCY_WORD}(?![\\p{L}])`, 'u');
/** A question by its first word, for messages that also carry an amount. */
export const QUESTION_START = /^(?:quanto|quantos|quanta|kuanto|kuantos|kuanta|qto|qnto|qt|qual|quais|quem|onde|como|mostra|mostrar|lista|listar|ver|manda me|envia me|manda|envia|da me|diz me|send me|give me|tell me|o que gastei|o q gastei|o que recebi|o q recebi|how|what|who|which|show|list|where|did i|have i)(?![\p{L}])/u;

export const QUESTION = w('manda me os|manda me as|envia me os|envia me as|diz me os|da me os|send me my|tell me my|quanto|quantos|quantas|kuanto|kuantos|kuantas|qto|qnto|qnt|qt|quem|qual|quais|onde|mostra|mostrar|ver|como estao|como esta|lista|listar|mostra me|o que gastei|o q gastei|o que recebi|o q recebi|how much|how many|who|what|what s|whats|show|where|which|list|how are|how is');
/** "quanto…"/"how much…" with no amount: a question about spending unless it says otherwise. */
export const HOW_MUCH = w('quanto|quanta|kuanto|kuanta|quantas vezes|quantos dias|how many times|how often|qto|qnto|qnt|qt|how much');
/** Prices and rates are not the user's money: "quanto custa o dólar?". */
export const PRICE_Q = w('custa|custam|custou|cost|costs|price|preco|precos|cambio|taxa de cambio|exchange rate|vale|valem|o dolar|o euro|the dollar|em kz|in kz|em kwanzas|in kwanza|right now|agora mesmo|how much is(?! left)|esta a quanto|estao a quanto|ta a quanto|tao a quanto|a quanto esta|a quanto estao|a quanto ta|going for|how much does|how much do they|subiu|subiram|baixou|baixaram|went up|gone up|o litro|por litro|a litre|per litre|salario minimo|minimum wage');
/** A price that moves or is per unit: "subiu para 400 kz o litro", "went up to 500 each". */
export const PRICE_TREND = w('subiu|subiram|baixou|baixaram|aumentou|aumentaram|went up|gone up|went down|o litro|por litro|a litre|per litre|o quilo|por quilo|a unidade|per kilo|each|cada');
/** First-person money words that keep a price-sounding question about the user's own money. */
export const MY_MONEY_STRICT = w('gastei|paguei|recebi|ganhei|devo|tenho|my|meu|minha|i spent|did i|have i|owe me|owes me|me deve|me devem|i owe|me paguem');
/** Words that put a how-much question on the user's own money. */
export const MY_MONEY = w('devolvi|emprestei|poupei|guardei|juntei|abasteci|comprei|save|saved|gastei|gastamos|paguei|recebi|ganhei|tenho|devo|ja foi|foi|foram|entrou|saiu|meu|minha|meus|minhas|i|my|me');
// "estou no vermelho?", "ainda tenho dinheiro pra chegar ao fim do mês?": where the balance stands.
export const BALANCE = w('no vermelho|in the red|is left|s left|ainda tenho dinheiro|still have money|chegar ao fim do mes|chego ao fim do mes|make it to the end of the month|saldo|balance|balanco|quanto tenho|how much do i have|resta|restam|sobra|sobrou|sobrar|have left|money left|lucrei|lucro|lucros|profit');
// "quem tá a me dever?": the pronoun before the verb, as Angolans say it.
// "quem é que ainda tem dinheiro meu?": money of mine in someone's hands is owed to me.
export const OWED_TO_ME = w('tem dinheiro meu|tem o meu dinheiro|has my money|have my money|a me dever|me dever|me devendo|ja me pagou|ja me pagaram|ja me devolveu|pay me back|paid me back|paid me yet|me deve|me devem|owes me|owe me|quem me deve|emprestei|emprestado a|lent|lend|dever me|a dever me|devem me|deve me|owing me|nao me pagou|ainda nao me pagou|hasn t paid me|haven t paid me');
export const I_OWE = w('kilapis|kilapis em aberto|fiados|em aberto|devolvi|ja devolvi|devo|dividas|divida|what do i owe|do i owe|i owe|my debts|falta pagar|ainda devo|left to pay|still owe');
/** "onde gastei mais?", "where did my money go?": asked by category, answered with the total and its biggest categories. */
export const WHERE_MONEY = w('vai mais|onde vai|pra onde vai|para onde vai|pra onde foi|para onde foi|onde foi parar|where does my money go|where my money goes|where does it go|where is my money going|where did my money go|where did it go|where did all my money go|onde gastei mais|onde gasto mais|em que gastei mais|em que gasto mais|com que gastei mais|com que gasto mais|no que gastei mais|no que gasto mais|what do i spend (?:the )?most on|what did i spend (?:the )?most on|por categoria|by category');
export const BIGGEST = w('maiores|maior|mais caro|mais caras|gastei mais(?! de)|biggest|largest|top|highest|gasta mais|gastamos mais|gastam mais|gasto mais|spend the most|spend most|spends the most|spends most');
export const INCOME_Q = w('rendeu|renderam|ganhei|recebi|receitas|receita|rendimentos|entradas|entrou|entraram|vendi|vendas|vendeu|faturei|facturei|earn|earned|income|received|came in|sold|sales|made(?! (?:you|this|kumbu|the bot|the app)(?![\\p{L}]))');
// "já passei dos 100 mil?", "have I gone over 1000 dollars?": a threshold passed is spending asked about.
export const SPENDING_Q = w('passei d[oa]s|passei o|passei a|ultrapassei|gone over|went over|go over|exceeded|gastou|gastaram|gastamos|gastei|gastos|gasto|despesas|despesa|paguei|saiu|sairam|foi|foram|gastar|a gastar|spend|spent|spending|expenses|paid|went|transaccoes|transacoes|transaccao|transacao|movimentos|transactions');
/** Thanks, anywhere in a message without a question: "muito obrigada pela ajuda de hoje". */
export const THANKS = w('obgd|obgda|obgdo|obgdao|obrigadinho|obrigadinha|brigadao|thankss|thank u|tnx|thnx|obrigad[oa]|obrigadao|obg|brigad[oa]|valeu|thanks|thank you|thx|ty|cheers|agradeco|agradecido|agradecida');
/** A goodbye: "tchau", "até amanhã", "bye", "boa noite e até amanhã". */
export const BYE = w('bye|goodbye|bye bye|tchau|xau|ate amanha|ate logo|ate ja|ate mais|see you|see ya|good night|falamos|fui');

/**
 * What a greeting-like message is, for its answer: thanks ("obrigado mano, valeu") before a
 * goodbye ("obrigado, até amanhã" thanks), a goodbye, else a hello.
 */
export function smallTalkKind(folded: string): 'hello' | 'thanks' | 'bye' {
  if (THANKS.test(folded)) return 'thanks';
  if (BYE.test(folded)) return 'bye';
  return 'hello';
}

/** "até amanhã então", "bye for now": fillers that leave a goodbye a goodbye (a greeting only beside one). */
export const GREETING_FILLERS = w('entao|then|for now|por agora|por hoje|for today|pronto');
/** "ok" alone acknowledges; it greets no one and asks nothing. */
export const ACK_ONLY = /^(?:ok|okay|okk|k|ok ok)[.!\s]*$/u;
/** A chat opener or a reaction: a message that starts so and is nothing else is small talk. */
export const GREETING_LEAD = /^(?:feliz natal|feliz ano novo|feliz pascoa|boas festas|paz do senhor|a paz do senhor|shalom|merry christmas|happy new year|happy holidays|happy easter|good morning|good afternoon|good evening|morning|wawe|saudacoes|cumprimentos|greetings|ola|oi|oie|boas|bom dia|boa tarde|boa noite|hello|hi|hey|yo|e ai|eai|tudo (?:bem|bom|fixe|certo)|ta fixe|tas fixe|ok|okay|sup|whats up|what s up)(?![\p{L}])/u;
/** "como vejo quem me deve?": how to see something in Kumbu is a how-to on its own. */
export const HOW_TO_SEE = w('como vejo|como faco para ver|como faco pra ver|como e que vejo|como posso ver|como consulto|como sei|how do i see|how can i see|how do i check|how can i check|where do i see|where can i see');
/** "como marco que alguém me pagou?", "how do I log a loan?": how to record something is a how-to on its own. */
export const HOW_TO_RECORD = w('como boto|como e q registo|como e que registo|como marco|como registo|como lanco|como anoto|como se marca|como se regista|como se lanca|how do i log|how do i record|how do i mark|how do i enter|how can i log|how can i record'
  // "como é que ponho aqui que devo…": how to put something in here.
  + '|como (?:e (?:que|q) )?(?:ponho|meto|escrevo|coloco|boto) aqui|how do i (?:put|add|enter) (?:it |that |this )?(?:in )?here');
/** Opinion and rights questions ("achas que devo…?", "should I invest…?", "quantos dias de férias tenho direito por lei?") are not about the user's books. */
export const ADVICE = /^(?:achas|acha|o que achas|que achas|do you think|should i|devo (?!pagar|devolver|dar|a |ao |à )\p{L}+(?:ar|er|ir)(?![\p{L}])|tens uma receita|tem uma receita|sabes uma receita|recipe)|(?<![\p{L}])(?:is it worth|worth it|vale a pena|compensa|tenho direito|por lei|by law|am i entitled|entitled to)(?![\p{L}])/u;
/** "o que é melhor, tens uma receita de muamba": "receita" as a recipe, not income. */
export const RECIPE = w('receita de [a-z]+ de|uma receita de|recipe|alguma receita|receita boa|boa receita|receitas de cozinha|receita de (?:muamba|moamba|calulu|funge|bolo|frango|galinha|peixe|kizaka|mufete|doce|pao|sumo|gindungo|feijao|cabidela)');
/** "correção: 8.750": a correction word and a colon, the value after it. */
export const CORRECTION_COLON = /^\s*(?:correcao|correccao|correction|corrigir|corrige|corrija|correct|fix|valor certo|o certo)\s*:/u;
/** "quais são as minhas últimas 5 transacções", "show my last 10 expenses": a listing, the number is how many. */
export const LAST_N = /(?<![\p{L}])(?:ultim[oa]s|last|recent)\s+\d{1,2}\s+(?:transac|transa|registos|movimentos|despesas|gastos|receitas|entradas|transactions|records|entries|expenses|payments)/u;
/** "compara este mês com o mês passado": two periods set side by side is a question about them. */
export const COMPARE = w('compara|comparar|compare|comparado com|comparacao|compared to|compared with|comparison|versus|vs|diferenca entre|difference between|em relacao ao|em comparacao com|do que|que no|que na|than');
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

/**
 * A question about what Kumbu can do, opened the way people ask it ("dá pra separar as contas da
 * empresa?", "consigo tirar os dados?", "can Kumbu send me reminders?", "o kumbu tem como me
 * lembrar…", "how do I add my wife to the account?", "o que acontece se eu registar em dólares?").
 * Only asked when nothing else was understood, and only about Kumbu or keeping books.
 */
export const CAPABILITY_Q = /(?:^|[,.!?]\s*)(?:(?:e|mas|so|and|ok|entao|kumbu)\s+)?(?:da|dah) (?:pra|para|p)\s|(?:^|[,.!?]\s*)(?:(?:e|mas|so|and|ok|entao|kumbu)\s+)?(?:consigo|conseguimos|(?:can|could) (?:i|we|you|kumbu|it|this|the app|the bot)|(?:is it|e) possivel|tem como|how (?:do|can|should|would) (?:i|we|you)|como (?:e que |e q )?(?:corrijo|faco|posso|devo|consigo|ligo|separo|adiciono|partilho|exporto)|o que acontece se|o q acontece se|what happens if|does (?:it|kumbu|this app|the app|this)(?: work)?|do you)\s|(?:^|[,.!?]\s*)(?:tem algum|ha algum|existe algum|is there (?:a|any)|posso ter|o que (?:e que |e q )?posso fazer|o q posso fazer|ha solucao|tem solucao|o que se passa|what s wrong)(?![\p{L}])|(?:^|\s)(?:o |esse |este |this |the )?(?:kumbu|bot|app|aplicacao)\s+(?:nao|doesn t|does not|isn t|is not|ta|esta|avisa|avisas|lembra|lembras|manda|envia|tem|faz|consegue|da|pode|e pago|e paga|e gratis|is|can|does|has|nao percebeu|did not|didn t)(?![\p{L}])/u;
/** What such a question is about: the app, the books, sharing, linking, reminders, currencies. */
export const CAPABILITY_TOPIC = w('card|cartao|type|escrever|work|funciona|wallet|wallets|carteira|carteiras|kumbu|app|aplicacao|bot|aqui|here|conta|contas|account|accounts|books|livros|track|registar|registo|record|separar|separate|separately|separadas|lembrar|lembrete|lembretes|reminder|reminders|remind|converte|converter|convert|ligar|link|connect|dados|data|contabilista|accountant|exportar|export|partilhar|share|mulher|esposa|marido|wife|husband|socio|partner|dolares|dollars|euros|currency|moeda|pago|paga|gratis|free|corrijo|correct|fix|mensagem|message|despesas|expenses|receitas|income|orcamento|budget|meta|goal|divida|debt|shop|loja|empresa|business|negocio');
