// POST /api/renew-subscription (spec §7 "Renew"; docs/billing-api.md). The server prices the
// renewal itself and refuses a client total that disagrees. A card is charged through the
// gateway and, on success, the payment is stored and the plan extended in the same
// transaction that stores the Idempotency-Key's answer: a retried request replays that
// answer and charges nothing more. Multicaixa Express and references answer 202 with a
// pending intent, applied later by settlePayment when the money arrives.
//
// The gateway is called inside the transaction, before any row is locked: the charge needs
// the claimed key (so two identical requests cannot both charge) and its answer decides what
// is written. A gateway call is bounded by its own timeout (10 s for ProxyPay).
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { KumbuError } from '@kumbu/core/errors';
import { DEFAULT_CURRENCY } from '@kumbu/core/money';
import { applyPayment, insertIntent } from '@kumbu/db/billing';
import type { Tx } from '@kumbu/db/database';
import { sendData } from '../../http/answer';
import { idempotencyKeyOf, withIdempotency, type StoredAnswer } from '../../http/idempotency';
import { enforceRateLimit, type RateRule } from '../../http/rate-limit';
import type { AppContext } from '../../app-context';
import { payer } from './payer';
import { assertOwnAccount } from '../onboarding/own-account';
import { intentDto, paymentDto, subscriptionDto } from './billing-dto';
import { gatewayFailure } from './gateway-failure';
import { readRenewal, redactedBody, type Renewal } from './renewal-request';

export const RENEW_PATH = '/api/renew-subscription';
const SCOPE = 'billing.renew';

/** How long a reference can be paid: 3 days (ProxyPay then keeps it until that Luanda day ends). */
export const REFERENCE_VALID_MS = 3 * 24 * 60 * 60 * 1000;
/**
 * Card attempts one account may make in an hour, whatever their outcome (replays included):
 * enough for typos and a second card, too few to test stolen card numbers through us.
 */
export const CARD_ATTEMPTS_PER_HOUR: RateRule = { windowSeconds: 3600, max: 10 };
/** How long a Multicaixa Express approval request waits on the phone. */
export const EXPRESS_VALID_MS = 15 * 60 * 1000;

/** `onRenewed` is told after a renewal extended the caller's plan. */
export function registerRenewalRoute(app: FastifyInstance, ctx: AppContext, onRenewed: (userId: string) => void = () => undefined): void {
  app.post(RENEW_PATH, async (request, reply) => {
    const user = await payer(ctx, request);
    const key = idempotencyKeyOf(request);
    if (!key) throw new KumbuError('idempotency-key-required');
    const now = ctx.now();
    const { body, renewal } = readRenewal(request, ctx.payments.methods, now, ctx.config.secret);
    assertOwnAccount(body.firebase_uid, user.id);
    if (renewal.payment.method === 'card') await enforceRateLimit(ctx.database.db, `billing.card:${user.id}`, CARD_ATTEMPTS_PER_HOUR, now);
    // From here on nothing — the idempotency hash, an error log — can see the card number or CVC.
    request.body = redactedBody(body, renewal);
    const gatewayKey = `kumbu-renew-${createHash('sha256').update([user.id, key, JSON.stringify(request.body)].join('\u0000')).digest('hex').slice(0, 48)}`;

    const answer = await withIdempotency(ctx.database.db, request, user.id, SCOPE,
      (tx) => renew(ctx, request, tx, user.id, renewal, gatewayKey, now), now);
    if (answer.status === 200) onRenewed(user.id);
    return sendData(reply, answer.data, answer.status);
  });
}

async function renew(ctx: AppContext, request: FastifyRequest, tx: Tx, userId: string, renewal: Renewal, gatewayKey: string, now: Date): Promise<StoredAnswer> {
  const { quote, payment } = renewal;
  const gateway = ctx.payments;
  const description = `Kumbu ${quote.plan} ${quote.duration}`;
  const base = { plan: quote.plan, duration: quote.duration, months: quote.months, amountCents: quote.totalCents, currency: DEFAULT_CURRENCY };
  try {
    switch (payment.method) {
      case 'card': {
        const charge = await gateway.chargeCard({
          amountCents: quote.totalCents, currency: DEFAULT_CURRENCY, idempotencyKey: gatewayKey, description,
          card: payment.details,
        });
        if (charge.status === 'declined') {
          request.log.info({ gateway: gateway.kind, gatewayRef: charge.gatewayRef, declineCode: charge.declineCode }, 'card declined');
          throw new KumbuError(charge.declineCode === 'insufficient_funds' ? 'insufficient-funds' : 'payment-declined');
        }
        const applied = await applyPayment(tx, {
          ...base, userId, paidAt: now, method: 'card', gatewayReference: charge.gatewayRef,
          card: { brand: charge.brand, lastFour: charge.lastFour }, intentId: null,
        }, now);
        return { status: 200, data: { status: 'paid', payment: paymentDto(applied.payment), subscription: subscriptionDto(applied.subscription) } };
      }
      case 'multicaixa-express': {
        const { paymentId } = await gateway.startMulticaixaExpress({ phone: payment.phone, amountCents: quote.totalCents });
        const intent = await insertIntent(tx, {
          ...base, id: randomUUID(), userId, method: 'multicaixa-express', gateway: gateway.kind, gatewayReference: paymentId,
          referenceEntity: null, expiresAt: new Date(now.getTime() + EXPRESS_VALID_MS), now,
        });
        return { status: 202, data: { status: 'pending', intent: intentDto(intent) } };
      }
      case 'reference': {
        const id = randomUUID();
        const reference = await gateway.createReference({
          amountCents: quote.totalCents, expiresAt: new Date(now.getTime() + REFERENCE_VALID_MS), customFields: { kumbu_intent: id },
        });
        const intent = await insertIntent(tx, {
          ...base, id, userId, method: 'reference', gateway: gateway.kind, gatewayReference: reference.reference,
          referenceEntity: reference.entity, expiresAt: reference.expiresAt, now,
        });
        return { status: 202, data: { status: 'pending', intent: intentDto(intent) } };
      }
    }
  } catch (error) {
    throw gatewayFailure(error, request);
  }
}
