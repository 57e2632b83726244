import { describe, expect, it } from 'vitest';
import { durationParts, parseSubscriptionData } from '../src/features/settings/subscription-api';

const answer = {
  asOf: '2026-03-10T09:30:00.000Z',
  profile: { fullName: 'Ana', userName: null, whatsappId: null, language: 'pt', createdAt: '2026-01-01T00:00:00.000Z' },
  subscription: { tier: 'premium', status: 'active', trial: false, trialStartDate: null, trialEndsAt: null, expiresAt: '2026-04-01T00:00:00.000Z' },
  trial: null,
  payment: {
    usageThisCycle: { recordsThisMonth: 3, freeAllowance: 50, periodStart: 'x', periodEnd: 'y' },
    paymentHistory: [
      { id: 'p2', paidAt: '2026-03-01T10:00:00.000Z', plan: 'premium', duration: '1_month', amount: '20000.00', amountCents: 2_000_000, currency: 'AOA', receiptUrl: 'https://kumbu.ao/r/2' },
      { id: 'p1', paidAt: '2026-02-01T10:00:00.000Z', plan: 'premium', duration: '3_months', amount: '60000.50', currency: 'AOA', receiptUrl: 'javascript:alert(1)' },
    ],
    subscription: null,
  },
};

describe('subscription data answer', () => {
  it('reads the subscription, usage and payments; amounts exact; only http(s) receipts', () => {
    const data = parseSubscriptionData(answer);
    expect(data?.asOf).toBe('2026-03-10T09:30:00.000Z');
    expect(data?.subscription).toMatchObject({ tier: 'premium', status: 'active', trial: false });
    expect(data?.usage).toEqual({ recordsThisMonth: 3, freeAllowance: 50 });
    expect(data?.paymentHistory.map((p) => [p.id, p.amountCents, p.receiptUrl])).toEqual([
      ['p2', 2_000_000, 'https://kumbu.ao/r/2'],
      ['p1', 6_000_050, null],
    ]);
  });

  it('refuses an answer that is not subscription data', () => {
    expect(parseSubscriptionData(undefined)).toBeUndefined();
    expect(parseSubscriptionData({ payment: {} })).toBeUndefined();
    expect(parseSubscriptionData({ payment: { paymentHistory: [{ nope: true }] } })).toBeUndefined();
    expect(parseSubscriptionData({ subscription: null, payment: { paymentHistory: [] } })).toEqual({ asOf: null, subscription: null, usage: null, paymentHistory: [] });
  });

  it('reads payment durations', () => {
    expect(['1_month', '3_months', '6_months', '1_year', '12_months', '24_months', 'weird'].map(durationParts)).toEqual([
      { kind: 'months', count: 1 }, { kind: 'months', count: 3 }, { kind: 'months', count: 6 }, { kind: 'year' }, { kind: 'year' },
      { kind: 'months', count: 24 }, { kind: 'other', text: 'weird' },
    ]);
  });
});
