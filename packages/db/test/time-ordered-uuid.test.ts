import { describe, expect, it } from 'vitest';
import { timeOrderedUuid } from '../src/time-ordered-uuid';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('timeOrderedUuid', () => {
  it('is a version-7 UUID carrying the time in its first 48 bits', () => {
    const at = Date.UTC(2026, 11, 7, 12, 0, 0);
    const id = timeOrderedUuid(at + 10_000);
    expect(id).toMatch(UUID_V7);
    expect(Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBeGreaterThanOrEqual(at + 10_000);
  });

  it('sorts in the order made, even thousands in one millisecond and when the clock steps back', () => {
    const now = Date.now() + 60_000;
    const ids = [
      ...Array.from({ length: 10_000 }, () => timeOrderedUuid(now)),
      timeOrderedUuid(now - 5_000),
      timeOrderedUuid(now + 1),
    ];
    expect(ids.every((id) => UUID_V7.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
