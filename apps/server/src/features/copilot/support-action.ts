// "quero falar com o suporte" (issue 16, item 5): the request is stored in the worker's
// transaction and the person told its number, who answers and how soon. The team's e-mail
// leaves after the commit (features/support/support-mailer.ts); asking again within the half
// hour finds the same open request, so the team is not mailed twice.
import { openSupportRequest } from '@kumbu/db/support-requests';
import { supportReply } from '@kumbu/agent/reply/support-reply';
import type { Reply } from '@kumbu/agent/reply/replies';
import type { CopilotContext } from './copilot-context';

/** Asked again within this long: the same request. */
export const SUPPORT_REUSE_MS = 30 * 60_000;

export interface SupportOptions {
  /** SUPPORT_EMAIL: told to the person, and where the request is e-mailed. */
  readonly email: string;
  /** A new request was written in this transaction: send its e-mail once it commits. */
  readonly onOpened?: () => void;
}

export async function supportAction(ctx: CopilotContext, text: string, support: SupportOptions): Promise<Reply[]> {
  const { request, created } = await openSupportRequest(ctx.tx, {
    userId: ctx.userId, message: text.trim().slice(0, 4_000) || '—', channel: 'whatsapp', now: ctx.now, reuseWithinMs: SUPPORT_REUSE_MS,
  });
  if (created) support.onOpened?.();
  return [supportReply(ctx.lang, { reference: request.reference, email: support.email, created })];
}
