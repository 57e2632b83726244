// Billing's routes and its background poller, wired in one call from buildApp.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { forgetPlan } from '../limits/plan-cache';
import { registerDevSettleRoute } from './dev-settle-route';
import { registerIntentRoute } from './intent-route';
import { registerNotificationRoute } from './notification-route';
import { createPaymentPoller, DEFAULT_PAYMENT_POLL_MS, type PaymentPoller } from './payment-poller';
import { registerRenewalRoute } from './renewal-route';

export interface BillingOptions {
  /** Poll the gateway for settled payments and expire old intents (off in tests unless asked). */
  readonly poller: boolean;
  readonly pollMs?: number | undefined;
}

/**
 * Registers the routes; returns the poller when asked for one, for buildApp to start when
 * ready and to stop before the database closes.
 */
export function registerBilling(app: FastifyInstance, ctx: AppContext, options: BillingOptions): PaymentPoller | null {
  // The plan limits cache the subscription for a few seconds: a renewal must be seen at once.
  const onRenewed = (userId: string): void => { forgetPlan(ctx, userId); };
  registerRenewalRoute(app, ctx, onRenewed);
  registerIntentRoute(app, ctx);
  registerNotificationRoute(app, ctx, onRenewed);
  registerDevSettleRoute(app, ctx, onRenewed);
  if (!options.poller) return null;
  return createPaymentPoller({ db: ctx.database.db, gateway: ctx.payments, now: ctx.now, log: app.log, onRenewed }, options.pollMs ?? DEFAULT_PAYMENT_POLL_MS);
}
