// The HTTP client the Graph API adapter sends replies with: node:http(s) over keep-alive
// connections. The dispatcher makes one call per reply, and under load `fetch` (undici, with
// its web streams and abort signals) cost several times the CPU of the call itself
// (docs/decisions/0014-whatsapp-raw-statements.md). Bodies here are small JSON both ways.
import http from 'node:http';
import https from 'node:https';

export interface HttpAnswer {
  readonly status: number;
  readonly body: Buffer;
}

export interface GraphHttp {
  /** Sends one request; rejects when the server cannot be reached, the connection fails or `timeoutMs` passes. */
  request(method: 'GET' | 'POST', url: string, headers: Readonly<Record<string, string>>, body: string | null, timeoutMs: number): Promise<HttpAnswer>;
  /** Closes the idle connections. */
  close(): void;
}

/** Connections kept per host: enough for the dispatcher's concurrent sends. */
const MAX_SOCKETS = 32;

export function createGraphHttp(): GraphHttp {
  const agents = {
    http: new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
    https: new https.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
  };

  function once(method: 'GET' | 'POST', url: URL, headers: Readonly<Record<string, string>>, payload: Buffer | null, timeoutMs: number): Promise<HttpAnswer> {
    return new Promise<HttpAnswer>((resolve, reject) => {
      const secure = url.protocol === 'https:';
      const request = (secure ? https : http).request(url, {
        method,
        agent: secure ? agents.https : agents.http,
        headers: payload === null ? headers : { ...headers, 'content-length': String(payload.length) },
      }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => { chunks.push(chunk); });
        response.on('end', () => { clearTimeout(timer); resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }); });
        response.on('error', (error) => { clearTimeout(timer); reject(error); });
      });
      const timer = setTimeout(() => request.destroy(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
      request.on('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        // A kept-alive connection the server closed while idle fails at once on reuse, before
        // the server read anything: Node's documented answer is to send again on a new one.
        if (request.reusedSocket && error.code === 'ECONNRESET') {
          once(method, url, headers, payload, timeoutMs).then(resolve, reject);
        } else {
          reject(error);
        }
      });
      request.end(payload ?? undefined);
    });
  }

  return {
    request(method, url, headers, body, timeoutMs) {
      const parsed = new URL(url);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return Promise.reject(new Error(`unsupported protocol ${parsed.protocol}`));
      return once(method, parsed, headers, body === null ? null : Buffer.from(body, 'utf8'), timeoutMs);
    },
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
