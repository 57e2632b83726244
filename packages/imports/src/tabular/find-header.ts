// The header row of a statement's table: the row, among the first ones, whose cells name the
// most column roles, with at least a date and an amount (one signed column, or money out / in).
// Title rows, the bank's address and "Saldo inicial" lines come before it (the preamble).
import { type Table, cellText } from '../table';
import { type ColumnRole, headerRole } from './header-words';

export interface HeaderFound {
  readonly index: number;
  readonly roles: ReadonlyMap<ColumnRole, number>;
  readonly headers: readonly string[];
}

const SEARCH_ROWS = 120;

/** Roles of one row's cells, first column per role ("Saldo" before "Saldo disponível"). */
export function rolesOfRow(cells: readonly string[]): Map<ColumnRole, number> {
  const roles = new Map<ColumnRole, number>();
  cells.forEach((text, i) => {
    const role = headerRole(text);
    if (role && !roles.has(role)) roles.set(role, i);
  });
  // A "Tipo" column beside Débito/Crédito columns is a type, not a sign: keep it as a direction
  // only when there is one amount column to sign.
  return roles;
}

function usable(roles: ReadonlyMap<ColumnRole, number>): boolean {
  // A table dated only by "Data Valor" is still a table: that column gives the date.
  return (roles.has('date') || roles.has('valueDate')) && (roles.has('amount') || roles.has('debit') || roles.has('credit'));
}

export function findHeader(table: Table, from = 0): HeaderFound | null {
  let best: HeaderFound | null = null;
  const end = Math.min(table.rows.length, from + SEARCH_ROWS);
  for (let i = from; i < end; i++) {
    const row = table.rows[i];
    if (!row) continue;
    const cells = row.cells.map((c) => (typeof c === 'string' ? c : ''));
    const roles = rolesOfRow(cells);
    if (!usable(roles)) continue;
    if (!best || roles.size > best.roles.size) best = { index: i, roles, headers: row.cells.map((c) => cellText(c)) };
  }
  return best;
}

/** The normalised header, the key a remembered mapping is kept under. */
export function layoutKey(headers: readonly string[]): string {
  return headers.map((h) => h.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim()).join('|');
}
