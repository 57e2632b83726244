import { describe, expect, it } from 'vitest';
import { ERRORS } from '../src/errors';
import { overAllowanceMessage, recordAllowance } from '../src/record-allowance';
import { FREE_ALLOWANCE_RECORDS_PER_MONTH, type SubscriptionInfo } from '../src/subscription-status';

const now = new Date('2026-11-25T12:00:00Z');
const day = 86_400_000;
const sub = (over: Partial<SubscriptionInfo>): SubscriptionInfo => ({
  tier: 'standard', status: 'trial', trial: true, trialStartDate: null, trialEndsAt: null, expiresAt: null, ...over,
});

describe('recordAllowance: who is held to the free allowance', () => {
  it.each<[string, SubscriptionInfo | null, boolean, boolean]>([
    ['no subscription row', null, false, false],
    ['a running trial', sub({ trialEndsAt: new Date(now.getTime() + day) }), false, false],
    ['a trial that ended unpaid', sub({ trialEndsAt: new Date(now.getTime() - day) }), true, true],
    ['a lapsed trial the lifecycle job moved to free', sub({ status: 'free', trial: false, trialEndsAt: new Date(now.getTime() - day) }), true, true],
    ['the free plan chosen at sign-up', sub({ status: 'free', trial: false }), true, false],
    ['a paid plan', sub({ status: 'active', trial: false, trialEndsAt: new Date(now.getTime() - 30 * day), expiresAt: new Date(now.getTime() + 30 * day) }), false, false],
    ['free again after a paid plan (ISO strings)', sub({ status: 'free', trial: false, trialEndsAt: '2026-01-08T00:00:00Z', expiresAt: '2026-06-01T00:00:00Z' }), true, false],
  ])('%s', (_name, s, limited, lapsed) => {
    const a = recordAllowance(s, now);
    expect(a.limited).toBe(limited);
    if (a.limited) {
      expect(a.limit).toBe(FREE_ALLOWANCE_RECORDS_PER_MONTH);
      expect(a.lapsedTrial).toBe(lapsed);
    }
  });
});

describe('the refusal', () => {
  it('names the limit, the renewal day and the Settings link, in pt and en', () => {
    expect(overAllowanceMessage('en', 50, '2026-12-01', 'https://kumbu.ao/settings')).toBe(
      'This record was NOT saved: you have used this month\'s 50 free records. The allowance renews on Dec 1, 2026. To record without limits, subscribe at https://kumbu.ao/settings',
    );
    expect(overAllowanceMessage('pt', 50, '2026-12-01', 'https://kumbu.ao/settings')).toBe(
      'Este registo NÃO foi guardado: já usou os 50 registos gratuitos deste mês. O limite renova a 1 de dezembro de 2026. Para registar sem limites, subscreva em https://kumbu.ao/settings',
    );
  });
  it('the error catalogue\'s short form names the same limit, 402', () => {
    expect(ERRORS['free-allowance-reached'].status).toBe(402);
    for (const lang of ['pt', 'en'] as const) expect(ERRORS['free-allowance-reached'].message[lang]).toContain(` ${FREE_ALLOWANCE_RECORDS_PER_MONTH} `);
  });
});
