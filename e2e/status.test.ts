// The system status page in Chromium (issue 17): the footer's "Estado do sistema" opens
// /status (not raw JSON), which shows each component of the real health check in words
// with an icon, the time it was checked, a "Check now" button, a refresh every 30 s, a
// plain state when the server cannot be reached, and the database down when it really is.
// pt and en screenshots, phone and desk (DOC_SCREENSHOTS: status-*).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DOC_SCREENSHOTS, HAS_CHROMIUM, launchBrowser, startServer } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;
type Lang = 'pt' | 'en';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const WORDS = {
  pt: { title: 'Estado do sistema', all: 'Todos os sistemas a funcionar', operational: 'A funcionar', down: 'Em baixo', unknown: 'Sem informação', retry: 'Verificar agora', checked: 'Verificado às', unreachable: 'Não foi possível contactar o servidor do Kumbu', degraded: 'Alguns sistemas com problemas' },
  en: { title: 'System status', all: 'All systems operational', operational: 'Operational', down: 'Down', unknown: 'No information', retry: 'Check now', checked: 'Checked at', unreachable: 'The Kumbu server could not be reached', degraded: 'Some systems have problems' },
} as const;

describe.skipIf(!HAS_CHROMIUM)('system status page in Chromium', () => {
  let browser: Browser;
  let server: Server;

  beforeAll(async () => {
    mkdirSync(DOC_SCREENSHOTS, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.app.close();
    await server.database.close();
  });

  async function open(lang: Lang, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page; errors: string[]; healthCalls: () => number }> {
    const context = await browser.newContext({ viewport });
    await context.addInitScript((l) => { if (!localStorage.getItem('kumbu.lang')) localStorage.setItem('kumbu.lang', l); }, lang);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    let calls = 0;
    page.on('request', (r) => { if (new URL(r.url()).pathname === '/api/health') calls += 1; });
    return { context, page, errors, healthCalls: () => calls };
  }

  const component = (page: Page, key: string) => page.locator(`.status-component[data-component="${key}"]`);
  const stateOf = (page: Page, key: string) => component(page, key).getAttribute('data-state');

  for (const lang of ['pt', 'en'] as const) {
    it(`opens from the footer's status link and shows every component operational, in words and icons (${lang})`, async () => {
      const w = WORDS[lang];
      const { context, page, errors } = await open(lang);
      await page.goto(`${server.url}/`);
      await page.locator('h1').waitFor();
      const link = page.locator('footer').getByRole('link', { name: w.title });
      expect(await link.getAttribute('href')).toBe('/status');
      expect(await link.getAttribute('target')).toBeNull();
      await link.click();
      await page.waitForURL('**/status');
      await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe(w.title);
      await expect.poll(() => page.locator('.status-overall').textContent(), { timeout: 15_000 }).toContain(w.all);
      for (const key of ['api', 'database']) {
        expect(await stateOf(page, key)).toBe('operational');
        // The state is written, and an icon of its own shape sits beside it: never colour alone.
        expect(await component(page, key).locator('.status-component__state').textContent()).toBe(w.operational);
        expect(await component(page, key).locator('svg.status-icon--operational').count()).toBe(1);
      }
      expect(await page.locator('.status-page__checked').textContent()).toMatch(new RegExp(`^${w.checked} \\d{2}:\\d{2}:\\d{2}`));
      // The JSON answer stays for machines, linked from the page.
      expect(await page.locator('.status-page a[href="/api/health"]').count()).toBe(1);
      expect(await page.title()).toBe(`${w.title} — Kumbu`);
      await page.screenshot({ path: join(DOC_SCREENSHOTS, `status-${lang}-desktop.png`), fullPage: true });
      await page.setViewportSize(PHONE);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(DOC_SCREENSHOTS, `status-${lang}-phone.png`), fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('checks again by itself every 30 seconds and at once on "Check now"', async () => {
    const { context, page, healthCalls } = await open('en');
    await page.clock.install();
    await page.goto(`${server.url}/status`);
    await expect.poll(() => stateOf(page, 'api'), { timeout: 15_000 }).toBe('operational');
    expect(healthCalls()).toBe(1);
    await page.clock.runFor(29_000);
    expect(healthCalls()).toBe(1);
    await page.clock.runFor(2_000);
    await expect.poll(() => healthCalls(), { timeout: 10_000 }).toBe(2);
    await expect.poll(() => page.getByRole('button', { name: WORDS.en.retry }).isEnabled(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: WORDS.en.retry }).click();
    await expect.poll(() => healthCalls(), { timeout: 10_000 }).toBe(3);
    await context.close();
  });

  it('says plainly when the server cannot be reached, and recovers on "Verificar agora"', async () => {
    const w = WORDS.pt;
    const { context, page, errors } = await open('pt');
    await page.goto(`${server.url}/status`);
    await expect.poll(() => stateOf(page, 'api'), { timeout: 15_000 }).toBe('operational');
    // The connection drops: every health call now fails without an answer.
    await page.route('**/api/health', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: w.retry }).click();
    await expect.poll(() => page.locator('.status-overall').getAttribute('data-state'), { timeout: 15_000 }).toBe('unreachable');
    expect(await page.locator('.status-overall').textContent()).toContain(w.unreachable);
    expect(await stateOf(page, 'api')).toBe('unknown');
    expect(await component(page, 'database').locator('.status-component__state').textContent()).toBe(w.unknown);
    await page.screenshot({ path: join(DOC_SCREENSHOTS, 'status-pt-unreachable.png'), fullPage: true });
    await page.unroute('**/api/health');
    await page.getByRole('button', { name: w.retry }).click();
    await expect.poll(() => page.locator('.status-overall').getAttribute('data-state'), { timeout: 15_000 }).toBe('operational');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the database down (and the API up) when the database stops answering', async () => {
    const w = WORDS.en;
    const { context, page } = await open('en');
    await page.goto(`${server.url}/status`);
    await expect.poll(() => stateOf(page, 'database'), { timeout: 15_000 }).toBe('operational');
    // The database stops answering the health check's ping (closing the embedded one under a
    // running server would break its other users); the server's real 503 path answers.
    const ping = server.database.ping.bind(server.database);
    server.database.ping = () => Promise.reject(new Error('database went away'));
    await page.getByRole('button', { name: w.retry }).click();
    await expect.poll(() => stateOf(page, 'database'), { timeout: 15_000 }).toBe('down');
    expect(await stateOf(page, 'api')).toBe('operational');
    expect(await component(page, 'database').locator('.status-component__state').textContent()).toBe(w.down);
    expect(await component(page, 'database').locator('svg.status-icon--down').count()).toBe(1);
    expect(await page.locator('.status-overall').textContent()).toContain(w.degraded);
    await page.screenshot({ path: join(DOC_SCREENSHOTS, 'status-en-database-down.png'), fullPage: true });
    server.database.ping = ping;
    await page.getByRole('button', { name: w.retry }).click();
    await expect.poll(() => stateOf(page, 'database'), { timeout: 15_000 }).toBe('operational');
    await context.close();
  });
});
