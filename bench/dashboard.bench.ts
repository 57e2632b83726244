// The dashboard in this machine's Chromium, against the real server (built web app,
// in-memory PGlite), for the three budgets:
//  1. JavaScript downloaded to show /dashboard, gzipped, without the lazy chart chunk:
//     ≤ 150 KB (baseline: the landing page's JavaScript, same run).
//  2. Interactive within 1.5 s of navigation with 100 000 records in the range (baseline:
//     the same dashboard for an account with an empty range, same run).
//  3. A live insert re-renders in under 50 ms with 100 000 records: from the moment the
//     SSE event reaches the page to the moment the row and the cards show it (baseline:
//     the same insert on the empty account). Inserts are 300 ms apart, each timed alone.
// "Interactive": the cards and the first row (or the empty message) are on screen and the
// main thread answers a task queued behind the next frame.
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startChild } from './lib/child';
import { DASHBOARD_RECORDS, cookieOf, isDashboardReady } from './lib/ipc';
import { median, ms } from './lib/stats';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = 7;
const INSERTS = 7;
const BUDGET_JS_KB = 150;
const BUDGET_INTERACTIVE_MS = 1500;
const BUDGET_LIVE_MS = 50;
/** Pause between two live inserts (see liveInsert). */
const SETTLE_MS = 300;

// What the dashboard shows once it has its data (kept in one place for when the markup moves).
const SEL = {
  cards: '.summary-card__value',
  firstRow: 'table.records tbody tr',
  empty: '.dashboard__empty',
  expenseCard: '.summary-card--negative .summary-card__value',
} as const;

if (!existsSync(CHROMIUM)) {
  console.log(`Chromium not found at ${CHROMIUM}: install it (apt-get install -y chromium) to run this benchmark.`);
  process.exit(1);
}
// Benchmarks measure what ships: make sure the built web app is current.
const build = spawnSync(process.execPath, ['-e', "import('./scripts/ensure-deps.mjs').then((m) => m.ensureWebBuild())"], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const server = startChild('lib/dashboard-server.ts');
let browser: Browser | undefined;
let failed = false;
try {
  const ready = await server.next(isDashboardReady, 300_000);
  const base = `http://127.0.0.1:${ready.port}`;
  console.log(`  server ready: ${ready.seeded.toLocaleString('en-US')} records this month for the full account (${DASHBOARD_RECORDS.toLocaleString('en-US')} asked)`);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });

  const contextFor = async (cookie: string): Promise<BrowserContext> => {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name: name ?? '', value: value.join('='), url: base }]);
    // tsx compiles the page functions below with esbuild's keepNames, which calls a
    // `__name` helper that exists only in Node; give the page a no-op one.
    await context.addInitScript({ content: 'window.__name = (f) => f;' });
    // Note when each live event reaches the page (before the app handles it).
    await context.addInitScript(() => {
      const Native = window.EventSource;
      const w = window as unknown as { __kumbuEvents: number[] };
      w.__kumbuEvents = [];
      window.EventSource = class extends Native {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init);
          this.addEventListener('record', () => { w.__kumbuEvents.push(performance.now()); });
        }
      };
    });
    return context;
  };

  // ── 1. JavaScript for the route ──────────────────────────────────────────────────
  const jsOf = async (cookie: string, path: string): Promise<{ gz: number; files: string[] }> => {
    const context = await contextFor(cookie);
    const page = await context.newPage();
    const bodies = new Map<string, Buffer>();
    page.on('response', (response) => {
      const url = response.url();
      if (!url.endsWith('.js')) return;
      void response.body().then((b) => { bodies.set(url, b); }, () => undefined);
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    await context.close();
    let gz = 0;
    const files: string[] = [];
    for (const [url, body] of bodies) {
      // The lazy chart chunk (and everything only it needs) is outside the budget.
      if (/dashboard-charts|recharts/i.test(url) || body.includes('recharts')) continue;
      gz += gzipSync(body, { level: 9 }).length;
      files.push(url.slice(url.lastIndexOf('/') + 1));
    }
    return { gz, files };
  };
  const landing = await jsOf(cookieOf(ready, 'empty'), '/');
  const dashboardJs = await jsOf(cookieOf(ready, 'full'), '/dashboard');
  const kb = (b: number): string => `${(b / 1024).toFixed(1)} KB`;
  const jsOk = dashboardJs.gz <= BUDGET_JS_KB * 1024;
  console.log(`\n  Dashboard route JavaScript (gzip, without the chart chunk): ${kb(dashboardJs.gz)} in ${dashboardJs.files.length} files`);
  console.log(`    baseline, landing page JavaScript:                      ${kb(landing.gz)} — ratio ${(dashboardJs.gz / landing.gz).toFixed(2)}`);
  console.log(`    budget ≤ ${BUDGET_JS_KB} KB: ${jsOk ? 'met' : 'NOT MET'}`);

  // ── 2. Time to interactive ────────────────────────────────────────────────────────
  const interactive = async (cookie: string): Promise<number> => {
    const context = await contextFor(cookie);
    const page = await context.newPage();
    await page.goto(`${base}/dashboard`, { waitUntil: 'commit' });
    await page.waitForFunction((sel) => {
      const cards = [...document.querySelectorAll(sel.cards)];
      const filled = cards.length > 0 && cards.every((c) => /\d/.test(c.textContent));
      return filled && (document.querySelector(sel.firstRow) !== null || document.querySelector(sel.empty) !== null);
    }, SEL, { polling: 'raf', timeout: 30_000 });
    const t = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))));
    await context.close();
    return t;
  };
  const fullTimes: number[] = [];
  const emptyTimes: number[] = [];
  await interactive(cookieOf(ready, 'full')); // warm the server's caches and the browser's disk cache alike
  for (let i = 0; i < RUNS; i++) {
    emptyTimes.push(await interactive(cookieOf(ready, 'empty')));
    fullTimes.push(await interactive(cookieOf(ready, 'full')));
  }
  const tFull = median(fullTimes);
  const tEmpty = median(emptyTimes);
  const tiOk = tFull <= BUDGET_INTERACTIVE_MS;
  console.log(`\n  Interactive after navigation, ${DASHBOARD_RECORDS.toLocaleString('en-US')} records in the range: median ${ms(tFull)} ms (min ${ms(Math.min(...fullTimes))}, max ${ms(Math.max(...fullTimes))}, ${RUNS} runs)`);
  console.log(`    baseline, empty range:                               median ${ms(tEmpty)} ms — ratio ${(tFull / tEmpty).toFixed(2)}`);
  console.log(`    budget ≤ ${BUDGET_INTERACTIVE_MS} ms: ${tiOk ? 'met' : 'NOT MET'}`);

  // ── 3. Live insert re-render ──────────────────────────────────────────────────────
  const liveInsert = async (cookie: string): Promise<{ row: number; cards: number }> => {
    const context = await contextFor(cookie);
    const page: Page = await context.newPage();
    await page.goto(`${base}/dashboard`);
    await page.waitForSelector(SEL.expenseCard, { timeout: 30_000 });
    await page.waitForFunction(() => document.querySelector('.live--live') !== null, null, { timeout: 30_000 });
    await page.waitForTimeout(500);
    const rows: number[] = [];
    const cards: number[] = [];
    for (let i = 0; i < INSERTS; i++) {
      const description = `bench-live-${i}-${Date.now()}`;
      const r = await page.evaluate(async ({ description, sel }) => {
        const w = window as unknown as { __kumbuEvents: number[] };
        const before = document.querySelector(sel.expenseCard)?.textContent ?? '';
        const seen = w.__kumbuEvents.length;
        const result = await new Promise<{ row: number; cards: number; event: number }>((resolve, reject) => {
          let row = 0; let cards = 0;
          const check = (): void => {
            const now = performance.now();
            if (!row && [...document.querySelectorAll(sel.firstRow)].some((tr) => tr.textContent.includes(description))) row = now;
            if (!cards && (document.querySelector(sel.expenseCard)?.textContent ?? '') !== before) cards = now;
            if (row && cards) { observer.disconnect(); resolve({ row, cards, event: w.__kumbuEvents[seen] ?? Number.NaN }); }
          };
          const observer = new MutationObserver(check);
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          setTimeout(() => { observer.disconnect(); reject(new Error(`timed out: row ${row}, cards ${cards}`)); }, 10_000);
          void fetch('/api/records', {
            method: 'POST', headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ type: 'expense', amount: '1234.56', category: 'Transporte', description }),
          });
        });
        return { row: result.row - result.event, cards: result.cards - result.event };
      }, { description, sel: SEL });
      rows.push(r.row);
      cards.push(r.cards);
      // One insert at a time: the next record arrives once this one's work is done (the charts
      // follow a paint after the row and cards), as live records from one person do — seconds
      // apart, not within the same frame. Without the pause, an insert would be timed behind the
      // previous one's chart redraw.
      await page.waitForTimeout(SETTLE_MS);
    }
    await context.close();
    return { row: median(rows), cards: median(cards) };
  };
  const liveFull = await liveInsert(cookieOf(ready, 'full'));
  const liveEmpty = await liveInsert(cookieOf(ready, 'empty'));
  const liveOk = Math.max(liveFull.row, liveFull.cards) < BUDGET_LIVE_MS;
  console.log(`\n  Live insert, SSE event → on screen, ${DASHBOARD_RECORDS.toLocaleString('en-US')} records: row ${ms(liveFull.row)} ms, cards ${ms(liveFull.cards)} ms (medians of ${INSERTS})`);
  console.log(`    baseline, empty range:                         row ${ms(liveEmpty.row)} ms, cards ${ms(liveEmpty.cards)} ms — ratio ${(Math.max(liveFull.row, liveFull.cards) / Math.max(liveEmpty.row, liveEmpty.cards)).toFixed(2)}`);
  console.log(`    budget < ${BUDGET_LIVE_MS} ms: ${liveOk ? 'met' : 'NOT MET'}`);
  failed = !(jsOk && tiOk && liveOk);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await browser?.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
