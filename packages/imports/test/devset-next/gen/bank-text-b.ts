// Bank exports as text, cases 07–11: plain-number CSV with times and a total line, an English
// EUR export with Dr/Cr and brought/carried forward rows, a second host report (trailing minus,
// the date printed once per day), spaces as thousand marks, debits printed negative in a Débito column.
import { openingFor, addDays, dmy, expected, hhmmss, iban, ibanSpaced, money, padL, padR, Rng, signed, sum, units, withBalances, type Case, type Mov } from './common';
import { crlf, lf, row, utf8, utf8Bom } from './encode';
import { insertByDate, wrap } from './insert';
import { series } from './series';
import { hostCaps, onlineSentence } from './templates';

// 07 — Banco Keve: ',' CSV, amounts as plain numbers (-12500, 3400.5), date and time in one cell,
// a reference column, a total line and a count line at the end, no balances.
const c07: Case = {
  name: '07-keve-numeros-simples-total', ext: 'csv',
  build: () => {
    const r = new Rng(707);
    const acct = iban('0047', '0002', r.digits(11));
    let bare = series(r, '2026-11-01', 30, 21, onlineSentence());
    bare = insertByDate(bare, [
      { date: '2026-11-05', cents: -1850050, description: 'Pag. serviço, ref. 550012 - Colégio Pequenos Sábios' },
      { date: '2026-11-21', cents: 33400050, description: 'Transferência recebida "Vencimento Nov" Tchiosso Engenharia' },
    ]);
    const movs: Mov[] = bare.map((m) => ({ ...m, balance: null }));
    const lines = [
      'Banco Keve, S.A. - Movimentos de Conta',
      `Conta: ${ibanSpaced(acct)}`,
      'Data de pesquisa: 01/11/2026 a 30/11/2026',
      '',
      'Data/Hora Operação,Referência,Descrição,Valor,Moeda',
    ];
    let minute = 0; let lastDate = '';
    movs.forEach((m, i) => {
      // Times rise through each day, as a ledger query returns them.
      minute = m.date === lastDate ? minute + r.int(7, 150) : r.int(7 * 60, 11 * 60);
      lastDate = m.date;
      const t = hhmmss(Math.min(23, Math.floor(minute / 60)), minute % 60, r.int(0, 59));
      lines.push(row([`${dmy(m.date)} ${t}`, `TRX${String(26110000 + i * 37)}`, m.description, String(units(m.cents)), 'AOA'], ','));
    });
    lines.push(row(['', '', 'Total', String(units(sum(movs))), 'AOA'], ','));
    lines.push(`Total de movimentos: ${movs.length}`);
    return {
      bytes: utf8(lf(lines)),
      expected: expected({ format: 'csv', kind: 'bank', institution: 'Banco Keve', iban: acct, currency: 'AOA', opening: null, closing: null, movs }),
    };
  },
};

// 08 — Standard Bank EUR account, English: Dr/Cr column, unsigned 1,234.56, ISO dates,
// BALANCE BROUGHT FORWARD / CARRIED FORWARD rows, a separate reference column.
const c08: Case = {
  name: '08-standard-bank-eur-drcr', ext: 'csv',
  build: () => {
    const r = new Rng(808);
    const acct = iban('0060', '0010', r.digits(11));
    const bare: Omit<Mov, 'balance'>[] = [
      { date: '2026-11-02', cents: -1250, description: 'MONTHLY ACCOUNT FEE EUR' },
      { date: '2026-11-03', cents: 450000, description: 'INWARD TRANSFER FROM LUZIA QUINTAS NETO LISBOA' },
      { date: '2026-11-03', cents: -2000, description: 'INWARD TRANSFER COMMISSION' },
      { date: '2026-11-06', cents: -8790, description: 'POS PURCHASE FARMACIA ESTRELA LISBOA PT' },
      { date: '2026-11-06', cents: -2310, description: 'POS PURCHASE PASTELARIA BELEM PT' },
      { date: '2026-11-10', cents: -120000, description: 'OUTWARD TRANSFER TUITION FEES UNIVERSIDADE DO PORTO' },
      { date: '2026-11-10', cents: -3500, description: 'OUTWARD TRANSFER COMMISSION' },
      { date: '2026-11-10', cents: -490, description: 'VAT ON COMMISSION 14%' },
      { date: '2026-11-14', cents: -6000, description: 'ATM WITHDRAWAL LISBOA SALDANHA' },
      { date: '2026-11-19', cents: -15645, description: 'POS PURCHASE TAP AIR PORTUGAL ONLINE' },
      { date: '2026-11-24', cents: 100000, description: 'FX PURCHASE AOA/EUR FROM ACCOUNT 0060 0010 0001' },
      { date: '2026-11-28', cents: -4455, description: 'POS PURCHASE CONTINENTE AMADORA PT' },
    ];
    const opening = 325040;
    const movs = withBalances(opening, bare);
    const closing = opening + sum(movs);
    const sep = ',';
    const lines = [
      'Standard Bank de Angola, S.A.',
      'Statement of Account',
      `Account Number,${acct.slice(12, 23)}`,
      `IBAN,${ibanSpaced(acct)}`,
      'Currency,EUR',
      'Statement Period,2026-11-01 to 2026-11-30',
      '',
      'Posting Date,Value Date,Transaction Description,Reference,Amount,Dr/Cr,Running Balance',
      row(['2026-11-01', '', 'BALANCE BROUGHT FORWARD', '', '', '', money(opening, 'en')], sep),
    ];
    movs.forEach((m, i) => {
      lines.push(row([m.date, i % 3 === 1 ? addDays(m.date, 1) : m.date, m.description, `FT26${String(305 + i * 2)}${r.digits(5)}`, money(m.cents, 'en'), m.cents < 0 ? 'DR' : 'CR', money(m.balance ?? 0, 'en')], sep));
    });
    lines.push(row(['2026-11-30', '', 'BALANCE CARRIED FORWARD', '', '', '', money(closing, 'en')], sep));
    return {
      bytes: utf8Bom(crlf(lines)),
      expected: expected({ format: 'csv', kind: 'bank', institution: 'Standard Bank de Angola', iban: acct, currency: 'EUR', opening, closing, movs }),
    };
  },
};

// 09 — BNI host report: fixed width, UTF-8, trailing minus, the date printed only when the day
// changes (and at the top of a page), headers repeated per page without form feeds,
// Transporte / A transportar carries, wrapped descriptions.
const c09: Case = {
  name: '09-bni-relatorio-menos-a-direita', ext: 'txt',
  build: () => {
    const r = new Rng(909);
    const acct = iban('0052', '0001', r.digits(11));
    let bare = series(r, '2026-11-01', 30, 44, hostCaps());
    bare = bare.map((m, i) => (i % 6 === 4 ? { ...m, description: `${m.description} - ${r.pick(['PAGAMENTO FACTURA 2026/1187 MATERIAL ESCRITORIO', 'DEVOLUCAO EMPRESTIMO FAMILIAR PARCELA 3 DE 10', 'QUOTA ASSOCIACAO MORADORES CONDOMINIO'])}` } : m));
    const opening = openingFor(bare, 105000000);
    const movs = withBalances(opening, bare);
    const closing = opening + sum(movs);
    const amt = (c: number): string => (c < 0 ? `${money(c, 'pt')}-` : `${money(c, 'pt')} `);
    const line = (d: string, desc: string, a: string, b: string): string => `${padR(d, 10)}  ${padR(desc, 44)} ${padL(a, 16)} ${padL(b, 18)}`.trimEnd();
    const pageSize = 16;
    const chunks: Mov[][] = [];
    {
      let used = 0; let cur: Mov[] = [];
      for (const m of movs) {
        const n = wrap(m.description, 44).length;
        if (used + n > pageSize) { chunks.push(cur); cur = []; used = 0; }
        cur.push(m); used += n;
      }
      chunks.push(cur);
    }
    const total = chunks.length;
    const lines: string[] = [];
    let balance = opening;
    chunks.forEach((page, p) => {
      lines.push(
        `BNI - BANCO DE NEGÓCIOS INTERNACIONAL, S.A.${' '.repeat(32)}Página ${p + 1} de ${total}`,
        `Extracto Integrado de Conta à Ordem${' '.repeat(36)}Emitido em 01/12/2026 08:02`,
        `Conta Nº ${acct.slice(8, 12)} ${acct.slice(12, 19)} ${acct.slice(19, 23)}    IBAN ${ibanSpaced(acct)}`,
        'Titular: NELSON SAPALO                  Moeda: Kwanza (AOA)',
        '='.repeat(92),
        line('Data', 'Descrição', 'Montante', 'Saldo'),
        '-'.repeat(92),
        p === 0 ? line('', 'Saldo Anterior', '', money(opening, 'pt')) : line('', 'Transporte', '', money(balance, 'pt')),
      );
      let lastDate = '';
      for (const m of page) {
        const parts = wrap(m.description, 44);
        balance = m.balance ?? balance;
        lines.push(line(m.date === lastDate ? '' : dmy(m.date), parts[0] ?? '', amt(m.cents), money(balance, 'pt')));
        for (const more of parts.slice(1)) lines.push(line('', more, '', ''));
        lastDate = m.date;
      }
      if (p < total - 1) lines.push(line('', 'A transportar', '', money(balance, 'pt')), '', '');
    });
    lines.push(line('', 'Saldo Final', '', money(closing, 'pt')), '-'.repeat(92), 'Valores com sinal - à direita representam débitos.');
    return {
      bytes: utf8(lf(lines)),
      expected: expected({ format: 'csv', kind: 'bank', institution: 'Banco de Negócios Internacional', iban: acct, currency: 'AOA', opening, closing, movs }),
    };
  },
};

// 10 — Banco Económico: ';', no-break spaces as thousand marks, dd.mm.yyyy, the opening balance
// only in a sentence, a purchase and its reversal (ESTORNO), two identical purchases on one day.
const c10: Case = {
  name: '10-economico-espacos-estorno', ext: 'csv',
  build: () => {
    const r = new Rng(1010);
    const acct = iban('0045', '0030', r.digits(11));
    let bare = series(r, '2026-10-01', 31, 22, hostCaps());
    bare = insertByDate(bare, [
      { date: '2026-10-08', cents: -2500000, description: 'COMPRA TPA 40012877 LOJA MUXIMA MODAS' },
      { date: '2026-10-09', cents: 2500000, description: 'ESTORNO COMPRA TPA 40012877 LOJA MUXIMA MODAS' },
      { date: '2026-10-16', cents: -350000, description: 'COMPRA TPA 40099120 PADARIA PAO QUENTE' },
      { date: '2026-10-16', cents: -350000, description: 'COMPRA TPA 40099120 PADARIA PAO QUENTE' },
      { date: '2026-10-26', cents: 125000000, description: 'TRF. RECEBIDA VENCIMENTO OUT NGUIMBI CONSTRUCOES LDA' },
    ]);
    const opening = openingFor(bare, 125000000);
    const movs = withBalances(opening, bare);
    const n = (c: number): string => money(c, 'ptNbsp');
    const lines = [
      'Banco Económico, S.A.;;;;;',
      'Extracto de conta à ordem;;;;;',
      `IBAN: ${ibanSpaced(acct)};;;;;`,
      `Saldo inicial em 01.10.2026: ${n(opening)} Kz;;;;;`,
      ';;;;;',
      'Data;Data-Valor;Descritivo;Débito;Crédito;Saldo',
    ];
    for (const m of movs) lines.push(row([dmy(m.date, '.'), dmy(m.date, '.'), m.description, m.cents < 0 ? n(m.cents) : '', m.cents > 0 ? n(m.cents) : '', n(m.balance ?? 0)], ';'));
    return {
      bytes: utf8(crlf(lines)),
      expected: expected({ format: 'csv', kind: 'bank', institution: 'Banco Económico', iban: acct, currency: 'AOA', opening, closing: null, movs }),
    };
  },
};

// 11 — Caixa Angola: value date BEFORE movement date in the column order, debits printed with a
// minus inside the Débito column, "Kz" inside every amount cell, the header line repeated
// mid-file (pages glued together).
const c11: Case = {
  name: '11-caixa-angola-debito-negativo', ext: 'csv',
  build: () => {
    const r = new Rng(1111);
    const acct = iban('0004', '0011', r.digits(11));
    let bare = series(r, '2026-08-01', 31, 33, onlineSentence());
    bare = insertByDate(bare, [{ date: '2026-08-27', cents: 41200000, description: 'Transferência recebida Salário Agosto Kalandula Serviços Lda' }]);
    const movs = withBalances(openingFor(bare, 9876543), bare);
    const head = 'Data Valor;Data Movimento;Descrição;Débito;Crédito;Saldo';
    const lines = ['Caixa Angola;;;;;', `Conta ${ibanSpaced(acct)};;;;;`, 'Movimentos de 01/08/2026 a 31/08/2026;;;;;', head];
    movs.forEach((m, i) => {
      if (i > 0 && i % 15 === 0) lines.push(head);
      const value = i % 3 === 0 ? addDays(m.date, -1) : i % 5 === 0 ? addDays(m.date, 2) : m.date;
      lines.push(row([dmy(value), dmy(m.date), m.description, m.cents < 0 ? `${signed(m.cents, 'pt')} Kz` : '', m.cents > 0 ? `${money(m.cents, 'pt')} Kz` : '', `${signed(m.balance ?? 0, 'pt')} Kz`], ';'));
    });
    return {
      bytes: utf8(crlf(lines)),
      expected: expected({ format: 'csv', kind: 'bank', institution: 'Caixa Angola', iban: acct, currency: 'AOA', opening: null, closing: null, movs }),
    };
  },
};

export const bankTextB: Case[] = [c07, c08, c09, c10, c11];
