import { describe, expect, it } from 'vitest';
import { toCents } from '../src/money';
import { balancesFromTotals } from '../src/balances';

describe('outstanding balances', () => {
  it('nets what was opened against what was settled, per party and currency', () => {
    const c = (n: number) => toCents(n);
    const result = balancesFromTotals([
      { kind: 'loanGiven', party: 'Primo Nelson', currency: 'AOA', totalCents: c(15_000_000) },
      { kind: 'loanReceivedPayment', party: 'Primo Nelson', currency: 'AOA', totalCents: c(5_000_000) },
      { kind: 'debtTaken', party: 'João', currency: 'AOA', totalCents: c(10_000_000) },
      { kind: 'debtPaid', party: 'João', currency: 'AOA', totalCents: c(6_000_000) },
      { kind: 'debtTaken', party: null, currency: 'USD', totalCents: c(5_000) },
      { kind: 'income', party: 'Empresa', currency: 'AOA', totalCents: c(99) },
    ]);
    expect(result).toEqual([
      { currency: 'AOA',
        debts: { outstandingCents: 4_000_000, byParty: [{ party: 'João', openedCents: 10_000_000, settledCents: 6_000_000, outstandingCents: 4_000_000 }] },
        loans: { outstandingCents: 10_000_000, byParty: [{ party: 'Primo Nelson', openedCents: 15_000_000, settledCents: 5_000_000, outstandingCents: 10_000_000 }] } },
      { currency: 'USD',
        debts: { outstandingCents: 5_000, byParty: [{ party: '—', openedCents: 5_000, settledCents: 0, outstandingCents: 5_000 }] },
        loans: { outstandingCents: 0, byParty: [] } },
    ]);
  });
});
