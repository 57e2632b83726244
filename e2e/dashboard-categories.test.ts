// Issue 14, item 17: records store the co-pilot's category key, and the dashboard names it in
// the page's language. Once the English dashboard showed "Transporte" and "Supermercado e
// mercado", and a category split in two after the user switched language. Here one account
// holds a record sent on WhatsApp in Portuguese and one in English, and a record typed on
// the web in Portuguese: the English page shows one "Transport", never a Portuguese name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { dayOf } from '@kumbu/core/date-range';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { HAS_CHROMIUM, launchBrowser, startServer } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;
type Lang = 'pt' | 'en';

describe.skipIf(!HAS_CHROMIUM)('category names follow the page language (Chromium)', () => {
  let browser: Browser;
  let server: Server;
  let cookie = '';
  const today = dayOf(new Date());

  beforeAll(async () => {
    server = await startServer();
    const email = 'categorias@kumbu.ao';
    await createAccount(server.database.db, server.app.kumbu.auth, { email, password: 'categorias-kumbu-1', fullName: 'Rosa Luanda', verified: true }, new Date());
    const res = await server.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email, password: 'categorias-kumbu-1' } });
    expect(res.statusCode).toBe(200);
    const setCookie = res.headers['set-cookie'];
    cookie = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c.split(';')[0]).join('; ');
    // The same category named in Portuguese, in English and by key, as the web and API clients send it.
    for (const [category, amount, description] of [['Transporte', 5000, 'Candongueiro'], ['Transport', 1000, 'Taxi'], ['groceries', 20000, 'Kero'], ['Supermercado e mercado', 3000, 'Pão']] as const) {
      const added = await server.app.inject({ method: 'POST', url: '/api/records', headers: { cookie }, payload: { type: 'expense', amount, category, description, date: today } });
      expect(added.statusCode).toBe(201);
    }
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.app.close();
    await server.database.close();
  });

  async function open(lang: Lang, path = '/dashboard'): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((l) => localStorage.setItem('kumbu.lang', l), lang);
    await context.addCookies(cookie.split('; ').map((pair) => {
      const i = pair.indexOf('=');
      return { name: pair.slice(0, i), value: pair.slice(i + 1), url: server.url };
    }));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}${path}`);
    await page.locator('.dashboard h1').waitFor();
    return { context, page, errors };
  }

  const categoryCells = (page: Page) => page.locator('table.records tbody td[data-label]').filter({ hasText: /\S/ });

  it('the English dashboard shows English names, one line per category, in the table and the analytics', async () => {
    const { context, page, errors } = await open('en');
    await expect.poll(() => page.locator('table.records tbody tr').count(), { timeout: 15_000 }).toBe(4);
    const table = await page.locator('table.records tbody').textContent() ?? '';
    expect(table).toContain('Transport');
    expect(table).toContain('Groceries');
    expect(table).not.toContain('Transporte');
    expect(table).not.toContain('Supermercado');
    expect(await categoryCells(page).count()).toBeGreaterThan(0);

    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.locator('.analytics').waitFor();
    const breakdown = page.locator('.analytics [data-currency=AOA] .breakdown tbody th');
    await expect.poll(async () => (await breakdown.allTextContents()).map((s) => s.trim()), { timeout: 15_000 }).toEqual(['Groceries', 'Transport']);
    expect(await page.locator('.analytics [data-stat=topSpendingCategory] .stat__value').textContent()).toBe('Groceries');
    // The donut's table (charts are lazy-loaded) names them in English too.
    await page.locator('.charts').first().waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await page.locator('.charts').first().textContent()) ?? '', { timeout: 15_000 }).toContain('Groceries');
    expect(await page.locator('.charts').first().textContent()).not.toContain('Supermercado');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the Portuguese dashboard names the same records in Portuguese, and the editor shows the name, not the key', async () => {
    const { context, page, errors } = await open('pt');
    await expect.poll(() => page.locator('table.records tbody tr').count(), { timeout: 15_000 }).toBe(4);
    const table = await page.locator('table.records tbody').textContent() ?? '';
    expect(table).toContain('Transporte');
    expect(table).toContain('Supermercado e mercado');
    expect(table).not.toContain('groceries');
    const row = page.locator('tr', { hasText: 'Candongueiro' });
    await row.getByRole('button', { name: /^Editar/ }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    expect(await dialog.getByLabel(/^Categoria/).inputValue()).toBe('Transporte');
    expect(errors).toEqual([]);
    await context.close();
  });
});
