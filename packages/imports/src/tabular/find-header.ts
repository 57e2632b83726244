// The header row of a statement's table: the row, among the first ones, whose cells name the
// most column roles, with at least a date and an amount (one signed column, or money out / in).
// Title rows, the bank's address and "Saldo inicial" lines come before it (the preamble).
import { type Cell, type Table, cellText } from '../table';
import { type ColumnRole, headerRole, namesSignOnly } from './header-words';
import { readDateCell } from './date-cells';
import { looksLikeAmount } from './number-cells';
import { cleanText } from '../clean-text';

export interface HeaderFound {
  /** The header's last row: the table's body starts below it. */
  readonly index: number;
  /** The header's first row: index - 1 when the header is written on two rows, else index. */
  readonly top: number;
  readonly roles: ReadonlyMap<ColumnRole, number>;
  readonly headers: readonly string[];
}

const SEARCH_ROWS = 120;

/** Roles of one row's cells, first column per role ("Saldo" before "Saldo disponível"). */
export function rolesOfRow(cells: readonly string[]): Map<ColumnRole, number> {
  const roles = new Map<ColumnRole, number>();
  let signOnly = false;
  cells.forEach((text, i) => {
    const role = headerRole(text);
    if (!role) return;
    // Beside a type of operation ("Type: Cash-in", "Operação"), a column that only gives the
    // sign ("Direction: IN", "DR/CR") is the one that signs the amount.
    if (role === 'direction' && roles.has(role) && !signOnly && namesSignOnly(text)) { roles.set(role, i); signOnly = true; return; }
    if (!roles.has(role)) { roles.set(role, i); if (role === 'direction') signOnly = namesSignOnly(text); }
  });
  return roles;
}

/** How many filled cells below a header are looked at to tell what its column holds. */
const CONTENT_SAMPLE = 20;

/**
 * An amount as a statement writes one: with decimals or thousands groups ("1.500,00 EUR",
 * "-7.500,00"), or an integer with its sign ("-25500", "+34000"). A bare integer ("104233")
 * is as likely a document number, so it does not count.
 */
function isAmount(cell: Cell | undefined): boolean {
  if (typeof cell === 'number') return true;
  if (typeof cell !== 'string' || cell.trim() === '' || readDateCell(cell, 'dmy') !== null) return false;
  return looksLikeAmount(cell) || /^[-+−]\s?\d+$/.test(cell.trim());
}

/**
 * A header without an amount column whose cells below are amounts under a word that could name
 * either: "Movimento" is the description in some exports and the signed amount in others
 * (Caixa, BNI: "Data Mov.;Data Valor;Descrição;Movimento;Saldo"). The column's content decides:
 * when nearly all its filled cells below are amounts, it is the amount column. Only a column
 * whose header names a description or nothing is considered, never a date, balance or other
 * known role; the description then comes from another column.
 */
function amountByContent(table: Table, index: number, cells: readonly string[], roles: Map<ColumnRole, number>): void {
  if (roles.has('amount') || roles.has('debit') || roles.has('credit')) return;
  if (!roles.has('date') && !roles.has('valueDate')) return;
  for (let c = 0; c < cells.length; c++) {
    const text = cells[c] ?? '';
    const role = headerRole(text);
    if (text.trim() === '' || (role !== null && role !== 'description')) continue;
    let filled = 0;
    let amounts = 0;
    for (let i = index + 1; i < table.rows.length && filled < CONTENT_SAMPLE; i++) {
      const cell = table.rows[i]?.cells[c];
      if (cellText(cell) === '') continue;
      filled++;
      if (isAmount(cell)) amounts++;
    }
    if (filled >= 2 && amounts >= filled * 0.8) {
      roles.set('amount', c);
      if (roles.get('description') === c) {
        roles.delete('description');
        const other = cells.findIndex((t, j) => j !== c && headerRole(t) === 'description');
        if (other >= 0) roles.set('description', other);
      }
      return;
    }
  }
}

/**
 * "Data | Valor | Descrição | Montante": the date and the value date written as two short
 * titles, "Valor" then naming the value date, not the amount. When the column first read as the
 * amount holds dates below and another column's title names an amount too, the dated one is the
 * value date and the other the amount. Counter-example: "Data | Valor | Descrição" (its "Valor"
 * holds amounts) stays as read.
 */
function valueDateByContent(table: Table, index: number, cells: readonly string[], roles: Map<ColumnRole, number>): void {
  const amount = roles.get('amount');
  if (amount === undefined || roles.has('valueDate') || !roles.has('date')) return;
  const other = cells.findIndex((t, j) => j !== amount && headerRole(t) === 'amount');
  if (other < 0) return;
  let filled = 0;
  let dates = 0;
  for (let i = index + 1; i < table.rows.length && filled < CONTENT_SAMPLE; i++) {
    const cell = table.rows[i]?.cells[amount];
    if (cellText(cell) === '') continue;
    filled++;
    if (typeof cell === 'string' && readDateCell(cell, 'dmy') !== null) dates++;
  }
  if (filled >= 2 && dates >= filled * 0.8) {
    roles.set('valueDate', amount);
    roles.set('amount', other);
  }
}

/** The roles of a header's cells, their words first, then an ambiguous column's content. */
function rolesOfCells(table: Table, index: number, cells: readonly string[]): Map<ColumnRole, number> {
  const roles = rolesOfRow(cells);
  amountByContent(table, index, cells, roles);
  valueDateByContent(table, index, cells, roles);
  return roles;
}

/** A row of words only: no date, no amount in any cell (a header's row, a title). */
function wordsOnly(cells: readonly Cell[]): boolean {
  // An empty cell is null in a sheet, '' in a CSV.
  return cells.some((c) => cellText(c) !== '') && cells.every((c) => c === null || (typeof c === 'string' && readDateCell(c, 'dmy') === null && !looksLikeAmount(c)));
}

/**
 * The header whose last row is `index`. Some exports write it on two rows, each column's name
 * broken over both ("Data;Data;Descrição do;Débito;Crédito" over "Mov.;Valor;Movimento;(AOA);(AOA)"):
 * when the row above is words only too and the two joined column by column name more roles, the
 * header is the joined one ("Data Mov.", "Data Valor", "Descrição do Movimento", "Débito (AOA)").
 */
export function headerAt(table: Table, index: number): HeaderFound {
  const row = table.rows[index]?.cells ?? [];
  const cells = row.map((c) => (typeof c === 'string' ? c : ''));
  const roles = rolesOfCells(table, index, cells);
  const upper = index > 0 ? table.rows[index - 1]?.cells : undefined;
  if (upper && wordsOnly(upper) && wordsOnly(row)) {
    const width = Math.max(upper.length, row.length);
    const joined = Array.from({ length: width }, (_, j) => `${cellText(upper[j])} ${cellText(row[j])}`.trim());
    const joinedRoles = rolesOfCells(table, index, joined);
    // A group label merged over several columns ("Datas" over "Movimento | Valor", "Montante"
    // over "Débito | Crédito") is kept in its first cell only: carried over the blank cells to
    // its right while the row below names a column there, it joins each of them. Preferred when
    // it names as many roles, since "Valor" alone under "Datas" is not an amount.
    const carried = carryGroupLabels(upper, row, width);
    const carriedRoles = carried === null ? null : rolesOfCells(table, index, carried);
    if (carried && carriedRoles && usable(carriedRoles) && carriedRoles.size > roles.size && carriedRoles.size >= joinedRoles.size) {
      return { index, top: index - 1, roles: carriedRoles, headers: carried };
    }
    if (usable(joinedRoles) && joinedRoles.size > roles.size) return { index, top: index - 1, roles: joinedRoles, headers: joined };
  }
  return { index, top: index, roles, headers: row.map((c) => cellText(c)) };
}

/** The two rows joined with each upper label carried right over blank upper cells above named lower cells; null when none is carried. */
function carryGroupLabels(upper: readonly Cell[], lower: readonly Cell[], width: number): string[] | null {
  const out: string[] = [];
  let label = '';
  let any = false;
  for (let j = 0; j < width; j++) {
    const above = cellText(upper[j]);
    const below = cellText(lower[j]);
    // A label with nothing under it is one column's name written down both rows: not a group.
    if (above !== '') label = below !== '' ? above : '';
    else if (below === '') label = '';
    const top = above !== '' ? above : label;
    if (above === '' && top !== '') any = true;
    const both = `${top} ${below}`.trim();
    // "Valores" over "Débito | Crédito": when the label joined names nothing, the column's own name does.
    out.push(label !== '' && headerRole(both) === null && headerRole(below) !== null ? below : both);
  }
  return any ? out : null;
}

function usable(roles: ReadonlyMap<ColumnRole, number>): boolean {
  // A table dated only by "Data Valor" is still a table: that column gives the date.
  return (roles.has('date') || roles.has('valueDate')) && (roles.has('amount') || roles.has('debit') || roles.has('credit'));
}

export function findHeader(table: Table, from = 0): HeaderFound | null {
  let best: HeaderFound | null = null;
  const end = Math.min(table.rows.length, from + SEARCH_ROWS);
  for (let i = from; i < end; i++) {
    if (!table.rows[i]) continue;
    const found = headerAt(table, i);
    if (!usable(found.roles)) continue;
    if (!best || found.roles.size > best.roles.size) best = found;
  }
  return best;
}

/** The normalised header, the key a remembered mapping is kept under. */
export function layoutKey(headers: readonly string[]): string {
  return headers.map((h) => cleanText(h).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim()).join('|');
}
