// Bank exports as text, cases 01–06: CSV with preambles, a host-system fixed-width report with
// page breaks, UTF-16 TSV with D/C columns, an English USD export, a pipe report with parentheses.
import { openingFor, addDays, dMonY, dmy, EN_MONTHS, expected, iban, ibanSpaced, money, padL, padR, PT_MONTHS, Rng, signed, sum, withBalances, type Case, type Mov } from './common';
import { cp1252, crlf, lf, row, utf16leBom, utf8, utf8Bom } from './encode';
import { insertByDate, wrap } from './insert';
import { PEOPLE } from './names';
import { series } from './series';
import { hostCaps, onlineSentence, salary } from './templates';

// 01 — BAI online banking CSV: preamble, ';', BOM, Saldo Inicial/Final rows, a ';' inside a quoted description.
const c01: Case = {
  name: '01-bai-directo-movimentos', ext: 'csv',
  build: () => {
    const r = new Rng(101);
    const acct = iban('0040', '0000', `0${r.digits(10)}`);
    let bare = series(r, '2026-10-01', 31, 24, hostCaps());
    bare = insertByDate(bare, [
      { date: '2026-10-24', cents: 48750000, description: salary(r, 'OUTUBRO 2026') },
      { date: '2026-10-31', cents: -100000, description: 'COMISSAO MANUTENCAO DE CONTA' },
      { date: '2026-10-31', cents: -14000, description: 'IVA 14% S/ COMISSAO' },
    ]);
    const quirky = bare[5];
    if (quirky) quirky.description = `TRF. SPTR RECEBIDA DE ${PEOPLE[3].toUpperCase()}; RENDA OUT/2026`;
    if (quirky) quirky.cents = Math.abs(quirky.cents);
    const opening = openingFor(bare, 34567890);
    const movs = withBalances(opening, bare);
    const closing = opening + sum(movs);
    const sep = ';';
    const lines = [
      'Banco Angolano de Investimentos;;;;;',
      'Consulta de Movimentos;;;;;',
      `Conta;Conta à Ordem Particulares nº ${acct.slice(12, 23)};;;;`,
      `IBAN;${ibanSpaced(acct)};;;;`,
      'Moeda;AOA;;;;',
      'Período;01/10/2026 a 31/10/2026;;;;',
      ';;;;;',
      'Data Mov.;Data Valor;Descritivo;Débito;Crédito;Saldo Contabilístico',
      row(['01/10/2026', '01/10/2026', 'Saldo Inicial', '', '', money(opening, 'pt')], sep),
    ];
    movs.forEach((m, i) => {
      const value = i % 4 === 1 ? addDays(m.date, 1) : m.date;
      lines.push(row([dmy(m.date), dmy(value), m.description, m.cents < 0 ? money(m.cents, 'pt') : '', m.cents > 0 ? money(m.cents, 'pt') : '', money(m.balance ?? 0, 'pt')], sep));
    });
    lines.push(row(['31/10/2026', '31/10/2026', 'Saldo Final', '', '', money(closing, 'pt')], sep));
    return {
      bytes: utf8Bom(crlf(lines)),
      expected: expected({ format: 'csv', kind: 'bank', institution: 'Banco Angolano de Investimentos', iban: acct, currency: 'AOA', opening, closing, movs }),
    };
  },
};

// 02 — BFA: Windows-1252, ',' with every field quoted, comma decimals, newest first.
const c02: Case = {
  name: '02-bfa-net-recentes-primeiro', ext: 'csv',
  build: () => {
    const r = new Rng(202);
    const acctNo = `${r.digits(7)}10001`;
    const acct = iban('0006', '0000', r.digits(11));
    let bare = series(r, '2026-10-01', 31, 30, onlineSentence());
    bare = insertByDate(bare, [
      { date: '2026-10-27', cents: 61234500, description: 'Transferência recebida - Salário Outubro MWANGOLE LOGISTICA SA' },
      { date: '2026-10-30', cents: -250000, description: 'Comissão de manutenção de conta' },
      { date: '2026-10-30', cents: -35000, description: 'IVA s/ comissão de manutenção' },
    ]);
    const movs = withBalances(openingFor(bare, 18250075), bare);
    const sep = ',';
    const lines = [
      '"BFA - Banco de Fomento Angola, S.A."',
      '"Extracto de Movimentos"',
      `"Nº Conta","${acctNo.slice(0, 7)}.10.001"`,
      `"IBAN","${acct}"`,
      '"Titular","Kiesse Luvualu"',
      '"Moeda","Kwanza (AOA)"',
      '"Data de emissão","01-11-2026 09:14"',
      '',
      row(['Data Movimento', 'Data Valor', 'Descrição', 'Montante', 'Saldo'], sep, true),
    ];
    const newestFirst = [...movs].reverse();
    for (const m of newestFirst) lines.push(row([dmy(m.date, '-'), dmy(m.date, '-'), m.description, signed(m.cents, 'pt'), signed(m.balance ?? 0, 'pt')], sep, true));
    return {
      bytes: cp1252(crlf(lines)),
      expected: expected({ format: 'csv', kind: 'bank', institution: 'Banco de Fomento Angola', iban: acct, currency: 'AOA', opening: null, closing: null, movs: newestFirst, lenient: ['order'] }),
    };
  },
};

// 03 — BPC host report: fixed width, Windows-1252, form feeds, header per page, carries with
// debit/credit page totals, D/C letter columns, descriptions wrapped onto continuation lines.
const c03: Case = {
  name: '03-bpc-relatorio-host-paginas', ext: 'txt',
  build: () => {
    const r = new Rng(303);
    const branch = '0123';
    const acct = iban('0010', branch, `0${r.digits(10)}`);
    let bare = series(r, '2026-11-01', 30, 40, hostCaps());
    bare = bare.map((m, i) => (i % 7 === 3 ? { ...m, description: `${m.description} REF ${r.digits(13)} ${r.pick(['PAGAMENTO RENDA NOVEMBRO', 'MENSALIDADE COLEGIO', 'REEMBOLSO DESPESAS VIAGEM', 'CONTRIBUICAO FAMILIAR'])}` } : m));
    bare = insertByDate(bare, [
      { date: '2026-11-25', cents: 39500000, description: 'TRANSFERÊNCIA ORDENADO NOVEMBRO NGUIMBI CONSTRUCOES LDA' },
      { date: '2026-11-30', cents: -150000, description: 'COMISSÃO MANUTENÇÃO CONTA' },
      { date: '2026-11-30', cents: -21000, description: 'IVA S/ COMISSÃO' },
    ]);
    const opening = openingFor(bare, 123456789);
    const movs = withBalances(opening, bare);
    const closing = opening + sum(movs);
    const W = { date: 8, desc: 40, amt: 17, bal: 19 };
    const line = (d1: string, d2: string, desc: string, amt: string, dc: string, bal: string, bdc: string): string =>
      `${padR(d1, W.date)}  ${padR(d2, W.date)}  ${padR(desc, W.desc)} ${padL(amt, W.amt)} ${padR(dc, 1)} ${padL(bal, W.bal)} ${bdc}`.trimEnd();
    const perPage = 17;
    const pages: string[][] = [];
    let cur: string[] = [];
    let used = 0;
    const header = (n: number): string[] => [
      `BANCO DE POUPANÇA E CRÉDITO, S.A.${' '.repeat(58)}PAG.: ${padL(String(n), 4)}`,
      `EXTRACTO DE CONTA À ORDEM${' '.repeat(52)}DATA EMISSÃO: 01-12-26`,
      `BALCÃO: ${branch} - LUANDA MUTAMBA`,
      `CONTA: 0010.${branch}.${acct.slice(12, 23)}      IBAN: ${ibanSpaced(acct)}`,
      `TITULAR: DOMINGOS TCHIPILICA${' '.repeat(40)}MOEDA: AOA`,
      'PERÍODO: 01-11-26 A 30-11-26',
      '-'.repeat(104),
      line('DATA MOV', 'DATA VAL', 'DESCRITIVO', 'MONTANTE', 'D', 'SALDO', 'D'),
      line('', '', '', '', 'C', '', 'C'),
      '-'.repeat(104),
    ];
    cur = header(1);
    cur.push(line('', '', 'SALDO ANTERIOR', '', '', money(opening, 'pt'), 'C'));
    let balance = opening;
    movs.forEach((m) => {
      const parts = wrap(m.description, W.desc);
      if (used + parts.length > perPage) {
        cur.push(line('', '', 'A TRANSPORTAR', '', '', money(balance, 'pt'), 'C'));
        cur.push('', `${' '.repeat(30)}Documento processado por computador - BPC, S.A. - NIF 5410000234`);
        pages.push(cur);
        cur = header(pages.length + 1);
        cur.push(line('', '', 'TRANSPORTE', '', '', money(balance, 'pt'), 'C'));
        used = 0;
      }
      balance = m.balance ?? balance;
      const value = used % 5 === 2 ? addDays(m.date, 1) : m.date;
      cur.push(line(dmy(m.date, '-', true), dmy(value, '-', true), parts[0] ?? '', money(m.cents, 'pt'), m.cents < 0 ? 'D' : 'C', money(balance, 'pt'), 'C'));
      for (const more of parts.slice(1)) cur.push(line('', '', more, '', '', '', ''));
      used += parts.length;
    });
    cur.push(line('', '', 'SALDO ACTUAL', '', '', money(closing, 'pt'), 'C'));
    cur.push('-'.repeat(104));
    const deb = -sum(movs.filter((m) => m.cents < 0)); const cred = sum(movs.filter((m) => m.cents > 0));
    cur.push(line('', '', 'TOTAL MOVIMENTOS A DÉBITO', money(deb, 'pt'), 'D', '', ''));
    cur.push(line('', '', 'TOTAL MOVIMENTOS A CRÉDITO', money(cred, 'pt'), 'C', '', ''));
    cur.push('', `${' '.repeat(30)}Documento processado por computador - BPC, S.A. - NIF 5410000234`);
    pages.push(cur);
    const text = pages.map((p) => crlf(p)).join('\f');
    return {
      bytes: cp1252(text),
      expected: expected({ format: 'csv', kind: 'bank', institution: 'Banco de Poupança e Crédito', iban: acct, currency: 'AOA', opening, closing, movs }),
    };
  },
};

// 04 — BIC: UTF-16LE "Unicode text" export, tabs, ISO dates, unsigned amounts with a D/C column,
// the balance with its own D/C (the account goes overdrawn), balances stated in key/value lines.
const c04: Case = {
  name: '04-bic-unicode-tab-dc', ext: 'tsv',
  build: () => {
    const r = new Rng(404);
    const acct = iban('0051', '0000', r.digits(11));
    let bare = series(r, '2026-09-01', 30, 22, hostCaps());
    bare = insertByDate(bare, [
      { date: '2026-09-03', cents: -38000000, description: 'PAGAMENTO PROPINAS UNIVERSIDADE REF 77812' },
      { date: '2026-09-04', cents: -12500000, description: 'PAGAMENTO RENDA SETEMBRO' },
      { date: '2026-09-28', cents: 72000000, description: 'SALARIO SETEMBRO TCHIOSSO ENGENHARIA LDA' },
      { date: '2026-09-30', cents: -318900, description: 'JUROS DEVEDORES DESCOBERTO' },
    ]);
    const opening = 24500000;
    const movs = withBalances(opening, bare);
    const closing = opening + sum(movs);
    const sep = '\t';
    const dc = (c: number): string => (c < 0 ? 'D' : 'C');
    const lines = [
      'Banco BIC, S.A.',
      'Extracto de Conta',
      `IBAN:\t${ibanSpaced(acct)}`,
      'Moeda:\tAOA',
      'Período:\t2026-09-01 a 2026-09-30',
      `Saldo Inicial:\t${money(opening, 'plainComma')}\t${dc(opening)}`,
      '',
      ['Data Lançamento', 'Data Valor', 'Descrição', 'Montante', 'D/C', 'Saldo', 'D/C'].join(sep),
    ];
    for (const m of movs) lines.push([m.date, m.date, m.description, money(m.cents, 'plainComma'), dc(m.cents), money(m.balance ?? 0, 'plainComma'), dc(m.balance ?? 0)].join(sep));
    lines.push('', `Saldo Final:\t${money(closing, 'plainComma')}\t${dc(closing)}`);
    return {
      bytes: utf16leBom(crlf(lines)),
      expected: expected({ format: 'csv', kind: 'bank', institution: 'Banco BIC', iban: acct, currency: 'AOA', opening, closing, movs }),
    };
  },
};

// 05 — Millennium Atlântico USD account in English: "USD" inside amount cells, 1,234.56, dates
// "05 Oct 2026", opening and closing balances stated in sentences.
const c05: Case = {
  name: '05-atlantico-usd-english', ext: 'csv',
  build: () => {
    const acct = iban('0055', '0101', '98765432101');
    const bare: Omit<Mov, 'balance'>[] = [
      { date: '2026-10-02', cents: -2500, description: 'Card fee - Visa Classic USD' },
      { date: '2026-10-05', cents: 125000, description: 'Incoming SWIFT transfer - ACME TRADING FZE' },
      { date: '2026-10-05', cents: -3500, description: 'SWIFT incoming charges' },
      { date: '2026-10-07', cents: -4599, description: 'Card purchase ONLINE BOOKSTORE LONDON' },
      { date: '2026-10-09', cents: -31240, description: 'Card purchase HOTEL MIRADOURO LISBOA' },
      { date: '2026-10-09', cents: -1875, description: 'Card purchase CAFE CENTRAL LISBOA' },
      { date: '2026-10-12', cents: -50000, description: 'FX sale USD/AOA - credit to AOA account' },
      { date: '2026-10-15', cents: 80000, description: 'Incoming SWIFT transfer - Helena Camuanga' },
      { date: '2026-10-15', cents: -3500, description: 'SWIFT incoming charges' },
      { date: '2026-10-20', cents: -12999, description: 'Card purchase AIRLINE TICKETS ONLINE' },
      { date: '2026-10-22', cents: -20000, description: 'ATM withdrawal abroad - LISBOA' },
      { date: '2026-10-22', cents: -500, description: 'ATM withdrawal fee abroad' },
      { date: '2026-10-28', cents: 4599, description: 'Card refund ONLINE BOOKSTORE LONDON' },
      { date: '2026-10-31', cents: -1000, description: 'Account maintenance fee' },
    ];
    const opening = 842015;
    const movs = withBalances(opening, bare);
    const closing = opening + sum(movs);
    const d = (iso: string): string => dMonY(iso, EN_MONTHS);
    const usd = (c: number): string => `${signed(c, 'en')} USD`;
    const lines = [
      'Banco Millennium Atlântico, S.A.',
      'Account statement - Current account in foreign currency (USD)',
      'Account holder: Adelino Satumbo',
      `IBAN: ${ibanSpaced(acct)}`,
      `"Opening balance on 01 Oct 2026: USD ${money(opening, 'en')}"`,
      '',
      'Date,Value date,Description,Amount,Balance',
    ];
    for (const m of movs) lines.push(row([d(m.date), d(m.date), m.description, usd(m.cents), usd(m.balance ?? 0)], ',', true));
    lines.push('', `"Closing balance on 31 Oct 2026: USD ${money(closing, 'en')}"`, '"Amounts in USD. This statement does not replace the official monthly statement."');
    return {
      bytes: utf8(lf(lines)),
      expected: expected({ format: 'csv', kind: 'bank', institution: 'Banco Millennium Atlântico', iban: acct, currency: 'USD', opening, closing, movs }),
    };
  },
};

// 06 — Banco Sol: pipe-separated report, Windows-1252, dates "05 Out 2026", debits in
// parentheses, "AKZ" after every balance and in the stated balances.
const c06: Case = {
  name: '06-banco-sol-pipes-parenteses', ext: 'txt',
  build: () => {
    const r = new Rng(606);
    const acct = iban('0044', '0007', r.digits(11));
    let bare = series(r, '2026-09-15', 30, 20, onlineSentence());
    bare = insertByDate(bare, [
      { date: '2026-09-30', cents: 27850000, description: 'Salário Setembro - Kalandula Serviços Lda' },
      { date: '2026-10-10', cents: -95000, description: 'Comissão cartão Multicaixa' },
    ]);
    const opening = openingFor(bare, 24530000);
    const movs = withBalances(opening, bare);
    const closing = opening + sum(movs);
    const d = (iso: string): string => dMonY(iso, PT_MONTHS);
    const amt = (c: number): string => (c < 0 ? `(${money(c, 'pt')})` : money(c, 'pt'));
    const cells = (a: string, b: string, c: string, e: string): string => `${padR(a, 11)} | ${padR(b, 52)} | ${padL(c, 14)} | ${padL(e, 18)}`;
    const lines = [
      'BANCO SOL, S.A.',
      'EXTRATO DE CONTA - DEPÓSITOS À ORDEM',
      'Cliente: Fernanda Muachissengue',
      `IBAN: ${ibanSpaced(acct)}    Moeda: AKZ`,
      `Saldo contabilístico em 15 Set 2026: ${money(opening, 'pt')} AKZ`,
      '-'.repeat(100),
      cells('Data', 'Descrição', 'Montante', 'Saldo'),
      '-'.repeat(100),
    ];
    for (const m of movs) lines.push(cells(d(m.date), m.description, amt(m.cents), `${money(m.balance ?? 0, 'pt')} AKZ`));
    lines.push('-'.repeat(100), `Saldo contabilístico em 14 Out 2026: ${money(closing, 'pt')} AKZ`, 'Os valores entre parênteses são débitos.');
    return {
      bytes: cp1252(crlf(lines)),
      expected: expected({ format: 'csv', kind: 'bank', institution: 'Banco Sol', iban: acct, currency: 'AOA', opening, closing, movs }),
    };
  },
};

export const bankTextA: Case[] = [c01, c02, c03, c04, c05, c06];
