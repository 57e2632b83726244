// A table of cells, the common ground of CSV, XLSX and PDF statements: each reader turns its
// file into rows of cells (text, numbers and dates as the file holds them) and one reader of
// tables (tabular/read-table.ts) finds the header, the columns and the movements in all three.
export type Cell = string | number | Date | null;

export interface TableRow {
  readonly cells: readonly Cell[];
  /** Where the row is in the file: line (CSV), row and sheet (XLSX) or page (PDF). */
  readonly line?: number;
  readonly page?: number;
  readonly sheet?: string;
  /**
   * Text set clearly closer to the next row than to the one before (a PDF whose description is
   * centred on its dated line, starting above it): the start of the next movement's description.
   */
  readonly joinsNext?: boolean;
}

export interface Table {
  readonly rows: readonly TableRow[];
}

/** A cell as text, trimmed; numbers as written by JavaScript, dates as YYYY-MM-DD. */
export function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'number') return String(cell);
  return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
}

export function isBlankRow(row: TableRow): boolean {
  return row.cells.every((c) => cellText(c) === '');
}
