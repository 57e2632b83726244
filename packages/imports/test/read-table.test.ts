// The table reader on tables as a spreadsheet gives them: empty cells null, numbers and dates typed.
import { describe, expect, it } from 'vitest';
import { readTable } from '../src/tabular/read-table';
import { type Table } from '../src/table';

describe('readTable on sheet cells', () => {
  it('joins a header written on two rows whose empty cells are null', () => {
    const table: Table = {
      rows: [
        { cells: ['Data', 'Data', 'Descrição do', 'Débito', 'Crédito', 'Saldo'], line: 1 },
        { cells: ['Mov.', 'Valor', 'Movimento', null, null, null], line: 2 },
        { cells: [new Date(Date.UTC(2026, 8, 1)), new Date(Date.UTC(2026, 8, 2)), 'SALARIO', null, 2100, 2687.25], line: 3 },
        { cells: [new Date(Date.UTC(2026, 8, 3)), new Date(Date.UTC(2026, 8, 3)), 'ATM', 200, null, 2487.25], line: 4 },
      ],
    };
    const r = readTable(table);
    expect(r.headers).toEqual(['Data Mov.', 'Data Valor', 'Descrição do Movimento', 'Débito', 'Crédito', 'Saldo']);
    expect(r.mapping).toMatchObject({ headerRow: 1, date: 0, valueDate: 1, description: 2 });
    expect(r.movements.map((m) => [m.date, m.valueDate, m.amountCents])).toEqual([['2026-09-01', '2026-09-02', 210_000], ['2026-09-03', '2026-09-03', -20_000]]);
  });
});
