// What every reader produces, whatever the file: one statement of one account, its movements in
// signed cêntimos (negative = money out) and what it says about itself (institution, IBAN or
// wallet number, opening and closing balances). The pipeline after the readers (account
// matching, categories, duplicates, reconciliation) only ever sees this shape.
import { type Currency } from '@kumbu/core/money';

/** Detected from the bytes, never from the file name. */
export const IMPORT_FORMATS = ['csv', 'xlsx', 'ofx', 'camt053', 'saft', 'pdf'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const STATEMENT_KINDS = ['bank', 'mobile_money', 'saft'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** Where in the file a movement or a problem is: 1-based line (text), row (sheet) or page. */
export interface SourcePlace {
  readonly line?: number;
  readonly page?: number;
  readonly sheet?: string;
}

export interface StatementAccount {
  /** "BAI", "BFA", "Unitel Money" … as recognised in the file; null when it says nothing. */
  readonly institution: string | null;
  /** Compact, upper case, no spaces: "AO06004000001234567890123". */
  readonly iban: string | null;
  /** A mobile-money wallet (the phone number, +244…) or a bank account number without IBAN. */
  readonly wallet: string | null;
  readonly currency: Currency;
}

/** An invoice from a SAF-T AO file (one movement per invoice). */
export interface InvoiceRef {
  readonly number: string;
  /** sale: the customer owes us (income); purchase: we owe the supplier (expense). */
  readonly type: 'sale' | 'purchase';
  readonly party: string | null;
  readonly partyTaxId: string | null;
}

export interface Movement {
  /** Booking date, YYYY-MM-DD. */
  readonly date: string;
  readonly valueDate: string | null;
  /** Signed cêntimos: negative = money out of the account. Never 0. */
  readonly amountCents: number;
  readonly currency: Currency;
  readonly description: string;
  /** The running balance after this movement, when the file gives one. */
  readonly balanceCents: number | null;
  readonly counterparty: string | null;
  /** The bank's or wallet's reference for the movement (FITID, AcctSvcrRef, Nº operação). */
  readonly reference: string | null;
  /** 'fee': split out of a mobile-money row's fee column, its own expense. */
  readonly role: 'movement' | 'fee';
  readonly place: SourcePlace;
  readonly invoice?: InvoiceRef;
}

/** A problem that does not stop the import (a skipped row, a balance that does not add up). */
export interface ImportWarning {
  readonly code: ImportWarningCode;
  readonly place?: SourcePlace;
  readonly params?: Readonly<Record<string, string | number>>;
}

export const IMPORT_WARNING_CODES = [
  'row_skipped_unreadable', // a row inside the table that is neither a movement nor a known total
  'row_skipped_failed', // a mobile-money row whose status says it did not happen
  'balance_mismatch', // opening + movements ≠ closing
  'running_balance_mismatch', // a row's running balance does not follow from the previous one
  'currency_assumed', // the file names no currency; kwanza assumed
  'mixed_currencies', // rows in another currency than the account's were left out
  'row_skipped_pending', // a CAMT entry not yet booked (PDNG, INFO, FUTR): not a movement yet
  'statements_skipped', // the file holds statements of other accounts too; only the first account's were read
] as const;
export type ImportWarningCode = (typeof IMPORT_WARNING_CODES)[number];

/** How a table's columns were read: shown on the mapping screen, remembered per bank. */
export interface ColumnMapping {
  /** Index (0-based) of the header row in the table, or -1 when the table has none. */
  readonly headerRow: number;
  readonly date: number;
  readonly valueDate: number | null;
  readonly description: number;
  /** One signed (or D/C-typed) amount column … */
  readonly amount: number | null;
  /** … or separate money-out and money-in columns. */
  readonly debit: number | null;
  readonly credit: number | null;
  readonly balance: number | null;
  readonly fee: number | null;
  readonly status: number | null;
  readonly reference: number | null;
  readonly counterparty: number | null;
  readonly currency: number | null;
  /** A column saying D/C, Débito/Crédito, Entrada/Saída, Enviado/Recebido … */
  readonly direction: number | null;
  readonly dateOrder: DateOrder;
  readonly decimalMark: ',' | '.';
}
export type DateOrder = 'dmy' | 'ymd' | 'mdy';

export interface StatementRead {
  readonly format: ImportFormat;
  readonly kind: StatementKind;
  readonly account: StatementAccount;
  readonly openingBalanceCents: number | null;
  readonly closingBalanceCents: number | null;
  readonly movements: readonly Movement[];
  readonly warnings: readonly ImportWarning[];
  /** For tables (CSV, XLSX, PDF): the columns as read, for the mapping screen. */
  readonly mapping: ColumnMapping | null;
  /** For tables: the header cells as written, so the mapping screen can name the columns. */
  readonly headers: readonly string[] | null;
  /** For tables: the layout's fingerprint (normalised header), the key a remembered mapping is kept under. */
  readonly layout: string | null;
  /** PDF: how many pages were read (counted against the plan's monthly pages). */
  readonly pages: number | null;
}

export const IMPORT_ERROR_CODES = [
  'empty_file',
  'unknown_format', // not any format we read (an image, a .doc, random bytes)
  'legacy_xls', // an Excel 97–2003 file: save it as .xlsx or CSV
  'scanned_pdf', // a PDF without a text layer: needs the photo reader
  'encrypted_pdf',
  'no_table', // a CSV/XLSX/PDF in which no movements table was found
  'no_movements', // a table was found but no row could be read
  'bad_row', // a row that cannot be read, inside a table that otherwise can
  'too_large', // bytes or uncompressed size over the limit
  'bad_xml', // XML that is not well formed, or has a DTD / entities
  'bad_ofx',
  'corrupt_file', // a zip or PDF that cannot be opened
  'unsupported_currency', // the statement's currency is not one the app keeps (AOA, USD, EUR)
  'amount_too_large', // a movement over what one record may carry (core's MAX_AMOUNT_CENTS), or movements adding up past exact sums
] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

/** A file that cannot be read: nothing is imported; says where and why. */
export class ImportReadError extends Error {
  readonly code: ImportErrorCode;
  readonly place: SourcePlace | undefined;
  readonly params: Readonly<Record<string, string | number>>;
  constructor(code: ImportErrorCode, detail: string, place?: SourcePlace, params: Readonly<Record<string, string | number>> = {}) {
    super(`${code}: ${detail}`);
    this.name = 'ImportReadError';
    this.code = code;
    this.place = place;
    this.params = params;
  }
}
