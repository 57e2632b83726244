// PDF statements with a text layer, cases 27–29: BAI portrait over three pages with a summary box,
// carries and two-line descriptions; BFA landscape with D/C as separate text items; Atlântico with
// the balances only in a box and "05-OUT-26" dates.
import { addDays, dMonY, dmy, expected, iban, ibanSpaced, money, openingFor, PT_MONTHS, Rng, signed, sum, withBalances, type Case, type Mov } from './common';
import { insertByDate } from './insert';
import { PEOPLE } from './names';
import { centre, fit, left, newPdf, right, type Doc } from './pdf';
import { series } from './series';
import { hostCaps, onlineSentence } from './templates';

function paginate(doc: Doc, movs: readonly Mov[], width: number, perPage: number): Mov[][] {
  const pages: Mov[][] = [];
  let cur: Mov[] = []; let used = 0;
  for (const m of movs) {
    const n = fit(doc, m.description, width).length;
    if (used + n > perPage) { pages.push(cur); cur = []; used = 0; }
    cur.push(m); used += n;
  }
  pages.push(cur);
  return pages;
}

// 27 — BAI, portrait, 3 pages: summary box on page 1, header and column titles on every page,
// Transporte / A transportar carries, descriptions running onto a second line, page footers.
const c27: Case = {
  name: '27-bai-pdf-tres-paginas-resumo', ext: 'pdf',
  build: async () => {
    const r = new Rng(2727);
    const acct = iban('0040', '0012', r.digits(11));
    let bare = series(r, '2026-10-01', 31, 44, hostCaps());
    bare = bare.map((m, i) => (i % 5 === 2 ? { ...m, description: `${m.description} ${r.pick(['REF. FACTURA 2026/0931 SERVICOS DE MANUTENCAO', 'DESCRITIVO: CONTRIBUICAO FESTA FAMILIA', 'MOTIVO: PAGAMENTO EMPRESTIMO PESSOAL'])}` } : m));
    bare = insertByDate(bare, [{ date: '2026-10-24', cents: 61250000, description: 'TRF. RECEBIDA SALARIO OUTUBRO 2026 KALANDULA SERVICOS LDA' }]);
    const opening = openingFor(bare, 84512090);
    const movs = withBalances(opening, bare);
    const closing = opening + sum(movs);
    const { doc, done } = newPdf('portrait', 'BAI Directo');
    const col = { date: 36, value: 88, desc: 140, debit: 408, credit: 480, balance: 559 };
    const descW = 190;
    doc.font('Helvetica').fontSize(7.5);
    const pages = paginate(doc, movs, descW, 21);
    let balance = opening;
    pages.forEach((page, p) => {
      doc.addPage();
      let y = 36;
      doc.font('Helvetica-Bold').fontSize(11);
      left(doc, 'Banco Angolano de Investimentos, S.A.', 36, y);
      doc.font('Helvetica').fontSize(8);
      right(doc, p === 0 ? 'Extracto Integrado' : 'Extracto Integrado (continuação)', 559, y + 2);
      y += 20;
      if (p === 0) {
        left(doc, 'Cliente: Teresa Nzinga Manuel', 36, y); y += 11;
        left(doc, 'Conta à Ordem Particulares - Moeda: AOA', 36, y); y += 11;
        left(doc, `IBAN: ${ibanSpaced(acct)}`, 36, y); y += 11;
        left(doc, 'Período: 01/10/2026 a 31/10/2026', 36, y);
        // The summary box, right-hand side.
        const bx = 360; const by = 52;
        doc.rect(bx, by, 199, 56).stroke();
        doc.fontSize(7.5);
        const box: [string, number][] = [['Saldo Inicial', opening], ['Total a Débito', -sum(movs.filter((m) => m.cents < 0))], ['Total a Crédito', sum(movs.filter((m) => m.cents > 0))], ['Saldo Final', closing]];
        box.forEach(([label, v], i) => { left(doc, label, bx + 6, by + 6 + i * 12); right(doc, `${money(v, 'pt')} Kz`, bx + 193, by + 6 + i * 12); });
        y = 120;
      } else y += 4;
      doc.font('Helvetica-Bold').fontSize(7.5);
      left(doc, 'Data Mov.', col.date, y); left(doc, 'Data Valor', col.value, y); left(doc, 'Descritivo', col.desc, y);
      right(doc, 'Débito', col.debit, y); right(doc, 'Crédito', col.credit, y); right(doc, 'Saldo', col.balance, y);
      y += 10; doc.moveTo(36, y).lineTo(559, y).lineWidth(0.5).stroke(); y += 5;
      doc.font('Helvetica').fontSize(7.5);
      if (p > 0) { left(doc, 'Transporte', col.desc, y); right(doc, money(balance, 'pt'), col.balance, y); y += 11; }
      page.forEach((m, i) => {
        balance = m.balance ?? balance;
        const lines = fit(doc, m.description, descW);
        left(doc, dmy(m.date), col.date, y); left(doc, dmy(i % 6 === 5 ? addDays(m.date, 1) : m.date), col.value, y);
        left(doc, lines[0] ?? '', col.desc, y);
        right(doc, money(m.cents, 'pt'), m.cents < 0 ? col.debit : col.credit, y);
        right(doc, money(balance, 'pt'), col.balance, y);
        y += 11;
        for (const more of lines.slice(1)) { left(doc, more, col.desc, y); y += 11; }
      });
      if (p < pages.length - 1) { left(doc, 'A transportar', col.desc, y); right(doc, money(balance, 'pt'), col.balance, y); }
      doc.fontSize(6.5);
      left(doc, 'Documento processado por computador. Os movimentos apresentados estão sujeitos a confirmação.', 36, 800);
      right(doc, `Página ${p + 1} de ${pages.length}`, 559, 800);
      centre(doc, 'BAI - Banco Angolano de Investimentos, S.A. - Capital Social 157.545.000.000,00 Kz - NIF 5410003691', 297, 810);
    });
    doc.end();
    return {
      bytes: await done,
      expected: expected({ format: 'pdf', kind: 'bank', institution: 'Banco Angolano de Investimentos', iban: acct, currency: 'AOA', opening, closing, movs }),
    };
  },
};

// 28 — BFA, landscape, 2 pages: Montante and Saldo each followed by a D/C letter drawn as its
// own text item, a reference column, Saldo Anterior and Saldo Final rows.
const c28: Case = {
  name: '28-bfa-pdf-paisagem-dc', ext: 'pdf',
  build: async () => {
    const r = new Rng(2828);
    const acct = iban('0006', '0000', r.digits(11));
    let bare = series(r, '2026-11-01', 30, 34, onlineSentence());
    bare = insertByDate(bare, [{ date: '2026-11-25', cents: 47000000, description: 'Transferência recebida - Salário Novembro Tchiosso Engenharia Lda' }]);
    const opening = openingFor(bare, 26000000);
    const movs = withBalances(opening, bare);
    const closing = opening + sum(movs);
    const { doc, done } = newPdf('landscape', 'BFA Net');
    const col = { date: 36, value: 92, desc: 150, ref: 430, amount: 610, adc: 616, balance: 760, bdc: 766 };
    const pages = [movs.slice(0, 20), movs.slice(20)];
    let balance = opening;
    pages.forEach((page, p) => {
      doc.addPage();
      let y = 34;
      doc.font('Helvetica-Bold').fontSize(12); left(doc, 'BFA', 36, y);
      doc.font('Helvetica').fontSize(9); left(doc, 'Banco de Fomento Angola, S.A.', 64, y + 2);
      right(doc, 'EXTRACTO DE CONTA', 806, y + 2); y += 18;
      left(doc, `Titular: Kiesse Luvualu    IBAN: ${ibanSpaced(acct)}    Moeda: AOA`, 36, y);
      right(doc, 'Período: 01-11-2026 a 30-11-2026', 806, y); y += 20;
      doc.font('Helvetica-Bold').fontSize(8);
      left(doc, 'Data Mov.', col.date, y); left(doc, 'Data Valor', col.value, y); left(doc, 'Descritivo', col.desc, y); left(doc, 'Referência', col.ref, y);
      right(doc, 'Montante', col.amount, y); left(doc, 'D/C', col.adc, y); right(doc, 'Saldo', col.balance, y); left(doc, 'D/C', col.bdc, y);
      y += 11; doc.moveTo(36, y).lineTo(806, y).lineWidth(0.5).stroke(); y += 5;
      doc.font('Helvetica').fontSize(8);
      if (p === 0) { left(doc, 'Saldo Anterior', col.desc, y); right(doc, money(opening, 'pt'), col.balance, y); left(doc, 'C', col.bdc, y); y += 12; }
      page.forEach((m, i) => {
        balance = m.balance ?? balance;
        left(doc, dmy(m.date, '-'), col.date, y); left(doc, dmy(m.date, '-'), col.value, y);
        left(doc, m.description, col.desc, y); left(doc, `2611${String(40000 + p * 100 + i * 7)}`, col.ref, y);
        right(doc, money(m.cents, 'pt'), col.amount, y); left(doc, m.cents < 0 ? 'D' : 'C', col.adc, y);
        right(doc, money(balance, 'pt'), col.balance, y); left(doc, 'C', col.bdc, y);
        y += 12;
      });
      if (p === pages.length - 1) { y += 4; left(doc, 'Saldo Final', col.desc, y); right(doc, money(closing, 'pt'), col.balance, y); left(doc, 'C', col.bdc, y); }
      doc.fontSize(7);
      left(doc, 'BFA - Banco de Fomento Angola, S.A. | Rua Amílcar Cabral, 58 - Luanda | www.bfa.ao', 36, 565);
      right(doc, `${p + 1}/${pages.length}`, 806, 565);
    });
    doc.end();
    return {
      bytes: await done,
      expected: expected({ format: 'pdf', kind: 'bank', institution: 'Banco de Fomento Angola', iban: acct, currency: 'AOA', opening, closing, movs }),
    };
  },
};

// 29 — Millennium Atlântico: balances only in a drawn box above the table ("Saldo anterior",
// "Total de entradas", "Total de saídas", "Saldo actual"), one signed column, dates "05-OUT-26".
const c29: Case = {
  name: '29-atlantico-pdf-caixa-saldos', ext: 'pdf',
  build: async () => {
    const r = new Rng(2929);
    const acct = iban('0055', '0201', r.digits(11));
    let bare = series(r, '2026-10-12', 31, 24, onlineSentence());
    bare = insertByDate(bare, [{ date: '2026-10-28', cents: 35500000, description: `Transferência recebida de ${PEOPLE[16]} - devolução` }]);
    const opening = openingFor(bare, 15234077);
    // No running balance column in this statement: only the box states balances.
    const movs: Mov[] = bare.map((m) => ({ ...m, balance: null }));
    const closing = opening + sum(movs);
    const { doc, done } = newPdf('portrait', 'Atlantico Directo');
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(12); left(doc, 'Millennium Atlântico', 40, 40);
    doc.font('Helvetica').fontSize(8.5);
    left(doc, 'Banco Millennium Atlântico, S.A.', 40, 56);
    left(doc, 'Extracto de conta à ordem', 40, 68);
    left(doc, `IBAN ${ibanSpaced(acct)}`, 40, 80);
    left(doc, 'Titular: Sebastião Lussati', 40, 92);
    doc.rect(40, 110, 515, 40).stroke();
    const d = (iso: string): string => dMonY(iso, PT_MONTHS, '-', true, true);
    const boxes: [string, string][] = [
      [`Saldo anterior (${d('2026-10-11')})`, money(opening, 'pt')],
      ['Total de entradas', money(sum(movs.filter((m) => m.cents > 0)), 'pt')],
      ['Total de saídas', money(-sum(movs.filter((m) => m.cents < 0)), 'pt')],
      [`Saldo actual (${d('2026-11-11')})`, money(closing, 'pt')],
    ];
    boxes.forEach(([label, v], i) => {
      const x = 40 + i * 128.75;
      if (i > 0) doc.moveTo(x, 110).lineTo(x, 150).stroke();
      doc.fontSize(7); left(doc, label, x + 6, 117);
      doc.font('Helvetica-Bold').fontSize(9); right(doc, `${v} AOA`, x + 123, 133); doc.font('Helvetica');
    });
    let y = 170;
    doc.font('Helvetica-Bold').fontSize(8);
    left(doc, 'Data', 40, y); left(doc, 'Valor', 95, y); left(doc, 'Descrição', 150, y); right(doc, 'Montante (AOA)', 555, y);
    y += 10; doc.moveTo(40, y).lineTo(555, y).lineWidth(0.5).stroke(); y += 6;
    doc.font('Helvetica').fontSize(8);
    movs.forEach((m) => {
      left(doc, d(m.date), 40, y); left(doc, d(m.date), 95, y); left(doc, m.description, 150, y); right(doc, signed(m.cents, 'pt'), 555, y);
      y += 12.5;
    });
    doc.fontSize(6.5);
    left(doc, 'Millennium Atlântico - Sede: Rua Marechal Brós Tito, 35/37 - Luanda. Página 1 de 1', 40, 805);
    doc.end();
    return {
      bytes: await done,
      expected: expected({ format: 'pdf', kind: 'bank', institution: 'Banco Millennium Atlântico', iban: acct, currency: 'AOA', opening, closing, movs }),
    };
  },
};

export const pdfA: Case[] = [c27, c28, c29];
