// Browser tests of the dashboard charts (spec §2): the lazy chart chunk on the Analytics tab
// with the demo account — four charts with headings, an SVG and a screen-reader table
// each; the calm empty state; and a chart chunk that fails to download: one
// `vite:preloadError`, a retry box, and Retry bringing the charts. Screenshots pt and en at
// 360 px and 1280 px (docs/screenshots/ with UPDATE_SCREENSHOTS=1).
// Issue 17: with an account whose records we know, the trend is the RUNNING balance drawn to
// today only (it once plotted each day's net and the rest of the month as 0 Kz), and "this
// month vs last month" shows the spending totals those records make (390 px and 1280 px shots).
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { addDays, dayOf, dayNumber } from '@kumbu/core/date-range';
import { formatMoney, toCents } from '@kumbu/core/money';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { DEMO_LOGIN, seedDemo } from '@kumbu/server/seed/seed-demo';
import { AXE_CONTEXT_OPTIONS, blockingOf, describeViolation, runAxe } from './axe-check';
import { launchBrowser, startServer, HAS_CHROMIUM, DOC_SCREENSHOTS } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;
type Lang = 'pt' | 'en';

const SHOTS = DOC_SCREENSHOTS;
const PHONE = { width: 360, height: 780 };
const PHONE_390 = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };
const CHART_CHUNK = /\/assets\/dashboard-charts-[\w-]+\.js$/;

const TEXT = {
  pt: {
    titles: ['Saldo acumulado no período', 'Receitas e despesas', 'Principais categorias de despesa'],
    empty: 'Sem dados para este período.',
    loadError: 'Não foi possível carregar os gráficos.',
    retry: 'Tentar novamente',
  },
  en: {
    titles: ['Running balance for the period', 'Income and expenses', 'Top spending categories'],
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
  async function open(lang: Lang, viewport = PHONE, login: { email: string; password: string } = DEMO_LOGIN, axe = false): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport, serviceWorkers: 'block', ...(axe ? AXE_CONTEXT_OPTIONS : {}) });
    await context.addInitScript((l) => {
      localStorage.setItem('kumbu.lang', l);
      window.__preloadErrors = [];
      window.addEventListener('vite:preloadError', (e) => {
        window.__preloadErrors?.push(`${e.constructor.name}: ${String((e as Event & { payload?: unknown }).payload)}`);
      });
    }, lang);
    // The context's request client shares its cookie jar with the pages.
    const signIn = await context.request.post(`${server.url}/api/account/sign-in`, { data: login });
    expect(signIn.status()).toBe(200);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    return { context, page, errors };
  }

  /** The four cards; the comparison's title names the months unless it is this month's. */
  async function expectCharts(page: Page, lang: Lang, compareTitle: RegExp = /\S/): Promise<void> {
    const cards = page.locator('.charts article.chart-card');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(4);
    const [running, ...others] = TEXT[lang].titles;
    for (const [i, title] of [running, compareTitle, ...others].entries()) {
      const card = cards.nth(i);
      const heading = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
      if (typeof title === 'string') expect(heading).toBe(title);
      else expect(heading).toMatch(title);
      await expect.poll(() => card.locator('svg.recharts-surface').count(), { timeout: 15_000 }).toBe(1);
      // For screen readers: a table of the chart's numbers (the SVG itself is hidden from them).
      expect(await card.locator('table tbody tr').count()).toBeGreaterThan(0);
      expect(await card.locator('[aria-hidden="true"] svg.recharts-surface').count()).toBe(1);
    }
    // Amounts in the interface language (core's formatMoney).
    const legend = (await page.locator('.donut__legend').textContent()) ?? '';
    expect(legend).toMatch(lang === 'pt' ? /\d,\d{2}\s?Kz/ : /AOA\s?[\d,]+\.\d{2}/);
  }

  /** What `selector` matches (all of it), from a full-page capture, so the sticky header never covers it. */
  async function shoot(page: Page, selector: string, name: string): Promise<void> {
    await page.evaluate(() => window.scrollTo(0, 0));
    const boxes = (await Promise.all((await page.locator(selector).all()).map((l) => l.boundingBox()))).filter((b) => b !== null);
    if (boxes.length === 0) throw new Error(`${selector} is not on the page`);
    const x = Math.min(...boxes.map((b) => b.x));
    const y = Math.min(...boxes.map((b) => b.y));
    const right = Math.max(...boxes.map((b) => b.x + b.width));
    const bottom = Math.max(...boxes.map((b) => b.y + b.height));
    const pad = 8;
    await page.screenshot({
      path: `${SHOTS}${name}.png`, fullPage: true,
      clip: { x: Math.max(0, x - pad), y: Math.max(0, y - pad), width: right - x + 2 * pad, height: bottom - y + 2 * pad },
    });
  }

  it.each([
    ['pt', PHONE], ['pt', DESKTOP], ['en', PHONE], ['en', DESKTOP],
  ] as const)('shows the four charts (%s, %o)', async (lang, viewport) => {
    const { context, page, errors } = await open(lang, viewport);
    await page.goto(`${server.url}/dashboard?tab=analytics&preset=lastMonth`);
    // Last month against the month before, named.
    await expectCharts(page, lang, / vs /);
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
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(4);
    await expect.poll(() => page.locator('.charts').getByText(TEXT.en.empty, { exact: true }).count(), { timeout: 15_000 }).toBe(4);
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

  describe('running balance and this month vs last month (issue 17), with known records', () => {
    const login = { email: 'graficos@kumbu.ao', password: 'graficos-kumbu-1' };
    // The app's today (Luanda), this month and last month, whatever day the test runs on.
    const today = dayOf(new Date());
    const monthStart = `${today.slice(0, 7)}-01`;
    const prevEnd = addDays(monthStart, -1);
    const prevStart = `${prevEnd.slice(0, 7)}-01`;
    const todayDay = Number(today.slice(8, 10));
    const prevLength = Number(prevEnd.slice(8, 10));
    const monthLength = Number(addDays(`${addDays(monthStart, 40).slice(0, 7)}-01`, -1).slice(8, 10)); // +40 days is next month
    const sameDay = `${prevEnd.slice(0, 8)}${String(Math.min(todayDay, prevLength)).padStart(2, '0')}`;
    const future = addDays(today, 1); // after today: never in the line nor in "spent so far"
    const records: readonly { type: 'income' | 'expense'; amount: number; date: string }[] = [
      { type: 'income', amount: 100_000, date: monthStart },
      { type: 'expense', amount: 20_000, date: monthStart },
      { type: 'expense', amount: 5_000, date: today },
      { type: 'expense', amount: 7_000, date: future },
      { type: 'expense', amount: 30_000, date: prevStart },
      { type: 'expense', amount: 2_000, date: sameDay },
      { type: 'expense', amount: 10_000, date: prevEnd },
    ];
    const kz = (n: number, lang: Lang): string => formatMoney(toCents(n * 100), 'AOA', lang);
    const spentBy = (from: string, to: string): number => records.filter((r) => r.type === 'expense' && r.date >= from && r.date <= to).reduce((sum, r) => sum + r.amount, 0);

    beforeAll(async () => {
      await createAccount(server.database.db, server.app.kumbu.auth, { ...login, fullName: 'Graça Talatona', verified: true }, new Date());
      const signIn = await server.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: login });
      expect(signIn.statusCode).toBe(200);
      const setCookie = signIn.headers['set-cookie'];
      const cookie = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c.split(';')[0]).join('; ');
      for (const r of records) {
        const added = await server.app.inject({ method: 'POST', url: '/api/records', headers: { cookie }, payload: { ...r, category: 'Transporte' } });
        expect(added.statusCode).toBe(201);
      }
    });

    const runningCard = (page: Page) => page.locator('.charts article[data-chart=running]');
    const compareCard = (page: Page) => page.locator('.charts article[data-chart=compare]');
    const figure = (page: Page, name: string) => compareCard(page).locator(`[data-figure="${name}"] dd`);

    it.each([
      ['pt', PHONE_390], ['en', PHONE_390], ['pt', DESKTOP], ['en', DESKTOP],
    ] as const)('this month: the line ends today on the running total, and the months compare as the records say (%s, %o)', async (lang, viewport) => {
      const { context, page, errors } = await open(lang, viewport, login);
      await page.goto(`${server.url}/dashboard?tab=analytics`);
      const plot = runningCard(page).locator('.chart-card__plot');
      await expect.poll(() => plot.getAttribute('data-last-day'), { timeout: 15_000 }).toBe(today);
      // 100 000 − 20 000 − 5 000 by today; the 7 000 due tomorrow is not in it.
      expect(await plot.getAttribute('data-last-cents')).toBe(String(75_000 * 100));
      // One point per lived day, none after today (the month may run on for weeks).
      expect(await plot.getAttribute('data-points')).toBe(String(dayNumber(today) - dayNumber(monthStart) + 1));
      const rows = runningCard(page).locator('table tbody tr');
      expect(await rows.count()).toBe(todayDay);
      expect(await rows.last().locator('td').textContent()).toBe(kz(75_000, lang));
      if (todayDay > 1) expect(await rows.first().locator('td').textContent()).toBe(kz(80_000, lang)); // day 1 alone
      expect(await runningCard(page).locator('svg.recharts-surface').count()).toBe(1);

      // This month vs last month: spent so far, last month by the same day, last month whole.
      await expect.poll(() => figure(page, 'current').textContent(), { timeout: 15_000 }).toBe(kz(spentBy(monthStart, today), lang));
      expect(await compareCard(page).getByRole('heading', { level: 3 }).textContent()).toBe(lang === 'pt' ? 'Este mês vs mês passado' : 'This month vs last month');
      expect(await figure(page, 'previous').textContent()).toBe(kz(spentBy(prevStart, sameDay), lang));
      expect(await figure(page, 'previous-total').textContent()).toBe(kz(42_000, lang));
      const change = (await compareCard(page).locator('[data-figure=change]').textContent()) ?? '';
      expect(change).toMatch(lang === 'pt' ? /(acima|abaixo) de |Igual a / : /(more|less) than |Same as /);
      expect(await compareCard(page).locator('svg.recharts-surface').count()).toBe(1);
      // Its screen-reader table: every day of the longer month; this month's column empty after today.
      const compareRows = compareCard(page).locator('table tbody tr');
      expect(await compareRows.count()).toBe(Math.max(prevLength, monthLength));
      expect(await compareRows.nth(todayDay - 1).locator('td').first().textContent()).toBe(kz(spentBy(monthStart, today), lang));
      if (todayDay < await compareRows.count()) expect(await compareRows.nth(todayDay).locator('td').first().textContent()).toBe('—');

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shoot(page, '.charts article[data-chart=running], .charts article[data-chart=compare]', `dashboard-charts-running-${lang}-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('the charts pass axe (WCAG 2.1 AA, serious and critical) on a phone', async () => {
      const { context, page } = await open('pt', PHONE_390, login, true);
      await page.goto(`${server.url}/dashboard?tab=analytics`);
      await expect.poll(() => figure(page, 'current').count(), { timeout: 15_000 }).toBe(1);
      // The charts' own elements only: the rest of the page is other tests' business.
      const inCharts = (target: string): Promise<boolean> => page.evaluate((sel) => {
        try { return document.querySelector(sel)?.closest('.charts') != null; } catch { return false; }
      }, target.split(' >> ')[0] ?? '');
      const found: string[] = [];
      for (const v of blockingOf(await runAxe(page))) {
        const mine = (await Promise.all(v.targets.map(inCharts))).some(Boolean);
        if (mine) found.push(describeViolation(v));
      }
      expect(found).toEqual([]);
      await context.close();
    });

    it('a range running past today: the axis spans it, the line and its table stop at today', async () => {
      const { context, page } = await open('pt', DESKTOP, login);
      const end = addDays(today, 10);
      await page.goto(`${server.url}/dashboard?tab=analytics&start=${monthStart}&end=${end}`);
      const plot = runningCard(page).locator('.chart-card__plot');
      await expect.poll(() => plot.getAttribute('data-last-day'), { timeout: 15_000 }).toBe(today);
      expect(await plot.getAttribute('data-last-cents')).toBe(String(75_000 * 100));
      expect(await runningCard(page).locator('table tbody tr').count()).toBe(todayDay);
      // A range of more than a month compares today's month with the one before.
      await expect.poll(() => figure(page, 'current').textContent(), { timeout: 15_000 }).toBe(kz(spentBy(monthStart, today), 'pt'));
      await context.close();
    });

    it('last month, gone by: drawn to its last day and compared whole with the month before', async () => {
      const { context, page } = await open('en', PHONE_390, login);
      await page.goto(`${server.url}/dashboard?tab=analytics&preset=lastMonth`);
      const plot = runningCard(page).locator('.chart-card__plot');
      await expect.poll(() => plot.getAttribute('data-last-day'), { timeout: 15_000 }).toBe(prevEnd);
      expect(await plot.getAttribute('data-last-cents')).toBe(String(-42_000 * 100));
      await expect.poll(() => figure(page, 'current').textContent(), { timeout: 15_000 }).toBe(kz(42_000, 'en'));
      expect(await figure(page, 'previous').textContent()).toBe(kz(0, 'en'));
      expect(await compareCard(page).locator('[data-figure=change]').textContent()).toMatch(/^No spending in /);
      await context.close();
    });
  });
});
