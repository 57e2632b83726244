// The real Kumbu server for the WhatsApp benchmark, in its own process: buildApp with the
// Cloud API transport pointed at the parent's fake Graph API, on a fresh PostgreSQL
// database (PGlite when none answers), with USERS accounts whose WhatsApp numbers are
// matched and whose trials are active — made by createAccount, as `kumbu user create` does.
//
// BENCH_WA_MODE=webhook-only starts the same server without its inbox worker and
// dispatcher (AppDeps.whatsappWorkers: false): the webhook handler alone, for its
// throughput against bare node:http.
import { count, countDistinct, eq, sql } from 'drizzle-orm';
import { buildApp } from '@kumbu/server/app';
import { loadConfig } from '@kumbu/server/config';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { inboundMessages, outboundMessages, records } from '@kumbu/db/schema';
import type { Db } from '@kumbu/db/database';
import { freePort } from './free-port';
import { StatsCounter, exitWithParent, isCommand } from './ipc';
import { ACCESS_TOKEN, APP_SECRET, GRAPH_VERSION, PHONE_NUMBER_ID, USERS, VERIFY_TOKEN, userWaId } from './whatsapp-fixture';
import { openBenchDatabase } from './whatsapp-database';
import { isWhatsAppCommand, sendWhatsAppToParent, type WhatsAppCounts, type WhatsAppMode } from './whatsapp-ipc';

const PASSWORD = 'muito-segura-bench-1';

async function counts(db: Db): Promise<WhatsAppCounts> {
  const [inbound] = await db.select({ n: count() }).from(inboundMessages);
  const [inboundProcessed] = await db.select({ n: count() }).from(inboundMessages).where(eq(inboundMessages.status, 'processed'));
  const [outbound] = await db.select({ n: count() }).from(outboundMessages);
  const [outboundSent] = await db.select({ n: count() }).from(outboundMessages).where(eq(outboundMessages.status, 'sent'));
  const [made] = await db.select({ n: count(), amounts: countDistinct(records.amountCents) }).from(records).where(eq(records.source, 'whatsapp'));
  return {
    type: 'whatsapp-counts', inbound: inbound?.n ?? 0, inboundProcessed: inboundProcessed?.n ?? 0, outbound: outbound?.n ?? 0,
    outboundSent: outboundSent?.n ?? 0, records: made?.n ?? 0, recordAmounts: made?.amounts ?? 0,
  };
}

async function main(): Promise<void> {
  exitWithParent();
  const mode: WhatsAppMode = process.env.BENCH_WA_MODE === 'webhook-only' ? 'webhook-only' : 'end-to-end';
  const graphUrl = process.env.BENCH_WA_GRAPH_URL ?? 'http://127.0.0.1:1';
  const port = await freePort();
  const config = loadConfig({
    // Production settings: messages are logged at `error` only (a real deployment at `info`
    // writes three lines per message; the benchmark measures Kumbu, not the log sink).
    NODE_ENV: 'production', LOG_LEVEL: 'error', KUMBU_DATA_DIR: 'memory://', AUTH_RATE_LIMIT: 'false',
    KUMBU_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789', WEB_DIST: '/nonexistent',
    PUBLIC_URL: `http://127.0.0.1:${port}`, PORT: String(port), HOST: '127.0.0.1',
    WHATSAPP_TRANSPORT: 'cloud', WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
    WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID, WHATSAPP_GRAPH_URL: graphUrl,
    WHATSAPP_GRAPH_VERSION: GRAPH_VERSION,
  });
  const { database, engine, note } = await openBenchDatabase(mode === 'end-to-end' ? 'kumbu_bench_whatsapp' : 'kumbu_bench_whatsapp_webhook');
  const app = await buildApp(config, { database, whatsappWorkers: mode === 'end-to-end' });
  await app.ready();

  const now = new Date();
  for (let i = 0; i < USERS; i++) {
    await createAccount(database.db, app.kumbu.auth, {
      email: `whatsapp-${i}@bench.kumbu.ao`, password: PASSWORD, fullName: `Bench ${i}`, whatsapp: `+${userWaId(i)}`, language: 'pt', verified: true,
    }, now);
  }

  // Bench-side instrumentation: every HTTP request the server receives (one listener on the
  // node:http server, nothing inside Kumbu), for the CPU time per request.
  const stats = new StatsCounter();
  app.server.on('request', () => { stats.requests++; });
  await app.listen({ port, host: '127.0.0.1' });
  sendWhatsAppToParent({ type: 'whatsapp-ready', port, engine, note, users: USERS });

  process.on('message', (m: unknown) => {
    if (isWhatsAppCommand(m)) {
      const work = m.type === 'counts'
        ? counts(database.db)
        : database.db.execute(sql`analyze`).then(() => ({ type: 'whatsapp-analyzed' as const }));
      work.then(sendWhatsAppToParent, (error: unknown) => { console.error(error); process.exit(1); });
    } else if (isCommand(m) && m.type === 'stats') {
      stats.report();
    } else if (isCommand(m)) {
      void app.close().then(() => database.close()).then(() => process.exit(0), () => process.exit(1));
    }
  });
}

await main();
