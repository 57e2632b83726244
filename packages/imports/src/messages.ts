// What people are told about a file, in Portuguese and English: why it could not be read
// (with the line or page), and what was set aside while reading it. The web, WhatsApp and the
// CLI all say it from here; a test fails when a code lacks either language.
import { type Bilingual, type Lang, interpolate } from '@kumbu/core/lang';
import { type ImportErrorCode, type ImportWarningCode, type SourcePlace } from './statement';

export const IMPORT_ERROR_MESSAGES: Readonly<Record<ImportErrorCode, Bilingual>> = {
  empty_file: { pt: 'O ficheiro está vazio.', en: 'The file is empty.' },
  unknown_format: {
    pt: 'Não reconheço este ficheiro. Envie o extrato em CSV, Excel (.xlsx), OFX, CAMT.053, PDF com texto ou SAF-T AO.',
    en: "I don't recognise this file. Send the statement as CSV, Excel (.xlsx), OFX, CAMT.053, a text PDF or SAF-T AO.",
  },
  legacy_xls: {
    pt: 'Este é um ficheiro Excel antigo (.xls). Abra-o no Excel e guarde como .xlsx ou CSV, depois envie de novo.',
    en: 'This is an old Excel file (.xls). Open it in Excel, save it as .xlsx or CSV and send it again.',
  },
  scanned_pdf: {
    pt: 'Este PDF é uma imagem digitalizada, sem texto. Ainda não leio extratos digitalizados: descarregue o extrato em PDF, CSV ou Excel no homebanking.',
    en: "This PDF is a scanned image with no text. I can't read scanned statements yet: download the statement as PDF, CSV or Excel from online banking.",
  },
  encrypted_pdf: {
    pt: 'Este PDF está protegido por senha. Abra-o, guarde uma cópia sem senha e envie de novo.',
    en: 'This PDF is password-protected. Open it, save a copy without the password and send it again.',
  },
  no_table: {
    pt: 'Não encontrei uma tabela de movimentos (com data e valor) neste ficheiro. Pode indicar as colunas no ecrã Importar.',
    en: "I couldn't find a table of movements (with a date and an amount) in this file. You can point out the columns on the Import screen.",
  },
  no_movements: {
    pt: 'Encontrei a tabela, mas nenhuma linha com data e valor legíveis.',
    en: 'I found the table but no row with a readable date and amount.',
  },
  bad_row: { pt: 'Não consegui ler uma linha do ficheiro.', en: "I couldn't read a row of the file." },
  too_large: { pt: 'O ficheiro é grande demais (máximo {limitMb} MB).', en: 'The file is too large (at most {limitMb} MB).' },
  bad_xml: { pt: 'O XML não é válido ou traz definições (DTD) que não aceito.', en: 'The XML is not valid, or it carries definitions (DTD) I do not accept.' },
  bad_ofx: { pt: 'O ficheiro OFX não é válido.', en: 'The OFX file is not valid.' },
  corrupt_file: { pt: 'O ficheiro está danificado e não abre.', en: 'The file is damaged and does not open.' },
  unsupported_currency: { pt: 'O extrato está numa moeda que o Kumbu ainda não guarda (só kwanza, dólar e euro).', en: 'The statement is in a currency Kumbu does not keep yet (only kwanza, dollar and euro).' },
  amount_too_large: {
    pt: 'Há um valor acima do máximo que o Kumbu guarda num movimento (1 000 000 000 000,00), ou valores que somados passam o que o Kumbu conta ao cêntimo.',
    en: 'There is an amount above the most Kumbu keeps in one movement (1,000,000,000,000.00), or amounts that add up past what Kumbu counts to the cent.',
  },
};

export const IMPORT_WARNING_MESSAGES: Readonly<Record<ImportWarningCode, Bilingual>> = {
  row_skipped_unreadable: { pt: 'Uma linha com valor mas sem data legível ficou de fora.', en: 'A row with an amount but no readable date was left out.' },
  row_skipped_failed: { pt: 'Uma operação «{status}» (não concluída) ficou de fora.', en: 'A “{status}” operation (not completed) was left out.' },
  balance_mismatch: {
    pt: 'O saldo inicial mais os movimentos não dá o saldo final do extrato.',
    en: "The opening balance plus the movements doesn't give the statement's closing balance.",
  },
  running_balance_mismatch: { pt: '{count} saldo(s) linha a linha não batem certo com os valores.', en: "{count} running balance(s) don't agree with the amounts." },
  currency_assumed: { pt: 'O ficheiro não diz a moeda: assumi kwanza.', en: "The file doesn't name its currency: kwanza assumed." },
  mixed_currencies: { pt: '{count} linha(s) noutra moeda ficaram de fora.', en: '{count} row(s) in another currency were left out.' },
  row_skipped_pending: { pt: 'Um movimento ainda pendente (não lançado) ficou de fora.', en: 'A pending (not yet booked) movement was left out.' },
  statements_skipped: { pt: 'O ficheiro traz extratos de outras contas: li só os da primeira.', en: 'The file holds statements of other accounts too: I read only the first account’s.' },
};

export function placeText(place: SourcePlace | undefined, lang: Lang): string {
  if (!place) return '';
  const parts: string[] = [];
  if (place.sheet !== undefined) parts.push(lang === 'pt' ? `folha «${place.sheet}»` : `sheet “${place.sheet}”`);
  if (place.page !== undefined) parts.push(lang === 'pt' ? `página ${place.page}` : `page ${place.page}`);
  if (place.line !== undefined) parts.push(lang === 'pt' ? `linha ${place.line}` : `line ${place.line}`);
  return parts.join(', ');
}

function params(p: Readonly<Record<string, string | number>>): Record<string, string | number> {
  const limit = p.limit;
  return { ...p, ...(typeof limit === 'number' ? { limitMb: Math.round(limit / (1024 * 1024)) } : {}) };
}

export function importErrorText(error: { readonly code: ImportErrorCode; readonly place: SourcePlace | undefined; readonly params: Readonly<Record<string, string | number>> }, lang: Lang): string {
  const text = interpolate(IMPORT_ERROR_MESSAGES[error.code][lang], params(error.params));
  const where = placeText(error.place, lang);
  return where === '' ? text : `${text} (${where})`;
}

export function importWarningText(warning: { readonly code: ImportWarningCode; readonly place?: SourcePlace; readonly params?: Readonly<Record<string, string | number>> }, lang: Lang): string {
  const text = interpolate(IMPORT_WARNING_MESSAGES[warning.code][lang], params(warning.params ?? {}));
  const where = placeText(warning.place, lang);
  return where === '' ? text : `${text} (${where})`;
}
