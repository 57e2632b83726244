// Shared by the billing tests: a renewal call, subscription setup and a scan of every stored
// row for card data.
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { Db } from '@kumbu/db/database';
import { idempotencyKeys, paymentIntents, payments, subscriptions } from '@kumbu/db/schema';

export const D = 86_400_000;

export interface Who { readonly token: string; readonly userId: string }

export interface RenewalAnswer {
  success: boolean;
  status: number;
  code?: string;
  error?: string;
  fields?: { field: string; message: string }[];
  data: {
    status: 'paid' | 'pending';
    payment: {
      id: string; paidAt: string; plan: string; duration: string; months: number; amount: string; amountCents: number; currency: string;
      method: string; card: { brand: string; lastFour: string } | null; receiptNumber: string; receiptUrl: string;
    };
    subscription: { tier: string; status: string; trial: boolean; expiresAt: string | null };
    intent: {
      id: string; status: string; method: string; plan: string; duration: string; months: number; amount: string; amountCents: number;
      currency: string; entity: string | null; reference: string | null; expiresAt: string | null; paymentId: string | null;
    };
  };
}

export const card = (number = '4242 4242 4242 4242', extra: Record<string, string> = {}) =>
  ({ method: 'card', card: { number, expiry: '12/29', cvc: '947', holder: 'Ana Silva', ...extra } });

export function renewalBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { planName: 'standard', duration: '3_months', totalAmount: 39000, paymentConfirmed: true, payment: card(), ...extra };
}

export async function renew(app: FastifyInstance, who: Who, body: Record<string, unknown>, key: string | null, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST', url: '/api/renew-subscription', payload: body,
    headers: { authorization: `Bearer ${who.token}`, ...(key === null ? {} : { 'idempotency-key': key }), ...headers },
  });
  return { statusCode: res.statusCode, body: res.json<RenewalAnswer>() };
}

export async function setSubscription(db: Db, userId: string, values: Partial<typeof subscriptions.$inferInsert>): Promise<void> {
  await db.insert(subscriptions).values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { tier: 'basic', status: 'unknown', trial: false, trialStartDate: null, trialEndsAt: null, expiresAt: null, ...values } });
}

export async function subscriptionOf(db: Db, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
}

export async function paymentsOf(db: Db, userId: string) {
  return db.select().from(payments).where(eq(payments.userId, userId));
}

/** Every string leaf of a JSON value (to look for a CVC as a whole value, not inside a hash). */
function leaves(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number') out.push(String(value));
  else if (Array.isArray(value)) for (const v of value) leaves(v, out);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) { out.push(k); leaves(v, out); }
  return out;
}

/**
 * Where card data could be stored: every row of payments, payment_intents and
 * idempotency_keys (with its stored answers), as text and as values.
 */
export async function storedBillingText(db: Db): Promise<{ text: string; values: string[] }> {
  const rows = [
    ...await db.select().from(payments),
    ...await db.select().from(paymentIntents),
    ...await db.select().from(idempotencyKeys),
  ];
  const text = JSON.stringify(rows);
  return { text, values: leaves(JSON.parse(text)) };
}

export async function countRows(db: Db, table: 'payments' | 'payment_intents' | 'idempotency_keys'): Promise<number> {
  const from = { payments, payment_intents: paymentIntents, idempotency_keys: idempotencyKeys }[table];
  const [row] = await db.select({ n: count() }).from(from);
  return row?.n ?? 0;
}
