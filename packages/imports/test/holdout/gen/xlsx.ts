// Workbooks 19–22, written with exceljs as banks' and wallets' "export to Excel" buttons do.
import ExcelJS from 'exceljs';
import { PEOPLE, keepPositive, month } from './activity';
import {
  type Case, PT, addDays, dmy, excelSerial, ibanSpaced, makeIban, money, rng, sum, utcDate, withBalances,
} from './common';
import { type WKind, type WRow, walletMovements, walletRows } from './wallet';
import { words } from './words';

const FIXED = new Date(Date.UTC(2026, 11, 8, 9, 0, 0));

function book(): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Internet Banking';
  wb.created = FIXED;
  wb.modified = FIXED;
  return wb;
}

/**
 * Sets every zip entry's DOS date and time to 2026-12-08 09:00 so the generator writes the same
 * bytes on every run (the zip writer stamps entries with the current time).
 */
function fixZipTimes(buf: Buffer): Uint8Array {
  const time = (9 << 11) | (0 << 5);
  const date = ((2026 - 1980) << 9) | (12 << 5) | 8;
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('no end of central directory');
  const entries = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  for (let i = 0; i < entries; i++) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    buf.writeUInt16LE(time, at + 12);
    buf.writeUInt16LE(date, at + 14);
    const local = buf.readUInt32LE(at + 42);
    buf.writeUInt16LE(time, local + 10);
    buf.writeUInt16LE(date, local + 12);
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return new Uint8Array(buf);
}

async function bytes(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  return fixZipTimes(Buffer.from(await wb.xlsx.writeBuffer()));
}

// 19 — BFA: merged title rows, a two-row header ("Montante (AOA)" merged over Débito and Crédito),
// Excel date cells, Saldo Inicial/Final rows, totals with formulas, and a second sheet of notes.
export async function case19(): Promise<Case> {
  const r = rng(1919);
  const iban = makeIban('0006', r);
  const opening = 87_654_321;
  const events = keepPositive(month(r, { from: '2026-10-01', to: '2026-10-31', count: 30, currency: 'AOA', salary: '2026-10-24', fees: true, loan: '2026-10-12' }), opening);
  const movs = withBalances(opening, events.map((e) => ({ date: e.date, cents: e.cents, description: words(e.act, 'title') })));
  const closing = movs.at(-1)?.balance ?? opening;
  const wb = book();
  const ws = wb.addWorksheet('Extracto');
  ws.getCell('A1').value = 'BFA - Banco de Fomento Angola, S.A.';
  ws.mergeCells('A1:F1');
  ws.getCell('A2').value = 'Extracto de Conta à Ordem';
  ws.mergeCells('A2:F2');
  ws.getCell('A4').value = 'Titular:';
  ws.getCell('B4').value = 'EDUARDO KASSOMA';
  ws.getCell('A5').value = 'IBAN:';
  ws.getCell('B5').value = ibanSpaced(iban);
  ws.getCell('A6').value = 'Moeda:';
  ws.getCell('B6').value = 'AOA';
  ws.getCell('A7').value = 'Período:';
  ws.getCell('B7').value = '01/10/2026 a 31/10/2026';
  ws.getCell('A9').value = 'Data Mov.';
  ws.getCell('B9').value = 'Data Valor';
  ws.getCell('C9').value = 'Descrição';
  ws.getCell('D9').value = 'Montante (AOA)';
  ws.getCell('F9').value = 'Saldo (AOA)';
  ws.getCell('D10').value = 'Débito';
  ws.getCell('E10').value = 'Crédito';
  ws.mergeCells('A9:A10');
  ws.mergeCells('B9:B10');
  ws.mergeCells('C9:C10');
  ws.mergeCells('D9:E9');
  ws.mergeCells('F9:F10');
  ws.getCell('A11').value = utcDate('2026-10-01');
  ws.getCell('C11').value = 'Saldo Inicial';
  ws.getCell('F11').value = opening / 100;
  movs.forEach((m, i) => {
    const row = 12 + i;
    ws.getCell(`A${row}`).value = utcDate(m.date);
    ws.getCell(`B${row}`).value = utcDate(events[i]?.act.k === 'trfIn' ? addDays(m.date, 1) : m.date);
    ws.getCell(`C${row}`).value = m.description;
    if (m.cents < 0) ws.getCell(`D${row}`).value = -m.cents / 100;
    else ws.getCell(`E${row}`).value = m.cents / 100;
    ws.getCell(`F${row}`).value = (m.balance ?? 0) / 100;
  });
  const end = 12 + movs.length;
  ws.getCell(`A${end}`).value = utcDate('2026-10-31');
  ws.getCell(`C${end}`).value = 'Saldo Final';
  ws.getCell(`F${end}`).value = closing / 100;
  const debits = movs.filter((m) => m.cents < 0).reduce((s, m) => s - m.cents, 0);
  const credits = movs.filter((m) => m.cents > 0).reduce((s, m) => s + m.cents, 0);
  ws.getCell(`C${end + 2}`).value = 'Totais do período';
  ws.getCell(`D${end + 2}`).value = { formula: `SUM(D12:D${end - 1})`, result: debits / 100 };
  ws.getCell(`E${end + 2}`).value = { formula: `SUM(E12:E${end - 1})`, result: credits / 100 };
  for (const col of ['A', 'B']) ws.getColumn(col).numFmt = 'dd/mm/yyyy';
  for (const col of ['D', 'E', 'F']) ws.getColumn(col).numFmt = '#,##0.00';
  ws.getColumn('C').width = 48;
  const info = wb.addWorksheet('Informação');
  info.addRow(['Informação ao cliente']);
  info.addRow(['Este extracto não dispensa a consulta das condições gerais da conta.']);
  info.addRow(['Taxa anual nominal (TANB)', 0]);
  info.addRow(['Linha de apoio', '+244 923 120 120']);
  return {
    name: '19-bfa-xlsx-merged-two-row-header', ext: 'xlsx', bytes: await bytes(wb),
    expected: { format: 'xlsx', kind: 'bank', institution: 'BFA', iban, wallet: null, currency: 'AOA', opening, closing, movements: movs, lenient: [] },
  };
}

// 20 — Atlântico: the table starts in column B, dates and amounts stored as text ("-1.234,56"),
// the opening balance as a number beside a label above, a count line under the table.
export async function case20(): Promise<Case> {
  const r = rng(2020);
  const iban = makeIban('0055', r);
  const opening = 15_678_900;
  const events = keepPositive(month(r, { from: '2026-11-01', to: '2026-11-30', count: 25, currency: 'AOA', salary: '2026-11-25', fees: true }), opening);
  const movs = withBalances(opening, events.map((e) => ({ date: e.date, cents: e.cents, description: words(e.act, 'caps') })));
  const wb = book();
  const ws = wb.addWorksheet('Movimentos');
  ws.getCell('B1').value = 'Millennium Atlântico';
  ws.getCell('B2').value = 'Movimentos de Conta';
  ws.getCell('B3').value = 'IBAN';
  ws.getCell('C3').value = iban;
  ws.getCell('B4').value = 'Saldo inicial:';
  ws.getCell('C4').value = opening / 100;
  ws.getCell('C4').numFmt = '#,##0.00';
  ws.getRow(6).values = [null, 'Data', 'Descritivo', 'Valor', 'Saldo'];
  movs.forEach((m, i) => {
    const row = ws.getRow(7 + i);
    row.values = [null, dmy(m.date), m.description, money(m.cents, PT), money(m.balance ?? 0, PT)];
  });
  ws.getCell(`B${8 + movs.length}`).value = `Total movimentos: ${movs.length}`;
  ws.getColumn('C').width = 45;
  return {
    name: '20-atlantico-xlsx-text-numbers', ext: 'xlsx', bytes: await bytes(wb),
    expected: { format: 'xlsx', kind: 'bank', institution: 'Atlântico', iban, wallet: null, currency: 'AOA', opening, closing: null, movements: movs, lenient: [] },
  };
}

// 21 — Unitel Money workbook: a summary sheet first (wallet number stored as a number, balances),
// the transactions on the second sheet with date-time cells, fee and status columns.
export async function case21(): Promise<Case> {
  const r = rng(2121);
  const wallet = `923${r.digits(6)}`;
  const opening = 1_875_000;
  const rows = walletRows(r, {
    from: '2026-11-01', to: '2026-11-30', count: 22, opening, idPrefix: 'UM', failed: 0.1, pending: 0.05,
    fee: (k, c) => (k === 'send' ? (Math.abs(c) <= 500_000 ? 5_000 : Math.abs(c) <= 2_000_000 ? 10_000 : 20_000) : k === 'cashout' ? 10_000 : 0),
  });
  const type: Record<WKind, string> = { send: 'Envio', receive: 'Recepção', airtime: 'Recarga', bill: 'Pagamento de factura', merchant: 'Pagamento', cashin: 'Depósito', cashout: 'Levantamento', bankin: 'Transferência bancária' };
  const describe = (w: WRow): string => {
    switch (w.kind) {
      case 'send': return `Para ${w.phone} ${w.name}`;
      case 'receive': return `De ${w.phone} ${w.name}`;
      case 'airtime': return `Saldo para ${w.phone}`;
      case 'bill': return `Factura ${w.biller}`;
      case 'merchant': return w.biller;
      case 'cashin': return 'Agente Unitel Money Kinaxixi';
      case 'cashout': return 'Agente Unitel Money Viana';
      case 'bankin': return 'De conta BAI';
    }
  };
  const movs = walletMovements(rows, describe, true);
  const closing = opening + sum(movs);
  const status = { ok: 'Sucesso', failed: 'Falhou', pending: 'Pendente', cancelled: 'Cancelada' } as const;
  const wb = book();
  const summary = wb.addWorksheet('Resumo');
  summary.addRow(['Unitel Money - Resumo da conta']);
  summary.addRow([]);
  summary.addRow(['Número', Number(wallet)]);
  summary.addRow(['Titular', r.pick(PEOPLE)]);
  summary.addRow(['Período', '01/11/2026 a 30/11/2026']);
  summary.addRow(['Saldo inicial (Kz)', opening / 100]);
  summary.addRow(['Total entradas (Kz)', movs.filter((m) => m.cents > 0).reduce((s, m) => s + m.cents, 0) / 100]);
  summary.addRow(['Total saídas (Kz)', movs.filter((m) => m.cents < 0 && m.description !== 'Taxa').reduce((s, m) => s - m.cents, 0) / 100]);
  summary.addRow(['Total taxas (Kz)', movs.filter((m) => m.description === 'Taxa').reduce((s, m) => s - m.cents, 0) / 100]);
  summary.addRow(['Saldo final (Kz)', closing / 100]);
  const ws = wb.addWorksheet('Transacções');
  ws.addRow(['Data/Hora', 'ID', 'Tipo', 'Descrição', 'Montante', 'Taxa', 'Estado', 'Saldo']);
  for (const w of rows) ws.addRow([utcDate(w.date, w.time.slice(0, 5)), w.id, type[w.kind], describe(w), w.cents / 100, w.fee / 100, status[w.status], w.balance / 100]);
  ws.getColumn(1).numFmt = 'dd/mm/yyyy hh:mm';
  for (const c of [5, 6, 8]) ws.getColumn(c).numFmt = '#,##0.00';
  return {
    name: '21-unitel-money-xlsx-summary-first', ext: 'xlsx', bytes: await bytes(wb),
    expected: { format: 'xlsx', kind: 'mobile_money', institution: 'Unitel Money', iban: null, wallet, currency: 'AOA', opening, closing, movements: movs, lenient: ['balance'] },
  };
}

// 22 — BIC: movement dates left as bare Excel day numbers (the date format lost), value dates as
// real dates, newest first, one signed amount column, totals by formula under the table.
export async function case22(): Promise<Case> {
  const r = rng(2222);
  const iban = makeIban('0051', r);
  const opening = 54_321_000;
  const events = keepPositive(month(r, { from: '2026-10-01', to: '2026-10-31', count: 28, currency: 'AOA', salary: '2026-10-26', fees: true }), opening);
  const movs = withBalances(opening, events.map((e) => ({ date: e.date, cents: e.cents, description: words(e.act, 'caps') })));
  const newestFirst = [...movs].reverse();
  const wb = book();
  const ws = wb.addWorksheet('Movimentos');
  ws.getCell('A1').value = 'BANCO BIC';
  ws.getCell('A2').value = 'Conta';
  ws.getCell('B2').value = ibanSpaced(iban);
  ws.getCell('A3').value = 'Moeda';
  ws.getCell('B3').value = 'AOA';
  ws.getRow(5).values = ['Data Movimento', 'Data Valor', 'Descrição', 'Montante', 'Saldo'];
  newestFirst.forEach((m, i) => {
    const row = 6 + i;
    ws.getCell(`A${row}`).value = excelSerial(m.date);
    ws.getCell(`B${row}`).value = utcDate(m.date);
    ws.getCell(`B${row}`).numFmt = 'dd-mm-yyyy';
    ws.getCell(`C${row}`).value = m.description;
    ws.getCell(`D${row}`).value = m.cents / 100;
    ws.getCell(`D${row}`).numFmt = '#,##0.00;[Red]-#,##0.00';
    ws.getCell(`E${row}`).value = (m.balance ?? 0) / 100;
    ws.getCell(`E${row}`).numFmt = '#,##0.00';
  });
  const end = 6 + newestFirst.length;
  const debits = movs.filter((m) => m.cents < 0).reduce((s, m) => s + m.cents, 0);
  const credits = movs.filter((m) => m.cents > 0).reduce((s, m) => s + m.cents, 0);
  ws.getCell(`C${end + 1}`).value = 'Total a débito';
  ws.getCell(`D${end + 1}`).value = { formula: `SUMIF(D6:D${end - 1},"<0")`, result: debits / 100 };
  ws.getCell(`C${end + 2}`).value = 'Total a crédito';
  ws.getCell(`D${end + 2}`).value = { formula: `SUMIF(D6:D${end - 1},">0")`, result: credits / 100 };
  return {
    name: '22-bic-xlsx-serial-dates-newest-first', ext: 'xlsx', bytes: await bytes(wb),
    expected: { format: 'xlsx', kind: 'bank', institution: 'BIC', iban, wallet: null, currency: 'AOA', opening: null, closing: null, movements: newestFirst, lenient: ['order'] },
  };
}
