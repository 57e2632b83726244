// Bridges Fastify requests to better-auth's Web-standard handler. The client IP is passed
// in a header only we set (from Fastify's `request.ip`, which honours TRUST_PROXY), so
// better-auth's rate limits key on the real client and a caller cannot spoof it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

export const CLIENT_IP_HEADER = 'x-kumbu-client-ip';
const FORWARDED = ['cookie', 'authorization', 'accept-language', 'user-agent', 'origin', 'referer'] as const;

export function authHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** Builds the Web Request better-auth expects for `path` (below /api/auth). */
export function toAuthRequest(config: Config, request: FastifyRequest, path: string, init: { method: string; body?: unknown; search?: string }): Request {
  const headers = authHeaders(request);
  let body: string | undefined;
  if (init.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.body);
  }
  return new Request(`${config.publicUrl}/api/auth${path}${init.search ?? ''}`, { method: init.method, headers, body });
}

/** Copies better-auth's cookies and bearer token onto our reply. */
export function forwardAuthHeaders(from: Response, reply: FastifyReply): void {
  const cookies = from.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const token = from.headers.get('set-auth-token');
  if (token) {
    reply.header('set-auth-token', token);
    reply.header('access-control-expose-headers', 'set-auth-token');
  }
}

export async function readAuthJson(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
