// Applying a payment the gateway says has arrived — by its notification, by the poller, or by
// the dev settle button — once. The intent it settles is locked, the payment stored and the
// plan extended in one transaction; a second delivery of the same payment finds the intent
// already paid and records nothing. Only after the commit is the payment acknowledged to the
// gateway, so a crash in between leaves it listed and the poller applies (or skips) it later.
import type { FastifyBaseLogger } from 'fastify';
import {
  applyPayment, lockIntentByGatewayReference, markIntentFailed, markIntentPaid, type PaymentIntentRow, type PaymentRow,
} from '@kumbu/db/billing';
import type { SubscriptionRow } from '@kumbu/db/accounts';
import type { Db } from '@kumbu/db/database';
import type { PaymentGateway, SettledPayment } from '../../adapters/payments/payment-gateway';

export interface SettleDeps {
  readonly db: Db;
  readonly gateway: PaymentGateway;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  /** Told after a payment extended an account's plan (caches of the plan forget it). */
  readonly onRenewed?: (userId: string) => void;
}

export type SettleOutcome =
  | { readonly outcome: 'applied'; readonly intent: PaymentIntentRow; readonly payment: PaymentRow; readonly subscription: SubscriptionRow | null }
  /** The intent was already paid: this delivery recorded nothing. */
  | { readonly outcome: 'duplicate'; readonly intent: PaymentIntentRow }
  /** Less money than the intent asked for: nothing extended, the intent failed, a person must look. */
  | { readonly outcome: 'amount-mismatch'; readonly intent: PaymentIntentRow }
  /** No intent of ours has this reference (paid elsewhere, or not Kumbu's): left unacknowledged. */
  | { readonly outcome: 'unknown' };

type Outcome = SettleOutcome['outcome'];

function methodOf(intent: PaymentIntentRow, settled: SettledPayment): 'multicaixa-express' | 'reference' {
  return intent.method === 'multicaixa-express' || intent.method === 'reference' ? intent.method : settled.method;
}

/** Applies `settled` once, then acknowledges it (unless no intent of ours matches it). */
export async function settlePayment(deps: SettleDeps, settled: SettledPayment): Promise<SettleOutcome> {
  const gatewayReference = settled.method === 'reference' ? settled.reference : settled.expressPaymentId;
  if (!gatewayReference) return { outcome: 'unknown' };
  const now = deps.now();
  const result = await deps.db.transaction(async (tx): Promise<SettleOutcome> => {
    const intent = await lockIntentByGatewayReference(tx, deps.gateway.kind, gatewayReference);
    if (!intent) return { outcome: 'unknown' };
    if (intent.status === 'paid') return { outcome: 'duplicate', intent };
    if (settled.amountCents < intent.amountCents) {
      return { outcome: 'amount-mismatch', intent: await markIntentFailed(tx, intent.id, 'amount-mismatch', now) };
    }
    // An expired (or failed) intent that is paid anyway is still applied: the money arrived.
    const applied = await applyPayment(tx, {
      userId: intent.userId, paidAt: settled.paidAt, plan: intent.plan, duration: intent.duration, months: intent.months,
      amountCents: settled.amountCents, currency: intent.currency, method: methodOf(intent, settled),
      gatewayReference: settled.id, card: null, intentId: intent.id,
    }, now);
    const paid = await markIntentPaid(tx, intent.id, applied.payment.id, now);
    return { outcome: 'applied', intent: paid, payment: applied.payment, subscription: applied.subscription };
  });

  const fields: Record<string, string> = { gateway: deps.gateway.kind, gatewayPaymentId: settled.id, outcome: result.outcome };
  if (result.outcome !== 'unknown') fields.intentId = result.intent.id;
  const level: Record<Outcome, 'info' | 'warn' | 'error'> = { applied: 'info', duplicate: 'info', 'amount-mismatch': 'error', unknown: 'warn' };
  deps.log[level[result.outcome]](fields, result.outcome === 'amount-mismatch'
    ? 'payment smaller than its intent: not applied, needs a person'
    : `gateway payment ${result.outcome}`);

  if (result.outcome === 'applied' && result.payment.userId) deps.onRenewed?.(result.payment.userId);
  if (result.outcome !== 'unknown') {
    try {
      await deps.gateway.acknowledgePayment(settled.id);
    } catch (error) {
      // Stored already; the payment stays listed and the next poll acknowledges it.
      deps.log.warn({ err: error, gatewayPaymentId: settled.id }, 'payment applied but not acknowledged yet');
    }
  }
  return result;
}
