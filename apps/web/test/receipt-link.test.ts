// The billing history's receipt links (issue 7): the server names each receipt by a path on
// this site, /api/payments/<id>/receipt, which the browser opens with the session cookie.
// Such paths are kept; links that would leave the site or run script are dropped.
import { describe, expect, it } from 'vitest';
import { parseSubscriptionData } from '../src/features/settings/subscription-api';

function receiptOf(receiptUrl: unknown): string | null | undefined {
  const data = parseSubscriptionData({
    payment: { paymentHistory: [{ id: 'p1', paidAt: '2026-02-01T10:00:00.000Z', plan: 'standard', duration: '_3_months', amount: '39000.00', amountCents: 3_900_000, currency: 'AOA', receiptUrl }] },
  });
  return data?.paymentHistory[0]?.receiptUrl;
}

describe('receipt links in the billing history', () => {
  it('keeps the server\'s receipt path and http(s) links', () => {
    const path = '/api/payments/7b0c6f0e-5d1a-4c4e-9a53-2f1f3c9d8e01/receipt';
    expect(receiptOf(path)).toBe(path);
    expect(receiptOf(`${path}?lang=en`)).toBe(`${path}?lang=en`);
    expect(receiptOf('https://kumbu.ao/r/2')).toBe('https://kumbu.ao/r/2');
    expect(receiptOf(null)).toBeNull();
  });

  it('drops links that leave the site or run script', () => {
    for (const bad of ['//evil.example/receipt', '/\\evil.example/receipt', '/\t/evil.example', 'javascript:alert(1)', 'data:text/html,x', 'api/payments/1/receipt', '']) {
      expect(receiptOf(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
