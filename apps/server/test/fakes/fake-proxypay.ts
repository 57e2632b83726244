// A local ProxyPay API v2 (payment by reference), strict where the real one is: the token,
// the versioned Accept header, JSON bodies with their content type, issued reference ids,
// the PUT body's fields, and — as ProxyPay's sandbox — `POST /payments { reference_id, amount }`
// to simulate a payment, which is then listed by GET /payments until DELETEd and posted,
// signed, to the configured callback URL. Written from the protocol, not from our adapter:
// it shares no code with src/adapters/payments.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';

export const PROXYPAY_KEY = 'test-proxypay-key-7f3a9c';
export const PROXYPAY_ENTITY = '99999';
const ACCEPT = 'application/vnd.proxypay.v2+json';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly rawBody: string;
}

interface StoredReference { amount: string; end_datetime: string; custom_fields: Record<string, string> }
export type FakePayment = Record<string, unknown> & { id: number; reference_id: number; amount: string };

export interface FakeProxyPay {
  readonly url: string;
  readonly requests: RecordedRequest[];
  readonly references: Map<string, StoredReference>;
  /** Callbacks posted: the exact body, its X-Signature and what the receiver answered. */
  readonly callbacks: { body: string; signature: string; status: number }[];
  setCallbackUrl(url: string | null): void;
  /** The next `times` requests (any path) answer `status`. */
  failNext(status: number, times?: number): void;
  /** Simulates a payment as a test would on ProxyPay's sandbox (POST /payments). */
  pay(referenceId: string, amount: string): Promise<Response>;
  close(): Promise<void>;
}

const isStringRecord = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');

export async function fakeProxyPay(): Promise<FakeProxyPay> {
  const requests: RecordedRequest[] = [];
  const references = new Map<string, StoredReference>();
  const issued = new Set<string>();
  const payments: FakePayment[] = [];
  const callbacks: FakeProxyPay['callbacks'] = [];
  let callbackUrl: string | null = null;
  let failure: { status: number; times: number } | null = null;
  let nextReference = 924_167_650;
  let nextPayment = 82_248_161_000;

  const answer = (res: ServerResponse, status: number, json?: unknown): void => {
    if (json === undefined) { res.writeHead(status); res.end(); return; }
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json));
  };

  async function sendCallback(payment: FakePayment): Promise<void> {
    if (callbackUrl === null) return;
    const body = JSON.stringify(payment);
    const signature = createHmac('sha256', PROXYPAY_KEY).update(body).digest('hex');
    const response = await fetch(callbackUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': signature }, body });
    await response.body?.cancel();
    callbacks.push({ body, signature, status: response.status });
  }

  async function route(method: string, path: string, body: unknown, res: ServerResponse): Promise<void> {
    if (method === 'POST' && path === '/reference_ids') { const id = String(nextReference++); issued.add(id); answer(res, 200, Number(id)); return; }
    const ref = /^\/references\/(\d{9})$/.exec(path);
    if (method === 'PUT' && ref?.[1]) {
      if (!issued.has(ref[1])) { answer(res, 404, { message: 'Reference id not found' }); return; }
      const b = body as Record<string, unknown> | null;
      const amountOk = typeof b?.amount === 'string' && /^\d+\.\d{2}$/.test(b.amount);
      const endOk = typeof b?.end_datetime === 'string' && /^\d{4}-\d{2}-\d{2}/.test(b.end_datetime);
      const fieldsOk = b?.custom_fields === undefined || isStringRecord(b.custom_fields);
      if (!b || !amountOk || !endOk || !fieldsOk) { answer(res, 400, { errors: { amount: amountOk, end_datetime: endOk, custom_fields: fieldsOk } }); return; }
      references.set(ref[1], { amount: b.amount as string, end_datetime: b.end_datetime as string, custom_fields: (b.custom_fields ?? {}) as Record<string, string> });
      answer(res, 204);
      return;
    }
    if (method === 'POST' && path === '/payments') {
      const b = body as Record<string, unknown> | null;
      const raw = b?.reference_id;
      const referenceId = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
      const stored = references.get(referenceId);
      if (!stored) { answer(res, 404, { message: 'Reference not found' }); return; }
      if (typeof b?.amount !== 'string' || !/^\d+(\.\d{1,2})?$/.test(b.amount)) { answer(res, 400, { message: 'Invalid amount' }); return; }
      const payment: FakePayment = {
        id: nextPayment++, transaction_id: nextPayment, reference_id: Number(referenceId), amount: Number(b.amount).toFixed(2),
        datetime: '2026-11-20T10:15:30.000Z', entity_id: Number(PROXYPAY_ENTITY), terminal_type: 'ATM', terminal_id: '0',
        terminal_location: 'LUANDA', product_id: 1, fee: null, custom_fields: stored.custom_fields,
      };
      payments.push(payment);
      await sendCallback(payment);
      answer(res, 200, payment);
      return;
    }
    if (method === 'GET' && path === '/payments') { answer(res, 200, payments); return; }
    const pay = /^\/payments\/(\d+)$/.exec(path);
    if (method === 'DELETE' && pay?.[1]) {
      const at = payments.findIndex((p) => String(p.id) === pay[1]);
      if (at < 0) { answer(res, 404, { message: 'Payment not found' }); return; }
      payments.splice(at, 1);
      answer(res, 204);
      return;
    }
    answer(res, 404, { message: 'Not found' });
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const method = req.method ?? '';
      const path = req.url ?? '';
      requests.push({ method, path, headers: req.headers, rawBody });
      if (failure && failure.times > 0) { failure.times--; answer(res, failure.status, { message: 'Injected failure' }); return; }
      if (req.headers.authorization !== `Token ${PROXYPAY_KEY}`) { answer(res, 401, { message: 'Unauthorized' }); return; }
      if (req.headers.accept !== ACCEPT) { answer(res, 406, { message: 'Not acceptable' }); return; }
      let body: unknown = null;
      if (rawBody !== '') {
        if (!(req.headers['content-type'] ?? '').startsWith('application/json')) { answer(res, 415, { message: 'Unsupported media type' }); return; }
        try { body = JSON.parse(rawBody); } catch { answer(res, 400, { message: 'Invalid JSON' }); return; }
      }
      route(method, path, body, res).catch(() => answer(res, 500, { message: 'Fake failed' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url, requests, references, callbacks,
    setCallbackUrl(next) { callbackUrl = next; },
    failNext(status, times = 1) { failure = { status, times }; },
    pay: (referenceId, amount) => fetch(`${url}/payments`, {
      method: 'POST',
      headers: { authorization: `Token ${PROXYPAY_KEY}`, accept: ACCEPT, 'content-type': 'application/json' },
      body: JSON.stringify({ reference_id: referenceId, amount }),
    }),
    close: () => new Promise<void>((resolve) => { server.close(() => resolve()); }),
  };
}

/** Our side of the callback: a server that keeps each raw body and X-Signature it receives. */
export interface CallbackReceiver {
  readonly url: string;
  readonly received: { rawBody: Buffer; signature: string | undefined }[];
  close(): Promise<void>;
}

export async function callbackReceiver(): Promise<CallbackReceiver> {
  const received: CallbackReceiver['received'] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const signature = req.headers['x-signature'];
      received.push({ rawBody: Buffer.concat(chunks), signature: typeof signature === 'string' ? signature : undefined });
      res.writeHead(200);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}/api/payments/proxypay/callback`, received,
    close: () => new Promise<void>((resolve) => { server.close(() => resolve()); }),
  };
}
