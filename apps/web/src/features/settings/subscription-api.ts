// POST /api/subscription-management (spec §7 "Subscription data"): the subscription, trial
// and payment data behind the settings card and the billing history. The card and the
// history both ask for it while settings mounts; they share one request.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { decimalToCents, isCents, isCurrency, toCents, type Cents, type Currency } from '@kumbu/core/money';
import { parseSubscriptionInfo, type SubscriptionInfo } from '@kumbu/core/subscription-status';
import { api, type ApiResult } from '../../shared/api-client';
import { isFiniteNumber, isObject, isString, isStringOrNull } from '../../shared/guards';

export interface PaymentEntry {
  readonly id: string;
  readonly paidAt: string;
  readonly plan: string;
  readonly duration: string;
  /** Exact amount; null when the answer carried none we can read. */
  readonly amountCents: Cents | null;
  /** The decimal string the server sent, shown as it is when the currency is not one we format. */
  readonly amount: string;
  readonly currency: string;
  /** Only http(s) links are kept: a receipt link never runs script. */
  readonly receiptUrl: string | null;
}

export interface UsageThisCycle { readonly recordsThisMonth: number; readonly freeAllowance: number }

export interface SubscriptionData {
  /** The server's clock when it answered; the trial is counted from it. */
  readonly asOf: string | null;
  readonly subscription: SubscriptionInfo | null;
  readonly usage: UsageThisCycle | null;
  readonly paymentHistory: readonly PaymentEntry[];
}

/** Stands for this site while a relative link is resolved: only a link that stays on it passes. */
const SAME_SITE = 'http://same-site.invalid';

function safeLink(value: unknown): string | null {
  if (!isString(value)) return null;
  try {
    // Receipts are paths on this site (/api/payments/<id>/receipt, opened with the session
    // cookie). Resolving against a stand-in origin also catches "//host", "/\host" and
    // "/\t/host", which browsers read as another site.
    const local = new URL(value, SAME_SITE);
    if (local.origin === SAME_SITE && value.startsWith('/')) return `${local.pathname}${local.search}${local.hash}`;
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function parsePayment(value: unknown): PaymentEntry | undefined {
  if (!isObject(value) || !isString(value.id) || !isString(value.paidAt)) return undefined;
  const amount = isString(value.amount) ? value.amount : '';
  const cents = isCents(value.amountCents) ? toCents(value.amountCents) : decimalToCents(amount);
  return {
    id: value.id,
    paidAt: value.paidAt,
    plan: isString(value.plan) ? value.plan : '',
    duration: isString(value.duration) ? value.duration : '',
    amountCents: cents,
    amount,
    currency: isString(value.currency) && value.currency !== '' ? value.currency : 'AOA',
    receiptUrl: isStringOrNull(value.receiptUrl) ? safeLink(value.receiptUrl) : null,
  };
}

function parseUsage(value: unknown): UsageThisCycle | null {
  if (!isObject(value) || !isFiniteNumber(value.recordsThisMonth) || !isFiniteNumber(value.freeAllowance)) return null;
  return { recordsThisMonth: value.recordsThisMonth, freeAllowance: value.freeAllowance };
}

/** The answer's data, or undefined when it is not the subscription data at all. */
export function parseSubscriptionData(data: unknown): SubscriptionData | undefined {
  if (!isObject(data) || !isObject(data.payment) || !Array.isArray(data.payment.paymentHistory)) return undefined;
  const history = data.payment.paymentHistory.map(parsePayment);
  if (history.some((p) => p === undefined)) return undefined;
  return {
    asOf: isString(data.asOf) && Number.isFinite(Date.parse(data.asOf)) ? data.asOf : null,
    subscription: parseSubscriptionInfo(data.subscription),
    usage: parseUsage(data.payment.usageThisCycle),
    paymentHistory: history.filter((p): p is PaymentEntry => p !== undefined),
  };
}

export function fetchSubscriptionData(): Promise<ApiResult<SubscriptionData>> {
  // The session names the account; no id needs to travel.
  return api.request('/api/subscription-management', parseSubscriptionData, { method: 'POST', body: {} });
}

/**
 * A payment's duration key (1_month, 3_months, 1_year, N_months; the billing server stores
 * the spec's form with a leading "_", "_3_months") read for display.
 */
export type DurationParts = { readonly kind: 'months'; readonly count: number } | { readonly kind: 'year' } | { readonly kind: 'other'; readonly text: string };

export function durationParts(duration: string): DurationParts {
  const key = duration.trim().toLowerCase().replace(/^_/, '');
  if (key === '1_year' || key === '12_months') return { kind: 'year' };
  const m = /^(\d{1,3})_months?$/.exec(key);
  if (m) return { kind: 'months', count: Number(m[1]) };
  return { kind: 'other', text: duration };
}

/** A formattable currency, or null (then the decimal is shown with the code as it is). */
export function knownCurrency(code: string): Currency | null {
  return isCurrency(code) ? code : null;
}

export type SubscriptionDataState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: SubscriptionData }
  | { readonly status: 'failed' };

let inflight: Promise<ApiResult<SubscriptionData>> | null = null;
/** Bumped by `refreshSubscriptionData`; every mounted reader asks again when it changes. */
let generation = 0;
const readers = new Set<() => void>();

/** One request for every component that asks while it is running. */
function sharedRequest(): Promise<ApiResult<SubscriptionData>> {
  if (inflight) return inflight;
  const request = fetchSubscriptionData();
  inflight = request;
  void request.finally(() => { if (inflight === request) inflight = null; });
  return request;
}

/**
 * After a payment: the card and the billing history ask again (together, in one request).
 * What they show stays on screen until the new answer replaces it.
 */
export function refreshSubscriptionData(): void {
  generation += 1;
  inflight = null;
  for (const notify of readers) notify();
}

function subscribe(notify: () => void): () => void {
  readers.add(notify);
  return () => { readers.delete(notify); };
}

/**
 * The subscription data for this screen. A failure is only `failed`: the callers fall back
 * to the account document without an error banner (spec §7). A failed refresh keeps the
 * data already shown.
 */
export function useSubscriptionData(): SubscriptionDataState {
  const [state, setState] = useState<SubscriptionDataState>({ status: 'loading' });
  const round = useSyncExternalStore(subscribe, () => generation);
  useEffect(() => {
    let live = true;
    void sharedRequest().then((answer) => {
      if (!live) return;
      setState((prev) => (answer.success ? { status: 'ready', data: answer.data } : prev.status === 'ready' ? prev : { status: 'failed' }));
    });
    return () => { live = false; };
  }, [round]);
  return state;
}
