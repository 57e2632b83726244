// A statement printed as fixed-width text (a core system's "TXT" export, a report saved as text):
// no separator, the columns lined up with spaces under a header, amounts right-aligned, an empty
// cell just spaces. Splitting on runs of spaces would lose which column an amount is in (Débito
// or Crédito), so the columns are found by position: the character positions that the header and
// the movement lines fill, any of them, form the columns; the blanks between them are the gaps.
//   DATA        DT.VALOR    DESCRITIVO                  DEBITO      CREDITO         SALDO
//   01/10/2026  01/10/2026  PAG UNITEL POS-PAGO       3.500,00                 246.500,00
// Lines that do not fit those columns (titles, "Saldo em 31/10/2026 ...  773.329,70") are split
// on their runs of two or more spaces instead; the table reader reads them as it reads any other.
import { type Table, type TableRow } from '../table';
import { headerRole } from '../tabular/header-words';

const LINE_BREAK = /\r\n|\n|\r/;
/**
 * A movement line: starts with a date followed by a space ("01/10/2026", "05-OUT-2026", "5 Out 26"),
 * perhaps after a sequence number ("0001  01/10/2026"), and holds an amount with decimals or thousands ("3.500,00", "3.500").
 */
const MOVEMENT_LINE = /^\s*(?:\d{1,6} +)?(?:\d{1,4}[-/.]\d{1,2}[-/.]\d{2,4}|\d{1,2}[-. ][A-Za-zÀ-ÿ]{3,9}\.?[-. ]\d{2,4}) (?=.*\d[.,]\d{2,3}(?!\d))/;
/** Two words apart by two or more spaces, neither side a separator: "PAG UNITEL   3.500,00". */
const SPACED_GAP = /[^\s,;|] {2,}[^\s,;|]/;
/** A separator: ";", a tab, "|", or a comma not inside a number ("3.500,00" is an amount, "PAG,-3.500" a CSV). */
const SEPARATOR_CHARS = /[;\t|]|,(?!\d)|(?<!\d),/;
/** Rules drawn under a header or above a total: "-------", "=====". */
const RULE_LINE = /^[\s\-=_*]+$/;
const SAMPLE_LINES = 200;

/**
 * True when the text reads as fixed-width columns: its movement lines carry no separator
 * character (no ";", tab or "|") and are spaced out by runs of spaces. A comma CSV's lines have
 * commas between fields and seldom two spaces in a row, so they are not taken for it.
 */
export function looksFixedWidth(text: string): boolean {
  // The first lines only, without splitting a 100 000-line file to look at 200 of them.
  const lines = text.slice(0, 64 * 1024).split(LINE_BREAK, SAMPLE_LINES);
  let movements = 0;
  let spaced = 0;
  for (const line of lines) {
    if (!MOVEMENT_LINE.test(line)) continue;
    movements++;
    if (!SEPARATOR_CHARS.test(line) && SPACED_GAP.test(line)) spaced++;
  }
  return movements >= 2 && spaced >= movements * 0.8;
}

interface Column {
  start: number;
  end: number; // exclusive
  /** Its header names an amount, a debit, a credit or a balance. */
  amounts?: boolean;
}

/** Spans of a line's words split on runs of two or more spaces ("SALDO EM 31/10/2026", "773.329,70"). */
function chunks(line: string): { start: number; end: number; text: string }[] {
  const out: { start: number; end: number; text: string }[] = [];
  for (const m of line.matchAll(/\S+(?: \S+)*/g)) out.push({ start: m.index, end: m.index + m[0].length, text: m[0] });
  return out;
}

/** The header line: above the first movement, the line whose chunks name the most column roles (two at least). */
function headerLine(lines: readonly string[], firstMovement: number): number {
  let best = -1;
  let bestRoles = 1;
  for (let i = Math.max(0, firstMovement - 40); i < firstMovement; i++) {
    const roles = new Set(chunks(lines[i] ?? '').map((c) => headerRole(c.text)).filter((r) => r !== null));
    if (roles.size > bestRoles) { best = i; bestRoles = roles.size; }
  }
  return best;
}

/** The columns: runs of positions filled in the header or any movement line; a run without a header word joins the one before it. */
function columnsOf(lines: readonly string[], movementLines: readonly number[], header: number): Column[] {
  const filled: boolean[] = [];
  for (const i of movementLines) {
    const line = lines[i] ?? '';
    for (let p = 0; p < line.length; p++) if (line[p] !== ' ') filled[p] = true;
  }
  // The header's names fill their single spaces too: "DATA VALOR" is one column's name.
  const headerChunks = header >= 0 ? chunks(lines[header] ?? '') : [];
  for (const c of headerChunks) for (let p = c.start; p < c.end; p++) filled[p] = true;
  const runs: Column[] = [];
  for (let p = 0; p < filled.length; p++) {
    if (!filled[p]) continue;
    const last = runs[runs.length - 1];
    if (last && last.end === p) last.end = p + 1;
    else runs.push({ start: p, end: p + 1 });
  }
  if (headerChunks.length === 0) return runs;
  const split = runs.flatMap((run) => splitAtHeaders(run, headerChunks, lines, movementLines));
  // A run no header word falls in is a description's words that happened to line up with
  // blanks in every other line: part of the column before it.
  const merged: Column[] = [];
  for (const run of split) {
    const named = headerChunks.some((c) => c.start < run.end && c.end > run.start);
    const last = merged[merged.length - 1];
    if (!named && last) last.end = run.end;
    else merged.push({ ...run });
  }
  for (const column of merged) {
    const name = headerChunks.filter((c) => c.start < column.end && c.end > column.start).map((c) => c.text).join(' ');
    const role = headerRole(name);
    column.amounts = role === 'amount' || role === 'debit' || role === 'credit' || role === 'balance';
  }
  return merged;
}

/**
 * A run holding two header names is two columns whose contents touch somewhere (a long
 * description one space from its amount): cut between the names where the most movement lines
 * are blank ("COMPRA TPA SUPERMERCADO KERO 1.500,00" beside shorter lines).
 */
function splitAtHeaders(run: Column, headerChunks: readonly { start: number; end: number }[], lines: readonly string[], movementLines: readonly number[]): Column[] {
  const inside = headerChunks.filter((c) => c.start >= run.start && c.end <= run.end);
  if (inside.length < 2) return [run];
  const out: Column[] = [];
  let start = run.start;
  for (let k = 1; k < inside.length; k++) {
    const left = inside[k - 1];
    const right = inside[k];
    if (!left || !right) continue;
    let cut = right.start;
    let bestBlank = -1;
    for (let p = left.end; p < right.start; p++) {
      let blank = 0;
      for (const i of movementLines) if ((lines[i] ?? '')[p] === undefined || lines[i]?.[p] === ' ') blank++;
      if (blank >= bestBlank) { bestBlank = blank; cut = p; }
    }
    out.push({ start, end: cut });
    start = cut;
  }
  out.push({ start, end: run.end });
  return out;
}

/** The column a word lies in most (the nearest one when it lies in none). */
function columnOf(start: number, end: number, columns: readonly Column[]): number {
  let best = 0;
  let bestScore = -Infinity;
  columns.forEach((c, j) => {
    const overlap = Math.min(end, c.end) - Math.max(start, c.start); // negative: the distance apart
    if (overlap > bestScore) { bestScore = overlap; best = j; }
  });
  return best;
}

/** A word that can stand in an amount cell: digits, a sign, a currency, a D/C letter. */
const AMOUNT_WORD = /\d|^[-+−]$|^\(?(kz|kzs|aoa|akz|usd|us\$|eur|\$|€)\)?$|^(d|c|db|cr|dr)$/i;

function cellsOf(line: string, columns: readonly Column[], movement: boolean): string[] {
  if (RULE_LINE.test(line)) return [];
  const words = [...line.matchAll(/\S+/g)];
  if (movement) {
    // Word by word, so a word a cut between touching columns runs through stays whole.
    const cells = columns.map((): string[] => []);
    for (const w of words) cells[columnOf(w.index, w.index + w[0].length, columns)]?.push(w[0]);
    // Words at the start of an amount column that cannot be part of an amount are the end of
    // the text before it, run up to the amount ("… SUPERMERCADO KERO 500,00").
    for (let j = 1; j < cells.length; j++) {
      const here = cells[j] ?? [];
      const before = cells[j - 1] ?? [];
      if (!columns[j]?.amounts || !here.some((w) => /\d/.test(w))) continue;
      while (here.length > 1 && !AMOUNT_WORD.test(here[0] ?? '')) before.push(here.shift() ?? '');
    }
    return cells.map((ws) => ws.join(' '));
  }
  const fits = words.every((w) => columns.some((c) => w.index >= c.start && w.index + w[0].length <= c.end));
  if (fits) return columns.map((c) => line.slice(c.start, c.end).trim());
  return chunks(line).map((c) => c.text);
}

export function fixedWidthTable(text: string): Table {
  const lines = text.split(LINE_BREAK);
  const movementLines: number[] = [];
  lines.forEach((line, i) => { if (MOVEMENT_LINE.test(line) && !SEPARATOR_CHARS.test(line)) movementLines.push(i); });
  const header = headerLine(lines, movementLines[0] ?? 0);
  const columns = columnsOf(lines, movementLines, header);
  const isMovement = new Set(movementLines);
  const rows: TableRow[] = lines.map((line, i) => ({ cells: cellsOf(line, columns, isMovement.has(i)), line: i + 1 }));
  return { rows };
}
