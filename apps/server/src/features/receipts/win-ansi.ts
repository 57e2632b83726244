// The PDF's standard Helvetica draws only the WinAnsi (Windows-1252) character set, and
// pdfkit writes any other character as garbage bytes instead of failing. Intl's number and
// date formats use characters outside that set (pt-AO money "1 234,00 Kz" groups digits with
// U+00A0 in today's ICU and U+202F in others; en-US times may put U+202F before "PM"), and a
// customer's name may be in any script. So every string is mapped here before it is drawn.

/** The characters of Windows-1252's 0x80–0x9F block that pdfkit maps (its WIN_ANSI_MAP). */
const WIN_ANSI_EXTRA = new Set([
  0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d,
  0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e, 0x0178,
]);

/** Unicode spaces that must not break a line (thin, narrow no-break, figure…) → U+00A0, which WinAnsi has. */
const NO_BREAK_SPACES = /[\u2007\u2009\u200a\u202f\u2060]/g;
/** Other spaces and line separators → a plain space. */
const PLAIN_SPACES = /[\t\n\r\v\f\u1680\u2000-\u2006\u2008\u2028\u2029\u205f\u3000]/g;
/** Hyphens and minus signs WinAnsi lacks → "-". */
const HYPHENS = /[\u2010\u2011\u2012\u2212\u2043]/g;
const ZERO_WIDTH = /[\u200b-\u200d\ufeff\u00ad]/g;

export function isWinAnsi(codePoint: number): boolean {
  return (codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff) || WIN_ANSI_EXTRA.has(codePoint);
}

/**
 * Text Helvetica can draw: spaces and hyphens mapped to their WinAnsi look-alikes, accents
 * kept where WinAnsi has the letter ("São", "Ação"), otherwise stripped ("Łódź" → "?ódz",
 * "Dvořák" → "Dvorák", since WinAnsi has á), and anything left (other scripts, emoji) shown as "?".
 */
export function toWinAnsi(text: string): string {
  const prepared = text.normalize('NFC').replace(ZERO_WIDTH, '').replace(NO_BREAK_SPACES, '\u00a0')
    .replace(PLAIN_SPACES, ' ').replace(HYPHENS, '-');
  let out = '';
  for (const ch of prepared) {
    const cp = ch.codePointAt(0) ?? 0x3f;
    if (isWinAnsi(cp)) { out += ch; continue; }
    const bare = ch.normalize('NFD').replace(/\p{M}+/gu, '');
    out += bare !== '' && allWinAnsi(bare) ? bare : '?';
  }
  return out;
}

/** Code point by code point on purpose: WinAnsi has no multi-code-point characters. */
function allWinAnsi(text: string): boolean {
  for (const ch of text) if (!isWinAnsi(ch.codePointAt(0) ?? 0)) return false;
  return true;
}
