import { describe, expect, it } from 'vitest';
import { formatSavedAt } from '../src/shared/offline/format-saved-at';

describe('formatSavedAt', () => {
  // 14:32 in Luanda (UTC+1) on 2 Dec 2026.
  const saved = Date.parse('2026-12-02T13:32:00Z');

  it('gives the time alone on the same Luanda day', () => {
    expect(formatSavedAt(saved, 'pt', Date.parse('2026-12-02T20:00:00Z'))).toBe('14:32');
    expect(formatSavedAt(saved, 'en', Date.parse('2026-12-02T20:00:00Z'))).toMatch(/^02:32\sPM$/);
  });

  it('adds the day when the copy is older than today (Luanda midnight, not UTC)', () => {
    // 00:30 on 3 Dec in Luanda is still 2 Dec in UTC.
    const nextDay = Date.parse('2026-12-02T23:30:00Z');
    expect(formatSavedAt(saved, 'pt', nextDay)).toMatch(/^02\/12,? 14:32$/);
    expect(formatSavedAt(saved, 'en', nextDay)).toMatch(/^12\/02,? 02:32\sPM$/);
  });
});
