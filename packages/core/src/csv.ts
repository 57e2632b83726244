// CSV export of records (spec §3, §5). Bytes matter: Excel on Windows needs the byte-order
// mark to read "Empréstimo" as UTF-8, and RFC 4180 wants CRLF between rows.
import { centsToDecimal } from './money';
import { type FinanceRecord } from './records';
import { DEFAULT_TIME_ZONE, dayOf, normaliseRange, type DayRange } from './date-range';

// Spec §3's columns, plus Category: Party/Category keeps what the spec puts there (the party
// of a debt or loan, else the category), and Category always carries the category, so an
// expense at "Kero" does not lose "Supermercado".
export const CSV_COLUMNS = ['Date', 'Type', 'Amount', 'Currency', 'Party/Category', 'Category', 'Description', 'Notes'] as const;

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
}

function recordRow(r: FinanceRecord, timeZone: string, label: (stored: string) => string): string {
  const category = r.category === null || r.category === '' ? '' : label(r.category);
  return [
    // The day the person lived it, not a UTC instant: 23:30 UTC is already tomorrow in Luanda.
    dayOf(r.date, timeZone),
    r.kind,
    // Machine decimal ("1234.50", "-1234.00"), not "1 234,50 Kz": a spreadsheet must read it as a number,
    // so this column is never neutralised.
    csvCell(centsToDecimal(r.amountCents)),
    r.currency,
    csvTextCell(r.party ?? category),
    csvTextCell(category),
    csvTextCell(r.description ?? ''),
    csvTextCell(r.notes ?? ''),
  ].join(',');
}

const asStored = (stored: string): string => stored;

/** BOM, header row, one row per record, rows joined with CRLF (no trailing line break). */
export function recordsToCsv(records: readonly FinanceRecord[], options: CsvOptions = {}): string {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const label = options.categoryLabel ?? asStored;
  const rows = [CSV_COLUMNS.map(csvCell).join(',')];
  for (const r of records) rows.push(recordRow(r, timeZone, label));
  return CSV_BOM + rows.join(CSV_EOL);
}

/**
 * The file is named after the range it holds (spec §5's "transactions" prefix and
 * YYYY-MM-DD): "transactions-2026-11-01_2026-11-30.csv", one day "transactions-2026-11-20.csv".
 */
export function csvFileName(range: DayRange): string {
  const r = normaliseRange(range);
  return r.start === r.end ? `transactions-${r.start}.csv` : `transactions-${r.start}_${r.end}.csv`;
}
