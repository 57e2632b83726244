// Amount cells as banks write them: "1.234.567,89", "1 234 567,89", "1,234,567.89", "1234567.89",
// "-1.500,00", "1.500,00-", "(1.500,00)", "1.500,00 D", "1.500,00 Débito", "Kz 1.500,00", "USD 20.00",
// the currency run into the digits ("-Kz1.500", "Kz63.000", "1.500,00Kz", "US$20.00"), and numbers
// from a spreadsheet. The decimal mark is decided once per file from every amount cell
// (decideDecimalMark), because one cell alone ("5.000") cannot say; then each cell is read
// exactly on its digits, never through a float.
import { type Cell } from '../table';

export type DecimalMark = ',' | '.';

// Not letters on either side, but digits may touch: "Kz1.500" and "1.500,00Kz" name the currency too.
const CURRENCY_WORDS = /(?<![a-z])(?:kz|kzs|aoa|akz|kwanzas?|usd|us\$|eur|euros?|d[oó]lares?)(?![a-z])|us\$|\$|€/gi;
const SPACES = /[\s\u00a0\u202f\u2009\u2007']/g;

interface Shape {
  readonly negative: boolean;
  readonly body: string; // digits with . and , only
  /** 'D'/'DB'/'DR' after the number, or 'C'/'CR' — a sign written as a letter. */
  readonly letter: 'D' | 'C' | null;
}

/** The common cell, "12.350,50" or "-1500.00": digits and marks only, nothing to strip. */
const PLAIN = /^(-?)(\d[\d.,]*)$/;

function shapeOf(raw: string): Shape | null {
  // Most cells of a big export are plain: read them without the general path's six regexes.
  const plain = PLAIN.exec(raw);
  if (plain) return { negative: plain[1] === '-', body: plain[2] ?? '', letter: null };
  let text = raw.trim();
  if (text === '' || text === '-' || text === '—') return null;
  let letter: 'D' | 'C' | null = null;
  const letterMatch = /\s*\b(d|db|dr|deb|debito|débito|c|cr|cred|credito|crédito)\.?$/i.exec(text);
  if (letterMatch && /\d/.test(text.slice(0, letterMatch.index))) {
    letter = /^c/i.test(letterMatch[1] ?? '') ? 'C' : 'D';
    text = text.slice(0, letterMatch.index);
  }
  text = text.replace(CURRENCY_WORDS, '').replace(SPACES, '');
  let negative = false;
  if (/^\(.*\)$/.test(text)) { negative = true; text = text.slice(1, -1); }
  if (/^[-−–]/.test(text)) { negative = !negative; text = text.slice(1); } else if (text.startsWith('+')) text = text.slice(1);
  if (/[-−–]$/.test(text)) { negative = !negative; text = text.slice(0, -1); }
  text = text.replace(CURRENCY_WORDS, '').replace(SPACES, '');
  if (!/^\d[\d.,]*$/.test(text) && !/^[.,]\d+$/.test(text)) return null;
  return { negative, body: text, letter };
}

/** Votes for the decimal mark from a set of amount cells (strings only; numbers say nothing). */
export function decideDecimalMark(cells: readonly Cell[], fallback: DecimalMark = ','): { mark: DecimalMark; decided: boolean } {
  let comma = 0;
  let dot = 0;
  for (const cell of cells) {
    if (typeof cell !== 'string') continue;
    const s = shapeOf(cell);
    if (!s) continue;
    const lastComma = s.body.lastIndexOf(',');
    const lastDot = s.body.lastIndexOf('.');
    if (lastComma >= 0 && lastDot >= 0) { if (lastComma > lastDot) comma++; else dot++; continue; }
    const at = Math.max(lastComma, lastDot);
    if (at < 0) continue;
    const decimals = s.body.length - at - 1;
    const sep = s.body[at];
    const count = s.body.split(sep ?? '').length - 1;
    // "1.234.567" (same mark twice) is grouping: a vote for the other mark.
    if (count > 1) { if (sep === '.') comma++; else dot++; continue; }
    if (decimals === 1 || decimals === 2) { if (sep === ',') comma++; else dot++; }
  }
  if (comma === 0 && dot === 0) return { mark: fallback, decided: false };
  return { mark: comma >= dot ? ',' : '.', decided: true };
}

/**
 * One amount cell → signed cêntimos, or null when the cell holds no amount. `decided` false
 * means the file never showed its decimal mark: then "5.000" and "5,000" are both thousands.
 * More than two decimals are rounded half away from zero on the digits (spreadsheet cells
 * computed by formulas carry them).
 */
export function readAmountCell(cell: Cell | undefined, mark: DecimalMark, decided = true): number | null {
  if (cell === null || cell === undefined || cell instanceof Date) return null;
  if (typeof cell === 'number') return numberToCents(cell);
  const s = shapeOf(cell);
  if (!s) return null;
  const group = mark === ',' ? '.' : ',';
  let body = s.body;
  let intPart: string;
  let fracPart = '';
  const at = body.lastIndexOf(mark);
  if (at >= 0 && body.indexOf(mark) === at) {
    intPart = body.slice(0, at);
    fracPart = body.slice(at + 1);
    if (!decided && fracPart.length === 3 && !intPart.includes(group)) { intPart += fracPart; fracPart = ''; }
  } else if (at >= 0) {
    return null; // the decimal mark twice: "1,234,567" read with ',' as decimal is not a number
  } else {
    intPart = body;
  }
  if (intPart.includes(group)) {
    const groups = intPart.split(group);
    if (groups.slice(1).some((g) => g.length !== 3) || (groups[0] ?? '').length > 3 || groups[0] === '') return null;
    intPart = groups.join('');
  }
  if (intPart.includes(mark) || fracPart.includes(group) || fracPart.includes(mark)) return null;
  body = intPart === '' ? '0' : intPart;
  if (!/^\d+$/.test(body) || (fracPart !== '' && !/^\d+$/.test(fracPart))) return null;
  const roundUp = fracPart.length > 2 && Number(fracPart[2]) >= 5 ? 1 : 0;
  let value: number;
  if (body.length <= 13) {
    // Up to 13 digits of kwanzas, cêntimos stay below 2^53: exact in a Number, and far cheaper than BigInt.
    value = Number(body) * 100 + Number((fracPart + '00').slice(0, 2)) + roundUp;
  } else {
    const cents = BigInt(body) * 100n + BigInt((fracPart + '00').slice(0, 2)) + BigInt(roundUp);
    if (cents > BigInt(Number.MAX_SAFE_INTEGER)) return null;
    value = Number(cents);
  }
  const negative = s.negative !== (s.letter === 'D');
  return negative ? -value : value;
}

/** A spreadsheet number → cêntimos, on its shortest decimal text (1234.56 → "1234.56"). */
export function numberToCents(n: number): number | null {
  if (!Number.isFinite(n) || Math.abs(n) > 9e13) return null;
  const text = Math.abs(n) < 1e-6 ? '0' : n.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  const frac = m[3] ?? '';
  let cents = BigInt(m[2] ?? '0') * 100n + BigInt((frac + '00').slice(0, 2));
  if (frac.length > 2 && Number(frac[2]) >= 5) cents += 1n;
  const value = Number(cents);
  return m[1] === '-' ? -value : value;
}

/** True when the cell reads as an amount under some mark: used to find amount columns without a header. */
export function looksLikeAmount(cell: Cell | undefined): boolean {
  if (typeof cell === 'number') return true;
  if (typeof cell !== 'string') return false;
  const s = shapeOf(cell);
  return s !== null && /\d/.test(s.body) && (/[.,]\d{2}$/.test(s.body) || /^\d{1,3}([.,\s]\d{3})+$/.test(s.body));
}
