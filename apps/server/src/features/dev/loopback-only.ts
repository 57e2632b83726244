// The development tools (the dev outbox page and API, the WhatsApp simulator, the sandbox's
// settle button) show every reset link and SMS code and write as any WhatsApp number: only
// the machine itself may use them (docs/decisions/0018-production-defaults.md). The socket's
// address decides, never X-Forwarded-For, which any client can write; and a request that
// carries a forwarding header is refused as well, because a proxy on this machine makes
// every client it forwards look local.
import type { FastifyRequest } from 'fastify';
import { KumbuError } from '@kumbu/core/errors';

const IPV4_LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** 127.0.0.0/8, ::1, or 127.x as an IPv4-mapped IPv6 address (a dual-stack socket's form). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return IPV4_LOOPBACK.test(v4);
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** Whether the request comes from this machine itself, with no proxy in between. */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.socket.remoteAddress);
}

/** A route hook: to anyone but the machine itself, a development tool does not exist (404). */
export function loopbackOnly(request: FastifyRequest): Promise<void> {
  return isLocalRequest(request) ? Promise.resolve() : Promise.reject(new KumbuError('not-found'));
}
