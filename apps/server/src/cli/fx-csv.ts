// `kumbu fx import FILE.csv`: a rates file as people keep them in a spreadsheet, read and
// checked row by row before anything is written. What it accepts (docs/fx-rates.md):
//   - separators `;`, `,` or tab (taken from the header line);
//   - a header naming the columns, in Portuguese or English, in any order and case:
//     currency|moeda, date|data|day|dia, rate|taxa|cambio|câmbio, and optionally source|fonte;
//   - dates 2026-11-27 or 27/11/2026 (also 27-11-2026, 27.11.2026);
//   - rates with a decimal point or comma, and thousands separators when both appear
//     ("1.050,10", "1,050.10", "1 050,10");
//   - USD and EUR only; no day after today; one rate per currency and day.
// Rows are numbered as a spreadsheet shows them: the header is row 1.
import Papa from 'papaparse';
import { type DayString, isSupportedDay } from '@kumbu/core/date-range';
import { type ForeignCurrency, isForeignCurrency, parseRate } from '@kumbu/core/fx';
import { FX_SOURCE_PATTERN } from '../adapters/fx/rates-provider';

export interface CsvRate {
  readonly row: number;
  readonly currency: ForeignCurrency;
  readonly day: DayString;
  readonly micros: number;
  readonly source: string;
}

export interface CsvProblem { readonly row: number; readonly message: string }

export type CsvRatesResult =
  | { readonly ok: true; readonly rates: readonly CsvRate[] }
  | { readonly ok: false; readonly problems: readonly CsvProblem[] };

type Column = 'currency' | 'date' | 'rate' | 'source';

const HEADER_NAMES: Record<string, Column> = {
  currency: 'currency', moeda: 'currency', divisa: 'currency',
  date: 'date', data: 'date', day: 'date', dia: 'date',
  rate: 'rate', taxa: 'rate', cambio: 'rate', 'taxa de cambio': 'rate', 'exchange rate': 'rate',
  source: 'source', fonte: 'source', origem: 'source',
};

function headerKey(cell: string): Column | undefined {
  const name = cell.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase().replace(/\s+/g, ' ');
  return HEADER_NAMES[name];
}

/** The separator the header line uses: `;` first (decimal commas need it), then tab, then `,`. */
function separatorOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  if (header.includes(';')) return ';';
  if (header.includes('\t')) return '\t';
  return ',';
}

/** dd/mm/yyyy, dd-mm-yyyy, dd.mm.yyyy or YYYY-MM-DD → YYYY-MM-DD; null when not a real day. */
export function parseCsvDay(text: string): DayString | null {
  const t = text.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  const day = dmy ? `${dmy[3]}-${(dmy[2] ?? '').padStart(2, '0')}-${(dmy[1] ?? '').padStart(2, '0')}` : t;
  return isSupportedDay(day) ? day : null;
}

/**
 * A rate as written in a spreadsheet → micros; null when unusable. With both `.` and `,`
 * the last one is the decimal mark and the other groups thousands; spaces group thousands.
 */
export function parseCsvRate(text: string): number | null {
  let t = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  const lastDot = t.lastIndexOf('.');
  const lastComma = t.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const thousands = lastDot > lastComma ? ',' : '.';
    const [whole = '', ...rest] = t.split(thousands === ',' ? /[.]/ : /[,]/);
    if (rest.length > 1 || !/^\d{1,3}(?:[.,]\d{3})+$/.test(whole)) return null;
    t = `${whole.split(thousands).join('')}.${rest.join('')}`;
  }
  return parseRate(t);
}

export function readRatesCsv(text: string, options: { readonly today: DayString; readonly defaultSource: string }): CsvRatesResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: separatorOf(text.replace(/^\uFEFF/, '')), skipEmptyLines: false });
  const problems: CsvProblem[] = [];
  for (const e of parsed.errors) problems.push({ row: (e.row ?? 0) + 1, message: `unreadable CSV: ${e.message}` });
  const [header = [], ...rows] = parsed.data;
  const columns = new Map<Column, number>();
  header.forEach((cell, i) => {
    const key = headerKey(cell);
    if (key && !columns.has(key)) columns.set(key, i);
  });
  const missing = (['currency', 'date', 'rate'] as const).filter((c) => !columns.has(c));
  if (missing.length > 0) {
    return { ok: false, problems: [{ row: 1, message: `the header must name the columns currency (moeda), date (data) and rate (taxa); missing: ${missing.join(', ')}` }] };
  }
  const cell = (row: readonly string[], column: Column): string => {
    const i = columns.get(column);
    return i === undefined ? '' : (row[i] ?? '').trim();
  };
  const rates: CsvRate[] = [];
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const rowNumber = index + 2;
    if (row.every((c) => c.trim() === '')) return;
    const wrong: string[] = [];
    const currencyText = cell(row, 'currency').toUpperCase();
    const currency = isForeignCurrency(currencyText) ? currencyText : null;
    if (!currency) wrong.push(`currency ${JSON.stringify(cell(row, 'currency'))} is not USD or EUR`);
    const day = parseCsvDay(cell(row, 'date'));
    if (!day) wrong.push(`date ${JSON.stringify(cell(row, 'date'))} is not a day such as 2026-11-27 or 27/11/2026`);
    else if (day > options.today) wrong.push(`date ${day} is after today (${options.today})`);
    const micros = parseCsvRate(cell(row, 'rate'));
    if (micros === null) wrong.push(`rate ${JSON.stringify(cell(row, 'rate'))} is not a positive number such as 912.34 or 912,34`);
    const source = cell(row, 'source').toLowerCase() || options.defaultSource;
    if (!FX_SOURCE_PATTERN.test(source)) wrong.push(`source ${JSON.stringify(source)} is not a short name (lower case, digits, . _ -)`);
    if (currency && day) {
      const key = `${currency}|${day}`;
      const first = seen.get(key);
      if (first !== undefined) wrong.push(`${currency} on ${day} is already on row ${first}`);
      else seen.set(key, rowNumber);
    }
    if (wrong.length > 0 || !currency || !day || micros === null) { problems.push({ row: rowNumber, message: wrong.join('; ') }); return; }
    rates.push({ row: rowNumber, currency, day, micros, source });
  });
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => a.row - b.row) };
  if (rates.length === 0) return { ok: false, problems: [{ row: 1, message: 'the file has no rates (only a header, or nothing)' }] };
  return { ok: true, rates };
}
