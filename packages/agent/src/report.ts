// What a report on request covers. "Manda o relatório da semana" → the last 7 days, today
// included, against the 7 days before; "…do mês" → this month so far against the same days
// of last month (1–22 Nov against 1–22 Oct), so a half month is never compared with a whole
// one. Pure: the caller passes the user's today in Luanda.
import { type DayRange, type DayString, addDays } from '@kumbu/core/date-range';
import { utcDay } from './periods';

export type ReportPeriod = 'week' | 'month';

export interface ReportRanges {
  readonly current: DayRange;
  /** The same length just before, for the "↑ 12 %" comparison. */
  readonly previous: DayRange;
}

const WEEK_DAYS = 7;

export function reportRanges(period: ReportPeriod, today: DayString): ReportRanges {
  if (period === 'week') {
    const start = addDays(today, -(WEEK_DAYS - 1));
    return { current: { start, end: today }, previous: { start: addDays(start, -WEEK_DAYS), end: addDays(start, -1) } };
  }
  const [y = 1970, m = 1, d = 1] = today.split('-').map(Number);
  const start = utcDay(y, m - 1, 1);
  const previousStart = utcDay(y, m - 2, 1);
  // Day d of last month, or its last day when it is shorter (31 Mar → 28/29 Feb).
  const lastOfPrevious = utcDay(y, m - 1, 0);
  const sameDay = utcDay(y, m - 2, d);
  const previousEnd = sameDay > lastOfPrevious ? lastOfPrevious : sameDay;
  return { current: { start, end: today }, previous: { start: previousStart, end: previousEnd } };
}

/**
 * A period already over ("o relatório de outubro", "last week's report"), whole, against the
 * one before it: a calendar month against the month before, a week against the week before.
 */
export function pastReportRanges(period: ReportPeriod, range: DayRange): ReportRanges {
  if (period === 'week') return { current: range, previous: { start: addDays(range.start, -WEEK_DAYS), end: addDays(range.start, -1) } };
  const [y = 1970, m = 1] = range.start.split('-').map(Number);
  return { current: range, previous: { start: utcDay(y, m - 2, 1), end: addDays(range.start, -1) } };
}

/**
 * Whole-percent change from `before` to `after`, rounded half away from zero; null when there
 * is nothing to compare with (before = 0), so the report says "new" rather than "+∞ %".
 */
export function percentChange(before: number, after: number): number | null {
  if (before === 0) return null;
  const raw = ((after - before) * 100) / before;
  return Math.sign(raw) * Math.round(Math.abs(raw));
}
