import type { FastifyInstance } from 'fastify';
import { KumbuError } from '@kumbu/core/errors';
import { sendData } from '../../http/answer';
import type { AppContext } from '../../app-context';

const VERSION = '0.1.0';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/health', async (request, reply) => {
    try {
      await ctx.database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'health: database did not answer');
      throw new KumbuError('database-unavailable', { cause: error });
    }
    return sendData(reply, { status: 'ok', database: 'ok', engine: ctx.database.kind, version: VERSION, time: ctx.now().toISOString() });
  });
}
