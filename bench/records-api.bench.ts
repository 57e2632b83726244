// Throughput of GET /api/records (a month page of 50, 10 000 records that month) on the
// real server, against a bare node:http server answering the same bytes, measured the same
// way in the same run, on PGlite and on PostgreSQL (when one answers; see
// lib/whatsapp-database.ts). Budgets (issue 19): the API serves at least 50% of the bare
// throughput when the page is cached (the same URL again), and at least 25% when every
// request asks for another page (the cache misses: the session, the plan and the page are
// each paid for).
//
// Fairness: autocannon runs here, in the parent; each server runs in a child process of
// its own, started with the same Node flags, and only one is under load at a time. On this
// 2-core machine that gives the load generator one core and the server under test the
// other. Serving from this process instead would make the server share its event loop with
// autocannon's 10 clients, so the figure would mostly measure the client. Each server also
// reports the CPU time it spent per request, a figure the load generator cannot cap.
import autocannon, { type RequestSpec, type Result } from 'autocannon';
import { startChild, type Child } from './lib/child';
import { SEED_MONTH, isApiReady, isBareReady, isServerStats } from './lib/ipc';
import { thousands } from './lib/stats';

const CONNECTIONS = 10;
const DURATION_S = 10;
const WARMUP_S = 2;
const BUDGET_RATIO = 0.5;
const UNCACHED_BUDGET_RATIO = 0.25;
const LIMIT = 50;
const listPath = (limit: number): string => `/api/records?start=${SEED_MONTH.start}&end=${SEED_MONTH.end}&limit=${limit}`;
// Uncached path: 40 distinct limits (31..70, 50.5 items on average) in rotation. The records
// cache keeps 16 pages per user and drops the oldest first; with 10 requests in flight a page
// is stored ~10 requests after it was asked for, so more than 16 + 10 keys are needed for it
// to be gone when its key comes round again (the measured hit rate is printed).
const ROTATING_LIMITS = 40;
const FIRST_ROTATING_LIMIT = 31;

let rotation = 0;
const rotatingRequests = (): RequestSpec[] => [{
  setupRequest: (request) => ({ ...request, path: listPath(FIRST_ROTATING_LIMIT + (rotation++ % ROTATING_LIMITS)) }),
}];

interface Measured { readonly rps: number; readonly cpuPerRequestUs: number; readonly hitRate: number }

async function measure(label: string, server: Child, port: number, cookie: string, requests?: RequestSpec[]): Promise<Measured> {
  server.send({ type: 'stats' });
  await server.next(isServerStats);
  const result: Result = await autocannon({
    title: label, url: `http://127.0.0.1:${port}${listPath(LIMIT)}`, connections: CONNECTIONS, duration: DURATION_S,
    warmup: { connections: CONNECTIONS, duration: WARMUP_S }, headers: { cookie }, ...(requests ? { requests } : {}),
  });
  server.send({ type: 'stats' });
  const stats = await server.next(isServerStats);
  const answered = result.requests.total;
  if (result.errors > 0 || result.non2xx > 0 || answered === 0) {
    throw new Error(`${label}: ${result.errors} errors, ${result.non2xx} non-2xx of ${answered} answers (${JSON.stringify(result.statusCodeStats)})`);
  }
  // The server's counters span the warm-up and the measured run alike.
  const measured = { rps: result.requests.average, cpuPerRequestUs: stats.cpuMicros / Math.max(1, stats.requests), hitRate: stats.cacheHits / Math.max(1, stats.requests) };
  console.log(`  ${label.padEnd(32)} ${thousands(measured.rps).padStart(6)} req/s | latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms | server CPU ${Math.round(measured.cpuPerRequestUs)} µs/req | ${thousands(answered)} requests in ${result.duration.toFixed(1)} s`);
  return measured;
}

const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;

interface EngineFigures { readonly engine: string; readonly same: Measured; readonly rotating: Measured }

const children: Child[] = [];
try {
  const engines: EngineFigures[] = [];
  let bare: { same: Measured; rotating: Measured } | null = null;
  for (const engine of ['pglite', 'postgres'] as const) {
    const started = Date.now();
    const api = startChild('lib/api-server.ts', { BENCH_ENGINE: engine });
    children.push(api);
    const ready = await api.next(isApiReady);
    console.log(`records API bench on ${ready.engine}: server up with ${thousands(ready.seeded)} records in ${SEED_MONTH.start}..${SEED_MONTH.end} (${((Date.now() - started) / 1000).toFixed(1)} s); ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per run`);

    // One real answer: its bytes become the bare server's answer.
    const first = await fetch(`http://127.0.0.1:${ready.port}${listPath(LIMIT)}`, { headers: { cookie: ready.cookie } });
    const bytes = Buffer.from(await first.arrayBuffer());
    const contentType = first.headers.get('content-type') ?? 'application/json';
    const items = (JSON.parse(bytes.toString('utf8')) as { data?: { items?: unknown[] } }).data?.items?.length ?? 0;
    if (first.status !== 200 || items !== LIMIT) throw new Error(`GET ${listPath(LIMIT)} answered ${first.status} with ${items} items: ${bytes.toString('utf8').slice(0, 300)}`);
    console.log(`  GET ${listPath(LIMIT)} → ${first.status}, ${items} items, ${thousands(bytes.length)} bytes (${contentType})`);

    if (!bare) {
      const bareServer = startChild('lib/bare-server.ts');
      children.push(bareServer);
      bareServer.send({ type: 'body', base64: bytes.toString('base64'), contentType });
      const bareReady = await bareServer.next(isBareReady);
      const same = await measure('bare node:http', bareServer, bareReady.port, ready.cookie);
      const rotating = await measure('bare node:http (rotating limit)', bareServer, bareReady.port, ready.cookie, rotatingRequests());
      bare = { same, rotating };
      await bareServer.stop();
    }
    const same = await measure(`records API, ${engine}`, api, ready.port, ready.cookie);
    const rotating = await measure(`records API, ${engine} (rotating)`, api, ready.port, ready.cookie, rotatingRequests());
    engines.push({ engine: ready.engine, same, rotating });
    await api.stop();
  }
  if (!bare) throw new Error('no engine measured');

  let met = true;
  for (const { engine, same, rotating } of engines) {
    const ratio = same.rps / bare.same.rps;
    const uncachedRatio = rotating.rps / bare.rotating.rps;
    const sameMet = ratio >= BUDGET_RATIO;
    const uncachedMet = uncachedRatio >= UNCACHED_BUDGET_RATIO;
    met &&= sameMet && uncachedMet;
    console.log(`on ${engine}: records-cache hit rate ${percent(same.hitRate)} (same URL), ${percent(rotating.hitRate)} (rotating limit)`);
    console.log(`records API (${engine.split(' ')[0]}): ${thousands(same.rps)} req/s | bare node:http: ${thousands(bare.same.rps)} req/s | ratio ${ratio.toFixed(2)} | budget >=${BUDGET_RATIO.toFixed(2)}: ${sameMet ? 'MET' : 'NOT MET'}`);
    console.log(`records API uncached (${engine.split(' ')[0]}; limit ${FIRST_ROTATING_LIMIT}..${FIRST_ROTATING_LIMIT + ROTATING_LIMITS - 1} rotating, cache hit rate ${percent(rotating.hitRate)}): ${thousands(rotating.rps)} req/s | bare node:http: ${thousands(bare.rotating.rps)} req/s | ratio ${uncachedRatio.toFixed(2)} | budget >=${UNCACHED_BUDGET_RATIO.toFixed(2)}: ${uncachedMet ? 'MET' : 'NOT MET'}`);
    console.log(`server CPU per request (${engine.split(' ')[0]}): API ${Math.round(same.cpuPerRequestUs)} µs (uncached ${Math.round(rotating.cpuPerRequestUs)} µs) | bare node:http ${Math.round(bare.same.cpuPerRequestUs)} µs`);
  }
  if (!met) process.exitCode = 1;
} finally {
  await Promise.all(children.map((c) => c.stop()));
}
