import { describe, expect, it } from 'vitest';
import { planTotalCents } from '@kumbu/core/plans';
import { parseIntentAnswer, parseRenewOutcome, renewBody, renewSubscription } from '../src/shared/billing/billing-api';
import {
  caretAfterDigits, digitsBefore, displayExpressPhone, formatCardNumber, formatCvc, formatExpiry, isExpressPhone, normaliseExpressPhone,
} from '../src/shared/billing/card-format';
import { DURATION_MONTHS, durationKey, freeMonths, PAYABLE_PLANS, totalAmountKz, totalCents } from '../src/shared/billing/checkout-terms';
import { formatDeadline, groupDigits } from '../src/shared/billing/pending-payment';
import { durationParts } from '../src/features/settings/subscription-api';
import { createApiClient } from '../src/shared/api-client';

describe('card input formatting', () => {
  it('groups the number as typed: 4-4-4-4, Amex 4-6-5; drops letters; caps at 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a42')).toBe('4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4'.repeat(25))).toBe('4444 4444 4444 4444 444');
    expect(formatCardNumber('')).toBe('');
  });

  it('keeps the caret after the same digits when regrouping', () => {
    // "4242 4242|4" typed in the middle: 8 digits before the caret.
    expect(digitsBefore('4242 42424', 9)).toBe(8);
    expect(caretAfterDigits('4242 4242 4', 8)).toBe(9);
    expect(caretAfterDigits('4242 4242 4', 0)).toBe(0);
    expect(caretAfterDigits('4242', 9)).toBe(4);
  });

  it('shapes the expiry as MM/YY and the CVC as up to 4 digits', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/2')).toBe('12/2');
    expect(formatExpiry('5')).toBe('05');
    expect(formatExpiry('528')).toBe('05/28');
    expect(formatExpiry('12/289')).toBe('12/28');
    expect(formatCvc('12a34 5')).toBe('1234');
  });

  it('takes Angolan mobiles for Multicaixa Express, with or without +244', () => {
    expect(normaliseExpressPhone('923 456 789')).toBe('+244923456789');
    expect(normaliseExpressPhone('00244 923-456-789')).toBe('+244923456789');
    expect(isExpressPhone('+244 923 456 789')).toBe(true);
    expect(isExpressPhone('923456789')).toBe(true);
    expect(isExpressPhone('+244 223 456 789')).toBe(false); // a landline
    expect(isExpressPhone('+351 923 456 789')).toBe(false);
    expect(isExpressPhone('92345678')).toBe(false);
    expect(displayExpressPhone('+244923456789')).toBe('+244 923 456 789');
  });
});

describe('checkout terms', () => {
  it('offers 1, 3, 6 and 12 months of the three payable plans; a year costs ten months', () => {
    expect(DURATION_MONTHS).toEqual([1, 3, 6, 12]);
    expect(PAYABLE_PLANS).toEqual(['basic', 'standard', 'premium']);
    expect(totalCents('standard', 3)).toBe(3_900_000);
    expect(totalCents('standard', 12)).toBe(13_000_000);
    expect(totalCents('premium', 12)).toBe(planTotalCents('premium', 12));
    expect(freeMonths(12)).toBe(2);
    expect(freeMonths(6)).toBe(0);
    expect(DURATION_MONTHS.map(durationKey)).toEqual(['1_month', '3_months', '6_months', '1_year']);
    expect(totalAmountKz(totalCents('basic', 6))).toBe(42000);
  });
});

describe('renewal request and answers', () => {
  const card = { number: '4242424242424242', expiry: '12/28', cvc: '123', holder: 'Ana Silva' };

  it('sends the contract body: plan, duration key, total in kwanza, confirmation and the payment', () => {
    expect(renewBody({ firebaseUid: 'u1', plan: 'standard', months: 3, payment: { method: 'card', card } })).toEqual({
      firebase_uid: 'u1', planName: 'standard', duration: '3_months', totalAmount: 39000, paymentConfirmed: true,
      payment: { method: 'card', card },
    });
  });

  it('sends the Idempotency-Key and, for the wizard, the bearer token; the card only in the body', async () => {
    const seen: { url: string; headers: Record<string, string>; body: string }[] = [];
    const client = createApiClient({
      getLang: () => 'pt',
      messages: () => ({ timeout: 't', network: 'n', unreachable: 'u', networkFailure: (d) => `n: ${d}`, badResponse: 'b', http: () => 'h' }),
      fetch: (input, init) => {
        seen.push({ url: input as string, headers: init?.headers as Record<string, string>, body: init?.body as string });
        return Promise.resolve(new Response(JSON.stringify({ success: true, status: 202, data: {
          status: 'pending',
          intent: { id: 'pi_1', status: 'pending', method: 'reference', entity: '12345', reference: '123456789', amount: '13000.00', amountCents: 1_300_000, expiresAt: '2026-11-25T22:59:59.000Z' },
        } }), { status: 202 }));
      },
    });
    const answer = await renewSubscription({ firebaseUid: 'u1', plan: 'standard', months: 1, payment: { method: 'card', card } }, { kind: 'bearer', token: 'tok' }, 'key-1', client);
    expect(seen[0]?.url).toBe('/api/renew-subscription');
    expect(seen[0]?.url).not.toContain('4242');
    expect(seen[0]?.headers['Idempotency-Key']).toBe('key-1');
    expect(seen[0]?.headers.Authorization).toBe('Bearer tok');
    expect(JSON.parse(seen[0]?.body ?? '{}')).toMatchObject({ payment: { card: { number: '4242424242424242' } } });
    expect(answer).toMatchObject({ success: true, data: { status: 'pending', intent: { id: 'pi_1', entity: '12345', reference: '123456789', amountCents: 1_300_000 } } });
  });

  it('reads a paid answer: the new expiry, the kept card digits and a same-origin receipt', () => {
    const outcome = parseRenewOutcome({
      status: 'paid',
      payment: { id: 'pay1', card: { brand: 'visa', lastFour: '4242' }, receiptUrl: 'javascript:alert(1)' },
      subscription: { tier: 'standard', status: 'active', trial: false, expiresAt: '2027-02-22T10:00:00.000Z' },
    });
    expect(outcome).toMatchObject({ status: 'paid', expiresAt: '2027-02-22T10:00:00.000Z', payment: { id: 'pay1', card: { brand: 'visa', lastFour: '4242' }, receiptUrl: null } });
    expect(parseRenewOutcome({ status: 'weird' })).toBeUndefined();
    expect(parseRenewOutcome({ status: 'pending', intent: {} })).toBeUndefined();
  });

  it('reads the poll answer with its status and, once paid, the new expiry', () => {
    const polled = parseIntentAnswer({
      status: 'paid',
      intent: { id: 'pi_1', status: 'paid', method: 'multicaixa-express', entity: null, reference: null, amount: '39000.00', expiresAt: null },
      subscription: { expiresAt: '2027-01-01T00:00:00.000Z' },
    });
    expect(polled).toMatchObject({ id: 'pi_1', status: 'paid', method: 'multicaixa-express', entity: null, amountCents: 3_900_000, paidUntil: '2027-01-01T00:00:00.000Z' });
    expect(parseIntentAnswer({ status: 'expired', intent: { id: 'pi_2' } })?.status).toBe('expired');
    expect(parseIntentAnswer(null)).toBeUndefined();
  });
});

describe('billing history durations', () => {
  it('reads the billing server\'s stored keys with their leading "_"', () => {
    expect(['_1_month', '_3_months', '_1_year'].map(durationParts)).toEqual([{ kind: 'months', count: 1 }, { kind: 'months', count: 3 }, { kind: 'year' }]);
  });
});

describe('reference details', () => {
  it('groups a 9-digit reference as ATM receipts print it; the entity stays as it is', () => {
    expect(groupDigits('785176497')).toBe('785 176 497');
    expect(groupDigits('11333')).toBe('11333');
  });

  it('shows the pay-by time on the Luanda clock, 24-hour', () => {
    // 23:00 UTC is midnight in Luanda (UTC+1).
    expect(formatDeadline('2026-11-25T23:00:00.000Z', 'en').replace(/\s/g, ' ')).toBe('Nov 26, 2026, 00:00');
    expect(formatDeadline('2026-11-25T17:30:00.000Z', 'pt').replace(/\s/g, ' ')).toContain('18:30');
  });
});
