// Workbooks, cases 23–26: every cell text with D/C letters and blank separator rows, merged
// description cells with a "Kz" number format, an EUR sheet with in-cell line breaks and two
// different closing figures, an e-Kwanza wallet export in English.
import { addDays, expected, hhmmss, iban, ibanSpaced, money, openingFor, Rng, sum, units, utcDate, withBalances, type Case } from './common';
import { insertByDate } from './insert';
import { PEOPLE, phone, SHOPS, spacedPhone } from './names';
import { series } from './series';
import { hostCaps, onlineSentence, title } from './templates';
import { drafts, movsOf, settle, type WType } from './wallet';
import { finish, workbook } from './xlsx';

// 23 — Finibanco: everything stored as text ("2026-10-05 10:22:00", "1.234,56", D/C letters),
// an empty row between days, a hidden internal column, a count line at the end.
const c23: Case = {
  name: '23-finibanco-tudo-texto-dc', ext: 'xlsx',
  build: async () => {
    const r = new Rng(2323);
    const acct = iban('0058', '0003', r.digits(11));
    const bare = series(r, '2026-10-01', 31, 27, hostCaps());
    const opening = openingFor(bare, 9912050);
    const movs = withBalances(opening, bare);
    const wb = workbook('Finibanco Online');
    const ws = wb.addWorksheet('Movimentos');
    ws.getCell('A1').value = 'Finibanco Angola, S.A.';
    ws.getCell('A2').value = `Conta à ordem ${ibanSpaced(acct)}`;
    ws.getRow(4).values = ['Data/Hora', 'Cód. Interno', 'Descrição', 'Valor', 'D/C', 'Saldo', 'D/C'];
    ws.getColumn(2).hidden = true;
    let n = 5; let last = '';
    let minute = 0;
    movs.forEach((m, i) => {
      if (last !== '' && m.date !== last) n++; // an empty row between days
      minute = m.date === last ? minute + r.int(5, 120) : r.int(7 * 60, 11 * 60);
      last = m.date;
      ws.getRow(n).values = [`${m.date} ${hhmmss(Math.floor(minute / 60), minute % 60, r.int(0, 59))}`, `OP${String(880000 + i)}`, m.description, money(m.cents, 'pt'), m.cents < 0 ? 'D' : 'C', money(m.balance ?? 0, 'pt'), 'C'];
      n++;
    });
    ws.getCell(`A${n + 1}`).value = `Total de movimentos: ${movs.length}`;
    return {
      bytes: await finish(wb),
      expected: expected({ format: 'xlsx', kind: 'bank', institution: 'Finibanco Angola', iban: acct, currency: 'AOA', opening: null, closing: null, movs }),
    };
  },
};

// 24 — Banco BAI Micro Finanças: the description merged across C:E on every row, amounts shown
// with a '#,##0.00 "Kz"' format, date-time cells, rich-text descriptions, a Saldo inicial row.
const c24: Case = {
  name: '24-bmf-descricao-fundida-kz', ext: 'xlsx',
  build: async () => {
    const r = new Rng(2424);
    const acct = iban('0048', '0002', r.digits(11));
    let bare = series(r, '2026-11-01', 30, 19, onlineSentence());
    bare = insertByDate(bare, [
      { date: '2026-11-10', cents: 15000000, description: 'Desembolso microcrédito nº 2026/0419' },
      { date: '2026-11-30', cents: -1375000, description: 'Prestação microcrédito nº 2026/0419 (1/12)' },
    ]);
    const opening = openingFor(bare, 3150000);
    const movs = withBalances(opening, bare);
    const wb = workbook('BMF');
    const ws = wb.addWorksheet('Extracto BMF');
    ws.getCell('A1').value = 'Banco BAI Micro Finanças, S.A.'; ws.mergeCells('A1:H1');
    ws.getCell('A2').value = `IBAN: ${ibanSpaced(acct)}`; ws.mergeCells('A2:H2');
    ws.getRow(4).values = ['Data', 'Nº Doc.', 'Descrição', '', '', 'Débito', 'Crédito', 'Saldo'];
    ws.mergeCells('C4:E4');
    const kz = '#,##0.00 "Kz"';
    ws.getCell('C5').value = 'Saldo inicial'; ws.mergeCells('C5:E5');
    ws.getCell('H5').value = units(opening); ws.getCell('H5').numFmt = kz;
    let minute = 0; let last = '';
    movs.forEach((m, i) => {
      const n = 6 + i;
      minute = m.date === last ? minute + r.int(10, 90) : r.int(8 * 60, 12 * 60);
      last = m.date;
      ws.getCell(`A${n}`).value = utcDate(m.date, Math.floor(minute / 60), minute % 60); ws.getCell(`A${n}`).numFmt = 'dd/mm/yyyy hh:mm';
      ws.getCell(`B${n}`).value = 1900000 + i * 3;
      const [head, ...rest] = m.description.split(' ');
      ws.getCell(`C${n}`).value = i % 3 === 0 ? { richText: [{ text: `${head ?? ''} `, font: { bold: true } }, { text: rest.join(' ') }] } : m.description;
      ws.mergeCells(`C${n}:E${n}`);
      if (m.cents < 0) ws.getCell(`F${n}`).value = units(-m.cents); else ws.getCell(`G${n}`).value = units(m.cents);
      ws.getCell(`H${n}`).value = units(m.balance ?? 0);
      for (const c of ['F', 'G', 'H']) ws.getCell(`${c}${n}`).numFmt = kz;
    });
    return {
      bytes: await finish(wb),
      expected: expected({ format: 'xlsx', kind: 'bank', institution: 'Banco BAI Micro Finanças', iban: acct, currency: 'AOA', opening, closing: null, movs }),
    };
  },
};

// 25 — Banco Económico, EUR: the table starts at B8, descriptions broken over two lines inside
// the cell, the opening in a sentence, the closing booked balance under the table next to a
// different available balance (funds on hold).
const c25: Case = {
  name: '25-economico-eur-quebras-linha', ext: 'xlsx',
  build: async () => {
    const acct = iban('0045', '0030', '77100223400');
    const bare = [
      { date: '2026-10-01', cents: -1500, description: 'COMISSÃO MANUTENÇÃO CONTA\nMOEDA ESTRANGEIRA' },
      { date: '2026-10-04', cents: 250000, description: 'TRF RECEBIDA ESTRANGEIRO\nORD: LUZIA QUINTAS NETO' },
      { date: '2026-10-04', cents: -2000, description: 'COMISSÃO TRF RECEBIDA' },
      { date: '2026-10-07', cents: -6540, description: 'COMPRA CARTÃO VISA\nFNAC CHIADO LISBOA' },
      { date: '2026-10-11', cents: -100000, description: 'VENDA DE MOEDA EUR/AOA\nCRÉDITO CONTA 0045 0030 0001' },
      { date: '2026-10-15', cents: -38990, description: 'COMPRA CARTÃO VISA\nTAP PORTUGAL ONLINE' },
      { date: '2026-10-22', cents: 80000, description: 'TRF RECEBIDA ESTRANGEIRO\nORD: PAULO MBEMBA' },
      { date: '2026-10-22', cents: -2000, description: 'COMISSÃO TRF RECEBIDA' },
      { date: '2026-10-29', cents: -1250, description: 'COMPRA CARTÃO VISA\nPASTELARIA VERSAILLES LISBOA' },
    ];
    const opening = 234055;
    const movs = withBalances(opening, bare);
    const closing = opening + sum(movs);
    const wb = workbook('Económico Online');
    const ws = wb.addWorksheet('Extracto');
    ws.getCell('B2').value = 'Banco Económico, S.A.';
    ws.getCell('B3').value = 'Conta Depósitos à Ordem em Moeda Estrangeira (EUR)';
    ws.getCell('B4').value = `IBAN ${ibanSpaced(acct)}`;
    ws.getCell('B6').value = `Saldo anterior a 30-09-2026: ${money(opening, 'pt')} EUR`;
    ws.getRow(8).values = ['', 'Data Operação', 'Data Valor', 'Descritivo', 'Montante', 'Saldo após movimento'];
    movs.forEach((m, i) => {
      const n = 9 + i;
      ws.getCell(`B${n}`).value = utcDate(m.date); ws.getCell(`B${n}`).numFmt = 'dd-mm-yyyy';
      ws.getCell(`C${n}`).value = utcDate(i === 4 ? addDays(m.date, 1) : m.date); ws.getCell(`C${n}`).numFmt = 'dd-mm-yyyy';
      ws.getCell(`D${n}`).value = m.description; ws.getCell(`D${n}`).alignment = { wrapText: true };
      ws.getCell(`E${n}`).value = units(m.cents); ws.getCell(`E${n}`).numFmt = '#,##0.00';
      ws.getCell(`F${n}`).value = units(m.balance ?? 0); ws.getCell(`F${n}`).numFmt = '#,##0.00';
    });
    const after = 9 + movs.length + 1;
    ws.getCell(`D${after}`).value = 'Saldo contabilístico final'; ws.getCell(`F${after}`).value = units(closing);
    ws.getCell(`D${after + 1}`).value = 'Saldo disponível (cativos: 150,00)'; ws.getCell(`F${after + 1}`).value = units(closing - 15000);
    ws.getColumn(4).width = 40;
    return {
      bytes: await finish(wb),
      expected: expected({ format: 'xlsx', kind: 'bank', institution: 'Banco Económico', iban: acct, currency: 'EUR', opening, closing, movs }),
    };
  },
};

// 26 — e-Kwanza wallet export in English: header on row 3, date-time cells, unsigned amounts,
// direction only from the operation word, a Fee column, Pending / Reversed rows.
const c26: Case = {
  name: '26-ekwanza-english-xlsx', ext: 'xlsx',
  build: async () => {
    const r = new Rng(2626);
    const wallet = phone(2626, '93');
    const types: WType[] = [
      { type: 'Transfer sent', sign: -1, w: 5, min: 1000, max: 40000, fee: () => 5000, desc: (q) => `To ${spacedPhone(phone(q.int(1, 1e6), '92'))} ${q.pick(PEOPLE)}` },
      { type: 'Transfer received', sign: 1, w: 4, min: 1000, max: 50000, desc: (q) => `From ${spacedPhone(phone(q.int(1, 1e6), '93'))} ${q.pick(PEOPLE)}` },
      { type: 'Deposit', sign: 1, w: 2, min: 10000, max: 60000, step: 100000, desc: (q) => `Agent ${q.digits(4)} deposit` },
      { type: 'Withdrawal', sign: -1, w: 2, min: 5000, max: 25000, step: 100000, fee: (c) => Math.max(20000, Math.round(c / 10000) * 100), desc: (q) => `Agent ${q.digits(4)} withdrawal` },
      { type: 'Payment', sign: -1, w: 4, min: 500, max: 20000, desc: (q) => `Payment ${title(q.pick(SHOPS))}` },
    ];
    const rows = settle(drafts(r, { start: '2026-10-01', days: 31, count: 25, types, okStatus: 'Completed', badStatuses: ['Pending', 'Reversed', 'Failed'], badRate: 0.12, idPrefix: 'EKW' }), 5600000, 'Failed');
    const wb = workbook('e-Kwanza');
    const ws = wb.addWorksheet('Transactions');
    ws.getCell('A1').value = 'e-Kwanza - Transaction history';
    ws.getCell('A2').value = `Account: ${spacedPhone(wallet)}`;
    ws.getRow(3).values = ['Date', 'Reference', 'Operation', 'Description', 'Amount (AOA)', 'Fee (AOA)', 'Status', 'Balance (AOA)'];
    rows.forEach((w, i) => {
      const n = 4 + i;
      ws.getCell(`A${n}`).value = utcDate(w.date, Math.floor(w.minute / 60), w.minute % 60); ws.getCell(`A${n}`).numFmt = 'yyyy-mm-dd hh:mm';
      ws.getCell(`B${n}`).value = w.id;
      ws.getCell(`C${n}`).value = w.type;
      ws.getCell(`D${n}`).value = w.desc;
      ws.getCell(`E${n}`).value = units(Math.abs(w.cents));
      ws.getCell(`F${n}`).value = units(w.fee);
      ws.getCell(`G${n}`).value = w.status;
      ws.getCell(`H${n}`).value = units(w.balance);
    });
    return {
      bytes: await finish(wb),
      expected: expected({ format: 'xlsx', kind: 'mobile_money', institution: 'e-Kwanza', wallet, currency: 'AOA', opening: null, closing: null, movs: movsOf(rows, true), lenient: ['balance'] }),
    };
  },
};

export const xlsxB: Case[] = [c23, c24, c25, c26];
