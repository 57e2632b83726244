// WhatsApp, webhook to reply sent, on the real server with PostgreSQL. Budget (issue): p99
// under 100 ms and at least 300 messages/s on this 2-core machine; and the webhook handler's
// throughput as a ratio to bare node:http answering 200 (printed, no budget).
//
// Setup: the server runs in a child process (Cloud API transport, a fresh PostgreSQL
// database, 50 users with matched numbers and active trials); the load generator and a fake
// Graph API run here, in the parent, on one clock. Each message is a signed webhook post
// "gastei <amount> no taxi" from the next user in turn, every amount different; the co-pilot
// records it and replies "✅ Despesa registada: <amount> Kz …", so the reply's amount names
// its message exactly. Latency = the Graph API has the whole reply − the post was written.
//
// Runs:
// 1. Paced at 300 msg/s, open loop (evenly spaced, never waiting for answers; see
//    lib/whatsapp-paced-load.ts for why not autocannon's bursty rate limiter): 3 s warm-up,
//    then 10 s measured. p50/p99 over every message of the 10 s (unanswered = infinitely
//    late); replies received per second over the same window. It "kept pace" when every
//    message was answered and replies/s reached 99% of the rate. That is the throughput
//    budget: 300 msg/s sustained.
// 2. Open throttle (informational, the maximum): autocannon posts 3 000 messages as fast as
//    10 connections go, then the server drains the backlog; replies per second over the
//    steady part of the drain (10th to 90th percentile reply).
//    When 300/s does not hold, a few lower paced rates (5 s each, from just above the drain
//    rate down) find the highest that does: informational, how far off the budget is.
// 3. Exactly once: at the end the database must hold one processed inbound row, one sent
//    reply and one record (distinct amount) per message, and the Graph API one reply each.
// 4. The webhook handler alone (a server without its workers, its own fresh database)
//    against bare node:http reading the same posts and answering the same bytes:
//    autocannon, 10 connections, 2 s warm-up + 10 s each.
import { startChild, type Child } from './lib/child';
import { isBareReady, isServerStats } from './lib/ipc';
import { ms, quantile, thousands } from './lib/stats';
import { VERIFY_TOKEN, WEBHOOK_PATH, confirmedAmountKz } from './lib/whatsapp-fixture';
import { startFakeGraph, type FakeGraph } from './lib/whatsapp-fake-graph';
import { isWhatsAppAnalyzed, isWhatsAppCounts, isWhatsAppReady, type WhatsAppCounts } from './lib/whatsapp-ipc';
import { burstRun, drained, pacedRun, sustainableRate, type LatencyFigures } from './lib/whatsapp-runs';
import { WebhookTraffic } from './lib/whatsapp-traffic';
import { webhookThroughput } from './lib/whatsapp-webhook-throughput';

const RATE = 300;
const WARMUP_S = 3;
const MEASURE_S = 10;
const BURST = 3_000;
const BURST_CONNECTIONS = 10;
const BUDGET_P99_MS = 100;
/** Kept pace: every message answered, and replies over the window at least this share of the rate. */
const PACE_SHARE = 0.99;
const GRACE_MS = 30_000;
/** Rates tried, from the top, to find the highest that holds when 300/s does not. */
const LADDER = [250, 200, 150, 125, 100, 75, 50, 25] as const;
const LADDER_STEPS = 4;
const LADDER_S = 5;

const verdict = (met: boolean): string => (met ? 'MET' : 'NOT MET');
const late = (x: number): string => (Number.isFinite(x) ? `${ms(x)} ms` : 'never (unanswered)');
const latencyLine = (l: LatencyFigures): string => `p50 ${late(l.p50)}, p99 ${late(l.p99)}, max ${late(l.max)} (${thousands(l.answered)}/${thousands(l.messages)} answered)`;

/** What is wrong with the end state, if anything: one of each row per message sent. */
function exactlyOnceProblems(counts: WhatsAppCounts, total: number): string[] {
  const expected: Omit<WhatsAppCounts, 'type'> = { inbound: total, inboundProcessed: total, outbound: total, outboundSent: total, records: total, recordAmounts: total };
  return Object.entries(expected).flatMap(([k, v]) => {
    const got = counts[k as keyof typeof expected];
    return got === v ? [] : [`${k} ${got} (expected ${v})`];
  });
}

const traffic = new WebhookTraffic();
const problems: string[] = [];
const children: Child[] = [];
let graph: FakeGraph | null = null;
try {
  graph = await startFakeGraph((m) => {
    const problem = traffic.replied(m.to, confirmedAmountKz(m.text), m.at);
    if (problem && problems.length < 20) problems.push(problem);
  });
  const started = Date.now();
  const server = startChild('lib/whatsapp-server.ts', { BENCH_WA_MODE: 'end-to-end', BENCH_WA_GRAPH_URL: graph.url });
  children.push(server);
  const ready = await server.next(isWhatsAppReady, 300_000);
  const engineNote = ready.engine === 'pglite' ? ' (measured on PGlite, NOT PostgreSQL)' : '';
  console.log(`WhatsApp bench: server up on ${ready.note} with ${ready.users} users (${((Date.now() - started) / 1000).toFixed(1)} s); Cloud API transport → fake Graph API at ${graph.url}`);
  if (engineNote) console.log(`  WARNING: ${ready.note}: every figure below is measured on PGlite, not PostgreSQL`);
  const serverUrl = `http://127.0.0.1:${ready.port}`;

  const challenge = await fetch(`${serverUrl}${WEBHOOK_PATH}?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=4242`);
  const echoed = await challenge.text();
  if (challenge.status !== 200 || echoed !== '4242') throw new Error(`webhook verification answered ${challenge.status} ${echoed}`);

  await pacedRun(traffic, serverUrl, 'warm-up', RATE, WARMUP_S, GRACE_MS);
  // A live database has statistics (autovacuum analyzes a table within a minute of its first
  // rows); this one is a minute old. Without them the planner walks the whole outbound queue
  // by id for every claim, a cost no running deployment pays.
  server.send({ type: 'analyze' });
  await server.next(isWhatsAppAnalyzed);
  server.send({ type: 'stats' });
  await server.next(isServerStats);
  const paced = await pacedRun(traffic, serverUrl, 'paced', RATE, MEASURE_S, GRACE_MS);
  server.send({ type: 'stats' });
  const pacedStats = await server.next(isServerStats);
  const webhookP99 = paced.load.webhookMs.length > 0 ? quantile(paced.load.webhookMs, 0.99) : Number.NaN;
  const keptPace = paced.latency.answered === paced.load.sent && paced.load.failures.length === 0 && paced.repliesPerSecond >= PACE_SHARE * RATE;
  const failed = paced.load.failures.length > 0 ? ` | ${paced.load.failures.length} posts failed: ${paced.load.failures.slice(0, 3).join('; ')}` : '';
  // The stats window spans the run and the wait for its last replies: all the work of these messages.
  console.log(`  paced ${RATE} msg/s, ${MEASURE_S} s: ${latencyLine(paced.latency)} | ${paced.repliesPerSecond.toFixed(1)} replies/s | webhook answered in p99 ${ms(webhookP99)} ms | server CPU ${thousands(pacedStats.cpuMicros / Math.max(1, pacedStats.requests))} µs/message${failed}`);

  // A server still behind on the paced run 30 s after it ended would only pile the next runs
  // onto its backlog (PGlite does that): their figures would mean nothing, so they are skipped.
  const caughtUp = paced.latency.answered === paced.latency.messages;
  const burst = caughtUp ? await burstRun(traffic, serverUrl, 'burst', BURST, BURST_CONNECTIONS, GRACE_MS * 4) : null;
  console.log(burst
    ? `  open throttle, ${thousands(BURST)} messages: posted at ${thousands(burst.postsPerSecond)}/s, backlog drained at ${thousands(burst.steadyPerSecond)} msg/s (steady), ${thousands(burst.overallPerSecond)} msg/s first post → last reply | ${latencyLine(burst.latency)}${burst.postErrors > 0 ? ` | ${burst.postErrors} posts failed` : ''}`
    : `  open throttle: skipped, ${thousands(paced.latency.messages - paced.latency.answered)} paced messages still unanswered ${GRACE_MS / 1000} s after the run`);

  // Where it does hold, when 300/s does not: the highest rate (of a few below the backlog's
  // drain rate) kept up with p99 under budget. Informational; it says how far off the budget is.
  const pacedMet = keptPace && paced.latency.p99 < BUDGET_P99_MS;
  const ladder = pacedMet || !burst ? null
    : await sustainableRate(traffic, serverUrl, LADDER.filter((r) => r < RATE && r <= 1.5 * burst.steadyPerSecond).slice(0, LADDER_STEPS), LADDER_S, BUDGET_P99_MS, GRACE_MS);
  if (!pacedMet && burst) {
    console.log(ladder
      ? `  sustained with p99 < ${BUDGET_P99_MS} ms: ${ladder.rate} msg/s (${LADDER_S} s: ${latencyLine(ladder.run.latency)}, ${ladder.run.repliesPerSecond.toFixed(1)} replies/s)`
      : `  sustained with p99 < ${BUDGET_P99_MS} ms: none of the rates tried`);
  }

  // Exactly once: every message sent has one reply (checked as replies arrive) and one row
  // of each kind in the database.
  const complete = await drained(traffic, GRACE_MS);
  server.send({ type: 'counts' });
  const counts = await server.next(isWhatsAppCounts);
  const total = traffic.sent.size;
  const off = exactlyOnceProblems(counts, total);
  if (!complete) off.push(`${traffic.unanswered} messages still unanswered ${GRACE_MS / 1000} s later`);
  if (graph.refused() > 0) off.push(`${graph.refused()} Graph API requests refused`);
  if (burst && burst.posted !== traffic.of('burst').length) off.push(`autocannon posted ${burst.posted} but ${traffic.of('burst').length} were stamped`);
  off.push(...problems);
  const exactlyOnce = off.length === 0;
  console.log(`  exactly once: ${thousands(total)} messages → ${thousands(counts.inboundProcessed)} processed, ${thousands(counts.records)} records (${thousands(counts.recordAmounts)} distinct amounts), ${thousands(counts.outboundSent)} replies sent: ${exactlyOnce ? 'OK' : `NOT MET — ${off.join('; ')}`}`);
  await server.stop();

  // The webhook handler alone against bare node:http.
  const webhook = startChild('lib/whatsapp-server.ts', { BENCH_WA_MODE: 'webhook-only', BENCH_WA_GRAPH_URL: graph.url });
  children.push(webhook);
  const webhookReady = await webhook.next(isWhatsAppReady, 300_000);
  const handlerTraffic = new WebhookTraffic();
  const one = handlerTraffic.next();
  const first = await fetch(`http://127.0.0.1:${webhookReady.port}${WEBHOOK_PATH}`, { method: 'POST', headers: one.headers, body: one.body });
  const bytes = Buffer.from(await first.arrayBuffer());
  if (first.status !== 200) throw new Error(`POST ${WEBHOOK_PATH} answered ${first.status}: ${bytes.toString('utf8').slice(0, 300)}`);
  const bare = startChild('lib/bare-server.ts');
  children.push(bare);
  bare.send({ type: 'body', base64: bytes.toString('base64'), contentType: first.headers.get('content-type') ?? 'application/json', readBody: true });
  const bareReady = await bare.next(isBareReady);
  const bareFigures = await webhookThroughput('bare node:http (POST, 200)', bare, bareReady.port, handlerTraffic);
  const handler = await webhookThroughput('POST /api/whatsapp/webhook', webhook, webhookReady.port, handlerTraffic);

  const latencyMet = paced.latency.p99 < BUDGET_P99_MS;
  console.log(`WhatsApp webhook → reply sent${engineNote}: at ${RATE} msg/s p50 ${late(paced.latency.p50)}, p99 ${late(paced.latency.p99)} | budget p99 < ${BUDGET_P99_MS} ms: ${verdict(latencyMet)}`);
  console.log(`WhatsApp messages fully processed${engineNote}: ${paced.repliesPerSecond.toFixed(1)}/s with ${RATE}/s offered (${keptPace ? 'kept pace' : 'FELL BEHIND'}); ${burst ? `backlog drained at ${thousands(burst.steadyPerSecond)}/s` : 'backlog never drained'}${ladder ? `; p99 < ${BUDGET_P99_MS} ms held up to ${ladder.rate}/s` : ''} | budget >= ${RATE} msg/s: ${verdict(keptPace)}`);
  console.log(`WhatsApp webhook handler${engineNote}: ${thousands(handler.rps)} req/s | bare node:http: ${thousands(bareFigures.rps)} req/s | ratio ${(handler.rps / bareFigures.rps).toFixed(2)} (no budget) | server CPU ${thousands(handler.cpuPerRequestUs)} vs ${thousands(bareFigures.cpuPerRequestUs)} µs/req`);
  console.log(`WhatsApp exactly once (every message one record, one reply): ${verdict(exactlyOnce)}`);
  if (!latencyMet || !keptPace || !exactlyOnce) process.exitCode = 1;
} finally {
  await Promise.all(children.map((c) => c.stop()));
  await graph?.close();
}
