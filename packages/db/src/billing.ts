// Queries for renewals and payments (issue 7): payment intents, payments with their receipt
// numbers, and the subscription a payment extends. Applying a payment is one function
// (`applyPayment`) run inside the caller's transaction, so a card charge, a ProxyPay
// notification, the poller and the dev settle button all write the same rows the same way.
//
// Concurrency: the subscription row is locked (SELECT … FOR UPDATE) before anything is
// read from it, so two renewals of one account extend one after the other; receipt numbers
// are taken under a transaction-scoped advisory lock per year, so two payments of different
// accounts never get the same number. Locks are always taken in that order (subscription,
// then receipt year), which rules out deadlocks between two payments.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { dayOf, DEFAULT_TIME_ZONE } from '@kumbu/core/date-range';
import { renewedExpiry } from '@kumbu/core/plan-durations';
import type { DbOrTx, Tx } from './database';
import { paymentIntents, payments, profiles, subscriptions } from './schema';
import type { SubscriptionRow } from './accounts';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentIntentRow = typeof paymentIntents.$inferSelect;
export type IntentStatus = 'pending' | 'paid' | 'failed' | 'expired';

/** "KB-2026-000001": the prefix, the Luanda year, and six digits counted per year. */
export const RECEIPT_PREFIX = 'KB';
/** The advisory lock class of receipt numbering (with the year as the second key). */
const RECEIPT_LOCK_CLASS = 0x4b42; // "KB"

export function receiptUrlFor(paymentId: string): string {
  return `/api/payments/${paymentId}/receipt`;
}

export function formatReceiptNumber(year: number, sequence: number): string {
  return `${RECEIPT_PREFIX}-${String(year).padStart(4, '0')}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The next receipt number of `paidAt`'s year in Luanda. Must run inside the transaction that
 * inserts the payment: the advisory lock is held until it commits, so whoever takes the lock
 * next sees this payment's number (READ COMMITTED reads a new snapshot per statement).
 */
export async function nextReceiptNumber(tx: Tx, paidAt: Date): Promise<string> {
  const year = Number(dayOf(paidAt, DEFAULT_TIME_ZONE).slice(0, 4));
  await tx.execute(sql`select pg_advisory_xact_lock(${RECEIPT_LOCK_CLASS}::int, ${year}::int)`);
  const prefix = `${RECEIPT_PREFIX}-${String(year).padStart(4, '0')}-`;
  const [row] = await tx.select({
    last: sql<number | null>`max(cast(substr(${payments.receiptNumber}, ${prefix.length + 1}) as integer))`.mapWith((v: unknown) => (v === null ? null : Number(v))),
  }).from(payments).where(sql`${payments.receiptNumber} like ${`${prefix}%`}`);
  return formatReceiptNumber(year, (row?.last ?? 0) + 1);
}

/**
 * Locks the account's subscription row for the rest of the transaction, creating a blank one
 * first when there is none (so even a first payment has a row to lock).
 */
export async function lockSubscription(tx: Tx, userId: string): Promise<SubscriptionRow> {
  await tx.insert(subscriptions).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
  if (!row) throw new Error('subscription row vanished while locking');
  return row;
}

/** The renewal a payment pays for. */
export interface PaidRenewal {
  readonly plan: string;
  /** The duration key ("_3_months", "_1_year"). */
  readonly duration: string;
  readonly months: number;
  readonly amountCents: number;
  readonly currency: string;
}

export interface NewPayment extends PaidRenewal {
  /** Null when the account was deleted before its payment arrived (the payment is still kept). */
  readonly userId: string | null;
  readonly paidAt: Date;
  readonly method: 'card' | 'multicaixa-express' | 'reference';
  readonly gatewayReference: string;
  readonly card: { readonly brand: string; readonly lastFour: string } | null;
  readonly intentId: string | null;
}

export interface AppliedPayment {
  readonly payment: PaymentRow;
  /** Null when the payment has no account to extend. */
  readonly subscription: SubscriptionRow | null;
}

/**
 * Stores a payment and extends the plan it pays for — from the current expiry while a paid
 * plan is running, else from `now` — in the caller's transaction. The payment's receipt is
 * issued in the profile's language.
 */
export async function applyPayment(tx: Tx, input: NewPayment, now: Date): Promise<AppliedPayment> {
  const current = input.userId ? await lockSubscription(tx, input.userId) : null;
  const [profile] = input.userId
    ? await tx.select({ language: profiles.language }).from(profiles).where(eq(profiles.userId, input.userId))
    : [];
  const id = randomUUID();
  const receiptNumber = await nextReceiptNumber(tx, input.paidAt);
  const [payment] = await tx.insert(payments).values({
    id, userId: input.userId, paidAt: input.paidAt, plan: input.plan, duration: input.duration,
    amountCents: input.amountCents, currency: input.currency, receiptUrl: receiptUrlFor(id),
    method: input.method, gatewayReference: input.gatewayReference,
    cardBrand: input.card?.brand ?? null, cardLast4: input.card?.lastFour ?? null,
    receiptNumber, intentId: input.intentId, language: profile?.language === 'en' ? 'en' : 'pt',
  }).returning();
  if (!payment) throw new Error('payment insert returned no row');
  if (!input.userId || !current) return { payment, subscription: null };
  const [subscription] = await tx.update(subscriptions).set({
    tier: input.plan, status: 'active', trial: false,
    expiresAt: renewedExpiry(current, input.months, now), updatedAt: now,
  }).where(eq(subscriptions.userId, input.userId)).returning();
  if (!subscription) throw new Error('subscription update returned no row');
  return { payment, subscription };
}

// ── Intents ───────────────────────────────────────────────────────────────────────

export interface NewIntent extends PaidRenewal {
  /** Chosen by the caller, so it can travel to the gateway (custom fields) before the insert. */
  readonly id: string;
  readonly userId: string;
  readonly method: 'card' | 'multicaixa-express' | 'reference';
  readonly gateway: string;
  readonly gatewayReference: string;
  readonly referenceEntity: string | null;
  readonly expiresAt: Date | null;
  readonly now: Date;
}

export async function insertIntent(db: DbOrTx, intent: NewIntent): Promise<PaymentIntentRow> {
  const [row] = await db.insert(paymentIntents).values({
    id: intent.id, userId: intent.userId, plan: intent.plan, duration: intent.duration, months: intent.months,
    amountCents: intent.amountCents, currency: intent.currency, method: intent.method, gateway: intent.gateway,
    gatewayReference: intent.gatewayReference, referenceEntity: intent.referenceEntity, status: 'pending',
    expiresAt: intent.expiresAt, createdAt: intent.now, updatedAt: intent.now,
  }).returning();
  if (!row) throw new Error('intent insert returned no row');
  return row;
}

export async function getIntent(db: DbOrTx, id: string): Promise<PaymentIntentRow | null> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
  return row ?? null;
}

/** The intent a gateway payment settles, locked until the transaction ends. */
export async function lockIntentByGatewayReference(tx: Tx, gateway: string, gatewayReference: string): Promise<PaymentIntentRow | null> {
  const [row] = await tx.select().from(paymentIntents)
    .where(and(eq(paymentIntents.gateway, gateway), eq(paymentIntents.gatewayReference, gatewayReference)))
    .for('update');
  return row ?? null;
}

export async function markIntentPaid(tx: Tx, id: string, paymentId: string, now: Date): Promise<PaymentIntentRow> {
  const [row] = await tx.update(paymentIntents).set({ status: 'paid', paymentId, failureCode: null, updatedAt: now })
    .where(eq(paymentIntents.id, id)).returning();
  if (!row) throw new Error('intent update returned no row');
  return row;
}

export async function markIntentFailed(tx: Tx, id: string, failureCode: string, now: Date): Promise<PaymentIntentRow> {
  const [row] = await tx.update(paymentIntents).set({ status: 'failed', failureCode, updatedAt: now })
    .where(eq(paymentIntents.id, id)).returning();
  if (!row) throw new Error('intent update returned no row');
  return row;
}

/**
 * Pending intents whose time is up become `expired` (all of them, or only `ids`). Only
 * pending ones: a payment that arrived meanwhile has already made its intent `paid`.
 */
export async function expireIntents(db: DbOrTx, now: Date, ids?: readonly string[]): Promise<number> {
  const rows = await db.update(paymentIntents).set({ status: 'expired', failureCode: 'expired', updatedAt: now })
    .where(and(
      eq(paymentIntents.status, 'pending'), isNotNull(paymentIntents.expiresAt), lte(paymentIntents.expiresAt, now),
      ids ? inArray(paymentIntents.id, [...ids]) : undefined,
    ))
    .returning({ id: paymentIntents.id });
  return rows.length;
}

/** The account's intents, newest first. */
export async function listIntents(db: DbOrTx, userId: string, limit = 50): Promise<PaymentIntentRow[]> {
  return db.select().from(paymentIntents).where(eq(paymentIntents.userId, userId))
    .orderBy(desc(paymentIntents.createdAt), desc(paymentIntents.id)).limit(limit);
}

/** Pending intents of one gateway, newest first (the dev outbox lists the sandbox's). */
export async function listPendingIntents(db: DbOrTx, gateway: string, limit = 50): Promise<PaymentIntentRow[]> {
  return db.select().from(paymentIntents).where(and(eq(paymentIntents.gateway, gateway), eq(paymentIntents.status, 'pending')))
    .orderBy(desc(paymentIntents.createdAt), desc(paymentIntents.id)).limit(limit);
}

export async function getPayment(db: DbOrTx, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}
