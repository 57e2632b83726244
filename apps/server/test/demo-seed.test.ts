// The demo account keeps its money on accounts (issue 15): a BAI account the salary reaches,
// cash withdrawn from it, a Unitel Money wallet, savings and some dollars, with made-up rates
// labelled 'demo' — and every balance adds up from the movements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '@kumbu/db/accounts';
import { listMoneyAccounts, moneyAccountBalances } from '@kumbu/db/money-accounts';
import { fxRatesUpTo, setFxRate } from '@kumbu/db/fx-rates';
import { recordsInRange } from '@kumbu/db/records';
import { DEMO_LOGIN, seedDemo } from '../src/seed/seed-demo';
import { startTestApp, type TestApp } from './helpers';

describe('demo account on accounts', () => {
  let t: TestApp;
  const now = new Date('2026-11-20T12:00:00Z');
  beforeAll(async () => {
    t = await startTestApp();
    // An operator's rate is never replaced by the demo's made-up ones.
    await setFxRate(t.database.db, { currency: 'USD', day: '2026-11-02', micros: 930_000_000, source: 'bna' });
    const seeded = await seedDemo(t.database.db, t.app.kumbu.auth, now, t.app.kumbu.config.env);
    expect(seeded.created).toBe(true);
  });
  afterAll(async () => { await t.close(); });

  it('has the five accounts, each balance equal to its opening balance plus its movements', async () => {
    const user = await findUserByEmail(t.database.db, DEMO_LOGIN.email);
    if (!user) throw new Error('no demo user');
    const accounts = await listMoneyAccounts(t.database.db, user.id);
    expect(accounts.map((a) => `${a.name}/${a.type}/${a.currency}`)).toEqual([
      'Carteira/cash/AOA', 'Dólares/cash/USD', 'BAI/bank/AOA', 'Unitel Money/mobile/AOA', 'Poupança/savings/AOA',
    ]);
    const rows = await recordsInRange(t.database.db, user.id, new Date('2000-01-01'), new Date('2100-01-01'));
    const expected = new Map(accounts.map((a) => [a.id, a.openingBalanceCents]));
    for (const r of rows) {
      const sign = ['income', 'debtTaken', 'loanReceivedPayment'].includes(r.kind) ? 1 : -1;
      expected.set(r.accountId, (expected.get(r.accountId) ?? 0) + sign * r.amountCents);
      if (r.toAccountId) expected.set(r.toAccountId, (expected.get(r.toAccountId) ?? 0) + (r.toAmountCents ?? 0));
    }
    const balances = await moneyAccountBalances(t.database.db, user.id);
    for (const b of balances) expect(b.balanceCents, accounts.find((a) => a.id === b.accountId)?.name).toBe(expected.get(b.accountId));
    const exchange = rows.find((r) => r.kind === 'transfer' && r.currency === 'USD');
    expect([exchange?.amountCents, exchange?.toAmountCents, exchange?.toCurrency, exchange?.rate]).toEqual([100_00, 95_000_00, 'AOA', '950.000000']);
    expect(rows.filter((r) => r.kind === 'transfer').length).toBeGreaterThan(10);
  });

  it('was created the day before its oldest record, so Settings\' "Conta criada em" matches its history', async () => {
    const user = await findUserByEmail(t.database.db, DEMO_LOGIN.email);
    if (!user) throw new Error('no demo user');
    const rows = await recordsInRange(t.database.db, user.id, new Date('2000-01-01'), new Date('2100-01-01'));
    const oldest = Math.min(...rows.map((r) => r.occurredAt.getTime()));
    expect(user.createdAt.getTime()).toBe(oldest - 24 * 60 * 60 * 1000);
    expect(user.createdAt.getTime()).toBeLessThan(now.getTime() - 150 * 24 * 60 * 60 * 1000);
  });

  it('stores made-up rates as demo, never over a stored one', async () => {
    const rates = await fxRatesUpTo(t.database.db, '2026-11-20');
    expect(rates.find((r) => r.currency === 'USD' && r.day === '2026-11-02')).toMatchObject({ micros: 930_000_000, source: 'bna' });
    expect(rates.filter((r) => r.source === 'demo').length).toBeGreaterThan(300);
  });
});
