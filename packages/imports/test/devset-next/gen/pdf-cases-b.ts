// PDF statements with a text layer, cases 30–32: Standard Bank USD in English with "Cr" balances
// and brought/carried forward lines; a Multicaixa Express wallet history in landscape with a
// fee column and two-line descriptions; a Banco Keve host report printed in Courier.
import { dMonY, dmy, EN_MONTHS, expected, iban, ibanSpaced, money, openingFor, padL, padR, Rng, signed, sum, withBalances, type Case, type Mov } from './common';
import { insertByDate, wrap } from './insert';
import { PEOPLE, phone, SHOPS, spacedPhone } from './names';
import { fit, left, newPdf, right } from './pdf';
import { series } from './series';
import { hostCaps, title } from './templates';
import { drafts, movsOf, settle, type WType } from './wallet';

// 30 — Standard Bank, USD, English, 2 pages: Debits / Credits columns in 1,234.56, balances with
// a "Cr" suffix, BALANCE BROUGHT FORWARD / CARRIED FORWARD lines, footer with page numbers.
const c30: Case = {
  name: '30-standard-bank-usd-pdf', ext: 'pdf',
  build: async () => {
    const acct = iban('0060', '0010', '55501234501');
    const descs: [string, number][] = [
      ['SERVICE FEE USD ACCOUNT', -1200], ['INWARD SWIFT MT103 KALANDULA SERVICOS LDA INV 2026/101', 420000], ['SWIFT INWARD CHARGES', -3000],
      ['POS PURCHASE DUBAI DUTY FREE AE', -18750], ['POS PURCHASE EMIRATES HOTEL DXB', -64000], ['ATM WITHDRAWAL DUBAI MALL', -30000],
      ['ATM FEE INTERNATIONAL', -450], ['OUTWARD TRANSFER TO NINGBO TOOLS CO LTD', -215000], ['OUTWARD TRANSFER COMMISSION', -4500],
      ['VAT ON COMMISSION', -630], ['FX SALE USD/AOA DEAL 26-8871', -50000], ['INWARD SWIFT MT103 MWANGOLE LOGISTICA SA', 180000],
      ['SWIFT INWARD CHARGES', -3000], ['ONLINE PURCHASE AMAZON MARKETPLACE', -8999], ['ONLINE PURCHASE SPOTIFY', -1099],
      ['CARD REFUND AMAZON MARKETPLACE', 2500], ['POS PURCHASE JOHANNESBURG AIRPORT', -4210], ['INTEREST CREDIT', 187],
      ['ONLINE PURCHASE NETFLIX.COM', -1549], ['INWARD SWIFT MT103 HELENA CAMUANGA', 50000], ['SWIFT INWARD CHARGES', -3000],
      ['POS PURCHASE LUANDA DUTY FREE', -7525],
    ];
    const bare: Omit<Mov, 'balance'>[] = descs.map(([description, cents], i) => ({ date: `2026-11-${String(2 + Math.floor(i * 1.3)).padStart(2, '0')}`, cents, description }));
    const opening = 1537215;
    const movs = withBalances(opening, bare);
    const closing = opening + sum(movs);
    const { doc, done } = newPdf('portrait', 'Standard Bank Online Banking');
    const col = { date: 40, desc: 100, debit: 390, credit: 470, balance: 555 };
    const pages = [movs.slice(0, 13), movs.slice(13)];
    const cr = (c: number): string => `${money(c, 'en')} Cr`;
    const d = (iso: string): string => dMonY(iso, EN_MONTHS, ' ', true);
    let balance = opening;
    pages.forEach((page, p) => {
      doc.addPage();
      doc.font('Helvetica-Bold').fontSize(13); left(doc, 'Standard Bank', 40, 40);
      doc.font('Helvetica').fontSize(8); left(doc, 'Standard Bank de Angola, S.A.', 40, 57);
      right(doc, 'STATEMENT OF ACCOUNT', 555, 44);
      left(doc, `Account: Current Account USD   IBAN ${ibanSpaced(acct)}`, 40, 72);
      left(doc, 'Statement period: 01 Nov 26 - 30 Nov 26', 40, 84);
      let y = 110;
      doc.font('Helvetica-Bold');
      left(doc, 'Date', col.date, y); left(doc, 'Description', col.desc, y); right(doc, 'Debits', col.debit, y); right(doc, 'Credits', col.credit, y); right(doc, 'Balance', col.balance, y);
      y += 10; doc.moveTo(40, y).lineTo(555, y).lineWidth(0.5).stroke(); y += 6;
      doc.font('Helvetica');
      left(doc, d(p === 0 ? '2026-11-01' : page[0]?.date ?? '2026-11-01'), col.date, y); left(doc, 'BALANCE BROUGHT FORWARD', col.desc, y); right(doc, cr(balance), col.balance, y); y += 13;
      for (const m of page) {
        balance = m.balance ?? balance;
        left(doc, d(m.date), col.date, y); left(doc, m.description, col.desc, y);
        right(doc, money(m.cents, 'en'), m.cents < 0 ? col.debit : col.credit, y); right(doc, cr(balance), col.balance, y);
        y += 13;
      }
      if (p < pages.length - 1) { left(doc, 'BALANCE CARRIED FORWARD', col.desc, y); right(doc, cr(balance), col.balance, y); }
      else { y += 6; doc.font('Helvetica-Bold'); left(doc, 'CLOSING BALANCE', col.desc, y); right(doc, cr(closing), col.balance, y); doc.font('Helvetica'); }
      doc.fontSize(6.5);
      left(doc, 'Standard Bank de Angola, S.A. is an authorised financial institution. Please verify this statement and report any discrepancy within 30 days.', 40, 790);
      right(doc, `Page ${p + 1} of ${pages.length}`, 555, 802);
      doc.fontSize(8);
    });
    doc.end();
    return {
      bytes: await done,
      expected: expected({ format: 'pdf', kind: 'bank', institution: 'Standard Bank de Angola', iban: acct, currency: 'USD', opening, closing, movs }),
    };
  },
};

// 31 — Multicaixa Express history, landscape: signed amounts, a Taxa column, Estado with failed
// and pending rows, descriptions that run onto a second line, a running balance.
const c31: Case = {
  name: '31-multicaixa-express-pdf-taxa', ext: 'pdf',
  build: async () => {
    const r = new Rng(3131);
    const wallet = phone(3131, '93');
    const types: WType[] = [
      { type: 'out', sign: -1, w: 6, min: 2000, max: 60000, fee: (c) => Math.max(5000, Math.round(c / 20000) * 100), desc: (q) => `Transferência MCX Express para ${spacedPhone(phone(q.int(1, 1e6), '92'))} - ${q.pick(PEOPLE)}` },
      { type: 'in', sign: 1, w: 5, min: 2000, max: 80000, desc: (q) => `Transferência recebida de ${spacedPhone(phone(q.int(1, 1e6), '93'))} - ${q.pick(PEOPLE)}` },
      { type: 'out', sign: -1, w: 3, min: 1500, max: 30000, desc: (q) => `Pagamento de serviços ${q.pick(['ENDE - Empresa Nacional de Distribuição de Electricidade', 'EPAL - Empresa Pública de Águas de Luanda', 'ZAP Angola - subscrição mensal'])}` },
      { type: 'out', sign: -1, w: 3, min: 800, max: 25000, desc: (q) => `Compra ${title(q.pick(SHOPS))}` },
    ];
    const rows = settle(drafts(r, { start: '2026-10-01', days: 31, count: 24, types, okStatus: 'Concluída', badStatuses: ['Falhada', 'Pendente'], badRate: 0.13, idPrefix: 'MCX26' }), 32750000, 'Falhada');
    const { doc, done } = newPdf('landscape', 'Multicaixa Express');
    const c = { date: 36, ref: 116, desc: 200, amount: 560, fee: 620, status: 640, balance: 806 };
    const descW = 330;
    let y = 0;
    const header = (first: boolean): void => {
      doc.addPage();
      y = 34;
      doc.font('Helvetica-Bold').fontSize(12); left(doc, 'Multicaixa Express', 36, y);
      doc.font('Helvetica').fontSize(9); left(doc, 'Histórico de Transacções', 36, y + 16);
      if (first) { left(doc, `Titular: Joana Cassoma    Telemóvel: ${spacedPhone(wallet)}`, 36, y + 30); left(doc, 'Período: 01/10/2026 a 31/10/2026', 36, y + 42); }
      y += 62;
      doc.font('Helvetica-Bold').fontSize(8);
      left(doc, 'Data/Hora', c.date, y); left(doc, 'Referência', c.ref, y); left(doc, 'Descrição', c.desc, y);
      right(doc, 'Montante', c.amount, y); right(doc, 'Taxa', c.fee, y); left(doc, 'Estado', c.status, y); right(doc, 'Saldo', c.balance, y);
      y += 14;
      doc.font('Helvetica').fontSize(8);
    };
    header(true);
    for (const w of rows) {
      const lines = fit(doc, w.desc, descW);
      if (y + lines.length * 11 > 540) header(false);
      left(doc, `${dmy(w.date)} ${String(Math.floor(w.minute / 60)).padStart(2, '0')}:${String(w.minute % 60).padStart(2, '0')}`, c.date, y);
      left(doc, w.id, c.ref, y); left(doc, lines[0] ?? '', c.desc, y);
      right(doc, signed(w.cents, 'pt'), c.amount, y); right(doc, money(w.fee, 'pt'), c.fee, y); left(doc, w.status, c.status, y); right(doc, money(w.balance, 'pt'), c.balance, y);
      y += 11;
      for (const more of lines.slice(1)) { left(doc, more, c.desc, y); y += 11; }
      y += 2;
    }
    doc.fontSize(7); left(doc, 'EMIS - Empresa Interbancária de Serviços. Documento sem valor contabilístico.', 36, 565);
    doc.end();
    return {
      bytes: await done,
      expected: expected({ format: 'pdf', kind: 'mobile_money', institution: 'Multicaixa Express', wallet, currency: 'AOA', opening: null, closing: null, movs: movsOf(rows, true), lenient: ['balance'] }),
    };
  },
};

// 32 — Banco Keve host report printed to PDF in Courier: each line one text item padded with
// spaces, dd.mm.yy dates, SALDO ANTERIOR, TRANSPORTE / A TRANSPORTAR, wrapped descriptions.
const c32: Case = {
  name: '32-keve-pdf-courier-relatorio', ext: 'pdf',
  build: async () => {
    const r = new Rng(3232);
    const acct = iban('0047', '0009', r.digits(11));
    let bare = series(r, '2026-09-01', 30, 38, hostCaps());
    bare = bare.map((m, i) => (i % 6 === 1 ? { ...m, description: `${m.description} ${r.pick(['OBS: PAGAMENTO MATERIAL DE CONSTRUCAO OBRA', 'OBS: ALUGUER VIATURA FIM DE SEMANA', 'OBS: CONTRIBUICAO OBITO FAMILIAR'])}` } : m));
    bare = insertByDate(bare, [{ date: '2026-09-26', cents: 28800000, description: 'TRF RECEBIDA ORDENADO SETEMBRO KALANDULA SERVICOS LDA' }]);
    const opening = openingFor(bare, 62000000);
    const movs = withBalances(opening, bare);
    const closing = opening + sum(movs);
    const W = 36;
    const line = (d: string, desc: string, deb: string, cred: string, bal: string): string =>
      `${padR(d, 8)}  ${padR(desc, W)} ${padL(deb, 13)} ${padL(cred, 13)} ${padL(bal, 15)}`.trimEnd();
    const pages: string[][] = [];
    let cur: string[] = []; let balance = opening;
    const head = (n: number): string[] => [
      `BANCO KEVE, S.A.${' '.repeat(54)}FOLHA ${n}`,
      'EXTRACTO DE CONTA DE DEPOSITOS A ORDEM',
      `IBAN ${ibanSpaced(acct)}   MOEDA AOA`,
      'TITULAR: ISABEL KAPINGA',
      '-'.repeat(89),
      line('DATA', 'DESCRITIVO', 'DEBITO', 'CREDITO', 'SALDO'),
      '-'.repeat(89),
    ];
    cur = head(1); cur.push(line('', 'SALDO ANTERIOR', '', '', money(opening, 'pt')));
    let used = 0;
    for (const m of movs) {
      const parts = wrap(m.description, W);
      if (used + parts.length > 24) {
        cur.push(line('', 'A TRANSPORTAR', '', '', money(balance, 'pt')));
        pages.push(cur); cur = head(pages.length + 1); used = 0;
        cur.push(line('', 'TRANSPORTE', '', '', money(balance, 'pt')));
      }
      balance = m.balance ?? balance;
      cur.push(line(dmy(m.date, '.', true), parts[0] ?? '', m.cents < 0 ? money(m.cents, 'pt') : '', m.cents > 0 ? money(m.cents, 'pt') : '', money(balance, 'pt')));
      for (const more of parts.slice(1)) cur.push(line('', more, '', '', ''));
      used += parts.length;
    }
    cur.push('-'.repeat(89), line('', 'SALDO FINAL', '', '', money(closing, 'pt')));
    pages.push(cur);
    const { doc, done } = newPdf('portrait', 'KEVE HOST PRINT');
    for (const p of pages) {
      doc.addPage();
      doc.font('Courier').fontSize(7.5);
      p.forEach((l, i) => left(doc, l, 36, 40 + i * 10));
      left(doc, 'PROCESSADO POR COMPUTADOR', 36, 800);
    }
    doc.end();
    return {
      bytes: await done,
      expected: expected({ format: 'pdf', kind: 'bank', institution: 'Banco Keve', iban: acct, currency: 'AOA', opening, closing, movs }),
    };
  },
};

export const pdfB: Case[] = [c30, c31, c32];
