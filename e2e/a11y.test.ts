// Accessibility in Chromium (issue 6): axe-core's WCAG 2 A/AA rules find no serious or
// critical violation on the landing page and on every docs section (pt, phone width).
// The landing benchmark runs the same check in both languages at two widths and with the
// sign-in dialog open; this is the part `npm test` keeps from regressing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { A11Y_PATHS, AXE_CONTEXT_OPTIONS, blockingOf, describeViolation, langInitScript, runAxe, waitForScreen } from './axe-check';
import { launchBrowser, startServer, HAS_CHROMIUM } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;

describe.skipIf(!HAS_CHROMIUM)('accessibility (axe-core) in Chromium', () => {
  let browser: Browser;
  let server: Server;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.app.close();
    await server.database.close();
  });

  it('finds no serious or critical violation on / and the docs (pt, 360 px)', async () => {
    const context = await browser.newContext({ ...AXE_CONTEXT_OPTIONS, viewport: { width: 360, height: 780 } });
    await context.addInitScript(langInitScript('pt'));
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of A11Y_PATHS) {
      await page.goto(`${server.url}${path}`);
      await waitForScreen(page);
      for (const v of blockingOf(await runAxe(page))) found.push(`${path}: ${describeViolation(v)}`);
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
