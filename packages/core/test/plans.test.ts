import { describe, expect, it } from 'vitest';
import { PLANS, planFromParam, planTotalCents } from '../src/plans';

describe('plan catalogue', () => {
  it('holds price list 2 with Standard as the most popular', () => {
    expect(PLANS.map((p) => [p.key, p.monthlyCents, p.popular])).toEqual([
      ['basic', 700_000, false], ['standard', 1_300_000, true], ['premium', 2_000_000, false], ['unlimited', null, false],
    ]);
    expect(PLANS.find((p) => p.key === 'premium')?.label).toEqual({ pt: 'Pro', en: 'Pro' });
  });

  it('bills a year as ten months and other durations month by month', () => {
    expect(planTotalCents('standard', 1)).toBe(1_300_000);
    expect(planTotalCents('standard', 3)).toBe(3_900_000);
    expect(planTotalCents('premium', 12)).toBe(20_000_000);
    expect(planTotalCents('unlimited', 12)).toBeNull();
    expect(() => planTotalCents('basic', 0)).toThrow(RangeError);
  });

  it('accepts only the spec plan parameters', () => {
    expect(['basic', 'básico', 'Standard', 'premium', 'PRO', 'unlimited', 'gold', ''].map(planFromParam))
      .toEqual(['basic', 'basic', 'standard', 'premium', 'premium', 'unlimited', null, null]);
  });
});
