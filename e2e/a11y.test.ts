// Accessibility in Chromium (issue 6): axe-core's WCAG 2 A/AA rules find no serious or
// critical violation on the landing page and on every docs section (pt, phone width), nor on
// the signed-in app's screens with the demo account's six months (issue 17: pt on a phone,
// en on a desk; bench/phone.bench.ts checks both languages at both widths).
// The landing benchmark runs the same check in both languages at two widths and with the
// sign-in dialog open; this is the part `npm test` keeps from regressing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO_LOGIN, seedDemo } from '@kumbu/server/seed/seed-demo';
import { A11Y_PATHS, APP_A11Y_PATHS, AXE_CONTEXT_OPTIONS, blockingOf, describeViolation, langInitScript, runAxe, waitForScreen } from './axe-check';
import { cookiesFor, launchBrowser, sessionCookie, startServer, HAS_CHROMIUM } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;

describe.skipIf(!HAS_CHROMIUM)('accessibility (axe-core) in Chromium', () => {
  let browser: Browser;
  let server: Server;
  beforeAll(async () => {
    server = await startServer();
    await seedDemo(server.database.db, server.app.kumbu.auth, new Date(), server.app.kumbu.config.env);
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

  it.each([['pt', 360], ['en', 1280]] as const)('finds no serious or critical violation on the app screens (demo account, %s, %i px)', async (lang, width) => {
    const cookie = await sessionCookie(server.app, DEMO_LOGIN);
    const context = await browser.newContext({ ...AXE_CONTEXT_OPTIONS, viewport: { width, height: 800 }, isMobile: width < 900, hasTouch: width < 900 });
    await context.addCookies(cookiesFor(cookie, server.url));
    await context.addInitScript(langInitScript(lang));
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of APP_A11Y_PATHS) {
      await page.goto(`${server.url}${path}`);
      await waitForScreen(page);
      for (const v of blockingOf(await runAxe(page))) found.push(`${path}: ${describeViolation(v)}`);
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
