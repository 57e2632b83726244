// A small HTTP client on node:http for the audit: it sends exactly the bytes and headers it
// is given (bad JSON, odd content types, huge keys), never follows redirects, and always
// ends within its timeout. Only loopback addresses are accepted: the audit never leaves the
// machine.
import { Agent, request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';

export interface Answer {
  /** HTTP status, or 0 when no answer came (connection refused or reset, timeout). */
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
  /** Why there is no answer (status 0), or why the request could not be sent. */
  readonly error: string | null;
  /** true when the client library refused to send it (an invalid header value): not the server's doing. */
  readonly notSent: boolean;
}

export interface Call {
  readonly method: string;
  /** Path and query, e.g. /api/records?start=… */
  readonly path: string;
  readonly headers?: OutgoingHttpHeaders;
  readonly body?: Buffer | string;
  readonly timeoutMs?: number;
  /** Resolve once the status and headers arrive, then close (a stream that never ends). */
  readonly headersOnly?: boolean;
}

const agent = new Agent({ keepAlive: true, maxSockets: 32 });

export function assertLoopback(base: string): void {
  const host = new URL(base).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '[::1]') throw new Error(`the audit only talks to loopback addresses, not ${host}`);
}

export async function send(base: string, call: Call): Promise<Answer> {
  assertLoopback(base);
  const first = await sendOnce(base, call, false);
  // A kept-alive socket the server had already closed (after a 431 or 413 it answers and
  // hangs up) is the client's problem, not an answer: send again on a fresh connection.
  return first.retry ? (await sendOnce(base, call, true)).answer : first.answer;
}

function sendOnce(base: string, call: Call, fresh: boolean): Promise<{ answer: Answer; retry: boolean }> {
  const url = new URL(base);
  return new Promise((resolve) => {
    let settled = false;
    let reused = false;
    const finish = (answer: Answer): void => {
      if (settled) return;
      settled = true;
      resolve({ answer, retry: !fresh && reused && answer.status === 0 && !answer.notSent });
    };
    const headers: OutgoingHttpHeaders = { ...call.headers };
    if (call.body !== undefined && headers['content-length'] === undefined) headers['content-length'] = Buffer.byteLength(call.body);
    let req: ReturnType<typeof httpRequest>;
    try {
      req = httpRequest({
        host: url.hostname, port: url.port, method: call.method, path: call.path, headers,
        agent: call.headersOnly || fresh ? false : agent,
      });
    } catch (error) {
      finish({ status: 0, headers: {}, body: Buffer.alloc(0), error: messageOf(error), notSent: true });
      return;
    }
    req.on('socket', () => { reused = req.reusedSocket; });
    const timer = setTimeout(() => {
      req.destroy(new Error(`no answer within ${String(call.timeoutMs ?? 15_000)} ms`));
    }, call.timeoutMs ?? 15_000);
    req.on('response', (res) => {
      if (call.headersOnly) {
        clearTimeout(timer);
        finish({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.alloc(0), error: null, notSent: false });
        res.destroy();
        req.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        clearTimeout(timer);
        finish({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), error: null, notSent: false });
      });
      res.on('error', (error) => {
        clearTimeout(timer);
        finish({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), error: messageOf(error), notSent: false });
      });
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      const code = (error as NodeJS.ErrnoException).code ?? '';
      finish({ status: 0, headers: {}, body: Buffer.alloc(0), error: messageOf(error), notSent: code.startsWith('ERR_INVALID') || code === 'ERR_HTTP_INVALID_HEADER_VALUE' || code === 'ERR_UNESCAPED_CHARACTERS' });
    });
    try {
      if (call.body !== undefined) req.write(call.body);
      req.end();
    } catch (error) {
      clearTimeout(timer);
      req.destroy();
      finish({ status: 0, headers: {}, body: Buffer.alloc(0), error: messageOf(error), notSent: true });
    }
  });
}

/**
 * Reads a Server-Sent Events stream for `ms` milliseconds and returns what arrived (the
 * stream never ends by itself).
 */
export function readStream(base: string, path: string, headers: OutgoingHttpHeaders, ms: number): Promise<{ status: number; text: string }> {
  assertLoopback(base);
  const url = new URL(base);
  return new Promise((resolve) => {
    let text = '';
    let status = 0;
    const req = httpRequest({ host: url.hostname, port: url.port, method: 'GET', path, headers, agent: false });
    const timer = setTimeout(() => { req.destroy(); resolve({ status, text }); }, ms);
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { text += chunk; });
      res.on('end', () => { clearTimeout(timer); resolve({ status, text }); });
      res.on('error', () => undefined);
    });
    req.on('error', () => { clearTimeout(timer); resolve({ status, text }); });
    req.end();
  });
}

export function json(answer: Answer): unknown {
  try { return JSON.parse(answer.body.toString('utf8')) as unknown; } catch { return null; }
}

/** `data` of a `{ success, status, data }` answer, or null. */
export function dataOf(answer: Answer): Record<string, unknown> | null {
  const body = json(answer);
  if (typeof body !== 'object' || body === null || !('data' in body)) return null;
  const data = (body).data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function closeClient(): void {
  agent.destroy();
}
