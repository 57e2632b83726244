// Amounts and dates as machines write them in OFX, CAMT.053 and SAF-T: no grouping words, no
// month names, just digits. Read on the digits (never through a float) so cêntimos stay exact.
import { bigintToCents, isCurrency, type Currency } from '@kumbu/core/money';
import { MAX_YEAR, MIN_YEAR } from '@kumbu/core/date-range';

/**
 * A machine decimal → signed cêntimos, or null when it is not one.
 * Accepts what real exports write, with examples:
 *   "-50.00" → -5000, "+1234.5" → 123450, "1234,56" → 123456 (OFX allows a comma as the mark),
 *   ".75" → 75, "1,234.56" → 123456 (both marks: the last one is the decimal mark),
 *   "12.345" → 1235 (more than 2 decimals: rounded half away from zero — SAF-T totals and some
 *   OFX writers carry 3–6 decimals, and a cêntimo is the smallest unit the app keeps).
 */
export function machineDecimalToCents(raw: string): number | null {
  let s = raw.trim().replace(/\s+/g, '');
  let negative = false;
  if (s.startsWith('-') || s.startsWith('+')) {
    negative = s.startsWith('-');
    s = s.slice(1);
  }
  if (s === '' || !/^[\d.,]+$/.test(s)) return null;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let int = s;
  let frac = '';
  if (lastDot >= 0 && lastComma >= 0) {
    // Both marks: the later one separates the decimals, the other one only groups thousands.
    const markAt = Math.max(lastDot, lastComma);
    const group = lastDot > lastComma ? ',' : '.';
    int = s.slice(0, markAt);
    frac = s.slice(markAt + 1);
    if (!new RegExp(`^\\d{1,3}(\\${group}\\d{3})*$`).test(int)) return null;
    int = int.split(group).join('');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const parts = s.split(mark);
    if (parts.length === 2) {
      int = parts[0] ?? '';
      frac = parts[1] ?? '';
    } else {
      // "1.234.567": several marks of one kind can only be grouping.
      if (!/^\d{1,3}$/.test(parts[0] ?? '') || parts.slice(1).some((p) => !/^\d{3}$/.test(p))) return null;
      int = parts.join('');
    }
  }
  if (!/^\d*$/.test(int) || !/^\d*$/.test(frac) || int + frac === '') return null;
  const kept = BigInt((int || '0') + frac.slice(0, 2).padEnd(2, '0'));
  const roundUp = frac.length > 2 && (frac.charCodeAt(2) - 48) >= 5;
  const magnitude = roundUp ? kept + 1n : kept;
  return bigintToCents(negative ? -magnitude : magnitude);
}

/**
 * Y, M, D → "YYYY-MM-DD" when it is a real calendar day (no 31 April) in the years Kumbu keeps
 * (MIN_YEAR..MAX_YEAR, as every other way in: a record dated 2150 would be stored, but no
 * records range, form, cursor or export reaches that year), else null.
 */
export function isoDate(year: number, month: number, day: number): string | null {
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > days) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * "2024-03-05", "2024-03-05T10:22:01+01:00" (xs:date / xs:dateTime) → "2024-03-05". The date as
 * written, not moved to another time zone: it is the bank's (or the invoice's) calendar day.
 */
export function xmlDate(raw: string | null): string | null {
  if (raw === null) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T\sZ+-])/.exec(raw.trim());
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** "AOA", " usd " → the app's currency, or null when it is not one the app keeps. */
export function appCurrency(raw: string): Currency | null {
  const code = raw.trim().toUpperCase();
  return isCurrency(code) ? code : null;
}

/** An Angolan IBAN once spaces are removed: AO06 and 21 digits. */
export function compactAngolanIban(raw: string): string | null {
  const compact = raw.replace(/[\s-]+/g, '').toUpperCase();
  return /^AO06\d{21}$/.test(compact) ? compact : null;
}

/** 1-based line of a character offset, from the sorted offsets of every "\n" in the text. */
export function lineIndex(text: string): (offset: number) => number {
  const breaks: number[] = [];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) breaks.push(i);
  return (offset) => {
    let lo = 0;
    let hi = breaks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((breaks[mid] ?? 0) < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
}

/** The five XML entities and numeric character references; anything else is left as written. */
export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos|nbsp);/gi, (whole, body: string) => {
    const b = body.toLowerCase();
    if (b.startsWith('#')) {
      const code = b.startsWith('#x') ? parseInt(b.slice(2), 16) : parseInt(b.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[b] ?? whole;
  });
}
const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Runs of spaces (and line breaks inside a text) as one space, trimmed. */
export function tidy(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}
