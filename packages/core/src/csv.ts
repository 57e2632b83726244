// CSV export of records (spec §3, §5). Bytes matter: Excel on Windows needs the byte-order
// mark to read "Empréstimo" as UTF-8, and RFC 4180 wants CRLF between rows.
import { centsToDecimal } from './money';
import { type FinanceRecord } from './records';
import { DEFAULT_TIME_ZONE, dayOf, normaliseRange, type DayRange } from './date-range';
import { type RateBook, kwanzaEquivalent } from './fx';

// Spec §3's columns, plus Category: Party/Category keeps what the spec puts there (the party
// of a debt or loan, else the category), and Category always carries the category, so an
// expense at "Kero" does not lose "Supermercado". Issue 15 adds, after them, where the money
// was (Account; a transfer's To account, To amount and To currency) and the amount in kwanza
// (the amount itself for kwanza records; a foreign one at its Luanda day's rate, or what an
// exchange into kwanza fetched; empty when there is no rate — never 0).
export const CSV_COLUMNS = [
  'Date', 'Type', 'Amount', 'Currency', 'Party/Category', 'Category', 'Description', 'Notes',
  'Account', 'To account', 'To amount', 'To currency', 'Amount (Kz)',
] as const;

export const CSV_BOM = '\uFEFF';
export const CSV_EOL = '\r\n';

/** Quotes a cell only when needed (a quote, comma, CR or LF inside), doubling inner quotes. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

// OWASP "CSV Injection": a spreadsheet runs a cell that starts with one of these as a formula
// ("=HYPERLINK(…)" in a description someone typed on WhatsApp). A leading single quote makes
// Excel, LibreOffice and Google Sheets show the text as it is.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell of free text (party, category, description, notes): neutralised, then quoted as csvCell does. */
export function csvTextCell(value: string): string {
  return csvCell(FORMULA_START.test(value) ? `'${value}` : value);
}

export interface CsvOptions {
  /** The zone whose calendar day goes in Date (default Africa/Luanda). */
  readonly timeZone?: string;
  /** A stored category (a key or a name) as people read it, in the export's language. */
  readonly categoryLabel?: (stored: string) => string;
  /** An account id → its name (default: the id). */
  readonly accountName?: (id: string) => string;
  /** The rates for Amount (Kz); without them only kwanza records have one. */
  readonly rates?: RateBook;
}

interface RowContext {
  readonly timeZone: string;
  readonly label: (stored: string) => string;
  readonly accountName: (id: string) => string;
  readonly rates: RateBook | undefined;
}

/** Amount (Kz): a machine decimal like Amount, or '' when there is no rate. */
function kwanzaCell(r: FinanceRecord, rates: RateBook | undefined): string {
  if (r.currency === 'AOA') return centsToDecimal(r.amountCents);
  if (r.kind === 'transfer' && r.transferTo?.currency === 'AOA') return centsToDecimal(r.transferTo.amountCents);
  if (!rates) return '';
  // The rate of the record's Luanda day, as the API's kz equivalents use.
  const kz = kwanzaEquivalent(rates, r.amountCents, r.currency, dayOf(r.date));
  return kz === null ? '' : centsToDecimal(kz.cents);
}

function recordRow(r: FinanceRecord, c: RowContext): string {
  const category = r.category === null || r.category === '' ? '' : c.label(r.category);
  const to = r.transferTo;
  return [
    // The day the person lived it, not a UTC instant: 23:30 UTC is already tomorrow in Luanda.
    dayOf(r.date, c.timeZone),
    r.kind,
    // Machine decimal ("1234.50", "-1234.00"), not "1 234,50 Kz": a spreadsheet must read it as a number,
    // so this column is never neutralised.
    csvCell(centsToDecimal(r.amountCents)),
    r.currency,
    csvTextCell(r.party ?? category),
    csvTextCell(category),
    csvTextCell(r.description ?? ''),
    csvTextCell(r.notes ?? ''),
    csvTextCell(r.accountId === undefined ? '' : c.accountName(r.accountId)),
    csvTextCell(to ? c.accountName(to.accountId) : ''),
    // Numbers, like Amount: never neutralised.
    to ? csvCell(centsToDecimal(to.amountCents)) : '',
    to ? to.currency : '',
    kwanzaCell(r, c.rates),
  ].join(',');
}

const asStored = (stored: string): string => stored;

/** BOM, header row, one row per record, rows joined with CRLF (no trailing line break). */
export function recordsToCsv(records: readonly FinanceRecord[], options: CsvOptions = {}): string {
  const context: RowContext = {
    timeZone: options.timeZone ?? DEFAULT_TIME_ZONE,
    label: options.categoryLabel ?? asStored,
    accountName: options.accountName ?? asStored,
    rates: options.rates,
  };
  const rows = [CSV_COLUMNS.map(csvCell).join(',')];
  for (const r of records) rows.push(recordRow(r, context));
  return CSV_BOM + rows.join(CSV_EOL);
}

/**
 * The file is named after the range it holds (spec §5's "transactions" prefix and
 * YYYY-MM-DD): "transactions-2026-11-01_2026-11-30.csv", one day "transactions-2026-11-20.csv".
 */
/** The export of every record (`all=1`), dated with the day it was made. */
export function csvAllFileName(today: string): string {
  return `transactions-all-${today}.csv`;
}

export function csvFileName(range: DayRange): string {
  const r = normaliseRange(range);
  return r.start === r.end ? `transactions-${r.start}.csv` : `transactions-${r.start}_${r.end}.csv`;
}
