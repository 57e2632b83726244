// Accounts are better-auth on our own database (DECISIONS.md: no hand-written password
// storage or sessions). E-mail + password with verification required, password reset,
// database sessions, signed bearer tokens for API clients. Rate limits are ours, per client
// address and per account (http/auth-limits.ts, decision 0017), not better-auth's.
import { createHash } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import { accounts, rateLimits, sessions, users, verifications } from '@kumbu/db/schema';
import { getProfile } from '@kumbu/db/accounts';
import type { Db } from '@kumbu/db/database';
import { isLang, type Lang, DEFAULT_LANG } from '@kumbu/core/lang';
import { PASSWORD_MIN } from '@kumbu/core/validation';
import type { Config } from '../config';
import type { Mailer } from '../adapters/mail/mailer';
import { accountEmail } from '../emails/account-emails';
import { CLIENT_IP_HEADER } from './auth-request';

export const AUTH_BASE_PATH = '/api/auth';

const RESET_PREFIX = 'reset-password:';

/**
 * How a reset link's token is stored: a SHA-256 of it, behind the same prefix, so a leaked
 * table cannot reset anyone's password and the rows stay recognisable (to revoke them all).
 */
export function resetIdentifier(identifier: string): string {
  return `${RESET_PREFIX}${createHash('sha256').update(identifier).digest('hex')}`;
}

export function createAuth(opts: { db: Db; config: Config; mailer: Mailer; onEmailVerified?: (userId: string) => void }) {
  const { db, config, mailer } = opts;

  async function languageOf(userId: string): Promise<Lang> {
    const profile = await getProfile(db, userId);
    return profile && isLang(profile.language) ? profile.language : DEFAULT_LANG;
  }

  return betterAuth({
    appName: 'Kumbu',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.secret,
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        await mailer.send(accountEmail('reset', await languageOf(user.id), user.email, user.name, url));
      },
      // The password changed: every other reset link of the account (older or newer) is
      // now void. The one just used was consumed by better-auth itself.
      async onPasswordReset({ user }) {
        await db.delete(verifications).where(and(like(verifications.identifier, `${RESET_PREFIX}%`), eq(verifications.value, user.id)));
      },
    },
    // Reset tokens are stored hashed (the e-mail has the only copy); other identifiers stay
    // as they are (e-mail verification uses signed JWTs, not rows; e-mail changes hash their own).
    verification: {
      storeIdentifier: { default: 'plain', overrides: { [RESET_PREFIX]: { hash: (identifier) => Promise.resolve(resetIdentifier(identifier)) } } },
    },
    emailVerification: {
      // Sent by our sign-up route once the profile exists, so it goes out in the user's language.
      sendOnSignUp: false,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      async sendVerificationEmail({ user, url }) {
        await mailer.send(accountEmail('verify', await languageOf(user.id), user.email, user.name, url));
      },
      // A session opened before the link (the phone path) must see the change at once.
      afterEmailVerification(user) {
        opts.onEmailVerified?.(user.id);
        return Promise.resolve();
      },
    },
    session: { expiresIn: 30 * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    // Off: our routes count per client address and per account before calling better-auth
    // (http/auth-limits.ts). better-auth's own limiter keyed every caller alike, and a 429
    // from it could turn a sign-out into a silent no-op.
    rateLimit: { enabled: false },
    advanced: {
      // The only address header better-auth reads is the one our bridge sets from
      // Fastify's request.ip (TRUST_PROXY applied there), never one a caller sends.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    // Only signed tokens (`token.signature`, as set-auth-token gives them): a raw session
    // token read from a leaked row or log is not a credential.
    plugins: [bearer({ requireSignature: true })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
