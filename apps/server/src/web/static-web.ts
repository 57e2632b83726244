// Serves the built web app. Hashed assets are cached for a year; index.html never, so a
// new deploy is picked up at once. Any non-API GET that is not a file gets index.html
// (the SPA decides the screen from the path, spec §2) — app.html for an app screen: the same
// page with the app's skeleton painted before any script arrives (issue 17). The build writes .br and .gz copies of
// its text files (apps/web/vite-plugins/precompress.ts); they are sent as they are to browsers
// that accept them, so nothing is compressed per request.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { appScreenPathOf } from '@kumbu/core/app-paths';
import { errorBody } from '../http/answer';

export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  const hasAppPage = existsSync(join(webDist, 'app.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, path) {
        res.header('cache-control', path.includes(join(webDist, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: run `npm run build` (npm start does it for you)');
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!hasWeb || path.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(errorBody(request, 'not-found'));
    }
    const page = hasAppPage && appScreenPathOf(path) !== null ? 'app.html' : 'index.html';
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(page);
  });
}
