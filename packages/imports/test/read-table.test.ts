// The table reader on tables as a spreadsheet gives them: empty cells null, numbers and dates typed.
import { describe, expect, it } from 'vitest';
import { readTable } from '../src/tabular/read-table';
import { readBestTable } from '../src/read-statement';
import { type Table } from '../src/table';
import { serialTextColumn } from '../src/tabular/date-cells';

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

  it('reads a number cell beside a balance label in the decimal mark of the table', () => {
    const table: Table = {
      rows: [
        { cells: ['Saldo Inicial', 27500, null, null], line: 1 },
        { cells: ['Saldo Final', 789468.31, null, null], line: 2 },
        { cells: ['Data', 'Descrição', 'Valor', 'Saldo'], line: 3 },
        { cells: ['01/10/2026', 'SALARIO', '761.968,31', '789.468,31'], line: 4 },
      ],
    };
    const r = readTable(table);
    expect([r.openingBalanceCents, r.closingBalanceCents]).toEqual([2_750_000, 78_946_831]);
  });
});

describe('readTable: rows that join the next movement', () => {
  it('puts text marked joinsNext before the next dated row, and plain text after the row above', () => {
    const table: Table = {
      rows: [
        { cells: ['Data', 'Descrição', 'Valor', 'Estado'], line: 1 },
        { cells: ['01/10/2026', 'COMPRA TPA', '-120,00', 'Concluída'], line: 2 },
        { cells: [null, 'TRANSFERENCIA RECEBIDA DE', null, null], line: 3, joinsNext: true },
        { cells: ['02/10/2026', 'EMPRESA EXEMPLO LDA', '500,00', 'Concluída'], line: 4 },
        { cells: [null, 'REF 2026/118', null, null], line: 5 },
        // Waiting text belongs to its dated row even when that row is set aside: never to the next one.
        { cells: [null, 'PAGAMENTO DE', null, null], line: 6, joinsNext: true },
        { cells: ['03/10/2026', 'SERVICOS ENDE', '-500,00', 'Falhada'], line: 7 },
        { cells: ['04/10/2026', 'ATM', '-50,00', 'Concluída'], line: 8 },
      ],
    };
    const r = readTable(table);
    expect(r.movements.map((m) => m.description)).toEqual(['COMPRA TPA', 'TRANSFERENCIA RECEBIDA DE EMPRESA EXEMPLO LDA REF 2026/118', 'ATM']);
  });
});

describe('readBestTable over a workbook', () => {
  const movements = (sheet: string): Table => ({
    rows: [
      { cells: ['Data Mov.', 'Descritivo', 'Débito', 'Crédito', 'Saldo'], line: 1, sheet },
      { cells: [new Date(Date.UTC(2026, 9, 1)), 'SALARIO', null, 850000, 877500], line: 2, sheet },
      { cells: [new Date(Date.UTC(2026, 9, 2)), 'ATM', 10000, null, 867500], line: 3, sheet },
    ],
  });
  const details: Table = {
    rows: [
      { cells: ['Banco Keve', null], line: 1, sheet: 'Dados da Conta' },
      { cells: ['IBAN', 'AO06 0047 0000 3300 4455 1011 8'], line: 2, sheet: 'Dados da Conta' },
      { cells: ['Moeda', 'USD'], line: 3, sheet: 'Dados da Conta' },
      { cells: ['Saldo Inicial', 27500], line: 4, sheet: 'Dados da Conta' },
      { cells: ['Saldo Final', 867500.5], line: 5, sheet: 'Dados da Conta' },
    ],
  };

  it('takes the account facts and balances from a sheet of details when the movements sheet has none', () => {
    const r = readBestTable([details, movements('Movimentos')], {});
    expect(r.facts).toMatchObject({ institution: 'Banco Keve', iban: 'AO06004700003300445510118', currency: 'USD' });
    expect([r.currency, r.openingBalanceCents, r.closingBalanceCents]).toEqual(['USD', 2_750_000, 86_750_050]);
  });

  it('keeps what the movements sheet says itself', () => {
    const own = movements('Movimentos');
    const withPreamble: Table = { rows: [{ cells: ['Saldo Inicial: 1.000,00', null, null, null, null], line: 1, sheet: 'Movimentos' }, ...own.rows] };
    const r = readBestTable([details, withPreamble], {});
    expect([r.openingBalanceCents, r.closingBalanceCents]).toEqual([100_000, 86_750_050]);
  });

  it("keeps the currency the movements sheet's header names over another sheet's", () => {
    const own = movements('Movimentos');
    const inKz: Table = { rows: [{ ...own.rows[0]!, cells: ['Data Mov.', 'Descritivo', 'Débito (Kz)', 'Crédito (Kz)', 'Saldo (Kz)'] }, ...own.rows.slice(1)] };
    expect(readBestTable([details, inKz], {}).currency).toBe('AOA');
  });

  it('lends nothing from another sheet of movements (another account)', () => {
    const other: Table = { rows: [{ cells: ['IBAN: AO06 0047 0000 3300 4455 1011 8', null, null, null, null], line: 1, sheet: 'Outra' }, ...movements('Outra').rows.slice(0, 2)] };
    const r = readBestTable([other, movements('Movimentos')], {});
    expect([r.facts.iban, r.openingBalanceCents]).toEqual([null, null]);
  });
});

describe('readTable: shapes of text exports', () => {
  const rows = (lines: readonly (readonly string[])[]): Table => ({ rows: lines.map((cells, i) => ({ cells: [...cells], line: i + 1 })) });

  it('reads a date column of Excel serial days written as text, decided for the whole column', () => {
    const r = readTable(rows([
      ['Data Movimento', 'Descritivo', 'Montante', 'Saldo'],
      ['46236', 'LEV ATM', '-42150', '31300,6'],
      ['46238', 'COMPRA TPA', '-21769,56', '9531,04'],
      ['46239,6042', 'TRF RECEBIDA', '190871,62', '200402,66'],
    ]));
    expect(r.movements.map((m) => [m.date, m.amountCents])).toEqual([['2026-08-02', -4_215_000], ['2026-08-04', -2_176_956], ['2026-08-05', 19_087_162]]);
  });

  it('takes a column for serial days only when nearly all its filled cells are, three at least', () => {
    expect(serialTextColumn(['46236', '46238', '', '46239', 'Saldo final'])).toBe(true);
    expect(serialTextColumn(['46236', '46238'])).toBe(false);
    expect(serialTextColumn(['01/08/2026', '46236', '02/08/2026', '46238', '46239'])).toBe(false);
    expect(serialTextColumn(['12345', '23456', '34567'])).toBe(false); // before 1990: numbers, not dates
  });

  it('reads the bank, the account and the opening balance written below the table when nothing above names them', () => {
    const r = readTable(rows([
      ['Descrição', 'Montante', 'Data Mov.', 'Saldo'],
      ['PAG DSTV', '-14.850,00', '2026-11-02', '20.350,00'],
      ['TRF RECEBIDA', '46.000,00', '2026-11-06', '66.350,00'],
      ['', '', '', ''],
      ['Banco Sol', '', '', ''],
      ['Conta', 'AO06 0044 0000 2275 0193 3077 6', '', ''],
      ['Saldo inicial', '35.200,00', '', ''],
      ['Saldo final', '66.350,00', '', ''],
    ]));
    expect([r.facts.institution, r.facts.iban, r.openingBalanceCents, r.closingBalanceCents]).toEqual(['Banco Sol', 'AO06004400002275019330776', 3_520_000, 6_635_000]);
  });

  it('keeps what the preamble names over the lines below the table', () => {
    const r = readTable(rows([
      ['BAI - Extracto', '', ''],
      ['Data', 'Descrição', 'Valor'],
      ['02/11/2026', 'PAG DSTV', '-14.850,00'],
      ['Banco Sol', '', ''],
    ]));
    expect(r.facts.institution).toBe('BAI');
  });

  it('reads abbreviated headers: Déb., Créd., Sdo', () => {
    const r = readTable(rows([
      ['Dt. Mov.', 'Doc.', 'Desc.', 'Déb.', 'Créd.', 'Sdo'],
      ['01/03/2026', '551200', 'PAG SERV ENDE', '20.700,00', '', '166.640,50'],
      ['03/03/2026', '551221', 'TRF SALARIO', '', '612.500,00', '779.140,50'],
    ]));
    expect(r.mapping).toMatchObject({ date: 0, reference: 1, description: 2, debit: 3, credit: 4, balance: 5 });
    expect(r.movements.map((m) => [m.amountCents, m.balanceCents])).toEqual([[-2_070_000, 16_664_050], [61_250_000, 77_914_050]]);
  });
});

describe('readTable: direction and fee columns', () => {
  const rows = (lines: readonly (readonly string[])[]): Table => ({ rows: lines.map((cells, i) => ({ cells: [...cells], line: i + 1 })) });

  it('signs by the column that only gives the sign, beside a type of operation, even on the first row', () => {
    const r = readTable(rows([
      ['Date', 'Type', 'Details', 'Direction', 'Amount', 'Fee', 'Status', 'Balance After'],
      ['2026-10-01', 'Transfer', 'Cash at agent 5686', 'IN', 'AKZ 25,000.00', 'AKZ 0.00', 'Completed', 'AKZ 26,480.00'],
      ['2026-10-02', 'Transfer', 'Sent to 927 335 955', 'OUT', 'AKZ 2,000.00', 'AKZ 25.00', 'Completed', 'AKZ 24,455.00'],
    ]));
    expect(r.mapping).toMatchObject({ direction: 3, description: 2, fee: 5 });
    expect(r.movements.map((m) => m.amountCents)).toEqual([2_500_000, -200_000, -2_500]);
  });

  it('reads a header with a remark in brackets by its name: "Comissão (IVA incl.)"', () => {
    const r = readTable(rows([
      ['Data/Hora', 'Descrição', 'DR/CR', 'Montante (Kz)', 'Comissão (IVA incl.)', 'Saldo (Kz)'],
      ['2026-10-01 09:53:28', 'Transferência recebida', 'CR', '40 000,00', '0,00', '44 120,00'],
      ['2026-10-02 21:01:29', 'Levantamento sem cartão', 'DR', '5 000,00', '57,00', '39 063,00'],
    ]));
    expect(r.mapping).toMatchObject({ fee: 4, direction: 2 });
    expect(r.movements.map((m) => [m.amountCents, m.role])).toEqual([[4_000_000, 'movement'], [-500_000, 'movement'], [-5_700, 'fee']]);
  });
});
