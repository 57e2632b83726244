import { describe, expect, it } from 'vitest';
import { reconcile } from '../src/reconcile';

describe('reconcile', () => {
  it('agrees when the balances are equal', () => {
    expect(reconcile({ statementOpeningCents: 100, statementClosingCents: 500, kumbuClosingCents: 500, kumbuOpeningCents: 100, unlinkedCents: [] }))
      .toEqual({ agrees: true, differenceCents: 0, openingGapCents: 0, unlinkedCents: 0, unexplainedCents: 0 });
  });
  it('explains a difference by the opening balance and by movements only Kumbu has', () => {
    // Kumbu started at 0 where the bank had 1 000, and a cash purchase of 300 was logged on the bank account.
    const r = reconcile({ statementOpeningCents: 100_000, statementClosingCents: 150_000, kumbuClosingCents: 20_000, kumbuOpeningCents: 0, unlinkedCents: [-30_000] });
    expect(r).toEqual({ agrees: false, differenceCents: -130_000, openingGapCents: -100_000, unlinkedCents: -30_000, unexplainedCents: 0 });
  });
  it('leaves what nothing explains as unexplained', () => {
    expect(reconcile({ statementOpeningCents: null, statementClosingCents: 1_000, kumbuClosingCents: 1_250, kumbuOpeningCents: null, unlinkedCents: [100] }).unexplainedCents).toBe(150);
  });
});
