// From positioned text pieces of one PDF page to rows of cells: pieces on one baseline make a
// line, pieces close together on a line make a run (a cell's text), and the header line's runs
// anchor the columns every later run is assigned to. Pure geometry; pdf-tables.ts feeds it.
import { type Cell } from '../table';

/** A piece of text in device space (origin top-left, y grows downwards), y on the baseline. */
export interface TextPiece {
  readonly text: string;
  readonly x0: number;
  readonly x1: number;
  readonly y: number;
  /** Font height: the yardstick for every tolerance (a PDF's units say nothing by themselves). */
  readonly h: number;
}

export interface Run {
  readonly text: string;
  readonly x0: number;
  readonly x1: number;
  readonly h: number;
  readonly pieces: readonly TextPiece[];
}

export interface Line {
  readonly y: number;
  readonly runs: readonly Run[];
}

export interface ColumnAnchor {
  readonly x0: number;
  readonly x1: number;
}

// Tolerances, as fractions of the font height.
/** Pieces whose baselines differ by less than this are on one line (bold and regular pieces, rounding). */
const SAME_LINE = 0.4;
/** A gap narrower than this joins two pieces into one run: a monospaced space (0.6) or two proportional ones. */
const SAME_RUN = 0.75;
/** A gap wider than this inside a run is written as a space ("12" + "34" stays "1234"). */
const WORD_GAP = 0.15;
/** The same text drawn again this close to itself is a shadow (fake bold), not more text. */
const SHADOW = 0.2;
/** A run whose left or right edge is this close to a header's edge belongs to that header's column. */
const EDGE_ALIGNED = 0.5;

/** A line this many typical line pitches below the one before it is detached from the table. */
const DETACHED_GAP = 2.5;

/** Text that reads as an amount: "1.234.567,89", "-5.000,00", "(1 000.00)", "250,00 D", "7,00 Kz". */
export const NUMERIC = /^[-+(]?\s*\d[\d.,\s\u00a0\u202f]*\)?\s*(-|\+|d|c|dr|cr|db|kz|aoa)?$/i;
/** Text holding a date: 01/10/2024, 1-10-24, 01.10.2024, 2024-10-01. */
export const DATE_LIKE = /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b/;

/**
 * Page furniture that must never be read as part of the table (above all never as the next line
 * of a movement's description): page numbers and the printer's notes banks put in footers.
 * Examples beside each: the test runs them.
 */
export const FOOTER_TEXTS: readonly { readonly pattern: RegExp; readonly examples: readonly string[] }[] = [
  { pattern: /^(p[aá]g(ina)?\.?|page|folha)\s*(n\.?º\s*)?\d+(\s*(de|\/|of)\s*\d+)?$/i, examples: ['Página 1 de 3', 'Pág. 2/5', 'Page 3 of 4', 'Folha 1', 'pagina 10 de 12'] },
  { pattern: /processado por (computador|meios informaticos|meios informáticos)|documento (emitido|gerado) (por|automaticamente|electronicamente|eletronicamente)/i, examples: ['Documento processado por computador', 'Processado por computador', 'Documento emitido por meios electrónicos', 'Documento gerado automaticamente'] },
  { pattern: /^\(?(continua|continua na (pagina|página) seguinte|a continuar)\)?\.?$/i, examples: ['(continua)', 'Continua na página seguinte'] },
  // English-labelled statements print their own notes: "This is a computer generated statement".
  { pattern: /computer[- ]generated (statement|document)|(statement|document) (is |was )?(computer[- ])?generated (by computer|electronically|automatically)|^\(?continued( on next page| overleaf)?\)?\.?$/i, examples: ['This is a computer generated statement', 'Computer-generated document, no signature required', 'Statement generated electronically', '(continued)', 'Continued on next page'] },
];

/**
 * Splits a piece at runs of two or more spaces, placing each part by its share of the characters:
 * report-style PDFs write a whole row as one string, columns padded with spaces (monospaced).
 */
export function splitWideSpaces(piece: TextPiece): TextPiece[] {
  if (!/\S\s{2,}\S/.test(piece.text)) return [piece];
  const perChar = (piece.x1 - piece.x0) / piece.text.length;
  const parts: TextPiece[] = [];
  for (const m of piece.text.matchAll(/\S+(?: \S+)*/g)) {
    const at = m.index;
    parts.push({ text: m[0], x0: piece.x0 + at * perChar, x1: piece.x0 + (at + m[0].length) * perChar, y: piece.y, h: piece.h });
  }
  return parts;
}

/** Groups a page's pieces into lines, top to bottom, whatever order the PDF wrote them in. */
export function groupLines(pieces: readonly TextPiece[]): Line[] {
  const sorted = [...pieces].sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const groups: { y: number; h: number; pieces: TextPiece[] }[] = [];
  for (const p of sorted) {
    const last = groups.at(-1);
    // Compared with the line's first baseline, not its last piece: lines never drift downwards.
    if (last !== undefined && p.y - last.y <= SAME_LINE * Math.max(p.h, last.h)) {
      last.pieces.push(p);
      last.h = Math.max(last.h, p.h);
    } else {
      groups.push({ y: p.y, h: p.h, pieces: [p] });
    }
  }
  return groups.map((g) => ({ y: g.y, runs: buildRuns(g.pieces) }));
}

export function buildRuns(pieces: readonly TextPiece[]): Run[] {
  const sorted = [...pieces].sort((a, b) => a.x0 - b.x0);
  const runs: { text: string; x0: number; x1: number; h: number; pieces: TextPiece[] }[] = [];
  for (const p of sorted) {
    const last = runs.at(-1);
    const h = Math.max(p.h, last?.h ?? 0);
    const gap = last === undefined ? Infinity : p.x0 - last.x1;
    // Fake bold: some generators draw a text twice, a fraction of a point apart. Read it once.
    if (last?.pieces.some((q) => q.text === p.text && Math.abs(q.x0 - p.x0) < SHADOW * h) === true) continue;
    if (last !== undefined && gap < SAME_RUN * h) {
      const space = gap > WORD_GAP * h && !last.text.endsWith(' ') && !p.text.startsWith(' ');
      last.text += (space ? ' ' : '') + p.text;
      last.x1 = Math.max(last.x1, p.x1);
      last.h = h;
      last.pieces.push(p);
    } else {
      runs.push({ text: p.text, x0: p.x0, x1: p.x1, h: p.h, pieces: [p] });
    }
  }
  return runs
    .map((r) => ({ ...r, text: r.text.replace(/\s+/g, ' ').trim() }))
    .filter((r) => r.text !== '');
}

/**
 * Where a page's body puts each column's text and amounts, learnt from the runs the header places
 * for sure (aligned with or overlapping a heading). A short run under no heading is then placed
 * by these extents: "ATM" left-aligned under a centred "Descrição", the second half of a padded
 * description. Amounts and text have separate extents, so one never pulls in the other.
 */
export interface BodyExtents {
  readonly text: readonly (ColumnAnchor | null)[];
  readonly numeric: readonly (ColumnAnchor | null)[];
}

export function bodyExtents(lines: readonly Line[], columns: readonly ColumnAnchor[]): BodyExtents {
  const text: (ColumnAnchor | null)[] = columns.map(() => null);
  const numeric: (ColumnAnchor | null)[] = columns.map(() => null);
  for (const line of lines) {
    for (const run of line.runs) {
      for (const part of splitAcrossColumns(run, columns)) {
        const i = headerMatch(part, columns);
        if (i < 0) continue;
        const kind = NUMERIC.test(part.text) ? numeric : text;
        const e = kind[i];
        kind[i] = e === null || e === undefined ? { x0: part.x0, x1: part.x1 } : { x0: Math.min(e.x0, part.x0), x1: Math.max(e.x1, part.x1) };
      }
    }
  }
  return { text, numeric };
}

/** The column whose heading the run is aligned with or overlaps most, or -1. */
function headerMatch(run: Run, columns: readonly ColumnAnchor[]): number {
  const tol = EDGE_ALIGNED * run.h;
  // Aligned with a heading's left edge (text) or right edge (amounts under right-aligned headings).
  let aligned = -1;
  let alignedBy = Infinity;
  columns.forEach((c, i) => {
    const d = Math.min(Math.abs(run.x0 - c.x0), Math.abs(run.x1 - c.x1));
    if (d <= tol && d < alignedBy) { aligned = i; alignedBy = d; }
  });
  if (aligned >= 0) return aligned;
  // Overlapping a heading's span: the column it overlaps most (centred headings).
  return mostOverlapped(run, columns, 0);
}

function mostOverlapped(run: Run, spans: readonly (ColumnAnchor | null)[], tol: number): number {
  let best = -1;
  let most = 0;
  spans.forEach((c, i) => {
    if (c === null) return;
    const o = Math.min(run.x1, c.x1 + tol) - Math.max(run.x0, c.x0 - tol);
    if (o > most) { best = i; most = o; }
  });
  return best;
}

/** The column a run belongs to, from the header's anchors (left to right) and the body's extents. */
export function columnOf(run: Run, columns: readonly ColumnAnchor[], extents?: BodyExtents): number {
  const matched = headerMatch(run, columns);
  if (matched >= 0) return matched;
  const numeric = NUMERIC.test(run.text);
  const tol = EDGE_ALIGNED * run.h;
  if (extents !== undefined) {
    const byBody = mostOverlapped(run, numeric ? extents.numeric : extents.text, tol);
    if (byBody >= 0) return byBody;
  }
  // Under no heading and outside the body's extents: amounts are right-aligned, so they end after
  // their heading starts; text is left-aligned, so it starts after it. The last such column.
  const edge = numeric ? run.x1 : run.x0 + tol;
  let zone = 0;
  columns.forEach((c, i) => { if (c.x0 <= edge) zone = i; });
  return zone;
}

/** A line's cells under the columns: one cell per column, runs sharing a column joined by a space. */
export function assignLine(line: Line, columns: readonly ColumnAnchor[], extents?: BodyExtents): Cell[] {
  const texts: (string | null)[] = columns.map(() => null);
  for (const run of line.runs) {
    for (const part of splitAcrossColumns(run, columns)) {
      const i = columnOf(part, columns, extents);
      const before = texts[i];
      texts[i] = before === null || before === undefined ? part.text : `${before} ${part.text}`;
    }
  }
  return texts;
}

/**
 * A run glued from pieces of two columns written close together ("01/10/2024" and "01/10/2024"
 * a few points apart) is cut where its pieces fall into different columns, but only when one
 * of them is a date or an amount: a long description under an empty amount header stays whole.
 */
function splitAcrossColumns(run: Run, columns: readonly ColumnAnchor[]): Run[] {
  if (run.pieces.length < 2) return [run];
  const typed = run.pieces.some((p) => NUMERIC.test(p.text.trim()) || DATE_LIKE.test(p.text));
  if (!typed) return [run];
  const parts: { column: number; pieces: TextPiece[] }[] = [];
  for (const p of run.pieces) {
    const column = columnOf({ text: p.text.trim(), x0: p.x0, x1: p.x1, h: p.h, pieces: [p] }, columns);
    const last = parts.at(-1);
    if (last?.column === column) last.pieces.push(p);
    else parts.push({ column, pieces: [p] });
  }
  if (parts.length < 2) return [run];
  return parts.flatMap((part) => buildRuns(part.pieces));
}

/**
 * A line that belongs to the page rather than the table: a footer text, or a line with no date
 * or amount in it that is far below the line before it or follows such a line (an address, a
 * legal note). Such a line is kept
 * as a row of runs in reading order, never cut into the columns, so its text never lands in
 * the description column where it would read as the next line of a movement.
 */
export function isDetachedLine(line: Line, gapAbove: number | null, pitch: number, afterDetached: boolean): boolean {
  if (line.runs.some((r) => FOOTER_TEXTS.some((f) => f.pattern.test(r.text)))) return true;
  if (holdsDateOrAmount(line)) return false;
  // A footer block goes on: the bank's address under "Documento processado por computador".
  return afterDetached || (gapAbove !== null && gapAbove > DETACHED_GAP * pitch);
}

function holdsDateOrAmount(line: Line): boolean {
  return line.runs.some((r) => NUMERIC.test(r.text) || DATE_LIKE.test(r.text));
}

/** The typical distance between lines: the median baseline step, or 1.5 font heights when unknown. */
export function linePitch(lines: readonly Line[]): number {
  const steps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1];
    const b = lines[i];
    if (a !== undefined && b !== undefined) steps.push(b.y - a.y);
  }
  steps.sort((x, y) => x - y);
  const median = steps[Math.floor(steps.length / 2)];
  const h = lines[0]?.runs[0]?.h ?? 10;
  return median !== undefined && median > 0 ? median : 1.5 * h;
}
