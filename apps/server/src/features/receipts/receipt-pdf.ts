// Draws a receipt model (packages/core/src/receipt.ts) on one A4 page with pdfkit: the Kumbu
// name as a text logo in the brand colour, the receipt's number and date, seller and
// customer, the line bought, the IVA split, the payment method and a "Paid" mark, and the
// footer. Only the standard Helvetica fonts are used (nothing to ship or load), so every
// string goes through toWinAnsi first.
import PDFDocument from 'pdfkit';
import type { ReceiptModel, ReceiptParty } from '@kumbu/core/receipt';
import { toWinAnsi } from './win-ansi';

/** The web app's palette (apps/web/src/shared/styles/tokens.css), so the receipt looks like Kumbu. */
const COLOR = {
  brand800: '#0b4f4a', brand600: '#0f766e', brand50: '#eef7f5',
  ink: '#10231f', muted: '#4b5d58', border: '#d8e3e0',
  positive: '#137a3a', positiveBg: '#e4f5ea',
} as const;

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const MARGIN = 50;

export interface ReceiptPdfOptions {
  /** Written as the PDF's creation date; the payment's own date keeps a receipt's bytes stable. */
  readonly createdAt: Date;
}

export function renderReceiptPdf(model: ReceiptModel, options: ReceiptPdfOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: model.lang === 'pt' ? 'pt-AO' : 'en',
    displayTitle: true,
    info: {
      Title: `${model.title} ${model.number.value}`,
      Author: model.seller.name,
      Subject: model.item.description,
      Creator: 'Kumbu',
      CreationDate: options.createdAt,
      ModDate: options.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, model);
  doc.end();
  return done;
}

type Doc = PDFKit.PDFDocument;

interface TextStyle { readonly font?: string; readonly size: number; readonly color?: string; readonly align?: 'left' | 'right' | 'center' }

/** Writes text at (x, y) within `width`, wrapping; returns the y just below it. */
function put(doc: Doc, text: string, x: number, y: number, width: number, style: TextStyle): number {
  const safe = toWinAnsi(text);
  doc.font(style.font ?? REGULAR).fontSize(style.size).fillColor(style.color ?? COLOR.ink);
  const options = { width, align: style.align ?? 'left', lineGap: 1 } as const;
  const height = doc.heightOfString(safe, options);
  doc.text(safe, x, y, options);
  return y + height;
}

function rule(doc: Doc, x1: number, x2: number, y: number, color: string = COLOR.border, width = 0.75): void {
  doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke().restore();
}

function draw(doc: Doc, m: ReceiptModel): void {
  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  const width = right - left;

  // Header: the text logo on the left, what this document is on the right.
  put(doc, 'Kumbu', left, MARGIN, 200, { font: BOLD, size: 30, color: COLOR.brand800 });
  put(doc, m.website, left, MARGIN + 34, 200, { size: 9, color: COLOR.muted });
  const headRight = left + 200;
  const headWidth = width - 200;
  let y = put(doc, m.title.toUpperCase(), headRight, MARGIN, headWidth, { font: BOLD, size: 20, color: COLOR.ink, align: 'right' });
  y = put(doc, `${m.number.label}: ${m.number.value}`, headRight, y + 4, headWidth, { font: BOLD, size: 10, align: 'right' });
  y = put(doc, `${m.date.label}: ${m.date.value}`, headRight, y + 2, headWidth, { size: 9, color: COLOR.muted, align: 'right' });
  y = Math.max(y, MARGIN + 48) + 12;
  doc.save().rect(left, y, width, 3).fill(COLOR.brand600).restore();
  y += 22;

  // Seller and customer side by side.
  const column = (width - 30) / 2;
  y = Math.max(party(doc, m.seller, left, y, column), party(doc, m.customer, left + column + 30, y, column)) + 24;

  // The line bought.
  const amountWidth = 150;
  const descWidth = width - amountWidth - 20;
  doc.save().rect(left, y, width, 22).fill(COLOR.brand50).restore();
  put(doc, m.columns.description.toUpperCase(), left + 10, y + 7, descWidth, { font: BOLD, size: 8, color: COLOR.brand800 });
  put(doc, m.columns.amount.toUpperCase(), right - amountWidth - 10, y + 7, amountWidth, { font: BOLD, size: 8, color: COLOR.brand800, align: 'right' });
  y += 32;
  const itemEnd = put(doc, m.item.description, left + 10, y, descWidth, { font: BOLD, size: 11 });
  const detailEnd = put(doc, m.item.detail, left + 10, itemEnd + 2, descWidth, { size: 9, color: COLOR.muted });
  put(doc, m.item.amount, right - amountWidth - 10, y, amountWidth, { size: 11, align: 'right' });
  y = detailEnd + 10;
  rule(doc, left, right, y);
  y += 16;

  // Totals on the right; the payment method and the "paid" mark on the left.
  const totalsX = left + width / 2 + 10;
  const totalsWidth = right - totalsX;
  const totalsTop = y;
  y = totalLine(doc, m.subtotal.label, m.subtotal.value, totalsX, y, totalsWidth, false);
  y = totalLine(doc, m.iva.label, m.iva.value, totalsX, y + 6, totalsWidth, false);
  rule(doc, totalsX, right, y + 6, COLOR.brand600, 1);
  y = totalLine(doc, m.total.label, m.total.value, totalsX, y + 14, totalsWidth, true);

  let leftY = put(doc, m.method.label.toUpperCase(), left, totalsTop, totalsX - left - 20, { font: BOLD, size: 8, color: COLOR.muted });
  leftY = put(doc, m.method.value, left, leftY + 3, totalsX - left - 20, { size: 10.5 });
  stamp(doc, m.status, left, leftY + 12);

  footer(doc, m.footer, left, width);
}

/** A heading, the name in bold and the other lines; returns the y below the block. */
function party(doc: Doc, p: ReceiptParty, x: number, y: number, width: number): number {
  let at = put(doc, p.heading.toUpperCase(), x, y, width, { font: BOLD, size: 8, color: COLOR.muted });
  at = put(doc, p.name, x, at + 4, width, { font: BOLD, size: 11 });
  for (const line of p.lines) at = put(doc, line, x, at + 2, width, { size: 9.5, color: COLOR.muted });
  return at;
}

function totalLine(doc: Doc, label: string, value: string, x: number, y: number, width: number, strong: boolean): number {
  const style: TextStyle = strong ? { font: BOLD, size: 13, color: COLOR.brand800 } : { size: 10, color: COLOR.ink };
  const labelWidth = width * 0.55;
  const a = put(doc, label, x, y, labelWidth, style);
  const b = put(doc, value, x + labelWidth, y, width - labelWidth, { ...style, align: 'right' });
  return Math.max(a, b);
}

/** "PAGO" / "PAID" in a green rounded box, like the web app's positive badges. */
function stamp(doc: Doc, text: string, x: number, y: number): void {
  const label = toWinAnsi(text.toUpperCase());
  doc.font(BOLD).fontSize(11);
  const w = doc.widthOfString(label) + 24;
  doc.save().roundedRect(x, y, w, 22, 4).fillAndStroke(COLOR.positiveBg, COLOR.positive).restore();
  doc.fillColor(COLOR.positive).text(label, x, y + 6, { width: w, align: 'center', lineBreak: false });
}

/** The footer sits at the page's foot, above the bottom margin, whatever the body's height. */
function footer(doc: Doc, lines: readonly string[], left: number, width: number): void {
  const fontOf = (i: number) => (i === 0 ? BOLD : REGULAR);
  const heights = lines.map((l, i) => doc.font(fontOf(i)).fontSize(8).heightOfString(toWinAnsi(l), { width, lineGap: 1 }) + 2);
  const total = heights.reduce((a, b) => a + b, 0);
  // A few points above the bottom margin: pdfkit starts a new page for text that touches it.
  let y = doc.page.height - MARGIN - 6 - total;
  rule(doc, left, left + width, y - 10);
  lines.forEach((line, i) => {
    put(doc, line, left, y, width, { font: fontOf(i), size: 8, color: COLOR.muted });
    y += heights[i] ?? 0;
  });
}
