// Bank text exports 07–12.
import { COMPANIES, type Event, PEOPLE, keepPositive, month } from './activity';
import {
  type Case, type Movement, PLAIN, PT, PT_SPACE, clock, dMonY, delimited, dmy, encode, ibanSpaced, makeIban, money, rng, withBalances,
} from './common';
import { words } from './words';

const CRLF = '\r\n';

// 07 — Keve: a Tipo column (Débito/Crédito) with unsigned amounts, no balance, totals and a count
// of movements under the table, UTF-8 with BOM.
export function case07(): Case {
  const r = rng(707);
  const iban = makeIban('0047', r);
  const events = month(r, { from: '2026-11-01', to: '2026-11-30', count: 22, currency: 'AOA', fees: true, kinds: ['trfIn', 'trfIn', 'trfIn', 'trfOut', 'trfOut', 'utility', 'cheque', 'deposit', 'tpa'] });
  const movs: Movement[] = events.map((e) => ({ date: e.date, cents: e.cents, description: words(e.act, 'caps'), balance: null }));
  const row = (cells: string[]): string => delimited(cells, ';');
  const lines = [
    row(['Banco Keve, S.A.', '', '', '', '']),
    row(['Extracto de conta', '', '', '', '']),
    row(['Cliente', 'KISSAMA AGRO LDA', '', '', '']),
    row(['NIF', '5417098312', '', '', '']),
    row(['IBAN', ibanSpaced(iban), '', '', '']),
    row(['Período', '01/11/2026 - 30/11/2026', '', '', '']),
    row(['Data Operação', 'Data Valor', 'Tipo', 'Descrição', 'Valor (AOA)']),
  ];
  for (const m of movs) lines.push(row([dmy(m.date), dmy(m.date), m.cents < 0 ? 'Débito' : 'Crédito', m.description, money(Math.abs(m.cents), PT)]));
  const debits = movs.filter((m) => m.cents < 0).reduce((s, m) => s - m.cents, 0);
  const credits = movs.filter((m) => m.cents > 0).reduce((s, m) => s + m.cents, 0);
  lines.push(row(['', '', '', '', '']), row(['Total Débitos', '', '', '', money(debits, PT)]), row(['Total Créditos', '', '', '', money(credits, PT)]), row(['Nº de Movimentos', '', '', '', String(movs.length)]));
  return {
    name: '07-keve-type-column-totals', ext: 'csv', bytes: encode(lines.join(CRLF) + CRLF, 'utf8bom'),
    expected: { format: 'csv', kind: 'bank', institution: 'Keve', iban, wallet: null, currency: 'AOA', opening: null, closing: null, movements: movs, lenient: [] },
  };
}

// 08 — Standard Bank, EUR account, English, "05 Oct 2026" dates, Money Out before Money In,
// balance brought/carried forward rows.
export function case08(): Case {
  const r = rng(808);
  const iban = makeIban('0060', r);
  const opening = 845_020;
  const events = keepPositive(month(r, { from: '2026-10-01', to: '2026-10-31', count: 12, currency: 'EUR', fees: true, kinds: ['trfIn', 'trfOut', 'card', 'card', 'atm'] }), opening, 20_000);
  const movs = withBalances(opening, events.map((e) => ({ date: e.date, cents: e.cents, description: words(e.act, 'en') })));
  const closing = movs.at(-1)?.balance ?? opening;
  const row = (cells: string[]): string => delimited(cells, ',');
  const lines = [
    'Standard Bank Angola',
    'Statement of Account',
    'Account name: MUKUAXI CONSULTORES LDA',
    `Account number: ${iban.slice(8, 21)}`,
    `IBAN: ${iban}`,
    'Currency: EUR',
    'Statement period: 01 Oct 2026 - 31 Oct 2026',
    '',
    row(['Date', 'Description', 'Reference', 'Money Out', 'Money In', 'Balance']),
    row([dMonY('2026-10-01', 'en'), 'BALANCE BROUGHT FORWARD', '', '', '', money(opening, PLAIN)]),
  ];
  for (const m of movs) lines.push(row([dMonY(m.date, 'en'), m.description, `SBA${r.digits(8)}`, m.cents < 0 ? money(-m.cents, PLAIN) : '', m.cents > 0 ? money(m.cents, PLAIN) : '', money(m.balance ?? 0, PLAIN)]));
  lines.push(row([dMonY('2026-10-31', 'en'), 'BALANCE CARRIED FORWARD', '', '', '', money(closing, PLAIN)]));
  return {
    name: '08-standard-bank-eur-english', ext: 'csv', bytes: encode(lines.join('\n') + '\n', 'utf8'),
    expected: { format: 'csv', kind: 'bank', institution: 'Standard Bank', iban, wallet: null, currency: 'EUR', opening, closing, movements: movs, lenient: [] },
  };
}

// 09 — BNI: one amount column with debits in parentheses, Portuguese month abbreviations over two
// months (Set/Out/Nov), opening and closing balances in sentences around the table.
export function case09(): Case {
  const r = rng(909);
  const iban = makeIban('0052', r);
  const opening = 100_000_000;
  const a = month(r, { from: '2026-09-15', to: '2026-10-14', count: 15, currency: 'AOA', salary: '2026-09-25', fees: true });
  const b = month(r, { from: '2026-10-15', to: '2026-11-14', count: 15, currency: 'AOA', salary: '2026-10-23' });
  const events = keepPositive([...a, ...b], opening);
  const movs = withBalances(opening, events.map((e) => ({ date: e.date, cents: e.cents, description: words(e.act, 'caps') })));
  const closing = movs.at(-1)?.balance ?? opening;
  const amt = (c: number): string => money(c, { ...PT, neg: 'parens' });
  const lines = [
    'BNI - Banco de Negócios Internacional, S.A.',
    'Extracto Integrado',
    'Titular: HELENA SAKAITA',
    `IBAN: ${ibanSpaced(iban)}`,
    'Período: 15 Set 2026 a 14 Nov 2026',
    `Saldo Inicial: ${money(opening, PT)} Kz`,
    '',
    'Data;Descrição;Montante;Saldo',
  ];
  for (const m of movs) lines.push(delimited([dMonY(m.date, 'pt'), m.description, amt(m.cents), amt(m.balance ?? 0)], ';'));
  lines.push('', `Saldo Final: ${money(closing, PT)} Kz`);
  return {
    name: '09-bni-parentheses-pt-months', ext: 'csv', bytes: encode(lines.join(CRLF) + CRLF, 'utf8'),
    expected: { format: 'csv', kind: 'bank', institution: 'BNI', iban, wallet: null, currency: 'AOA', opening, closing, movements: movs, lenient: [] },
  };
}

// 10 — Banco Económico, Windows-1252: date and time, description continued on lines with no
// date, blank lines between records, "Saldo Anterior" as the first row.
export function case10(): Case {
  const r = rng(1010);
  const iban = makeIban('0045', r);
  const opening = 35_000_000;
  const events: Event[] = keepPositive(month(r, { from: '2026-10-01', to: '2026-10-31', count: 20, currency: 'AOA', salary: '2026-10-27', fees: true }), opening);
  const row = (cells: string[]): string => delimited(cells, ';');
  const lines = [
    row(['Banco Económico, S.A.', '', '', '', '']),
    row(['Extracto de Conta', '', '', '', '']),
    row(['Conta N.º', iban.slice(8, 21), '', '', '']),
    row(['IBAN', ibanSpaced(iban), '', '', '']),
    row(['Titular', 'FRANCISCO MIGUEL CANGA', '', '', '']),
    row(['', '', '', '', '']),
    row(['Data/Hora', 'Descrição', 'Débito', 'Crédito', 'Saldo']),
    row(['01/10/2026 00:00:00', 'Saldo Anterior', '', '', money(opening, PT)]),
  ];
  const items: { date: string; cents: number; description: string }[] = [];
  let bal = opening;
  for (const e of events) {
    let parts: string[];
    switch (e.act.k) {
      case 'trfIn': parts = ['Transferência recebida', `De: ${e.act.from}`, `Ref: ${e.act.ref}`]; break;
      case 'trfOut': parts = ['Transferência emitida', `Para: ${e.act.to}`, `Ref: ${e.act.ref}`]; break;
      case 'salary': parts = ['Transferência recebida', `De: ${e.act.payer}`, `Descritivo: SALARIO ${e.act.ref}`]; break;
      case 'tpa': parts = ['Compra TPA', `${e.act.merchant} ${e.act.city}`]; break;
      case 'atm': parts = ['Levantamento ATM', `${e.act.place} ${e.act.atm}`]; break;
      default: parts = [words(e.act, 'accents')];
    }
    bal += e.cents;
    items.push({ date: e.date, cents: e.cents, description: parts.join(' ') });
    lines.push(row([`${dmy(e.date)} ${clock(r)}:${String(r.int(0, 59)).padStart(2, '0')}`, parts[0] ?? '', e.cents < 0 ? money(-e.cents, PT) : '', e.cents > 0 ? money(e.cents, PT) : '', money(bal, PT)]));
    for (const more of parts.slice(1)) lines.push(row(['', more, '', '', '']));
    if (parts.length > 1 && r.chance(0.5)) lines.push(row(['', '', '', '', '']));
  }
  return {
    name: '10-economico-cp1252-continuation-lines', ext: 'csv', bytes: encode(lines.join(CRLF) + CRLF, 'cp1252'),
    expected: { format: 'csv', kind: 'bank', institution: 'Banco Económico', iban, wallet: null, currency: 'AOA', opening, closing: null, movements: withBalances(opening, items), lenient: [] },
  };
}

// 11 — Caixa Angola, USD: commas between fields and decimal commas inside quotes, debits written
// negative inside the Débito column, ISO dates, a summary block at the bottom.
export function case11(): Case {
  const r = rng(1111);
  const iban = makeIban('0004', r);
  const opening = 1_234_567;
  const events = keepPositive(month(r, { from: '2026-11-01', to: '2026-11-30', count: 10, currency: 'USD', fees: true, kinds: ['trfIn', 'trfOut', 'trfOut', 'card'] }), opening, 50_000);
  const movs = withBalances(opening, events.map((e) => ({ date: e.date, cents: e.cents, description: words(e.act, 'caps') })));
  const closing = movs.at(-1)?.balance ?? opening;
  const row = (cells: string[]): string => delimited(cells, ',');
  const lines = [
    'CAIXA GERAL ANGOLA',
    'Extracto de Conta - USD',
    row(['IBAN', ibanSpaced(iban)]),
    row(['Titular', r.pick(COMPANIES)]),
    row(['Data Início', '2026-11-01']),
    row(['Data Fim', '2026-11-30']),
    '',
    row(['Data', 'Descrição', 'Débito', 'Crédito', 'Saldo']),
  ];
  for (const m of movs) lines.push(row([m.date, m.description, m.cents < 0 ? money(m.cents, PT) : '', m.cents > 0 ? money(m.cents, PT) : '', money(m.balance ?? 0, PT)]));
  const debits = movs.filter((m) => m.cents < 0).reduce((s, m) => s + m.cents, 0);
  const credits = movs.filter((m) => m.cents > 0).reduce((s, m) => s + m.cents, 0);
  lines.push('', 'Resumo', row(['Saldo Inicial', money(opening, PT)]), row(['Total Débitos', money(debits, PT)]), row(['Total Créditos', money(credits, PT)]), row(['Saldo Final', money(closing, PT)]));
  return {
    name: '11-caixa-angola-usd-quoted-decimal-comma', ext: 'csv', bytes: encode(lines.join(CRLF) + CRLF, 'utf8'),
    expected: { format: 'csv', kind: 'bank', institution: 'Caixa Angola', iban, wallet: null, currency: 'USD', opening, closing, movements: movs, lenient: [] },
  };
}

// 12 — Banco Yetu: newest first, ISO dates with times, signed amounts with a plus on credits and
// space thousands, the period's balances in sentences at the top and bottom.
export function case12(): Case {
  const r = rng(1212);
  const iban = makeIban('0066', r);
  const opening = 23_456_789;
  const events = keepPositive(month(r, { from: '2026-11-01', to: '2026-11-30', count: 35, currency: 'AOA', salary: '2026-11-25', fees: true, loan: '2026-11-05' }), opening);
  const movs = withBalances(opening, events.map((e) => ({ date: e.date, cents: e.cents, description: words(e.act, 'title') })));
  const closing = movs.at(-1)?.balance ?? opening;
  const newestFirst = [...movs].reverse();
  const times = new Map(events.map((e, i) => [i, e.time] as const));
  const lines = [
    'Banco Yetu;;;',
    `Conta: ${ibanSpaced(iban)} (Kz);;;`,
    `Titular: ${r.pick(PEOPLE)};;;`,
    `Saldo final do período (30/11/2026): ${money(closing, PT_SPACE)} Kz;;;`,
    ';;;',
    'Data;Descrição;Valor;Saldo após movimento',
  ];
  newestFirst.forEach((m, j) => {
    const i = movs.length - 1 - j;
    lines.push(delimited([`${m.date} ${times.get(i) ?? '00:00'}`, m.description, money(m.cents, { ...PT_SPACE, plus: true }), money(m.balance ?? 0, PT_SPACE)], ';'));
  });
  lines.push(';;;', `Saldo inicial do período (01/11/2026): ${money(opening, PT_SPACE)} Kz;;;`);
  return {
    name: '12-yetu-newest-first-signed', ext: 'csv', bytes: encode(lines.join('\n') + '\n', 'utf8'),
    expected: { format: 'csv', kind: 'bank', institution: 'Banco Yetu', iban, wallet: null, currency: 'AOA', opening, closing, movements: newestFirst, lenient: ['order'] },
  };
}
