// The default payment gateway: no account, no network, real rules. Cards go through the same
// Luhn/expiry/CVC checks as the payment form; Multicaixa Express payments and references stay
// pending until someone settles them (the dev outbox page will offer a button), and then
// appear exactly as ProxyPay's do: listed until acknowledged, with a signed notification.
//
// Test cards (any future expiry, any CVC of the right length, any holder):
//   4242 4242 4242 4242  succeeds
//   4000 0000 0000 0002  declined, card_declined
//   4000 0000 0000 9995  declined, insufficient_funds
//   any other valid number of a supported brand succeeds
//
// State lives in this process's memory: enough for one development server and for tests.
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { validateCard } from '@kumbu/core/cards';
import { type Cents, centsToDecimal, decimalToCents, isCents } from '@kumbu/core/money';
import { normalisePhone } from '@kumbu/core/phone';
import {
  type CardCharge, type DeclineCode, type NotificationCheck, type PaymentGateway, type SettledPayment, PaymentGatewayError,
} from './payment-gateway';
import { checkNotificationSignature, notificationSignature } from './notification-signature';

export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const DECLINES: ReadonlyMap<string, DeclineCode> = new Map([
  [SANDBOX_TEST_CARDS.declined, 'card_declined'],
  [SANDBOX_TEST_CARDS.insufficientFunds, 'insufficient_funds'],
]);

/** A made-up entity number for sandbox references (real ones are assigned by ProxyPay/EMIS). */
export const SANDBOX_ENTITY = '11333';

export interface SandboxGatewayOptions {
  /** Signs the sandbox's notifications, as ProxyPay signs its callbacks with the API key. */
  readonly notificationKey: string;
  readonly entity?: string;
  readonly clock?: () => Date;
  readonly newId?: () => string;
}

/** Something waiting to be settled, as the dev outbox lists it. */
export interface PendingSandboxPayment {
  /** The 9-digit reference, or the Multicaixa Express payment id: what `settle` takes. */
  readonly id: string;
  readonly method: 'reference' | 'multicaixa-express';
  readonly amountCents: Cents;
  /** References only. */
  readonly entity: string | null;
  readonly expiresAt: Date | null;
  /** Multicaixa Express only. */
  readonly phone: string | null;
}

export interface SandboxGateway extends PaymentGateway {
  readonly kind: 'sandbox';
  pending(): PendingSandboxPayment[];
  /** Pays a pending reference (by its number) or Multicaixa Express payment (by its id). */
  settle(id: string): SettledPayment;
  /** The signed notification a real gateway would POST for this payment. */
  notificationFor(payment: SettledPayment): { readonly body: string; readonly signature: string };
}

interface OpenReference { readonly amountCents: Cents; readonly expiresAt: Date; readonly customFields: Readonly<Record<string, string>> }
interface OpenExpress { readonly amountCents: Cents; readonly phone: string }

const notificationBody = z.object({
  id: z.string().min(1),
  method: z.enum(['reference', 'multicaixa-express']),
  reference: z.string().regex(/^\d{9}$/).nullable(),
  express_payment_id: z.string().min(1).nullable(),
  amount: z.string().regex(/^\d+\.\d{2}$/),
  datetime: z.iso.datetime(),
  custom_fields: z.record(z.string(), z.string()),
});

/** Runs synchronous sandbox work as a gateway call: a throw becomes a rejection, as over the network. */
function run<T>(work: () => T): Promise<T> {
  return new Promise((resolve) => { resolve(work()); });
}

function requirePositive(amountCents: Cents, what: string): void {
  if (!isCents(amountCents) || amountCents <= 0) throw new PaymentGatewayError('invalid-request', `${what}: amount must be a positive number of cêntimos`);
}

export function createSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const entity = options.entity ?? SANDBOX_ENTITY;
  const clock = options.clock ?? (() => new Date());
  const newId = options.newId ?? randomUUID;
  const charges = new Map<string, { fingerprint: string; charge: CardCharge }>();
  const references = new Map<string, OpenReference>();
  const express = new Map<string, OpenExpress>();
  const settled = new Map<string, SettledPayment>();

  /** 9 digits from the id generator (deterministic with an injected one), never starting with 0. */
  function newReference(): string {
    for (;;) {
      const hash = BigInt(`0x${createHash('sha256').update(newId()).digest('hex').slice(0, 15)}`);
      const reference = String(100_000_000n + (hash % 900_000_000n));
      if (!references.has(reference)) return reference;
    }
  }

  function settledPayment(fields: Omit<SettledPayment, 'id' | 'paidAt'>): SettledPayment {
    const payment: SettledPayment = { id: `sbx_pay_${newId()}`, paidAt: clock(), ...fields };
    settled.set(payment.id, payment);
    return payment;
  }

  return {
    kind: 'sandbox',
    methods: ['card', 'multicaixa-express', 'reference'],

    chargeCard: (request) => run(() => {
      requirePositive(request.amountCents, 'chargeCard');
      const check = validateCard(request.card, clock());
      if (!check.ok) {
        // Field names only: the message must never echo what was typed.
        const fields = check.problems.map((p) => p.field).join(', ');
        throw new PaymentGatewayError('invalid-card', `card refused by validation (${fields})`, { cardProblems: check.problems });
      }
      const { card } = check;
      // Like Stripe: the same key replays the first answer; the same key for another charge is refused.
      const fingerprint = [request.amountCents, request.currency, card.brand, card.lastFour, request.description].join('|');
      const earlier = charges.get(request.idempotencyKey);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) throw new PaymentGatewayError('rejected', 'idempotency key already used for a different charge');
        return earlier.charge;
      }
      const declineCode = DECLINES.get(card.number);
      const charge: CardCharge = {
        status: declineCode ? 'declined' : 'succeeded',
        gatewayRef: `sbx_ch_${newId()}`,
        brand: card.brand,
        lastFour: card.lastFour,
        ...(declineCode ? { declineCode } : {}),
      };
      charges.set(request.idempotencyKey, { fingerprint, charge });
      return charge;
    }),

    createReference: (request) => run(() => {
      requirePositive(request.amountCents, 'createReference');
      if (request.expiresAt.getTime() <= clock().getTime()) {
        throw new PaymentGatewayError('invalid-request', 'createReference: expiresAt must be in the future');
      }
      const reference = newReference();
      references.set(reference, { amountCents: request.amountCents, expiresAt: request.expiresAt, customFields: { ...request.customFields } });
      return { entity, reference, expiresAt: request.expiresAt };
    }),

    startMulticaixaExpress: (request) => run(() => {
      requirePositive(request.amountCents, 'startMulticaixaExpress');
      const phone = normalisePhone(request.phone);
      // Multicaixa Express lives on Angolan mobile numbers: +244 9XX XXX XXX.
      if (!/^\+2449\d{8}$/.test(phone)) throw new PaymentGatewayError('invalid-request', 'startMulticaixaExpress: not an Angolan mobile number');
      const paymentId = `sbx_mcx_${newId()}`;
      express.set(paymentId, { amountCents: request.amountCents, phone });
      return { paymentId };
    }),

    listSettledPayments() {
      return Promise.resolve([...settled.values()]);
    },

    acknowledgePayment(paymentId) {
      // Idempotent: acknowledging twice (a retry after a crash) is not an error.
      settled.delete(paymentId);
      return Promise.resolve();
    },

    verifyNotification(rawBody, signature): NotificationCheck {
      const check = checkNotificationSignature(rawBody, signature, options.notificationKey);
      if (check !== 'valid') return { ok: false, reason: check };
      let json: unknown;
      try { json = JSON.parse(rawBody.toString()); } catch { return { ok: false, reason: 'bad-body' }; }
      const parsed = notificationBody.safeParse(json);
      const amountCents = parsed.success ? decimalToCents(parsed.data.amount) : null;
      if (!parsed.success || amountCents === null) return { ok: false, reason: 'bad-body' };
      const b = parsed.data;
      return {
        ok: true,
        payment: { id: b.id, method: b.method, reference: b.reference, expressPaymentId: b.express_payment_id, amountCents, paidAt: new Date(b.datetime), customFields: b.custom_fields },
      };
    },

    pending() {
      return [
        ...[...references].map(([id, r]) => ({ id, method: 'reference' as const, amountCents: r.amountCents, entity, expiresAt: r.expiresAt, phone: null })),
        ...[...express].map(([id, e]) => ({ id, method: 'multicaixa-express' as const, amountCents: e.amountCents, entity: null, expiresAt: null, phone: e.phone })),
      ];
    },

    settle(id) {
      const pendingExpress = express.get(id);
      if (pendingExpress) {
        express.delete(id);
        return settledPayment({ method: 'multicaixa-express', reference: null, expressPaymentId: id, amountCents: pendingExpress.amountCents, customFields: {} });
      }
      const reference = references.get(id);
      if (!reference) throw new PaymentGatewayError('not-found', 'settle: no pending reference or Multicaixa Express payment with that id');
      if (reference.expiresAt.getTime() <= clock().getTime()) throw new PaymentGatewayError('invalid-request', 'settle: the reference has expired');
      references.delete(id);
      return settledPayment({ method: 'reference', reference: id, expressPaymentId: null, amountCents: reference.amountCents, customFields: reference.customFields });
    },

    notificationFor(payment) {
      const body = JSON.stringify({
        id: payment.id, method: payment.method, reference: payment.reference, express_payment_id: payment.expressPaymentId,
        amount: centsToDecimal(payment.amountCents), datetime: payment.paidAt.toISOString(), custom_fields: payment.customFields,
      });
      return { body, signature: notificationSignature(body, options.notificationKey) };
    },
  };
}

/** The sandbox behind a PaymentGateway (what the dev settle button needs), or false. */
export function isSandboxGateway(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.kind === 'sandbox' && 'settle' in gateway && typeof gateway.settle === 'function';
}
