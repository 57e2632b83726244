// The signed-in app's shell (issue 17) in Chromium, on the demo account: its own navigation
// (Painel, Contas, Importar, Relatórios, Definições) instead of the landing page's sections,
// a bottom tab bar on phones, no "← Voltar" out of the app, and the Importar and Relatórios
// screens doing real work (a record added by hand; a period's summary and its CSV).
// Screenshots in pt and en (phone and desk) go to DOC_SCREENSHOTS (app-shell-*).
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_LOGIN, seedDemo } from '@kumbu/server/seed/seed-demo';
import { DOC_SCREENSHOTS, HAS_CHROMIUM, cookiesFor, launchBrowser, sessionCookie, startServer } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;
type Lang = 'pt' | 'en';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const NAV = {
  pt: ['Painel', 'Contas', 'Importar', 'Relatórios', 'Definições'],
  en: ['Dashboard', 'Accounts', 'Import', 'Reports', 'Settings'],
};

describe.skipIf(!HAS_CHROMIUM)('app shell in Chromium (demo account)', () => {
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

  async function open(lang: Lang, viewport: { width: number; height: number }, path: string, signedIn = true): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport, isMobile: viewport === PHONE, hasTouch: viewport === PHONE });
    await context.addInitScript((l) => localStorage.setItem('kumbu.lang', l), lang);
    if (signedIn) {
      await context.addCookies(cookiesFor(cookie, server.url));
    }
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}${path}`);
    return { context, page, errors };
  }

  const headerNav = (page: Page) => page.locator('header nav.app-header__nav');
  const tabBar = (page: Page) => page.locator('nav.app-tab-bar');

  it.each(['pt', 'en'] as const)('signed-in screens carry the app navigation, not the landing page sections (%s, desk)', async (lang) => {
    const { context, page, errors } = await open(lang, DESKTOP, '/dashboard');
    await page.locator('.dashboard h1').waitFor();
    await expect.poll(() => headerNav(page).getByRole('link').allTextContents(), { timeout: 15_000 }).toEqual(NAV[lang]);
    expect(await headerNav(page).getByRole('link', { name: NAV[lang][0] }).getAttribute('aria-current')).toBe('page');
    // The marketing sections and the way out to the landing page are gone from the app.
    for (const section of lang === 'pt' ? ['Plataforma', 'Funcionalidades', 'Preços'] : ['Platform', 'Features', 'Pricing']) {
      expect(await page.locator('header').getByRole('link', { name: section, exact: true }).count()).toBe(0);
    }
    expect(await page.getByRole('link', { name: /Voltar|Back/ }).count()).toBe(0);
    // The logo stays in the app; the profile menu is there.
    expect(await page.locator('header .logo').getAttribute('href')).toBe('/dashboard');
    expect(await page.locator('header .avatar-button').count()).toBe(1);
    // The tab bar is for phones only.
    expect(await tabBar(page).isVisible()).toBe(false);
    await page.locator('.summary-card__value').first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${DOC_SCREENSHOTS}app-shell-dashboard-${lang}-1280.png` });

    await headerNav(page).getByRole('link', { name: NAV[lang][3] }).click();
    await page.waitForURL(/\/reports/);
    expect(await headerNav(page).getByRole('link', { name: NAV[lang][3] }).getAttribute('aria-current')).toBe('page');

    // A public page keeps the marketing header.
    await page.goto(`${server.url}/docs/overview`);
    await page.locator('header nav.site-header__nav').waitFor({ state: 'attached' });
    expect(await headerNav(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['pt', 'en'] as const)('on a phone the screens sit in a bottom tab bar within the thumb\'s reach (%s)', async (lang) => {
    const { context, page, errors } = await open(lang, PHONE, '/dashboard');
    await page.locator('.dashboard h1').waitFor();
    await expect.poll(() => tabBar(page).getByRole('link').allTextContents(), { timeout: 15_000 }).toEqual(NAV[lang]);
    expect(await headerNav(page).isVisible()).toBe(false);
    // Fixed to the bottom of the screen, and still there after scrolling.
    const box = await tabBar(page).boundingBox();
    expect(box).not.toBeNull();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
    await page.locator('.summary-card__value').first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${DOC_SCREENSHOTS}app-shell-dashboard-${lang}-390.png` });
    await page.mouse.wheel(0, 3000);
    expect(await tabBar(page).isVisible()).toBe(true);

    await tabBar(page).getByRole('link', { name: NAV[lang][1] }).tap();
    await page.waitForURL(/\/accounts$/);
    expect(await tabBar(page).getByRole('link', { name: NAV[lang][1] }).getAttribute('aria-current')).toBe('page');
    await page.locator('.accounts-page h1').waitFor();
    await tabBar(page).getByRole('link', { name: NAV[lang][4] }).tap();
    await page.waitForURL(/\/settings$/);
    await page.locator('.settings h1').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Importar adds a record by hand and offers the WhatsApp chat (pt, phone)', async () => {
    const { context, page, errors } = await open('pt', PHONE, '/import');
    await page.getByRole('heading', { name: 'Importar', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: /Abrir o WhatsApp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+/);
    await page.screenshot({ path: `${DOC_SCREENSHOTS}app-shell-import-pt-390.png` });
    await page.getByRole('button', { name: /Adicionar registo/ }).tap();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    await dialog.getByLabel('Valor', { exact: true }).fill('3 mil');
    await dialog.getByLabel(/^Categoria/).fill('Transporte');
    await dialog.getByLabel(/^Descrição/).fill('Táxi do aeroporto, pelo ecrã Importar');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => page.locator('dialog[open]').count(), { timeout: 15_000 }).toBe(0);
    await page.getByText('Registo guardado.').waitFor();
    // It is in the books: the dashboard lists it.
    await page.getByRole('link', { name: 'Ver no painel' }).tap();
    await page.waitForURL(/\/dashboard/);
    await expect.poll(() => page.getByText('Táxi do aeroporto, pelo ecrã Importar').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['pt', 'en'] as const)('Relatórios sums up the chosen period and downloads its records as CSV (%s)', async (lang) => {
    const { context, page, errors } = await open(lang, DESKTOP, '/reports');
    await page.getByRole('heading', { name: lang === 'pt' ? 'Relatórios' : 'Reports', level: 1 }).waitFor();
    await expect.poll(() => page.locator('[data-card=expense] .summary-card__value').textContent(), { timeout: 15_000 }).toMatch(lang === 'pt' ? /Kz/ : /AOA/);
    await page.getByRole('button', { name: lang === 'pt' ? 'Trimestre' : 'Quarter' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('preset')).toBe('quarter');
    const href = await page.getByRole('link', { name: lang === 'pt' ? 'Descarregar CSV' : 'Download CSV' }).getAttribute('href');
    expect(href).toMatch(/^\/api\/records\/export\.csv\?/);
    const csv = await page.evaluate(async (url) => (await fetch(url)).text(), href ?? '');
    expect(csv.split('\r\n').length).toBeGreaterThan(10);
    await page.screenshot({ path: `${DOC_SCREENSHOTS}app-shell-reports-${lang}-1280.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a first visit paints the app\'s shape from the page itself, before any script or stylesheet arrives (phone)', async () => {
    // The "A carregar…" for 9.7 s at 800 ms and 50 KB/s: nothing showed until the
    // scripts had arrived. Here they never arrive, and the skeleton must still be on screen.
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    await context.addCookies(cookiesFor(cookie, server.url));
    const page = await context.newPage();
    await page.route(/\/assets\//, () => { /* a connection too slow to deliver them */ });
    await page.goto(`${server.url}/dashboard`, { waitUntil: 'commit' });
    const boot = page.locator('#root .boot');
    await boot.waitFor({ timeout: 15_000 });
    expect(await boot.locator('.skeleton').count()).toBeGreaterThanOrEqual(5);
    expect(await page.getByRole('status').textContent()).toContain('A carregar');
    // Styled by the page itself: the bar has the app header's height (60 px and its border)
    // and the cards theirs.
    expect((await boot.locator('.boot__bar').boundingBox())?.height).toBe(61);
    expect((await boot.locator('.boot__card').first().boundingBox())?.height).toBe(86);
    await page.screenshot({ path: `${DOC_SCREENSHOTS}app-shell-first-paint-phone.png` });

    // A public page keeps its own first paint: no app skeleton on the landing page.
    await page.goto(`${server.url}/`, { waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => document.readyState), { timeout: 15_000 }).not.toBe('loading');
    expect(await page.locator('.boot').count()).toBe(0);

    // With its scripts, the app replaces the skeleton with the screen.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto(`${server.url}/dashboard`);
    await page.locator('.dashboard h1').waitFor({ timeout: 15_000 });
    expect(await page.locator('.boot').count()).toBe(0);
    await context.close();
  });
});
