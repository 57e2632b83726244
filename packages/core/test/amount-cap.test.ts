// Issue 14 item 5: the per-amount cap and the saturating conversion of sums.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_AMOUNT_CENTS, MAX_CENTS, isStorableAmount, saturatingCents } from '../src/money';

describe('MAX_AMOUNT_CENTS', () => {
  it('is one trillion kwanza and leaves room for ~90 of them below the safe bound', () => {
    expect(MAX_AMOUNT_CENTS).toBe(1_000_000_000_000 * 100);
    expect(Math.floor(MAX_CENTS / MAX_AMOUNT_CENTS)).toBe(90);
  });
  it('isStorableAmount: positive whole cêntimos up to the cap', () => {
    expect(isStorableAmount(1)).toBe(true);
    expect(isStorableAmount(MAX_AMOUNT_CENTS)).toBe(true);
    for (const n of [0, -1, MAX_AMOUNT_CENTS + 1, 1.5, Number.NaN, Infinity, 9_007_199_254_740_990]) expect(isStorableAmount(n)).toBe(false);
  });
});

describe('saturatingCents', () => {
  it('is exact inside the safe bound and clamps outside, for numbers, bigints and numeric strings', () => {
    expect(saturatingCents(123)).toBe(123);
    expect(saturatingCents('-4500')).toBe(-4500);
    expect(saturatingCents('18014398509481980')).toBe(MAX_CENTS);
    expect(saturatingCents('-18014398509481980.00')).toBe(-Number.MAX_SAFE_INTEGER);
    expect(saturatingCents(2n ** 80n)).toBe(MAX_CENTS);
    expect(saturatingCents(2 * Number.MAX_SAFE_INTEGER)).toBe(MAX_CENTS);
    expect(saturatingCents(-Infinity)).toBe(-Number.MAX_SAFE_INTEGER);
    expect(saturatingCents(Number.NaN)).toBe(0);
    expect(Object.is(saturatingCents(-0), 0)).toBe(true);
  });
  it('never throws and always answers a safe integer', () => {
    fc.assert(fc.property(fc.oneof(fc.double(), fc.bigInt(), fc.string()), (v) => Number.isSafeInteger(saturatingCents(v))));
  });
});
