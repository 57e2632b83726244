// POST /dev/payments/:id/settle — development only, with the sandbox gateway, and only for this
// machine's own requests (dev/loopback-only.ts): pays a pending Multicaixa Express request or
// reference as if the person had approved it on the phone or paid at the ATM, then applies it
// exactly as a gateway notification would (settlePayment).
// The dev outbox page (/dev/outbox) posts here from its "Settle" buttons and is redirected
// back; API clients (tests, scripts) get JSON.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { KumbuError } from '@kumbu/core/errors';
import { toCents } from '@kumbu/core/money';
import { getIntent } from '@kumbu/db/billing';
import { sendData } from '../../http/answer';
import { parseWith } from '../../http/parse';
import { PaymentGatewayError, type SettledPayment } from '../../adapters/payments/payment-gateway';
import { isSandboxGateway, type SandboxGateway } from '../../adapters/payments/sandbox-gateway';
import type { AppContext } from '../../app-context';
import { intentDto } from './billing-dto';
import { settlePayment } from './settle-payment';
import { loopbackOnly } from '../dev/loopback-only';

const params = z.object({ id: z.string().max(100) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the dev settle route exists: never in production, only with the sandbox gateway. */
export function devSettleEnabled(ctx: AppContext): boolean {
  return ctx.config.env !== 'production' && isSandboxGateway(ctx.payments);
}

export function registerDevSettleRoute(app: FastifyInstance, ctx: AppContext, onRenewed?: (userId: string) => void): void {
  const sandbox = ctx.payments;
  if (ctx.config.env === 'production' || !isSandboxGateway(sandbox)) return;
  // The page's buttons are plain HTML forms (no script under the CSP): accept their
  // urlencoded (empty) bodies in this scope only; nothing in the body is read.
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, next) => { next(null, {}); });
    scope.post('/dev/payments/:id/settle', { onRequest: loopbackOnly }, (request, reply) => settle(ctx, sandbox, request, reply, onRenewed));
    done();
  });
}

async function settle(ctx: AppContext, sandbox: SandboxGateway, request: FastifyRequest, reply: FastifyReply, onRenewed?: (userId: string) => void): Promise<FastifyReply> {
  const { id } = parseWith(params, request.params, request);
  const intent = UUID.test(id) ? await getIntent(ctx.database.db, id) : null;
  if (!intent || intent.gateway !== 'sandbox' || !intent.gatewayReference) throw new KumbuError('not-found');
  const fromForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
  let applied = false;
  if (intent.status !== 'paid') {
    const settled = settleInSandbox(sandbox, intent.gatewayReference, {
      id: `sbx_pay_dev_${intent.id}`, method: intent.method === 'multicaixa-express' ? 'multicaixa-express' : 'reference',
      reference: intent.method === 'reference' ? intent.gatewayReference : null,
      expressPaymentId: intent.method === 'multicaixa-express' ? intent.gatewayReference : null,
      amountCents: toCents(intent.amountCents), paidAt: ctx.now(), customFields: { kumbu_intent: intent.id },
    });
    const result = await settlePayment({ db: ctx.database.db, gateway: sandbox, now: ctx.now, log: request.log, ...(onRenewed ? { onRenewed } : {}) }, settled);
    applied = result.outcome === 'applied';
  }
  if (fromForm) return reply.code(303).header('location', '/dev/outbox#payments').send();
  const after = (await getIntent(ctx.database.db, intent.id)) ?? intent;
  return sendData(reply, { applied, intent: intentDto(after) });
}

/**
 * Settles in the sandbox. A sandbox lives in memory: after a server restart it no longer
 * knows references made before it, though their intents are stored — then the payment the
 * sandbox would have produced is made up here, so the button still works.
 */
function settleInSandbox(sandbox: SandboxGateway, gatewayReference: string, fallback: SettledPayment): SettledPayment {
  try {
    return sandbox.settle(gatewayReference);
  } catch (error) {
    if (error instanceof PaymentGatewayError && error.kind === 'not-found') return fallback;
    if (error instanceof PaymentGatewayError && error.kind === 'invalid-request') throw new KumbuError('bad-request', { cause: error, detail: error.message });
    throw error;
  }
}
