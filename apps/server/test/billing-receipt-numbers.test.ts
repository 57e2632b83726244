// Receipt numbers and plan extension at the database layer (packages/db/src/billing.ts), on
// every engine: KB-YYYY-NNNNNN counted per Luanda year, many payments at once never sharing a
// number, and a payment for a deleted account kept without an owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTestDatabase, testEngines, type TestDatabase } from '@kumbu/db/testing';
import { applyPayment, formatReceiptNumber, type NewPayment } from '@kumbu/db/billing';
import { payments, subscriptions, users } from '@kumbu/db/schema';

const NOW = new Date('2026-11-20T12:00:00.000Z');

describe('receipt number format', () => {
  it('pads the year and the sequence', () => {
    expect(formatReceiptNumber(2026, 1)).toBe('KB-2026-000001');
    expect(formatReceiptNumber(2027, 123_456)).toBe('KB-2027-123456');
  });
});

describe.each(testEngines())('payments in the database on %s', (engine) => {
  let database: TestDatabase;
  let n = 0;
  const newUser = async (): Promise<string> => {
    const id = `user-${++n}`;
    await database.db.insert(users).values({ id, name: 'Teste', email: `${id}@example.ao`, emailVerified: true });
    return id;
  };
  const payment = (userId: string | null, paidAt: Date, extra: Partial<NewPayment> = {}): NewPayment => ({
    userId, paidAt, plan: 'standard', duration: '_1_month', months: 1, amountCents: 1_300_000, currency: 'AOA',
    method: 'card', gatewayReference: `ch_${++n}`, card: { brand: 'visa', lastFour: '4242' }, intentId: null, ...extra,
  });
  const pay = (p: NewPayment) => database.db.transaction((tx) => applyPayment(tx, p, NOW));

  beforeAll(async () => { database = await openTestDatabase(engine); });
  afterAll(async () => { await database.close(); });

  it('counts receipts per year in Luanda: 23:30 UTC on 31 December is already the next year', async () => {
    const a = await newUser();
    const first = await pay(payment(a, new Date('2025-06-01T10:00:00Z')));
    const second = await pay(payment(a, new Date('2025-12-31T22:59:59Z')));
    const newYear = await pay(payment(a, new Date('2025-12-31T23:30:00Z')));
    expect([first.payment.receiptNumber, second.payment.receiptNumber, newYear.payment.receiptNumber])
      .toEqual(['KB-2025-000001', 'KB-2025-000002', 'KB-2026-000001']);
    expect(first.payment.receiptUrl).toBe(`/api/payments/${first.payment.id}/receipt`);
  });

  it('many payments at once, for many accounts, get distinct consecutive numbers', async () => {
    const people = await Promise.all(Array.from({ length: 8 }, () => newUser()));
    const paidAt = new Date('2030-03-01T10:00:00Z');
    const results = await Promise.all(people.map((u) => pay(payment(u, paidAt))));
    const numbers = results.map((r) => r.payment.receiptNumber ?? '').sort();
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => formatReceiptNumber(2030, i + 1)));
  });

  it('extends one account\'s plan once per payment, even when they are applied at the same time', async () => {
    const u = await newUser();
    const expiry = new Date('2026-12-01T12:00:00Z');
    await database.db.insert(subscriptions).values({ userId: u, tier: 'basic', status: 'active', expiresAt: expiry });
    await Promise.all([1, 2, 3, 4].map(() => pay(payment(u, NOW))));
    const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.userId, u));
    expect(row).toMatchObject({ tier: 'standard', status: 'active', trial: false, expiresAt: new Date('2027-04-01T12:00:00Z') });
  });

  it('a payment without an account (deleted meanwhile) is kept, detached, and extends nothing', async () => {
    const result = await pay(payment(null, NOW, { method: 'reference', card: null }));
    expect(result.subscription).toBeNull();
    const [row] = await database.db.select().from(payments).where(eq(payments.id, result.payment.id));
    expect(row).toMatchObject({ userId: null, cardBrand: null, cardLast4: null, language: 'pt' });
  });
});
