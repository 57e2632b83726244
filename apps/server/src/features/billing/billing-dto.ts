// How payments, intents and the subscription travel in billing answers (docs/billing-api.md).
// Amounts twice: `amount` as a kwanza decimal string and `amountCents` as integer cêntimos.
// A payment shows the card's brand and last four digits only: nothing more is stored.
import { centsToDecimal, toCents } from '@kumbu/core/money';
import { parseDuration } from '@kumbu/core/plan-durations';
import type { PaymentIntentRow, PaymentRow } from '@kumbu/db/billing';
import type { SubscriptionRow } from '@kumbu/db/accounts';

export interface PaymentDto {
  readonly id: string;
  readonly paidAt: string;
  readonly plan: string;
  readonly duration: string;
  readonly months: number | null;
  readonly amount: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly method: string | null;
  readonly card: { readonly brand: string; readonly lastFour: string } | null;
  readonly receiptNumber: string | null;
  readonly receiptUrl: string | null;
}

export function paymentDto(row: PaymentRow): PaymentDto {
  return {
    id: row.id, paidAt: row.paidAt.toISOString(), plan: row.plan, duration: row.duration, months: parseDuration(row.duration),
    amount: centsToDecimal(toCents(row.amountCents)), amountCents: row.amountCents, currency: row.currency, method: row.method,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, lastFour: row.cardLast4 } : null,
    receiptNumber: row.receiptNumber, receiptUrl: row.receiptUrl,
  };
}

export interface IntentDto {
  readonly id: string;
  readonly status: string;
  readonly method: string;
  readonly plan: string;
  readonly duration: string;
  readonly months: number;
  readonly amount: string;
  readonly amountCents: number;
  readonly currency: string;
  /** References only: what the person types at the ATM or in Multicaixa Express → Pagamentos. */
  readonly entity: string | null;
  readonly reference: string | null;
  readonly expiresAt: string | null;
  readonly paymentId: string | null;
  readonly failureCode: string | null;
  readonly createdAt: string;
}

export function intentDto(row: PaymentIntentRow): IntentDto {
  const isReference = row.method === 'reference';
  return {
    id: row.id, status: row.status, method: row.method, plan: row.plan, duration: row.duration, months: row.months,
    amount: centsToDecimal(toCents(row.amountCents)), amountCents: row.amountCents, currency: row.currency,
    entity: isReference ? row.referenceEntity : null, reference: isReference ? row.gatewayReference : null,
    expiresAt: row.expiresAt?.toISOString() ?? null, paymentId: row.paymentId, failureCode: row.failureCode,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface SubscriptionDto {
  readonly tier: string;
  readonly status: string;
  readonly trial: boolean;
  readonly trialStartDate: string | null;
  readonly trialEndsAt: string | null;
  readonly expiresAt: string | null;
}

/** As `/api/subscription-management` sends it. */
export function subscriptionDto(row: SubscriptionRow | null): SubscriptionDto | null {
  if (!row) return null;
  return {
    tier: row.tier, status: row.status, trial: row.trial,
    trialStartDate: row.trialStartDate?.toISOString() ?? null,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
