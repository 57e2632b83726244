import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import JSZip from 'jszip';
import ExcelJS from 'exceljs';
import { xlsxTables } from '../src/xlsx/xlsx-tables';
import { checkZipSize, zipEntries } from '../src/xlsx/zip-guard';
import { ImportReadError } from '../src/statement';
import { cellText, isBlankRow } from '../src/table';
import { readStatementBytes } from '../src/read-statement';

const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(new URL(`fixtures/xlsx/${name}`, import.meta.url)));

async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'read';
  } catch (e) {
    if (e instanceof ImportReadError) return e.code;
    throw e;
  }
}

/** Overwrites a little-endian u32 in every central-directory entry (0x02014b50) at `field`. */
function patchCentral(bytes: Uint8Array, field: number, value: number): Uint8Array {
  const out = bytes.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i + 46 <= out.length; i++) if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + field, value, true);
  return out;
}

describe('xlsxTables: bank workbook', async () => {
  const tables = await xlsxTables(fixture('bank-debit-credit.xlsx'));
  const [sheet, resumo] = tables;

  it('reads the visible, non-empty sheets only', () => {
    expect(tables.map((t) => t.rows[0]?.sheet)).toEqual(['Extracto', 'Resumo']);
  });

  it('keeps title, empty and header rows, line = the Excel row number', () => {
    expect(sheet?.rows.map((r) => r.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(sheet?.rows.every((r) => r.cells.length === 6)).toBe(true);
    // A1:F1 merged: the title once, trimmed, the rest of the range empty.
    expect(sheet?.rows[0]?.cells).toEqual(['Banco Exemplo Angolano - Extracto de Conta', null, null, null, null, null]);
    expect(sheet?.rows[2]?.cells[0]).toBe('Período: 01/10/2024 a 31/10/2024'); // rich text joined
    expect(sheet && isBlankRow(sheet.rows[3] ?? { cells: [] })).toBe(true);
    expect(sheet?.rows[4]?.cells).toEqual(['Data Mov.', 'Data Valor', 'Descrição', 'Débito', 'Crédito', 'Saldo']);
  });

  it('reads date cells as UTC dates on their day, text dates as text, numbers as numbers', () => {
    const row7 = sheet?.rows[6]?.cells ?? [];
    expect(row7[0]).toBeInstanceOf(Date);
    expect(cellText(row7[0])).toBe('2024-10-01');
    expect(row7.slice(1)).toEqual(['01/10/2024', 'Compra TPA Kero', 12500.5, null, 1487499.5]);
    expect(cellText(sheet?.rows[9]?.cells[0])).toBe('2024-10-31');
    expect(sheet?.rows[9]?.cells.slice(1)).toEqual(['31/10/2024', 'Comissão manutenção', 1234567.89, null, 582931.61]);
  });

  it('keeps a merged description once, never repeating it into amount columns', () => {
    const row6 = sheet?.rows[5]?.cells ?? [];
    expect(cellText(row6[0])).toBe('2024-10-01');
    expect(row6.slice(1)).toEqual([null, 'Saldo inicial', null, null, 1500000]);
  });

  it('reads rich text, hyperlinks as their text and formulas as their saved result', () => {
    expect(sheet?.rows[7]?.cells.slice(1)).toEqual(['03/10/2024', 'Salário Outubro', null, 350000, 1837499.5]);
    expect(sheet?.rows[8]?.cells[2]).toBe('Levantamento ATM');
    expect(sheet?.rows[11]?.cells).toEqual(['Total', null, null, 1267068.39, 350000, null]);
  });

  it('reads the summary sheet as its own table', () => {
    expect(resumo?.rows.map((r) => r.cells)).toEqual([
      ['Resumo do período', null],
      ['Total débitos', 1267068.39],
      ['Total créditos', 350000],
      ['Saldo final', 582931.61],
    ]);
  });
});

describe('xlsxTables: mobile-money export', () => {
  it('reads date-times, fees and status', async () => {
    const [table] = await xlsxTables(fixture('wallet-export.xlsx'));
    expect(table?.rows[0]?.cells).toEqual(['Data/Hora', 'ID Transacção', 'Tipo', 'Descrição', 'Montante (Kz)', 'Taxa', 'Estado', 'Saldo']);
    const first = table?.rows[1]?.cells ?? [];
    expect((first[0] as Date).toISOString()).toBe('2024-10-01T08:15:00.000Z');
    expect(first.slice(1)).toEqual(['UM100001', 'Enviado', 'Envio para 923 111 111', -5000, 50, 'Sucesso', 45000]);
    expect(table?.rows[3]?.cells.slice(4, 7)).toEqual([-3000, 30, 'Falhou']);
  });
});

describe('xlsxTables: odd cells', () => {
  it('reads line breaks in a cell as a space, ignores rows that only carry a format, and formula errors as empty', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Folha1');
    ws.addRow(['Data', 'Descrição', 'Valor']);
    ws.addRow([new Date(Date.UTC(2024, 0, 31)), 'Compra\nTPA  ', { formula: '1/0', result: { error: '#DIV/0!' } }]);
    ws.getCell('A5000').numFmt = 'dd/mm/yyyy'; // formatted, no value
    ws.getCell('B3').value = true;
    const [table] = await xlsxTables(new Uint8Array(await wb.xlsx.writeBuffer()));
    expect(table?.rows).toHaveLength(3);
    expect(cellText(table?.rows[1]?.cells[0])).toBe('2024-01-31');
    expect(table?.rows[1]?.cells.slice(1)).toEqual(['Compra TPA', null]);
    expect(table?.rows[2]?.cells).toEqual([null, 'TRUE', null]);
  });
});

describe('workbooks read as statements', () => {
  const bytesOf = async (wb: ExcelJS.Workbook): Promise<Uint8Array> => new Uint8Array(await wb.xlsx.writeBuffer());

  it('reads a two-row header whose group labels are merged cells over their columns', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Extrato');
    ws.addRows([
      ['IBAN: AO06 0006 0000 9876 5432 1017 5'],
      ['Data', null, 'Descrição', 'Valores', null, 'Saldo'],
      ['Mov.', 'Valor', null, 'Débito', 'Crédito', null],
      [new Date(Date.UTC(2026, 9, 1)), new Date(Date.UTC(2026, 9, 2)), 'SALARIO', null, 850000, 877500],
      [new Date(Date.UTC(2026, 9, 2)), new Date(Date.UTC(2026, 9, 3)), 'ATM', 10000, null, 867500],
    ]);
    ws.mergeCells('A2:B2'); ws.mergeCells('D2:E2'); ws.mergeCells('C2:C3'); ws.mergeCells('F2:F3');
    const r = await readStatementBytes(await bytesOf(wb));
    expect(r.headers).toEqual(['Data Mov.', 'Data Valor', 'Descrição', 'Débito', 'Crédito', 'Saldo']);
    expect(r.movements.map((m) => [m.date, m.valueDate, m.amountCents])).toEqual([['2026-10-01', '2026-10-02', 85_000_000], ['2026-10-02', '2026-10-03', -1_000_000]]);
    expect(r.account.iban).toBe('AO06000600009876543210175');
  });

  it('takes the account and its balances from an English details sheet with text numbers', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Account Details').addRows([['Standard Bank'], [], ['IBAN', 'AO06 0060 0000 1000 4567 8901 4'], ['Currency', 'USD'], ['Opening Balance', '27.500,00'], ['Closing Balance', '867.500,00']]);
    wb.addWorksheet('Transactions').addRows([
      ['Trans. Date', 'Value Date', 'Description', 'Debit', 'Credit', 'Balance'],
      ['01/10/2026', '01/10/2026', 'SALARIO', '', '850.000,00', '877.500,00'],
      ['02/10/2026', '03/10/2026', 'ATM', '10.000,00', '', '867.500,00'],
    ]);
    const r = await readStatementBytes(await bytesOf(wb));
    expect(r.account).toEqual({ institution: 'Standard Bank Angola', iban: 'AO06006000001000456789014', wallet: null, currency: 'USD' });
    expect([r.openingBalanceCents, r.closingBalanceCents]).toEqual([2_750_000, 86_750_000]);
    expect(r.movements.map((m) => [m.date, m.amountCents])).toEqual([['2026-10-01', 85_000_000], ['2026-10-02', -1_000_000]]);
    expect(r.warnings).toEqual([]);
  });

  it('takes the balances from a summary box on a sheet after the movements', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Movimentos').addRows([
      ['Data Lanç.', 'Descrição', 'Montante', 'Saldo'],
      [new Date(Date.UTC(2026, 9, 1)), 'SALARIO', 850000, 877500],
      [new Date(Date.UTC(2026, 9, 2)), 'ATM', -10000, 867500],
    ]);
    wb.addWorksheet('Resumo').addRows([['Saldo Anterior', 'Total Débitos', 'Total Créditos', 'Saldo Actual'], [27500, 10000, 850000, 867500]]);
    const r = await readStatementBytes(await bytesOf(wb));
    expect([r.openingBalanceCents, r.closingBalanceCents]).toEqual([2_750_000, 86_750_000]);
  });
});

describe('xlsxTables: refusals', () => {
  it('bytes that are no zip, or a damaged zip, are corrupt_file', async () => {
    expect(await refusal(() => xlsxTables(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])))).toBe('corrupt_file');
    const good = fixture('wallet-export.xlsx');
    expect(await refusal(() => xlsxTables(good.slice(0, good.length - 30)))).toBe('corrupt_file');
    const zip = new JSZip();
    zip.file('hello.txt', 'not a workbook');
    const notWorkbook = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    expect(await refusal(() => xlsxTables(notWorkbook))).toBe('corrupt_file');
  });

  it('a zip whose directory says it unpacks past the limit is too_large, before unpacking', async () => {
    const zip = new JSZip();
    zip.file('xl/worksheets/sheet1.xml', 'a'.repeat(1000));
    const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    // Uncompressed size (offset 24) claims 150 MB.
    expect(await refusal(() => xlsxTables(patchCentral(bytes, 24, 150 * 1024 * 1024)))).toBe('too_large');
    expect(await refusal(() => checkZipSize(bytes, 500))).toBe('too_large');
    expect(await refusal(() => checkZipSize(bytes))).toBe('read');
  });

  it('an entry packed absurdly tight is too_large', async () => {
    const zip = new JSZip();
    zip.file('xl/sharedStrings.xml', new Uint8Array(8 * 1024 * 1024));
    const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    expect(zipEntries(bytes).find((e) => e.name === 'xl/sharedStrings.xml')?.uncompressedSize).toBe(8 * 1024 * 1024);
    expect(await refusal(() => xlsxTables(bytes))).toBe('too_large');
  });

  it('an entry that unpacks past the size its directory declares is too_large (a lying bomb)', async () => {
    const zip = new JSZip();
    zip.file('xl/worksheets/sheet1.xml', new Uint8Array(200_000));
    const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    expect(await refusal(() => checkZipSize(patchCentral(bytes, 24, 1000)))).toBe('too_large');
  });
});

describe('xlsxTables: fuzz', () => {
  const onlyReadErrors = async (bytes: Uint8Array): Promise<void> => {
    try {
      await xlsxTables(bytes);
    } catch (e) {
      if (!(e instanceof ImportReadError)) throw e;
    }
  };

  it('mutated workbooks only ever fail with ImportReadError', async () => {
    const base = fixture('wallet-export.xlsx');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.nat(base.length - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 10 }), async (flips) => {
        const bytes = base.slice();
        for (const [at, value] of flips) bytes[at] = value;
        await onlyReadErrors(bytes);
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('arbitrary bytes behind a zip signature only ever fail with ImportReadError', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 1024 }), async (tail) => {
        await onlyReadErrors(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...tail]));
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('workbooks with arbitrary cell values read without throwing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(fc.oneof(fc.string(), fc.double({ noNaN: true }), fc.constant(null), fc.boolean()), { maxLength: 6 }), { maxLength: 8 }), async (rows) => {
        const wb = new ExcelJS.Workbook();
        const ws = wb.addWorksheet('S');
        for (const r of rows) ws.addRow(r);
        const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
        const tables = await xlsxTables(bytes);
        for (const t of tables) for (const row of t.rows) for (const c of row.cells) expect(c === null || ['string', 'number'].includes(typeof c) || c instanceof Date).toBe(true);
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
