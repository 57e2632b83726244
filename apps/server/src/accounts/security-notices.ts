// The security notices of issue 17 item 6: "your password was changed" and, to the address
// in use, "a change of e-mail to X was asked for". Sent in the profile's language, through
// the mailer like every account e-mail. The change itself has already happened (or the
// link has gone out), so a mail failure is logged, never turned into a failed request.
import type { FastifyRequest } from 'fastify';
import { isLang, type Lang } from '@kumbu/core/lang';
import { endsAtText } from '@kumbu/core/subscription-lifecycle';
import { getProfile } from '@kumbu/db/accounts';
import type { AppContext } from '../app-context';
import { accountEmail, type AccountEmailKind } from '../emails/account-emails';

interface Person { readonly id: string; readonly email: string; readonly name: string }

async function sendNotice(
  ctx: AppContext, request: FastifyRequest, person: Person, fallbackLang: Lang,
  kind: Extract<AccountEmailKind, 'passwordChanged' | 'emailChangeRequested'>, path: string, values: Readonly<Record<string, string>> = {},
): Promise<void> {
  try {
    const profile = await getProfile(ctx.database.db, person.id);
    const lang = profile && isLang(profile.language) ? profile.language : fallbackLang;
    const when = endsAtText(ctx.now(), lang, profile?.timeZone ?? undefined);
    await ctx.mailer.send(accountEmail(kind, lang, person.email, profile?.firstName ?? person.name, `${ctx.config.publicUrl}${path}`, { when, ...values }));
  } catch (error) {
    request.log.error({ err: error, kind }, 'could not send a security notice');
  }
}

export function sendPasswordChangedNotice(ctx: AppContext, request: FastifyRequest, person: Person, lang: Lang): Promise<void> {
  return sendNotice(ctx, request, person, lang, 'passwordChanged', '/');
}

/** To the address in use (`person.email`), naming the one asked for. */
export function sendEmailChangeRequestedNotice(ctx: AppContext, request: FastifyRequest, person: Person, lang: Lang, newEmail: string): Promise<void> {
  return sendNotice(ctx, request, person, lang, 'emailChangeRequested', '/settings', { newEmail });
}
