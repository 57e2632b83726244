import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import PDFDocument from 'pdfkit';
import { pdfTables } from '../src/pdf/pdf-tables';
import { readStatementBytes } from '../src/read-statement';
import { assignLine, bodyExtents, columnOf, FOOTER_TEXTS, groupLines, isDetachedLine, splitWideSpaces, type TextPiece } from '../src/pdf/pdf-layout';
import { ImportReadError } from '../src/statement';
import { type Table, type TableRow } from '../src/table';

const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(new URL(`fixtures/pdf/${name}`, import.meta.url)));

const HEADER = ['Data Mov.', 'Data Valor', 'Descrição', 'Débito', 'Crédito', 'Saldo'];
const DATE = /^\d{2}\/\d{2}\/\d{4}$/;

function rowsOn(table: Table, page: number): TableRow[] {
  return table.rows.filter((r) => r.page === page);
}
function rowStarting(table: Table, page: number, first: string, third?: string): TableRow {
  const row = table.rows.find((r) => r.page === page && r.cells[0] === first && (third === undefined || r.cells[2] === third));
  if (row === undefined) throw new Error(`no row ${first} ${third ?? ''} on page ${page}`);
  return row;
}
async function refusal(bytes: Uint8Array): Promise<string> {
  try {
    await pdfTables(bytes);
    return 'read';
  } catch (e) {
    if (e instanceof ImportReadError) return e.code;
    throw e;
  }
}

async function makePdf(pages: number, draw: (doc: PDFKit.PDFDocument, page: number) => void): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A6', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (let i = 0; i < pages; i++) {
    if (i > 0) doc.addPage();
    draw(doc, i);
  }
  doc.end();
  return new Uint8Array(await done);
}

describe('pdfTables: BAI-like statement, 3 pages, Débito/Crédito', async () => {
  const { table, pages } = await pdfTables(fixture('bai-like-3-pages.pdf'));

  it('counts the pages and numbers lines within each page', () => {
    expect(pages).toBe(3);
    for (let p = 1; p <= 3; p++) {
      expect(rowsOn(table, p).map((r) => r.line)).toEqual(rowsOn(table, p).map((_, i) => i + 1));
    }
  });

  it('keeps the preamble as rows of runs, in reading order', () => {
    expect(table.rows.slice(0, 5).map((r) => r.cells)).toEqual([
      ['BANCO EXEMPLO DE INVESTIMENTOS, S.A.'],
      ['Extracto de Conta à Ordem'],
      ['Cliente: Maria Fernanda Exemplo'],
      ['IBAN: AO06 0040 0000 1234 5678 9012 3', 'Moeda: AOA'],
      ['Período: 01/10/2024 a 31/10/2024'],
    ]);
  });

  it('keeps the header on every page, the repeated ones too', () => {
    const headers = table.rows.filter((r) => r.cells.join('|') === HEADER.join('|'));
    expect(headers.map((r) => [r.page, r.line])).toEqual([[1, 6], [2, 2], [3, 2]]);
  });

  it('puts dates, description, debit, credit and balance in their columns', () => {
    expect(rowStarting(table, 1, '01/10/2024', 'Saldo inicial').cells).toEqual(['01/10/2024', null, 'Saldo inicial', null, null, '1.500.000,00']);
    expect(rowStarting(table, 1, '01/10/2024', 'COMPRA TPA SUPERMERCADO KERO').cells).toEqual(['01/10/2024', '01/10/2024', 'COMPRA TPA SUPERMERCADO KERO', '15.000,00', null, '1.485.000,00']);
    expect(rowStarting(table, 1, '02/10/2024').cells).toEqual(['02/10/2024', '02/10/2024', 'TRF. RECEBIDA SALARIO EMPRESA EXEMPLO LDA', null, '1.234.568,89', '2.719.568,89']);
    // Page 2's layout is shifted 3 points to the right: its own header re-anchors the columns.
    expect(rowStarting(table, 2, '18/10/2024').cells).toEqual(['18/10/2024', '18/10/2024', 'TRF. RECEBIDA SALARIO EMPRESA EXEMPLO LDA', null, '1.234.584,89', '4.963.174,92']);
    expect(rowStarting(table, 3, '30/10/2024').cells).toEqual(['30/10/2024', '30/10/2024', 'TRF. MULTICAIXA EXPRESS 923000000', '18.580,19', null, '6.001.040,39']);
    expect(rowStarting(table, 3, '31/10/2024', 'Saldo final').cells).toEqual(['31/10/2024', null, 'Saldo final', null, null, '6.001.040,39']);
  });

  it('reads every movement with exactly one of debit and credit, and a balance', () => {
    const movements = table.rows.filter((r) => DATE.test(String(r.cells[0])) && DATE.test(String(r.cells[1])));
    expect(movements).toHaveLength(30);
    for (const m of movements) {
      expect(m.cells).toHaveLength(6);
      expect((m.cells[3] === null) !== (m.cells[4] === null)).toBe(true);
      expect(m.cells[5]).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
    }
  });

  it('keeps carry rows, the two-line description and footers as rows of their own', () => {
    expect(table.rows.filter((r) => r.cells[2] === 'A transportar').map((r) => [r.page, r.cells[5]])).toEqual([[1, '3.844.824,47'], [2, '4.928.607,20']]);
    expect(table.rows.filter((r) => r.cells[2] === 'Transporte').map((r) => [r.page, r.cells[5]])).toEqual([[2, '3.844.824,47'], [3, '4.928.607,20']]);
    const first = rowStarting(table, 2, '14/10/2024');
    const next = table.rows[table.rows.indexOf(first) + 1];
    expect(next?.cells).toEqual([null, null, 'REF 000123456 FORNECEDOR EXEMPLO LDA', null, null, null]);
    // Footers are rows of runs in reading order, never cut into columns: the centred address
    // must not land in the description column, where it would read as a description line.
    expect(rowsOn(table, 1).at(-2)?.cells).toEqual(['Documento processado por computador', 'Página 1 de 3']);
    expect(rowsOn(table, 3).at(-1)?.cells).toEqual(['Rua Exemplo, 123 - Luanda - Angola - Capital Social 1.000.000.000,00 Kz']);
    for (const r of table.rows.filter((x) => x.cells.some((c) => typeof c === 'string' && /Página|Documento/.test(c)))) {
      expect(r.cells.some((c) => typeof c === 'string' && DATE.test(c))).toBe(false);
    }
  });
});

describe('pdfTables: other layouts', () => {
  it('BFA-like: one signed Montante column, pieces written column by column', async () => {
    const { table } = await pdfTables(fixture('bfa-like-signed.pdf'));
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['BANCO EXEMPLO DE FOMENTO'],
      ['Conta: 123456789 10 001', 'IBAN: AO06 0006 0000 9876 5432 1010 1'],
      ['Saldo Inicial: 250.000,00 Kz'],
      ['Data', 'Descritivo', 'Montante (Kz)', 'Saldo (Kz)'],
      ['02/10/2024', 'Pagamento de Serviços - ENDE', '-12.500,00', '237.500,00'],
      ['03/10/2024', 'Transferência recebida João Exemplo', '50.000,00', '287.500,00'],
      ['05/10/2024', 'Compra POS Shoprite Viana', '-18.734,50', '268.765,50'],
      ['08/10/2024', 'Levantamento ATM', '-20.000,00', '248.765,50'],
      ['09/10/2024', 'Comissão de manutenção', '-1.500,00', '247.265,50'],
      ['15/10/2024', 'Depósito numerário', '100.000,00', '347.265,50'],
      ['Saldo Final: 347.265,50 Kz', null, null, null],
      ['Página 1 de 1'],
    ]);
  });

  it('Multicaixa Express-like: fee and status columns', async () => {
    const { table, pages } = await pdfTables(fixture('wallet-like.pdf'));
    expect(pages).toBe(1);
    expect(table.rows[2]?.cells).toEqual(['Data/Hora', 'Referência', 'Descrição', 'Montante', 'Taxa', 'Estado', 'Saldo']);
    expect(table.rows[3]?.cells).toEqual(['01/10/2024 08:15', 'MCX0001', 'Transferência para 923 111 111', '-5.000,00', '50,00', 'Concluída', '45.000,00']);
    expect(table.rows[5]?.cells).toEqual(['03/10/2024 19:02', 'MCX0003', 'Transferência para 923 222 222', '-2.500,00', '25,00', 'Falhada', '44.000,00']);
  });

  it('report-style (Courier, one string a row, headings on two lines)', async () => {
    const { table } = await pdfTables(fixture('report-style-courier.pdf'));
    expect(table.rows.map((r) => [r.line, r.cells])).toEqual([
      [1, ['BANCO EXEMPLO COMERCIAL', 'EXTRACTO DE CONTA']],
      [2, ['CONTA 0012 3456 7890', 'IBAN AO06 0051 0000 1234 5678 9012 3']],
      // "Data" over "Mov.": one header row; the wrapped line (3 → 4) is part of it.
      [3, ['Data Mov.', 'Data Valor', 'Descrição', 'Débito', 'Crédito', 'Saldo']],
      [5, [null, null, 'SALDO ANTERIOR', null, null, '98.765,43']],
      [6, ['02/10/2024', '02/10/2024', 'COMPRA TPA LOJA EXEMPLO', '1.234,56', null, '97.530,87']],
      [7, ['03/10/2024', '04/10/2024', 'TRANSF RECEBIDA DE JOSE EXEMPLO', null, '200.000,00', '297.530,87']],
      [8, [null, null, 'REF 987654 SALARIO', null, null, null]],
      [9, ['05/10/2024', '05/10/2024', 'LEVANTAMENTO ATM', '20.000,00', null, '277.530,87']],
    ]);
  });

  it('group labels over several headings ("Datas" over "Movimento  Valor", "Montante" over "Débito  Crédito")', async () => {
    const bytes = fixture('grouped-header.pdf');
    const { table } = await pdfTables(bytes);
    expect(table.rows[1]?.cells).toEqual(['Datas Movimento', 'Datas Valor', 'Descritivo', 'Montante Débito', 'Montante Crédito']);
    expect(table.rows[3]?.cells).toEqual(['03/10/2024', '03/10/2024', 'SALARIO OUTUBRO', null, '350.000,00']);
    // No balance column: only the split headings can sign the amounts.
    const r = await readStatementBytes(bytes);
    expect(r.movements.map((m) => [m.date, m.valueDate, m.amountCents])).toEqual([
      ['2024-10-01', '2024-10-02', -1_250_050], ['2024-10-03', '2024-10-03', 35_000_000], ['2024-10-07', '2024-10-08', -2_000_000],
    ]);
  });

  it('a description centred on its dated line: the line above joins the movement below it', async () => {
    const bytes = fixture('centred-descriptions.pdf');
    const { table } = await pdfTables(bytes);
    expect(table.rows.filter((r) => r.joinsNext === true).map((r) => r.cells)).toEqual([[null, 'TRANSFERENCIA RECEBIDA DE', null, null]]);
    const r = await readStatementBytes(bytes);
    expect(r.movements.map((m) => [m.date, m.amountCents, m.description])).toEqual([
      ['2024-10-01', -1_200_000, 'COMPRA TPA KERO GIKA'],
      ['2024-10-02', 5_000_000, 'TRANSFERENCIA RECEBIDA DE EMPRESA EXEMPLO LDA REF 2024/118'],
      ['2024-10-03', -1_200_000, 'LEVANTAMENTO ATM'],
    ]);
  });

  it('20 pages, 600 movements, every one in its columns', async () => {
    const { table, pages } = await pdfTables(fixture('long-20-pages.pdf'));
    expect(pages).toBe(20);
    const movements = table.rows.filter((r) => DATE.test(String(r.cells[0])));
    expect(movements).toHaveLength(600);
    movements.forEach((m, i) => {
      expect(m.cells[2]).toMatch(new RegExp(`^MOVIMENTO ${i + 1} `));
      expect((m.cells[3] === null) !== (m.cells[4] === null)).toBe(true);
      expect(m.cells[5]).toMatch(/,\d{2}$/);
    });
  });
});

describe('pdfTables: refusals', () => {
  it('a PDF without a text layer is a scan', async () => {
    expect(await refusal(fixture('scanned-like.pdf'))).toBe('scanned_pdf');
  });
  it('a PDF with a password is encrypted_pdf', async () => {
    expect(await refusal(fixture('encrypted.pdf'))).toBe('encrypted_pdf');
  });
  it('broken bytes are corrupt_file', async () => {
    expect(await refusal(new TextEncoder().encode('%PDF-1.7\nnot really a pdf at all\n%%EOF'))).toBe('corrupt_file');
    expect(await refusal(new Uint8Array([1, 2, 3]))).toBe('corrupt_file');
  });
  it('more pages than MAX_PDF_PAGES is too_large', async () => {
    expect(await refusal(await makePdf(501, () => undefined))).toBe('too_large');
  });
  it('a typed cover page in front of scanned pages is still a scan', async () => {
    const scan = await makePdf(3, (doc, page) => {
      if (page === 0) doc.text('Extracto de conta: segue em anexo a cópia digitalizada do extracto do mês de Outubro.', 20, 20);
      else doc.rect(20, 20, 200, 300).fill('#444444');
    });
    expect(await refusal(scan)).toBe('scanned_pdf');
  });
});

describe('pdf-layout', () => {
  const piece = (text: string, x0: number, y: number, width = text.length * 4, h = 8): TextPiece => ({ text, x0, x1: x0 + width, y, h });

  it('groups pieces by baseline whatever their order, and joins close pieces into runs', () => {
    const lines = groupLines([piece('15.000,00', 360, 100.6, 36), piece('01/10/2024', 40, 100), piece('COMPRA', 152, 100, 28), piece('TPA', 181.5, 100.2, 14), piece('Página 1 de 3', 40, 112)]);
    expect(lines.map((l) => l.runs.map((r) => r.text))).toEqual([['01/10/2024', 'COMPRA TPA', '15.000,00'], ['Página 1 de 3']]);
  });

  it('places short runs under centred headings by where the body puts that column', () => {
    // "Data" centred over [40,100], "Descrição" over [110,300], "Valor" over [310,380].
    const columns = [{ x0: 61, x1: 79 }, { x0: 186, x1: 224 }, { x0: 334, x1: 356 }];
    const lines = groupLines([
      piece('01/10/2024', 40, 10, 40), piece('COMPRA TPA SUPERMERCADO EXEMPLO', 110, 10, 124), piece('1.234.567,89', 332, 10, 48),
      piece('02/10/2024', 40, 20, 40), piece('ATM', 110, 20, 12), piece('5,00', 365, 20, 15),
    ]);
    const extents = bodyExtents(lines, columns);
    expect(lines.map((l) => assignLine(l, columns, extents))).toEqual([
      ['01/10/2024', 'COMPRA TPA SUPERMERCADO EXEMPLO', '1.234.567,89'],
      ['02/10/2024', 'ATM', '5,00'],
    ]);
    // Without the body's extents, "ATM" would fall to the date column.
    expect(lines[1] && assignLine(lines[1], columns)).toEqual(['02/10/2024 ATM', null, '5,00']);
  });

  it('reads text drawn twice for a fake bold once', () => {
    const lines = groupLines([piece('01/10/2024', 40, 100), piece('01/10/2024', 40.4, 100), piece('COMPRA', 152, 100), piece('COMPRA', 152.3, 100.1)]);
    expect(lines.map((l) => l.runs.map((r) => r.text))).toEqual([['01/10/2024', 'COMPRA']]);
  });

  it('assigns right-aligned amounts to the header they end under, text to the header it starts under', () => {
    const columns = [{ x0: 40, x1: 77 }, { x0: 152, x1: 190 }, { x0: 373, x1: 398 }, { x0: 444, x1: 472 }, { x0: 480, x1: 500 }];
    const [line] = groupLines([piece('01/10/2024', 40, 10), piece('LONG DESCRIPTION TEXT', 152, 10, 120), piece('1.234.567,89', 351, 10, 47), piece('5,00', 540, 10, 15)]);
    expect(line && assignLine(line, columns)).toEqual(['01/10/2024', 'LONG DESCRIPTION TEXT', '1.234.567,89', null, '5,00']);
    expect(columnOf({ text: 'x', x0: 10, x1: 14, h: 8, pieces: [] }, columns)).toBe(0);
  });
});

describe('pdf-layout: page furniture and report lines', () => {
  const piece = (text: string, x0: number, y: number, width = text.length * 4, h = 8): TextPiece => ({ text, x0, x1: x0 + width, y, h });
  const line = (...texts: string[]) => ({ y: 0, runs: texts.map((t, i) => ({ text: t, x0: i * 100, x1: i * 100 + 50, h: 8, pieces: [] })) });

  it('every footer example is a footer; movement texts are not', () => {
    for (const f of FOOTER_TEXTS) for (const ex of f.examples) expect(isDetachedLine(line(ex), 10, 10, false), ex).toBe(true);
    for (const text of ['TRANSFERENCIA 1/3', 'Prestação 2 de 5', 'PAGAMENTO PAGINA WEB', 'Saldo final']) expect(isDetachedLine(line(text), 10, 10, false), text).toBe(false);
  });

  it('a line far below the table, or following a footer, is detached unless it holds a date or an amount', () => {
    expect(isDetachedLine(line('Rua Exemplo, Luanda'), 40, 10, false)).toBe(true);
    expect(isDetachedLine(line('Rua Exemplo, Luanda'), 10, 10, true)).toBe(true);
    expect(isDetachedLine(line('Rua Exemplo, Luanda'), 10, 10, false)).toBe(false);
    expect(isDetachedLine(line('31/10/2024', 'Saldo final', '1.000,00'), 40, 10, true)).toBe(false);
  });

  it('splits a padded report string at runs of spaces, keeping single spaces', () => {
    const parts = splitWideSpaces(piece('01/10/2024  COMPRA TPA      1.234,56', 0, 0, 36 * 5));
    expect(parts.map((p) => [p.text, p.x0, p.x1])).toEqual([['01/10/2024', 0, 50], ['COMPRA TPA', 60, 110], ['1.234,56', 140, 180]]);
    expect(splitWideSpaces(piece('COMPRA TPA', 0, 0))).toHaveLength(1);
  });
});

describe('pdfTables: fuzz', () => {
  const base = fixture('bfa-like-signed.pdf');
  const onlyReadErrors = async (bytes: Uint8Array): Promise<void> => {
    try {
      await pdfTables(bytes);
    } catch (e) {
      if (!(e instanceof ImportReadError)) throw e;
    }
  };

  it('mutated PDFs only ever fail with ImportReadError', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.nat(base.length - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 20 }), fc.nat(base.length), async (flips, cut) => {
        const bytes = base.slice(0, Math.max(cut, 16));
        for (const [at, value] of flips) if (at < bytes.length) bytes[at] = value;
        await onlyReadErrors(bytes);
      }),
      { numRuns: 120 },
    );
  }, 120_000);

  it('arbitrary bytes behind a PDF signature only ever fail with ImportReadError', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2048 }), async (tail) => {
        await onlyReadErrors(new Uint8Array([...new TextEncoder().encode('%PDF-1.4\n'), ...tail]));
      }),
      { numRuns: 100 },
    );
  }, 120_000);
});
