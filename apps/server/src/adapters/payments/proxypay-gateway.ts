// ProxyPay API v2: payment by reference (Referência Multicaixa). The person pays entity +
// reference + amount at an ATM, in Multicaixa Express or their bank's app; ProxyPay then
// POSTs a signed callback and lists the payment until we acknowledge it.
//
//   every call        Authorization: Token <key>, Accept: application/vnd.proxypay.v2+json
//   POST   /reference_ids        → a new reference number (JSON number)
//   PUT    /references/{id}      { amount: "1500.00", end_datetime, custom_fields } → 204
//   GET    /payments             → payments not yet acknowledged
//   DELETE /payments/{id}        → 204, acknowledged
//   callback                     X-Signature: hex HMAC-SHA256(raw body, API key)
//
// Errors: no answer, 408, 425, 429 and 5xx are `unavailable` (retryable); other 4xx are
// `rejected` (retrying the same call cannot help: a bad key, a bad body). The key appears in
// the Authorization header and nowhere else: not in errors, not in logs.
import { type z } from 'zod';
import { addDays, dayOf, dayStartUtc, DEFAULT_TIME_ZONE } from '@kumbu/core/date-range';
import { isCents } from '@kumbu/core/money';
import { type PaymentGateway, type SettledPayment, PaymentGatewayError } from './payment-gateway';
import { checkNotificationSignature } from './notification-signature';
import { proxyPayAmount, proxyPayPayment, proxyPayPayments, referenceNumber } from './proxypay-payment';

export const PROXYPAY_ACCEPT = 'application/vnd.proxypay.v2+json';
const DEFAULT_TIMEOUT_MS = 10_000;
const RETRYABLE_STATUSES = new Set([408, 425, 429]);

export interface ProxyPayOptions {
  /** https://api.proxypay.co.ao, or https://api.sandbox.proxypay.co.ao. */
  readonly apiUrl: string;
  readonly apiKey: string;
  /** The 5-digit Multicaixa entity ProxyPay assigned to Kumbu, shown beside each reference. */
  readonly entity: string;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

function unsupported(method: string): Promise<never> {
  return Promise.reject(new PaymentGatewayError('unsupported', `ProxyPay (payment by reference) does not take ${method}`));
}

export function createProxyPayGateway(options: ProxyPayOptions): PaymentGateway {
  const base = options.apiUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** One call; `operation` names it in errors without ids, bodies or the key. */
  async function call(operation: string, method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Token ${options.apiKey}`, accept: PROXYPAY_ACCEPT };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method, headers, signal: AbortSignal.timeout(timeoutMs),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new PaymentGatewayError('unavailable', `ProxyPay ${operation}: ${timedOut ? `no answer in ${timeoutMs} ms` : 'unreachable'}`, { cause: error });
    }
    if (response.ok) return response;
    // The body may echo what we sent; it is dropped, never put in the error.
    await response.body?.cancel();
    const status = response.status;
    const message = `ProxyPay ${operation}: HTTP ${status}`;
    if (status >= 500 || RETRYABLE_STATUSES.has(status)) throw new PaymentGatewayError('unavailable', message, { httpStatus: status });
    if (status === 404) throw new PaymentGatewayError('not-found', message, { httpStatus: status });
    throw new PaymentGatewayError('rejected', message, { httpStatus: status });
  }

  async function readJson<S extends z.ZodType>(operation: string, response: Response, schema: S): Promise<z.output<S>> {
    const json: unknown = await response.json().catch(() => undefined);
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new PaymentGatewayError('bad-response', `ProxyPay ${operation}: unexpected answer`);
    return parsed.data;
  }

  return {
    kind: 'proxypay',
    methods: ['reference'],

    chargeCard: () => unsupported('cards'),
    startMulticaixaExpress: () => unsupported('Multicaixa Express'),

    async createReference(request) {
      if (!isCents(request.amountCents) || request.amountCents <= 0) {
        throw new PaymentGatewayError('invalid-request', 'createReference: amount must be a positive number of cêntimos');
      }
      // ProxyPay takes the last day a reference can be paid; references are for people in
      // Luanda, so that is the Luanda calendar day, payable until its end.
      const lastDay = dayOf(request.expiresAt, DEFAULT_TIME_ZONE);
      const expiresAt = new Date(dayStartUtc(addDays(lastDay, 1), DEFAULT_TIME_ZONE).getTime() - 1);
      const reference = await readJson('POST /reference_ids', await call('POST /reference_ids', 'POST', '/reference_ids'), referenceNumber);
      const put = await call('PUT /references/{id}', 'PUT', `/references/${reference}`, {
        amount: proxyPayAmount(request.amountCents),
        end_datetime: lastDay,
        custom_fields: request.customFields,
      });
      await put.body?.cancel();
      return { entity: options.entity, reference, expiresAt };
    },

    async listSettledPayments(): Promise<SettledPayment[]> {
      return readJson('GET /payments', await call('GET /payments', 'GET', '/payments'), proxyPayPayments);
    },

    async acknowledgePayment(paymentId) {
      // Ids are digits; checking keeps anything else out of the URL path.
      if (!/^\d+$/.test(paymentId)) throw new PaymentGatewayError('invalid-request', 'acknowledgePayment: a ProxyPay payment id is digits');
      try {
        const response = await call('DELETE /payments/{id}', 'DELETE', `/payments/${paymentId}`);
        await response.body?.cancel();
      } catch (error) {
        // Already acknowledged (a retry after a crash between the DELETE and our commit): done.
        if (error instanceof PaymentGatewayError && error.kind === 'not-found') return;
        throw error;
      }
    },

    verifyNotification(rawBody, signature) {
      const check = checkNotificationSignature(rawBody, signature, options.apiKey);
      if (check !== 'valid') return { ok: false, reason: check };
      let json: unknown;
      try { json = JSON.parse(rawBody.toString()); } catch { return { ok: false, reason: 'bad-body' }; }
      const parsed = proxyPayPayment.safeParse(json);
      return parsed.success ? { ok: true, payment: parsed.data } : { ok: false, reason: 'bad-body' };
    },
  };
}
