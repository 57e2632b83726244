// Mobile-money exports as text, cases 12–18: Unitel Money, Afrimoney, e-Kwanza, Multicaixa
// Express, PayPay Africa. Unsigned amounts whose direction is only in a type word, fees in a
// column or on their own lines, rows that failed, were cancelled, reversed or are still pending.
import { dMonY, dmy, EN_MONTHS, expected, money, padL, padR, Rng, signed, sum, type Case, type Mov } from './common';
import { cp1252, crlf, lf, row, utf8, utf8Bom } from './encode';
import { PEOPLE, phone, SHOPS, spacedPhone } from './names';
import { clock, drafts, feeRows, forceStatus, movsOf, settle, type Draft, type WType } from './wallet';
import { title } from './templates';

/** A fee of p% of the amount in whole kwanzas, never below `min` cêntimos. */
const pct = (p: number, min: number) => (c: number): number => Math.max(min, Math.round((c * p) / 10000) * 100);

// 12 — Unitel Money, pt: BOM, ';', unsigned values, direction from "Tipo", a Taxa column, statuses.
const c12: Case = {
  name: '12-unitel-money-taxa-coluna', ext: 'csv',
  build: () => {
    const r = new Rng(1212);
    const wallet = phone(1212, '92');
    const types: WType[] = [
      { type: 'Transferência enviada', sign: -1, w: 6, min: 1000, max: 40000, fee: pct(1, 5000), desc: (q) => `Para ${spacedPhone(phone(q.int(1, 1e6), '93'))} - ${q.pick(PEOPLE)}` },
      { type: 'Transferência recebida', sign: 1, w: 5, min: 2000, max: 60000, desc: (q) => `De ${spacedPhone(phone(q.int(1, 1e6), '92'))} - ${q.pick(PEOPLE)}` },
      { type: 'Pagamento de serviços', sign: -1, w: 3, min: 2000, max: 15000, fee: () => 10000, desc: (q) => `ENDE pré-pago contador ${q.digits(11)}` },
      { type: 'Carregamento', sign: 1, w: 3, min: 5000, max: 50000, step: 100000, desc: (q) => `Agente ${q.digits(5)} - ${q.pick(['Loja Nzinga', 'Cantina do Bairro', 'Papelaria Esperança'])}` },
      { type: 'Levantamento', sign: -1, w: 2, min: 5000, max: 30000, step: 100000, fee: pct(2, 10000), desc: (q) => `Agente ${q.digits(5)} - ${q.pick(['Cazenga', 'Viana', 'Rangel'])}` },
      { type: 'Compra de saldo', sign: -1, w: 3, min: 500, max: 5000, step: 50000, desc: (q) => `Recarga ${phone(q.int(1, 1e6), '92')}` },
      { type: 'Pagamento comerciante', sign: -1, w: 3, min: 800, max: 25000, desc: (q) => `Pagamento QR - ${title(q.pick(SHOPS))}` },
    ];
    const list = forceStatus(drafts(r, { start: '2026-10-01', days: 31, count: 34, types, okStatus: 'Concluída', badStatuses: ['Falhada', 'Pendente', 'Cancelada'], badRate: 0.12, idPrefix: 'UM' }), 'Transferência recebida', 2, 'Cancelada');
    const rows = settle(list, 8520000, 'Falhada');
    const lines = [
      'Unitel Money - Extracto de Movimentos;;;;;;;;',
      `Número: ${spacedPhone(wallet)};;;;;;;;`,
      'Titular: Isabel Kapinga;;;;;;;;',
      'Período: 01/10/2026 - 31/10/2026;;;;;;;;',
      ';;;;;;;;',
      'Data;Hora;ID Transacção;Tipo;Descrição;Valor (Kz);Taxa (Kz);Estado;Saldo (Kz)',
    ];
    for (const w of rows) lines.push(row([dmy(w.date), clock(w.minute), w.id, w.type, w.desc, money(w.cents, 'pt'), money(w.fee, 'pt'), w.status, money(w.balance, 'pt')], ';'));
    return {
      bytes: utf8Bom(crlf(lines)),
      expected: expected({ format: 'csv', kind: 'mobile_money', institution: 'Unitel Money', wallet, currency: 'AOA', opening: null, closing: null, movs: movsOf(rows, true), lenient: ['balance'] }),
    };
  },
};

// 13 — Afrimoney, English: 1,234.56 in quotes, ISO date-times, a Fee column, a "Reversed" row
// whose balance never moved, Failed and Cancelled rows; the number shown with the 244 prefix.
const c13: Case = {
  name: '13-afrimoney-english-fees', ext: 'csv',
  build: () => {
    const r = new Rng(1313);
    const wallet = phone(1313, '95');
    const types: WType[] = [
      { type: 'Send Money', sign: -1, w: 6, min: 1000, max: 30000, fee: pct(1.5, 5000), desc: (q) => `To ${phone(q.int(1, 1e6), '95')} ${q.pick(PEOPLE)}` },
      { type: 'Receive Money', sign: 1, w: 5, min: 1000, max: 45000, desc: (q) => `From ${phone(q.int(1, 1e6), '95')} ${q.pick(PEOPLE)}` },
      { type: 'Cash In', sign: 1, w: 3, min: 5000, max: 40000, step: 100000, desc: (q) => `Agent ${q.digits(6)} Viana` },
      { type: 'Cash Out', sign: -1, w: 2, min: 5000, max: 20000, step: 100000, fee: pct(2, 10000), desc: (q) => `Agent ${q.digits(6)} Cazenga` },
      { type: 'Airtime Purchase', sign: -1, w: 3, min: 300, max: 3000, step: 10000, desc: (q) => `Airtime ${phone(q.int(1, 1e6), '95')}` },
      { type: 'Bill Payment', sign: -1, w: 2, min: 3000, max: 12000, desc: (q) => `ZAP TV subscription ${q.digits(8)}` },
      { type: 'Merchant Payment', sign: -1, w: 2, min: 500, max: 15000, desc: (q) => `Merchant ${q.pick(SHOPS)}` },
    ];
    // A reversed send: the operator undid it, the balance never moved.
    const list = forceStatus(drafts(r, { start: '2026-10-01', days: 31, count: 30, types, okStatus: 'Successful', badStatuses: ['Failed', 'Reversed', 'Cancelled'], badRate: 0.12, idPrefix: 'AF' }), 'Send Money', 3, 'Reversed');
    const rows = settle(list, 8850000, 'Failed');
    const lines = [
      'Afrimoney - Africell Angola',
      'Customer statement',
      `MSISDN,244${wallet}`,
      'Name,Edson Kalunga',
      'From,2026-10-01,To,2026-10-31',
      '',
      'Date,Transaction ID,Transaction Type,Details,Amount,Fee,Status,Balance',
    ];
    for (const w of rows) lines.push(row([`${w.date} ${clock(w.minute, r.int(0, 59))}`, w.id, w.type, w.desc, money(w.cents, 'en'), money(w.fee, 'en'), w.status, money(w.balance, 'en')], ','));
    return {
      bytes: utf8(lf(lines)),
      expected: expected({ format: 'csv', kind: 'mobile_money', institution: 'Afrimoney', wallet, currency: 'AOA', opening: null, closing: null, movs: movsOf(rows, true), lenient: ['balance', 'wallet'] }),
    };
  },
};

// 14 — e-Kwanza: Windows-1252, ';', date and time in two columns, "Comissão" column, plain
// comma decimals, Pendente and Anulada rows.
const c14: Case = {
  name: '14-ekwanza-comissao-pendentes', ext: 'csv',
  build: () => {
    const r = new Rng(1414);
    const wallet = phone(1414, '91');
    const types: WType[] = [
      { type: 'Transferência enviada', sign: -1, w: 5, min: 1000, max: 50000, fee: () => 5000, desc: (q) => `Transferência para ${phone(q.int(1, 1e6), '92')} (${q.pick(PEOPLE)})` },
      { type: 'Transferência recebida', sign: 1, w: 4, min: 1000, max: 60000, desc: (q) => `Transferência de ${phone(q.int(1, 1e6), '93')} (${q.pick(PEOPLE)})` },
      { type: 'Depósito', sign: 1, w: 2, min: 10000, max: 80000, step: 100000, desc: (q) => `Depósito no agente ${q.digits(4)} - Balcão ${q.pick(['Kinaxixi', 'Mutamba', 'Lobito'])}` },
      { type: 'Levantamento', sign: -1, w: 2, min: 5000, max: 30000, step: 100000, fee: pct(1, 20000), desc: (q) => `Levantamento no agente ${q.digits(4)}` },
      { type: 'Pagamento', sign: -1, w: 4, min: 500, max: 20000, desc: (q) => `Pagamento a ${title(q.pick(SHOPS))}` },
      { type: 'Recarga telemóvel', sign: -1, w: 2, min: 500, max: 5000, step: 50000, desc: (q) => `Recarga Movicel ${phone(q.int(1, 1e6), '99')}` },
      { type: 'Recebimento QR', sign: 1, w: 2, min: 1500, max: 20000, desc: (q) => `Venda QR - cliente ${phone(q.int(1, 1e6), '92')}` },
    ];
    const rows = settle(drafts(r, { start: '2026-11-01', days: 30, count: 28, types, okStatus: 'Efectuada', badStatuses: ['Pendente', 'Anulada'], badRate: 0.12, idPrefix: 'EK' }), 6275000, 'Anulada');
    const lines = [
      'e-Kwanza',
      `Extracto da conta ${spacedPhone(wallet)}`,
      'Titular: Rosa Ndala',
      'Período: 01/11/2026 a 30/11/2026',
      '',
      'Data;Hora;Operação;Descrição;Valor;Comissão;Estado;Saldo',
    ];
    for (const w of rows) lines.push(row([dmy(w.date), clock(w.minute), w.type, w.desc, money(w.cents, 'plainComma'), money(w.fee, 'plainComma'), w.status, money(w.balance, 'plainComma')], ';'));
    return {
      bytes: cp1252(crlf(lines)),
      expected: expected({ format: 'csv', kind: 'mobile_money', institution: 'e-Kwanza', wallet, currency: 'AOA', opening: null, closing: null, movs: movsOf(rows, true), lenient: ['balance'] }),
    };
  },
};

// 15 — Multicaixa Express: tabs, newest first, "Natureza" Débito/Crédito, "Kz" inside the amount
// and balance cells, the commission on its own line, Rejeitada / Em processamento rows.
const c15: Case = {
  name: '15-multicaixa-express-natureza', ext: 'tsv',
  build: () => {
    const r = new Rng(1515);
    const wallet = phone(1515, '92');
    const types: WType[] = [
      { type: 'Débito', sign: -1, w: 6, min: 2000, max: 80000, fee: pct(0.5, 5000), desc: (q) => `Transferência para ${spacedPhone(phone(q.int(1, 1e6), '92'))}` },
      { type: 'Crédito', sign: 1, w: 5, min: 2000, max: 90000, desc: (q) => `Transferência recebida de ${spacedPhone(phone(q.int(1, 1e6), '93'))}` },
      { type: 'Débito', sign: -1, w: 4, min: 1000, max: 35000, desc: (q) => `Pagamento ${q.pick(['ENDE', 'EPAL', 'ZAP', 'DSTV'])} ref. ${q.digits(9)}` },
      { type: 'Débito', sign: -1, w: 3, min: 500, max: 5000, step: 50000, desc: (q) => `Carregamento Unitel ${phone(q.int(1, 1e6), '93')}` },
      { type: 'Débito', sign: -1, w: 3, min: 1000, max: 30000, desc: (q) => `Compra ${title(q.pick(SHOPS))}` },
    ];
    const withFees = feeRows(forceStatus(drafts(r, { start: '2026-09-01', days: 30, count: 26, types, okStatus: 'Concluída', badStatuses: ['Rejeitada', 'Em processamento'], badRate: 0.12, idPrefix: 'MCX' }), 'Débito', 4, 'Rejeitada'),
      () => ({ type: 'Débito', desc: 'Comissão transferência MCX Express' }));
    const rows = settle(withFees, 31250000, 'Rejeitada');
    const kz = (c: number): string => `${money(c, 'pt')} Kz`;
    const lines = [
      'Multicaixa Express',
      'Histórico de operações',
      `Telemóvel: +244 ${spacedPhone(wallet)}`,
      'Cartão associado: **** **** **** 4821',
      '',
      ['Data', 'Descrição', 'Natureza', 'Montante', 'Estado', 'Saldo após'].join('\t'),
    ];
    const newestFirst = [...rows].reverse();
    for (const w of newestFirst) lines.push([`${dmy(w.date)} ${clock(w.minute)}`, w.desc, w.type, kz(w.cents), w.status, kz(w.balance)].join('\t'));
    return {
      bytes: utf8(lf(lines)),
      expected: expected({ format: 'csv', kind: 'mobile_money', institution: 'Multicaixa Express', wallet, currency: 'AOA', opening: null, closing: null, movs: movsOf(newestFirst, true), lenient: ['order'] }),
    };
  },
};

// 16 — PayPay Africa, English: unsigned 1,500.00, direction only in "Type", service fees as
// their own rows, Processing / Closed / Failed orders, no balance column.
const c16: Case = {
  name: '16-paypay-africa-english', ext: 'csv',
  build: () => {
    const r = new Rng(1616);
    const wallet = phone(1616, '92');
    const types: WType[] = [
      { type: 'Top-up', sign: 1, w: 3, min: 5000, max: 60000, step: 100000, desc: (q) => `Top-up from bank card **** ${q.digits(4)}` },
      { type: 'Transfer Out', sign: -1, w: 5, min: 1000, max: 40000, fee: () => 10000, desc: (q) => `Transfer to ${q.pick(PEOPLE)} (${phone(q.int(1, 1e6), '93')})` },
      { type: 'Transfer In', sign: 1, w: 4, min: 1000, max: 45000, desc: (q) => `Transfer from ${q.pick(PEOPLE)}` },
      { type: 'Payment', sign: -1, w: 5, min: 700, max: 25000, desc: (q) => `Payment to ${title(q.pick(SHOPS))} - order ${q.digits(8)}` },
      { type: 'Refund', sign: 1, w: 1, min: 700, max: 10000, desc: (q) => `Refund of order ${q.digits(8)}` },
      { type: 'Withdrawal', sign: -1, w: 2, min: 5000, max: 30000, step: 100000, fee: pct(1, 15000), desc: () => 'Withdrawal to bank account' },
    ];
    const withFees = feeRows(drafts(r, { start: '2026-10-01', days: 31, count: 27, types, okStatus: 'Success', badStatuses: ['Processing', 'Closed', 'Failed'], badRate: 0.15, idPrefix: 'PP2610' }),
      (d) => ({ type: 'Service Fee', desc: `Service fee - ${d.type}` }));
    const rows = settle(withFees, 950000, 'Failed');
    const lines = [
      'PayPay Africa - Transaction History',
      `Account: ${spacedPhone(wallet)}`,
      'Period: 2026-10-01 ~ 2026-10-31',
      'Transaction Time,Order No.,Type,Description,Amount (AOA),Status',
    ];
    for (const w of rows) lines.push(row([`${w.date.replace(/-/g, '/')} ${clock(w.minute, r.int(0, 59))}`, w.id, w.type, w.desc, money(w.cents, 'en'), w.status], ',', true));
    return {
      bytes: utf8(crlf(lines)),
      expected: expected({ format: 'csv', kind: 'mobile_money', institution: 'PayPay Africa', wallet, currency: 'AOA', opening: null, closing: null, movs: movsOf(rows, false) }),
    };
  },
};

// 17 — Afrimoney, pt: signed "+5.000,00 AOA" cells, dates "05-11-26 14:22", fees on their own
// rows, a cancelled row, a reversal (Estorno) of an earlier transfer, balances in sentences.
const c17: Case = {
  name: '17-afrimoney-pt-estorno', ext: 'csv',
  build: () => {
    const r = new Rng(1717);
    const wallet = phone(1717, '95');
    const types: WType[] = [
      { type: 'Envio de dinheiro', sign: -1, w: 6, min: 1000, max: 25000, fee: pct(1.5, 5000), desc: (q) => `Para ${spacedPhone(phone(q.int(1, 1e6), '95'))} ${q.pick(PEOPLE)}` },
      { type: 'Recebimento', sign: 1, w: 5, min: 1000, max: 40000, desc: (q) => `De ${spacedPhone(phone(q.int(1, 1e6), '95'))} ${q.pick(PEOPLE)}` },
      { type: 'Depósito agente', sign: 1, w: 2, min: 5000, max: 30000, step: 100000, desc: (q) => `Agente ${q.digits(6)}` },
      { type: 'Compra de saldo', sign: -1, w: 3, min: 300, max: 3000, step: 10000, desc: (q) => `Saldo Africell ${phone(q.int(1, 1e6), '95')}` },
      { type: 'Pagamento', sign: -1, w: 3, min: 500, max: 12000, desc: (q) => `Pagamento ${title(q.pick(SHOPS))}` },
    ];
    let list: Draft[] = forceStatus(drafts(r, { start: '2026-11-01', days: 30, count: 22, types, okStatus: 'Sucesso', badStatuses: ['Cancelada', 'Falhou'], badRate: 0.12, idPrefix: 'AFM' }), 'Pagamento', 1, 'Cancelada');
    // A completed send later reversed by the operator: both lines happened.
    const sent = list.find((d) => d.ok && d.type === 'Envio de dinheiro' && d.date < '2026-11-20');
    if (sent) {
      const minute = Math.min(23 * 60, sent.minute + 95);
      const at = list.findIndex((d) => d.date > sent.date || (d.date === sent.date && d.minute > minute));
      list.splice(at >= 0 ? at : list.length, 0, { ...sent, id: `${sent.id}R`, minute, type: 'Estorno', desc: `Estorno da transacção ${sent.id}`, cents: -sent.cents, fee: 0 });
    }
    list = feeRows(list, (d) => ({ type: 'Taxa de serviço', desc: `Taxa de envio ${d.id}` }));
    const opening = 2345000;
    const rows = settle(list, opening, 'Falhou');
    const movs: Mov[] = rows.filter((w) => w.ok).map((w) => ({ date: w.date, cents: w.cents, description: w.desc, balance: w.balance }));
    const closing = opening + sum(movs);
    const aoa = (c: number): string => `${c > 0 ? '+' : ''}${signed(c, 'pt')} AOA`;
    const lines = [
      'Afrimoney;;;;;;',
      'Extracto de conta;;;;;;',
      `Número: ${spacedPhone(wallet)};;;;;;`,
      `Saldo inicial a 01-11-26: ${money(opening, 'pt')} AOA;;;;;;`,
      'Data;Referência;Operação;Descrição;Montante;Estado;Saldo',
    ];
    for (const w of rows) lines.push(row([`${dmy(w.date, '-', true)} ${clock(w.minute)}`, w.id, w.type, w.desc, aoa(w.cents), w.status, `${money(w.balance, 'pt')} AOA`], ';'));
    lines.push(`Saldo final a 30-11-26: ${money(closing, 'pt')} AOA;;;;;;`);
    return {
      bytes: utf8Bom(crlf(lines)),
      expected: expected({ format: 'csv', kind: 'mobile_money', institution: 'Afrimoney', wallet, currency: 'AOA', opening, closing, movs }),
    };
  },
};

// 18 — Unitel Money, English fixed-width text: type words Sent/Received/Paid/Cash-in/Cash-out/
// Airtime, unsigned 1,234.56, a Fee column, OK/FAILED/PENDING, opening and closing sentences.
const c18: Case = {
  name: '18-unitel-money-english-texto', ext: 'txt',
  build: () => {
    const r = new Rng(1818);
    const wallet = phone(1818, '93');
    const types: WType[] = [
      { type: 'Sent', sign: -1, w: 6, min: 1000, max: 30000, fee: pct(1, 5000), desc: (q) => `to ${phone(q.int(1, 1e6), '92')} ${q.pick(PEOPLE)}` },
      { type: 'Received', sign: 1, w: 5, min: 1000, max: 50000, desc: (q) => `from ${phone(q.int(1, 1e6), '93')} ${q.pick(PEOPLE)}` },
      { type: 'Paid', sign: -1, w: 3, min: 1000, max: 15000, desc: (q) => `${q.pick(['ENDE prepaid', 'EPAL bill', 'UNITEL fibre'])} ${q.digits(8)}` },
      { type: 'Cash-in', sign: 1, w: 2, min: 5000, max: 40000, step: 100000, desc: (q) => `agent ${q.digits(5)} Kilamba` },
      { type: 'Cash-out', sign: -1, w: 2, min: 5000, max: 25000, step: 100000, fee: pct(2, 10000), desc: (q) => `agent ${q.digits(5)} Benfica` },
      { type: 'Airtime', sign: -1, w: 3, min: 500, max: 5000, step: 50000, desc: (q) => `top-up ${phone(q.int(1, 1e6), '93')}` },
    ];
    const opening = 4250000;
    const rows = settle(forceStatus(drafts(r, { start: '2026-11-01', days: 30, count: 30, types, okStatus: 'OK', badStatuses: ['FAILED', 'PENDING'], badRate: 0.12, idPrefix: 'UMT' }), 'Received', 4, 'PENDING'), opening, 'FAILED');
    const movs = movsOf(rows, true);
    const closing = opening + sum(movs);
    const line = (a: string, b: string, c: string, d: string, e: string, f: string, g: string, h: string): string =>
      `${padR(a, 12)} ${padR(b, 5)}  ${padR(c, 9)} ${padR(d, 40)} ${padL(e, 11)} ${padL(f, 8)} ${padL(g, 12)}  ${h}`.trimEnd();
    const lines = [
      `UNITEL MONEY${' '.repeat(44)}ACCOUNT STATEMENT`,
      `Account: ${spacedPhone(wallet)}                Name: Graciete Mavinga`,
      'Period: 01-Nov-2026 to 30-Nov-2026',
      `Opening balance: AOA ${money(opening, 'en')}`,
      '-'.repeat(110),
      line('Date', 'Time', 'Type', 'Details', 'Amount', 'Fee', 'Balance', 'Status'),
      '-'.repeat(110),
    ];
    for (const w of rows) lines.push(line(dMonY(w.date, EN_MONTHS, '-'), clock(w.minute), w.type, w.desc, money(w.cents, 'en'), w.fee > 0 ? money(w.fee, 'en') : '-', money(w.balance, 'en'), w.status));
    lines.push('-'.repeat(110), `Closing balance: AOA ${money(closing, 'en')}`, 'Amounts in Kwanza (AOA). Fees are charged at the time of the transaction.');
    return {
      bytes: utf8(crlf(lines)),
      expected: expected({ format: 'csv', kind: 'mobile_money', institution: 'Unitel Money', wallet, currency: 'AOA', opening, closing, movs, lenient: ['balance'] }),
    };
  },
};

export const walletText: Case[] = [c12, c13, c14, c15, c16, c17, c18];
