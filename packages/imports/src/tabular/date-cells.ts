// Date cells as statements write them: 01/10/2024, 01-10-2024, 01.10.2024, 01/10/24,
// 2024-10-01, 2024/10/01, 01-Out-2024, 1 Oct 2024, the month first as English and some Portuguese
// exports write it ("Oct 1, 2026", "Out 5, 2026", "October 1st 2026"), with or without a time ("01/10/2024 14:32",
// "2024-10-01T14:32:00"), spreadsheet dates and Excel serial numbers. The day/month order is
// decided once per column (decideDateOrder): a 13 or more in the first place means day first;
// in the second place, month first; otherwise Angola's day first.
import { type Cell } from '../table';
import { type DateOrder } from '../statement';
import { fold } from './fold';

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1, janeiro: 1, january: 1,
  fev: 2, fevereiro: 2, feb: 2, february: 2,
  mar: 3, marco: 3, march: 3,
  abr: 4, abril: 4, apr: 4, april: 4,
  mai: 5, maio: 5, may: 5,
  jun: 6, junho: 6, june: 6,
  jul: 7, julho: 7, july: 7,
  ago: 8, agosto: 8, aug: 8, august: 8,
  set: 9, setembro: 9, sep: 9, sept: 9, september: 9,
  out: 10, outubro: 10, oct: 10, october: 10,
  nov: 11, novembro: 11, november: 11,
  dez: 12, dezembro: 12, dec: 12, december: 12,
};

const YMD = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:$|[T\s])/;
const XYZ = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?:$|[T\s,])/;
// "05-Out-2024", "5 Oct 2024", "05 de Out. de 2024", "1 de novembro de 2024", and run together
// as core systems print them: "05OUT2024", "05OUT24".
const NAMED = /^(\d{1,2})[-/. ]*(?:de )?([a-z]{3,9})\.?[-/. ,]*(?:de )?(\d{4}|\d{2})(?:$|[T\s,])/;
// "Oct 1, 2026", "Out 5, 2026", "Sept. 3rd, 2026": a month's name before the day.
const NAMED_MONTH_FIRST = /^([a-z]{3,9})\.?[-/ ]+(\d{1,2})(?:st|nd|rd|th)?,?[-/. ]+(\d{4})(?:$|[T\s,])/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;

function fullYear(y: string): number {
  const n = Number(y);
  if (y.length === 4) return n;
  return n < 70 ? 2000 + n : 1900 + n;
}

function iso(y: number, m: number, d: number): string | null {
  if (y < 1990 || y > 2100 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Excel's serial day (1900 date system): 45566 → 2024-10-01. */
function fromSerial(n: number): string | null {
  if (!Number.isFinite(n) || n < 32874 || n > 73051) return null; // 1990 … 2099
  const ms = Math.round((Math.floor(n) - 25569) * 86_400_000);
  const d = new Date(ms);
  return iso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** Votes for day-first or month-first from the cells of a date column. */
export function decideDateOrder(cells: readonly Cell[]): DateOrder {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const cell of cells) {
    if (typeof cell !== 'string') continue;
    const m = XYZ.exec(cell.trim());
    if (!m) continue;
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (a > 12 && b <= 12) dayFirst++;
    else if (b > 12 && a <= 12) monthFirst++;
  }
  return monthFirst > dayFirst ? 'mdy' : 'dmy';
}

/** One date cell → YYYY-MM-DD, or null when it holds no date. */
export function readDateCell(cell: Cell | undefined, order: DateOrder): string | null {
  if (cell === null || cell === undefined) return null;
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return null;
    return iso(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  }
  if (typeof cell === 'number') return fromSerial(cell);
  const text = cell.trim();
  let m = YMD.exec(text);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = XYZ.exec(text);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const y = fullYear(m[3] ?? '');
    return order === 'mdy' ? iso(y, a, b) : iso(y, b, a);
  }
  const folded = fold(text);
  m = NAMED.exec(folded);
  if (m) {
    const month = MONTHS[m[2] ?? ''];
    return month ? iso(fullYear(m[3] ?? ''), month, Number(m[1])) : null;
  }
  m = NAMED_MONTH_FIRST.exec(folded);
  if (m) {
    const month = MONTHS[m[1] ?? ''];
    return month ? iso(Number(m[3]), month, Number(m[2])) : null;
  }
  m = COMPACT.exec(text);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  return null;
}

// A number of days as text, a time of day as its fraction ("46236.6042"): a CSV saved from a sheet
// whose date column had lost its format.
const SERIAL_TEXT = /^\s*\d{5}(?:[.,]\d+)?\s*$/;
const SERIAL_SAMPLE = 50;

/**
 * Whether a date column writes Excel serial days as text ("46236" for 2026-08-02), decided once
 * for the column from its first filled cells: three at least, half of them or more (the rest a
 * trailer's labels: "Saldo final", "Total"), and no cell written as a date. A five-digit number
 * among written dates is a document number, not a date.
 */
export function serialTextColumn(cells: readonly Cell[]): boolean {
  let filled = 0;
  let serials = 0;
  for (const cell of cells) {
    if (filled >= SERIAL_SAMPLE) break;
    if (typeof cell !== 'string' || cell.trim() === '') continue;
    filled++;
    if (SERIAL_TEXT.test(cell)) { if (fromSerial(Number(cell.replace(',', '.'))) !== null) serials++; } else if (readDateCell(cell, 'dmy') !== null) return false;
  }
  return serials >= 3 && serials * 2 >= filled;
}

/** A date cell of a column serialTextColumn accepted: its serial days read as a date, other cells as usual. */
export function readSerialDateCell(cell: Cell | undefined, order: DateOrder): string | null {
  return typeof cell === 'string' && SERIAL_TEXT.test(cell) ? fromSerial(Number(cell.replace(',', '.'))) : readDateCell(cell, order);
}
