// Who is paying: any signed-in account, with or without a verified e-mail. The onboarding
// wizard takes the payment right after the account is made (phone verified by SMS, e-mail
// verification still in the inbox), and paying for one's own plan reveals or changes
// nothing an unverified e-mail should guard; the dashboard and data routes still require it.
import type { FastifyRequest } from 'fastify';
import { KumbuError } from '@kumbu/core/errors';
import type { SessionUser } from '../../auth/session';
import type { AppContext } from '../../app-context';

export async function payer(ctx: AppContext, request: FastifyRequest): Promise<SessionUser> {
  const user = await ctx.sessions.user(request);
  if (!user) throw new KumbuError('unauthenticated');
  return user;
}
