// What the web needs for bot protection: which provider, and (ALTCHA) fresh challenges.
// The challenge is sent unwrapped — the <altcha-widget> reads `{ parameters, signature }`
// straight from the response of its `challenge` URL.
import type { FastifyInstance } from 'fastify';
import { KumbuError } from '@kumbu/core/errors';
import { sendData } from '../../http/answer';
import type { AppContext } from '../../app-context';
import { ALTCHA_CHALLENGE_URL } from '../../adapters/bot/altcha-verifier';

export function registerBotRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/bot-protection/config', async (_request, reply) => sendData(reply, ctx.bot.publicConfig()));

  app.get(ALTCHA_CHALLENGE_URL, async (_request, reply) => {
    if (!ctx.bot.createChallenge) throw new KumbuError('not-found');
    const challenge = await ctx.bot.createChallenge();
    return reply.header('cache-control', 'no-store').send(challenge);
  });
}
