// `kumbu start`: boot with validated config, listen, and shut down cleanly on a signal
// (open streams end, the database closes, PGlite flushes its files).
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';

export async function startServer(config: Config, banner?: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(() => process.exit(0), (error: unknown) => { app.log.error({ err: error }, 'shutdown failed'); process.exit(1); });
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  banner?.(app);
  return app;
}
