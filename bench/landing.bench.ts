// The landing page's budgets (issue 6) against the real server serving the built web app:
//  1. JavaScript downloaded to show / (pt, fresh browser context, 360 px phone), summed
//     gzip sizes: ≤ 100 KB. Baseline, same download: the shared vendor chunk alone (the
//     UI library, router and i18n every screen pays before any Kumbu code) — the ratio
//     says how much the landing's own code adds on top of that floor.
//  2. Lighthouse, mobile preset (simulated slow 4G, 4× CPU), median of 3 runs on /:
//     Largest Contentful Paint < 2.5 s, and the performance score. Baseline: the same on a
//     minimal static HTML page (a heading and a paragraph, no script) from a bare
//     node:http server — what the throttling alone costs.
//  3. axe-core (WCAG 2 A/AA rules) on / and every docs section, pt and en, at 360 and
//     1280 px, and on / with the sign-in dialog open: every violation is listed; any
//     serious or critical one fails the bench.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { A11Y_PATHS, AXE_CONTEXT_OPTIONS, blockingOf, describeViolation, langInitScript, runAxe, waitForScreen, type AxeViolation } from '@kumbu/e2e/axe-check';
import { startChild } from './lib/child';
import { isLandingReady } from './lib/landing-ipc';
import { lighthouseMedian, type LighthouseSummary } from './lib/lighthouse-runs';
import { ms } from './lib/stats';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE_RUNS = 3;
const BUDGET_JS_KB = 100;
const BUDGET_LCP_MS = 2500;
const WIDTHS = [360, 1280] as const;
const LANGS = ['pt', 'en'] as const;
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// The baseline page for Lighthouse: what a phone gets from the simplest possible site.
const STATIC_PAGE = `<!doctype html><html lang="pt"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kumbu</title><meta name="description" content="Página estática de referência"></head><body><main><h1>O seu co-piloto financeiro no WhatsApp</h1><p>Registe receitas e despesas em kwanza com uma mensagem.</p></main></body></html>`;

if (!existsSync(CHROMIUM)) {
  console.log(`Chromium not found at ${CHROMIUM}: install it (apt-get install -y chromium) to run this benchmark.`);
  process.exit(1);
}
// Benchmarks measure what ships: make sure the built web app is current.
const build = spawnSync(process.execPath, ['-e', "import('./scripts/ensure-deps.mjs').then((m) => m.ensureWebBuild())"], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const kb = (b: number): string => `${(b / 1024).toFixed(1)} KB`;

function startStaticServer(): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(STATIC_PAGE);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface RouteJs { readonly gz: number; readonly vendorGz: number; readonly files: readonly string[] }

/** Every .js the page downloads for `path` in a fresh context, gzipped (level 9) and summed. */
async function jsOf(browser: Browser, base: string, path: string): Promise<RouteJs> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await context.addInitScript(langInitScript('pt'));
  const page = await context.newPage();
  const bodies = new Map<string, Buffer>();
  page.on('response', (response) => {
    const url = response.url();
    if (!url.endsWith('.js')) return;
    void response.body().then((b) => { bodies.set(url, b); }, () => undefined);
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await waitForScreen(page);
  await page.waitForTimeout(300);
  await context.close();
  let gz = 0;
  let vendorGz = 0;
  const files: string[] = [];
  for (const [url, body] of bodies) {
    const size = gzipSync(body, { level: 9 }).length;
    const name = url.slice(url.lastIndexOf('/') + 1);
    gz += size;
    if (name.startsWith('vendor-')) vendorGz += size;
    files.push(`${name} ${kb(size)}`);
  }
  return { gz, vendorGz, files };
}

interface AxeFinding { readonly where: string; readonly violations: readonly AxeViolation[] }

async function axeMatrix(browser: Browser, base: string): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = [];
  for (const lang of LANGS) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ ...AXE_CONTEXT_OPTIONS, viewport: { width, height: 800 } });
      await context.addInitScript(langInitScript(lang));
      const page = await context.newPage();
      for (const path of A11Y_PATHS) {
        await page.goto(`${base}${path}`);
        await waitForScreen(page);
        findings.push({ where: `${path} ${lang} ${width}px`, violations: await runAxe(page) });
      }
      await context.close();
    }
  }
  // The sign-in dialog, opened from the header as a visitor would (desktop: the button is
  // in the bar; on a phone too, but one width is enough for a modal that fills the screen).
  for (const lang of LANGS) {
    const context = await browser.newContext({ ...AXE_CONTEXT_OPTIONS, viewport: { width: 1280, height: 800 } });
    await context.addInitScript(langInitScript(lang));
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await waitForScreen(page);
    await page.locator('header').getByRole('button', { name: /^(Entrar|Log in)$/ }).click();
    await page.locator('dialog[open] form').waitFor();
    findings.push({ where: `/ ${lang} 1280px, sign-in dialog open`, violations: await runAxe(page) });
    await context.close();
  }
  return findings;
}

function printLighthouse(label: string, s: LighthouseSummary): void {
  const runs = s.runs.map((r) => ms(r.lcpMs)).join(', ');
  console.log(`    ${label}LCP median ${ms(s.lcpMs)} ms (runs: ${runs}), FCP ${ms(s.fcpMs)} ms, TBT ${ms(s.tbtMs)} ms, performance score ${s.score}`);
}

const server = startChild('lib/landing-server.ts');
const staticServer = await startStaticServer();
let browser: Browser | undefined;
let failed = false;
try {
  const ready = await server.next(isLandingReady, 120_000);
  const base = `http://127.0.0.1:${ready.port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });

  // ── 1. JavaScript for the landing route ─────────────────────────────────────────────
  const landing = await jsOf(browser, base, '/');
  const docs = await jsOf(browser, base, '/docs/overview');
  const jsOk = landing.gz <= BUDGET_JS_KB * 1024;
  console.log(`\n  Landing route JavaScript (gzip, pt, 360 px, fresh context): ${kb(landing.gz)} in ${landing.files.length} files: ${landing.files.join(', ')}`);
  console.log(`    baseline, the shared vendor chunk alone (same download):  ${kb(landing.vendorGz)} — ratio ${(landing.gz / landing.vendorGz).toFixed(2)}`);
  console.log(`    for comparison, /docs/overview downloads:                  ${kb(docs.gz)}`);
  console.log(`    budget ≤ ${BUDGET_JS_KB} KB: ${jsOk ? 'met' : 'NOT MET'}`);

  // ── 2. Lighthouse, mobile preset ────────────────────────────────────────────────────
  const staticUrl = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}/`;
  const lhLanding = await lighthouseMedian(`${base}/`, CHROMIUM, LIGHTHOUSE_RUNS);
  const lhStatic = await lighthouseMedian(staticUrl, CHROMIUM, LIGHTHOUSE_RUNS);
  const lcpOk = lhLanding.lcpMs < BUDGET_LCP_MS;
  console.log(`\n  Lighthouse mobile preset (simulated slow 4G, 4× CPU), ${LIGHTHOUSE_RUNS} runs each:`);
  printLighthouse('landing /:           ', lhLanding);
  printLighthouse('baseline, static page: ', lhStatic);
  console.log(`    LCP ratio ${(lhLanding.lcpMs / lhStatic.lcpMs).toFixed(2)}; budget LCP < ${BUDGET_LCP_MS} ms: ${lcpOk ? 'met' : 'NOT MET'}`);

  // ── 3. axe-core ─────────────────────────────────────────────────────────────────────
  const findings = await axeMatrix(browser, base);
  const blocking = findings.flatMap((f) => blockingOf(f.violations).map((v) => ({ where: f.where, v })));
  const minor = findings.flatMap((f) => f.violations.filter((v) => !blockingOf([v]).length).map((v) => ({ where: f.where, v })));
  console.log(`\n  axe-core (WCAG 2 A/AA) on ${findings.length} screens (${A11Y_PATHS.length} paths × pt, en × ${WIDTHS.join(', ')} px, + the sign-in dialog):`);
  for (const { where, v } of [...blocking, ...minor]) console.log(`    ${where}: ${describeViolation(v)}`);
  console.log(`    ${blocking.length} serious or critical, ${minor.length} minor or moderate`);
  console.log(`    budget: no serious or critical violation: ${blocking.length === 0 ? 'met' : 'NOT MET'}`);

  failed = !(jsOk && lcpOk && blocking.length === 0);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await browser?.close();
  staticServer.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
