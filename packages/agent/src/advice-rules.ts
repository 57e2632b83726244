// Advice questions: "posso gastar 50 mil este fim de semana?", "devo pagar a renda ou a
// propina primeiro?", "can I afford a 100k phone?". They ask for judgement, not for a figure
// Kumbu keeps, and they are never records even when they carry an amount. The rules only
// recognise them (understand.ts sets `advice: true`, intent `unknown`); the server answers
// with a model's help over Kumbu's own read-only figures, or honestly without one.
// Folded text (no accents, lower case), as intent-rules.ts reads it.

/** What the question weighs, so the answer without a model can show the nearest figures. */
export type AdviceTopic = 'spend' | 'priority' | 'general';

const B = '(?<![\\p{L}\\p{N}])';

/** A spending decision: "posso gastar…", "consigo comprar…", "dá para pagar…", "can I afford…". */
const SPEND = new RegExp(
  `^(?:(?:e|sera que|achas que|acha que|diz me|diz[- ]me|tu achas que)\\s+)?(?:eu\\s+)?`
  + `(?:posso|podia|poderia|consigo|conseguia|conseguiria|da para|da pra|dava para|dava pra|tenho como|tenho dinheiro para|tenho dinheiro pra|aguento)\\s+`
  + `(?:(?:ja|ainda|mesmo)\\s+)?(?:gastar|comprar|pagar|levar|ir|viajar|sair|fazer|trocar|emprestar|dar|oferecer|investir|torrar|meter)(?![\\p{L}])`
  + `|${B}(?:can i afford|could i afford|can we afford|afford to|can i spend|could i spend|can i buy|could i buy|is it ok to spend|is it okay to spend|am i able to (?:buy|spend|pay))(?![\\p{L}])`, 'u');

/** Which of two things first: "devo pagar a renda ou a propina primeiro?", "what should I pay first?". */
const PRIORITY = new RegExp(
  `${B}(?:primeiro|first|antes|before|prioridade|priority|priorizar|prioritise|prioritize)(?![\\p{L}])`, 'u');
const CHOICE = /(?<![\p{L}])(?:devo|deveria|devia|should i|shall i|o que (?:e que )?(?:devo|pago|deveria)|what should i|which should i|which (?:one|bill|debt) (?:should i|do i|first)|qual (?:devo|pago|deveria|e melhor))(?![\p{L}])/u;

/** "devo comprar a TV agora ou esperar?", "should I take the loan?", "vale a pena…?": a decision asked about. */
const DECIDE = new RegExp(
  `^(?:(?:e|sera que|achas que|acha que|o que achas|tu achas que)\\s+)?(?:eu\\s+)?`
  + `(?:devo|deveria|devia)\\s+(?:(?:ja|mesmo|agora)\\s+)?(?:pagar|comprar|gastar|poupar|guardar|investir|liquidar|trocar|vender|emprestar|esperar|pedir|aceitar|cortar|reduzir|usar|tirar|levantar|juntar|amortizar|abrir|fechar)(?![\\p{L}])`
  + `|^(?:(?:do you think|what do you think)\\s+)?(?:should i|shall i|do i need to|is it better to)\\s+(?:pay|buy|spend|save|invest|sell|lend|wait|borrow|take|cut|use|withdraw|open|close|get)(?![\\p{L}])`
  // "consigo poupar 100 mil até dezembro?": whether a saving is within reach.
  + `|^(?:(?:e|sera que|achas que)\\s+)?(?:eu\\s+)?(?:posso|consigo|conseguiria|da para|da pra)\\s+(?:poupar|juntar|guardar)(?![\\p{L}])`
  + `|${B}(?:vale a pena|compensa|e melhor (?:pagar|comprar|poupar|guardar|esperar|investir)|is it worth|worth it|what should i (?:pay|do with|buy|cut)|o que (?:e que )?devo (?:pagar|fazer com|cortar|comprar))(?![\\p{L}])`, 'u');

/** Not advice about the user's money: rights, recipes, Kumbu itself ("posso registar…" is help). */
const NOT_MONEY_ADVICE = /(?<![\p{L}])(?:tenho direito|por lei|by law|entitled|receita de|recipe|registar|registrar|record|log|escrever|apagar|delete)(?![\p{L}])/u;

/** "posso gastar 50 mil por mês em comida": a limit set is a budget (budget rules), not a question. */
const BUDGET_WORDS = /(?<![\p{L}])(?:orcamento|orcamentos|budget|budgets|limite|limit|plafond|teto|tecto|no maximo|maximo|at most|no more than)(?![\p{L}])/u;
const RECURRING = /(?<![\p{L}])(?:por mes|ao mes|por semana|a semana|mensal|semanal|per month|a month|each month|per week|a week|monthly|weekly)(?![\p{L}])/u;

/** A question, said with "?" or as one; advice asked without "?" still opens like a question. */
function looksAsked(folded: string): boolean {
  return folded.includes('?') || /^(?:sera que|achas que|acha que|o que achas|do you think|should i|shall i|can i|could i|what should i|posso|consigo|vale a pena)(?![\p{L}])/u.test(folded);
}

/** The advice topic of a folded message, or null when it is not an advice question. */
export function adviceTopic(folded: string): AdviceTopic | null {
  const t = folded.trim();
  // "devo pagar a renda ou a propina primeiro": two things weighed ask even without "?".
  const either = /(?<![\p{L}])(?:ou|or)(?![\p{L}])/u.test(t);
  if (CHOICE.test(t) && PRIORITY.test(t) && (either || looksAsked(t)) && !NOT_MONEY_ADVICE.test(t) && !BUDGET_WORDS.test(t)) return 'priority';
  if (!looksAsked(t) || NOT_MONEY_ADVICE.test(t) || BUDGET_WORDS.test(t) || (RECURRING.test(t) && !t.includes('?'))) return null;
  if (SPEND.test(t)) return 'spend';
  if (DECIDE.test(t)) return either && /(?<![\p{L}])(?:pagar|pay|liquidar|amortizar)(?![\p{L}])/u.test(t) ? 'priority' : 'general';
  return null;
}

/** True when a folded message asks for advice about the user's money. */
export function asksAdvice(folded: string): boolean {
  return adviceTopic(folded) !== null;
}
