// Dates for people, in the interface language's locale (pt-AO / en-US, spec §1).
import { DEFAULT_TIME_ZONE } from '@kumbu/core/date-range';
import { type Lang } from '@kumbu/core/lang';
import { localeFor } from '@kumbu/core/money';

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang, timeZone: string): Intl.DateTimeFormat {
  const key = `${lang}:${timeZone}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(localeFor(lang), { day: '2-digit', month: 'short', year: 'numeric', timeZone });
    cache.set(key, f);
  }
  return f;
}

/** An instant (ISO string) as the day it falls on in Luanda: "15/05/2025" → "15 de mai. de 2025". */
export function formatInstantDay(iso: string, lang: Lang): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : formatter(lang, DEFAULT_TIME_ZONE).format(ms);
}

/** A calendar day 'YYYY-MM-DD', formatted without any time-zone shift. */
export function formatDay(day: string, lang: Lang): string {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) ? day : formatter(lang, 'UTC').format(ms);
}
