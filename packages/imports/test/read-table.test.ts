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

  it('carries a group label merged over several columns to each column below it', () => {
    // "Datas" over "Movimento | Valor", "Montante" over "Débito | Crédito": a merged cell keeps its
    // label in its first column only; "Descritivo" and "Saldo" are merged down, nothing under them.
    const table: Table = {
      rows: [
        { cells: ['Datas', null, 'Descritivo', 'Montante', null, 'Saldo'], line: 1 },
        { cells: ['Movimento', 'Valor', null, 'Débito', 'Crédito', null], line: 2 },
        { cells: [new Date(Date.UTC(2026, 8, 1)), new Date(Date.UTC(2026, 8, 2)), 'SALARIO', null, 2100, 2687.25], line: 3 },
        { cells: [new Date(Date.UTC(2026, 8, 3)), new Date(Date.UTC(2026, 8, 4)), 'ATM', 200, null, 2487.25], line: 4 },
      ],
    };
    const r = readTable(table);
    expect(r.headers).toEqual(['Datas Movimento', 'Datas Valor', 'Descritivo', 'Montante Débito', 'Montante Crédito', 'Saldo']);
    expect(r.mapping).toMatchObject({ headerRow: 1, date: 0, valueDate: 1, description: 2, amount: null, debit: 3, credit: 4, balance: 5 });
    expect(r.movements.map((m) => [m.date, m.valueDate, m.amountCents])).toEqual([['2026-09-01', '2026-09-02', 210_000], ['2026-09-03', '2026-09-04', -20_000]]);
  });

  it('does not carry a label merged down its own column into the next one', () => {
    const table: Table = {
      rows: [
        { cells: ['Data', 'Descrição', null, null, 'Saldo'], line: 1 },
        { cells: ['Mov.', null, 'Débito', 'Crédito', null], line: 2 },
        { cells: [new Date(Date.UTC(2026, 8, 1)), 'SALARIO', null, 2100, 2687.25], line: 3 },
        { cells: [new Date(Date.UTC(2026, 8, 3)), 'ATM', 200, null, 2487.25], line: 4 },
      ],
    };
    const r = readTable(table);
    expect(r.mapping).toMatchObject({ date: 0, description: 1, debit: 2, credit: 3, balance: 4 });
    expect(r.movements.map((m) => m.amountCents)).toEqual([210_000, -20_000]);
  });
});
