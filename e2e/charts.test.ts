// Browser tests of the dashboard charts (spec §2): the lazy chart chunk on the Analytics tab
// with the demo account — three charts with headings, an SVG and a screen-reader table
// each; the calm empty state; and a chart chunk that fails to download: one
// `vite:preloadError`, a retry box, and Retry bringing the charts. Screenshots pt and en at
// 360 px and 1280 px (docs/screenshots/ with UPDATE_SCREENSHOTS=1).
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { DEMO_LOGIN, seedDemo } from '@kumbu/server/seed/seed-demo';
import { launchBrowser, startServer, HAS_CHROMIUM, DOC_SCREENSHOTS } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;
type Lang = 'pt' | 'en';

const SHOTS = DOC_SCREENSHOTS;
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 860 };
const CHART_CHUNK = /\/assets\/dashboard-charts-[\w-]+\.js$/;

const TEXT = {
  pt: {
    titles: ['Tendência do saldo líquido', 'Receitas e despesas', 'Principais categorias de despesa'],
    empty: 'Sem dados para este período.',
    loadError: 'Não foi possível carregar os gráficos.',
    retry: 'Tentar novamente',
  },
  en: {
    titles: ['Net balance trend', 'Income and expenses', 'Top spending categories'],
    empty: 'No data for this period.',
    loadError: 'The charts could not be loaded.',
    retry: 'Try again',
  },
} as const;

declare global {
  interface Window { __preloadErrors?: string[] }
}

describe.skipIf(!HAS_CHROMIUM)('dashboard charts in Chromium', () => {
  let browser: Browser;
  let server: Server;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer();
    await seedDemo(server.database.db, server.app.kumbu.auth, new Date(), server.app.kumbu.config.env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.app.close();
    await server.database.close();
  });

  /** A signed-in demo page in `lang`, counting every `vite:preloadError` the window sees. */
  async function open(lang: Lang, viewport = PHONE): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
    await context.addInitScript((l) => {
      localStorage.setItem('kumbu.lang', l);
      window.__preloadErrors = [];
      window.addEventListener('vite:preloadError', (e) => {
        window.__preloadErrors?.push(`${e.constructor.name}: ${String((e as Event & { payload?: unknown }).payload)}`);
      });
    }, lang);
    // The context's request client shares its cookie jar with the pages.
    const signIn = await context.request.post(`${server.url}/api/account/sign-in`, { data: DEMO_LOGIN });
    expect(signIn.status()).toBe(200);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    return { context, page, errors };
  }

  async function expectCharts(page: Page, lang: Lang): Promise<void> {
    const cards = page.locator('.charts article.chart-card');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(3);
    for (const [i, title] of TEXT[lang].titles.entries()) {
      const card = cards.nth(i);
      expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(title);
      await expect.poll(() => card.locator('svg.recharts-surface').count(), { timeout: 15_000 }).toBe(1);
      // For screen readers: a table of the chart's numbers (the SVG itself is hidden from them).
      expect(await card.locator('table tbody tr').count()).toBeGreaterThan(0);
      expect(await card.locator('[aria-hidden="true"] svg.recharts-surface').count()).toBe(1);
    }
    // Amounts in the interface language (core's formatMoney).
    const legend = (await page.locator('.donut__legend').textContent()) ?? '';
    expect(legend).toMatch(lang === 'pt' ? /\d,\d{2}\s?Kz/ : /AOA\s?[\d,]+\.\d{2}/);
  }

  /** The charts region alone, from a full-page capture, so the sticky header never covers it. */
  async function shoot(page: Page, selector: string, name: string): Promise<void> {
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await page.locator(selector).boundingBox();
    if (!box) throw new Error(`${selector} is not on the page`);
    const pad = 8;
    await page.screenshot({
      path: `${SHOTS}${name}.png`, fullPage: true,
      clip: { x: Math.max(0, box.x - pad), y: Math.max(0, box.y - pad), width: box.width + 2 * pad, height: box.height + 2 * pad },
    });
  }

  it.each([
    ['pt', PHONE], ['pt', DESKTOP], ['en', PHONE], ['en', DESKTOP],
  ] as const)('shows the three charts (%s, %o)', async (lang, viewport) => {
    const { context, page, errors } = await open(lang, viewport);
    await page.goto(`${server.url}/dashboard?tab=analytics&preset=lastMonth`);
    await expectCharts(page, lang);
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await page.evaluate(() => window.__preloadErrors)).toEqual([]);
    await shoot(page, '.charts', `dashboard-charts-${lang}-${viewport.width}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws a long range by week', async () => {
    const { context, page } = await open('pt', DESKTOP);
    const end = new Date().toISOString().slice(0, 10);
    const start = new Date(Date.now() - 179 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`${server.url}/dashboard?tab=analytics&start=${start}&end=${end}`);
    await expectCharts(page, 'pt');
    expect(await page.locator('.charts .chart-card__note').first().textContent()).toBe('Por semana');
    // ~26 weekly rows in the screen-reader table, not 180 days.
    const rows = await page.locator('.charts article').first().locator('table tbody tr').count();
    expect(rows).toBeGreaterThanOrEqual(26);
    expect(rows).toBeLessThanOrEqual(27);
    await shoot(page, '.charts', 'dashboard-charts-weekly-pt-1280');
    await context.close();
  });

  it('says "no data" per chart for an empty period instead of drawing empty axes', async () => {
    const { context, page, errors } = await open('en', PHONE);
    await page.goto(`${server.url}/dashboard?tab=analytics&start=2020-01-01&end=2020-01-31`);
    const cards = page.locator('.charts article.chart-card');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(3);
    await expect.poll(() => page.locator('.charts').getByText(TEXT.en.empty, { exact: true }).count()).toBe(3);
    expect(await page.locator('.charts svg.recharts-surface').count()).toBe(0);
    await shoot(page, '.charts', 'dashboard-charts-empty-en-360');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['pt', 'en'] as const)('a chart chunk that fails to load raises vite:preloadError once and offers a retry that works (%s)', async (lang) => {
    const { context, page } = await open(lang, PHONE);
    const requests: string[] = [];
    const abort = (route: Route): Promise<void> => {
      requests.push(route.request().url());
      return route.abort('internetdisconnected');
    };
    await page.route(CHART_CHUNK, abort);
    await page.goto(`${server.url}/dashboard?tab=analytics&preset=lastMonth`);

    const retry = page.getByRole('button', { name: TEXT[lang].retry });
    await retry.waitFor({ timeout: 15_000 });
    expect(await page.locator('.charts-error[role="alert"]').textContent()).toContain(TEXT[lang].loadError);
    expect(requests.length).toBeGreaterThan(0);
    // Exactly one event: Vite's helper announces the failed import, and the chart loader does
    // not announce it a second time (it would, were Vite silent).
    const events = (await page.evaluate(() => window.__preloadErrors)) ?? [];
    expect(events).toHaveLength(1);
    expect(events[0]).toMatch(/dashboard-charts-/);
    expect(await page.locator('.charts svg.recharts-surface').count()).toBe(0);
    if (lang === 'pt') await shoot(page, '.charts-error', 'dashboard-charts-error-pt-360');

    // The network is back: Retry imports afresh (React.lazy alone would replay the failure).
    await page.unroute(CHART_CHUNK, abort);
    await retry.click();
    await expectCharts(page, lang);
    expect(await page.locator('.charts-error').count()).toBe(0);
    expect(await page.evaluate(() => window.__preloadErrors?.length)).toBe(1);
    await context.close();
  });
});
