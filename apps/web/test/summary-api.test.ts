import { describe, expect, it } from 'vitest';
import { parseSummary } from '../src/features/dashboard/summary-api';

describe('dashboard summary answer', () => {
  const good = {
    recordCount: 3,
    byCurrency: [{ currency: 'AOA', income: 100, expense: 40, net: 60, topCategories: [] }, { currency: 'USD', income: 5, expense: 0, net: 5 }],
    outstanding: [{ currency: 'AOA', debts: { outstandingCents: 7, byParty: [] }, loans: { outstandingCents: 9, byParty: [] } }],
  };

  it('keeps the figures the cards show', () => {
    expect(parseSummary(good)).toEqual({
      recordCount: 3,
      totals: [{ currency: 'AOA', income: 100, expense: 40, net: 60 }, { currency: 'USD', income: 5, expense: 0, net: 5 }],
      outstanding: [{ currency: 'AOA', debts: 7, loans: 9 }],
    });
  });

  it('refuses answers with floats, unknown currencies or missing parts', () => {
    expect(parseSummary({ ...good, byCurrency: [{ currency: 'AOA', income: 1.5, expense: 0, net: 0 }] })).toBeUndefined();
    expect(parseSummary({ ...good, byCurrency: [{ currency: 'GBP', income: 1, expense: 0, net: 0 }] })).toBeUndefined();
    expect(parseSummary({ ...good, outstanding: [{ currency: 'AOA', debts: {} , loans: { outstandingCents: 1 } }] })).toBeUndefined();
    expect(parseSummary(null)).toBeUndefined();
  });
});
