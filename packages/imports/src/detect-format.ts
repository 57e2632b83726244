// Which reader a file goes to, from its first bytes and, for text, its first elements; never
// from the name (a bank's "extrato.xls" is often HTML or CSV, and WhatsApp renames documents).
import { type ImportFormat } from './statement';
import { decodeText } from './decode-text';
import { looksFixedWidth } from './csv/fixed-width';

export type DetectedFormat =
  | { readonly format: ImportFormat }
  | { readonly format: null; readonly reason: 'empty_file' | 'legacy_xls' | 'unknown_format' };

const startsWith = (bytes: Uint8Array, sig: readonly number[]): boolean => sig.every((b, i) => bytes[i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Excel 97–2003 (and .doc)

/** True when a zip's bytes name the parts of an Excel workbook (checked without unzipping). */
function zipHoldsWorkbook(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, Math.min(bytes.length, 1 << 20)));
  return head.includes('xl/workbook.xml') || head.includes('[Content_Types].xml') && head.includes('xl/');
}

export function detectFormat(bytes: Uint8Array): DetectedFormat {
  let start = 0;
  while (start < bytes.length && start < 1024 && (bytes[start] === 0x20 || bytes[start] === 0x0a || bytes[start] === 0x0d || bytes[start] === 0x09)) start++;
  if (bytes.length === 0 || start === bytes.length) return { format: null, reason: 'empty_file' };
  // Some PDF writers put a few bytes before the signature; the spec allows it within 1 KB.
  const pdfAt = indexOf(bytes.subarray(0, 1024), PDF);
  if (pdfAt >= 0) return { format: 'pdf' };
  if (startsWith(bytes, ZIP)) return zipHoldsWorkbook(bytes) ? { format: 'xlsx' } : { format: null, reason: 'unknown_format' };
  if (startsWith(bytes, OLE)) return { format: null, reason: 'legacy_xls' };
  const { text } = decodeText(bytes.subarray(0, Math.min(bytes.length, 64 * 1024)));
  if (/\0/.test(text.slice(0, 2048))) return { format: null, reason: 'unknown_format' };
  const head = text.slice(0, 8192).trimStart();
  if (/^OFXHEADER\s*:/i.test(head) || /<OFX[\s>]/i.test(head)) return { format: 'ofx' };
  if (head.startsWith('<')) {
    if (/urn:iso:std:iso:20022:tech:xsd:camt\.053/i.test(head) || /<BkToCstmrStmt[\s>]/.test(head)) return { format: 'camt053' };
    if (/urn:OECD:StandardAuditFile-Tax/i.test(head) || /<AuditFile[\s>]/.test(head)) return { format: 'saft' };
    return { format: null, reason: 'unknown_format' };
  }
  if (!looksLikeText(text)) return { format: null, reason: 'unknown_format' };
  return { format: 'csv' };
}

function indexOf(hay: Uint8Array, needle: readonly number[]): number {
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** Mostly printable characters and at least one line with a separator, or columns lined up with spaces: a CSV (or TSV, or fixed-width) candidate. */
function looksLikeText(text: string): boolean {
  const sample = text.slice(0, 8192);
  let control = 0;
  for (const ch of sample) {
    const c = ch.charCodeAt(0);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) control++;
    if (c === 0xfffd) control++;
  }
  if (control > sample.length * 0.02) return false;
  return /[;,\t|]/.test(sample) || looksFixedWidth(sample);
}
