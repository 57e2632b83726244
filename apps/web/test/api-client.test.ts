import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en';
import { pt } from '../src/i18n/pt';
import {
  DEFAULT_RETRIES,
  DEFAULT_RETRY_DELAY_MS,
  DEFAULT_TIMEOUT_MS,
  type ApiClientOptions,
  type TransportMessages,
  buildUrl,
  createApiClient,
} from '../src/shared/api-client';

const messagesFrom = (r: typeof en): TransportMessages => ({
  timeout: r.transport.timeout,
  network: r.transport.network,
  unreachable: r.transport.unreachable,
  networkFailure: (detail) => r.transport.networkFailure.replace('{{detail}}', detail),
  badResponse: r.transport.badResponse,
  http: (status, text) => r.transport.http.replace('{{status}}', String(status)).replace('{{text}}', text),
});

interface Call {
  readonly url: string;
  readonly init: RequestInit;
}

type Handler = (call: Call, n: number) => Promise<Response>;

function harness(handler: Handler, options: Partial<ApiClientOptions> = {}) {
  const calls: Call[] = [];
  const sleeps: number[] = [];
  const client = createApiClient({
    fetch: (input, init) => {
      const call = { url: input instanceof Request ? input.url : input.toString(), init: init ?? {} };
      calls.push(call);
      return handler(call, calls.length);
    },
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    getLang: () => 'en',
    messages: () => messagesFrom(en),
    ...options,
  });
  return { client, calls, sleeps };
}

const json = (body: unknown, status = 200, statusText = 'OK'): Response =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

const anything = (data: unknown): unknown => data;

/** A fetch that never answers but, like the real one, rejects when its signal aborts. */
const hanging: Handler = ({ init }) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

describe('api client', () => {
  it('uses the spec defaults: 30 s timeout, 3 retries, 1 s × attempt', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
    expect(DEFAULT_RETRIES).toBe(3);
    expect(DEFAULT_RETRY_DELAY_MS).toBe(1_000);
  });

  it('sends JSON with Accept-Language and the session cookie, and returns data', async () => {
    const { client, calls } = harness(() => Promise.resolve(json({ success: true, status: 200, data: { user: { id: 'u1' } } })));
    const answer = await client.request('/api/account/sign-in', anything, { method: 'POST', body: { email: 'a@b.ao', password: 'x' } });
    expect(answer).toEqual({ success: true, status: 200, data: { user: { id: 'u1' } } });
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe('/api/account/sign-in');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.ao', password: 'x' }));
    const headers = init.headers as Record<string, string>;
    expect(headers['Accept-Language']).toBe('en');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Accept).toBe('application/json');
  });

  it('follows the current language on every call', async () => {
    let lang: 'pt' | 'en' = 'pt';
    const { client, calls } = harness(() => Promise.resolve(json({ success: true, status: 200, data: 1 })), { getLang: () => lang });
    await client.request('/a', anything);
    lang = 'en';
    await client.request('/a', anything);
    expect(calls.map((c) => (c.init.headers as Record<string, string>)['Accept-Language'])).toEqual(['pt', 'en']);
    expect(calls[0]!.init.body).toBeUndefined();
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('returns the server error and code on non-2xx, without retrying', async () => {
    const { client, calls, sleeps } = harness(() =>
      Promise.resolve(json({ success: false, status: 403, error: 'Please verify your email before signing in.', code: 'email-not-verified' }, 403, 'Forbidden')),
    );
    const answer = await client.request('/api/account/sign-in', anything, { method: 'POST', body: {} });
    expect(answer).toEqual({ success: false, status: 403, error: 'Please verify your email before signing in.', code: 'email-not-verified' });
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('never retries a 5xx either, and falls back to "HTTP {status}: {text}"', async () => {
    const { client, calls } = harness(() =>
      Promise.resolve(new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    const answer = await client.request('/api/health', anything);
    expect(answer).toEqual({ success: false, status: 502, error: 'HTTP 502: Bad Gateway' });
    expect(calls).toHaveLength(1);
  });

  it('sends extra headers such as Idempotency-Key, but never lets them replace Accept or Accept-Language', async () => {
    const { client, calls } = harness(() => Promise.resolve(json({ success: true, status: 200, data: { deleted: true } })));
    const answer = await client.request('/api/onboardNewClient', anything, {
      method: 'DELETE', headers: { 'Idempotency-Key': 'k-123', Accept: 'text/html', 'Accept-Language': 'fr' },
    });
    expect(answer.success).toBe(true);
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('k-123');
    expect(headers.Accept).toBe('application/json');
    expect(headers['Accept-Language']).toBe('en');
    expect(calls[0]!.init.method).toBe('DELETE');
  });

  it('keeps field problems and retryAfter of a failure, dropping malformed fields', async () => {
    const { client } = harness(() => Promise.resolve(json({
      success: false, status: 429, code: 'rate-limited', error: 'Too many attempts. Try again in 42 s.', retryAfter: 42,
      fields: [{ field: 'email', message: 'Email is required' }, { field: 3 }, 'junk'],
    }, 429, 'Too Many Requests')));
    expect(await client.request('/x', anything)).toEqual({
      success: false, status: 429, code: 'rate-limited', error: 'Too many attempts. Try again in 42 s.', retryAfter: 42,
      fields: [{ field: 'email', message: 'Email is required' }],
    });
  });

  it('ignores an unknown error code but keeps the message', async () => {
    const { client } = harness(() => Promise.resolve(json({ success: false, error: 'Nope', code: 'made-up' }, 400, 'Bad Request')));
    expect(await client.request('/x', anything)).toEqual({ success: false, status: 400, error: 'Nope' });
  });

  it('retries a network TypeError 3 times with 1×, 2×, 3× the delay, then reports a network error (spec §8 "Network error: " prefix)', async () => {
    const { client, calls, sleeps } = harness(() => Promise.reject(new TypeError('Failed to fetch')));
    const answer = await client.request('/api/health', anything);
    expect(answer).toEqual({ success: false, status: 0, error: 'Network error: Kumbu could not be reached. Check your internet connection.' });
    expect(calls).toHaveLength(4);
    expect(sleeps).toEqual([1000, 2000, 3000]);
  });

  it('succeeds when a retry gets through', async () => {
    const { client, calls, sleeps } = harness((_call, n) =>
      n < 3 ? Promise.reject(new TypeError('Load failed')) : Promise.resolve(json({ success: true, status: 200, data: 'ok' })),
    );
    expect(await client.request('/x', anything)).toEqual({ success: true, status: 200, data: 'ok' });
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('times out, retries, and then reports the timeout message with status 0', async () => {
    const { client, calls, sleeps } = harness(hanging, { timeoutMs: 5, retryDelayMs: 1 });
    const answer = await client.request('/slow', anything);
    expect(answer).toEqual({ success: false, status: 0, error: 'Request timeout - please try again' });
    expect(calls).toHaveLength(4);
    expect(sleeps).toEqual([1, 2, 3]);
  });

  it('uses real (tiny) waits by default between retries', async () => {
    const client = createApiClient({
      fetch: () => Promise.reject(new TypeError('offline')),
      retries: 2,
      retryDelayMs: 1,
      getLang: () => 'pt',
      messages: () => messagesFrom(pt),
    });
    expect(await client.request('/x', anything)).toEqual({
      success: false, status: 0, error: 'Erro de rede: não foi possível contactar o Kumbu. Verifique a sua ligação à Internet.',
    });
  });

  it('reports other failures with their own message, prefixed "Network error: ", and does not retry them', async () => {
    const { client, calls } = harness(() => Promise.reject(new Error('Something odd')));
    expect(await client.request('/x', anything)).toEqual({ success: false, status: 0, error: 'Network error: Something odd' });
    expect(calls).toHaveLength(1);
  });

  it('falls back to "Network error occurred" for a failure without a message', async () => {
    const { client } = harness(() => Promise.reject(new Error('')));
    expect(await client.request('/x', anything)).toEqual({ success: false, status: 0, error: 'Network error occurred' });
  });

  it('does not retry a request the caller cancelled', async () => {
    const controller = new AbortController();
    const { client, calls } = harness((call) => {
      const pending = hanging(call, 1);
      controller.abort();
      return pending;
    });
    const answer = await client.request('/x', anything, { signal: controller.signal });
    expect(answer.success).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('refuses a 2xx answer whose data does not parse', async () => {
    const { client } = harness(() => Promise.resolve(json({ success: true, status: 200, data: { nope: true } })));
    const answer = await client.request('/x', () => undefined);
    expect(answer).toEqual({ success: false, status: 200, error: 'Unexpected response from the server' });
  });

  it('builds query strings without empty values', () => {
    expect(buildUrl('', '/api/records', { start: '2025-01-01', end: '2025-01-31', limit: 50, cursor: undefined, collection: null })).toBe(
      '/api/records?start=2025-01-01&end=2025-01-31&limit=50',
    );
    expect(buildUrl('https://kumbu.ao', '/api/health', undefined)).toBe('https://kumbu.ao/api/health');
  });
});
