// POST /api/payments/proxypay/notification — the gateway's payment callback (ProxyPay's, or
// the sandbox's copy of it). The signature (X-Signature: HMAC-SHA256 of the raw body) is
// checked over the exact bytes received, so this scope — and only this scope — keeps the
// body as a Buffer instead of parsing JSON. A valid payment is applied once by settlePayment;
// repeated deliveries answer 200 with `applied: false`, so the gateway stops retrying.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendData, sendError } from '../../http/answer';
import { SIGNATURE_HEADER } from '../../adapters/payments/notification-signature';
import type { AppContext } from '../../app-context';
import { settlePayment } from './settle-payment';

export const NOTIFICATION_PATH = '/api/payments/proxypay/notification';

export function registerNotificationRoute(app: FastifyInstance, ctx: AppContext, onRenewed?: (userId: string) => void): void {
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, next) => { next(null, body); });
    scope.post(NOTIFICATION_PATH, (request, reply) => receive(ctx, request, reply, onRenewed));
    done();
  });
}

async function receive(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, onRenewed?: (userId: string) => void): Promise<FastifyReply> {
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const header = request.headers[SIGNATURE_HEADER];
  const check = ctx.payments.verifyNotification(raw, typeof header === 'string' ? header : undefined);
  if (!check.ok) {
    request.log.warn({ reason: check.reason }, 'payment notification refused');
    return sendError(request, reply, check.reason === 'bad-body' ? 'bad-request' : 'invalid-signature');
  }
  const result = await settlePayment({ db: ctx.database.db, gateway: ctx.payments, now: ctx.now, log: request.log, ...(onRenewed ? { onRenewed } : {}) }, check.payment);
  return sendData(reply, { applied: result.outcome === 'applied', outcome: result.outcome });
}
