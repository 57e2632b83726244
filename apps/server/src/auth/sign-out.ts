// Signing out (issue 14, item 2): the session row is deleted by us — an error answers 500,
// never a 200 that left the session valid — and the cookies are always cleared. No rate
// limit applies: sign-out only ever takes power away. better-auth's own /sign-out logs and
// swallows a failed delete, so it is used only for its cookie-clearing headers.
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessions } from '@kumbu/db/schema';
import type { AppContext } from '../app-context';
import { authHeaders, toAuthRequest } from './auth-request';

export async function signOut(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  ctx.sessions.forget(request);
  const current = await ctx.auth.api.getSession({ headers: authHeaders(request), query: { disableCookieCache: true } });
  // Deleting the row NOTIFYs every instance (migration 0010): caches forget it, streams end.
  if (current) await ctx.database.db.delete(sessions).where(eq(sessions.token, current.session.token));
  const response = await ctx.auth.handler(toAuthRequest(ctx.config, request, '/sign-out', { method: 'POST', body: {} }));
  const cleared = response.ok ? response.headers.getSetCookie() : [];
  reply.header('set-cookie', cleared.length > 0 ? cleared : await clearingCookies(ctx));
}

/** Expired session cookies, for when better-auth did not answer with its own. */
async function clearingCookies(ctx: AppContext): Promise<string[]> {
  const context = await ctx.auth.$context;
  const { sessionToken, sessionData, dontRememberToken } = context.authCookies;
  return [sessionToken, sessionData, dontRememberToken].map(({ name, attributes }) =>
    `${name}=; Max-Age=0; Path=${attributes.path ?? '/'}; HttpOnly; SameSite=Lax${attributes.secure ? '; Secure' : ''}`);
}
