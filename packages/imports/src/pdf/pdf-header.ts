// Finding a page's movements header: the line (or two lines, when headings wrap: "Data" over
// "Mov.") whose cells name the most columns, at least a date and an amount-like one. Its cells'
// horizontal extents become the column anchors for the page.
import { headerRole, type ColumnRole } from '../tabular/header-words';
import { buildRuns, DATE_LIKE, type Line, type Run } from './pdf-layout';

export interface PageHeader {
  /** Index of the header's (first) line in the page's lines. */
  readonly index: number;
  /** 2 when the headings wrap onto a second line, which is then part of the header. */
  readonly lineCount: 1 | 2;
  readonly cells: readonly Run[];
}

const DATE_ROLES: ReadonlySet<ColumnRole> = new Set(['date', 'valueDate']);
const AMOUNT_ROLES: ReadonlySet<ColumnRole> = new Set(['amount', 'debit', 'credit', 'balance']);
/** A second header line sits closer than this (in font heights) under the first. */
const WRAPPED_HEADING = 1.6;

export function findHeader(lines: readonly Line[]): PageHeader | null {
  let best: PageHeader | null = null;
  let bestScore = 0;
  for (const [index, line] of lines.entries()) {
    let cells = headingCells(line);
    let score = roleScore(cells);
    let lineCount: 1 | 2 = 1;
    const next = lines[index + 1];
    if (next !== undefined && wrapsOnto(line, next)) {
      // Wrapped headings win a tie ("Data" / "Data Mov."); junk appended under a heading loses its role.
      const merged = mergeBelow(cells, next);
      const mergedScore = roleScore(merged);
      if (mergedScore > 0 && mergedScore >= score) { cells = merged; score = mergedScore; lineCount = 2; }
    }
    if (next !== undefined && groupsOver(line, next)) {
      // A group label over several headings ("Montante" over "Débito   Crédito"): kept when it names more columns.
      const grouped = groupBelow(headingCells(line), next);
      const groupedScore = roleScore(grouped);
      if (groupedScore > score) { cells = grouped; score = groupedScore; lineCount = 2; }
    }
    if (score > bestScore) { best = { index, lineCount, cells }; bestScore = score; }
  }
  return best;
}

/** How many cells name a column, or 0 when the line cannot be a movements header. */
function roleScore(cells: readonly Run[]): number {
  const roles = cells.map((c) => headerRole(c.text)).filter((r): r is ColumnRole => r !== null);
  const hasDate = roles.some((r) => DATE_ROLES.has(r));
  const hasAmount = roles.some((r) => AMOUNT_ROLES.has(r));
  return hasDate && hasAmount ? roles.length : 0;
}

/**
 * A line's runs as heading cells. A run holding two headings written close together
 * ("Data Mov. Data Valor") is split back into its pieces when they name columns one by one.
 */
function headingCells(line: Line): Run[] {
  const cells: Run[] = [];
  for (const run of line.runs) {
    if (headerRole(run.text) === null && run.pieces.length > 1 && run.pieces.some((p) => headerRole(p.text) !== null)) {
      for (const p of run.pieces) cells.push(...buildRuns([p]));
    } else {
      cells.push(run);
    }
  }
  return cells;
}

/** The next line continues the headings: close below, words only, each under a heading. */
function wrapsOnto(line: Line, next: Line): boolean {
  const h = Math.max(...line.runs.map((r) => r.h), 1);
  if (next.y - line.y > WRAPPED_HEADING * h || next.runs.length === 0) return false;
  if (next.runs.some((r) => /\d/.test(r.text) || DATE_LIKE.test(r.text))) return false;
  return next.runs.every((r) => line.runs.some((c) => overlaps(r, c)));
}

/**
 * The next line may hold the headings a group label above spans: close below, at least two
 * runs, words only.
 */
function groupsOver(line: Line, next: Line): boolean {
  const h = Math.max(...line.runs.map((r) => r.h), 1);
  if (next.y - line.y > WRAPPED_HEADING * h || next.runs.length < 2) return false;
  if (next.runs.some((r) => /\d/.test(r.text) || DATE_LIKE.test(r.text))) return false;
  // Where the headings sit is not asked: a centred label is narrower than what it spans, and a
  // heading under the last group may lie wholly past it. The roles it must add guard instead.
  return true;
}

/** The label above a run of the line below: the one it overlaps most, else the nearest one. */
function labelOver(cells: readonly Run[], r: Run): number {
  let best = -1;
  let score = -Infinity;
  cells.forEach((c, i) => {
    const o = Math.min(r.x1, c.x1) - Math.max(r.x0, c.x0); // negative: the gap between them
    if (o > score) { best = i; score = o; }
  });
  return best;
}

/**
 * Headings under a group label ("Datas" over "Movimento  Valor", "Montante" over "Débito  Crédito")
 * become one cell each, named by both ("Datas Valor") or, when that names nothing, by their own
 * word ("Valores" + "Débito" → "Débito"); a label with one heading under it joins it as a wrapped one.
 */
function groupBelow(cells: readonly Run[], next: Line): Run[] {
  const under: Run[][] = cells.map(() => []);
  for (const r of headingCells(next)) { const i = labelOver(cells, r); if (i >= 0) under[i]?.push(r); }
  const out: Run[] = [];
  cells.forEach((c, i) => {
    const subs = under[i] ?? [];
    if (subs.length === 0) { out.push(c); return; }
    if (subs.length === 1) {
      const r = subs[0] as Run;
      out.push({ ...c, text: `${c.text} ${r.text}`, x0: Math.min(c.x0, r.x0), x1: Math.max(c.x1, r.x1), pieces: [...c.pieces, ...r.pieces] });
      return;
    }
    for (const r of subs) {
      const both = `${c.text} ${r.text}`;
      out.push({ ...r, text: headerRole(both) === null && headerRole(r.text) !== null ? r.text : both });
    }
  });
  return out;
}

function overlaps(a: Run, b: Run): boolean {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0;
}

/** Appends each run of the second line to the heading it sits under ("Data" + "Mov." = "Data Mov."). */
function mergeBelow(cells: readonly Run[], next: Line): Run[] {
  const merged = cells.map((c) => ({ ...c, pieces: [...c.pieces] }));
  for (const r of next.runs) {
    let best = -1;
    let most = 0;
    merged.forEach((c, i) => {
      const o = Math.min(r.x1, c.x1) - Math.max(r.x0, c.x0);
      if (o > most) { best = i; most = o; }
    });
    const target = merged[best];
    if (target === undefined) continue;
    merged[best] = { ...target, text: `${target.text} ${r.text}`, x0: Math.min(target.x0, r.x0), x1: Math.max(target.x1, r.x1), pieces: [...target.pieces, ...r.pieces] };
  }
  return merged;
}
