// Byte encodings the exports come in: UTF-8 with or without BOM, Windows-1252, UTF-16LE with BOM.
// Node can decode windows-1252 but not encode it, so the small table is here.

const CP1252_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a,
  '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97,
  '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

export function cp1252(text: string): Buffer {
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) out.push(code);
    else {
      const b = CP1252_EXTRA[ch];
      if (b === undefined) throw new Error(`not in windows-1252: ${ch}`);
      out.push(b);
    }
  }
  return Buffer.from(out);
}
export const utf8 = (text: string): Buffer => Buffer.from(text, 'utf8');
export const utf8Bom = (text: string): Buffer => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
export const utf16leBom = (text: string): Buffer => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);

/** Lines joined with CRLF, as Windows-side exports write them (with a final line end). */
export const crlf = (lines: readonly string[]): string => lines.join('\r\n') + '\r\n';
export const lf = (lines: readonly string[]): string => lines.join('\n') + '\n';

/** A CSV field quoted when it must be (or always, when `always`). */
export function q(value: string, sep: string, always = false): string {
  if (always || value.includes(sep) || value.includes('"') || value.includes('\n')) return `"${value.replace(/"/g, '""')}"`;
  return value;
}
export const row = (cells: readonly string[], sep: string, always = false): string => cells.map((c) => q(c, sep, always)).join(sep);
