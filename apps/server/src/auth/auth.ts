// Accounts are better-auth on our own database (DECISIONS.md: no hand-written password
// storage or sessions). E-mail + password with verification required, password reset,
// database sessions, bearer tokens for API clients, rate limits stored in PostgreSQL so
// every instance shares them.
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

export const AUTH_BASE_PATH = '/api/auth';

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
    rateLimit: {
      enabled: config.authRateLimit,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 3 },
        '/send-verification-email': { window: 60, max: 3 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: config.trustProxy ? ['x-forwarded-for'] : [] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    plugins: [bearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
