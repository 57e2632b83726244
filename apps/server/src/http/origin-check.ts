// Cross-site request refusal (issue 14 item 15). Session cookies are SameSite=Lax, which
// stops other sites but not sibling subdomains (evil.kumbu.ao is "same-site" to kumbu.ao):
// a form or fetch from there would carry the cookie. So a state-changing request that
// carries a cookie must come from PUBLIC_URL's own origin. Unaffected: requests with a
// Bearer token (API clients, no ambient credentials), requests without cookies, and the
// server-to-server endpoints (signed webhooks and payment notifications).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { KumbuError } from '@kumbu/core/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Called by Meta and the payment gateway, never by a browser on someone's behalf; each checks its own signature. */
const SERVER_TO_SERVER = ['/api/whatsapp/webhook', '/api/payments/proxypay/notification'];
/** Vite's dev server (another port) forwards /api here: in development a loopback page is also ours. */
const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export interface OriginCheckOptions {
  readonly publicUrl: string;
  readonly env: 'development' | 'production' | 'test';
}

/** Why the request must be refused, or null when it may go on. */
export function crossOriginReason(request: FastifyRequest, options: OriginCheckOptions): string | null {
  if (!STATE_CHANGING.has(request.method)) return null;
  const path = request.url.split('?')[0] ?? '';
  if (SERVER_TO_SERVER.includes(path)) return null;
  if (/^bearer\s/i.test(request.headers.authorization ?? '')) return null;
  if (!request.headers.cookie) return null;
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  // A page served with Referrer-Policy: no-referrer (helmet's default, ours) makes Chromium
  // send `Origin: null` on its own same-origin form posts (the dev outbox's Settle button):
  // then only the Fetch Metadata header can tell ours from a sandboxed or opaque origin.
  if (origin === 'null') return site === 'same-origin' ? null : 'origin null';
  if (origin !== undefined) {
    if (origin === new URL(options.publicUrl).origin) return null;
    if (options.env === 'development' && LOOPBACK_ORIGIN.test(origin)) return null;
    return `origin ${origin}`;
  }
  // No Origin (older browsers, some form posts): the Fetch Metadata header says where it came from.
  if (site === 'cross-site' || site === 'same-site') return `sec-fetch-site ${site}`;
  return null;
}

export function registerOriginCheck(app: FastifyInstance, options: OriginCheckOptions): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const reason = crossOriginReason(request, options);
    if (reason === null) { done(); return; }
    request.log.warn({ reason, url: request.url }, 'refused a cross-origin state-changing request');
    done(new KumbuError('cross-origin'));
  });
}
