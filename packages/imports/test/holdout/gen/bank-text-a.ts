// Bank text exports 01–06: CSV/TSV/TXT the way Angolan online banking and host systems write them.
import { type Event, keepPositive, month } from './activity';
import {
  type Case, type Movement, EN, PLAIN, PLAIN_COMMA, PT, PT_NBSP, addDays, delimited, dmy, encode, ibanSpaced, makeIban, money, rng, withBalances,
} from './common';
import { words } from './words';

const CRLF = '\r\n';

// 01 — BAI, Windows-1252, ";" with a preamble, Saldo inicial/final rows and totals under the table.
export function case01(): Case {
  const r = rng(101);
  const iban = makeIban('0040', r);
  const opening = 124_530_050;
  const events = keepPositive(month(r, { from: '2026-10-01', to: '2026-10-31', count: 26, currency: 'AOA', salary: '2026-10-23', fees: true }), opening);
  const movs = withBalances(opening, events.map((e) => ({ date: e.date, cents: e.cents, description: words(e.act, 'accents') })));
  const closing = movs.at(-1)?.balance ?? opening;
  const pad = (cells: string[]): string => delimited([...cells, '', '', '', '', '', ''].slice(0, 6), ';');
  const lines = [
    pad(['BANCO ANGOLANO DE INVESTIMENTOS, S.A.']),
    pad(['EXTRACTO DE CONTA À ORDEM']),
    pad([]),
    pad(['Titular:', 'JOSÉ ANTÓNIO MBALA QUIZEMBA']),
    pad(['NIF:', '004512378LA041']),
    pad(['Nº Conta:', `${iban.slice(8, 16)}.10.001`]),
    pad(['IBAN:', ibanSpaced(iban)]),
    pad(['Moeda:', 'AOA']),
    pad(['Período:', '01/10/2026 a 31/10/2026']),
    pad(['Data de emissão:', '03/11/2026 10:14']),
    pad([]),
    pad(['Data Mov.', 'Data Valor', 'Descritivo', 'Débito', 'Crédito', 'Saldo']),
    pad(['01/10/2026', '01/10/2026', 'SALDO INICIAL', '', '', money(opening, PT)]),
  ];
  events.forEach((e, i) => {
    const m = movs[i];
    if (m === undefined) return;
    const valueDate = e.act.k === 'trfIn' || e.act.k === 'cheque' ? addDays(e.date, 1) : e.date;
    lines.push(pad([dmy(e.date), dmy(valueDate), m.description, m.cents < 0 ? money(-m.cents, PT) : '', m.cents > 0 ? money(m.cents, PT) : '', money(m.balance ?? 0, PT)]));
  });
  const debits = movs.filter((m) => m.cents < 0).reduce((s, m) => s - m.cents, 0);
  const credits = movs.filter((m) => m.cents > 0).reduce((s, m) => s + m.cents, 0);
  lines.push(pad(['31/10/2026', '31/10/2026', 'SALDO FINAL', '', '', money(closing, PT)]));
  lines.push(pad([]));
  lines.push(pad(['Total de Débitos:', '', '', money(debits, PT), '', '']));
  lines.push(pad(['Total de Créditos:', '', '', '', money(credits, PT), '']));
  return {
    name: '01-bai-cp1252-semicolon', ext: 'csv', bytes: encode(lines.join(CRLF) + CRLF, 'cp1252'),
    expected: { format: 'csv', kind: 'bank', institution: 'BAI', iban, wallet: null, currency: 'AOA', opening, closing, movements: movs, lenient: [] },
  };
}

// 02 — BFA, Excel "Unicode text" (UTF-16LE, tabs), newest first, one signed column with
// non-breaking-space thousands, a description with quotes, currency written "KZ".
export function case02(): Case {
  const r = rng(202);
  const iban = makeIban('0006', r);
  const opening = 31_874_515;
  const events = keepPositive(month(r, { from: '2026-09-01', to: '2026-09-30', count: 30, currency: 'AOA', salary: '2026-09-25', fees: true, loan: '2026-09-10' }), opening);
  const movs = withBalances(opening, events.map((e) => ({ date: e.date, cents: e.cents, description: words(e.act, 'title') })));
  const quoted = movs.find((m) => m.description.startsWith('Compra POS'));
  if (quoted !== undefined) quoted.description = 'Compra POS - Loja "O Kambas" Talatona';
  const row = (cells: string[]): string => delimited(cells, '\t');
  const lines = [
    row(['Banco de Fomento Angola', '', '', '', '']),
    row(['Consulta de Movimentos', '', '', '', '']),
    row(['', '', '', '', '']),
    row(['Nome', 'CELESTINA MUHONGO', '', '', '']),
    row(['IBAN', ibanSpaced(iban), '', '', '']),
    row(['Moeda', 'KZ', '', '', '']),
    row(['Período', '01-09-2026 a 30-09-2026', '', '', '']),
    row(['', '', '', '', '']),
    row(['Data Mov.', 'Data Valor', 'Descrição', 'Montante (KZ)', 'Saldo Contabilístico (KZ)']),
  ];
  const newestFirst = [...movs].reverse();
  for (const m of newestFirst) lines.push(row([dmy(m.date, '-'), dmy(m.date, '-'), m.description, money(m.cents, PT_NBSP), money(m.balance ?? 0, PT_NBSP)]));
  return {
    name: '02-bfa-unicode-text-newest-first', ext: 'txt', bytes: encode(lines.join(CRLF) + CRLF, 'utf16le'),
    expected: { format: 'csv', kind: 'bank', institution: 'BFA', iban, wallet: null, currency: 'AOA', opening: null, closing: null, movements: newestFirst, lenient: ['order'] },
  };
}

// 03 — BIC, USD company account, English headers, "1,234.56" quoted, ISO dates, UTF-8 with BOM,
// opening and closing balances as rows above the table.
export function case03(): Case {
  const r = rng(303);
  const iban = makeIban('0051', r);
  const opening = 1_234_567;
  const events = keepPositive(month(r, { from: '2026-10-01', to: '2026-10-31', count: 15, currency: 'USD', fees: true, kinds: ['trfIn', 'trfIn', 'trfOut', 'trfOut', 'card', 'card', 'atm'] }), opening, 50_000);
  const movs = withBalances(opening, events.map((e) => ({ date: e.date, cents: e.cents, description: words(e.act, 'en') })));
  const closing = movs.at(-1)?.balance ?? opening;
  const row = (cells: string[]): string => delimited(cells, ',');
  const lines = [
    'Banco BIC, S.A.',
    'Account Statement',
    row(['Account Holder', 'NGOLA DIGITAL, SA']),
    row(['Account Number', iban.slice(8, 21)]),
    row(['IBAN', ibanSpaced(iban)]),
    row(['Currency', 'USD']),
    row(['Period', '2026-10-01 to 2026-10-31']),
    row(['Opening Balance', money(opening, EN)]),
    row(['Closing Balance', money(closing, EN)]),
    '',
    row(['Posting Date', 'Value Date', 'Description', 'Reference', 'Debit', 'Credit', 'Balance']),
  ];
  events.forEach((e, i) => {
    const m = movs[i];
    if (m === undefined) return;
    const ref = `FT26${e.date.slice(5, 7)}${r.digits(6)}`;
    lines.push(row([m.date, e.act.k === 'trfIn' ? addDays(m.date, 1) : m.date, m.description, ref, m.cents < 0 ? money(-m.cents, EN) : '', m.cents > 0 ? money(m.cents, EN) : '', money(m.balance ?? 0, EN)]));
  });
  return {
    name: '03-bic-usd-english-bom', ext: 'csv', bytes: encode(lines.join(CRLF) + CRLF, 'utf8bom'),
    expected: { format: 'csv', kind: 'bank', institution: 'BIC', iban, wallet: null, currency: 'USD', opening, closing, movements: movs, lenient: [] },
  };
}

/** Splits at word boundaries into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const w of text.split(' ')) {
    if (line !== '' && line.length + 1 + w.length > width) { out.push(line); line = w; } else line = line === '' ? w : `${line} ${w}`;
  }
  if (line !== '') out.push(line);
  return out;
}

// 04 — Atlântico host report in fixed-width text: two pages split by a form feed, the header on
// each page, trailing-minus amounts, wrapped descriptions, carries and totals.
export function case04(): Case {
  const r = rng(404);
  const iban = makeIban('0055', r);
  const opening = 123_456_789;
  const events = keepPositive(month(r, { from: '2026-10-01', to: '2026-10-31', count: 40, currency: 'AOA', salary: '2026-10-26', fees: true }), opening);
  const movs = withBalances(opening, events.map((e) => ({ date: e.date, cents: e.cents, description: words(e.act, 'caps') })));
  const closing = movs.at(-1)?.balance ?? opening;
  // Digits stay aligned: a credit keeps a blank where a debit has its trailing minus.
  const amt = (c: number): string => (c < 0 ? money(c, { ...PT, neg: 'trailing' }) : `${money(c, PT)} `);
  const line = (date: string, value: string, desc: string, amount: string, bal: string): string =>
    `${date.padEnd(8)} ${value.padEnd(8)} ${desc.padEnd(38)} ${amount.padStart(15)} ${bal.padStart(16)}`.trimEnd();
  const rule = '-'.repeat(90);
  const header = (page: number): string[] => [
    `BANCO MILLENNIUM ATLANTICO, S.A.${' '.repeat(46)}PAG.: ${String(page).padStart(4)}`,
    `EXTRACTO DE CONTA A ORDEM${' '.repeat(50)}DATA: 02/11/26`,
    'CLIENTE : 000731245  ROSA MARIA TCHIPILICA',
    `CONTA   : ${iban.slice(8, 21)}  AOA   IBAN: ${ibanSpaced(iban)}`,
    'PERIODO : 01/10/26 A 31/10/26',
    rule,
    line('DATA', 'VALOR', 'DESCRITIVO', 'MONTANTE', 'SALDO'),
    rule,
  ];
  const pages: string[][] = [[...header(1), line('', '', 'SALDO ANTERIOR', '', amt(opening))]];
  let used = 0;
  movs.forEach((m, i) => {
    const parts = wrap(m.description, 38);
    let page = pages.at(-1) ?? [];
    if (used + parts.length > 30) {
      page.push(line('', '', 'A TRANSPORTAR', '', amt(movs[i - 1]?.balance ?? opening)));
      page = [...header(pages.length + 1), line('', '', 'TRANSPORTE', '', amt(movs[i - 1]?.balance ?? opening))];
      pages.push(page);
      used = 0;
    }
    page.push(line(dmy(m.date, '/', true), dmy(m.date, '/', true), parts[0] ?? '', amt(m.cents), amt(m.balance ?? 0)));
    for (const more of parts.slice(1)) page.push(line('', '', more, '', ''));
    used += parts.length;
  });
  const last = pages.at(-1) ?? [];
  const debits = movs.filter((m) => m.cents < 0).reduce((s, m) => s - m.cents, 0);
  const credits = movs.filter((m) => m.cents > 0).reduce((s, m) => s + m.cents, 0);
  last.push(line('', '', 'SALDO FINAL', '', amt(closing)), rule, `TOTAL DEBITOS: ${money(debits, PT).padStart(16)}     TOTAL CREDITOS: ${money(credits, PT).padStart(16)}`, `NUM. MOVIMENTOS: ${movs.length}`);
  const text = pages.map((p) => p.join(CRLF)).join(`${CRLF}\f`) + CRLF;
  return {
    name: '04-atlantico-fixed-width-report', ext: 'txt', bytes: encode(text, 'utf8'),
    expected: { format: 'csv', kind: 'bank', institution: 'Atlântico', iban, wallet: null, currency: 'AOA', opening, closing, movements: movs, lenient: [] },
  };
}

// 05 — BPC: amount and balance each followed by a D/C column, the balance going into overdraft,
// yy dates with dashes, the opening balance in the preamble and the closing under the table.
export function case05(): Case {
  const r = rng(505);
  const iban = makeIban('0010', r);
  const opening = 4_500_000;
  const events = month(r, { from: '2026-10-01', to: '2026-10-31', count: 20, currency: 'AOA', salary: '2026-10-28', fees: true, kinds: ['tpa', 'tpa', 'atm', 'trfOut', 'utility', 'airtime', 'mcx'] });
  const movs = withBalances(opening, events.map((e) => ({ date: e.date, cents: e.cents, description: words(e.act, 'caps') })));
  const closing = movs.at(-1)?.balance ?? opening;
  const dc = (c: number): [string, string] => [money(Math.abs(c), PLAIN_COMMA), c < 0 ? 'D' : 'C'];
  const lines = [
    'BANCO DE POUPANCA E CREDITO, S.A.',
    'EXTRACTO DE MOVIMENTOS',
    `CONTA: ${iban.slice(8, 23)};MOEDA: AOA`,
    `IBAN: ${ibanSpaced(iban)}`,
    'TITULAR: DOMINGOS VUNGE FILIPE',
    'PERIODO: 01-10-26 A 31-10-26',
    `SALDO ANTERIOR: ${money(opening, PT)} C`,
    '',
    'DATA;DESCRICAO;N. DOCUMENTO;VALOR;D/C;SALDO;D/C',
  ];
  for (const m of movs) lines.push(delimited([dmy(m.date, '-', true), m.description, r.digits(6), ...dc(m.cents), ...dc(m.balance ?? 0)], ';'));
  lines.push('', `SALDO FINAL: ${money(Math.abs(closing), PT)} ${closing < 0 ? 'D' : 'C'}`);
  return {
    name: '05-bpc-dc-columns-overdraft', ext: 'csv', bytes: encode(lines.join(CRLF) + CRLF, 'utf8'),
    expected: { format: 'csv', kind: 'bank', institution: 'BPC', iban, wallet: null, currency: 'AOA', opening, closing, movements: movs, lenient: [] },
  };
}

// 06 — Banco Sol: comma-separated, quoted descriptions spread over several lines, dd.mm.yyyy,
// plain "-1234.56" numbers, the opening balance only in a sentence.
export function case06(): Case {
  const r = rng(606);
  const iban = makeIban('0044', r);
  const opening = 1_523_040;
  const events: Event[] = keepPositive(month(r, { from: '2026-10-01', to: '2026-10-31', count: 18, currency: 'AOA', salary: '2026-10-26', kinds: ['tpa', 'tpa', 'trfIn', 'trfOut', 'trfOut', 'atm', 'airtime'] }), opening);
  const lines: string[] = [
    delimited(['Banco Sol, S.A. - Extracto de Conta'], ','),
    delimited([`Conta: ${ibanSpaced(iban)}`], ','),
    delimited(['Titular: ALBERTINA CAXALA'], ','),
    delimited([`Saldo contabilístico inicial em 01.10.2026: ${money(opening, PLAIN)} AOA`], ','),
    '',
    'Data,Descrição,Valor,Saldo',
  ];
  const items: { date: string; cents: number; description: string }[] = [];
  let bal = opening;
  for (const e of events) {
    let cell: string;
    if (e.act.k === 'trfIn') cell = `TRANSFERENCIA RECEBIDA\nDE: ${e.act.from}\nREF: 2026/${e.act.ref.slice(0, 4)}`;
    else if (e.act.k === 'trfOut') cell = `TRANSFERENCIA ENVIADA\nPARA: ${e.act.to}\nMOTIVO: ${r.pick(['RENDA', 'PROPINA', 'AJUDA FAMILIA', 'EMPRESTIMO'])}`;
    else if (e.act.k === 'salary') cell = `CREDITO SALARIO\n${e.act.payer}`;
    else cell = words(e.act, 'caps');
    bal += e.cents;
    items.push({ date: e.date, cents: e.cents, description: cell.replace(/\n/g, ' ') });
    lines.push(delimited([dmy(e.date, '.'), cell, money(e.cents, PLAIN), money(bal, PLAIN)], ','));
  }
  const movs: Movement[] = withBalances(opening, items);
  return {
    name: '06-sol-multiline-quoted', ext: 'csv', bytes: encode(lines.join(CRLF) + CRLF, 'utf8'),
    expected: { format: 'csv', kind: 'bank', institution: 'Banco Sol', iban, wallet: null, currency: 'AOA', opening, closing: null, movements: movs, lenient: [] },
  };
}
