// An Excel workbook → one Table per visible, non-empty worksheet, cells as the sheet holds them:
// text trimmed, numbers as numbers, dates as Dates (UTC, as exceljs reads them), formulas as
// their saved result. Title rows and empty rows stay rows, so row.line is the Excel row number.
import ExcelJS from 'exceljs';
import { type Cell, type Table, type TableRow } from '../table';
import { ImportReadError } from '../statement';
import { MAX_IMPORT_BYTES, MAX_MOVEMENTS } from '../limits';
import { checkZipSize } from './zip-guard';

/** Rows a sheet may have: every movement, plus title, header, total and blank rows around them. */
export const MAX_SHEET_ROWS = MAX_MOVEMENTS + 10_000;
/** Columns a statement sheet may use; a sheet wider than this is not a statement. */
const MAX_SHEET_COLUMNS = 200;

export async function xlsxTables(bytes: Uint8Array): Promise<Table[]> {
  if (bytes.length > MAX_IMPORT_BYTES) throw new ImportReadError('too_large', `${bytes.length} bytes`);
  const entries = await checkZipSize(bytes);
  // exceljs reads the workbook from this part by name; a zip without it would read as "no sheets".
  if (!entries.some((e) => e.name === 'xl/workbook.xml')) throw new ImportReadError('corrupt_file', 'zip holds no xl/workbook.xml');
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's own Buffer type is an ArrayBuffer; a copy, so the caller's bytes stay untouched.
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  } catch (e) {
    throw new ImportReadError('corrupt_file', e instanceof Error ? e.message : 'the workbook cannot be opened');
  }
  try {
    const tables: Table[] = [];
    for (const sheet of workbook.worksheets) {
      // Hidden sheets hold lists and lookups, not the statement a person sees.
      if (sheet.state !== 'visible') continue;
      const table = sheetTable(sheet);
      if (table !== null) tables.push(table);
    }
    return tables;
  } catch (e) {
    // A workbook that loads but whose parts do not hold together (a damaged file) fails here.
    if (e instanceof ImportReadError) throw e;
    throw new ImportReadError('corrupt_file', e instanceof Error ? e.message : 'the workbook cannot be read');
  }
}

function sheetTable(sheet: ExcelJS.Worksheet): Table | null {
  // The last row holding a value, not sheet.rowCount: rows that only carry a format do not count.
  let last = 0;
  sheet.eachRow({ includeEmpty: false }, (_row, n) => { last = Math.max(last, n); });
  if (last > MAX_SHEET_ROWS) {
    throw new ImportReadError('too_large', `sheet ${sheet.name}: ${last} rows`, { sheet: sheet.name }, { rows: last, max: MAX_SHEET_ROWS });
  }
  const read: { line: number; cells: Cell[] }[] = [];
  let width = 0;
  let any = false;
  for (let r = 1; r <= last; r++) {
    const row = sheet.findRow(r);
    const cells: Cell[] = [];
    if (row !== undefined) {
      const count = Math.min(row.cellCount, MAX_SHEET_COLUMNS);
      for (let c = 1; c <= count; c++) cells.push(cellValue(row.getCell(c)));
    }
    while (cells.length > 0 && cells.at(-1) === null) cells.pop();
    if (cells.length > 0) any = true;
    width = Math.max(width, cells.length);
    read.push({ line: r, cells });
  }
  if (!any) return null;
  // Every row as wide as the widest, so column indexes mean the same on every row.
  const rows: TableRow[] = read.map(({ line, cells }) => ({
    cells: [...cells, ...Array.from({ length: width - cells.length }, (): Cell => null)],
    line,
    sheet: sheet.name,
  }));
  return { rows };
}

/** One cell's value. A merged range keeps its value in the top-left cell only (no amount twice). */
export function cellValue(cell: ExcelJS.Cell): Cell {
  if (cell.type === ExcelJS.ValueType.Merge) return null;
  return plain(cell.value);
}

function plain(value: ExcelJS.CellValue | undefined): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return text(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return date(value);
  if ('richText' in value) return text(value.richText.map((r) => r.text).join(''));
  if ('hyperlink' in value) {
    // A hyperlink's text may itself be rich text.
    const t: unknown = value.text;
    if (typeof t === 'string') return text(t);
    if (typeof t === 'object' && t !== null && 'richText' in t && Array.isArray(t.richText)) {
      return text(t.richText.map((r: unknown) => (typeof r === 'object' && r !== null && 'text' in r && typeof r.text === 'string' ? r.text : '')).join(''));
    }
    return null;
  }
  if ('formula' in value || 'sharedFormula' in value) {
    const result: unknown = value.result;
    if (result === undefined || result === null) return null;
    if (typeof result === 'object' && !(result instanceof Date)) return null; // { error: '#N/A' }
    return plain(result as ExcelJS.CellValue);
  }
  // { error: '#DIV/0!' } and anything else exceljs may add: no usable content.
  return null;
}

/** Trimmed; line breaks inside a cell (Alt+Enter in a description) read as one space. */
function text(s: string): string | null {
  const t = s.replace(/\s*[\r\n]+\s*/g, ' ').trim();
  return t === '' ? null : t;
}

/** Rounded to the second: a serial like 45566.9999999 must not fall back to the previous day. */
function date(d: Date): Date | null {
  const ms = d.getTime();
  return Number.isNaN(ms) ? null : new Date(Math.round(ms / 1000) * 1000);
}
