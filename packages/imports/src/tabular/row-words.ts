// Rows inside a statement's table that are not movements, and words that give a row its
// direction. Named rules with examples beside them (one test runs every example); matched on
// folded text (lower case, no accents).
import { fold } from './fold';

interface RowRule {
  readonly name: string;
  readonly pattern: RegExp;
  readonly examples: readonly string[];
  readonly negativeExamples: readonly string[];
}

/** The balance a statement starts from. */
export const OPENING_BALANCE: RowRule = {
  name: 'opening balance',
  pattern: /\b(saldo|sdo\.?) (contabilistico |disponivel |contab\.? |disp\.? )?(inicial|anterior|de abertura|transitado|de inicio|inicio|do periodo anterior|a transitar)\b|\bopening balance\b|\bbalance brought forward\b|\bprevious balance\b|\bsaldo que transita\b|\bsaldo (no |ao |em |do |de )?inicio\b|\bbalance at (the )?start\b/,
  examples: ['Saldo Inicial', 'SALDO ANTERIOR', 'Saldo de abertura', 'Opening balance', 'Saldo transitado', 'Saldo contabilístico inicial', 'O saldo no início do período era de 1.000,00 Kz', 'Saldo disponível inicial', 'SDO. ANTERIOR'],
  negativeExamples: ['Saldo Final', 'Saldo disponível'],
};

/** The balance a statement ends on. */
export const CLOSING_BALANCE: RowRule = {
  name: 'closing balance',
  pattern: /\b(saldo|sdo\.?) (contabilistico |disponivel |contab\.? |disp\.? )?(final|actual|atual|de fecho|no fim do periodo|contabilistico final|disponivel final|em fim de periodo|do periodo)\b|\bclosing balance\b|\bending balance\b|\bbalance carried forward\b|\bsaldo a data\b|\bsaldo (no |ao |em |do |de )?(fim|final|fecho)\b|\bbalance at (the )?end\b/,
  examples: ['Saldo Final', 'SALDO ACTUAL', 'Saldo de fecho', 'Closing balance', 'Ending balance', 'Saldo contabilístico final', 'O saldo no fim do período era de 1.000,00 Kz', 'Saldo ao fim do dia', 'Sdo Final', 'BALANCE CARRIED FORWARD'],
  negativeExamples: ['Saldo Inicial', 'Balance brought forward', 'Carried forward'],
};

/**
 * A balance written after the last movement without saying "final": "Saldo Contabilístico:
 * 61.000,00", "Saldo Disponível: 60.000,00". Only read below the movements, where it is the
 * balance the statement ends on (the ledger one preferred: the available one leaves out holds).
 */
export const TRAILING_BALANCE: RowRule = {
  name: 'balance after the movements',
  pattern: /^(o )?saldo (contabilistico|contab\.?|disponivel|disp\.?|actual|atual|corrente|em conta)\b|^(ledger|available|book|current) balance\b/,
  examples: ['Saldo Contabilístico: 61.000,00', 'Saldo Disponível: 60.000,00', 'SALDO DISP.', 'Ledger balance', 'Available balance'],
  negativeExamples: ['Saldo Inicial', 'Pagamento saldo Unitel', 'Compra de saldo'],
};

/**
 * A balance "on" a date, without saying opening or closing: "Saldo em 30/09/2026: 250.000,00 Kz",
 * "SALDO EM 31/10/2026 … 773.329,70", "Balance as at 31/10/2026". The date decides which it is
 * (read-table.ts): before the first movement, the opening; on or after the last, the closing.
 */
export const DATED_BALANCE: RowRule = {
  name: 'balance on a date',
  pattern: /^(o )?saldo( contabilistico| disponivel| contab\.?| disp\.?| da conta)? (em|a|ao|no dia|do dia|a data de|na data de|de)\s*:?\s*(\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}\b|\d{1,2}( de)?[ -][a-z]{3,9}\.?( de)?[ -]\d{4}\b)|^((ledger|available|book|account) )?balance (at|on|as at|as of)\s*:?\s*(\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}\b|\d{1,2}[ -][a-z]{3,9}\.?[ -]\d{4}\b|[a-z]{3,9}\.? \d{1,2},? \d{4}\b)/,
  examples: ['Saldo em 30/09/2026: 250.000,00 Kz', 'SALDO EM 31/10/2026          773.329,70', 'Saldo disponível a 31-10-2026: 1.000,00', 'Balance as at 31/10/2026: 4,594.51', 'Saldo de 01.10.2026 12.000,00', 'Saldo em 30 de Setembro de 2026: 250.000,00', 'Balance as of Sep 30, 2026: 4,250.00'],
  negativeExamples: ['Saldo Inicial', 'Saldo em conta', 'Pagamento saldo 30/09/2026', 'Compra de saldo em 30/09/2026'],
};

/** Carries between pages: the running total carried to or brought from another page. */
export const CARRY: RowRule = {
  name: 'carry',
  // "Transporte" alone or with its number, not "TRANSPORTE ESCOLAR ABRIL" (a movement).
  pattern: /^(a )?transportar\b|\ba transportar\b|^transporte(?=$|\s*[:(-]|\s+[-\d(]|\s+(da|de|do) (pagina|folha|pag\.?)\b)|^(saldo )?de transporte\b|\btransportado\b|\bcarried forward\b|\bbrought forward\b|^c\/f\b|^b\/f\b/,
  examples: ['A transportar', 'Transporte', 'TRANSPORTE', 'Transporte: 40.000,00', 'Transporte da página 1', 'Carried forward', 'De transporte'],
  negativeExamples: ['Pagamento transporte escolar', 'TRANSPORTE ESCOLAR ABRIL', 'Passe de transporte'],
};

/** Totals and counts after the movements. */
export const TOTAL: RowRule = {
  name: 'total',
  // A total stands alone or names what it sums: "Total", "Total: 42.000,00", "Total Débitos";
  // a movement may start with the same word ("TOTAL ANGOLA POSTO", "SOMA SEGUROS").
  pattern: /^(total|totais|totals?|subtotal|sub-total|soma|sum)(?=$|\s*[:(-]|\s+[-\d(]|\s+(de |dos |do |da |of )?(movimentos|debitos|creditos|a debito|a credito|entradas|saidas|geral|periodo|mes|transactions|debits|credits|period|month)\b)|\btotal (de |dos )?(movimentos|debitos|creditos|a debito|a credito|entradas|saidas|geral|do periodo)\b|\bn\.?o? (de )?movimentos\b|\b(n\.?o?|numero|num\.?|qtd\.?|quantidade) (de |total de )?(movimentos|transac?coes|operacoes|lancamentos|registos)\b|\bnumber of transactions\b|\btransaction count\b/,
  examples: ['Total', 'Total: 42.000,00', 'Total do mês', 'Total de Movimentos', 'Total Débitos', 'TOTAIS', 'Nº de movimentos', 'Totals', 'Número de transacções: 3', 'Nº de operações', 'Quantidade de movimentos'],
  negativeExamples: ['Pagamento Total Energies', 'TOTAL ANGOLA POSTO MORRO BENTO', 'SOMA SEGUROS REEMBOLSO'],
};

/** A mobile-money row that did not happen. */
export const FAILED_STATUS: RowRule = {
  name: 'failed status',
  pattern: /\b(falhad[ao]s?|falhou|falha|rejeitad[ao]|recusad[ao]|cancelad[ao]|anulad[ao]|revertid[ao]|estornad[ao]|expirad[ao]|pendente|em curso|em processamento|nao (efectuad|efetuad|concluid|processad)[ao]|sem sucesso|insucesso|failed|failure|rejected|declined|cancell?ed|reversed|expired|pending|erro|error|timeout|processing|in progress|closed)\b/,
  // "Processing", "In progress": not yet done; "Closed": an order closed unpaid (wallet apps).
  examples: ['Falhada', 'FALHOU', 'Rejeitada', 'Cancelada', 'Anulada', 'Failed', 'Pendente', 'Não efectuada', 'Sem sucesso', 'Processing', 'In progress', 'Closed'],
  negativeExamples: ['Sucesso', 'Concluída', 'Efectuada', 'Completed', 'Success', 'Processed'],
};

interface DirectionWords {
  readonly name: string;
  readonly direction: -1 | 1;
  /** Matched at the start of the folded cell: a type column's word or a description's first words. */
  readonly pattern: RegExp;
  readonly examples: readonly string[];
  readonly negativeExamples: readonly string[];
}

/** Words that say money went out or came in, in D/C and type columns (pt and en). */
export const DIRECTION_WORDS: readonly DirectionWords[] = [
  {
    name: 'money out',
    direction: -1,
    pattern: /^(-|d|db|dr|deb|debito|debit|s|saida|saidas|out|enviad[ao]|envio|enviar|transferencia enviada|pagamento|pag|compra|levantamento|withdrawal|payment|sent|purchase|transfer out|transfer sent|money sent|cash[- ]?out|airtime|debito em conta)(\b|$)/,
    examples: ['D', 'Débito', 'Saída', 'Envio', 'Transferência enviada', 'Pagamento', 'Levantamento', '-', 'Transfer Sent', 'Cash Out', 'Cash-out at agent', 'Airtime Purchase'],
    negativeExamples: ['Crédito', 'Transfer Received', 'Depósito'],
  },
  {
    name: 'money in',
    direction: 1,
    pattern: /^(\+|c|cr|cred|credito|credit|e|entrada|entradas|in|recebid[ao]|recebimento|rece(p)?cao|rec|deposito|credito em conta|transferencia recebida|receive|received|deposit|transfer in|transfer received|money received|cash[- ]?in|reembolso|refund|carregamento recebido)(\b|$)/,
    examples: ['C', 'Crédito', 'Entrada', 'Recebido', 'Recebimento', 'Recepção', 'Receção de dinheiro', 'Depósito', 'Transferência recebida', '+', 'Transfer Received', 'Cash In', 'Cash-in at agent', 'Refund', 'Receive'],
    negativeExamples: ['Débito', 'Transfer Sent', 'Carregamento'],
  },
];

/**
 * In a wallet's statement a top-up ("Carregamento") is money coming into the wallet; in a bank's
 * it is airtime bought ("CARREGAMENTO UNITEL"), money out. Only read as money in for wallets.
 */
export const WALLET_IN_WORDS: DirectionWords = {
  name: 'wallet top-up',
  direction: 1,
  pattern: /^(carregamento|carregar carteira|top ?up|recarga da carteira)(\b|$)/,
  examples: ['Carregamento', 'Carregamento de saldo via BAI', 'Top up'],
  negativeExamples: ['Pagamento'],
};

/**
 * The last resort for a row nothing else signs (no sign, no D/C, no balance to compare with, as
 * the first row of a statement without an opening balance): words anywhere in its description.
 * Money in is the exception, so only clear money-in words count; everything else stays money out.
 */
export const DESCRIPTION_IN_WORDS: DirectionWords = {
  name: 'money in, from a description',
  direction: 1,
  pattern: /\b(recebid[ao]s?|recebimento|deposito|dep\. numerario|salario|ordenado|vencimento|juros credores|estorno|devolucao|reembolso|received|salary|refund|reversal|interest earned)\b/,
  examples: ['TRF RECEBIDA SALARIO MARCO', 'ESTORNO COMISSAO', 'DEPOSITO NUMERARIO', 'Devolução compra', 'INWARD TRANSFER RECEIVED'],
  negativeExamples: ['PAG. PROPINAS', 'COMPRA TPA KERO', 'TRF P/ JOAO'],
};

/** Direction from a D/C or type cell: -1 money out, +1 money in, 0 unknown. `wallet`: a mobile-money statement. */
export function directionOf(text: string, wallet = false): -1 | 0 | 1 {
  const t = fold(text);
  if (t === '') return 0;
  for (const w of DIRECTION_WORDS) if (w.pattern.test(t)) return w.direction;
  if (wallet && WALLET_IN_WORDS.pattern.test(t)) return 1;
  return 0;
}

export const ROW_RULES: readonly RowRule[] = [OPENING_BALANCE, CLOSING_BALANCE, TRAILING_BALANCE, DATED_BALANCE, CARRY, TOTAL, FAILED_STATUS];

// A row's label is tested against several rules in a row: fold it once (a 100 000-line
// statement otherwise folds each label half a dozen times).
let lastText = '';
let lastFolded = '';

export function matches(rule: RowRule, text: string): boolean {
  if (text !== lastText) { lastText = text; lastFolded = fold(text); }
  return rule.pattern.test(lastFolded);
}
