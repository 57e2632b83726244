// The real Kumbu server for the landing benchmark, in its own process so Lighthouse and
// Playwright in the parent do not share its event loop: buildApp on an in-memory PGlite,
// serving the built web app, no accounts (the landing and docs are public). Tells the
// parent its port.
import { buildApp } from '@kumbu/server/app';
import { loadConfig } from '@kumbu/server/config';
import { openDatabase } from '@kumbu/db/database';
import { freePort } from './free-port';
import { exitWithParent, isCommand } from './ipc';
import type { LandingReady } from './landing-ipc';

async function main(): Promise<void> {
  exitWithParent();
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test', KUMBU_DATA_DIR: 'memory://', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: 'false',
    KUMBU_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    PUBLIC_URL: `http://127.0.0.1:${port}`, PORT: String(port), HOST: '127.0.0.1',
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  });
  const database = await openDatabase({});
  const app = await buildApp(config, { database });
  await app.listen({ port, host: '127.0.0.1' });
  const ready: LandingReady = { type: 'landing-ready', port };
  process.send?.(ready);
  process.on('message', (m: unknown) => {
    if (isCommand(m) && m.type === 'stop') void app.close().then(() => database.close()).then(() => process.exit(0), () => process.exit(1));
  });
}

await main();
