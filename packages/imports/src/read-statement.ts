// Bytes in, one statement out: the format from the content, then its reader. The only entry
// the server, the CLI and the WhatsApp handler use; nothing here touches the database.
import { type ColumnMapping, type StatementRead, ImportReadError } from './statement';
import { MAX_IMPORT_BYTES } from './limits';
import { MAX_AMOUNT_CENTS, MAX_CENTS } from '@kumbu/core/money';
import { detectFormat } from './detect-format';
import { decodeText } from './decode-text';
import { type Table, cellText, isBlankRow } from './table';
import { findHeader, headerAt, layoutKey } from './tabular/find-header';
import { csvTable } from './csv/csv-table';
import { type TableReading, readTable } from './tabular/read-table';
import { readOfx } from './ofx/read-ofx';
import { readCamt053 } from './camt/read-camt053';
import { readSaft } from './saft/read-saft';
import { pdfTables } from './pdf/pdf-tables';
import { xlsxTables } from './xlsx/xlsx-tables';
import { cleanOrNull, cleanText, hasControl } from './clean-text';

export interface ReadOptions {
  /** A remembered or corrected column mapping for a table layout. */
  readonly mapping?: Partial<ColumnMapping>;
  /**
   * The layout (header row's key) a remembered mapping was kept for: its header row is taken
   * where that row is in this file, since the bank's next export may have more or fewer lines
   * above it — kept as a number, it would point at a movement and lose the lines before it.
   */
  readonly layout?: string;
}

/** The mapping with its header row moved to where `layout`'s row is in this table (the same rows candidateLayouts looks at). */
function placedMapping(table: Table, options: ReadOptions): Partial<ColumnMapping> | undefined {
  const { mapping, layout } = options;
  if (!mapping || layout === undefined || mapping.headerRow === undefined || mapping.headerRow < 0) return mapping;
  const at = table.rows.slice(0, 40).findIndex((row) => !isBlankRow(row) && layoutKey(row.cells.map((c) => cellText(c))) === layout);
  return at < 0 ? mapping : { ...mapping, headerRow: at };
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

/** Rows of a sheet without movements read for the account's facts and balances. */
const ASIDE_ROWS = 60;

/** Several tables (an XLSX's sheets): the one with the most movements; the first error if none reads. */
export function readBestTable(tables: readonly Table[], options: ReadOptions): TableReading {
  let best: TableReading | null = null;
  let firstError: unknown = null;
  // Sheets without a movements table (account details, a summary) lend their facts and balances
  // to the sheet that has one; at most their first rows, as a preamble would be.
  const asideOf = tables.length > 1 ? tables.map((t) => findHeader(t) === null ? t.rows.slice(0, ASIDE_ROWS) : []) : [];
  for (const [i, table] of tables.entries()) {
    try {
      const aside = asideOf.flatMap((rows, j) => (j === i ? [] : rows));
      const reading = readTable(table, placedMapping(table, options), aside);
      if (!best || reading.movements.length > best.movements.length) best = reading;
    } catch (error) {
      if (!(error instanceof ImportReadError)) throw error;
      firstError ??= error;
    }
  }
  if (best) return best;
  throw firstError instanceof ImportReadError ? firstError : new ImportReadError('no_table', 'no sheet holds a movements table');
}

/**
 * Every movement within what one record may carry (core's MAX_AMOUNT_CENTS, as on every other
 * way in), and all of them adding up exactly (MAX_CENTS): past that, the records could not be
 * edited and the account's kept total would overflow in the database — a server error, not a
 * refusal. Checked once here, whatever the format.
 */
function storable(read: StatementRead): StatementRead {
  let total = 0;
  for (const m of read.movements) {
    const size = Math.abs(m.amountCents);
    if (size > MAX_AMOUNT_CENTS) throw new ImportReadError('amount_too_large', `${m.amountCents} cêntimos`, m.place);
    total += size;
  }
  if (total > MAX_CENTS) throw new ImportReadError('amount_too_large', 'the movements add up past exact sums');
  // Text PostgreSQL can store: a damaged file's control characters (NUL above all, which no
  // text column takes) are dropped here, once, rather than failing a query later.
  const movements = read.movements.some((m) => hasControl(m.description) || hasControl(m.counterparty) || hasControl(m.reference) || hasControl(m.invoice?.party) || hasControl(m.invoice?.number))
    ? read.movements.map((m) => ({
      ...m, description: cleanText(m.description), counterparty: cleanOrNull(m.counterparty), reference: cleanOrNull(m.reference),
      ...(m.invoice ? { invoice: { ...m.invoice, number: cleanText(m.invoice.number), party: cleanOrNull(m.invoice.party) } } : {}),
    }))
    : read.movements;
  return {
    ...read, movements,
    account: { ...read.account, institution: cleanOrNull(read.account.institution), iban: cleanOrNull(read.account.iban), wallet: cleanOrNull(read.account.wallet) },
    headers: read.headers?.map(cleanText) ?? null,
    layout: cleanOrNull(read.layout),
  };
}

export async function readStatementBytes(bytes: Uint8Array, options: ReadOptions = {}): Promise<StatementRead> {
  return storable(await readAny(bytes, options));
}

async function readAny(bytes: Uint8Array, options: ReadOptions): Promise<StatementRead> {
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
    // (layoutKey drops control characters: these keys are looked up in the database.)
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
