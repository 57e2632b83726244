// The two periods of a comparison: "compara janeiro com fevereiro", "este mês vs o mês
// passado", "compare this week with last week", or one period against the one before it
// ("compara este mês"). Periods still running are compared like for like: "este mês" on
// 20 November is 1–20 Nov, and set beside October it meets 1–20 Oct, never all of October,
// so a half month never looks cheap beside a whole one. Pure: the caller passes today.
import { type DayRange, type DayString, addDays, dayNumber } from '@kumbu/core/date-range';
import { MONTHS } from './dates';
import { PERIOD_WORDS, mondayOf, monthRange, utcDay } from './periods';
import { phraseRegex } from './text';

export interface ComparedPeriods {
  /** The older of the two periods. */
  readonly earlier: DayRange;
  readonly later: DayRange;
}

/** How a period is bounded, which says what "the one before" is. */
type Span = 'day' | 'week' | 'month' | 'year';

interface Found {
  readonly index: number;
  readonly length: number;
  readonly range: DayRange;
  readonly span: Span;
}

const parts = (day: DayString): [number, number, number] => {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return [y, m, d];
};

type Named = keyof typeof PERIOD_WORDS;

/** Phrases that name a period, compiled once: one alternation each, matched globally. */
const PHRASES: readonly { readonly re: RegExp; readonly span: Span; readonly named: Named }[] = (Object.keys(PERIOD_WORDS) as Named[]).map((named) => ({
  re: new RegExp(PERIOD_WORDS[named].map((w) => phraseRegex(w).source).join('|'), 'gu'),
  span: named.endsWith('Month') ? 'month' : named.endsWith('Week') ? 'week' : named.endsWith('Year') ? 'year' : 'day',
  named,
}));

/** A named period's days, against today. */
function rangeOf(named: Named, today: DayString): DayRange {
  const [y, m] = parts(today);
  const thisMonday = mondayOf(today);
  switch (named) {
    case 'thisMonth': return { start: utcDay(y, m - 1, 1), end: today };
    // monthRange(y, 0) is December of the year before.
    case 'lastMonth': return monthRange(y, m - 1);
    case 'thisWeek': return { start: thisMonday, end: today };
    case 'lastWeek': return { start: addDays(thisMonday, -7), end: addDays(thisMonday, -1) };
    case 'thisYear': return { start: `${y}-01-01`, end: today };
    case 'lastYear': return { start: `${y - 1}-01-01`, end: `${y - 1}-12-31` };
    case 'today': return { start: today, end: today };
    case 'yesterday': return { start: addDays(today, -1), end: addDays(today, -1) };
  }
}

// Month names, bare or with a year: "janeiro", "outubro de 2025", "March 2026". Short forms
// ("set", "mar", "out") are words too, so only full names count.
const MONTH = new RegExp(`(?<![\\p{L}\\p{N}])(${Object.keys(MONTHS).filter((k) => k.length > 3).join('|')})(?:\\s+(?:de\\s+|of\\s+)?(\\d{4}))?(?![\\p{L}\\p{N}])`, 'gu');

function found(folded: string, today: DayString): Found[] {
  const all: Found[] = [];
  for (const p of PHRASES) {
    for (const hit of folded.matchAll(p.re)) all.push({ index: hit.index, length: hit[0].length, range: rangeOf(p.named, today), span: p.span });
  }
  const [y] = parts(today);
  const months = [...folded.matchAll(MONTH)];
  // "janeiro com fevereiro de 2020": a year said once belongs to both months.
  const saidYear = months.map((hit) => hit[2]).find((year) => year !== undefined);
  for (const hit of months) {
    const month = MONTHS[hit[1] ?? ''];
    if (month === undefined) continue;
    const year = hit[2] ?? saidYear;
    const named = year === undefined ? null : Number(year);
    // A month not yet begun is last year's: in November, "dezembro" is December past.
    let range = monthRange(named ?? y, month);
    if (named === null && range.start > today) range = monthRange(y - 1, month);
    if (range.start > today) continue;
    if (range.end > today) range = { start: range.start, end: today };
    all.push({ index: hit.index, length: hit[0].length, range, span: 'month' });
  }
  // "do mes passado" holds "do mes": the longer phrase wins where two overlap.
  const kept: Found[] = [];
  for (const f of [...all].sort((a, b) => b.length - a.length)) {
    if (kept.every((k) => f.index + f.length <= k.index || k.index + k.length <= f.index)) kept.push(f);
  }
  return kept.sort((a, b) => a.index - b.index);
}

/** The period of the same span just before: yesterday, the week before, the month before, last year. */
function before(f: Found, today: DayString): DayRange {
  const [y, m] = parts(f.range.start);
  switch (f.span) {
    case 'day': return { start: addDays(f.range.start, -1), end: addDays(f.range.start, -1) };
    case 'week': return { start: addDays(f.range.start, -7), end: addDays(f.range.end, -7) };
    case 'month': return likeForLike(monthRange(y, m - 1), f.range, today);
    case 'year': return likeForLike({ start: `${y - 1}-01-01`, end: `${y - 1}-12-31` }, f.range, today);
  }
}

/**
 * A period still running (it ends today) set beside a whole one: the whole one is cut to
 * the same number of days from its start, and never past its own end (31 Mar → 28 Feb).
 */
function likeForLike(earlier: DayRange, later: DayRange, today: DayString): DayRange {
  if (later.end !== today) return earlier;
  const end = addDays(earlier.start, dayNumber(later.end) - dayNumber(later.start));
  return end < earlier.end ? { start: earlier.start, end } : earlier;
}

/** Whether a (folded) message names any period a comparison can use, bare months included. */
export function namesPeriod(folded: string, today: DayString): boolean {
  return found(folded, today).length > 0;
}

/** The first period the message names that is already over ("outubro", "the October report", "semana passada"), of that span. */
export function pastPeriodNamed(folded: string, today: DayString, span: 'week' | 'month'): DayRange | null {
  return found(folded, today).find((f) => f.span === span && f.range.end < today)?.range ?? null;
}

/**
 * The periods a (folded) comparison names, oldest first; one period is set against the one
 * before it; none means this month so far against the same days of last month.
 */
export function comparedPeriods(folded: string, today: DayString): ComparedPeriods {
  const periods = found(folded, today);
  const first = periods[0];
  const second = periods.find((p) => p.range.start !== first?.range.start || p.range.end !== first.range.end);
  if (first !== undefined && second !== undefined) {
    const [a, b] = first.range.start <= second.range.start ? [first, second] : [second, first];
    return { earlier: likeForLike(a.range, b.range, today), later: b.range };
  }
  const only: Found = first ?? { index: 0, length: 0, range: rangeOf('thisMonth', today), span: 'month' };
  // "gastei mais do que no mês passado?": the period after "than" is set against the current one.
  const now = current(only.span, today);
  if (AGAINST.test(folded.slice(0, only.index)) && only.range.end < now.start) return { earlier: likeForLike(only.range, now, today), later: now };
  return { earlier: before(only, today), later: only.range };
}

/** Words that put the period after them on the other side: "do que no", "em relação ao", "than". */
const AGAINST = /(?<![\p{L}])(?:do que(?: n[oa]| em| o| a)?|que n[oa]|em relacao a[oa]?|face a[oa]?|comparad[oa] (?:com|a[oa]?)|than(?: in)?|compared (?:to|with)|vs|versus)\s*$/u;

/** The period of that span running now: today, this week, this month or this year so far. */
const RUNNING: Readonly<Record<Span, Named>> = { day: 'today', week: 'thisWeek', month: 'thisMonth', year: 'thisYear' };
const current = (span: Span, today: DayString): DayRange => rangeOf(RUNNING[span], today);
