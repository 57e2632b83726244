// Periods in questions: "este mês", "semana passada", "em outubro", "this week", "today".
// Whole calendar periods use the dashboard's presets; the rest are explicit day ranges.
import { type DayRange, type DayString, type Preset, addDays } from '@kumbu/core/date-range';
import { MONTHS, weekday } from './dates';
import { compile, hasAny } from './text';

/** A span of days; "esta semana" keeps its name, so on a Monday the answer still says "esta semana", not "hoje". */
export type NamedRange = DayRange & { readonly name?: 'thisWeek' | 'lastWeek' };
export type Period = NamedRange | Preset;

/** The words of each named period, shared with comparisons (compare-periods.ts). */
export const PERIOD_WORDS = {
  thisMonth: ['este mes', 'esse mes', 'neste mes', 'nesse mes', 'deste mes', 'desse mes', 'do mes', 'this month', 'mes atual'],
  lastMonth: ['mes passado', 'ultimo mes', 'mes anterior', 'last month', 'previous month'],
  thisWeek: ['esta semana', 'essa semana', 'nesta semana', 'nessa semana', 'desta semana', 'dessa semana', 'da semana', 'this week'],
  lastWeek: ['semana passada', 'ultima semana', 'semana anterior', 'last week', 'previous week'],
  thisYear: ['este ano', 'esse ano', 'deste ano', 'neste ano', 'this year', 'ano ate agora', 'year to date'],
  lastYear: ['ano passado', 'ano anterior', 'last year', 'previous year'],
  today: ['hoje', 'hj', 'today'],
  yesterday: ['ontem', 'yesterday'],
} as const;

/** The 1st to the last day of one calendar month. */
export function isWholeMonth(range: DayRange): boolean {
  const [y = 1970, m = 1] = range.start.split('-').map(Number);
  const month = monthRange(y, m);
  return range.start === month.start && range.end === month.end;
}

/** Monday of the day's week (weeks run Monday to Sunday). */
export const mondayOf = (day: DayString): DayString => addDays(day, -((weekday(day) + 6) % 7));

const THIS_MONTH = compile(PERIOD_WORDS.thisMonth);
const LAST_MONTH = compile(PERIOD_WORDS.lastMonth);
const THIS_WEEK = compile(PERIOD_WORDS.thisWeek);
const LAST_WEEK = compile(PERIOD_WORDS.lastWeek);
const THIS_YEAR = compile(PERIOD_WORDS.thisYear);
const QUARTER = compile(['trimestre', 'this quarter', 'quarter']);
const TODAY = compile(PERIOD_WORDS.today);
const YESTERDAY = compile(PERIOD_WORDS.yesterday);
const MONTH_NAME = new RegExp(`(?<![\\p{L}])(?:em|in|de|of)\\s+(${Object.keys(MONTHS).filter((k) => k.length > 3).join('|')})(?![\\p{L}])`, 'u');

/** A calendar day from parts; Date.UTC carries overflow (month 0 is December of the year before, day 0 the month's eve). */
export function utcDay(y: number, month0: number, d: number): DayString {
  return new Date(Date.UTC(y, month0, d)).toISOString().slice(0, 10);
}

/** The whole calendar month m (1–12, or beyond: carried over) of year y. */
export function monthRange(y: number, m: number): DayRange {
  return { start: utcDay(y, m - 1, 1), end: utcDay(y, m, 0) };
}

/** The period a (folded) question names, or undefined. Weeks run Monday to Sunday. */
export function findPeriod(folded: string, today: DayString): Period | undefined {
  if (hasAny(folded, LAST_MONTH)) return 'lastMonth';
  if (hasAny(folded, THIS_MONTH)) return 'thisMonth';
  if (hasAny(folded, LAST_WEEK) || hasAny(folded, THIS_WEEK)) {
    const monday = mondayOf(today);
    return hasAny(folded, LAST_WEEK) ? { start: addDays(monday, -7), end: addDays(monday, -1), name: 'lastWeek' } : { start: monday, end: today, name: 'thisWeek' };
  }
  if (hasAny(folded, THIS_YEAR)) return 'yearToDate';
  if (hasAny(folded, QUARTER)) return 'quarter';
  if (hasAny(folded, YESTERDAY)) { const d = addDays(today, -1); return { start: d, end: d }; }
  if (hasAny(folded, TODAY)) return { start: today, end: today };
  const m = MONTH_NAME.exec(folded);
  const month = m ? MONTHS[m[1] ?? ''] : undefined;
  if (month !== undefined) {
    const y = Number(today.slice(0, 4));
    const range = monthRange(y, month);
    return range.start > today ? monthRange(y - 1, month) : range;
  }
  return undefined;
}
