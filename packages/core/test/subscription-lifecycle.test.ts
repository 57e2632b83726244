import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FREE_ALLOWANCE_STATE, endsAtText, lifecycleStep, monthlyPriceText, noticeDaysFor, timeLeftText, type LifecycleStep,
} from '../src/subscription-lifecycle';
import { TRIAL_DAYS, subscriptionDisplay, trialSummary, type SubscriptionInfo } from '../src/subscription-status';

const H = 3_600_000;
const D = 24 * H;
// A controlled clock: every case is an exact offset from this instant.
const NOW = new Date('2026-03-10T09:30:00.000Z');
const at = (ms: number): Date => new Date(NOW.getTime() + ms);

function trialEndingIn(ms: number, overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo {
  const end = NOW.getTime() + ms;
  return {
    tier: 'standard', status: 'trial', trial: true,
    trialStartDate: new Date(end - TRIAL_DAYS * D), trialEndsAt: new Date(end), expiresAt: new Date(end), ...overrides,
  };
}

function planEndingIn(ms: number | null, overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo {
  return {
    tier: 'premium', status: 'active', trial: false, trialStartDate: null, trialEndsAt: null,
    expiresAt: ms === null ? null : at(ms), ...overrides,
  };
}

describe('notice thresholds (72 h / 24 h before the end instant)', () => {
  it.each([
    [3 * D + 1, null],
    [3 * D, 3],
    [3 * D - 1, 3],
    [D + 1, 3],
    [D, 1],
    [D - 1, 1],
    [1, 1],
    [0, 0],
    [-1, 0],
    [-30 * D, 0],
  ])('%d ms left → %s', (remaining, days) => {
    expect(noticeDaysFor(remaining)).toBe(days);
  });
});

describe('trial lifecycle', () => {
  it('nothing is due more than 3 days before the end', () => {
    expect(lifecycleStep(trialEndingIn(3 * D + 1), NOW)).toEqual({ transition: 'none', notice: null });
    expect(lifecycleStep(trialEndingIn(6 * D), NOW)).toEqual({ transition: 'none', notice: null });
  });

  it('exactly 3 days before, and 3 days minus 1 ms, the 3-day reminder is due', () => {
    const end = at(3 * D);
    expect(lifecycleStep(trialEndingIn(3 * D), NOW)).toEqual({ transition: 'none', notice: { kind: 'trial', daysBefore: 3, endsAt: end } });
    expect(lifecycleStep(trialEndingIn(3 * D - 1), NOW).notice).toEqual({ kind: 'trial', daysBefore: 3, endsAt: at(3 * D - 1) });
  });

  it('from 24 h before the end the 1-day reminder replaces it (only the nearest threshold)', () => {
    expect(lifecycleStep(trialEndingIn(D + 1), NOW).notice?.daysBefore).toBe(3);
    expect(lifecycleStep(trialEndingIn(D), NOW)).toEqual({ transition: 'none', notice: { kind: 'trial', daysBefore: 1, endsAt: at(D) } });
    expect(lifecycleStep(trialEndingIn(1), NOW).notice?.daysBefore).toBe(1);
  });

  it('at the end instant and after it: drop to the free allowance with the "ended" notice', () => {
    expect(lifecycleStep(trialEndingIn(0), NOW)).toEqual({ transition: 'trial-to-free', notice: { kind: 'trial', daysBefore: 0, endsAt: NOW } });
    expect(lifecycleStep(trialEndingIn(-5 * D), NOW)).toEqual({ transition: 'trial-to-free', notice: { kind: 'trial', daysBefore: 0, endsAt: at(-5 * D) } });
  });

  it('agrees with the card and the co-pilot: the transition is due exactly when the trial is no longer active', () => {
    fc.assert(fc.property(fc.integer({ min: -10 * D, max: 10 * D }), (remaining) => {
      const sub = trialEndingIn(remaining);
      const lapsed = trialSummary(sub, NOW)?.active === false;
      expect(lifecycleStep(sub, NOW).transition === 'trial-to-free').toBe(lapsed);
    }));
  });

  it('the 3-day reminder is due exactly when the card starts its "ending soon" warning', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10 * D }), (remaining) => {
      const display = subscriptionDisplay(trialEndingIn(remaining), NOW);
      const warned = display.kind === 'trial' && display.subscribePrompt;
      expect(lifecycleStep(trialEndingIn(remaining), NOW).notice !== null).toBe(warned);
    }));
  });

  it('the end falls back like the card: 7 days after the start, then expiresAt', () => {
    const fromStart = trialEndingIn(0, { trialEndsAt: null, trialStartDate: at(-TRIAL_DAYS * D + D), expiresAt: null });
    expect(lifecycleStep(fromStart, NOW).notice).toEqual({ kind: 'trial', daysBefore: 1, endsAt: at(D) });
    const fromExpiry = trialEndingIn(0, { trialEndsAt: null, trialStartDate: null, expiresAt: at(2 * D) });
    expect(lifecycleStep(fromExpiry, NOW).notice).toEqual({ kind: 'trial', daysBefore: 3, endsAt: at(2 * D) });
  });

  it('a trial with no end date at all drops to free, with no notice (no date to name)', () => {
    const sub = trialEndingIn(0, { trialEndsAt: null, trialStartDate: null, expiresAt: null });
    expect(lifecycleStep(sub, NOW)).toEqual({ transition: 'trial-to-free', notice: null });
  });

  it('status "trial" without the flag, and the flag without the status, are both trials', () => {
    expect(lifecycleStep(trialEndingIn(-1, { trial: false }), NOW).transition).toBe('trial-to-free');
    expect(lifecycleStep(trialEndingIn(D, { status: 'unknown' }), NOW).notice?.kind).toBe('trial');
  });
});

describe('paid plan lifecycle', () => {
  it('reminds 3 days and 1 day before expiresAt, then drops to the free allowance', () => {
    expect(lifecycleStep(planEndingIn(3 * D + 1), NOW)).toEqual({ transition: 'none', notice: null });
    expect(lifecycleStep(planEndingIn(3 * D), NOW)).toEqual({ transition: 'none', notice: { kind: 'plan', daysBefore: 3, endsAt: at(3 * D) } });
    expect(lifecycleStep(planEndingIn(D), NOW).notice).toEqual({ kind: 'plan', daysBefore: 1, endsAt: at(D) });
    expect(lifecycleStep(planEndingIn(0), NOW)).toEqual({ transition: 'plan-to-free', notice: { kind: 'plan', daysBefore: 0, endsAt: NOW } });
    expect(lifecycleStep(planEndingIn(-D), NOW).transition).toBe('plan-to-free');
  });

  it('a renewed plan (expiresAt moved later) is due again for its new end date', () => {
    const before = lifecycleStep(planEndingIn(2 * D), NOW);
    const renewed = lifecycleStep(planEndingIn(2 * D + 30 * D), at(30 * D));
    expect(before.notice?.endsAt).toEqual(at(2 * D));
    expect(renewed.notice).toEqual({ kind: 'plan', daysBefore: 3, endsAt: at(32 * D) });
  });

  it('cancelled and past-due plans still run to their end', () => {
    expect(lifecycleStep(planEndingIn(D, { status: 'cancelled' }), NOW).notice?.daysBefore).toBe(1);
    expect(lifecycleStep(planEndingIn(-1, { status: 'past_due' }), NOW).transition).toBe('plan-to-free');
  });

  it('unlimited / no expiry: nothing ever ends', () => {
    expect(lifecycleStep(planEndingIn(null, { tier: 'unlimited' }), NOW)).toEqual({ transition: 'none', notice: null });
    expect(lifecycleStep(planEndingIn(null), NOW)).toEqual({ transition: 'none', notice: null });
  });

  it('an "expired" status is normalised to the free allowance (ended notice only when its end is known and past)', () => {
    expect(lifecycleStep(planEndingIn(-D, { status: 'expired' }), NOW)).toEqual({ transition: 'plan-to-free', notice: { kind: 'plan', daysBefore: 0, endsAt: at(-D) } });
    expect(lifecycleStep(planEndingIn(null, { status: 'expired' }), NOW)).toEqual({ transition: 'plan-to-free', notice: null });
  });
});

describe('left alone', () => {
  const none: LifecycleStep = { transition: 'none', notice: null };
  it.each([
    ['no subscription', null],
    ['the free allowance', planEndingIn(-D, { status: 'free', tier: 'basic' })],
    ['status unknown', planEndingIn(-D, { status: 'unknown' })],
    ['a status the job does not know', planEndingIn(-D, { status: 'paused' })],
  ])('%s', (_name, sub) => {
    expect(lifecycleStep(sub, NOW)).toEqual(none);
  });

  it('the free allowance state is what the card shows as "free" and the co-pilot limits', () => {
    const after: SubscriptionInfo = { ...trialEndingIn(-D), ...FREE_ALLOWANCE_STATE };
    expect(subscriptionDisplay(after, NOW).kind).toBe('free');
    expect(lifecycleStep(after, NOW)).toEqual(none);
  });
});

describe('how reminders say it', () => {
  it('time left as the card shows it: days, then hours on the last day', () => {
    expect(timeLeftText(3 * D, 'pt')).toBe('3 dias');
    expect(timeLeftText(2 * D + 1, 'en')).toBe('3 days');
    expect(timeLeftText(D + 1, 'pt')).toBe('2 dias');
    expect(timeLeftText(D, 'pt')).toBe('24 horas');
    expect(timeLeftText(H + 1, 'en')).toBe('2 hours');
    expect(timeLeftText(1, 'en')).toBe('1 hour');
  });

  it('the end in Luanda time (UTC+1)', () => {
    const end = new Date('2026-11-25T13:00:00Z');
    expect(endsAtText(end, 'pt')).toBe('25 de novembro às 14:00');
    expect(endsAtText(end, 'en')).toBe('November 25 at 2:00 PM');
    // 23:30 UTC on 31 December is already 1 January in Luanda.
    expect(endsAtText(new Date('2026-12-31T23:30:00Z'), 'pt')).toBe('1 de janeiro às 00:30');
  });

  it('monthly prices from the plan list, none for Unlimited or an unknown tier', () => {
    expect(monthlyPriceText('standard', 'pt')?.replace(/[\u00a0\u202f]/g, ' ')).toBe('13 000,00 Kz');
    expect(monthlyPriceText('pro', 'en')?.replace(/[\u00a0\u202f]/g, ' ')).toBe('AOA 20,000.00');
    expect(monthlyPriceText('unlimited', 'pt')).toBeNull();
    expect(monthlyPriceText('gold', 'pt')).toBeNull();
  });
});
