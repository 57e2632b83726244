// Sign-up with an e-mail that already has an account (issue 14, item 6). The caller gets the
// very answer a new address gets, so sign-up cannot be used to learn who has an account;
// the owner gets an e-mail instead ("someone tried to create an account with your e-mail").
import type { FastifyRequest } from 'fastify';
import { isLang, type Lang } from '@kumbu/core/lang';
import { getProfile } from '@kumbu/db/accounts';
import { accountEmail } from '../../emails/account-emails';
import { LIMITS, emailKey, withinAbuseLimit } from '../../http/auth-limits';
import type { AppContext } from '../../app-context';

export interface ExistingUser { readonly id: string; readonly email: string; readonly name: string }

export async function answerExistingEmail(ctx: AppContext, request: FastifyRequest, user: ExistingUser, password: string, callerLang: Lang): Promise<void> {
  // A new account costs a password hash; so does this answer, so timing tells nothing either.
  await (await ctx.auth.$context).password.hash(password);
  // A few notices an hour per address at most: sign-up must not become a way to flood a mailbox.
  if (!await withinAbuseLimit(ctx, emailKey(user.email, 'sign-up-notice'), LIMITS.signUpNoticePerEmail)) return;
  const profile = await getProfile(ctx.database.db, user.id);
  const lang = profile && isLang(profile.language) ? profile.language : callerLang;
  try {
    await ctx.mailer.send(accountEmail('signUpAttempt', lang, user.email, profile?.firstName ?? user.name, `${ctx.config.publicUrl}/dashboard`));
  } catch (error) {
    // The caller must see what a new address sees; the failure is ours to look at.
    request.log.error({ err: error }, 'could not send the existing-account notice');
  }
}
