// The checkout's two calls (docs/billing-api.md): POST /api/renew-subscription, which pays
// at once (card) or opens a payment to finish elsewhere (Multicaixa Express on the phone, a
// reference at the ATM), and GET /api/payment-intents/:id, polled while that happens.
// The card number and CVC pass through the request body only: never a URL, storage or log.
import { CARD_BRANDS, type CardBrand } from '@kumbu/core/cards';
import { decimalToCents, isCents, numberToCents, toCents, type Cents } from '@kumbu/core/money';
import { parseSubscriptionInfo, type SubscriptionInfo } from '@kumbu/core/subscription-status';
import { api, type ApiClient, type ApiResult } from '../api-client';
import { isObject, isString, type JsonObject } from '../guards';
import { durationKey, totalAmountKz, totalCents, type DurationMonths, type PayablePlan } from './checkout-terms';

export const PAYMENT_METHODS = ['multicaixa-express', 'reference', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface CardDetails { readonly number: string; readonly expiry: string; readonly cvc: string; readonly holder: string }

export type PaymentInput =
  | { readonly method: 'card'; readonly card: CardDetails }
  | { readonly method: 'multicaixa-express'; readonly phone: string }
  | { readonly method: 'reference' };

/** Who pays: the session cookie (settings) or the wizard's fresh bearer token. */
export type PayerCredentials = { readonly kind: 'session' } | { readonly kind: 'bearer'; readonly token: string };

export interface RenewRequest {
  readonly firebaseUid: string;
  readonly plan: PayablePlan;
  readonly months: DurationMonths;
  readonly payment: PaymentInput;
}

export const INTENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type IntentStatus = (typeof INTENT_STATUSES)[number];

export interface PaymentIntent {
  readonly id: string;
  readonly method: PaymentMethod;
  readonly status: IntentStatus;
  readonly entity: string | null;
  readonly reference: string | null;
  readonly amountCents: Cents | null;
  readonly expiresAt: string | null;
  /** Once paid: the subscription's new end, when the poll answer carried it. */
  readonly paidUntil: string | null;
}

export interface PaidPayment {
  readonly id: string | null;
  readonly receiptUrl: string | null;
  /** What the payment keeps of a card: brand and last four digits. */
  readonly card: { readonly brand: CardBrand; readonly lastFour: string } | null;
}

export type RenewOutcome =
  | { readonly status: 'paid'; readonly payment: PaidPayment; readonly subscription: SubscriptionInfo | null; readonly expiresAt: string | null }
  | { readonly status: 'pending'; readonly intent: PaymentIntent };

function isMethod(value: unknown): value is PaymentMethod {
  return isString(value) && (PAYMENT_METHODS as readonly string[]).includes(value);
}

function isIntentStatus(value: unknown): value is IntentStatus {
  return isString(value) && (INTENT_STATUSES as readonly string[]).includes(value);
}

const text = (value: unknown): string | null => (isString(value) && value.trim() !== '' ? value : isCents(value) ? String(value) : null);

/** An amount as cêntimos (`amountCents`), a decimal string ("13000.00") or kwanza as a number. */
function amountOf(o: JsonObject): Cents | null {
  if (isCents(o.amountCents)) return toCents(o.amountCents);
  if (isString(o.amount)) return decimalToCents(o.amount.trim());
  if (typeof o.amount === 'number') return numberToCents(o.amount);
  return null;
}

function safeLink(value: unknown): string | null {
  if (!isString(value)) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function parseIntent(value: unknown, fallbackStatus: IntentStatus = 'pending'): PaymentIntent | undefined {
  if (!isObject(value) || !isString(value.id) || value.id === '') return undefined;
  return {
    id: value.id,
    method: isMethod(value.method) ? value.method : 'reference',
    status: isIntentStatus(value.status) ? value.status : fallbackStatus,
    entity: text(value.entity),
    reference: text(value.reference),
    amountCents: amountOf(value),
    expiresAt: instant(value.expiresAt),
    paidUntil: null,
  };
}

function instant(value: unknown): string | null {
  return isString(value) && Number.isFinite(Date.parse(value)) ? value : null;
}

function cardOf(value: unknown): PaidPayment['card'] {
  if (!isObject(value) || !isString(value.lastFour) || !/^\d{4}$/.test(value.lastFour)) return null;
  const brand = CARD_BRANDS.find((b) => b === value.brand);
  return brand === undefined ? null : { brand, lastFour: value.lastFour };
}

export function parseRenewOutcome(data: unknown): RenewOutcome | undefined {
  if (!isObject(data)) return undefined;
  if (data.status === 'pending') {
    const intent = parseIntent(data.intent);
    return intent === undefined ? undefined : { status: 'pending', intent };
  }
  if (data.status !== 'paid') return undefined;
  const payment = isObject(data.payment) ? data.payment : {};
  const subscription = parseSubscriptionInfo(data.subscription);
  return {
    status: 'paid',
    payment: { id: isString(payment.id) ? payment.id : null, receiptUrl: safeLink(payment.receiptUrl), card: cardOf(payment.card) },
    subscription,
    expiresAt: isObject(data.subscription) ? instant(data.subscription.expiresAt) : null,
  };
}

/**
 * The intent poll answer `{ status, intent, payment, subscription }` (the intent may also
 * come flat); once paid, the subscription's new end comes with it.
 */
export function parseIntentAnswer(data: unknown): PaymentIntent | undefined {
  if (!isObject(data)) return undefined;
  const intent = isObject(data.intent) ? parseIntent(data.intent, isIntentStatus(data.status) ? data.status : 'pending') : parseIntent(data);
  if (intent === undefined) return undefined;
  const paidUntil = isObject(data.subscription) ? instant(data.subscription.expiresAt) : null;
  return { ...intent, paidUntil };
}

function authHeaders(credentials: PayerCredentials): Record<string, string> {
  return credentials.kind === 'bearer' ? { Authorization: `Bearer ${credentials.token}` } : {};
}

/** The request body exactly as the contract names it. */
export function renewBody(request: RenewRequest): JsonObject {
  return {
    firebase_uid: request.firebaseUid,
    planName: request.plan,
    duration: durationKey(request.months),
    totalAmount: totalAmountKz(totalCents(request.plan, request.months)),
    paymentConfirmed: true,
    payment: request.payment,
  };
}

export function renewSubscription(
  request: RenewRequest, credentials: PayerCredentials, idempotencyKey: string, client: ApiClient = api,
): Promise<ApiResult<RenewOutcome>> {
  return client.request('/api/renew-subscription', parseRenewOutcome, {
    method: 'POST',
    body: renewBody(request),
    headers: { ...authHeaders(credentials), 'Idempotency-Key': idempotencyKey },
  });
}

export function fetchPaymentIntent(
  id: string, credentials: PayerCredentials, signal?: AbortSignal, client: ApiClient = api,
): Promise<ApiResult<PaymentIntent>> {
  return client.request(`/api/payment-intents/${encodeURIComponent(id)}`, parseIntentAnswer, {
    headers: authHeaders(credentials),
    ...(signal ? { signal } : {}),
  });
}
