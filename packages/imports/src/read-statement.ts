// Bytes in, one statement out: the format from the content, then its reader. The only entry
// the server, the CLI and the WhatsApp handler use; nothing here touches the database.
import { type ColumnMapping, type StatementRead, ImportReadError } from './statement';
import { MAX_IMPORT_BYTES } from './limits';
import { detectFormat } from './detect-format';
import { decodeText } from './decode-text';
import { type Table, cellText, isBlankRow } from './table';
import { headerAt, layoutKey } from './tabular/find-header';
import { csvTable } from './csv/csv-table';
import { type TableReading, readTable } from './tabular/read-table';
import { readOfx } from './ofx/read-ofx';
import { readCamt053 } from './camt/read-camt053';
import { readSaft } from './saft/read-saft';
import { pdfTables } from './pdf/pdf-tables';
import { xlsxTables } from './xlsx/xlsx-tables';

export interface ReadOptions {
  /** A remembered or corrected column mapping for a table layout. */
  readonly mapping?: Partial<ColumnMapping>;
}

function fromTable(format: 'csv' | 'xlsx' | 'pdf', reading: TableReading, pages: number | null): StatementRead {
  return {
    format,
    kind: reading.kind,
    account: { institution: reading.facts.institution, iban: reading.facts.iban, wallet: reading.facts.wallet, currency: reading.currency },
    openingBalanceCents: reading.openingBalanceCents,
    closingBalanceCents: reading.closingBalanceCents,
    movements: reading.movements,
    warnings: reading.warnings,
    mapping: reading.mapping,
    headers: reading.headers,
    layout: reading.layout,
    pages,
  };
}

/** Several tables (an XLSX's sheets): the one with the most movements; the first error if none reads. */
export function readBestTable(tables: readonly Table[], options: ReadOptions): TableReading {
  let best: TableReading | null = null;
  let firstError: unknown = null;
  for (const table of tables) {
    try {
      const reading = readTable(table, options.mapping);
      if (!best || reading.movements.length > best.movements.length) best = reading;
    } catch (error) {
      if (!(error instanceof ImportReadError)) throw error;
      firstError ??= error;
    }
  }
  if (best) return best;
  throw firstError instanceof ImportReadError ? firstError : new ImportReadError('no_table', 'no sheet holds a movements table');
}

export async function readStatementBytes(bytes: Uint8Array, options: ReadOptions = {}): Promise<StatementRead> {
  if (bytes.length > MAX_IMPORT_BYTES) throw new ImportReadError('too_large', `${bytes.length} bytes`, undefined, { limit: MAX_IMPORT_BYTES });
  const detected = detectFormat(bytes);
  if (detected.format === null) throw new ImportReadError(detected.reason, 'format not recognised');
  switch (detected.format) {
    case 'csv':
      return fromTable('csv', readBestTable([csvTable(decodeText(bytes).text)], options), null);
    case 'xlsx':
      return fromTable('xlsx', readBestTable(await xlsxTables(bytes), options), null);
    case 'pdf': {
      const { table, pages } = await pdfTables(bytes);
      return fromTable('pdf', readBestTable([table], options), pages);
    }
    case 'ofx':
      return readOfx(decodeText(bytes).text);
    case 'camt053':
      return readCamt053(decodeText(bytes).text);
    case 'saft':
      return readSaft(decodeText(bytes).text);
  }
}

/** Tables of a file without reading them as a statement (CSV, XLSX, PDF); none for the other formats. */
async function tablesOf(bytes: Uint8Array): Promise<Table[]> {
  const detected = detectFormat(bytes);
  switch (detected.format) {
    case 'csv': return [csvTable(decodeText(bytes).text)];
    case 'xlsx': return xlsxTables(bytes);
    case 'pdf': return [(await pdfTables(bytes)).table];
    default: return [];
  }
}

/**
 * The layouts a remembered mapping could have been kept under: the fingerprint of each of the
 * first rows of each table. A file the reader cannot make sense of alone (headers it does not
 * know) is still recognised as "the layout the person mapped last time".
 */
export async function candidateLayouts(bytes: Uint8Array): Promise<string[]> {
  if (bytes.length > MAX_IMPORT_BYTES) return [];
  try {
    const tables = await tablesOf(bytes);
    const keys = new Set<string>();
    for (const table of tables) {
      table.rows.slice(0, 40).forEach((row, i) => {
        if (isBlankRow(row)) return;
        keys.add(layoutKey(row.cells.map((c) => cellText(c))));
        keys.add(layoutKey(headerAt(table, i).headers)); // a header written on two rows, joined
      });
    }
    return [...keys];
  } catch (error) {
    if (error instanceof ImportReadError) return [];
    throw error;
  }
}
