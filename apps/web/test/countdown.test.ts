import { describe, expect, it } from 'vitest';
import { RESEND_COOLDOWN_SECONDS, cooldownAfter, cooldownUntil, secondsLeft } from '../src/shared/countdown';
import { newIdempotencyKey } from '../src/shared/idempotency';

describe('resend countdown', () => {
  it('is 60 s (spec §4)', () => expect(RESEND_COOLDOWN_SECONDS).toBe(60));

  it('counts whole seconds down, rounding up, and stops at 0', () => {
    const start = 1_000_000;
    const until = cooldownUntil(start);
    expect(secondsLeft(until, start)).toBe(60);
    expect(secondsLeft(until, start + 1)).toBe(60);
    expect(secondsLeft(until, start + 999)).toBe(60);
    expect(secondsLeft(until, start + 1000)).toBe(59);
    expect(secondsLeft(until, start + 59_001)).toBe(1);
    expect(secondsLeft(until, start + 60_000)).toBe(0);
    expect(secondsLeft(until, start + 120_000)).toBe(0);
    expect(secondsLeft(null, start)).toBe(0);
  });

  it('uses a custom length and never a negative one', () => {
    expect(secondsLeft(cooldownUntil(0, 42), 0)).toBe(42);
    expect(secondsLeft(cooldownUntil(0, -5), 0)).toBe(0);
  });

  it('waits 60 s after a sent e-mail, the server\'s retryAfter after a 429, and not at all after other failures', () => {
    expect(cooldownAfter({ success: true })).toBe(60);
    expect(cooldownAfter({ success: false, retryAfter: 41.2 })).toBe(42);
    expect(cooldownAfter({ success: false })).toBe(0);
    expect(cooldownAfter({ success: false, retryAfter: 0 })).toBe(0);
  });
});

describe('idempotency keys', () => {
  it('uses crypto.randomUUID when there is one', () => {
    expect(newIdempotencyKey({ randomUUID: () => '11111111-1111-4111-8111-111111111111', getRandomValues: (a) => a })).toBe('11111111-1111-4111-8111-111111111111');
  });

  it('makes a v4 UUID from random bytes otherwise (plain-http pages), different every time', () => {
    const insecure: Pick<Crypto, 'getRandomValues'> = { getRandomValues: (a) => crypto.getRandomValues(a) };
    const a = newIdempotencyKey(insecure);
    const b = newIdempotencyKey(insecure);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});
