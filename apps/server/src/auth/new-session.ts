// A session for an account whose e-mail is not verified yet (the phone path: the number is
// proven by SMS, the e-mail link comes later). better-auth's sign-in refuses unverified
// e-mails, so the session is made through its internal adapter (the same call its sign-in
// makes) and the cookie is signed the way better-call's `setSignedCookie` signs it:
// `token + "." + base64(HMAC-SHA256(secret, token))`, URI-encoded. The bearer() plugin
// accepts that value as `Authorization: Bearer …` and the cookie carries it for the web.
import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './auth';

export interface NewSession {
  /** The signed session token: send it as `Authorization: Bearer <token>`. */
  readonly token: string;
}

export async function createSessionFor(auth: Auth, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<NewSession> {
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId, false, {
    ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? '',
  });
  const signature = createHmac('sha256', context.secret).update(session.token).digest('base64');
  const token = encodeURIComponent(`${session.token}.${signature}`);
  const { name, attributes } = context.authCookies.sessionToken;
  const parts = [`${name}=${token}`, `Max-Age=${context.sessionConfig.expiresIn}`, `Path=${attributes.path ?? '/'}`, 'HttpOnly', 'SameSite=Lax'];
  if (attributes.secure) parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
  reply.header('set-auth-token', token);
  reply.header('access-control-expose-headers', 'set-auth-token');
  return { token };
}
