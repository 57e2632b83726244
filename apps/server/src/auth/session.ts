// Who is calling. Sessions live in the database (better-auth); a verified answer is kept
// in memory for a few seconds (SESSION_CACHE_SECONDS) so that a dashboard's bursts of
// reads do not each cost a session query. A revoked session is forgotten at once on every
// instance: each deleted session row NOTIFYs (SessionRevocationFeed, migration 0010).
import type { FastifyRequest } from 'fastify';
import { KumbuError } from '@kumbu/core/errors';
import type { Auth } from './auth';
import { authHeaders } from './auth-request';

export interface SessionUser {
  readonly id: string;
  /** The session this request signed in with (its row id, not its token). */
  readonly sessionId: string;
  readonly email: string;
  readonly name: string;
  readonly emailVerified: boolean;
  readonly createdAt: Date;
}

interface CacheEntry { readonly user: SessionUser; readonly sessionToken: string; readonly until: number }

const MAX_ENTRIES = 10_000;

export class SessionResolver {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(private readonly auth: Auth, private readonly cacheMs: number, private readonly now: () => number = Date.now) {}

  /** The signed-in user, or null. */
  async user(request: FastifyRequest): Promise<SessionUser | null> {
    const key = credentialKey(request);
    if (!key) return null;
    const hit = this.cache.get(key);
    const now = this.now();
    if (hit && hit.until > now) return hit.user;
    if (hit) this.cache.delete(key);
    const result = await this.auth.api.getSession({ headers: authHeaders(request) });
    if (!result) return null;
    const user: SessionUser = {
      id: result.user.id, sessionId: result.session.id, email: result.user.email, name: result.user.name,
      emailVerified: result.user.emailVerified, createdAt: new Date(result.user.createdAt),
    };
    if (this.cacheMs > 0 && result.session.expiresAt.getTime() > now) {
      if (this.cache.size >= MAX_ENTRIES) {
        const oldest = this.cache.keys().next();
        if (!oldest.done) this.cache.delete(oldest.value);
      }
      this.cache.set(key, { user, sessionToken: result.session.token, until: Math.min(now + this.cacheMs, result.session.expiresAt.getTime()) });
    }
    return user;
  }

  /** The signed-in user with a verified e-mail (spec §6), or an error answer. */
  async require(request: FastifyRequest): Promise<SessionUser> {
    const user = await this.user(request);
    if (!user) throw new KumbuError('unauthenticated');
    if (!user.emailVerified) throw new KumbuError('email-not-verified');
    return user;
  }

  /** Forget one session, wherever it was revoked (the session feed calls this). */
  forgetSession(sessionId: string): void {
    for (const [k, entry] of this.cache) if (entry.user.sessionId === sessionId) this.cache.delete(k);
  }

  /** Forget everything (the session feed lost its connection: revocations may be missed). */
  clear(): void {
    this.cache.clear();
  }

  /** Forget every cached session of a user (password change, e-mail change, deletion). */
  forgetUser(userId: string): void {
    for (const [k, entry] of this.cache) if (entry.user.id === userId) this.cache.delete(k);
  }

  /** Forget everything cached for this caller's session (sign-out, password change). */
  forget(request: FastifyRequest): void {
    const key = credentialKey(request);
    const hit = key ? this.cache.get(key) : undefined;
    if (!hit) return;
    for (const [k, entry] of this.cache) if (entry.sessionToken === hit.sessionToken) this.cache.delete(k);
  }
}

/** The credential the request carries: its bearer token or its session cookie. */
export function credentialKey(request: FastifyRequest): string | null {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization;
  const cookie = request.headers.cookie;
  if (!cookie) return null;
  const match = /(?:^|;\s*)((?:__Secure-)?better-auth\.session_token=[^;]+)/.exec(cookie);
  return match?.[1] ?? null;
}
