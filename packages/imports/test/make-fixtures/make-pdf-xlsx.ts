// Makes the PDF and XLSX statement fixtures once; the results are committed so tests never need
// pdfkit. Run from the worktree root: `npx tsx packages/imports/test/make-fixtures/make-pdf-xlsx.ts`.
// Every name, IBAN and amount is invented (IBANs are AO06 + 21 digits, not real accounts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import ExcelJS from 'exceljs';

const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));
const FIXED_DATE = new Date(Date.UTC(2024, 10, 2, 9, 0, 0));

/** 123456789 cêntimos → "1.234.567,89" (Angolan banks' way). */
export function kz(cents: number, signed = false): string {
  const neg = cents < 0;
  const abs = Math.abs(cents);
  const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const text = `${units},${String(abs % 100).padStart(2, '0')}`;
  return neg ? `-${text}` : signed ? text : text;
}

function ddmmyyyy(day: number, month = 10, year = 2024): string {
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

function newPdf(options: PDFKit.PDFDocumentOptions = {}): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { CreationDate: FIXED_DATE, Producer: 'Kumbu fixtures' }, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return { doc, done };
}

function left(doc: PDFKit.PDFDocument, text: string, x: number, y: number): void {
  doc.text(text, x, y, { lineBreak: false });
}
function right(doc: PDFKit.PDFDocument, text: string, xRight: number, y: number): void {
  doc.text(text, xRight - doc.widthOfString(text), y, { lineBreak: false });
}

interface Mov { day: number; description: string; more?: string; cents: number }

// ---------------------------------------------------------------------------------------------
// (a) BAI-like, 3 pages: Data Mov. | Data Valor | Descrição | Débito | Crédito | Saldo
function baiMovements(): Mov[][] {
  const pages: Mov[][] = [[], [], []];
  const words = ['COMPRA TPA SUPERMERCADO KERO', 'TRF. RECEBIDA SALARIO EMPRESA EXEMPLO LDA', 'LEVANTAMENTO ATM BAI TALATONA', 'PAGAMENTO SERVICOS ENDE', 'COMISSAO MANUTENCAO CONTA', 'TRF. MULTICAIXA EXPRESS 923000000', 'PAGAMENTO UNITEL 923111111', 'COMPRA TPA FARMACIA CENTRAL'];
  let n = 0;
  for (let p = 0; p < 3; p++) {
    for (let i = 0; i < 10; i++) {
      const desc = words[n % words.length] ?? '';
      const credit = desc.startsWith('TRF. RECEBIDA');
      const cents = credit ? 123456789 + n * 100 : -(1500000 + n * 12345 + (n % 3) * 7);
      const m: Mov = { day: 1 + n, description: desc, cents };
      if (p === 1 && i === 3) m.more = 'REF 000123456 FORNECEDOR EXEMPLO LDA';
      pages[p]?.push(m);
      n++;
    }
  }
  return pages;
}

async function makeBai(): Promise<void> {
  const { doc, done } = newPdf();
  const opening = 150000000;
  let balance = opening;
  const pages = baiMovements();
  for (let p = 0; p < pages.length; p++) {
    doc.addPage();
    // A slightly shifted layout on page 2: real statements move a few points between pages.
    const dx = p === 1 ? 3 : 0;
    const col = { date: 40 + dx, value: 95 + dx, desc: 152 + dx, debit: 398 + dx, credit: 472 + dx, balance: 555 + dx };
    let y = 40;
    doc.font('Helvetica-Bold').fontSize(12);
    if (p === 0) {
      left(doc, 'BANCO EXEMPLO DE INVESTIMENTOS, S.A.', 40, y); y += 18;
      doc.font('Helvetica').fontSize(9);
      left(doc, 'Extracto de Conta à Ordem', 40, y); y += 13;
      left(doc, 'Cliente: Maria Fernanda Exemplo', 40, y); y += 13;
      left(doc, 'IBAN: AO06 0040 0000 1234 5678 9012 3', 40, y); right(doc, 'Moeda: AOA', 555, y); y += 13;
      left(doc, 'Período: 01/10/2024 a 31/10/2024', 40, y); y += 22;
    } else {
      left(doc, 'BANCO EXEMPLO DE INVESTIMENTOS, S.A.', 40, y); y += 26;
    }
    doc.font('Helvetica-Bold').fontSize(8);
    left(doc, 'Data Mov.', col.date, y); left(doc, 'Data Valor', col.value, y); left(doc, 'Descrição', col.desc, y);
    right(doc, 'Débito', col.debit, y); right(doc, 'Crédito', col.credit, y); right(doc, 'Saldo', col.balance, y);
    y += 10;
    doc.moveTo(40, y).lineTo(555 + dx, y).stroke();
    y += 6;
    doc.font('Helvetica').fontSize(8);
    if (p === 0) {
      left(doc, '01/10/2024', col.date, y); left(doc, 'Saldo inicial', col.desc, y); right(doc, kz(balance), col.balance, y); y += 12;
    } else {
      left(doc, 'Transporte', col.desc, y); right(doc, kz(balance), col.balance, y); y += 12;
    }
    for (const m of pages[p] ?? []) {
      balance += m.cents;
      left(doc, ddmmyyyy(m.day), col.date, y); left(doc, ddmmyyyy(m.day), col.value, y);
      left(doc, m.description, col.desc, y);
      right(doc, kz(Math.abs(m.cents)), m.cents < 0 ? col.debit : col.credit, y);
      right(doc, kz(balance), col.balance, y);
      y += 12;
      if (m.more !== undefined) { left(doc, m.more, col.desc, y); y += 12; }
    }
    if (p < pages.length - 1) {
      left(doc, 'A transportar', col.desc, y); right(doc, kz(balance), col.balance, y); y += 12;
    } else {
      left(doc, '31/10/2024', col.date, y); left(doc, 'Saldo final', col.desc, y); right(doc, kz(balance), col.balance, y); y += 12;
    }
    // Footer: close under the table's last line, as some banks print it.
    doc.fontSize(7);
    left(doc, 'Documento processado por computador', 40, 790); right(doc, `Página ${p + 1} de 3`, 555, 790);
    // The address centred: under the description column, where it must not read as a description line.
    const address = 'Rua Exemplo, 123 - Luanda - Angola - Capital Social 1.000.000.000,00 Kz';
    left(doc, address, (595 - doc.widthOfString(address)) / 2, 800);
  }
  doc.end();
  writeFileSync(`${FIXTURES}pdf/bai-like-3-pages.pdf`, await done);
}

// ---------------------------------------------------------------------------------------------
// (b) BFA-like: one signed Montante column and Saldo; drawn column by column, so the text items
// come out of reading order, as some generators write them.
async function makeBfa(): Promise<void> {
  const { doc, done } = newPdf();
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(11);
  left(doc, 'BANCO EXEMPLO DE FOMENTO', 40, 40);
  doc.font('Helvetica').fontSize(9);
  left(doc, 'Conta: 123456789 10 001   IBAN: AO06 0006 0000 9876 5432 1010 1', 40, 56);
  left(doc, 'Saldo Inicial: 250.000,00 Kz', 40, 69);
  const rows: { day: number; desc: string; cents: number }[] = [
    { day: 2, desc: 'Pagamento de Serviços - ENDE', cents: -1250000 },
    { day: 3, desc: 'Transferência recebida João Exemplo', cents: 5000000 },
    { day: 5, desc: 'Compra POS Shoprite Viana', cents: -1873450 },
    { day: 8, desc: 'Levantamento ATM', cents: -2000000 },
    { day: 9, desc: 'Comissão de manutenção', cents: -150000 },
    { day: 15, desc: 'Depósito numerário', cents: 10000000 },
  ];
  let balance = 25000000;
  const balances = rows.map((r) => (balance += r.cents));
  const y0 = 100;
  doc.font('Helvetica-Bold').fontSize(8);
  left(doc, 'Data', 40, y0); left(doc, 'Descritivo', 100, y0); right(doc, 'Montante (Kz)', 440, y0); right(doc, 'Saldo (Kz)', 555, y0);
  doc.font('Helvetica').fontSize(8);
  // Column by column: all balances first, then amounts, then descriptions, then dates.
  rows.forEach((_, i) => right(doc, kz(balances[i] ?? 0), 555, y0 + 14 + i * 12));
  rows.forEach((r, i) => right(doc, kz(r.cents), 440, y0 + 14 + i * 12));
  rows.forEach((r, i) => left(doc, r.desc, 100, y0 + 14 + i * 12));
  rows.forEach((r, i) => left(doc, ddmmyyyy(r.day), 40, y0 + 14 + i * 12));
  left(doc, `Saldo Final: ${kz(balance)} Kz`, 40, y0 + 14 + rows.length * 12 + 10);
  doc.fontSize(7);
  left(doc, 'Página 1 de 1', 40, 800);
  doc.end();
  writeFileSync(`${FIXTURES}pdf/bfa-like-signed.pdf`, await done);
}

// ---------------------------------------------------------------------------------------------
// (c) Multicaixa Express-like wallet statement: Data/Hora | Referência | Descrição | Montante | Taxa | Estado | Saldo
async function makeWallet(): Promise<void> {
  const { doc, done } = newPdf({ layout: 'landscape' });
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(11);
  left(doc, 'Multicaixa Express - Histórico de Transacções', 40, 40);
  doc.font('Helvetica').fontSize(9);
  left(doc, 'Titular: Ana Exemplo   Telemóvel: +244 923 000 000', 40, 56);
  const y0 = 90;
  const c = { date: 40, ref: 140, desc: 230, amount: 520, fee: 580, status: 600, balance: 780 };
  doc.font('Helvetica-Bold').fontSize(8);
  left(doc, 'Data/Hora', c.date, y0); left(doc, 'Referência', c.ref, y0); left(doc, 'Descrição', c.desc, y0);
  right(doc, 'Montante', c.amount, y0); right(doc, 'Taxa', c.fee, y0); left(doc, 'Estado', c.status, y0); right(doc, 'Saldo', c.balance, y0);
  doc.font('Helvetica').fontSize(8);
  const rows = [
    ['01/10/2024 08:15', 'MCX0001', 'Transferência para 923 111 111', '-5.000,00', '50,00', 'Concluída', '45.000,00'],
    ['02/10/2024 12:40', 'MCX0002', 'Pagamento Unitel recarga', '-1.000,00', '0,00', 'Concluída', '44.000,00'],
    ['03/10/2024 19:02', 'MCX0003', 'Transferência para 923 222 222', '-2.500,00', '25,00', 'Falhada', '44.000,00'],
    ['05/10/2024 10:00', 'MCX0004', 'Recebido de 924 333 333', '10.000,00', '0,00', 'Concluída', '54.000,00'],
  ];
  rows.forEach((r, i) => {
    const y = y0 + 14 + i * 12;
    left(doc, r[0] ?? '', c.date, y); left(doc, r[1] ?? '', c.ref, y); left(doc, r[2] ?? '', c.desc, y);
    right(doc, r[3] ?? '', c.amount, y); right(doc, r[4] ?? '', c.fee, y); left(doc, r[5] ?? '', c.status, y); right(doc, r[6] ?? '', c.balance, y);
  });
  doc.end();
  writeFileSync(`${FIXTURES}pdf/wallet-like.pdf`, await done);
}

// (c2) Report-style: Courier, each row one string padded with spaces, headings wrapped on two
// lines ("Data" over "Mov."), as statements printed from a host system's text report look.
async function makeReport(): Promise<void> {
  const { doc, done } = newPdf();
  doc.addPage();
  doc.font('Courier').fontSize(8);
  const row = (a: string, b: string, c: string, d: string, e: string, f: string): string =>
    `${a.padEnd(10)}  ${b.padEnd(10)}  ${c.padEnd(30)}  ${d.padStart(14)}  ${e.padStart(14)}  ${f.padStart(14)}`;
  const lines = [
    'BANCO EXEMPLO COMERCIAL          EXTRACTO DE CONTA',
    'CONTA 0012 3456 7890   IBAN AO06 0051 0000 1234 5678 9012 3',
    '',
    row('Data', 'Data', 'Descrição', 'Débito', 'Crédito', 'Saldo'),
    row('Mov.', 'Valor', '', '', '', ''),
    row('', '', 'SALDO ANTERIOR', '', '', '98.765,43'),
    row('02/10/2024', '02/10/2024', 'COMPRA TPA LOJA EXEMPLO', '1.234,56', '', '97.530,87'),
    row('03/10/2024', '04/10/2024', 'TRANSF RECEBIDA DE JOSE EXEMPLO', '', '200.000,00', '297.530,87'),
    row('', '', 'REF 987654 SALARIO', '', '', ''),
    row('05/10/2024', '05/10/2024', 'LEVANTAMENTO ATM', '20.000,00', '', '277.530,87'),
  ];
  lines.forEach((l, i) => { if (l !== '') left(doc, l.trimEnd(), 40, 60 + i * 10); });
  doc.end();
  writeFileSync(`${FIXTURES}pdf/report-style-courier.pdf`, await done);
}

// (d) Scanned-looking: shapes only, no text layer.
async function makeScanned(): Promise<void> {
  const { doc, done } = newPdf();
  doc.addPage();
  doc.rect(40, 40, 515, 60).fill('#dddddd');
  for (let y = 120; y < 760; y += 14) doc.rect(40, y, 300 + (y % 200), 6).fill('#333333');
  doc.end();
  writeFileSync(`${FIXTURES}pdf/scanned-like.pdf`, await done);
}

// (e) Encrypted with a user password.
async function makeEncrypted(): Promise<void> {
  const { doc, done } = newPdf({ userPassword: 'segredo', ownerPassword: 'dono', pdfVersion: '1.7' });
  doc.addPage();
  doc.font('Helvetica').fontSize(9);
  left(doc, 'Data Mov.', 40, 100); left(doc, 'Descrição', 120, 100); right(doc, 'Montante', 400, 100);
  left(doc, '01/10/2024', 40, 114); left(doc, 'Compra', 120, 114); right(doc, '-1.000,00', 400, 114);
  doc.end();
  writeFileSync(`${FIXTURES}pdf/encrypted.pdf`, await done);
}

// (f) 20 pages, 30 movements a page: the benchmark's statement.
async function makeLong(): Promise<void> {
  const { doc, done } = newPdf();
  let balance = 500000000;
  let n = 0;
  for (let p = 0; p < 20; p++) {
    doc.addPage();
    let y = 40;
    doc.font('Helvetica').fontSize(8);
    left(doc, 'BANCO EXEMPLO, S.A. - Extracto Integrado', 40, y); right(doc, `Página ${p + 1} de 20`, 555, y); y += 20;
    left(doc, 'Data Mov.', 40, y); left(doc, 'Data Valor', 95, y); left(doc, 'Descrição', 152, y);
    right(doc, 'Débito', 398, y); right(doc, 'Crédito', 472, y); right(doc, 'Saldo', 555, y); y += 14;
    if (p > 0) { left(doc, 'Transporte', 152, y); right(doc, kz(balance), 555, y); y += 11; }
    for (let i = 0; i < 30; i++, n++) {
      const credit = n % 7 === 0;
      const cents = credit ? 25000000 + n * 101 : -(150000 + ((n * 7919) % 900000));
      balance += cents;
      const d = ddmmyyyy(1 + (Math.floor(n / 20) % 28), 1 + Math.floor(n / 560), 2024);
      left(doc, d, 40, y); left(doc, d, 95, y); left(doc, `MOVIMENTO ${n + 1} ${credit ? 'TRF RECEBIDA' : 'COMPRA TPA LOJA'} ${n * 37 % 1000}`, 152, y);
      right(doc, kz(Math.abs(cents)), credit ? 472 : 398, y); right(doc, kz(balance), 555, y);
      y += 11;
    }
    left(doc, 'A transportar', 152, y); right(doc, kz(balance), 555, y);
    left(doc, 'Documento processado por computador', 40, 800);
  }
  doc.end();
  writeFileSync(`${FIXTURES}pdf/long-20-pages.pdf`, await done);
}

// ---------------------------------------------------------------------------------------------
// (g) Bank workbook: title rows, a merged title, an empty row, date cells and text dates,
// Débito/Crédito, a formula balance, rich text, a hyperlink; a "Resumo" sheet with totals;
// an empty sheet and a hidden sheet, both skipped.
const utc = (y: number, m: number, d: number): Date => new Date(Date.UTC(y, m - 1, d));

async function makeBankXlsx(): Promise<void> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Kumbu fixtures';
  wb.created = FIXED_DATE;
  wb.modified = FIXED_DATE;
  const ws = wb.addWorksheet('Extracto');
  ws.getCell('A1').value = '  Banco Exemplo Angolano - Extracto de Conta  ';
  ws.mergeCells('A1:F1');
  ws.getCell('A2').value = 'IBAN: AO06 0055 0000 1111 2222 3333 4';
  ws.getCell('A3').value = { richText: [{ text: 'Período: ', font: { bold: true } }, { text: '01/10/2024 a 31/10/2024' }] };
  // Row 4 empty on purpose.
  ws.getRow(5).values = ['Data Mov.', 'Data Valor', 'Descrição', 'Débito', 'Crédito', 'Saldo'];
  ws.getCell('A6').value = utc(2024, 10, 1);
  ws.getCell('C6').value = 'Saldo inicial';
  ws.mergeCells('C6:E6');
  ws.getCell('F6').value = 1500000;
  const movs: [Date, string, string, number | null, number | null][] = [
    [utc(2024, 10, 1), '01/10/2024', 'Compra TPA Kero', 12500.5, null],
    [utc(2024, 10, 3), '03/10/2024', 'Salário Outubro', null, 350000],
    [utc(2024, 10, 7), '08/10/2024', 'Levantamento ATM', 20000, null],
    [utc(2024, 10, 31), '31/10/2024', 'Comissão manutenção', 1234567.89, null],
  ];
  movs.forEach(([date, value, desc, debit, credit], i) => {
    const r = 7 + i;
    ws.getCell(`A${r}`).value = date;
    ws.getCell(`A${r}`).numFmt = 'dd/mm/yyyy';
    ws.getCell(`B${r}`).value = value;
    ws.getCell(`C${r}`).value = desc;
    if (debit !== null) ws.getCell(`D${r}`).value = debit;
    if (credit !== null) ws.getCell(`E${r}`).value = credit;
  });
  // Balance as formulas with cached results, as Excel saves them.
  let bal = 1500000;
  movs.forEach(([, , , debit, credit], i) => {
    const r = 7 + i;
    bal = Math.round((bal - (debit ?? 0) + (credit ?? 0)) * 100) / 100;
    ws.getCell(`F${r}`).value = { formula: `F${r - 1}-D${r}+E${r}`, result: bal };
  });
  ws.getCell('C8').value = { richText: [{ text: 'Salário ', font: { bold: true } }, { text: 'Outubro' }] };
  ws.getCell('C9').value = { text: 'Levantamento ATM', hyperlink: 'https://example.org/mov/3' };
  ws.getCell('A12').value = 'Total';
  ws.getCell('D12').value = { formula: 'SUM(D7:D10)', result: 1267068.39 };
  ws.getCell('E12').value = { formula: 'SUM(E7:E10)', result: 350000 };
  const resumo = wb.addWorksheet('Resumo');
  resumo.addRow(['Resumo do período']);
  resumo.addRow(['Total débitos', 1267068.39]);
  resumo.addRow(['Total créditos', 350000]);
  resumo.addRow(['Saldo final', bal]);
  wb.addWorksheet('Vazia');
  const hidden = wb.addWorksheet('Listas', { state: 'hidden' });
  hidden.addRow(['BAI', 'BFA', 'BIC']);
  const buf = await wb.xlsx.writeBuffer();
  writeFileSync(`${FIXTURES}xlsx/bank-debit-credit.xlsx`, Buffer.from(buf));
}

// (h) Mobile-money export (Unitel Money-like): header on row 1, date-time cells, fee and status.
async function makeWalletXlsx(): Promise<void> {
  const wb = new ExcelJS.Workbook();
  wb.created = FIXED_DATE;
  wb.modified = FIXED_DATE;
  const ws = wb.addWorksheet('Transacções');
  ws.addRow(['Data/Hora', 'ID Transacção', 'Tipo', 'Descrição', 'Montante (Kz)', 'Taxa', 'Estado', 'Saldo']);
  ws.addRow([new Date(Date.UTC(2024, 9, 1, 8, 15)), 'UM100001', 'Enviado', 'Envio para 923 111 111', -5000, 50, 'Sucesso', 45000]);
  ws.addRow([new Date(Date.UTC(2024, 9, 2, 17, 30)), 'UM100002', 'Recebido', 'Recebido de 924 222 222', 12000, 0, 'Sucesso', 57000]);
  ws.addRow([new Date(Date.UTC(2024, 9, 3, 9, 5)), 'UM100003', 'Pagamento', 'Pagamento ENDE', -3000, 30, 'Falhou', 57000]);
  ws.getColumn(1).numFmt = 'dd/mm/yyyy hh:mm';
  const buf = await wb.xlsx.writeBuffer();
  writeFileSync(`${FIXTURES}xlsx/wallet-export.xlsx`, Buffer.from(buf));
}

// (i) Group labels over their headings: "Datas" over "Movimento  Valor", "Montante" over
// "Débito  Crédito", each label centred on its span; no balance column, so only the headings sign.
async function makeGroupedHeader(): Promise<void> {
  const { doc, done } = newPdf();
  doc.addPage();
  doc.font('Helvetica').fontSize(9);
  let y = 40;
  left(doc, 'BANCO EXEMPLO DE FOMENTO', 40, y); y += 22;
  left(doc, 'Datas', 62, y); left(doc, 'Descritivo', 160, y); left(doc, 'Montante', 430, y); y += 12;
  left(doc, 'Movimento', 40, y); left(doc, 'Valor', 100, y); right(doc, 'Débito', 430, y); right(doc, 'Crédito', 510, y); y += 16;
  const movs: [number, number, string, number][] = [[1, 2, 'COMPRA TPA KERO GIKA', -1250050], [3, 3, 'SALARIO OUTUBRO', 35000000], [7, 8, 'LEVANTAMENTO ATM', -2000000]];
  for (const [day, value, desc, cents] of movs) {
    left(doc, ddmmyyyy(day), 40, y); left(doc, ddmmyyyy(value), 100, y); left(doc, desc, 160, y);
    right(doc, kz(Math.abs(cents)), cents < 0 ? 430 : 510, y);
    y += 14;
  }
  doc.end();
  writeFileSync(`${FIXTURES}pdf/grouped-header.pdf`, await done);
}

// (j) Descriptions centred on their dated line: a long one starts on the line above the date and
// ends on the line below; records set apart by a wider gap than the lines inside them.
async function makeCentredDescriptions(): Promise<void> {
  const { doc, done } = newPdf();
  doc.addPage();
  doc.font('Helvetica').fontSize(9);
  let y = 40;
  left(doc, 'BANCO EXEMPLO DE NEGOCIOS', 40, y); y += 22;
  left(doc, 'Data', 40, y); left(doc, 'Descrição', 110, y); right(doc, 'Valor', 470, y); right(doc, 'Saldo', 555, y); y += 18;
  const movs: [number, string[], number][] = [
    [1, ['COMPRA TPA KERO GIKA'], -1200000],
    [2, ['TRANSFERENCIA RECEBIDA DE', 'EMPRESA EXEMPLO LDA', 'REF 2024/118'], 5000000],
    [3, ['LEVANTAMENTO ATM'], -1200000],
  ];
  let balance = 10000000;
  for (const [day, lines, cents] of movs) {
    balance += cents;
    const [first, middle, last] = lines.length === 3 ? lines : [undefined, lines[0], undefined];
    if (first !== undefined) { left(doc, first, 110, y); y += 11; }
    left(doc, ddmmyyyy(day), 40, y); left(doc, middle ?? '', 110, y); right(doc, kz(cents), 470, y); right(doc, kz(balance), 555, y); y += 11;
    if (last !== undefined) { left(doc, last, 110, y); y += 11; }
    y += 7;
  }
  doc.end();
  writeFileSync(`${FIXTURES}pdf/centred-descriptions.pdf`, await done);
}

await Promise.all([makeBai(), makeBfa(), makeWallet(), makeReport(), makeScanned(), makeEncrypted(), makeLong(), makeBankXlsx(), makeWalletXlsx(), makeGroupedHeader(), makeCentredDescriptions()]);
console.log('fixtures written to', FIXTURES);
