// Mobile-money text exports 13–18.
import {
  type Case, type Movement, EN, PLAIN, PLAIN_COMMA, PT, type Rng, addDays, delimited, dmy, encode, money, rng, sum,
} from './common';
import { type WKind, type WRow, rebalance, spacedPhone, walletMovements, walletRows } from './wallet';

const CRLF = '\r\n';

function tierFee(cents: number): number {
  const kz = Math.abs(cents) / 100;
  if (kz <= 5_000) return 5_000;
  if (kz <= 20_000) return 10_000;
  if (kz <= 50_000) return 20_000;
  return Math.round(Math.abs(cents) * 0.005);
}

function agent(r: Rng): string {
  return `AG${r.digits(5)}`;
}

// 13 — Unitel Money: date and time in two columns, a signed amount, a fee column, outcomes
// Sucesso/Falhada/Pendente/Cancelada, balance after the row.
export function case13(): Case {
  const r = rng(1313);
  const wallet = `923${r.digits(6)}`;
  const opening = 4_500_000;
  const rows = walletRows(r, {
    from: '2026-10-01', to: '2026-10-31', count: 26, opening, idPrefix: 'UM', failed: 0.08, pending: 0.04, cancelled: 0.04,
    fee: (k, c) => (k === 'send' ? tierFee(c) : k === 'cashout' ? Math.max(10_000, Math.round(-c * 0.01)) : 0),
  });
  const agents = new Map(rows.map((row) => [row.id, agent(r)] as const));
  const type: Record<WKind, string> = { send: 'Envio', receive: 'Recepção', airtime: 'Recarga', bill: 'Pagamento', merchant: 'Pagamento', cashin: 'Depósito', cashout: 'Levantamento', bankin: 'Transferência bancária' };
  const describe = (w: WRow): string => {
    switch (w.kind) {
      case 'send': return `Envio para ${spacedPhone(w.phone)} - ${w.name}`;
      case 'receive': return `Recebido de ${spacedPhone(w.phone)} - ${w.name}`;
      case 'airtime': return `Compra de saldo ${spacedPhone(w.phone)}`;
      case 'bill': return `Pagamento ${w.biller}`;
      case 'merchant': return `Pagamento a comerciante ${w.biller}`;
      case 'cashin': return `Depósito no agente ${agents.get(w.id) ?? ''}`;
      case 'cashout': return `Levantamento no agente ${agents.get(w.id) ?? ''}`;
      case 'bankin': return 'Transferência de conta bancária BAI';
    }
  };
  const status = { ok: 'Sucesso', failed: 'Falhada', pending: 'Pendente', cancelled: 'Cancelada' } as const;
  const lines = [
    'Unitel Money;;;;;;;;',
    'Extracto de Conta;;;;;;;;',
    `Número;${spacedPhone(wallet)};;;;;;;`,
    'Nome;PAULO ANDRE CAPITA;;;;;;;',
    'Período;01/10/2026 - 31/10/2026;;;;;;;',
    ';;;;;;;;',
    'Data;Hora;ID Transacção;Tipo;Descrição;Montante (Kz);Taxa (Kz);Estado;Saldo (Kz)',
  ];
  for (const w of rows) lines.push(delimited([dmy(w.date), w.time, w.id, type[w.kind], describe(w), money(w.cents, PT), money(w.fee, PT), status[w.status], money(w.balance, PT)], ';'));
  return {
    name: '13-unitel-money-fees-statuses', ext: 'csv', bytes: encode(lines.join(CRLF) + CRLF, 'utf8'),
    expected: { format: 'csv', kind: 'mobile_money', institution: 'Unitel Money', iban: null, wallet, currency: 'AOA', opening: null, closing: null, movements: walletMovements(rows, describe, true), lenient: ['balance'] },
  };
}

// 14 — Afrimoney, English: unsigned amounts whose direction only the transaction type tells,
// a fee column, Completed/Failed/Cancelled, opening and closing balances in the preamble.
export function case14(): Case {
  const r = rng(1414);
  const wallet = `95${r.digits(7)}`;
  const opening = 1_200_000;
  const rows = walletRows(r, {
    from: '2026-10-01', to: '2026-10-31', count: 24, opening, idPrefix: 'AFM', phonePrefix: '95', failed: 0.1, cancelled: 0.05,
    fee: (k, c) => (k === 'send' ? Math.max(2_500, Math.round(-c * 0.01)) : k === 'cashout' ? Math.max(5_000, Math.round(-c * 0.015)) : 0),
  });
  const codes = new Map(rows.map((row) => [row.id, r.digits(5)] as const));
  const type: Record<WKind, string> = { send: 'Send Money', receive: 'Receive Money', airtime: 'Airtime Purchase', bill: 'Bill Payment', merchant: 'Merchant Payment', cashin: 'Cash In', cashout: 'Cash Out', bankin: 'Bank Transfer In' };
  const describe = (w: WRow): string => {
    switch (w.kind) {
      case 'send': return `To ${w.phone} ${w.name}`;
      case 'receive': return `From ${w.phone} ${w.name}`;
      case 'airtime': return `Airtime for ${w.phone}`;
      case 'bill': return `${w.biller} bill payment`;
      case 'merchant': return w.biller;
      case 'cashin': return `Agent ${codes.get(w.id) ?? ''}`;
      case 'cashout': return `Agent ${codes.get(w.id) ?? ''}`;
      case 'bankin': return 'From bank account BFA';
    }
  };
  const status = { ok: 'Completed', failed: 'Failed', pending: 'Pending', cancelled: 'Cancelled' } as const;
  const done = rows.filter((w) => w.status === 'ok');
  const closing = opening + sum(done) - done.reduce((s, w) => s + w.fee, 0);
  const lines = [
    'Afrimoney Statement',
    `MSISDN: +244 ${spacedPhone(wallet)}`,
    'Customer: TERESA NZINGA LUMBO',
    'From: 2026-10-01 To: 2026-10-31',
    `Opening Balance: ${money(opening, PLAIN)}`,
    `Closing Balance: ${money(closing, PLAIN)}`,
    '',
    'Transaction Date,Transaction ID,Transaction Type,Details,Amount,Fee,Status,Balance After',
  ];
  for (const w of rows) lines.push(delimited([`${w.date} ${w.time}`, w.id, type[w.kind], describe(w), money(Math.abs(w.cents), PLAIN), money(w.fee, PLAIN), status[w.status], money(w.balance, PLAIN)], ','));
  return {
    name: '14-afrimoney-english-type-gives-sign', ext: 'csv', bytes: encode(lines.join(CRLF) + CRLF, 'utf8'),
    expected: { format: 'csv', kind: 'mobile_money', institution: 'Afrimoney', iban: null, wallet, currency: 'AOA', opening, closing, movements: walletMovements(rows, describe, true), lenient: ['balance', 'description'] },
  };
}

// 15 — e-Kwanza: Débito/Crédito columns with "Kz" in the cell, the transfer fee as its own row,
// Concluída/Anulada/Pendente, no balance column, balances stated in the preamble.
export function case15(): Case {
  const r = rng(1515);
  const wallet = `91${r.digits(7)}`;
  const opening = 320_000;
  const rows = walletRows(r, {
    from: '2026-11-01', to: '2026-11-30', count: 18, opening, idPrefix: 'EKZ', failed: 0, pending: 0.06, cancelled: 0.1,
    kinds: ['send', 'send', 'receive', 'receive', 'merchant', 'merchant', 'airtime', 'bankin'],
    fee: (k) => (k === 'send' ? 5_000 : 0),
  });
  const status = { ok: 'Concluída', failed: 'Falhada', pending: 'Pendente', cancelled: 'Anulada' } as const;
  const describe = (w: WRow): string => {
    switch (w.kind) {
      case 'send': return `Transferência para ${w.phone}`;
      case 'receive': return `Transferência de ${w.phone}`;
      case 'merchant': return `Pagamento QR ${w.biller}`;
      case 'airtime': return `Recarga de saldo ${w.phone}`;
      case 'bankin': return 'Carregamento por referência Multicaixa';
      default: return w.kind;
    }
  };
  const kz = (c: number): string => `${money(c, PT)} Kz`;
  const lines = [
    'e-Kwanza - Movimentos da Carteira',
    `Carteira: ${wallet}`,
    'Titular: NELSON CHIPINDO',
    `Saldo inicial: ${kz(opening)}`,
  ];
  const body: string[] = [];
  const movs: Movement[] = [];
  for (const w of rows) {
    const when = `${dmy(w.date, '-')} ${w.time.slice(0, 5)}`;
    body.push(delimited([when, w.id, describe(w), w.cents < 0 ? kz(-w.cents) : '', w.cents > 0 ? kz(w.cents) : '', status[w.status]], ';'));
    if (w.fee > 0) body.push(delimited([when, `${w.id}-C`, 'Comissão de transferência', kz(w.fee), '', status[w.status]], ';'));
    if (w.status === 'ok') {
      movs.push({ date: w.date, cents: w.cents, description: describe(w), balance: null });
      if (w.fee > 0) movs.push({ date: w.date, cents: -w.fee, description: 'Comissão de transferência', balance: null });
    }
  }
  const closing = opening + sum(movs);
  lines.push(`Saldo final: ${kz(closing)}`, '', 'Data;Referência;Descrição;Débito;Crédito;Estado', ...body);
  return {
    name: '15-ekwanza-fee-rows-kz-suffix', ext: 'csv', bytes: encode(lines.join(CRLF) + CRLF, 'utf8'),
    expected: { format: 'csv', kind: 'mobile_money', institution: 'e-Kwanza', iban: null, wallet, currency: 'AOA', opening, closing, movements: movs, lenient: [] },
  };
}

// 16 — Multicaixa Express, Windows-1252, newest first: an Operação and a Descrição column, a
// Comissão column, Efectuada/Rejeitada/Cancelada, no balance.
export function case16(): Case {
  const r = rng(1616);
  const wallet = `92${r.digits(7)}`;
  const rows = walletRows(r, {
    from: '2026-11-01', to: '2026-11-30', count: 22, opening: 25_000_000, idPrefix: 'MCX', failed: 0.1, cancelled: 0.05,
    kinds: ['send', 'send', 'send', 'receive', 'airtime', 'bill', 'merchant', 'cashout'],
    fee: (k) => (k === 'send' ? 5_000 : k === 'cashout' ? 10_000 : 0),
  });
  const refs = new Map(rows.map((w) => [w.id, r.digits(9)] as const));
  const op: Record<WKind, string> = { send: 'Transferência', receive: 'Transferência recebida', airtime: 'Carregamento', bill: 'Pagamento de Serviços', merchant: 'Compra', cashin: 'Depósito', cashout: 'Levantamento sem Cartão', bankin: 'Depósito' };
  const describe = (w: WRow): string => {
    switch (w.kind) {
      case 'send': return `Para ${spacedPhone(w.phone)} ${w.name}`;
      case 'receive': return `De ${spacedPhone(w.phone)} ${w.name}`;
      case 'airtime': return `Unitel ${spacedPhone(w.phone)}`;
      case 'bill': return `${w.biller} Ref. ${refs.get(w.id) ?? ''}`;
      case 'merchant': return w.biller;
      case 'cashout': return `Código ${refs.get(w.id) ?? ''}`;
      default: return op[w.kind];
    }
  };
  const status = { ok: 'Efectuada', failed: 'Rejeitada', pending: 'Pendente', cancelled: 'Cancelada' } as const;
  const lines = [
    'Multicaixa Express;;;;;',
    'Histórico de operações;;;;;',
    `Nº Telemóvel: ${spacedPhone(wallet)};;;;;`,
    'Cartão associado: **** **** **** 4821;;;;;',
    ';;;;;',
    'Data/Hora;Operação;Descrição;Valor (Kz);Comissão (Kz);Estado',
  ];
  const newestFirst = [...rows].reverse();
  for (const w of newestFirst) lines.push(delimited([`${dmy(w.date)} ${w.time}`, op[w.kind], describe(w), money(w.cents, PT), money(w.fee, PT), status[w.status]], ';'));
  return {
    name: '16-multicaixa-express-newest-first-cp1252', ext: 'csv', bytes: encode(lines.join(CRLF) + CRLF, 'cp1252'),
    expected: { format: 'csv', kind: 'mobile_money', institution: 'Multicaixa Express', iban: null, wallet, currency: 'AOA', opening: null, closing: null, movements: walletMovements(newestFirst, describe, false), lenient: ['order', 'description'] },
  };
}

// 17 — PayPay: tab-separated .txt, ISO date-times with a "T", Entrada/Saída/Taxa columns with
// plain decimal commas, "Em processamento" rows, balance after each row.
export function case17(): Case {
  const r = rng(1717);
  const wallet = `93${r.digits(7)}`;
  const opening = 780_050;
  const rows = walletRows(r, {
    from: '2026-10-01', to: '2026-10-31', count: 20, opening, idPrefix: 'PP', failed: 0.08, pending: 0.08,
    kinds: ['send', 'send', 'receive', 'merchant', 'merchant', 'cashin', 'airtime'],
    fee: (k, c) => (k === 'send' ? Math.max(2_500, Math.round(-c * 0.01)) : 0),
  });
  const describe = (w: WRow): string => {
    switch (w.kind) {
      case 'send': return `Transferência para ${w.phone}`;
      case 'receive': return `Recebido de ${w.phone}`;
      case 'merchant': return `Pagamento QR ${w.biller}`;
      case 'cashin': return 'Carregamento via Multicaixa';
      case 'airtime': return `Recarga Unitel ${w.phone}`;
      default: return w.kind;
    }
  };
  const status = { ok: 'Concluído', failed: 'Falhado', pending: 'Em processamento', cancelled: 'Cancelado' } as const;
  const lines = [
    `PayPay\tExtracto da carteira +244 ${spacedPhone(wallet)}`,
    'Período\t2026-10-01 a 2026-10-31',
    '',
    ['Data', 'Referência', 'Descrição', 'Entrada', 'Saída', 'Taxa', 'Saldo', 'Estado'].join('\t'),
  ];
  for (const w of rows) {
    lines.push([`${w.date}T${w.time}`, w.id, describe(w), w.cents > 0 ? money(w.cents, PLAIN_COMMA) : '', w.cents < 0 ? money(-w.cents, PLAIN_COMMA) : '', w.fee > 0 ? money(w.fee, PLAIN_COMMA) : '', money(w.balance, PLAIN_COMMA), status[w.status]].join('\t'));
  }
  return {
    name: '17-paypay-tsv-entrada-saida', ext: 'txt', bytes: encode(lines.join('\n') + '\n', 'utf8'),
    expected: { format: 'csv', kind: 'mobile_money', institution: 'PayPay', iban: null, wallet, currency: 'AOA', opening: null, closing: null, movements: walletMovements(rows, describe, true), lenient: ['balance'] },
  };
}

// 18 — Unitel Money in English: Debit/Credit/Charges with "5,000.00" quoted, a send reversed two
// days later (both rows stand), a pending last row, opening/closing at the top.
export function case18(): Case {
  const r = rng(1818);
  const wallet = `94${r.digits(7)}`;
  const opening = 2_350_000;
  const rows = walletRows(r, {
    from: '2026-11-01', to: '2026-11-27', count: 20, opening, idPrefix: 'UM', failed: 0.08,
    fee: (k, c) => (k === 'send' ? tierFee(c) : k === 'cashout' ? Math.max(10_000, Math.round(-c * 0.01)) : 0),
  });
  const reversed = rows.find((w) => w.kind === 'send' && w.status === 'ok');
  if (reversed === undefined) throw new Error('case18 needs a send');
  const reversal: WRow = { ...reversed, id: `${reversed.id}R`, kind: 'receive', date: addDays(reversed.date, 2), time: '10:02:11', cents: -reversed.cents + reversed.fee, fee: 0 };
  const pendingRow: WRow = { ...reversed, id: 'UM2611329874', phone: '927310458', date: '2026-11-30', time: '22:41:05', cents: -1_500_000, fee: tierFee(-1_500_000), status: 'pending' };
  const all = [...rows, reversal, pendingRow].sort((a, b) => (`${a.date} ${a.time}` < `${b.date} ${b.time}` ? -1 : 1));
  rebalance(all, opening);
  const describe = (w: WRow): string => {
    if (w === reversal) return `Reversal of ${reversed.id}`;
    switch (w.kind) {
      case 'send': return `Money sent to ${w.phone}`;
      case 'receive': return `Money received from ${w.phone}`;
      case 'airtime': return `Airtime top-up ${w.phone}`;
      case 'bill': return `Payment ${w.biller}`;
      case 'merchant': return `Merchant payment ${w.biller}`;
      case 'cashin': return 'Cash deposit at agent';
      case 'cashout': return 'Cash withdrawal at agent';
      case 'bankin': return 'Transfer from bank account';
    }
  };
  const status = { ok: 'Successful', failed: 'Failed', pending: 'Pending', cancelled: 'Cancelled' } as const;
  const movs = walletMovements(all, describe, true);
  const closing = opening + sum(movs);
  const lines = [
    delimited(['Unitel Money - Account Statement'], ','),
    delimited(['Wallet', wallet], ','),
    delimited(['Opening Balance', money(opening, EN)], ','),
    delimited(['Closing Balance', money(closing, EN)], ','),
    '',
    'Date,Time,Reference,Description,Debit,Credit,Charges,Status,Balance',
  ];
  for (const w of all) lines.push(delimited([dmy(w.date), w.time, w.id, describe(w), w.cents < 0 ? money(-w.cents, EN) : '', w.cents > 0 ? money(w.cents, EN) : '', money(w.fee, EN), status[w.status], money(w.balance, EN)], ',', true));
  return {
    name: '18-unitel-money-english-reversal', ext: 'csv', bytes: encode(lines.join(CRLF) + CRLF, 'utf8bom'),
    expected: { format: 'csv', kind: 'mobile_money', institution: 'Unitel Money', iban: null, wallet, currency: 'AOA', opening, closing, movements: movs, lenient: ['balance'] },
  };
}
