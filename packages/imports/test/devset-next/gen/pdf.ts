// pdfkit helpers: a document with fixed metadata (so the bytes repeat), and text placed by its
// left or right edge, one text item per call, as statement generators draw them.
import PDFDocument from 'pdfkit';
import { FIXED } from './xlsx';

export type Doc = PDFKit.PDFDocument;

export function newPdf(layout: 'portrait' | 'landscape', producer: string): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', layout, margin: 0, autoFirstPage: false, info: { CreationDate: FIXED, ModDate: FIXED, Producer: producer, Creator: producer } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return { doc, done };
}
export function left(doc: Doc, text: string, x: number, y: number): void {
  if (text !== '') doc.text(text, x, y, { lineBreak: false });
}
export function right(doc: Doc, text: string, xRight: number, y: number): void {
  if (text !== '') doc.text(text, xRight - doc.widthOfString(text), y, { lineBreak: false });
}
export function centre(doc: Doc, text: string, xMid: number, y: number): void {
  doc.text(text, xMid - doc.widthOfString(text) / 2, y, { lineBreak: false });
}
/** Splits text into lines that fit `width` points in the current font. */
export function fit(doc: Doc, text: string, width: number): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const word of text.split(' ')) {
    const next = cur === '' ? word : `${cur} ${word}`;
    if (doc.widthOfString(next) <= width || cur === '') cur = next;
    else { lines.push(cur); cur = word; }
  }
  if (cur !== '') lines.push(cur);
  return lines;
}
