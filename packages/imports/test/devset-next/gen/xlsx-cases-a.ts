// Workbooks, cases 19–22: merged titles and a two-row header, a summary sheet before the
// movements with everything stored as text, dates as bare Excel serial numbers with formula
// balances, an English USD sheet newest first with parentheses for debits.
import { addDays, dmy, excelSerial, expected, iban, ibanSpaced, openingFor, Rng, signed, sum, units, utcDate, withBalances, type Case, type Mov } from './common';
import { insertByDate } from './insert';
import { series } from './series';
import { hostCaps, onlineSentence } from './templates';
import { finish, workbook } from './xlsx';

const NUM = '#,##0.00';

// 19 — Banco Yetu: merged title rows, a two-row header ("Data" over Movimento/Valor, "Montante"
// over Débito/Crédito, "Descrição" and "Saldo" merged down), Saldo Anterior / Saldo Final rows,
// SUM formulas under the table.
const c19: Case = {
  name: '19-yetu-cabecalho-duas-linhas', ext: 'xlsx',
  build: async () => {
    const r = new Rng(1919);
    const acct = iban('0066', '0001', r.digits(11));
    let bare = series(r, '2026-10-01', 31, 26, hostCaps());
    bare = insertByDate(bare, [{ date: '2026-10-23', cents: 56780000, description: 'TRF. RECEBIDA ORDENADO OUTUBRO MWANGOLE LOGISTICA SA' }]);
    const opening = openingFor(bare, 21034550);
    const movs = withBalances(opening, bare);
    const closing = opening + sum(movs);
    const wb = workbook('Banco Yetu - Yetu Online');
    const ws = wb.addWorksheet('Extracto');
    ws.getCell('A1').value = 'BANCO YETU, S.A.';
    ws.mergeCells('A1:G1');
    ws.getCell('A2').value = 'Extracto de Conta à Ordem';
    ws.mergeCells('A2:G2');
    ws.getCell('A3').value = 'Cliente: Mateus Chilombo';
    ws.getCell('A4').value = `IBAN: ${ibanSpaced(acct)}`;
    ws.getCell('A5').value = 'Período: 01/10/2026 a 31/10/2026';
    ws.getCell('A7').value = 'Data'; ws.mergeCells('A7:B7');
    ws.getCell('C7').value = 'Descrição'; ws.mergeCells('C7:C8');
    ws.getCell('D7').value = 'Montante (AOA)'; ws.mergeCells('D7:E7');
    ws.getCell('F7').value = 'Saldo'; ws.mergeCells('F7:F8');
    ws.getCell('G7').value = 'Referência'; ws.mergeCells('G7:G8');
    ws.getCell('A8').value = 'Movimento'; ws.getCell('B8').value = 'Valor';
    ws.getCell('D8').value = 'Débito'; ws.getCell('E8').value = 'Crédito';
    ws.getCell('C9').value = 'Saldo Anterior'; ws.getCell('F9').value = units(opening);
    movs.forEach((m, i) => {
      const n = 10 + i;
      ws.getCell(`A${n}`).value = utcDate(m.date); ws.getCell(`A${n}`).numFmt = 'dd/mm/yyyy';
      ws.getCell(`B${n}`).value = utcDate(i % 5 === 2 ? addDays(m.date, 1) : m.date); ws.getCell(`B${n}`).numFmt = 'dd/mm/yyyy';
      ws.getCell(`C${n}`).value = m.description;
      if (m.cents < 0) ws.getCell(`D${n}`).value = units(-m.cents); else ws.getCell(`E${n}`).value = units(m.cents);
      ws.getCell(`F${n}`).value = units(m.balance ?? 0);
      ws.getCell(`G${n}`).value = `YT${String(2610000 + i * 13)}`;
      for (const c of ['D', 'E', 'F']) ws.getCell(`${c}${n}`).numFmt = NUM;
    });
    const last = 9 + movs.length;
    ws.getCell(`C${last + 1}`).value = 'Saldo Final'; ws.getCell(`F${last + 1}`).value = units(closing);
    ws.getCell(`C${last + 2}`).value = 'Total';
    ws.getCell(`D${last + 2}`).value = { formula: `SUM(D10:D${last})`, result: units(-sum(movs.filter((m) => m.cents < 0))) };
    ws.getCell(`E${last + 2}`).value = { formula: `SUM(E10:E${last})`, result: units(sum(movs.filter((m) => m.cents > 0))) };
    ws.getColumn(3).width = 52;
    return {
      bytes: await finish(wb),
      expected: expected({ format: 'xlsx', kind: 'bank', institution: 'Banco Yetu', iban: acct, currency: 'AOA', opening, closing, movs }),
    };
  },
};

// 20 — BCI: a "Resumo" sheet first (opening, totals, closing as numbers), then "Movimentos" with
// the table starting at C4 and every date and amount stored as text ("05-10-2026", "-1.234,56").
const c20: Case = {
  name: '20-bci-resumo-primeiro-texto', ext: 'xlsx',
  build: async () => {
    const r = new Rng(2020);
    const acct = iban('0005', '0020', r.digits(11));
    let bare = series(r, '2026-10-01', 31, 23, onlineSentence());
    bare = insertByDate(bare, [{ date: '2026-10-20', cents: 38900000, description: 'Transferência recebida - Vencimento Outubro Nguimbi Construções' }]);
    const opening = openingFor(bare, 7345025);
    const movs = withBalances(opening, bare);
    const closing = opening + sum(movs);
    const wb = workbook('BCI Net');
    const res = wb.addWorksheet('Resumo');
    res.getCell('A1').value = 'Banco de Comércio e Indústria, S.A.';
    res.getCell('A3').value = 'Conta'; res.getCell('B3').value = `${acct.slice(12, 23)} - Conta à Ordem`;
    res.getCell('A4').value = 'IBAN'; res.getCell('B4').value = ibanSpaced(acct);
    res.getCell('A5').value = 'Período'; res.getCell('B5').value = '01-10-2026 a 31-10-2026';
    res.getCell('A7').value = 'Saldo inicial'; res.getCell('B7').value = units(opening);
    res.getCell('A8').value = 'Total a débito'; res.getCell('B8').value = units(-sum(movs.filter((m) => m.cents < 0)));
    res.getCell('A9').value = 'Total a crédito'; res.getCell('B9').value = units(sum(movs.filter((m) => m.cents > 0)));
    res.getCell('A10').value = 'Saldo final'; res.getCell('B10').value = units(closing);
    for (const n of [7, 8, 9, 10]) res.getCell(`B${n}`).numFmt = NUM;
    const ws = wb.addWorksheet('Movimentos');
    ws.getCell('C2').value = 'Movimentos da conta';
    ['Data', 'Descritivo', 'Valor', 'Saldo'].forEach((h, i) => { ws.getCell(4, 3 + i).value = h; });
    movs.forEach((m, i) => {
      ws.getCell(5 + i, 3).value = dmy(m.date, '-');
      ws.getCell(5 + i, 4).value = m.description;
      ws.getCell(5 + i, 5).value = signed(m.cents, 'pt');
      ws.getCell(5 + i, 6).value = signed(m.balance ?? 0, 'pt');
    });
    return {
      bytes: await finish(wb),
      expected: expected({ format: 'xlsx', kind: 'bank', institution: 'Banco de Comércio e Indústria', iban: acct, currency: 'AOA', opening, closing, movs }),
    };
  },
};

// 21 — Banco Comercial Angolano: dates as bare serial numbers (General format, so they show as
// 46300), one signed amount column, balances as formulas with cached results, a SUM total row.
const c21: Case = {
  name: '21-bca-datas-numero-serie', ext: 'xlsx',
  build: async () => {
    const r = new Rng(2121);
    const acct = iban('0043', '0005', r.digits(11));
    const bare = series(r, '2026-11-01', 30, 28, hostCaps());
    const opening = openingFor(bare, 15500000);
    const movs = withBalances(opening, bare);
    const wb = workbook('BCA');
    const ws = wb.addWorksheet('BCA Extracto');
    ws.getCell('A1').value = 'BCA - Banco Comercial Angolano | Extracto de movimentos';
    ws.getCell('A2').value = `IBAN ${acct}`;
    ws.getRow(4).values = ['Data Operação', 'Data Valor', 'Descrição', 'Montante', 'Saldo'];
    ws.getCell('C5').value = 'Saldo inicial';
    ws.getCell('E5').value = units(opening);
    movs.forEach((m, i) => {
      const n = 6 + i;
      ws.getCell(`A${n}`).value = excelSerial(m.date);
      ws.getCell(`B${n}`).value = excelSerial(i % 4 === 3 ? addDays(m.date, 2) : m.date);
      ws.getCell(`C${n}`).value = m.description;
      ws.getCell(`D${n}`).value = units(m.cents);
      ws.getCell(`E${n}`).value = { formula: `E${n - 1}+D${n}`, result: units(m.balance ?? 0) };
    });
    const last = 5 + movs.length;
    ws.getCell(`C${last + 2}`).value = 'Total';
    ws.getCell(`D${last + 2}`).value = { formula: `SUM(D6:D${last})`, result: units(sum(movs)) };
    return {
      bytes: await finish(wb),
      expected: expected({ format: 'xlsx', kind: 'bank', institution: 'Banco Comercial Angolano', iban: acct, currency: 'AOA', opening, closing: null, movs }),
    };
  },
};

// 22 — Banco VTB África, USD, English: opening/closing in header cells, two header rows (names,
// then the currency), newest first, negatives shown in parentheses by the number format.
const c22: Case = {
  name: '22-vtb-usd-recentes-parenteses', ext: 'xlsx',
  build: async () => {
    const acct = iban('0056', '0001', '40077712301');
    const bare: Omit<Mov, 'balance'>[] = [
      { date: '2026-09-01', cents: -1500, description: 'Monthly service charge' },
      { date: '2026-09-03', cents: 350000, description: 'Incoming transfer KALANDULA SERVICOS LDA - invoice 2026/77' },
      { date: '2026-09-03', cents: -2500, description: 'Commission on incoming transfer' },
      { date: '2026-09-08', cents: -78000, description: 'Outgoing transfer to supplier NINGBO TOOLS CO LTD' },
      { date: '2026-09-08', cents: -4500, description: 'Commission on outgoing transfer' },
      { date: '2026-09-08', cents: -630, description: 'VAT 14% on commission' },
      { date: '2026-09-15', cents: -25000, description: 'Currency sale USD to AOA' },
      { date: '2026-09-19', cents: 120000, description: 'Incoming transfer TCHIOSSO ENGENHARIA LDA' },
      { date: '2026-09-19', cents: -2500, description: 'Commission on incoming transfer' },
      { date: '2026-09-24', cents: -9999, description: 'Card payment SOFTWARE SUBSCRIPTION ANNUAL' },
      { date: '2026-09-30', cents: 312, description: 'Interest on deposit' },
    ];
    const opening = 1204577;
    const movs = withBalances(opening, bare);
    const closing = opening + sum(movs);
    const wb = workbook('VTB Online');
    const ws = wb.addWorksheet('Statement');
    ws.getCell('A1').value = 'Banco VTB África, S.A. - Account statement';
    ws.getCell('A2').value = `Account ${ibanSpaced(acct)} (USD)`;
    ws.getCell('A3').value = 'Opening balance'; ws.getCell('B3').value = units(opening);
    ws.getCell('D3').value = 'Closing balance'; ws.getCell('E3').value = units(closing);
    ws.getRow(5).values = ['Booking date', 'Value date', 'Transaction details', 'Amount', 'Balance'];
    ws.getRow(6).values = ['', '', '', 'USD', 'USD'];
    const newest = [...movs].reverse();
    newest.forEach((m, i) => {
      const n = 7 + i;
      ws.getCell(`A${n}`).value = utcDate(m.date); ws.getCell(`A${n}`).numFmt = 'dd-mmm-yyyy';
      ws.getCell(`B${n}`).value = utcDate(m.date); ws.getCell(`B${n}`).numFmt = 'dd-mmm-yyyy';
      ws.getCell(`C${n}`).value = m.description;
      ws.getCell(`D${n}`).value = units(m.cents); ws.getCell(`D${n}`).numFmt = '#,##0.00;(#,##0.00)';
      ws.getCell(`E${n}`).value = units(m.balance ?? 0); ws.getCell(`E${n}`).numFmt = '#,##0.00;(#,##0.00)';
    });
    for (const c of ['B3', 'E3']) ws.getCell(c).numFmt = '#,##0.00';
    return {
      bytes: await finish(wb),
      expected: expected({ format: 'xlsx', kind: 'bank', institution: 'Banco VTB África', iban: acct, currency: 'USD', opening, closing, movs: newest, lenient: ['order'] }),
    };
  },
};

export const xlsxA: Case[] = [c19, c20, c21, c22];
