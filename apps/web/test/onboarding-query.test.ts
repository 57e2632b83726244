import { describe, expect, it } from 'vitest';
import { closedLocation, parseAction, parseOnboardingQuery, parsePlan, parseStep } from '../src/features/onboarding/onboarding-query';

describe('onboarding query: step', () => {
  it('reads numbers 0–4 and the step names, defaulting to the welcome step', () => {
    expect([0, 1, 2, 3, 4].map((n) => parseStep(String(n)))).toEqual([0, 1, 2, 3, 4]);
    expect(['welcome', 'plan', 'registration', 'payment', 'confirmation'].map(parseStep)).toEqual([0, 1, 2, 3, 4]);
    expect(parseStep('PAYMENT')).toBe(3);
    for (const bad of [null, '', '5', '-1', '2.5', 'x', '10']) expect(parseStep(bad), String(bad)).toBe(0);
    expect(parseOnboardingQuery('?user=ana').step).toBe(0);
  });
});

describe('onboarding query: plan', () => {
  it.each([
    ['basic', 'basic', 'Básico'],
    ['básico', 'basic', 'Básico'],
    ['standard', 'standard', 'Standard'],
    ['premium', 'premium', 'Pro'],
    ['pro', 'premium', 'Pro'],
    ['unlimited', 'unlimited', 'Unlimited'],
    ['PRO', 'premium', 'Pro'],
    [' Standard ', 'standard', 'Standard'],
  ])('accepts %s as the %s plan labelled %s', (value, plan, label) => {
    expect(parsePlan(value)).toEqual({ plan, label });
    const q = parseOnboardingQuery(`?plan=${encodeURIComponent(value)}`);
    expect(q.plan).toBe(plan);
    expect(q.planLabel).toBe(label);
  });

  it('ignores any other value', () => {
    for (const bad of ['gold', 'enterprise', 'free', 'basico', '', 'premium_3_months']) {
      expect(parsePlan(bad), bad).toBeNull();
      expect(parseOnboardingQuery(`?plan=${bad}`).plan, bad).toBeNull();
    }
  });
});

describe('onboarding query: action, lang and identifiers', () => {
  it('action=onboard forces step 0 and action=pay forces step 3, whatever step says', () => {
    expect(parseOnboardingQuery('?action=onboard&step=3').step).toBe(0);
    expect(parseOnboardingQuery('?action=pay&step=1').step).toBe(3);
    expect(parseOnboardingQuery('?action=pay').step).toBe(3);
    expect(parseOnboardingQuery('?action=other&step=2').step).toBe(2);
    expect(parseAction('PAY')).toBe('pay');
    expect(parseAction('delete')).toBeNull();
  });

  it('accepts only pt and en as lang', () => {
    expect(parseOnboardingQuery('?step=1&lang=en').lang).toBe('en');
    expect(parseOnboardingQuery('?step=1&lang=pt').lang).toBe('pt');
    expect(parseOnboardingQuery('?step=1&lang=fr').lang).toBeNull();
    expect(parseOnboardingQuery('?step=1&lang=pt-BR').lang).toBeNull();
  });

  it('keeps user, whatsappId and firebase_uid', () => {
    const q = parseOnboardingQuery('?whatsappId=%2B244923000000&user=Ana%20Lu&firebase_uid=u-1');
    expect(q.whatsappId).toBe('+244923000000');
    expect(q.user).toBe('Ana Lu');
    expect(q.firebaseUid).toBe('u-1');
  });
});

describe('onboarding query: opening and presentation', () => {
  it('opens for any of action, whatsappId, firebase_uid, step, plan, user, or a path with "onboarding"', () => {
    for (const qs of ['?action=pay', '?whatsappId=244923000000', '?firebase_uid=x', '?step=1', '?plan=gold', '?user=a', '?step=']) {
      expect(parseOnboardingQuery(qs, '/').open, qs).toBe(true);
    }
    expect(parseOnboardingQuery('', '/onboarding').open).toBe(true);
    expect(parseOnboardingQuery('', '/welcome-onboarding-x').open).toBe(true);
    expect(parseOnboardingQuery('', '/').open).toBe(false);
    expect(parseOnboardingQuery('?lang=en', '/').open).toBe(false);
    expect(parseOnboardingQuery('?tab=debts', '/dashboard').open).toBe(false);
  });

  it('is a full page with whatsappId, action or firebase_uid, otherwise a modal', () => {
    expect(parseOnboardingQuery('?whatsappId=244923000000').presentation).toBe('page');
    expect(parseOnboardingQuery('?action=onboard').presentation).toBe('page');
    expect(parseOnboardingQuery('?firebase_uid=u').presentation).toBe('page');
    expect(parseOnboardingQuery('?step=2&plan=pro&user=a').presentation).toBe('modal');
    expect(parseOnboardingQuery('', '/onboarding').presentation).toBe('modal');
  });

  it('accepts URLSearchParams too', () => {
    expect(parseOnboardingQuery(new URLSearchParams({ step: '4' })).step).toBe(4);
  });
});

describe('closing', () => {
  it('drops the query string, and leaves /onboarding for home', () => {
    expect(closedLocation('/')).toBe('/');
    expect(closedLocation('/docs/privacy', '#x')).toBe('/docs/privacy#x');
    expect(closedLocation('/onboarding')).toBe('/');
  });
});
