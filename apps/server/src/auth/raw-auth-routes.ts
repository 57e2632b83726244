// /api/auth/*: only the better-auth routes the app really uses are reachable from outside
// (issue 14, item 10) — the two links our e-mails carry. Everything else (its own sign-up
// without our password rules and profile, list-sessions with raw tokens, update-user, …)
// answers 404; the app's own routes call better-auth in-process, not through here.
import type { FastifyInstance } from 'fastify';
import { KumbuError } from '@kumbu/core/errors';
import type { AppContext } from '../app-context';
import { AUTH_BASE_PATH } from './auth';
import { toAuthRequest } from './auth-request';

const ALLOWED: readonly { readonly method: string; readonly path: RegExp }[] = [
  // The verification e-mail's link (then a redirect to /dashboard, signed in).
  { method: 'GET', path: /^\/verify-email$/ },
  // The reset e-mail's link: checks the token and redirects to /reset-password?token=…
  { method: 'GET', path: /^\/reset-password\/[A-Za-z0-9_-]{1,200}$/ },
];

export function isAllowedAuthRoute(method: string, path: string): boolean {
  return ALLOWED.some((route) => route.method === method && route.path.test(path));
}

export function registerRawAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    handler: async (request, reply) => {
      const url = new URL(request.url, ctx.config.publicUrl);
      const path = url.pathname.slice(AUTH_BASE_PATH.length);
      if (!isAllowedAuthRoute(request.method, path)) throw new KumbuError('not-found');
      const response = await ctx.auth.handler(toAuthRequest(ctx.config, request, path, { method: request.method, search: url.search }));
      reply.code(response.status);
      response.headers.forEach((value, key) => { if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value); });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(Buffer.from(await response.arrayBuffer()));
    },
  });
}
