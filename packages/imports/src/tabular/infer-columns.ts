// A table without a header row (some exports start straight with the movements): the columns
// are read from their content — the one holding dates, the ones holding amounts, the longest
// text. The person can correct it on the mapping screen; this only has to be a good first guess.
import { type Table, cellText, isBlankRow } from '../table';
import { type ColumnRole } from './header-words';
import { readDateCell } from './date-cells';
import { looksLikeAmount } from './number-cells';

const SAMPLE = 200;

export function inferColumns(table: Table): Map<ColumnRole, number> | null {
  const rows = table.rows.filter((r) => !isBlankRow(r)).slice(0, SAMPLE);
  if (rows.length === 0) return null;
  const width = Math.max(...rows.map((r) => r.cells.length));
  const dateShare: number[] = [];
  const amountShare: number[] = [];
  const textLength: number[] = [];
  for (let c = 0; c < width; c++) {
    let dates = 0;
    let amounts = 0;
    let length = 0;
    for (const r of rows) {
      const cell = r.cells[c];
      if (readDateCell(cell, 'dmy')) dates++;
      else if (looksLikeAmount(cell)) amounts++;
      else length += cellText(cell).length;
    }
    dateShare.push(dates / rows.length);
    amountShare.push(amounts / rows.length);
    textLength.push(length / rows.length);
  }
  const dateCols = dateShare.map((s, i) => [s, i] as const).filter(([s]) => s >= 0.6).map(([, i]) => i);
  const amountCols = amountShare.map((s, i) => [s, i] as const).filter(([s]) => s >= 0.3).map(([, i]) => i);
  const first = dateCols[0];
  if (first === undefined || amountCols.length === 0) return null;
  const roles = new Map<ColumnRole, number>([['date', first]]);
  const second = dateCols[1];
  if (second !== undefined) roles.set('valueDate', second);
  const [a, b, c] = amountCols;
  if (amountCols.length >= 3 && a !== undefined && b !== undefined && c !== undefined) {
    roles.set('debit', a); roles.set('credit', b); roles.set('balance', c);
  } else if (amountCols.length === 2 && a !== undefined && b !== undefined) {
    roles.set('amount', a); roles.set('balance', b);
  } else if (a !== undefined) {
    roles.set('amount', a);
  }
  let best = -1;
  let bestLength = 0;
  textLength.forEach((len, i) => { if (!dateCols.includes(i) && !amountCols.includes(i) && len > bestLength) { best = i; bestLength = len; } });
  if (best >= 0) roles.set('description', best);
  return roles;
}
