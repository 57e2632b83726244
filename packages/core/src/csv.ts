// CSV export of records (spec §3, §5). Bytes matter: Excel on Windows needs the byte-order
// mark to read "Empréstimo" as UTF-8, and RFC 4180 wants CRLF between rows.
import { centsToDecimal } from './money';
import { type FinanceRecord } from './records';
import { DEFAULT_TIME_ZONE, dayOf } from './date-range';

export const CSV_COLUMNS = ['Date', 'Type', 'Amount', 'Currency', 'Party/Category', 'Description', 'Notes'] as const;

export const CSV_BOM = '\uFEFF';
export const CSV_EOL = '\r\n';

/** Quotes a cell only when needed (a quote, comma, CR or LF inside), doubling inner quotes. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function recordRow(r: FinanceRecord): string {
  return [
    r.date.toISOString(),
    r.kind,
    // Machine decimal ("1234.50"), not "1 234,50 Kz": a spreadsheet must read it as a number.
    centsToDecimal(r.amountCents),
    r.currency,
    r.party ?? r.category ?? '',
    r.description ?? '',
    r.notes ?? '',
  ].map(csvCell).join(',');
}

/** BOM, header row, one row per record, rows joined with CRLF (no trailing line break). */
export function recordsToCsv(records: readonly FinanceRecord[]): string {
  const rows = [CSV_COLUMNS.map(csvCell).join(',')];
  for (const r of records) rows.push(recordRow(r));
  return CSV_BOM + rows.join(CSV_EOL);
}

/** "transactions-YYYY-MM-DD.csv", dated in the user's zone so a late-night export in Luanda is not "tomorrow". */
export function csvFileName(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return `transactions-${dayOf(now, timeZone)}.csv`;
}
