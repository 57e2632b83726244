import { describe, expect, it } from 'vitest';
import { dayOrder, dayPlaceholder, formatDayText, parseDayText, withSlashes } from '../src/shared/day-text';

describe('day text in the app language, not the browser one', () => {
  it('orders the parts as the app writes dates', () => {
    expect(dayOrder('pt')).toEqual(['day', 'month', 'year']);
    expect(dayOrder('en')).toEqual(['month', 'day', 'year']);
    expect(dayPlaceholder('pt')).toBe('dd/mm/aaaa');
    expect(dayPlaceholder('en')).toBe('mm/dd/yyyy');
  });

  it('formats ISO days', () => {
    expect(formatDayText('2026-11-01', 'pt')).toBe('01/11/2026');
    expect(formatDayText('2026-11-01', 'en')).toBe('11/01/2026');
    expect(formatDayText('', 'pt')).toBe('');
    expect(formatDayText('1/11/2026', 'pt')).toBe('');
  });

  it.each([
    ['01/11/2026', 'pt', '2026-11-01'],
    ['1/11/2026', 'pt', '2026-11-01'],
    ['01.11.2026', 'pt', '2026-11-01'],
    ['01-11-2026', 'pt', '2026-11-01'],
    [' 01 11 2026 ', 'pt', '2026-11-01'],
    ['01112026', 'pt', '2026-11-01'],
    ['11/01/2026', 'en', '2026-11-01'],
    ['11/1/2026', 'en', '2026-11-01'],
    ['11012026', 'en', '2026-11-01'],
    ['2026-11-01', 'pt', '2026-11-01'],
    ['2026-11-01', 'en', '2026-11-01'],
    ['29/02/2024', 'pt', '2024-02-29'],
  ] as const)('reads %j in %s as %s', (text, lang, iso) => expect(parseDayText(text, lang)).toBe(iso));

  it.each([
    ['', 'pt'], ['01/11', 'pt'], ['01/11/26', 'pt'], ['32/01/2026', 'pt'], ['29/02/2023', 'pt'], ['01/13/2026', 'pt'],
    ['13/01/2026', 'en'], ['01/11/0002', 'pt'], ['01/11/2200', 'pt'], ['2026-02-30', 'en'], ['amanhã', 'pt'], ['1/1/2026/1', 'pt'],
  ] as const)('refuses %j in %s', (text, lang) => expect(parseDayText(text, lang)).toBeNull());

  it('round-trips every day it formats', () => {
    for (const iso of ['1900-01-01', '2026-11-01', '2024-02-29', '2100-12-31']) {
      expect(parseDayText(formatDayText(iso, 'pt'), 'pt')).toBe(iso);
      expect(parseDayText(formatDayText(iso, 'en'), 'en')).toBe(iso);
    }
  });

  it('adds the slashes while typing forward only', () => {
    expect(withSlashes('0', '01')).toBe('01/');
    expect(withSlashes('01/1', '01/11')).toBe('01/11/');
    expect(withSlashes('01/11/', '01/11')).toBe('01/11');
    expect(withSlashes('01/', '01')).toBe('01');
    expect(withSlashes('01/11/202', '01/11/2026')).toBe('01/11/2026');
    expect(withSlashes('', '01/11/2026')).toBe('01/11/2026');
  });
});
