// When this device's copy of the data was saved, as a person reads it in the offline note
// ("Sem ligação — dados de 14:32"): the time alone today, the day too otherwise. Luanda time,
// like every date in the app.
import { DEFAULT_TIME_ZONE } from '@kumbu/core/date-range';
import { type Lang } from '@kumbu/core/lang';
import { localeFor } from '@kumbu/core/money';

function dayKey(ms: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
}

export function formatSavedAt(savedAt: number, lang: Lang, now: number = Date.now()): string {
  const time = { hour: '2-digit', minute: '2-digit', hourCycle: lang === 'pt' ? 'h23' : 'h12' } as const;
  const sameDay = dayKey(savedAt) === dayKey(now);
  const options: Intl.DateTimeFormatOptions = sameDay ? time : { ...time, day: '2-digit', month: '2-digit' };
  return new Intl.DateTimeFormat(localeFor(lang), { ...options, timeZone: DEFAULT_TIME_ZONE }).format(savedAt);
}
