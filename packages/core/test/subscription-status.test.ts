import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LANGS, type Bilingual } from '../src/lang';
import {
  FREE_ALLOWANCE_RECORDS_PER_MONTH, SUBSCRIPTION_LABELS, SUBSCRIPTION_STATUS_LABELS, TRIAL_DAYS,
  parseSubscriptionInfo, planLabel, subscriptionBadgeText, subscriptionDisplay, subscriptionStatusLabel, subscriptionTitle, trialSummary,
  type SubscriptionDisplay, type SubscriptionInfo, type TrialDisplay,
} from '../src/subscription-status';

const H = 3_600_000;
const D = 24 * H;
// A controlled clock: every case is an exact offset from this instant.
const NOW = new Date('2026-03-10T09:30:00.000Z');

function trialEndingIn(ms: number, overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo {
  const end = NOW.getTime() + ms;
  return {
    tier: 'standard', status: 'trial', trial: true,
    trialStartDate: new Date(end - TRIAL_DAYS * D), trialEndsAt: new Date(end), expiresAt: new Date(end), ...overrides,
  };
}

function trialDisplay(ms: number, overrides: Partial<SubscriptionInfo> = {}): TrialDisplay {
  const d = subscriptionDisplay(trialEndingIn(ms, overrides), NOW);
  if (d.kind !== 'trial') throw new Error(`expected a trial, got ${d.kind}`);
  return d;
}

describe('trial display (spec §4)', () => {
  it.each([
    // remaining,        phase,     tone,     days, hours, showHours, progress, prompt
    [7 * D, 'active', 'green', 7, 168, false, 0, false],
    [3 * D + 1, 'active', 'green', 4, 73, false, 3, false],
    [3 * D, 'ending', 'yellow', 3, 72, false, 4, true],
    [72 * H - 1, 'ending', 'yellow', 3, 72, false, 4, true],
    [2 * D + 1, 'ending', 'yellow', 3, 49, false, 4, true],
    [2 * D, 'ending', 'yellow', 2, 48, false, 5, true],
    [24 * H + 1, 'ending', 'yellow', 2, 25, false, 5, true],
    [24 * H, 'ending', 'yellow', 1, 24, true, 6, true],
    [12 * H, 'ending', 'yellow', 1, 12, true, 6, true],
    [1 * H, 'ending', 'yellow', 1, 1, true, 6, true],
    [1, 'ending', 'yellow', 1, 1, true, 6, true],
    [0, 'expired', 'red', 0, 0, false, 7, true],
    [-1, 'expired', 'red', 0, 0, false, 7, true],
    [-30 * D, 'expired', 'red', 0, 0, false, 7, true],
  ] as const)('%d ms left → %s', (ms, phase, tone, days, hours, showHours, progress, prompt) => {
    const d = trialDisplay(ms);
    expect(d).toMatchObject({ phase, tone, daysLeft: days, hoursLeft: hours, showHours, progress, progressMax: 7, subscribePrompt: prompt });
  });

  it('is a trial when the flag is set or the status says trial', () => {
    expect(trialDisplay(5 * D, { trial: false, status: 'trial' }).phase).toBe('active');
    expect(trialDisplay(5 * D, { trial: true, status: 'active' }).phase).toBe('active');
    expect(subscriptionDisplay(trialEndingIn(5 * D, { trial: false, status: 'active' }), NOW).kind).toBe('plan');
  });

  it('finds the end from trialEndsAt, else start + 7 days, else expiresAt; none known → expired', () => {
    expect(trialDisplay(5 * D, { trialEndsAt: null }).daysLeft).toBe(5);
    expect(trialDisplay(5 * D, { trialEndsAt: null, trialStartDate: null }).daysLeft).toBe(5);
    const unknown = trialDisplay(5 * D, { trialEndsAt: null, trialStartDate: null, expiresAt: null });
    expect(unknown).toMatchObject({ phase: 'expired', daysLeft: 0, endsAt: null });
    // ISO strings (the wire form) behave exactly like Dates.
    const end = new Date(NOW.getTime() + 36 * H).toISOString();
    expect(trialDisplay(0, { trialEndsAt: end })).toMatchObject({ daysLeft: 2, hoursLeft: 36, endsAt: end });
  });

  it('holds its invariants for any remaining time', () => {
    fc.assert(fc.property(fc.integer({ min: -60 * D, max: 60 * D }), (ms) => {
      const d = trialDisplay(ms);
      expect(d.daysLeft).toBeGreaterThanOrEqual(0);
      expect(d.daysLeft).toBe(ms <= 0 ? 0 : Math.ceil(ms / D));
      expect(d.progress).toBe(Math.max(0, TRIAL_DAYS - d.daysLeft));
      expect(d.progress).toBeGreaterThanOrEqual(0);
      expect(d.progress).toBeLessThanOrEqual(TRIAL_DAYS);
      expect(d.subscribePrompt).toBe(d.daysLeft <= 3);
      expect(d.showHours).toBe(d.daysLeft === 1);
      if (d.showHours) { expect(d.hoursLeft).toBeGreaterThanOrEqual(1); expect(d.hoursLeft).toBeLessThanOrEqual(24); }
      expect(d.tone).toBe(d.daysLeft > 3 ? 'green' : d.daysLeft >= 1 ? 'yellow' : 'red');
      // One millisecond later never leaves more time.
      expect(trialDisplay(ms - 1).daysLeft).toBeLessThanOrEqual(d.daysLeft);
    }));
  });

  it('answers the server trial summary, null outside a trial', () => {
    expect(trialSummary(trialEndingIn(12 * H), NOW)).toEqual({ active: true, daysLeft: 1, hoursLeft: 12, endsAt: new Date(NOW.getTime() + 12 * H).toISOString() });
    expect(trialSummary(trialEndingIn(-H), NOW)).toMatchObject({ active: false, daysLeft: 0, hoursLeft: 0 });
    expect(trialSummary(null, NOW)).toBeNull();
    expect(trialSummary({ ...trialEndingIn(D), trial: false, status: 'active' }, NOW)).toBeNull();
  });
});

describe('other states', () => {
  const paid: SubscriptionInfo = {
    tier: 'premium', status: 'active', trial: false, trialStartDate: null, trialEndsAt: null,
    expiresAt: new Date(NOW.getTime() + 29 * D + H),
  };

  it('a paid plan is Active Plan (blue) with status, expiry and days left', () => {
    expect(subscriptionDisplay(paid, NOW)).toEqual({
      kind: 'plan', tone: 'blue', tier: 'premium', status: 'active', expiresAt: new Date(NOW.getTime() + 29 * D + H).toISOString(), daysLeft: 30,
    });
    expect(subscriptionDisplay({ ...paid, expiresAt: null }, NOW)).toMatchObject({ daysLeft: null, expiresAt: null });
    expect(subscriptionDisplay({ ...paid, expiresAt: new Date(NOW.getTime() - D) }, NOW)).toMatchObject({ daysLeft: 0 });
  });

  it('status free is the free allowance; no subscription is none', () => {
    expect(subscriptionDisplay({ ...paid, tier: 'basic', status: 'free', expiresAt: null }, NOW))
      .toEqual({ kind: 'free', tone: 'grey', tier: 'basic', recordsPerMonth: FREE_ALLOWANCE_RECORDS_PER_MONTH });
    expect(FREE_ALLOWANCE_RECORDS_PER_MONTH).toBe(50);
    expect(subscriptionDisplay(null, NOW)).toEqual({ kind: 'none', tone: 'grey' });
  });
});

describe('labels', () => {
  it('English titles are the spec words; Portuguese differs', () => {
    const cases: [SubscriptionDisplay, string, string][] = [
      [trialDisplay(5 * D), 'Free Trial Active', 'Teste grátis ativo'],
      [trialDisplay(2 * D), 'Trial Ending Soon', 'Teste a terminar em breve'],
      [trialDisplay(0), 'Trial Expired', 'Teste expirado'],
      [subscriptionDisplay({ ...trialEndingIn(D), trial: false, status: 'active' }, NOW), 'Active Plan', 'Plano ativo'],
    ];
    for (const [d, en, pt] of cases) {
      expect(subscriptionTitle(d, 'en')).toBe(en);
      expect(subscriptionTitle(d, 'pt')).toBe(pt);
    }
  });

  it('badge texts: days, hours on the last day, plan names, a dash for none', () => {
    expect(subscriptionBadgeText(trialDisplay(5 * D), 'pt')).toBe('Teste grátis · 5 dias');
    expect(subscriptionBadgeText(trialDisplay(5 * D), 'en')).toBe('Free trial · 5 days');
    expect(subscriptionBadgeText(trialDisplay(12 * H), 'pt')).toBe('Teste grátis · 12 horas');
    expect(subscriptionBadgeText(trialDisplay(H), 'en')).toBe('Free trial · 1 hour');
    expect(subscriptionBadgeText(trialDisplay(0), 'en')).toBe('Trial expired');
    const pro = subscriptionDisplay({ ...trialEndingIn(D), tier: 'premium', trial: false, status: 'active' }, NOW);
    expect(subscriptionBadgeText(pro, 'pt')).toBe('Plano Pro');
    expect(subscriptionBadgeText(pro, 'en')).toBe('Pro plan');
    expect(subscriptionBadgeText({ kind: 'free', tone: 'grey', tier: 'basic', recordsPerMonth: 50 }, 'pt')).toBe('Plano gratuito');
    expect(subscriptionBadgeText({ kind: 'none', tone: 'grey' }, 'pt')).toBe('—');
  });

  it('plan and status names', () => {
    expect(['basic', 'standard', 'premium', 'pro', 'unlimited', 'gold'].map((t) => planLabel(t, 'pt')))
      .toEqual(['Básico', 'Standard', 'Pro', 'Pro', 'Ilimitado', 'gold']);
    expect(planLabel('unlimited', 'en')).toBe('Unlimited');
    expect(subscriptionStatusLabel('active', 'pt')).toBe('Ativo');
    expect(subscriptionStatusLabel('on_hold', 'en')).toBe('on_hold');
  });

  it('every label has non-empty pt and en', () => {
    const sets: Record<string, Bilingual>[] = [SUBSCRIPTION_LABELS, SUBSCRIPTION_STATUS_LABELS];
    for (const set of sets) {
      for (const [key, label] of Object.entries(set)) {
        for (const lang of LANGS) expect(label[lang].trim(), `${key}.${lang}`).not.toBe('');
        if (key !== 'badgeTrialExpired') expect(label.pt, key).not.toBe(label.en);
      }
    }
  });
});

describe('reading the wire form', () => {
  it('takes the answer fields, defaults the rest, refuses non-objects', () => {
    expect(parseSubscriptionInfo({ tier: 'premium', status: 'active', trial: false, trialStartDate: null, trialEndsAt: 'nope', expiresAt: '2026-04-01T00:00:00.000Z' }))
      .toEqual({ tier: 'premium', status: 'active', trial: false, trialStartDate: null, trialEndsAt: null, expiresAt: '2026-04-01T00:00:00.000Z' });
    expect(parseSubscriptionInfo({})).toEqual({ tier: 'basic', status: 'unknown', trial: false, trialStartDate: null, trialEndsAt: null, expiresAt: null });
    expect(parseSubscriptionInfo(null)).toBeNull();
    expect(parseSubscriptionInfo([1])).toBeNull();
  });
});
