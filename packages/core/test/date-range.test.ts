import { describe, it, expect } from 'vitest';
import {
  DEFAULT_TIME_ZONE, MAX_RANGE_DAYS, PRESETS, addDays, checkRange, dayOf, dayStartUtc, eachDay, isDayString, isPreset,
  normaliseRange, presetRange, rangeBoundsUtc, rangeLengthDays, zoneOffsetMs,
} from '../src/date-range';

describe('day strings', () => {
  it('validates real calendar days only', () => {
    expect(isDayString('2024-02-29')).toBe(true);
    expect(isDayString('2023-02-29')).toBe(false);
    expect(isDayString('2024-13-01')).toBe(false);
    expect(isDayString('2024-1-01')).toBe(false);
    expect(isDayString('2024-01-01T00:00')).toBe(false);
    expect(isDayString(20240101)).toBe(false);
  });
  it('adds days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(() => addDays('2024-02-30', 1)).toThrow(RangeError);
  });
  it('lists every day of a range', () => {
    expect(eachDay({ start: '2024-02-27', end: '2024-03-01' })).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(eachDay({ start: '2024-03-01', end: '2024-02-28' })).toHaveLength(3);
  });
});

describe('time zones', () => {
  it('Luanda is UTC+1 all year', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Africa/Luanda');
    expect(zoneOffsetMs(Date.parse('2024-01-15T12:00:00Z'))).toBe(3_600_000);
    expect(zoneOffsetMs(Date.parse('2024-07-15T12:00:00Z'))).toBe(3_600_000);
  });
  it('finds the day an instant falls on, in the zone', () => {
    expect(dayOf(new Date('2024-05-31T22:59:59.999Z'))).toBe('2024-05-31');
    expect(dayOf(new Date('2024-05-31T23:00:00Z'))).toBe('2024-06-01'); // midnight in Luanda
    expect(dayOf(new Date('2024-05-31T23:00:00Z'), 'UTC')).toBe('2024-05-31');
    expect(dayOf(new Date('2024-07-01T03:00:00Z'), 'America/New_York')).toBe('2024-06-30');
  });
  it('remembers the last day found without ever answering a neighbouring instant with it', () => {
    // dayOf keeps the span of the last day per zone; instants just outside it, and a zone with
    // a 23-hour day (Lisbon's spring change), must still get their own day.
    const at = (iso: string, zone?: string) => dayOf(new Date(iso), zone);
    expect(at('2024-05-31T12:00:00Z')).toBe('2024-05-31');
    expect(at('2024-05-31T22:59:59.999Z')).toBe('2024-05-31');
    expect(at('2024-05-31T23:00:00Z')).toBe('2024-06-01');
    expect(at('2024-05-30T22:59:59.999Z')).toBe('2024-05-30');
    expect(at('2024-05-30T23:00:00Z')).toBe('2024-05-31');
    expect(at('2024-03-31T00:30:00Z', 'Europe/Lisbon')).toBe('2024-03-31');
    expect(at('2024-03-31T22:59:59.999Z', 'Europe/Lisbon')).toBe('2024-03-31');
    expect(at('2024-03-31T23:00:00Z', 'Europe/Lisbon')).toBe('2024-04-01');
    expect(at('2024-03-30T23:59:59.999Z', 'Europe/Lisbon')).toBe('2024-03-30');
  });
  it('starts a Luanda day at 23:00 UTC of the previous day', () => {
    expect(dayStartUtc('2024-06-01').toISOString()).toBe('2024-05-31T23:00:00.000Z');
    expect(dayStartUtc('2024-01-01', 'UTC').toISOString()).toBe('2024-01-01T00:00:00.000Z');
  });
  it('follows daylight saving time (Europe/Lisbon)', () => {
    expect(dayStartUtc('2024-01-15', 'Europe/Lisbon').toISOString()).toBe('2024-01-15T00:00:00.000Z');
    expect(dayStartUtc('2024-07-15', 'Europe/Lisbon').toISOString()).toBe('2024-07-14T23:00:00.000Z');
    // DST starts 2024-03-31 at 01:00 UTC: that day begins in winter time and lasts 23 hours.
    expect(dayStartUtc('2024-03-31', 'Europe/Lisbon').toISOString()).toBe('2024-03-31T00:00:00.000Z');
    expect(dayStartUtc('2024-04-01', 'Europe/Lisbon').toISOString()).toBe('2024-03-31T23:00:00.000Z');
    // DST ends 2024-10-27: that day lasts 25 hours.
    const { from, toExclusive } = rangeBoundsUtc({ start: '2024-10-27', end: '2024-10-27' }, 'Europe/Lisbon');
    expect(toExclusive.getTime() - from.getTime()).toBe(25 * 3_600_000);
  });
  it('handles a zone whose clocks skip midnight (São Paulo, 2018-11-04)', () => {
    // 00:00 did not exist that day: clocks jumped to 01:00 (-02:00), i.e. 03:00 UTC.
    expect(dayStartUtc('2018-11-04', 'America/Sao_Paulo').toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(dayOf(dayStartUtc('2018-11-04', 'America/Sao_Paulo'), 'America/Sao_Paulo')).toBe('2018-11-04');
  });
  it('works east of UTC too', () => {
    expect(dayStartUtc('2024-06-01', 'Asia/Tokyo').toISOString()).toBe('2024-05-31T15:00:00.000Z');
    expect(dayStartUtc('2024-06-01', 'Asia/Kolkata').toISOString()).toBe('2024-05-31T18:30:00.000Z');
  });
});

describe('ranges', () => {
  it('swaps a reversed range', () => {
    expect(normaliseRange({ start: '2024-05-31', end: '2024-05-01' })).toEqual({ start: '2024-05-01', end: '2024-05-31' });
    expect(normaliseRange({ start: '2024-05-01', end: '2024-05-31' })).toEqual({ start: '2024-05-01', end: '2024-05-31' });
  });
  it('bounds a range from the start of its first day to the start of the day after its last', () => {
    expect(rangeBoundsUtc({ start: '2024-05-01', end: '2024-05-31' })).toEqual({
      from: new Date('2024-04-30T23:00:00.000Z'), toExclusive: new Date('2024-05-31T23:00:00.000Z'),
    });
    expect(rangeBoundsUtc({ start: '2024-05-31', end: '2024-05-01' }).from.toISOString()).toBe('2024-04-30T23:00:00.000Z');
  });
  it('counts days inclusively', () => {
    expect(rangeLengthDays({ start: '2024-01-01', end: '2024-01-01' })).toBe(1);
    expect(rangeLengthDays({ start: '2024-02-01', end: '2024-02-29' })).toBe(29);
    expect(rangeLengthDays({ start: '2024-01-01', end: '2024-12-31' })).toBe(366);
    expect(rangeLengthDays({ start: '2024-12-31', end: '2024-01-01' })).toBe(366);
  });
  it('allows at most 365 days; a whole leap year is too large', () => {
    expect(MAX_RANGE_DAYS).toBe(365);
    expect(checkRange({ start: '2023-01-01', end: '2023-12-31' })).toEqual({ ok: true, range: { start: '2023-01-01', end: '2023-12-31' } });
    expect(checkRange({ start: '2024-01-01', end: '2024-12-31' })).toEqual({ ok: false, code: 'range-too-large' });
    expect(checkRange({ start: '2024-01-01', end: '2024-12-30' }).ok).toBe(true);
    expect(checkRange({ start: '2024-03-01', end: '2025-02-28' }).ok).toBe(true); // 365 days spanning no leap day
    expect(checkRange({ start: '2024-02-28', end: '2025-02-27' }).ok).toBe(false); // 366 days including 29 Feb
    expect(checkRange({ start: '2024-12-31', end: '2024-06-01' })).toEqual({ ok: true, range: { start: '2024-06-01', end: '2024-12-31' } });
  });
});

describe('presets', () => {
  const now = new Date('2024-05-15T10:00:00Z');
  it('lists the four presets', () => {
    expect(PRESETS).toEqual(['thisMonth', 'lastMonth', 'quarter', 'yearToDate']);
    expect(isPreset('quarter')).toBe(true);
    expect(isPreset('week')).toBe(false);
  });
  it('thisMonth is the whole current month', () => {
    expect(presetRange('thisMonth', now)).toEqual({ start: '2024-05-01', end: '2024-05-31' });
    expect(presetRange('thisMonth', new Date('2024-02-10T00:00:00Z'))).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });
  it('lastMonth is the whole previous month, across a year end', () => {
    expect(presetRange('lastMonth', now)).toEqual({ start: '2024-04-01', end: '2024-04-30' });
    expect(presetRange('lastMonth', new Date('2024-01-10T12:00:00Z'))).toEqual({ start: '2023-12-01', end: '2023-12-31' });
    expect(presetRange('lastMonth', new Date('2024-03-31T12:00:00Z'))).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });
  it('quarter is the whole current calendar quarter', () => {
    expect(presetRange('quarter', now)).toEqual({ start: '2024-04-01', end: '2024-06-30' });
    expect(presetRange('quarter', new Date('2024-01-01T12:00:00Z'))).toEqual({ start: '2024-01-01', end: '2024-03-31' });
    expect(presetRange('quarter', new Date('2024-12-31T12:00:00Z'))).toEqual({ start: '2024-10-01', end: '2024-12-31' });
  });
  it('yearToDate runs from 1 January to today', () => {
    expect(presetRange('yearToDate', now)).toEqual({ start: '2024-01-01', end: '2024-05-15' });
  });
  it('decides "today" in the user zone', () => {
    // 23:30 UTC on 31 May is already 1 June in Luanda.
    const lateNight = new Date('2024-05-31T23:30:00Z');
    expect(presetRange('thisMonth', lateNight)).toEqual({ start: '2024-06-01', end: '2024-06-30' });
    expect(presetRange('thisMonth', lateNight, 'UTC')).toEqual({ start: '2024-05-01', end: '2024-05-31' });
  });
  it('every preset passes the range check, except year-to-date on 31 December of a leap year', () => {
    for (const p of PRESETS) expect(checkRange(presetRange(p, now)).ok).toBe(true);
    expect(checkRange(presetRange('yearToDate', new Date('2024-12-31T12:00:00Z'))).ok).toBe(false);
  });
});
