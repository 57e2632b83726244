// Browser smoke tests: the built app served by the real server, in the system Chromium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { launchBrowser, startServer, HAS_CHROMIUM, SCREENSHOTS } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;

describe.skipIf(!HAS_CHROMIUM)('web app in Chromium', () => {
  let browser: Browser;
  let server: Server;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    await createAccount(server.database.db, server.app.kumbu.auth, {
      email: 'e2e@kumbu.ao', password: 'e2e-kumbu-pass', fullName: 'Teresa Luanda', verified: true,
    }, new Date());
  });
  afterAll(async () => {
    await browser.close();
    await server.app.close();
    await server.database.close();
  });

  it('loads the landing page in Portuguese, switches to English and remembers it', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/`);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('O seu co-piloto financeiro no WhatsApp');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('pt'); // set in an effect, a frame after the text
    for (const id of ['section-platform', 'section-capabilities', 'section-workflow', 'section-pricing']) {
      expect(await page.locator(`#${id}`).count(), id).toBe(1);
    }
    await page.screenshot({ path: `${SCREENSHOTS}landing-pt-360.png`, fullPage: false });

    await page.evaluate(() => {
      window.addEventListener('kumbu:language-change', (e) => { (window as unknown as { announced: unknown }).announced = (e as CustomEvent<{ lang: string }>).detail.lang; });
    });
    // At 360 px the language dropdown sits in the mobile menu; open it first when it is hidden.
    if ((await page.locator('.lang-switcher__button:visible').count()) === 0) await page.locator('header .menu-toggle').click();
    await page.locator('.lang-switcher__button:visible').first().click();
    const menu = page.locator('.lang-switcher [role="menu"]:visible').first();
    expect(await menu.getByRole('menuitemradio').allTextContents()).toEqual(['Português', 'English']);
    await menu.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('Your finance co-pilot on WhatsApp');
    expect(await page.evaluate(() => localStorage.getItem('kumbu.lang'))).toBe('en');
    expect(await page.evaluate(() => (window as unknown as { announced?: string }).announced)).toBe('en');
    await page.reload();
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('Your finance co-pilot on WhatsApp');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en'); // set in an effect, a frame after the text
    expect(errors).toEqual([]);
    await page.close();
  });

  it('routes /docs to the overview, replaces unknown sections, and follows back and forward', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/docs`);
    await page.waitForURL('**/docs/overview');
    await page.goto(`${server.url}/docs/not-a-section`);
    await page.waitForURL('**/docs/overview');
    await page.locator('a[href="/docs/privacy"]').first().click();
    await page.waitForURL('**/docs/privacy');
    await page.goBack();
    await page.waitForURL('**/docs/overview');
    await page.goForward();
    await page.waitForURL('**/docs/privacy');
    expect(await page.locator('main').textContent()).toMatch(/Privacidade|Privacy/);
    await page.screenshot({ path: `${SCREENSHOTS}docs-privacy-1280.png` });
    await page.close();
  });

  it('signs in, shows the dashboard, and a record written elsewhere appears live', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/dashboard`);
    const signIn = await server.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email: 'e2e@kumbu.ao', password: 'e2e-kumbu-pass' } });
    const setCookie = signIn.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : [String(setCookie)]).map((c) => c.split(';')[0]).join('; ');

    await page.locator('main button.button--primary').first().click();
    await page.getByLabel(/e-?mail/i).first().fill('e2e@kumbu.ao');
    await page.getByLabel(/senha|password/i).first().fill('e2e-kumbu-pass');
    await page.locator('form button[type="submit"]').first().click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toMatch(/Painel Financeiro|Financial Dashboard/);
    await expect.poll(() => page.getByText(/Nenhuma transação encontrada|No transactions found/).count(), { timeout: 15_000 }).toBe(1);

    // Written through the API by "another device": the open dashboard shows it without a reload.
    const res = await server.app.inject({ method: 'POST', url: '/api/records', headers: { cookie }, payload: { type: 'expense', amount: '5 mil', category: 'Transporte', description: 'Candongueiro ao Kinaxixi' } });
    expect(res.statusCode).toBe(201);
    await expect.poll(() => page.getByText('Candongueiro ao Kinaxixi').count(), { timeout: 15_000 }).toBe(1);
    // …and the expense card, computed by the server over the whole month, follows.
    const expenseCard = page.locator('.summary-card--negative .summary-card__value');
    await expect.poll(async () => (await expenseCard.textContent())?.replace(/\s/g, ' '), { timeout: 15_000 }).toBe('5 000,00 Kz');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0); // closes ~1 s after success
    await page.screenshot({ path: `${SCREENSHOTS}dashboard-live-1280.png`, fullPage: true });
    await context.close();
  });
});
