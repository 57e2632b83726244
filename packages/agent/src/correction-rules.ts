// Rules for what a correction is and is not (issue 14, item 16), each with the messages it
// must read and those it must not (habit 11: named rules with their corpus beside them; one
// test runs every corpus). Folded text: lower case, no accents.

export interface CorpusRule {
  readonly name: string;
  readonly rule: RegExp;
  readonly examples: readonly string[];
  readonly negativeExamples: readonly string[];
}

/**
 * "apaga a minha conta", "delete my account": the account, not the last record. Kumbu never
 * deletes an account from a chat message; it says how (Settings on the web). "a conta da
 * luz"/"the bill" is a bill, not the account.
 */
export const ACCOUNT_DELETION: CorpusRule = {
  name: 'account-deletion',
  rule: /(?<![\p{L}])(?:apaga|apago|apagar|apague|apaguem|elimino|cancelo|fecho|elimina|eliminar|elimine|exclui|excluir|exclua|remove|remover|remova|cancela|cancelar|cancele|fecha|fechar|feche|encerra|encerrar|encerre|desativa|desativar|desactivar|delete|deleting|remove|close|cancel|deactivate|erase|wipe)(?:\s+(?:a|o|the|my|me|minha|meu|de|da|do|o meu|a minha|todos?|all|os meus|as minhas))*\s+(?:minha\s+|meu\s+|my\s+|the\s+|this\s+|esta\s+|essa\s+)?(?:conta|account|perfil|profile|registo no kumbu|conta kumbu|kumbu account|dados|data)(?!\s+(?:da|de|do|das|dos|of|for)\s+(?!kumbu(?![\p{L}])))(?![\p{L}])|(?<![\p{L}])(?:(?:quero|queria|gostaria de|como|how (?:do|can) i|i want to|i d like to|want to)\s+)(?:sair do kumbu|deixar o kumbu|leave kumbu|quit kumbu)(?![\p{L}])/u,
  examples: [
    'apaga a minha conta', 'delete my account', 'quero eliminar a conta', 'como apago a minha conta?', 'apagar conta',
    'quero cancelar a minha conta', 'please close my account', 'remove my account', 'elimina a minha conta do kumbu',
    'apaga todos os meus dados', 'delete all my data', 'i want to delete my kumbu account', 'quero sair do kumbu',
    'fecha a minha conta por favor', 'desativar conta',
  ],
  negativeExamples: [
    'apaga o ultimo', 'delete the last one', 'paguei a conta da luz 15 mil', 'apaga a conta da luz', 'anula',
    'nao era supermercado, era mercadoria pra loja', 'cancela o ultimo registo', 'undo', 'delete the electricity bill',
    'como abrir conta no banco sol?', 'conta-me uma piada', 'remove the last expense',
  ],
};

/**
 * A category stated alone, with no amount or day: "é mercadoria", "isso era pra loja, é
 * mercadoria", "era pra loja", "it was stock for the shop". Every comma-separated part has this
 * shape; the words after it must name a category (the keyword tables decide, in understand.ts).
 * Captures the words that name it.
 */
export const CATEGORY_STATEMENT: CorpusRule = {
  name: 'category-statement',
  rule: /^(?:(?:ops|oops|desculpa|sorry|afinal|actually|ah|epa)\s+)?(?:(?:isso|isto|esse|essa|este|esta|aquilo|o ultimo|a ultima|o de|the last one|that|this|it)\s+)?(?:e|era|foi|sao|eram|foram|is|was|it s|it was|that s|that was|should be|devia ser|deve ser)\s+((?:[\p{L}]+\s*){1,6})$/u,
  examples: ['e mercadoria', 'era pra loja', 'isso era pra loja', 'it was stock for the shop', 'foi no supermercado', 'that was groceries', 'era comida', 'afinal era combustivel'],
  // The shape alone lets "é caro" through: understand() also needs the words to name a category.
  negativeExamples: ['gastei 5 mil no candongueiro', 'era 5 mil', 'e quanto?', 'o que e isso', 'quanto gastei em comida'],
};

export const CORRECTION_RULES: readonly CorpusRule[] = [ACCOUNT_DELETION, CATEGORY_STATEMENT];
