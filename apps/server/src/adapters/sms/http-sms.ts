// A generic HTTP SMS gateway (most Angolan and international aggregators offer one of
// this shape, or sit behind a small relay that does):
//
//   POST {SMS_GATEWAY_URL}
//   Authorization: Bearer {SMS_GATEWAY_TOKEN}
//   Content-Type: application/json
//   { "from": "Kumbu", "to": "+244923456789", "text": "Kumbu: o seu código …" }
//
//   → 2xx { "id": "<gateway message id>" }   accepted
//   → anything else, or no answer in 10 s    `sms-send-failed` (502) to the caller
//
// The text holds a verification code, so neither it nor the token is ever logged.
import { z } from 'zod';
import { KumbuError } from '@kumbu/core/errors';
import type { SmsSender } from './sms-sender';

const accepted = z.object({ id: z.union([z.string(), z.number()]) });
const TIMEOUT_MS = 10_000;

export interface HttpSmsOptions {
  readonly url: string;
  readonly token: string;
  readonly from: string;
  readonly fetch?: typeof fetch;
}

export function createHttpSms(options: HttpSmsOptions): SmsSender {
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 'http',
    async send(message) {
      let response: Response;
      try {
        response = await doFetch(options.url, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ from: options.from, to: message.to, text: message.text }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new KumbuError('sms-send-failed', { cause: error, detail: 'SMS gateway unreachable' });
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok || !accepted.safeParse(body).success) {
        throw new KumbuError('sms-send-failed', { detail: `SMS gateway answered ${response.status}` });
      }
    },
    async close() { /* fetch keeps no connection we own */ },
  };
}
