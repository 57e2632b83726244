// From positioned text pieces of one PDF page to rows of cells: pieces on one baseline make a
// line, pieces close together on a line make a run (a cell's text), and the header line's runs
// anchor the columns every later run is assigned to. Pure geometry; pdf-tables.ts feeds it.
import { type Cell } from '../table';
import { headerRole, type ColumnRole } from '../tabular/header-words';

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
/** A gap narrower than this joins two pieces into one run: about two spaces of a proportional font. */
const SAME_RUN = 0.5;
/** A gap wider than this inside a run is written as a space ("12" + "34" stays "1234"). */
const WORD_GAP = 0.15;
/** A run whose left or right edge is this close to a header's edge belongs to that header's column. */
const EDGE_ALIGNED = 0.5;

const DATE_ROLES: ReadonlySet<ColumnRole> = new Set(['date', 'valueDate']);
const AMOUNT_ROLES: ReadonlySet<ColumnRole> = new Set(['amount', 'debit', 'credit', 'balance']);

/** Text that reads as an amount: "1.234.567,89", "-5.000,00", "(1 000.00)", "250,00 D", "7,00 Kz". */
const NUMERIC = /^[-+(]?\s*\d[\d.,\s\u00a0\u202f]*\)?\s*(-|\+|d|c|dr|cr|db|kz|aoa)?$/i;

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

function buildRuns(pieces: readonly TextPiece[]): Run[] {
  const sorted = [...pieces].sort((a, b) => a.x0 - b.x0);
  const runs: { text: string; x0: number; x1: number; h: number; pieces: TextPiece[] }[] = [];
  for (const p of sorted) {
    const last = runs.at(-1);
    const h = Math.max(p.h, last?.h ?? 0);
    const gap = last === undefined ? Infinity : p.x0 - last.x1;
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
 * The header's cells in a line, or null when the line is not a movements header: it must name
 * a date column and an amount-like column. A run holding two headings written close together
 * ("Data Mov. Data Valor") is split back into its pieces when they name columns one by one.
 */
export function headerCells(line: Line): { cells: Run[]; roles: number } | null {
  const cells: Run[] = [];
  for (const run of line.runs) {
    if (headerRole(run.text) === null && run.pieces.length > 1 && run.pieces.some((p) => headerRole(p.text) !== null)) {
      for (const p of run.pieces) {
        const text = p.text.replace(/\s+/g, ' ').trim();
        if (text !== '') cells.push({ text, x0: p.x0, x1: p.x1, h: p.h, pieces: [p] });
      }
    } else {
      cells.push(run);
    }
  }
  const roles = cells.map((c) => headerRole(c.text)).filter((r): r is ColumnRole => r !== null);
  const hasDate = roles.some((r) => DATE_ROLES.has(r));
  const hasAmount = roles.some((r) => AMOUNT_ROLES.has(r));
  return hasDate && hasAmount ? { cells, roles: roles.length } : null;
}

/** The index of the page's header line (most named columns; the first on a tie), or -1. */
export function findHeaderLine(lines: readonly Line[]): number {
  let best = -1;
  let bestRoles = 0;
  lines.forEach((line, i) => {
    const h = headerCells(line);
    if (h !== null && h.roles > bestRoles) {
      best = i;
      bestRoles = h.roles;
    }
  });
  return best;
}

/** The column a run belongs to, from the header's anchors (left to right). */
export function columnOf(run: Run, columns: readonly ColumnAnchor[]): number {
  const tol = EDGE_ALIGNED * run.h;
  // 1. Aligned with a header's left edge (text) or right edge (amounts under right-aligned headers).
  let aligned = -1;
  let alignedBy = Infinity;
  columns.forEach((c, i) => {
    const d = Math.min(Math.abs(run.x0 - c.x0), Math.abs(run.x1 - c.x1));
    if (d <= tol && d < alignedBy) { aligned = i; alignedBy = d; }
  });
  if (aligned >= 0) return aligned;
  // 2. Overlapping a header's span: the column it overlaps most (centred headers).
  let overlapped = -1;
  let overlap = 0;
  columns.forEach((c, i) => {
    const o = Math.min(run.x1, c.x1) - Math.max(run.x0, c.x0);
    if (o > overlap) { overlapped = i; overlap = o; }
  });
  if (overlapped >= 0) return overlapped;
  // 3. Under no header: amounts are right-aligned, so they end after their header starts; text is
  // left-aligned, so it starts after its header starts. The last such column is the one.
  const edge = NUMERIC.test(run.text) ? run.x1 : run.x0 + tol;
  let zone = 0;
  columns.forEach((c, i) => { if (c.x0 <= edge) zone = i; });
  return zone;
}

/** A line's cells under the columns: one cell per column, runs sharing a column joined by a space. */
export function assignLine(line: Line, columns: readonly ColumnAnchor[]): Cell[] {
  const texts: (string | null)[] = columns.map(() => null);
  for (const run of line.runs) {
    const i = columnOf(run, columns);
    const before = texts[i];
    texts[i] = before === null || before === undefined ? run.text : `${before} ${run.text}`;
  }
  return texts;
}
