// The slow path for payments: every `pollMs` the gateway is asked for settled payments not yet
// acknowledged (a notification lost on the way, or a crash between our commit and the
// acknowledgement), and each is applied by settlePayment exactly as a notification would be.
// The same pass marks pending intents past their expiry as `expired`. One pass at a time;
// stop() waits for the pass in progress.
import { expireIntents } from '@kumbu/db/billing';
import { PaymentGatewayError } from '../../adapters/payments/payment-gateway';
import { settlePayment, type SettleDeps } from './settle-payment';

export const DEFAULT_PAYMENT_POLL_MS = 30_000;
/** Payments that match no intent are reported once per process, not on every pass. */
const MAX_REMEMBERED_UNKNOWN = 1_000;

export interface PaymentPoller {
  start(): void;
  /** One pass now (tests and the first tick call it). */
  pollOnce(): Promise<void>;
  stop(): Promise<void>;
}

export function createPaymentPoller(deps: SettleDeps, pollMs: number = DEFAULT_PAYMENT_POLL_MS): PaymentPoller {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;
  /** Set by stop(): a pass in progress finishes the payment in hand and no more. */
  let closing = false;
  const unknown = new Set<string>();

  async function pass(): Promise<void> {
    await expireIntents(deps.db, deps.now());
    const settled = await deps.gateway.listSettledPayments();
    for (const payment of settled) {
      if (closing) break;
      if (unknown.has(payment.id)) continue;
      const result = await settlePayment(deps, payment);
      if (result.outcome === 'unknown') {
        if (unknown.size >= MAX_REMEMBERED_UNKNOWN) unknown.clear();
        unknown.add(payment.id);
      }
    }
  }

  function pollOnce(): Promise<void> {
    if (running) return running;
    running = pass().catch((error: unknown) => {
      const unavailable = error instanceof PaymentGatewayError && error.kind === 'unavailable';
      deps.log[unavailable ? 'warn' : 'error']({ err: error }, 'payment poll failed; trying again later');
    }).finally(() => { running = null; });
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      void pollOnce().finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      closing = false;
      void pollOnce().finally(schedule);
    },
    pollOnce,
    async stop() {
      stopped = true;
      closing = true;
      if (timer) { clearTimeout(timer); timer = null; }
      await running;
    },
  };
}
