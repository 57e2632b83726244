// A calendar day as people type it in the app's language, whatever the browser's: pt-AO
// writes 01/11/2026 (day first), en-US 11/01/2026 (month first), the same order every other
// date in the app uses. State and API keep ISO 'YYYY-MM-DD'; these turn one into the other.
import { isSupportedDay } from '@kumbu/core/date-range';
import { type Lang } from '@kumbu/core/lang';
import { localeFor } from '@kumbu/core/money';

export type DayPart = 'day' | 'month' | 'year';

const orders = new Map<Lang, readonly DayPart[]>();

/** The order of day, month and year in `lang`'s numeric dates (from Intl, not hand-kept). */
export function dayOrder(lang: Lang): readonly DayPart[] {
  let order = orders.get(lang);
  if (!order) {
    const parts = new Intl.DateTimeFormat(localeFor(lang), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
      .formatToParts(Date.UTC(2026, 10, 1));
    order = parts.map((p) => p.type).filter((type): type is DayPart => type === 'day' || type === 'month' || type === 'year');
    orders.set(lang, order);
  }
  return order;
}

const LETTERS: Record<Lang, Record<DayPart, string>> = {
  pt: { day: 'dd', month: 'mm', year: 'aaaa' },
  en: { day: 'dd', month: 'mm', year: 'yyyy' },
};

/** What the empty field shows: "dd/mm/aaaa" in pt, "mm/dd/yyyy" in en. */
export function dayPlaceholder(lang: Lang): string {
  return dayOrder(lang).map((part) => LETTERS[lang][part]).join('/');
}

/** 'YYYY-MM-DD' → "01/11/2026" (pt) or "11/01/2026" (en); '' for anything else. */
export function formatDayText(iso: string, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return '';
  const value: Record<DayPart, string> = { year: match[1] ?? '', month: match[2] ?? '', day: match[3] ?? '' };
  return dayOrder(lang).map((part) => value[part]).join('/');
}

/**
 * Typed text → 'YYYY-MM-DD', or null when it is not a whole, real day in 1900–2100.
 * Takes the language's order with "/", "-", "." or spaces between (one- or two-digit day
 * and month: "1/11/2026"), eight digits without separators ("01112026"), and ISO itself
 * ("2026-11-01", year first, so never ambiguous).
 */
export function parseDayText(text: string, lang: Lang): string | null {
  const s = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (iso) return dayOrNull(iso[1], iso[2], iso[3]);
  const split = /^(\d{1,2})[/.\-\s]+(\d{1,2})[/.\-\s]+(\d{4})$/.exec(s) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(s);
  if (!split) return null;
  const order = dayOrder(lang);
  const value: Partial<Record<DayPart, string>> = {};
  order.forEach((part, i) => { value[part] = split[i + 1]; });
  return dayOrNull(value.year, value.month, value.day);
}

function dayOrNull(year: string | undefined, month: string | undefined, day: string | undefined): string | null {
  if (year === undefined || month === undefined || day === undefined) return null;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isSupportedDay(iso) ? iso : null;
}

/**
 * Typing help for phone keypads without a "/": after the day and after the month a slash
 * is added, but only while the person is adding characters (deleting one never re-adds it).
 */
export function withSlashes(previous: string, next: string): string {
  if (next.length <= previous.length) return next;
  return /^\d{2}$/.test(next) || /^\d{1,2}\/\d{2}$/.test(next) ? `${next}/` : next;
}
