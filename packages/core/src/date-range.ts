// Calendar days and date ranges in the user's time zone. A day is a 'YYYY-MM-DD' string:
// it compares correctly as text, survives JSON and URLs, and cannot carry a time-zone bug.
// Instants (Date) only appear at the edges: which day an instant falls on, and when a day
// starts. Luanda is UTC+1 all year, but nothing here assumes that.

export type DayString = string;
export interface DayRange { readonly start: DayString; readonly end: DayString }

export const DEFAULT_TIME_ZONE = 'Africa/Luanda';
export const MS_PER_DAY = 86_400_000;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 for a valid day string, else null. */
function dayParts(day: string): { y: number; m: number; d: number } | null {
  const match = DAY_RE.exec(day);
  if (!match) return null;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  const check = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC rolls 2023-02-30 over to March; a real day survives the round trip.
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return { y, m, d };
}

/** True for a real calendar day written 'YYYY-MM-DD' (2024-02-29 yes, 2023-02-29 no). */
export function isDayString(value: unknown): value is DayString {
  return typeof value === 'string' && dayParts(value) !== null;
}

/**
 * The years a record's date, a range or a deadline may fall in. Wider than any real
 * bookkeeping; narrower than what reached the database before (year 0 and year 275760
 * failed there with a server error, issue 14).
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

/** A day string (isDayString) in MIN_YEAR..MAX_YEAR. */
export function isSupportedDay(value: unknown): value is DayString {
  if (!isDayString(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

/** A valid instant whose UTC year is in MIN_YEAR..MAX_YEAR. */
export function isSupportedInstant(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= MIN_YEAR && year <= MAX_YEAR;
}

function assertDay(day: string): { y: number; m: number; d: number } {
  const p = dayParts(day);
  if (!p) throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`);
  return p;
}

/** Whole days since 1970-01-01 (negative before). Integer arithmetic on days starts here. */
export function dayNumber(day: DayString): number {
  const { y, m, d } = assertDay(day);
  return Date.UTC(y, m - 1, d) / MS_PER_DAY;
}

export function dayFromNumber(n: number): DayString {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(day: DayString, n: number): DayString {
  return dayFromNumber(dayNumber(day) + n);
}

// Intl formatters are costly to build; one per zone is enough.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const clockFormatters = new Map<string, Intl.DateTimeFormat>();

function formatter(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, withClock: boolean): Intl.DateTimeFormat {
  let f = cache.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, year: 'numeric', month: '2-digit', day: '2-digit',
      ...(withClock ? { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' } : {}),
    });
    cache.set(timeZone, f);
  }
  return f;
}

function partsOf(f: Intl.DateTimeFormat, instant: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of f.formatToParts(instant)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

/**
 * The last days `dayOf` found per zone (the newest last), with the instants each spans: every
 * message, record and reply asks for "today" several times, a page of records asks for the
 * few days its rows fall on, and Intl's formatToParts is the costly part (three calls per new
 * day). One span was kept before; a page of 50 records over a month then missed on nearly
 * every row (issue 19: ~4% of an uncached records request's CPU).
 */
const recentDays = new Map<string, { readonly day: DayString; readonly from: number; readonly to: number }[]>();
const DAYS_KEPT = 64;

/** The calendar day an instant falls on in `timeZone`. */
export function dayOf(date: Date, timeZone: string = DEFAULT_TIME_ZONE): DayString {
  const instant = date.getTime();
  const spans = recentDays.get(timeZone);
  if (spans) {
    for (let i = spans.length - 1; i >= 0; i--) {
      const known = spans[i];
      if (known && instant >= known.from && instant < known.to) return known.day;
    }
  }
  const p = partsOf(formatter(dayFormatters, timeZone, false), instant);
  const y = String(p.year ?? 0).padStart(4, '0');
  const day: DayString = `${y}-${String(p.month ?? 0).padStart(2, '0')}-${String(p.day ?? 0).padStart(2, '0')}`;
  if (Number.isFinite(instant)) {
    const from = dayStartUtc(day, timeZone).getTime();
    const to = dayStartUtc(addDays(day, 1), timeZone).getTime();
    // Only a span that holds the instant (it always should) is trusted again.
    if (instant >= from && instant < to) {
      if (!spans) recentDays.set(timeZone, [{ day, from, to }]);
      else {
        if (spans.length >= DAYS_KEPT) spans.shift();
        spans.push({ day, from, to });
      }
    }
  }
  return day;
}

/** The zone's offset from UTC at an instant, in milliseconds (Luanda: +3 600 000). */
export function zoneOffsetMs(instant: number, timeZone: string = DEFAULT_TIME_ZONE): number {
  const p = partsOf(formatter(clockFormatters, timeZone, true), instant);
  const wall = Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  // The wall clock has whole seconds; drop the instant's milliseconds before comparing.
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant `day` begins in `timeZone`. Usually local midnight; where a DST jump skips
 * midnight (some zones change at 00:00) it is the first instant that exists on that day,
 * and where midnight happens twice it is the first one.
 */
export function dayStartUtc(day: DayString, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const key = `${timeZone}|${day}`;
  let t = dayStartCache.get(key);
  if (t === undefined) {
    t = computeDayStart(dayNumber(day) * MS_PER_DAY, timeZone);
    // Dashboards ask for the same few hundred days again and again; keep the cache bounded.
    if (dayStartCache.size >= 20_000) dayStartCache.clear();
    dayStartCache.set(key, t);
  }
  return new Date(t);
}

const dayStartCache = new Map<string, number>();
const THREE_HOURS = 3 * 3_600_000;

function computeDayStart(wallMidnight: number, timeZone: string): number {
  const o1 = zoneOffsetMs(wallMidnight, timeZone);
  const t1 = wallMidnight - o1;
  const o2 = zoneOffsetMs(t1, timeZone);
  // Common case: the offset is the same at midnight and for hours around it (no DST change near).
  if (o1 === o2 && zoneOffsetMs(t1 - THREE_HOURS, timeZone) === o1 && zoneOffsetMs(t1 + THREE_HOURS, timeZone) === o1) return t1;
  // Near a change: try each nearby offset and keep those that agree with themselves.
  const o3 = zoneOffsetMs(wallMidnight - o2, timeZone);
  const candidates = [...new Set([t1, wallMidnight - o2, wallMidnight - o3])];
  const consistent = candidates.filter((c) => zoneOffsetMs(c, timeZone) === wallMidnight - c);
  return consistent.length > 0 ? Math.min(...consistent) : Math.max(...candidates);
}

/** start ≤ end, swapping when a picker hands them over the other way (spec §5). */
export function normaliseRange(range: DayRange): DayRange {
  return range.start <= range.end ? { start: range.start, end: range.end } : { start: range.end, end: range.start };
}

/** Instants covering the range: from the start of `start` up to (not including) the start of the day after `end`. */
export function rangeBoundsUtc(range: DayRange, timeZone: string = DEFAULT_TIME_ZONE): { from: Date; toExclusive: Date } {
  const r = normaliseRange(range);
  return { from: dayStartUtc(r.start, timeZone), toExclusive: dayStartUtc(addDays(r.end, 1), timeZone) };
}

/** Number of days in the range, both ends included: 2024-01-01..2024-01-01 is 1. */
export function rangeLengthDays(range: DayRange): number {
  const r = normaliseRange(range);
  return dayNumber(r.end) - dayNumber(r.start) + 1;
}

/**
 * Live dashboard ranges are limited to 365 days, counted inclusively: 2023-01-01..2023-12-31
 * (365 days) is fine, a whole leap year 2024-01-01..2024-12-31 (366 days) is too large.
 */
export const MAX_RANGE_DAYS = 365;

export type RangeCheck = { ok: true; range: DayRange } | { ok: false; code: 'range-too-large' };

/** Swaps a reversed range, then enforces MAX_RANGE_DAYS (error code from errors.ts). */
export function checkRange(range: DayRange): RangeCheck {
  const r = normaliseRange(range);
  return rangeLengthDays(r) > MAX_RANGE_DAYS ? { ok: false, code: 'range-too-large' } : { ok: true, range: r };
}

/** Every day of the range in order, both ends included. */
export function eachDay(range: DayRange): DayString[] {
  const r = normaliseRange(range);
  const first = dayNumber(r.start);
  const last = dayNumber(r.end);
  const days: DayString[] = [];
  for (let n = first; n <= last; n++) days.push(dayFromNumber(n));
  return days;
}

export const PRESETS = ['thisMonth', 'lastMonth', 'quarter', 'yearToDate'] as const;
export type Preset = (typeof PRESETS)[number];

export function isPreset(value: unknown): value is Preset {
  return typeof value === 'string' && (PRESETS as readonly string[]).includes(value);
}

function dayOfParts(y: number, month0: number, d: number): DayString {
  return new Date(Date.UTC(y, month0, d)).toISOString().slice(0, 10);
}

/**
 * The date-picker presets, in the user's zone:
 *  - thisMonth: the whole current month (1st → last day), the dashboard's default view;
 *  - lastMonth: the whole previous month;
 *  - quarter: the whole current calendar quarter (Jan–Mar, Apr–Jun, Jul–Sep, Oct–Dec),
 *    like thisMonth a whole calendar period; days still to come simply hold no records;
 *  - yearToDate: 1 January → today. (On 31 December of a leap year that is 366 days and
 *    checkRange refuses it, as the spec's 365-day limit demands.)
 */
export function presetRange(preset: Preset, now: Date, timeZone: string = DEFAULT_TIME_ZONE): DayRange {
  const today = dayOf(now, timeZone);
  const { y, m } = assertDay(today);
  const month0 = m - 1;
  switch (preset) {
    case 'thisMonth':
      return { start: dayOfParts(y, month0, 1), end: dayOfParts(y, month0 + 1, 0) };
    case 'lastMonth':
      return { start: dayOfParts(y, month0 - 1, 1), end: dayOfParts(y, month0, 0) };
    case 'quarter': {
      const q0 = month0 - (month0 % 3);
      return { start: dayOfParts(y, q0, 1), end: dayOfParts(y, q0 + 3, 0) };
    }
    case 'yearToDate':
      return { start: dayOfParts(y, 0, 1), end: today };
  }
}
