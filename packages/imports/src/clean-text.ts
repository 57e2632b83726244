// Text a database can keep: control characters other than tab and line breaks — NUL above all,
// which no PostgreSQL text column accepts — come only from damaged or hostile files, and are
// dropped at the reader's edge (read-statement.ts, layoutKey) instead of failing a query later.
// eslint-disable-next-line no-control-regex -- these characters are exactly what is matched
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export function hasControl(text: string | null | undefined): boolean {
  if (!text) return false;
  CONTROL.lastIndex = 0;
  return CONTROL.test(text);
}

export function cleanText(text: string): string {
  return text.replace(CONTROL, '');
}

export function cleanOrNull(text: string | null | undefined): string | null {
  return text === null || text === undefined ? null : cleanText(text);
}
