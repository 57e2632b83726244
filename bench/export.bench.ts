// Streaming CSV export (issue 19, item 3): GET /api/records/export.csv of a year holding
// 100 000 records of one user, on the real server (its own child process), on PGlite (on
// disk, as `npm start` runs it) and on PostgreSQL when TEST_DATABASE_URL is set (a brand-new
// database). Budgets: the first byte of the file in < 100 ms (median of the runs), and the
// server's memory growth while it streams < 50 MB (the largest of the runs, the first,
// cold one included). Memory is the server process's peak RSS during the export minus its
// RSS just before it; V8's heap (used + external) is printed beside it.
//
// Baselines measured in the same run: the first byte of a tiny authenticated endpoint on the
// same server (GET /api/account/me), and a bare node:http server sending the same bytes —
// what Node alone costs to deliver that file. EXPORT_BENCH_RECORDS changes the size (for a
// quick look); the budgets are for 100 000.
import { request } from 'node:http';
import { startChild, type Child } from './lib/child';
import { isBareReady } from './lib/ipc';
import { EXPORT_YEAR, isExportMarked, isExportMemory, isExportReady, type ExportEngine, type ExportReady } from './lib/export-ipc';
import { median, ms, thousands } from './lib/stats';

const RECORDS = Number(process.env.EXPORT_BENCH_RECORDS ?? 100_000);
const RUNS = 5;
const FIRST_BYTE_BUDGET_MS = 100;
const MEMORY_BUDGET_MB = 50;
const MB = 1024 * 1024;
const mb = (bytes: number): string => (bytes / MB).toFixed(1);
const EXPORT_PATH = `/api/records/export.csv?start=${EXPORT_YEAR.start}&end=${EXPORT_YEAR.end}`;
const TINY_PATH = '/api/account/me';

interface Download {
  readonly status: number;
  /** From sending the request to the first byte of the body, and to its last. */
  readonly firstByteMs: number; readonly totalMs: number;
  readonly bytes: number; readonly chunks: number;
  /** The body itself, when asked for (to check it and hand it to the bare server). */
  readonly body: Buffer | undefined;
}

/** One GET over a fresh connection, timed from the request to the body's first and last bytes. */
function download(port: number, path: string, cookie: string, keep = false): Promise<Download> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: '127.0.0.1', port, path, headers: { cookie }, agent: false }, (res) => {
      let firstByteMs = Number.NaN;
      let bytes = 0;
      let chunks = 0;
      const kept: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        if (chunks === 0) firstByteMs = performance.now() - started;
        chunks++;
        bytes += chunk.length;
        if (keep) kept.push(chunk);
      });
      res.on('end', () => resolve({
        status: res.statusCode ?? 0, firstByteMs, totalMs: performance.now() - started, bytes, chunks, body: keep ? Buffer.concat(kept) : undefined,
      }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

interface ExportRun { readonly download: Download; readonly rssGrowth: number; readonly heapGrowth: number; readonly rssBefore: number }

async function measuredExport(server: Child, ready: ExportReady, keep: boolean): Promise<ExportRun> {
  server.send({ type: 'mark' });
  const marked = await server.next(isExportMarked);
  const d = await download(ready.port, EXPORT_PATH, ready.cookie, keep);
  server.send({ type: 'memory' });
  const memory = await server.next(isExportMemory);
  if (d.status !== 200) throw new Error(`GET ${EXPORT_PATH} answered ${d.status}`);
  return { download: d, rssGrowth: memory.rssPeak - marked.rss, heapGrowth: memory.heapPeak - marked.heapUsed, rssBefore: marked.rss };
}

const failures: string[] = [];
const children: Child[] = [];
let bare: { child: Child; port: number; bytes: number } | undefined;

async function benchEngine(engine: ExportEngine): Promise<void> {
  const started = Date.now();
  const server = startChild('lib/export-server.ts', { EXPORT_BENCH_ENGINE: engine, EXPORT_BENCH_RECORDS: String(RECORDS) });
  children.push(server);
  try {
    const ready = await server.next(isExportReady, 900_000);
    const label = engine === 'pglite' ? 'PGlite (on disk)' : 'PostgreSQL (fresh database)';
    console.log(`${label}: ${thousands(ready.seeded)} records in ${EXPORT_YEAR.start}..${EXPORT_YEAR.end} seeded in ${(ready.seedMs / 1000).toFixed(1)} s (server up in ${((Date.now() - started) / 1000).toFixed(1)} s)`);

    const runs: ExportRun[] = [];
    const tiny: number[] = [];
    const bareRuns: Download[] = [];
    for (let i = 0; i < RUNS; i++) {
      // The first (cold) export keeps its body: checked here, and the bare server's answer.
      const run = await measuredExport(server, ready, i === 0);
      runs.push(run);
      const d = run.download;
      if (run.download.body !== undefined) {
        const lines = run.download.body.toString('utf8').split('\r\n').length;
        if (lines !== ready.seeded + 1) throw new Error(`the export has ${lines} lines for ${ready.seeded} records`);
        if (bare === undefined) {
          const child = startChild('lib/bare-server.ts');
          children.push(child);
          child.send({ type: 'body', base64: run.download.body.toString('base64'), contentType: 'text/csv; charset=utf-8' });
          bare = { child, port: (await child.next(isBareReady)).port, bytes: run.download.body.length };
        }
      }
      const me = await download(ready.port, TINY_PATH, ready.cookie);
      if (me.status !== 200) throw new Error(`GET ${TINY_PATH} answered ${me.status}`);
      tiny.push(me.firstByteMs);
      if (bare !== undefined) bareRuns.push(await download(bare.port, '/', ''));
      console.log(`  run ${i + 1}${i === 0 ? ' (cold)' : '       '}: first byte ${ms(d.firstByteMs).padStart(5)} ms, all ${thousands(d.totalMs).padStart(5)} ms, ${mb(d.bytes)} MB in ${thousands(d.chunks)} chunks | ` +
        `server RSS +${mb(run.rssGrowth)} MB (from ${mb(run.rssBefore)} MB), heap +${mb(run.heapGrowth)} MB | ${TINY_PATH} first byte ${ms(me.firstByteMs)} ms`);
    }
    if (bare !== undefined && bare.bytes !== runs[0]?.download.bytes) throw new Error('the bare server answers a different number of bytes');

    const firstByte = median(runs.map((r) => r.download.firstByteMs));
    const total = median(runs.map((r) => r.download.totalMs));
    const tinyFirstByte = median(tiny);
    const bareFirstByte = median(bareRuns.map((d) => d.firstByteMs));
    const bareTotal = median(bareRuns.map((d) => d.totalMs));
    const rssGrowth = Math.max(...runs.map((r) => r.rssGrowth));
    const heapGrowth = Math.max(...runs.map((r) => r.heapGrowth));
    const bytes = runs[0]?.download.bytes ?? 0;
    const met = firstByte < FIRST_BYTE_BUDGET_MS && rssGrowth < MEMORY_BUDGET_MB * MB;
    if (!met) failures.push(label);
    console.log(`${label}: export of ${thousands(ready.seeded)} records (${mb(bytes)} MB): first byte median ${ms(firstByte)} ms (cold ${ms(runs[0]?.download.firstByteMs ?? Number.NaN)} ms), ` +
      `all of it median ${thousands(total)} ms; server memory growth max ${mb(rssGrowth)} MB RSS, ${mb(heapGrowth)} MB heap`);
    console.log(`  baselines: ${TINY_PATH} on the same server, first byte median ${ms(tinyFirstByte)} ms (ratio ${(firstByte / tinyFirstByte).toFixed(1)}); ` +
      `bare node:http sending the same ${mb(bytes)} MB: first byte ${ms(bareFirstByte)} ms, all of it ${thousands(bareTotal)} ms (ratio ${(total / bareTotal).toFixed(0)})`);
    console.log(`  budget first byte < ${FIRST_BYTE_BUDGET_MS} ms and memory growth < ${MEMORY_BUDGET_MB} MB: ${met ? 'met' : 'NOT met'}`);
  } finally {
    await server.stop();
  }
}

try {
  console.log(`CSV export bench: ${thousands(RECORDS)} records, ${RUNS} runs per engine (the first cold), each download on a fresh connection`);
  await benchEngine('pglite');
  if (process.env.TEST_DATABASE_URL) await benchEngine('postgres');
  else console.log('PostgreSQL: not measured (TEST_DATABASE_URL is not set)');
} finally {
  await Promise.all(children.map((c) => c.stop()));
}
if (failures.length > 0) { console.log(`budgets not met: ${failures.join(', ')}`); process.exitCode = 1; }
