import type { FastifyRequest } from 'fastify';
import { KumbuError } from '@kumbu/core/errors';
import type { DbOrTx } from '@kumbu/db/database';
import type { AppContext } from '../../app-context';

/** Refuses with `403 bot-check-failed` unless the bot-protection token is genuine and fresh. */
export async function requireHuman(ctx: AppContext, request: FastifyRequest, token: string | undefined, action: string, db?: DbOrTx): Promise<void> {
  const ok = await ctx.bot.verify({ token, action, ip: request.ip, ...(db ? { db } : {}) });
  if (!ok) throw new KumbuError('bot-check-failed', { detail: `bot check failed (${ctx.bot.provider}, ${action})` });
}
