// What a column holds, read from its header as Angolan banks and wallets write it (pt and en).
// Each role is named data with examples beside it (ARCHITECTURE habit 11); one test runs every
// example, and the negative examples must not match. Matching is on folded text (no accents,
// lower case), the whole cell, after removing a currency in parentheses: "Débito (Kz)".
import { fold } from './fold';

export const COLUMN_ROLES = [
  'date', 'valueDate', 'description', 'amount', 'debit', 'credit', 'balance',
  'fee', 'status', 'reference', 'counterparty', 'currency', 'direction',
] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];

interface RoleWords {
  readonly role: ColumnRole;
  readonly pattern: RegExp;
  readonly examples: readonly string[];
  readonly negativeExamples: readonly string[];
}

// Order matters: the first role whose pattern matches wins ("data valor" is valueDate, not date;
// "valor a debito" is debit, not amount; "saldo" before "valor").
export const ROLE_WORDS: readonly RoleWords[] = [
  {
    role: 'valueDate',
    // "DT.VAL", "Data Val.": the abbreviations of fixed-width text exports, where columns are narrow.
    // "Datas" over "Movimento | Valor": a merged group label, joined to each column below it.
    pattern: /^(datas?[ -]?(de )?(valor|val\.?)|dt\.? ?(valor|val\.?)|value date|val\.? date|value dt\.?|data valor \/ data|valuta)$/,
    examples: ['Data Valor', 'Data-Valor', 'Dt. Valor', 'Value date', 'DATA DE VALOR', 'DT.VAL', 'Data Val.', 'Dt.Valor', 'Datas Valor', 'Val. Date', 'Value Dt'],
    negativeExamples: ['Data', 'Valor'],
  },
  {
    role: 'date',
    pattern: /^(datas?|dt\.?|date|dia)( (do |de |da )?(mov\.?|movimento|movimentos|operacao|operação|oper\.?|op\.?|lancamento|lanc\.?|transaccao|transacao|trans\.?|registo|contabilistica|contabilizacao|contab\.?|transaction|posted|posting|booking|valor\/data))?( ?[-/] ?hora| e hora| hora)?$|^(transaction|trans\.?|tran|txn|posting|booking|posted) date$|^(data|date) ?([/&]|e|and) ?(hora|time)( (da |de |do |of )?(operacao|movimento|transac?cao|lancamento|transaction|operation))?$|^(transaction|trans\.?|txn|operation) (time|date ?([/&]|and) ?time)$|^data mov\.?$|^dt\.? ?(mov|oper|op|lanc|contab|trans)\.?$/,
    examples: ['Data', 'Data Mov.', 'Data Movimento', 'Data Operação', 'Data Lançamento', 'Data/Hora', 'Date', 'Transaction date', 'DATA DO MOVIMENTO', 'Data e hora', 'Dt. Mov.', 'Posting date', 'Data Oper.', 'Data-Hora', 'DT MOV', 'Data Contabilização', 'DATA_MOV', 'Date & time', 'Data & Hora', 'Date/Time', 'DT.MOV', 'Dt.Oper.', 'DT.LANC', 'Trans. Date', 'Txn Date', 'Datas Movimento', 'Transaction Time', 'Transaction date/time', 'Data/Hora Operação', 'Data e Hora do Movimento'],
    negativeExamples: ['Data Valor', 'Descrição', 'Time', 'Processing time'],
  },
  {
    role: 'fee',
    pattern: /^(taxa|taxas|comissao|comissoes|comissão|custo|custos|encargos?|fee|fees|charges?|commission|tarifa|taxa de servico|taxa aplicada)( (c\/|com|\+|incl\.?|inc\.?) ?iva| iva incl\.?| incl\.? iva)?$/,
    examples: ['Taxa', 'Comissão', 'Comissões', 'Encargos', 'Fee', 'Charges', 'Tarifa', 'Taxa aplicada', 'Comissão c/ IVA', 'Taxa + IVA', 'Comissão IVA incl.'],
    negativeExamples: ['Taxa de câmbio'],
  },
  {
    role: 'debit',
    pattern: /^(debito|debitos|débito|deb\.?|db\.|(valor|montante|mov\.?|movimentos?|movs?\.?|importancia|quantia) (a |ao |de |em )?(debitos?|deb\.?)|levantamentos?|saidas?|saida de fundos|debit|debits|debit amount|amount debited|money out|paid out|withdrawals?|withdrawal amount|dr|out|enviado|montante enviado|valor enviado)$/,
    examples: ['Débito (-)', 'Débito', 'Débitos', 'Déb.', 'DB.', 'Mov. Déb.', 'Valor a Débito', 'Levantamentos', 'Saídas', 'Debit', 'Money out', 'Withdrawals', 'DR', 'Mov. Débito', 'Enviado', 'Mov. a Débito', 'Movimentos a débito', 'Montante Débito', 'Debit Amount'],
    negativeExamples: ['Débito/Crédito', 'D/C'],
  },
  {
    role: 'credit',
    pattern: /^(credito|creditos|cred\.?|cr\.|(valor|montante|mov\.?|movimentos?|movs?\.?|importancia|quantia) (a |ao |de |em )?(creditos?|cred\.?)|depositos?|entradas?|entrada de fundos|credit|credits|credit amount|amount credited|money in|paid in|deposits?|lodgements?|deposit amount|cr|in|recebido|montante recebido|valor recebido)$/,
    examples: ['Crédito', 'Créditos', 'Créd.', 'CR.', 'Valor Créd.', 'Valor a Crédito', 'Depósitos', 'Entradas', 'Credit', 'Money in', 'Deposits', 'CR', 'Recebido', 'Mov. a Crédito', 'Movimentos a crédito', 'Credit Amount', 'Lodgements'],
    negativeExamples: ['Débito/Crédito', 'Cartão de crédito'],
  },
  {
    role: 'balance',
    pattern: /^(saldo|saldos|sdo\.?|sld\.?|(saldo|sdo\.?) (contabilistico|contab\.?|cont\.?|disponivel|disp\.?|apos( movimento)?|final|corrente|actual|atual|da conta|em conta)|saldo apos mov\.?|balance|running balance|balance after|available balance|ledger balance|book balance|novo saldo|saldo resultante)$/,
    examples: ['Saldo', 'Sdo', 'Sld.', 'Sdo. Contab.', 'Saldo Contabilístico', 'Saldo Disponível', 'Saldo após movimento', 'Balance', 'Running balance', 'Novo saldo', 'SALDO DISP.', 'Saldo Contab.'],
    negativeExamples: ['Saldo inicial: 1000'],
  },
  {
    role: 'amount',
    pattern: /^(valor|valores|montante|montantes|importancia|quantia|valor (do |da )?(movimento|mov\.?)|valor da operacao|valor transaccao|valor da transaccao|valor da transacao|amount|value|transaction amount|valor liquido|montante da operacao|montante da transac?c?ao|total)$/,
    examples: ['Valor', 'Montante', 'Importância', 'Amount', 'Valor da Operação', 'Quantia', 'Transaction amount', 'Valor Movimento', 'Valor (+/-)', 'Montante da Transacção'],
    negativeExamples: ['Data Valor', 'Valor a Débito'],
  },
  {
    role: 'direction',
    pattern: /^(d\/c|c\/d|dc|tipo( de)? (movimento|operacao|transaccao|transacao)?|tipo|natureza|sentido|direction|direccao|direcao|dr \/ cr|debito\/credito|credito\/debito|deb\/cred|dr\/cr|cr\/dr|type|transaction type|entrada\/saida|saida\/entrada|enviado\/recebido|recebido\/enviado|debit\/credit|credit\/debit|in\/out|sinal|movimento tipo|operacao|operation|operation type)$/,
    examples: ['D/C', 'Tipo', 'Tipo de Movimento', 'Natureza', 'Débito/Crédito', 'DR/CR', 'Type', 'Transaction type', 'Entrada/Saída', 'Operação', 'Enviado/Recebido', 'Debit/Credit', 'Sinal', 'Direction', 'Direcção', 'Operation', 'Operation type'],
    negativeExamples: ['Data', 'Operation date', 'Operation ID'],
  },
  {
    role: 'status',
    pattern: /^(estado|status|situacao|resultado|estado da operacao|estado da transaccao|estado da transacao|transaction status)$/,
    examples: ['Estado', 'Status', 'Situação', 'Resultado', 'Estado da Transacção'],
    negativeExamples: ['Estado civil: casado'],
  },
  {
    role: 'reference',
    pattern: /^(referencia|ref\.?|n\.?o?\.? ?(de )?(operacao|documento|doc\.?|transaccao|transacao|movimento|referencia)|numero (de )?(operacao|documento|transaccao|transacao)|id( (da )?(transaccao|transacao|operacao))?|transaction id|reference|ref no\.?|documento|doc\.?|n\.? doc\.?|codigo|id transaccao|n\.? ?operacao|no\.? (de )?operacao|order (no\.?|number|id)|n\.?o?\.? ?(do |de )?pedido)$/,
    examples: ['Referência', 'Ref.', 'Nº Operação', 'N.º Documento', 'ID Transacção', 'ID', 'Transaction ID', 'Reference', 'Documento', 'Nº Transacção', 'Order No.', 'Order ID', 'Nº Pedido'],
    negativeExamples: ['Descrição'],
  },
  {
    role: 'counterparty',
    pattern: /^(beneficiario|destinatario|remetente|ordenante|contraparte|contra-parte|origem ?\/ ?destino|de ?\/ ?para|para ?\/ ?de|counterparty|payee|payer|recipient|sender|destino|origem|numero (do )?(destino|destinatario|beneficiario)|nome|entidade|comerciante|merchant|cliente|fornecedor)$/,
    examples: ['Beneficiário', 'Destinatário', 'Remetente', 'Ordenante', 'Contraparte', 'Origem/Destino', 'De/Para', 'Counterparty', 'Payee', 'Entidade', 'Comerciante'],
    negativeExamples: ['Descrição'],
  },
  {
    role: 'currency',
    pattern: /^(moeda|divisa|currency|ccy|moeda da operacao)$/,
    examples: ['Moeda', 'Divisa', 'Currency', 'CCY'],
    negativeExamples: ['Montante'],
  },
  {
    role: 'description',
    pattern: /^(descricao|descritivo|descricao do movimento|descricao da operacao|descricao da transaccao|descricao da transacao|historico|detalhes?|detalhe do movimento|movimentos?|narrativa|observacoes|obs\.?|descrição|description|details|narrative|memo|particulars|transaction details|designacao|texto|motivo|descritivo do movimento|operacao descricao|desc\.?|descr\.?|desc\. movimento|descricao mov\.?|narration|narracao|remarks|transaction description|descricao da transaccao \/ referencia|descritivo da operacao|designacao do movimento)$/,
    examples: ['Descrição', 'Descritivo', 'Descrição do Movimento', 'Histórico', 'Detalhes', 'Movimento', 'Description', 'Details', 'Narrative', 'Memo', 'Designação', 'Motivo', 'Desc.', 'Descr.', 'Narration', 'Remarks', 'Transaction Description', 'Descritivo da Operação'],
    negativeExamples: ['Data'],
  },
];

/** Examples: "SALDO D" → balance, "MONTANTE D/C" → amount; counter-examples: "D/C" (the sign column itself), "Cartão C" (no role before the letter). */
const SIGN_LETTERS = /^(.*\S)\s+(?:d|c|d ?\/ ?c|c ?\/ ?d|d c|c d|dr|cr|dr ?\/ ?cr)$/;

/** The role a header cell names, or null. "Débito (Kz)", "Valor AOA" and "Saldo USD" are read without the currency. */
export function headerRole(cell: string): ColumnRole | null {
  // Exports from core systems name columns like fields: "DATA_MOV", "VALOR_MOV".
  const text = fold(cell.replace(/_+/g, ' '))
    .replace(/\((kz|aoa|akz|usd|eur|\$|€|us\$)\)|\[(kz|aoa|usd|eur)\]/g, '')
    // "Débito (-)", "Crédito (+)", "Valor (+/-)": the sign the column carries, not its name.
    .replace(/\(\s*[-+]\s*(\/\s*[-+]\s*)?\)/g, '')
    .replace(/\b(em )?(kz|aoa|akz|kwanzas?|usd|eur)\b/g, '')
    .replace(/[:*]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '' || text.length > 40) return null;
  for (const r of ROLE_WORDS) if (r.pattern.test(text)) return r.role;
  // A remark in brackets after the name: "Comissão (IVA incl.)", "Saldo (após movimento)".
  const bare = text.replace(/\s*[([][^)\]]*[)\]]\s*/g, ' ').trim();
  if (bare !== text && bare !== '') for (const r of ROLE_WORDS) if (r.pattern.test(bare)) return r.role;
  // A host report's title with the sign letters of its values stacked over two lines ("SALDO D"
  // over "C", "MONTANTE D/C"): the column is named by the words before them.
  const unsigned = SIGN_LETTERS.exec(text);
  if (unsigned?.[1]) for (const r of ROLE_WORDS) if (r.role !== 'direction' && r.pattern.test(unsigned[1])) return r.role;
  return null;
}

// A column that only says which way the money went ("D/C", "DR/CR", "Direction", "Sinal"),
// unlike a type of operation ("Tipo", "Type", "Operação") whose words only sometimes say it.
const SIGN_ONLY = /^(d\/c|c\/d|dc|dr ?\/ ?cr|cr ?\/ ?dr|deb\/cred|debito\/credito|credito\/debito|debit\/credit|credit\/debit|entrada\/saida|saida\/entrada|enviado\/recebido|recebido\/enviado|in\/out|sinal|sentido|natureza|direction|direccao|direcao)$/;

/** Whether a header naming a direction names only the sign, not a type of operation. */
export function namesSignOnly(cell: string): boolean {
  return SIGN_ONLY.test(fold(cell).replace(/[:*]+$/, '').trim());
}
