// GET /api/payment-intents/:id — what the web polls after a 202 from the renewal: pending,
// paid (with the payment and the extended plan), failed or expired. Only the owner sees an
// intent; anyone else gets the same 404 as for an id that does not exist.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { KumbuError } from '@kumbu/core/errors';
import { getSubscription } from '@kumbu/db/accounts';
import { expireIntents, getIntent, getPayment } from '@kumbu/db/billing';
import { sendData } from '../../http/answer';
import { parseWith } from '../../http/parse';
import type { AppContext } from '../../app-context';
import { payer } from './payer';
import { intentDto, paymentDto, subscriptionDto } from './billing-dto';

const params = z.object({ id: z.string().max(100) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function registerIntentRoute(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  app.get('/api/payment-intents/:id', async (request, reply) => {
    const user = await payer(ctx, request);
    const { id } = parseWith(params, request.params, request);
    // Not a uuid → no such intent (and no SQL error from the uuid column).
    let intent = UUID.test(id) ? await getIntent(db, id) : null;
    if (!intent || intent.userId !== user.id) throw new KumbuError('not-found');
    const now = ctx.now();
    if (intent.status === 'pending' && intent.expiresAt && intent.expiresAt.getTime() <= now.getTime()) {
      await expireIntents(db, now, [intent.id]);
      intent = (await getIntent(db, id)) ?? intent;
    }
    const payment = intent.status === 'paid' && intent.paymentId ? await getPayment(db, intent.paymentId) : null;
    const subscription = payment ? await getSubscription(db, user.id) : null;
    return sendData(reply, {
      status: intent.status, intent: intentDto(intent),
      payment: payment ? paymentDto(payment) : null, subscription: subscriptionDto(subscription),
    });
  });
}
