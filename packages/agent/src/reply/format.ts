// Small formatters for replies: money through core's formatMoney, days as people say them.
import { type Cents, type Currency, formatMoney, localeFor } from '@kumbu/core/money';
import { type DayRange, type DayString, addDays } from '@kumbu/core/date-range';
import { type Lang, interpolate } from '@kumbu/core/lang';
import { type Preset, isPreset } from '@kumbu/core/date-range';
import { type Period, isWholeMonth } from '../periods';
import { percentChange } from '../report';
import { REPLY_TEXTS, type ReplyTextKey } from './texts';

export function say(key: ReplyTextKey, lang: Lang, values: Readonly<Record<string, string | number>> = {}): string {
  return interpolate(REPLY_TEXTS[key][lang], values);
}

export function money(cents: Cents, currency: Currency, lang: Lang): string {
  return formatMoney(cents, currency, lang);
}

/** "15 de novembro de 2026" / "Nov 15, 2026": a calendar day, shown without any time-zone shift. */
export function formatDay(day: DayString, lang: Lang): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  return new Intl.DateTimeFormat(localeFor(lang), { day: 'numeric', month: lang === 'pt' ? 'long' : 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** "16–22 de novembro de 2026" / "Nov 16 – 22, 2026": a span of days, the shared parts said once. */
export function formatDayRange(range: DayRange, lang: Lang): string {
  const utc = (day: DayString): Date => {
    const [y, m, d] = day.split('-').map(Number);
    return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  };
  return new Intl.DateTimeFormat(localeFor(lang), { day: 'numeric', month: lang === 'pt' ? 'long' : 'short', year: 'numeric', timeZone: 'UTC' })
    .formatRange(utc(range.start), utc(range.end));
}

/** "hoje", "ontem", or the date. */
export function spokenDay(day: DayString, today: DayString, lang: Lang): string {
  if (day === today) return say('today', lang);
  if (day === addDays(today, -1)) return say('yesterday', lang);
  return formatDay(day, lang);
}

const PRESET_KEYS: Readonly<Record<Preset, ReplyTextKey>> = {
  thisMonth: 'periodThisMonth', lastMonth: 'periodLastMonth', quarter: 'periodQuarter', yearToDate: 'periodYearToDate',
};

/** A period as the tail of a sentence: "este mês", "no mês passado", "de 1 nov. a 7 nov.". */
export function spokenPeriod(period: Period, today: DayString, lang: Lang): string {
  if (isPreset(period)) return say(PRESET_KEYS[period], lang);
  if (period.name === 'thisWeek') return say('periodThisWeek', lang);
  if (period.name === 'lastWeek') return say('periodLastWeek', lang);
  if (period.start === period.end) return period.start === today ? say('periodToday', lang) : say('periodDay', lang, { start: spokenDay(period.start, today, lang) });
  if (isWholeMonth(period)) return say('periodMonth', lang, { month: monthName(period.start, lang) });
  return say('periodRange', lang, { start: formatDay(period.start, lang), end: formatDay(period.end, lang) });
}

/** "outubro de 2026" / "October 2026". */
export function monthName(day: DayString, lang: Lang): string {
  const [y = 1970, m = 1] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(localeFor(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/**
 * The change from `before` to `after`: " (↑ 12%)", or naming what it is set against,
 * " (↑ 12% face à semana anterior)"; nothing when there was nothing before to compare with.
 */
export function changeNote(before: number, after: number, lang: Lang, previous?: string): string {
  const pct = percentChange(before, after);
  if (pct === null) return '';
  const arrow = pct > 0 ? '↑' : '↓';
  if (previous === undefined) return pct === 0 ? say('compareSame', lang) : say('compareChange', lang, { arrow, percent: Math.abs(pct) });
  return pct === 0 ? say('reportChangeSame', lang, { previous }) : say('reportChange', lang, { arrow, percent: Math.abs(pct), previous });
}
