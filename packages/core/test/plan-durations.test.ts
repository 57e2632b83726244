import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_DURATION_MONTHS, RENEWAL_MONTHS, addMonths, durationKey, durationKeyLabel, durationLabel, parseDuration, parsePlanKey,
  planDurationKey, quoteRenewal, renewalStart, renewedExpiry, totalAmountCents,
} from '../src/plan-durations';
import { PLAN_KEYS } from '../src/plans';

describe('duration keys', () => {
  it('writes the spec keys, 12 months as _1_year', () => {
    expect(RENEWAL_MONTHS.map(durationKey)).toEqual(['_1_month', '_3_months', '_6_months', '_1_year']);
    expect(durationKey(2)).toBe('_2_months');
    expect(durationKey(11)).toBe('_11_months');
    for (const bad of [0, -1, 13, 1.5, Number.NaN]) expect(() => durationKey(bad), String(bad)).toThrow(RangeError);
  });

  it('reads every spec form, with or without the leading underscore', () => {
    const cases: [string | number, number | null][] = [
      ['_1_month', 1], ['1_month', 1], ['_3_months', 3], ['3_months', 3], ['_6_months', 6], ['6_months', 6],
      ['_1_year', 12], ['1_year', 12], ['_12_months', 12], ['12_months', 12], ['_N_months', null],
      ['_2_months', 2], ['_11_months', 11], ['_1_months', 1], ['3_month', 3], [' _3_MONTHS ', 3], ['_1_Year', 12],
      [3, 3], ['3', 3], [12, 12], ['12', 12],
      ['_0_months', null], ['_13_months', null], ['_2_years', null], ['_24_months', null], [0, null], [13, null], [2.5, null],
      ['', null], ['months', null], ['_3months', null], ['3 months', null], ['__3_months', null], ['-3', null], ['_3_weeks', null],
    ];
    for (const [input, months] of cases) expect(parseDuration(input), JSON.stringify(input)).toBe(months);
  });

  it('round-trips every duration from 1 to 12 months', () => {
    for (let months = 1; months <= MAX_DURATION_MONTHS; months++) {
      expect(parseDuration(durationKey(months))).toBe(months);
      expect(parseDuration(durationKey(months).slice(1))).toBe(months);
    }
  });

  it('labels durations in both languages', () => {
    expect(RENEWAL_MONTHS.map((m) => durationLabel(m, 'pt'))).toEqual(['1 mês', '3 meses', '6 meses', '1 ano']);
    expect(RENEWAL_MONTHS.map((m) => durationLabel(m, 'en'))).toEqual(['1 month', '3 months', '6 months', '1 year']);
    expect(durationKeyLabel('_1_year', 'pt')).toBe('1 ano');
    expect(durationKeyLabel('3_months', 'en')).toBe('3 months');
    expect(durationKeyLabel('whenever', 'en')).toBe('whenever');
  });
});

describe('plan keys', () => {
  it('reads plan names, Pro as premium, in any case', () => {
    expect(['basic', 'Standard', 'premium', 'pro', 'PRO', 'unlimited', 'básico'].map(parsePlanKey)).toEqual([
      { plan: 'basic', months: null }, { plan: 'standard', months: null }, { plan: 'premium', months: null },
      { plan: 'premium', months: null }, { plan: 'premium', months: null }, { plan: 'unlimited', months: null }, { plan: 'basic', months: null },
    ]);
    for (const bad of ['gold', '', '_3_months', 'standard_', 'standard_3_weeks', 'standard_13_months', 'gold_1_month']) {
      expect(parsePlanKey(bad), bad).toBeNull();
    }
  });

  it('reads every combined plan key and duration suffix', () => {
    for (const plan of PLAN_KEYS) {
      for (const months of RENEWAL_MONTHS) {
        const key = planDurationKey(plan, months);
        expect(parsePlanKey(key), key).toEqual({ plan, months });
      }
    }
    expect(planDurationKey('standard', 3)).toBe('standard_3_months');
    expect(planDurationKey('premium', 12)).toBe('premium_1_year');
    expect(parsePlanKey('pro_1_year')).toEqual({ plan: 'premium', months: 12 });
    expect(parsePlanKey('Standard_12_months')).toEqual({ plan: 'standard', months: 12 });
  });
});

describe('renewal quotes', () => {
  it('prices every plan and duration on the server: 12 months = 10 × monthly', () => {
    const monthly = { basic: 700_000, standard: 1_300_000, premium: 2_000_000 } as const;
    for (const plan of ['basic', 'standard', 'premium'] as const) {
      for (const months of RENEWAL_MONTHS) {
        const result = quoteRenewal(plan, durationKey(months).slice(1));
        const billed = months === 12 ? 10 : months;
        expect(result, `${plan} ${months}`).toEqual({ ok: true, quote: { plan, months, duration: durationKey(months), totalCents: monthly[plan] * billed } });
      }
    }
    expect(quoteRenewal('standard', '3_months')).toMatchObject({ ok: true, quote: { totalCents: 3_900_000 } });
    expect(quoteRenewal('pro', '_1_year')).toMatchObject({ ok: true, quote: { plan: 'premium', totalCents: 20_000_000 } });
    expect(quoteRenewal('basic', 6)).toMatchObject({ ok: true, quote: { totalCents: 4_200_000, duration: '_6_months' } });
  });

  it('accepts the duration in the plan key, in the duration, or both when they agree', () => {
    expect(quoteRenewal('standard_3_months', undefined)).toMatchObject({ ok: true, quote: { plan: 'standard', months: 3 } });
    expect(quoteRenewal('standard_3_months', '_3_months')).toMatchObject({ ok: true, quote: { months: 3 } });
    expect(quoteRenewal('standard', 'standard_6_months')).toMatchObject({ ok: true, quote: { months: 6 } });
    expect(quoteRenewal('standard_3_months', '1_year')).toEqual({ ok: false, problem: 'duration-mismatch' });
    expect(quoteRenewal('standard', 'premium_1_month')).toEqual({ ok: false, problem: 'duration-mismatch' });
  });

  it('refuses what cannot be bought, each with its reason', () => {
    expect(quoteRenewal('gold', '1_month')).toEqual({ ok: false, problem: 'plan-invalid' });
    expect(quoteRenewal('standard', undefined)).toEqual({ ok: false, problem: 'duration-invalid' });
    expect(quoteRenewal('standard', '')).toEqual({ ok: false, problem: 'duration-invalid' });
    expect(quoteRenewal('standard', 'forever')).toEqual({ ok: false, problem: 'duration-invalid' });
    expect(quoteRenewal('standard', '_2_months')).toEqual({ ok: false, problem: 'duration-not-offered' });
    for (const months of RENEWAL_MONTHS) {
      expect(quoteRenewal('unlimited', durationKey(months))).toEqual({ ok: false, problem: 'plan-on-request' });
    }
  });
});

describe('totalAmount', () => {
  it('reads kwanza as a number or a machine decimal string, exactly', () => {
    const cases: [unknown, number | null][] = [
      [39000, 3_900_000], ['39000', 3_900_000], ['39000.00', 3_900_000], [' 39000.5 ', 3_900_050], [0.1 + 0.2, 30],
      ['39 000,00', null], ['39,000.00', null], ['39000.001', null], [39000.001, null], [Number.NaN, null], [null, null], [true, null], ['', null],
    ];
    for (const [input, cents] of cases) expect(totalAmountCents(input), String(input)).toBe(cents);
  });
});

describe('periods', () => {
  it('adds calendar months on the Luanda clock, clamping to the month end', () => {
    expect(addMonths(new Date('2026-01-15T10:00:00Z'), 1).toISOString()).toBe('2026-02-15T10:00:00.000Z');
    // 31 January 12:00 in Luanda → 28 February 12:00.
    expect(addMonths(new Date('2026-01-31T11:00:00Z'), 1).toISOString()).toBe('2026-02-28T11:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T11:00:00Z'), 1).toISOString()).toBe('2028-02-29T11:00:00.000Z');
    expect(addMonths(new Date('2026-11-20T12:00:00Z'), 12).toISOString()).toBe('2027-11-20T12:00:00.000Z');
    expect(addMonths(new Date('2026-11-30T12:00:00Z'), 3).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    // 23:30 UTC on 31 March is already 1 April in Luanda: one month later is 1 May, 00:30 Luanda.
    expect(addMonths(new Date('2026-03-31T23:30:00Z'), 1).toISOString()).toBe('2026-04-30T23:30:00.000Z');
    expect(() => addMonths(new Date(), 1.5)).toThrow(RangeError);
  });

  it('always moves forward, by at least 28 days a month and at most 31', () => {
    fc.assert(fc.property(
      fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-01-01T00:00:00Z'), noInvalidDate: true }),
      fc.integer({ min: 1, max: 12 }),
      (from, months) => {
        const days = (addMonths(from, months).getTime() - from.getTime()) / 86_400_000;
        return days >= 28 * months && days <= 31 * months;
      },
    ));
  });

  const now = new Date('2026-11-20T12:00:00Z');
  const later = new Date('2026-12-10T09:00:00Z');
  it('extends an active paid plan from its expiry, anything else from now', () => {
    expect(renewalStart({ status: 'active', trial: false, expiresAt: later }, now)).toEqual(later);
    expect(renewedExpiry({ status: 'active', trial: false, expiresAt: later }, 3, now).toISOString()).toBe('2027-03-10T09:00:00.000Z');
    expect(renewalStart({ status: 'active', trial: false, expiresAt: new Date('2026-11-01T00:00:00Z') }, now)).toEqual(now);
    expect(renewalStart({ status: 'trial', trial: true, expiresAt: later }, now)).toEqual(now);
    expect(renewalStart({ status: 'active', trial: true, expiresAt: later }, now)).toEqual(now);
    expect(renewalStart({ status: 'expired', trial: false, expiresAt: later }, now)).toEqual(now);
    expect(renewalStart({ status: 'free', trial: false, expiresAt: null }, now)).toEqual(now);
    // Paying during the free trial keeps its remaining days: the paid period starts when it ends.
    expect(renewalStart({ status: 'trial', trial: true, expiresAt: null, trialEndsAt: later }, now)).toEqual(later);
    expect(renewedExpiry({ status: 'trial', trial: true, expiresAt: null, trialEndsAt: later }, 3, now).toISOString()).toBe('2027-03-10T09:00:00.000Z');
    expect(renewalStart({ status: 'trial', trial: true, expiresAt: null, trialEndsAt: new Date('2026-11-01T00:00:00Z') }, now)).toEqual(now);
    expect(renewalStart({ status: 'free', trial: false, expiresAt: null, trialEndsAt: later }, now)).toEqual(now);
    expect(renewalStart({ status: 'active', trial: false, expiresAt: null }, now)).toEqual(now);
    expect(renewalStart(null, now)).toEqual(now);
    expect(renewedExpiry(null, 1, now).toISOString()).toBe('2026-12-20T12:00:00.000Z');
  });
});
