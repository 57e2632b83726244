// Text PDFs 23–25 (not scanned): tables placed by coordinates with pdfkit, headers repeated per
// page, page footers, carry rows.
import PDFDocument from 'pdfkit';
import { keepPositive, month } from './activity';
import {
  type Case, type Movement, PT, addDays, dmy, ibanSpaced, makeIban, money, rng, withBalances,
} from './common';
import { type WKind, type WRow, spacedPhone, walletMovements, walletRows } from './wallet';
import { words } from './words';

const FIXED = new Date(Date.UTC(2026, 11, 8, 9, 0, 0));

function newPdf(layout: 'portrait' | 'landscape'): { doc: PDFKit.PDFDocument; done: Promise<Uint8Array> } {
  const doc = new PDFDocument({ size: 'A4', layout, margin: 0, autoFirstPage: false, info: { CreationDate: FIXED, Producer: 'Statement printer' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) => doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))));
  return { doc, done };
}

function left(doc: PDFKit.PDFDocument, text: string, x: number, y: number): void {
  doc.text(text, x, y, { lineBreak: false });
}

function right(doc: PDFKit.PDFDocument, text: string, xRight: number, y: number): void {
  doc.text(text, xRight - doc.widthOfString(text), y, { lineBreak: false });
}

function centre(doc: PDFKit.PDFDocument, text: string, width: number, y: number): void {
  doc.text(text, (width - doc.widthOfString(text)) / 2, y, { lineBreak: false });
}

/** Word-boundary wrap by measured width in the current font. */
function wrapWidth(doc: PDFKit.PDFDocument, text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const w of text.split(' ')) {
    const next = line === '' ? w : `${line} ${w}`;
    if (line !== '' && doc.widthOfString(next) > width) { out.push(line); line = w; } else line = next;
  }
  if (line !== '') out.push(line);
  return out;
}

// 23 — BAI, three pages: the header and column titles on every page, descriptions wrapped on two
// lines, "A Transportar" rows that carry the page's running debit and credit totals as well as the
// balance, "Transporte" at the top of the next page, a summary box and footers.
export async function case23(): Promise<Case> {
  const r = rng(2323);
  const iban = makeIban('0040', r);
  const opening = 256_789_012;
  const events = keepPositive(month(r, { from: '2026-10-01', to: '2026-10-31', count: 52, currency: 'AOA', salary: '2026-10-23', fees: true, loan: '2026-10-08' }), opening);
  const movs = withBalances(opening, events.map((e) => ({ date: e.date, cents: e.cents, description: `${words(e.act, 'accents')}${e.act.k === 'trfIn' || e.act.k === 'trfOut' ? ` REF ${e.act.ref} ${r.pick(['RENDA OUTUBRO', 'PAGAMENTO FACTURA 2026/118', 'EMPRÉSTIMO', 'AJUDA FAMÍLIA', 'SERVIÇOS PRESTADOS'])}` : ''}` })));
  const closing = movs.at(-1)?.balance ?? opening;
  const { doc, done } = newPdf('portrait');
  const col = { date: 40, value: 92, desc: 146, debit: 432, credit: 500, balance: 560 };
  doc.font('Helvetica').fontSize(7.5);
  // Lay out first so every page can say "Página p de N".
  type Line = { kind: 'mov'; m: Movement; parts: string[] };
  const pages: Line[][] = [[]];
  let used = 0;
  for (const m of movs) {
    const parts = wrapWidth(doc, m.description, 230);
    if (used + parts.length > 25) { pages.push([]); used = 0; }
    pages.at(-1)?.push({ kind: 'mov', m, parts });
    used += parts.length;
  }
  let debits = 0;
  let credits = 0;
  let balance = opening;
  pages.forEach((lines, p) => {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(11);
    left(doc, 'BAI - Banco Angolano de Investimentos, S.A.', 40, 36);
    doc.font('Helvetica').fontSize(8);
    right(doc, `Página ${p + 1} de ${pages.length}`, 560, 38);
    left(doc, 'EXTRACTO DE CONTA À ORDEM', 40, 54);
    left(doc, 'Titular: ANTÓNIO SEBASTIÃO MANUEL', 40, 66);
    left(doc, `IBAN: ${ibanSpaced(iban)}`, 40, 78);
    right(doc, 'Moeda: AOA', 560, 78);
    left(doc, 'Período: 01/10/2026 a 31/10/2026', 40, 90);
    doc.font('Helvetica-Bold').fontSize(7.5);
    let y = 110;
    left(doc, 'Data Mov.', col.date, y); left(doc, 'Data Valor', col.value, y); left(doc, 'Descrição', col.desc, y);
    right(doc, 'Débito', col.debit, y); right(doc, 'Crédito', col.credit, y); right(doc, 'Saldo', col.balance, y);
    y += 10;
    doc.moveTo(40, y).lineTo(560, y).lineWidth(0.5).stroke();
    y += 5;
    doc.font('Helvetica').fontSize(7.5);
    if (p === 0) {
      left(doc, '01/10/2026', col.date, y); left(doc, 'Saldo Anterior', col.desc, y); right(doc, money(opening, PT), col.balance, y);
    } else {
      left(doc, 'Transporte', col.desc, y); right(doc, money(debits, PT), col.debit, y); right(doc, money(credits, PT), col.credit, y); right(doc, money(balance, PT), col.balance, y);
    }
    y += 17;
    for (const line of lines) {
      const m = line.m;
      if (m.cents < 0) debits -= m.cents; else credits += m.cents;
      balance = m.balance ?? balance;
      left(doc, dmy(m.date), col.date, y);
      left(doc, dmy(m.cents > 0 && r.chance(0.4) ? addDays(m.date, 1) : m.date), col.value, y);
      line.parts.forEach((part, k) => left(doc, part, col.desc, y + k * 9));
      right(doc, money(Math.abs(m.cents), PT), m.cents < 0 ? col.debit : col.credit, y);
      right(doc, money(m.balance ?? 0, PT), col.balance, y);
      y += 9 * (line.parts.length - 1) + 17;
    }
    if (p < pages.length - 1) {
      doc.font('Helvetica-Bold');
      left(doc, 'A Transportar', col.desc, y); right(doc, money(debits, PT), col.debit, y); right(doc, money(credits, PT), col.credit, y); right(doc, money(balance, PT), col.balance, y);
      doc.font('Helvetica');
    } else {
      left(doc, '31/10/2026', col.date, y); left(doc, 'Saldo Final', col.desc, y); right(doc, money(closing, PT), col.balance, y);
      y += 24;
      doc.rect(300, y - 4, 260, 40).lineWidth(0.5).stroke();
      left(doc, 'Total de Débitos', 308, y); right(doc, money(debits, PT), 552, y);
      left(doc, 'Total de Créditos', 308, y + 11); right(doc, money(credits, PT), 552, y + 11);
      left(doc, 'Nº de Movimentos', 308, y + 22); right(doc, String(movs.length), 552, y + 22);
    }
    doc.fontSize(6.5);
    left(doc, 'Documento processado por computador', 40, 800);
    right(doc, `${p + 1}/${pages.length}`, 560, 800);
    centre(doc, 'Banco Angolano de Investimentos, S.A. - Sede: Luanda - NIF 5410000000 - Capital Social 000.000.000,00 Kz', 595, 810);
  });
  doc.end();
  return {
    name: '23-bai-pdf-three-pages-carries', ext: 'pdf', bytes: await done,
    expected: { format: 'pdf', kind: 'bank', institution: 'BAI', iban, wallet: null, currency: 'AOA', opening, closing, movements: movs, lenient: [] },
  };
}

// 24 — BNI, two pages: one Valor column whose D/C letter is a separate text item, balances with
// C/D too, "SALDO ANTERIOR" first, totals and a count at the end, a footer on every page.
export async function case24(): Promise<Case> {
  const r = rng(2424);
  const iban = makeIban('0052', r);
  const opening = 100_000_000;
  const events = keepPositive(month(r, { from: '2026-11-01', to: '2026-11-30', count: 36, currency: 'AOA', salary: '2026-11-25', fees: true }), opening);
  const movs = withBalances(opening, events.map((e) => ({ date: e.date, cents: e.cents, description: words(e.act, 'caps') })));
  const closing = movs.at(-1)?.balance ?? opening;
  const { doc, done } = newPdf('portrait');
  const perPage = 24;
  const pageCount = Math.ceil(movs.length / perPage);
  const dc = (y: number, cents: number, xr: number): void => {
    right(doc, money(Math.abs(cents), PT), xr, y);
    left(doc, cents < 0 ? 'D' : 'C', xr + 4, y);
  };
  for (let p = 0; p < pageCount; p++) {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(10);
    left(doc, 'BNI - BANCO DE NEGÓCIOS INTERNACIONAL, S.A.', 40, 40);
    doc.font('Helvetica').fontSize(8);
    right(doc, `Pág. ${p + 1}/${pageCount}`, 560, 40);
    left(doc, 'EXTRACTO DE CONTA', 40, 56);
    left(doc, 'Cliente: MANUEL ZANGO PEDRO', 40, 68);
    left(doc, `IBAN: ${ibanSpaced(iban)}     Moeda: Kz`, 40, 80);
    left(doc, 'De 01-11-2026 a 30-11-2026', 40, 92);
    let y = 116;
    doc.font('Helvetica-Bold');
    left(doc, 'DATA', 40, y); left(doc, 'DESCRITIVO', 110, y); right(doc, 'VALOR', 470, y); right(doc, 'SALDO', 555, y);
    y += 14;
    doc.font('Helvetica');
    if (p === 0) { left(doc, 'SALDO ANTERIOR', 110, y); dc(y, opening, 545); y += 13; }
    for (const m of movs.slice(p * perPage, (p + 1) * perPage)) {
      left(doc, dmy(m.date, '-'), 40, y); left(doc, m.description, 110, y); dc(y, m.cents, 460); dc(y, m.balance ?? 0, 545);
      y += 13;
    }
    if (p === pageCount - 1) {
      y += 6;
      left(doc, 'SALDO FINAL', 110, y); dc(y, closing, 545);
      y += 20;
      const debits = movs.filter((m) => m.cents < 0).reduce((s, m) => s + m.cents, 0);
      const credits = movs.filter((m) => m.cents > 0).reduce((s, m) => s + m.cents, 0);
      left(doc, 'TOTAL A DÉBITO', 110, y); dc(y, debits, 460); y += 13;
      left(doc, 'TOTAL A CRÉDITO', 110, y); dc(y, credits, 460); y += 13;
      left(doc, `Nº DE MOVIMENTOS: ${movs.length}`, 110, y);
    }
    doc.fontSize(6.5);
    left(doc, 'BNI, S.A. - Documento emitido em 01-12-2026 15:42 - Este documento não serve de comprovativo de pagamento.', 40, 805);
  }
  doc.end();
  return {
    name: '24-bni-pdf-dc-suffix', ext: 'pdf', bytes: await done,
    expected: { format: 'pdf', kind: 'bank', institution: 'BNI', iban, wallet: null, currency: 'AOA', opening, closing, movements: movs, lenient: [] },
  };
}

// 25 — Unitel Money PDF, landscape, two pages: fee and status columns, failed and pending rows,
// the header repeated, "Página x de y" in the footer.
export async function case25(): Promise<Case> {
  const r = rng(2525);
  const wallet = `924${r.digits(6)}`;
  const opening = 3_250_000;
  const rows = walletRows(r, {
    from: '2026-10-01', to: '2026-10-31', count: 34, opening, idPrefix: 'UM', failed: 0.08, pending: 0.04, cancelled: 0.03,
    fee: (k, c) => (k === 'send' ? (Math.abs(c) <= 500_000 ? 5_000 : Math.abs(c) <= 2_000_000 ? 10_000 : 20_000) : k === 'cashout' ? 15_000 : 0),
  });
  const type: Record<WKind, string> = { send: 'Envio', receive: 'Recepção', airtime: 'Recarga', bill: 'Pagamento', merchant: 'Pagamento', cashin: 'Depósito', cashout: 'Levantamento', bankin: 'Transf. bancária' };
  const describe = (w: WRow): string => {
    switch (w.kind) {
      case 'send': return `Envio para ${spacedPhone(w.phone)}`;
      case 'receive': return `Recebido de ${spacedPhone(w.phone)}`;
      case 'airtime': return `Recarga ${spacedPhone(w.phone)}`;
      case 'bill': return `Pagamento ${w.biller}`;
      case 'merchant': return `Compra ${w.biller}`;
      case 'cashin': return 'Depósito em agente';
      case 'cashout': return 'Levantamento em agente';
      case 'bankin': return 'Transferência de conta BFA';
    }
  };
  const status = { ok: 'Sucesso', failed: 'Falhada', pending: 'Pendente', cancelled: 'Cancelada' } as const;
  const { doc, done } = newPdf('landscape');
  const c = { date: 40, id: 128, type: 222, desc: 300, amount: 600, fee: 655, status: 672, balance: 800 };
  const perPage = 22;
  const pageCount = Math.ceil(rows.length / perPage);
  for (let p = 0; p < pageCount; p++) {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(12);
    left(doc, 'Unitel Money', 40, 36);
    doc.font('Helvetica').fontSize(9);
    left(doc, 'Extracto de movimentos', 40, 52);
    left(doc, `Número: ${spacedPhone(wallet)}     Titular: ISABEL CATARINA DOMINGOS`, 40, 64);
    left(doc, 'Período: 01/10/2026 a 31/10/2026', 40, 76);
    let y = 100;
    doc.font('Helvetica-Bold').fontSize(8);
    left(doc, 'Data/Hora', c.date, y); left(doc, 'ID Transacção', c.id, y); left(doc, 'Tipo', c.type, y); left(doc, 'Descrição', c.desc, y);
    right(doc, 'Montante (Kz)', c.amount, y); right(doc, 'Taxa', c.fee, y); left(doc, 'Estado', c.status, y); right(doc, 'Saldo (Kz)', c.balance, y);
    y += 10;
    doc.moveTo(40, y).lineTo(800, y).lineWidth(0.5).stroke();
    y += 5;
    doc.font('Helvetica').fontSize(8);
    for (const w of rows.slice(p * perPage, (p + 1) * perPage)) {
      left(doc, `${dmy(w.date)} ${w.time.slice(0, 5)}`, c.date, y); left(doc, w.id, c.id, y); left(doc, type[w.kind], c.type, y); left(doc, describe(w), c.desc, y);
      right(doc, money(w.cents, PT), c.amount, y); right(doc, money(w.fee, PT), c.fee, y); left(doc, status[w.status], c.status, y); right(doc, money(w.balance, PT), c.balance, y);
      y += 13;
    }
    doc.fontSize(7);
    left(doc, 'Unitel Money - serviço de moeda electrónica. Apoio ao cliente: +244 923 190 190.', 40, 560);
    right(doc, `Página ${p + 1} de ${pageCount}`, 800, 560);
  }
  doc.end();
  return {
    name: '25-unitel-money-pdf-landscape', ext: 'pdf', bytes: await done,
    expected: { format: 'pdf', kind: 'mobile_money', institution: 'Unitel Money', iban: null, wallet, currency: 'AOA', opening: null, closing: null, movements: walletMovements(rows, describe, true), lenient: ['balance'] },
  };
}
