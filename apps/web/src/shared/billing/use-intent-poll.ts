// Polls a pending payment (Multicaixa Express waiting for the phone, a reference waiting for
// the ATM) until it is paid, failed or expired. Every few seconds while the screen shows it;
// a failed poll is only a hiccup (the payment itself is unaffected), so it keeps trying.
import { useEffect, useState } from 'react';
import { fetchPaymentIntent, type PayerCredentials, type PaymentIntent } from './billing-api';

export const POLL_INTERVAL_MS = 3_000;

export interface IntentPoll {
  readonly intent: PaymentIntent;
  /** True after a poll got no usable answer (shown as a quiet note, not an error). */
  readonly hiccup: boolean;
}

export function useIntentPoll(initial: PaymentIntent, credentials: PayerCredentials, intervalMs = POLL_INTERVAL_MS): IntentPoll {
  const [state, setState] = useState<IntentPoll>({ intent: initial, hiccup: false });
  const settled = state.intent.status !== 'pending';
  // A primitive for the effect's dependencies: the caller's object may be new every render.
  const bearer = credentials.kind === 'bearer' ? credentials.token : null;

  useEffect(() => {
    setState({ intent: initial, hiccup: false });
  }, [initial]);

  useEffect(() => {
    if (settled) return undefined;
    const controller = new AbortController();
    let timer: number | undefined;
    const who: PayerCredentials = bearer === null ? { kind: 'session' } : { kind: 'bearer', token: bearer };
    const tick = async (): Promise<void> => {
      const answer = await fetchPaymentIntent(initial.id, who, controller.signal);
      if (controller.signal.aborted) return;
      if (answer.success) {
        // The poll may answer without the reference details; keep the ones already shown.
        const next = answer.data;
        setState((prev) => ({
          hiccup: false,
          intent: {
            ...prev.intent,
            status: next.status,
            entity: next.entity ?? prev.intent.entity,
            reference: next.reference ?? prev.intent.reference,
            amountCents: next.amountCents ?? prev.intent.amountCents,
            expiresAt: next.expiresAt ?? prev.intent.expiresAt,
            paidUntil: next.paidUntil,
          },
        }));
        if (next.status !== 'pending') return;
      } else {
        setState((prev) => ({ ...prev, hiccup: true }));
      }
      timer = window.setTimeout(() => { void tick(); }, intervalMs);
    };
    timer = window.setTimeout(() => { void tick(); }, intervalMs);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [initial.id, bearer, intervalMs, settled]);

  return state;
}
