// Weak and no network (issue 17) in Chromium, on the demo account: a repeat visit opens
// offline from the service worker and this device's saved answers, marked "Sem ligação —
// dados de 14:32"; the live dot says "Sem ligação" and comes back by itself; a dialog whose
// code cannot be downloaded leaves the page alone and opens on retry; a failed refresh keeps
// the data with a retry at the top; a record added offline waits as "por enviar" and is sent
// once, by itself, when the connection returns.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_LOGIN, seedDemo } from '@kumbu/server/seed/seed-demo';
import { DOC_SCREENSHOTS, HAS_CHROMIUM, cookiesFor, launchBrowser, sessionCookie, startServer } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;
type Lang = 'pt' | 'en';
const PHONE = { width: 390, height: 844 };
const SAVED_AT = { pt: /^Sem ligação — dados de \d{2}:\d{2}$/, en: /^Offline — data from \d{2}:\d{2}\s[AP]M$/ };

describe.skipIf(!HAS_CHROMIUM)('offline and weak network in Chromium (demo account)', () => {
  let browser: Browser;
  let server: Server;
  let cookie = '';

  beforeAll(async () => {
    mkdirSync(DOC_SCREENSHOTS, { recursive: true });
    server = await startServer();
    await seedDemo(server.database.db, server.app.kumbu.auth, new Date(), server.app.kumbu.config.env);
    browser = await launchBrowser();
    cookie = await sessionCookie(server.app, DEMO_LOGIN);
  });
  afterAll(async () => {
    await browser.close();
    await server.app.close();
    await server.database.close();
  });

  async function open(lang: Lang, options: { serviceWorkers: 'allow' | 'block' }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, serviceWorkers: options.serviceWorkers });
    await context.addInitScript((l) => localStorage.setItem('kumbu.lang', l), lang);
    await context.addCookies(cookiesFor(cookie, server.url));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    return { context, page, errors };
  }

  const live = (page: Page) => page.locator('.dashboard__meta .live');
  const rows = (page: Page) => page.locator('table.records tbody tr, ul.day__rows > li.row');
  const banner = (page: Page) => page.locator('.refresh-banner');
  async function dashboardReady(page: Page, lang: Lang): Promise<void> {
    await expect.poll(() => live(page).textContent(), { timeout: 20_000 }).toBe(lang === 'pt' ? 'Ao vivo' : 'Live');
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-card=income] .summary-card__value').textContent(), { timeout: 20_000 }).toMatch(/\d/);
  }

  async function recordsNamed(description: string): Promise<number> {
    const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const res = await server.app.inject({ method: 'GET', url: `/api/records?start=${day(-3)}&end=${day(3)}&limit=200`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = JSON.parse(res.body) as { data: { items: { description: string | null }[] } };
    return body.data.items.filter((r) => r.description === description).length;
  }

  it.each(['pt', 'en'] as const)('a repeat visit opens offline with the last data, marked with its time, and goes live again (%s)', async (lang) => {
    const { context, page, errors } = await open(lang, { serviceWorkers: 'allow' });
    await page.goto(`${server.url}/dashboard`);
    await dashboardReady(page, lang);
    // The service worker is installed and keeps the app (it registers a few seconds after load).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
    const firstRow = await rows(page).first().textContent();
    const income = await page.locator('[data-card=income] .summary-card__value').textContent();
    // The settled dashboard's picture is kept for the next visit (decision 0031).
    await expect.poll(() => page.evaluate(async () => (await (await caches.open('kumbu-snapshot')).match('/__snapshot__/dashboard')) !== undefined), { timeout: 20_000 }).toBe(true);

    await context.setOffline(true);
    const reloaded = await page.reload();
    // The page itself carries the last picture — the figures are there before any script
    // runs — and the live screen takes its place once it has its (saved) data.
    const html = await reloaded?.text() ?? '';
    expect(html).toContain('data-snapshot');
    const pictured = /data-card="income"[\s\S]*?summary-card__value">([^<]*)</u.exec(html)?.[1] ?? '';
    expect(pictured.replace(/&nbsp;|\s/gu, ' ')).toBe((income ?? '').replace(/\s/gu, ' '));
    await page.locator('#main .dashboard h1').waitFor({ timeout: 15_000 });
    await page.locator('[data-snapshot]').waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => rows(page).first().textContent(), { timeout: 15_000 }).toBe(firstRow);
    await expect.poll(() => banner(page).locator('span').textContent(), { timeout: 15_000 }).toMatch(SAVED_AT[lang]);
    expect(await page.locator('[data-card=income] .summary-card__value').textContent()).toMatch(/\d/);
    await expect.poll(() => live(page).textContent(), { timeout: 15_000 }).toBe(lang === 'pt' ? 'Sem ligação' : 'Offline');
    await page.screenshot({ path: `${DOC_SCREENSHOTS}offline-dashboard-${lang}-390.png` });

    // Moving to another screen of the app works offline too.
    await page.locator('nav.app-tab-bar').getByRole('link', { name: lang === 'pt' ? 'Contas' : 'Accounts' }).tap();
    await page.locator('.accounts-page h1').waitFor({ timeout: 15_000 });
    await page.locator('nav.app-tab-bar').getByRole('link', { name: lang === 'pt' ? 'Painel' : 'Dashboard' }).tap();

    await context.setOffline(false);
    await expect.poll(() => live(page).textContent(), { timeout: 20_000 }).toBe(lang === 'pt' ? 'Ao vivo' : 'Live');
    await expect.poll(() => banner(page).count(), { timeout: 20_000 }).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a dialog whose code cannot be downloaded leaves the page as it was, and opens on retry (pt)', async () => {
    const { context, page, errors } = await open('pt', { serviceWorkers: 'block' });
    await page.route(/record-editor-dialog-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto(`${server.url}/dashboard`);
    await dashboardReady(page, 'pt');
    await page.getByRole('button', { name: /Adicionar registo/ }).tap();
    const toast = page.locator('.load-failed-toast');
    await toast.waitFor({ timeout: 20_000 });
    expect(await toast.textContent()).toContain('Não foi possível abrir esta janela.');
    // Nothing else went: the title, the cards and the list are still there.
    expect(await page.locator('.dashboard h1').textContent()).toBe('Painel Financeiro');
    expect(await rows(page).count()).toBeGreaterThan(0);
    expect(await page.getByText('Não foi possível carregar esta página').count()).toBe(0);
    await page.unroute(/record-editor-dialog-[\w-]+\.js$/);
    await toast.getByRole('button', { name: 'Tentar de novo' }).tap();
    await page.locator('dialog[open]').waitFor({ timeout: 15_000 });
    expect(await page.locator('.load-failed-toast').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a failed refresh keeps the data with a retry at the top; an unseen period says so, and loads when the connection returns (pt)', async () => {
    const { context, page, errors } = await open('pt', { serviceWorkers: 'block' });
    await page.goto(`${server.url}/dashboard`);
    await dashboardReady(page, 'pt');
    // "Mês passado" once online: this device keeps it.
    await page.getByRole('button', { name: 'Mês passado' }).tap();
    await expect.poll(() => new URL(page.url()).searchParams.get('preset')).toBe('lastMonth');
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const lastMonthFirst = await rows(page).first().textContent();
    await page.getByRole('button', { name: 'Este mês' }).tap();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    await context.setOffline(true);
    await expect.poll(() => live(page).textContent(), { timeout: 15_000 }).toBe('Sem ligação');
    // A period seen before: its saved rows and cards, not a blank.
    await page.getByRole('button', { name: 'Mês passado' }).tap();
    await expect.poll(() => rows(page).first().textContent(), { timeout: 15_000 }).toBe(lastMonthFirst);
    await expect.poll(() => banner(page).locator('span').textContent(), { timeout: 15_000 }).toMatch(SAVED_AT.pt);
    expect(await page.locator('[data-card=expense] .summary-card__value').textContent()).toMatch(/\d/);
    // The banner is the first thing in the panel, above the cards: seen without scrolling.
    const bannerBox = await banner(page).boundingBox();
    expect((bannerBox?.y ?? 9_999) + (bannerBox?.height ?? 0)).toBeLessThan(PHONE.height);
    // A period never seen on this device: said plainly, with a retry.
    await page.getByRole('button', { name: 'Ano até hoje' }).tap();
    await expect.poll(() => banner(page).locator('span').textContent(), { timeout: 15_000 }).toBe('Sem ligação à Internet. Este período ainda não foi visto neste aparelho.');
    expect(await banner(page).getByRole('button', { name: 'Tentar de novo' }).count()).toBe(1);
    await page.screenshot({ path: `${DOC_SCREENSHOTS}offline-unseen-period-pt-390.png` });

    await context.setOffline(false);
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => banner(page).count(), { timeout: 20_000 }).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['pt', 'en'] as const)('a record added offline waits as "por enviar" and is sent once when the connection returns (%s)', async (lang) => {
    const { context, page, errors } = await open(lang, { serviceWorkers: 'block' });
    const description = lang === 'pt' ? 'Pão da padaria, sem rede' : 'Bakery bread, no signal';
    const editorCode = page.waitForResponse(/record-editor-dialog-[\w-]+\.js$/, { timeout: 30_000 });
    await page.goto(`${server.url}/dashboard`);
    await dashboardReady(page, lang);
    await editorCode; // preloaded after the dashboard settled

    await context.setOffline(true);
    await expect.poll(() => live(page).textContent(), { timeout: 15_000 }).toBe(lang === 'pt' ? 'Sem ligação' : 'Offline');
    await page.getByRole('button', { name: lang === 'pt' ? /Adicionar registo/ : /Add record/ }).tap();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByLabel(lang === 'pt' ? 'Valor' : 'Amount', { exact: true }).fill('1500');
    await dialog.getByLabel(lang === 'pt' ? /^Categoria/ : /^Category/).fill(lang === 'pt' ? 'Alimentação' : 'Food');
    await dialog.getByLabel(lang === 'pt' ? /^Descrição/ : /^Description/).fill(description);
    await dialog.getByRole('button', { name: lang === 'pt' ? 'Guardar' : 'Save' }).tap();
    await expect.poll(() => page.locator('dialog[open]').count(), { timeout: 30_000 }).toBe(0);
    const outbox = page.getByTestId('outbox');
    await expect.poll(() => outbox.locator('h2').textContent(), { timeout: 15_000 }).toBe(lang === 'pt' ? '1 registo por enviar' : '1 record waiting to be sent');
    expect(await outbox.textContent()).toContain(description);
    expect(await outbox.textContent()).toContain(lang === 'pt' ? 'Por enviar' : 'Waiting to be sent');
    await page.screenshot({ path: `${DOC_SCREENSHOTS}offline-outbox-${lang}-390.png` });
    expect(await recordsNamed(description)).toBe(0);

    await context.setOffline(false);
    await expect.poll(() => outbox.count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => page.getByRole('main').getByText(description).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await recordsNamed(description)).toBe(1);
    // A reload does not send it again.
    await page.reload();
    await dashboardReady(page, lang);
    expect(await page.getByTestId('outbox').count()).toBe(0);
    expect(await recordsNamed(description)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
