// Changing the sign-in e-mail (spec §4: re-authenticate with the current password, update,
// verify the new address). The change waits for the new address to prove it receives mail:
// PUT sends a link there (and a notice to the address in use, naming the new one); opening
// it switches the address (marked verified) and lands on settings. Until then GET
// /api/account/me shows it as `user.pendingEmail`. Existing sessions keep working: they
// belong to the account, not the address.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { KumbuError } from '@kumbu/core/errors';
import { isLang } from '@kumbu/core/lang';
import { validateChangeEmail } from '@kumbu/core/validation';
import { changeUserEmail, findUserByEmail, getProfile, uniqueViolation } from '@kumbu/db/accounts';
import { sendData } from '../../http/answer';
import { langOf } from '../../http/lang';
import { parseWith } from '../../http/parse';
import { LIMITS, limitAbuse } from '../../http/auth-limits';
import { accountEmail } from '../../emails/account-emails';
import { createEmailChangeToken, takeEmailChangeToken } from '../../accounts/email-change-tokens';
import { assertCurrentPassword } from '../../accounts/current-password';
import { sendEmailChangeRequestedNotice } from '../../accounts/security-notices';
import type { AppContext } from '../../app-context';
import { assertOwnAccount } from '../onboarding/own-account';

const body = z.object({
  firebase_uid: z.string().max(200).optional(),
  newEmail: z.string().max(254).default(''),
  currentPassword: z.string().max(128).default(''),
});
const confirmQuery = z.object({ token: z.string().max(200).default('') });

export function registerEmailChangeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  app.put('/api/onboardNewClient/email', async (request, reply) => {
    const user = await ctx.sessions.require(request);
    const lang = langOf(request);
    const input = parseWith(body, request.body, request);
    assertOwnAccount(input.firebase_uid, user.id);
    const problem = validateChangeEmail(input, lang);
    if (problem) throw new KumbuError('validation-failed', { fields: [problem] });
    await limitAbuse(ctx, `email-change:user:${user.id}`, LIMITS.emailChangePerUser);

    await assertCurrentPassword(ctx, user.id, input.currentPassword);
    const newEmail = input.newEmail.trim().toLowerCase();
    if (newEmail === user.email.toLowerCase() || await findUserByEmail(db, newEmail)) throw new KumbuError('email-in-use');

    const token = await createEmailChangeToken(db, user.id, newEmail, ctx.now());
    const profile = await getProfile(db, user.id);
    const mailLang = profile && isLang(profile.language) ? profile.language : lang;
    const url = `${ctx.config.publicUrl}/api/account/confirm-email-change?token=${token}`;
    try {
      await ctx.mailer.send(accountEmail('emailChange', mailLang, newEmail, profile?.firstName ?? user.name, url));
    } catch (error) {
      throw new KumbuError('email-send-failed', { cause: error });
    }
    // The address in use hears of it too: a change the person did not ask for is then noticed.
    await sendEmailChangeRequestedNotice(ctx, request, user, lang, newEmail);
    return sendData(reply, { pendingEmail: newEmail, verificationSent: true });
  });

  app.get('/api/account/confirm-email-change', async (request, reply) => {
    const { token } = parseWith(confirmQuery, request.query, request);
    const outcome = token ? await db.transaction(async (tx) => {
      const change = await takeEmailChangeToken(tx, token, ctx.now());
      if (!change) return null;
      const owner = await findUserByEmail(tx, change.newEmail);
      if (owner && owner.id !== change.userId) return null;
      return (await changeUserEmail(tx, change.userId, change.newEmail)) ? change.userId : null;
    }).catch((error: unknown) => {
      if (uniqueViolation(error) !== null) return null;
      throw error;
    }) : null;
    if (outcome) ctx.sessions.forgetUser(outcome);
    return reply.redirect(`/settings?emailChange=${outcome ? 'ok' : 'invalid'}`, 302);
  });
}
