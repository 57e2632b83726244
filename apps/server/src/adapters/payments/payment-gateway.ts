// Money comes in through this interface. The default is a sandbox (no account, test cards,
// simulated Multicaixa Express and references settled from the dev outbox); ProxyPay takes
// real payments by reference (Referência Multicaixa). Chosen once from config
// (PAYMENTS_GATEWAY), like every other outside service.
//
// Card numbers and CVCs go in and never come out: results, errors and logs carry only the
// brand, the last four digits and the gateway's own reference (DECISIONS.md).
import type { CardBrand, CardProblem } from '@kumbu/core/cards';
import type { Cents, Currency } from '@kumbu/core/money';

export type PaymentMethod = 'card' | 'multicaixa-express' | 'reference';

export interface CardDetails {
  /** As typed; the gateway normalises and validates it. */
  readonly number: string;
  /** "MM/YY". */
  readonly expiry: string;
  readonly cvc: string;
  readonly holder: string;
}

export interface ChargeCardRequest {
  readonly amountCents: Cents;
  readonly currency: Currency;
  readonly card: CardDetails;
  /** The same key charges once: a retry gets the first answer back. */
  readonly idempotencyKey: string;
  readonly description: string;
}

/** Why a card was declined, in the gateways' common vocabulary (Stripe's codes). */
export type DeclineCode = 'card_declined' | 'insufficient_funds';

export interface CardCharge {
  readonly status: 'succeeded' | 'declined';
  /** The gateway's id of this charge (what a receipt and a refund refer to). */
  readonly gatewayRef: string;
  readonly brand: CardBrand;
  readonly lastFour: string;
  readonly declineCode?: DeclineCode;
}

export interface CreateReferenceRequest {
  readonly amountCents: Cents;
  readonly expiresAt: Date;
  /** Carried to the payment notification (e.g. the account and renewal ids); strings only. */
  readonly customFields: Readonly<Record<string, string>>;
}

/** What the person types at the ATM or in Multicaixa Express: entity, reference, amount. */
export interface PaymentReference {
  readonly entity: string;
  /** 9 digits. */
  readonly reference: string;
  readonly expiresAt: Date;
}

export interface MulticaixaExpressRequest {
  /** The Multicaixa Express phone number, E.164. */
  readonly phone: string;
  readonly amountCents: Cents;
}

/** A payment the gateway says has arrived and we have not acknowledged yet. */
export interface SettledPayment {
  /** The gateway's payment id: what `acknowledge` takes, and the key to apply a payment once. */
  readonly id: string;
  readonly method: 'reference' | 'multicaixa-express';
  /** The reference paid (9 digits), or null for Multicaixa Express. */
  readonly reference: string | null;
  /** The Multicaixa Express payment this settles (from `startMulticaixaExpress`), else null. */
  readonly expressPaymentId: string | null;
  readonly amountCents: Cents;
  readonly paidAt: Date;
  readonly customFields: Readonly<Record<string, string>>;
}

/** The outcome of checking a payment notification (callback) from the gateway. */
export type NotificationCheck =
  | { readonly ok: true; readonly payment: SettledPayment }
  | { readonly ok: false; readonly reason: 'missing-signature' | 'bad-signature' | 'bad-body' };

export interface PaymentGateway {
  readonly kind: 'sandbox' | 'proxypay';
  /** The methods this gateway can take; the others throw `unsupported`. */
  readonly methods: readonly PaymentMethod[];
  chargeCard(request: ChargeCardRequest): Promise<CardCharge>;
  createReference(request: CreateReferenceRequest): Promise<PaymentReference>;
  /** Asks the phone to approve the payment; resolves with the pending payment's id. */
  startMulticaixaExpress(request: MulticaixaExpressRequest): Promise<{ readonly paymentId: string }>;
  /** Settled payments not yet acknowledged (a poll; the notification is the fast path). */
  listSettledPayments(): Promise<SettledPayment[]>;
  /** Marks a settled payment as applied, so it stops being listed. Call after storing it. */
  acknowledgePayment(paymentId: string): Promise<void>;
  /** Checks a notification's signature over the raw body bytes, then reads the payment. */
  verifyNotification(rawBody: Buffer | string, signature: string | undefined): NotificationCheck;
}

export type PaymentErrorKind =
  /** The card failed validation; `cardProblems` says which fields (codes of core/cards). */
  | 'invalid-card'
  /** Invalid request data other than a card (phone, amount, expiry date). */
  | 'invalid-request'
  /** This gateway does not take that method. */
  | 'unsupported'
  /** Unknown reference or payment id. */
  | 'not-found'
  /** The gateway could not be reached or failed (timeouts, 5xx, 429): try again later. */
  | 'unavailable'
  /** The gateway refused the request (401, 4xx): retrying the same request will not help. */
  | 'rejected'
  /** The gateway answered something we do not understand. */
  | 'bad-response';

/**
 * Every gateway failure. The message names the operation and HTTP status, never a card
 * number, a CVC, a response body or the API key.
 */
export class PaymentGatewayError extends Error {
  readonly kind: PaymentErrorKind;
  readonly retryable: boolean;
  readonly httpStatus: number | undefined;
  readonly cardProblems: readonly CardProblem[];
  constructor(kind: PaymentErrorKind, message: string, options: { retryable?: boolean; httpStatus?: number; cardProblems?: readonly CardProblem[]; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'PaymentGatewayError';
    this.kind = kind;
    this.retryable = options.retryable ?? kind === 'unavailable';
    this.httpStatus = options.httpStatus;
    this.cardProblems = options.cardProblems ?? [];
  }
}
