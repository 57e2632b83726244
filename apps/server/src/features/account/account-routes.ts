// Account routes in Kumbu's answer shape and error vocabulary, on top of better-auth:
// sign-up (account + profile + trial), sign-in (unverified → `email-not-verified`),
// sign-out, resend verification, forgot and reset password, and "who am I".
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { KumbuError } from '@kumbu/core/errors';
import { validateForgotPassword, validateSignUp } from '@kumbu/core/validation';
import { normalisePhone, toWhatsAppId } from '@kumbu/core/phone';
import { resolveProfileName } from '@kumbu/core/profile-name';
import { isCommonPassword } from '@kumbu/core/common-passwords';
import {
  deleteUser, findProfileByUserName, findProfileByWhatsappId, findUserByEmail, getProfile, getSubscription,
} from '@kumbu/db/accounts';
import { sendData } from '../../http/answer';
import { langOf } from '../../http/lang';
import { parseWith } from '../../http/parse';
import { forwardAuthHeaders, readAuthJson, toAuthRequest } from '../../auth/auth-request';
import type { AppContext } from '../../app-context';
import { registerProfile } from '../../accounts/register-profile';
import { LIMITS, emailKey, ipKey, limitAbuse } from '../../http/auth-limits';
import { clearRateLimit } from '../../http/rate-limit';
import { signOut } from '../../auth/sign-out';
import { answerExistingEmail } from './existing-email-sign-up';
import { claimDto } from '../../accounts/number-claim';
import { getClaim } from '@kumbu/db/whatsapp-claims';
import { pendingEmailChange } from '../../accounts/email-change-tokens';
import { authErrorCode, retryAfterOf } from './auth-error-code';

const text = z.string().max(200);
const signUpBody = z.object({
  fullName: text.default(''), username: text.default(''), whatsapp: text.default(''), email: text.default(''),
  password: z.string().max(128).default(''), confirmPassword: z.string().max(128).default(''),
  language: z.enum(['pt', 'en']).optional(),
});
const signInBody = z.object({ email: text.default(''), password: z.string().max(128).default('') });
const emailBody = z.object({ email: text.default('') });
const resetBody = z.object({ token: z.string().min(1).max(500), newPassword: z.string().min(1).max(128) });

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { config, auth, database, sessions } = ctx;
  const db = database.db;

  async function callAuth(request: FastifyRequest, path: string, body: unknown): Promise<{ response: Response; json: Record<string, unknown> }> {
    const response = await auth.handler(toAuthRequest(config, request, path, { method: 'POST', body }));
    const json = await readAuthJson(response);
    if (!response.ok) {
      const retryAfter = retryAfterOf(response);
      throw new KumbuError(authErrorCode(response.status, json), {
        detail: `${path}: ${response.status} ${typeof json.code === 'string' ? json.code : ''}`,
        ...(retryAfter === undefined ? {} : { retryAfter }),
      });
    }
    return { response, json };
  }

  app.post('/api/account/sign-up', async (request, reply) => {
    const lang = langOf(request);
    const body = parseWith(signUpBody, request.body, request);
    const problem = validateSignUp(body, lang);
    if (problem) throw new KumbuError('validation-failed', { fields: [problem] });
    if (isCommonPassword(body.password)) throw new KumbuError('weak-password');
    // Counted before any look-up: every probe for a number or a username costs a try.
    await limitAbuse(ctx, ipKey(request, 'sign-up'), LIMITS.signUpPerIp);
    const email = body.email.trim().toLowerCase();
    const whatsappId = toWhatsAppId(normalisePhone(body.whatsapp));
    if (await findProfileByWhatsappId(db, whatsappId)) throw new KumbuError('email-in-use');
    // Usernames are public handles and must stay unique, so "taken" is said (limited above).
    if (await findProfileByUserName(db, body.username)) throw new KumbuError('username-taken');
    // Last, so an existing e-mail answers exactly like a new one whatever else was sent.
    const existing = await findUserByEmail(db, email);
    if (existing) {
      await answerExistingEmail(ctx, request, existing, body.password, lang);
      return sendData(reply, { email, verificationSent: true }, 201);
    }

    const fullName = body.fullName.trim().replace(/\s+/g, ' ');
    const { json } = await callAuth(request, '/sign-up/email', { name: fullName, email, password: body.password });
    const user = z.object({ id: z.string() }).safeParse(json.user);
    if (!user.success) throw new KumbuError('internal', { detail: 'sign-up answered without a user' });
    const userId = user.data.id;
    try {
      // Spec §4: the profile is registered through onboarding, like the wizard's accounts.
      await db.transaction((tx) => registerProfile(tx, {
        userId, email, fullName, userName: body.username, whatsappId, language: body.language ?? lang, plan: 'standard', wantsTrial: true,
      }, ctx.now()));
    } catch (error) {
      // Keep sign-up all-or-nothing: without a profile the account would be half made.
      await deleteUser(db, userId);
      if (error instanceof KumbuError && error.status < 500) throw error;
      throw new KumbuError('profile-create-failed', { cause: error, detail: 'profile creation failed' });
    }
    await auth.api.sendVerificationEmail({ body: { email, callbackURL: '/dashboard' } });
    return sendData(reply, { email, verificationSent: true }, 201);
  });

  app.post('/api/account/sign-in', async (request, reply) => {
    const body = parseWith(signInBody, request.body, request);
    if (!body.email.trim() || !body.password) {
      throw new KumbuError('validation-failed', { fields: [{ field: body.email.trim() ? 'password' : 'email', message: langOf(request) === 'pt' ? 'Campo obrigatório.' : 'This field is required.' }] });
    }
    const email = body.email.trim().toLowerCase();
    // Per address (one noisy caller never locks out the rest) and per account (many
    // addresses cannot share out the guessing of one password).
    await limitAbuse(ctx, ipKey(request, 'sign-in'), LIMITS.signInPerIp);
    await limitAbuse(ctx, emailKey(email, 'sign-in'), LIMITS.signInPerAccount);
    const { response, json } = await callAuth(request, '/sign-in/email', { email, password: body.password });
    // The owner got in: their earlier typos no longer count against them.
    await clearRateLimit(db, emailKey(email, 'sign-in'));
    forwardAuthHeaders(response, reply);
    const user = z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() }).parse(json.user);
    // The signed token (as in set-auth-token): the only form a Bearer header accepts.
    return sendData(reply, { user, token: response.headers.get('set-auth-token') });
  });

  app.post('/api/account/sign-out', async (request, reply) => {
    await signOut(ctx, request, reply);
    return sendData(reply, { signedOut: true });
  });

  app.post('/api/account/resend-verification', async (request, reply) => {
    const body = parseWith(emailBody, request.body, request);
    const problem = validateForgotPassword({ email: body.email }, langOf(request));
    if (problem) throw new KumbuError('validation-failed', { fields: [problem] });
    await limitAbuse(ctx, ipKey(request, 'resend'), LIMITS.resendPerIp);
    const user = await findUserByEmail(db, body.email);
    // Same answer whether or not the address has an account: no probing for accounts here.
    if (user && !user.emailVerified) await callAuth(request, '/send-verification-email', { email: user.email, callbackURL: '/dashboard' });
    return sendData(reply, { sent: true });
  });

  app.post('/api/account/forgot-password', async (request, reply) => {
    const body = parseWith(emailBody, request.body, request);
    const problem = validateForgotPassword({ email: body.email }, langOf(request));
    if (problem) throw new KumbuError('validation-failed', { fields: [problem] });
    await limitAbuse(ctx, ipKey(request, 'reset-request'), LIMITS.resetRequestPerIp);
    await limitAbuse(ctx, emailKey(body.email, 'reset-request'), LIMITS.resetRequestPerEmail);
    await callAuth(request, '/request-password-reset', { email: body.email.trim().toLowerCase(), redirectTo: `${config.publicUrl}/reset-password` });
    return sendData(reply, { sent: true });
  });

  app.post('/api/account/reset-password', async (request, reply) => {
    const body = parseWith(resetBody, request.body, request);
    if (isCommonPassword(body.newPassword)) throw new KumbuError('weak-password');
    await limitAbuse(ctx, ipKey(request, 'reset-use'), LIMITS.resetUsePerIp);
    await callAuth(request, '/reset-password', { token: body.token, newPassword: body.newPassword });
    return sendData(reply, { reset: true });
  });

  app.get('/api/account/me', async (request, reply) => {
    const user = await sessions.user(request);
    if (!user) throw new KumbuError('unauthenticated');
    const [profile, subscription, claim, pendingEmail] = await Promise.all([
      getProfile(db, user.id), getSubscription(db, user.id), getClaim(db, user.id), pendingEmailChange(db, user.id, ctx.now()),
    ]);
    const name = resolveProfileName({ storedName: profile?.fullName, authName: user.name, email: user.email });
    return sendData(reply, {
      user: { id: user.id, email: user.email, emailVerified: user.emailVerified, createdAt: user.createdAt.toISOString(),
        // A new address asked for but not confirmed yet (decision 0007): Settings says "Confirme no novo endereço".
        pendingEmail },
      profile: {
        fullName: name.fullName, firstName: name.firstName, lastName: name.lastName, initials: name.initials, source: name.source,
        userName: profile?.userName ?? null, whatsappId: profile?.whatsappId ?? null,
        // A number named but not proven yet (decision 0016): Settings shows it "por confirmar".
        whatsappClaim: claimDto(claim),
        defaultCurrency: profile?.defaultCurrency ?? 'AOA', language: profile?.language ?? 'pt', timeZone: profile?.timeZone ?? 'Africa/Luanda',
        reportPrefs: profile?.reportPrefs ?? { weekly: { email: true }, monthly: { email: true } },
      },
      subscription: subscription ? {
        tier: subscription.tier, status: subscription.status, trial: subscription.trial,
        trialStartDate: subscription.trialStartDate?.toISOString() ?? null, trialEndsAt: subscription.trialEndsAt?.toISOString() ?? null,
        expiresAt: subscription.expiresAt?.toISOString() ?? null,
      } : null,
    });
  });
}
