// The dashboard's budgets and goals panel in Chromium: a budget set through the API shows at
// the server's percent with its tone (80 % "near"), a goal with what is needed a month; a
// record written by another client moves the bar live; the empty state teaches the WhatsApp
// phrasing; a budget and a goal are added from the UI, money is added to the goal, and both
// are deleted after confirming — in pt and en, at 360 and 1280 px. Screenshots go to
// DOC_SCREENSHOTS (budgets-goals-*).
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { presetRange } from '@kumbu/core/date-range';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { DOC_SCREENSHOTS, HAS_CHROMIUM, launchBrowser, startServer } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;
type Lang = 'pt' | 'en';
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
const KZ = 100;

/** Intl's narrow and non-breaking spaces as plain ones, for readable expectations. */
const spaces = (s: string | null): string => (s ?? '').replace(/\s/g, ' ');

describe.skipIf(!HAS_CHROMIUM)('budgets and goals panel in Chromium', () => {
  let browser: Browser;
  let server: Server;
  let users = 0;

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

  /** A fresh verified user, signed in, in `lang`; `call` speaks to the API as them. */
  async function signedIn(lang: Lang, viewport = DESKTOP) {
    users += 1;
    const email = `planos${users}@kumbu.ao`;
    await createAccount(server.database.db, server.app.kumbu.auth, { email, password: 'planos-kumbu-pass', fullName: 'Joana Planos', verified: true }, new Date());
    const signIn = await server.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email, password: 'planos-kumbu-pass' } });
    expect(signIn.statusCode).toBe(200);
    const setCookie = signIn.headers['set-cookie'];
    const pairs = (Array.isArray(setCookie) ? setCookie : [String(setCookie)]).map((c) => c.split(';')[0] ?? '');
    const cookie = pairs.join('; ');
    const context: BrowserContext = await browser.newContext({ viewport, locale: lang === 'pt' ? 'pt-AO' : 'en-US' });
    await context.addCookies(pairs.map((p) => ({ name: p.slice(0, p.indexOf('=')), value: p.slice(p.indexOf('=') + 1), url: server.url })));
    await context.addInitScript((l) => { localStorage.setItem('kumbu.lang', l); }, lang);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const call = async (method: 'PUT' | 'POST', url: string, payload: object): Promise<{ id?: string }> => {
      const res = await server.app.inject({ method, url, headers: { cookie }, payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return (JSON.parse(res.body) as { data: { id?: string } }).data;
    };
    return { context, page, errors, call };
  }

  const panel = (page: Page) => page.locator('section.budgets-goals');
  const budget = (page: Page, key: string) => page.locator(`[data-budget=${key}]`);
  const meterOf = (page: Page, key: string) => budget(page, key).getByRole('progressbar');
  /** The panel alone; the viewport grows to the whole page first, so the sticky header cannot cover it. */
  const shootPanel = async (page: Page, file: string) => {
    const size = page.viewportSize() ?? DESKTOP;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
    await panel(page).screenshot({ path: `${DOC_SCREENSHOTS}${file}` });
    await page.setViewportSize(size);
  };
  const openDashboard = async (page: Page) => {
    await page.goto(`${server.url}/dashboard`);
    await panel(page).locator('.budgets-goals__columns').waitFor({ timeout: 15_000 });
  };

  it('shows budgets set through the API at the server\'s percent, a goal\'s monthly pace, and follows a new record live (pt)', async () => {
    const { context, page, errors, call } = await signedIn('pt');
    await call('PUT', '/api/budgets/transport', { amountCents: 20_000 * KZ });
    await call('PUT', '/api/budgets/groceries', { amountCents: 50_000 * KZ });
    await call('POST', '/api/records', { type: 'expense', amount: '5 mil', category: 'Transporte' });
    await call('POST', '/api/records', { type: 'expense', amount: 3000, category: 'transport' });
    await call('POST', '/api/records', { type: 'expense', amount: '42 500', category: 'Supermercado e mercado' });
    // A deadline at the end of next month: two months to go, this one included.
    const thisMonth = presetRange('thisMonth', new Date());
    const nextMonthEnd = presetRange('thisMonth', new Date(Date.parse(`${thisMonth.end}T12:00:00Z`) + 2 * 86_400_000)).end;
    const goal = await call('POST', '/api/goals', { name: 'Carro', targetCents: 500_000 * KZ, deadline: nextMonthEnd });
    await call('POST', `/api/goals/${goal.id ?? ''}/contributions`, { amountCents: 100_000 * KZ });

    await openDashboard(page);
    expect(await panel(page).locator('h2').textContent()).toBe('Orçamentos e metas');
    const transport = meterOf(page, 'transport');
    expect(await transport.getAttribute('aria-valuenow')).toBe('40');
    expect(spaces(await transport.getAttribute('aria-valuetext'))).toBe('8 000,00 Kz de 20 000,00 Kz gastos (40%)');
    expect(await budget(page, 'transport').locator('.plan-card__name').textContent()).toBe('Transporte');
    expect(spaces(await budget(page, 'transport').locator('.plan-card__figures').textContent())).toBe('8 000,00 Kz de 20 000,00 KzRestam 12 000,00 Kz');
    // 85 %: amber, and said in words.
    expect(await meterOf(page, 'groceries').getAttribute('aria-valuenow')).toBe('85');
    expect(await budget(page, 'groceries').getAttribute('class')).toContain('plan-card--near');
    expect(await budget(page, 'groceries').locator('.plan-card__flag').textContent()).toBe('Perto do limite');
    expect(await budget(page, 'groceries').locator('.plan-card__name').textContent()).toBe('Supermercado e mercado');
    const carro = page.locator('[data-goal=Carro]');
    expect(await carro.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
    expect(spaces(await carro.locator('.plan-card__figures').textContent())).toBe('100 000,00 Kz de 500 000,00 KzFaltam 400 000,00 Kz');
    expect(spaces(await carro.locator('.plan-card__pace').textContent())).toBe('Junte 200 000,00 Kz por mês');
    await page.screenshot({ path: `${DOC_SCREENSHOTS}budgets-goals-dashboard-pt-1280.png` });
    await shootPanel(page, 'budgets-goals-pt-1280.png');

    // Another client records an expense: the bar moves without a reload, and crosses 100 %.
    await expect.poll(() => page.locator('.live--live').count(), { timeout: 15_000 }).toBe(1);
    await call('POST', '/api/records', { type: 'expense', amount: '2 mil', category: 'Transport' });
    await expect.poll(() => transport.getAttribute('aria-valuenow'), { timeout: 15_000 }).toBe('50');
    await call('POST', '/api/records', { type: 'expense', amount: '12 mil', category: 'Transporte' });
    await expect.poll(() => budget(page, 'transport').locator('.plan-card__flag').textContent(), { timeout: 15_000 }).toBe('Acima do limite');
    expect(await transport.getAttribute('aria-valuenow')).toBe('100');
    expect(spaces(await transport.getAttribute('aria-valuetext'))).toBe('22 000,00 Kz de 20 000,00 Kz gastos (110%)');
    expect(spaces(await budget(page, 'transport').locator('.plan-card__rest').textContent())).toBe('Passou 2 000,00 Kz');

    await page.setViewportSize(PHONE);
    await shootPanel(page, 'budgets-goals-pt-360.png');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('teaches the WhatsApp phrasing when empty, then adds a budget and a goal from the UI, adds money, and deletes (en, 360 px)', async () => {
    const { context, page, errors, call } = await signedIn('en', PHONE);
    await openDashboard(page);
    expect(await panel(page).locator('h2').textContent()).toBe('Budgets and goals');
    const budgetsCol = page.locator('[data-plans=budgets]');
    expect(await budgetsCol.locator('.budgets-goals__whatsapp').textContent()).toBe('Write on WhatsApp: budget 50k for food');
    expect(await budgetsCol.locator('.budgets-goals__whatsapp a').getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=budget%2050k%20for%20food$/);
    expect(await page.locator('[data-plans=goals] .budgets-goals__whatsapp').textContent()).toBe('Write on WhatsApp: goal 500k for a car by December');
    await shootPanel(page, 'budgets-goals-empty-en-360.png');

    // A budget: the form says what is missing, then saves "30k" for Transport.
    await page.getByRole('button', { name: '+ Add budget' }).click();
    const dialog = page.getByRole('dialog', { name: 'New budget' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.locator('.plan-dialog__error').allTextContents()).toEqual(['Choose the category.', 'Enter the amount.']);
    await dialog.getByLabel('Category').selectOption({ label: 'Transport' });
    await dialog.getByLabel('Limit per month').fill('30k');
    await expect.poll(async () => spaces(await dialog.locator('.plan-dialog__preview').textContent())).toBe('Saved as: AOA 30,000.00');
    // Fixed: the "fix the highlighted fields" banner goes with the problems.
    expect(await dialog.locator('.banner').count()).toBe(0);
    await dialog.screenshot({ path: `${DOC_SCREENSHOTS}budgets-goals-dialog-en-360.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await meterOf(page, 'transport').waitFor();
    expect(await dialog.count()).toBe(0);
    expect(await meterOf(page, 'transport').getAttribute('aria-valuenow')).toBe('0');
    expect(spaces(await budget(page, 'transport').locator('.plan-card__figures').textContent())).toBe('AOA 0.00 of AOA 30,000.00AOA 30,000.00 left');

    // Spending moves it (live), and Change keeps the category.
    await call('POST', '/api/records', { type: 'expense', amount: 7500, category: 'Transport' });
    await expect.poll(() => meterOf(page, 'transport').getAttribute('aria-valuenow'), { timeout: 15_000 }).toBe('25');
    await page.getByRole('button', { name: 'Change the Transport budget' }).click();
    const edit = page.getByRole('dialog', { name: 'Change budget' });
    expect(await edit.getByLabel('Category').isDisabled()).toBe(true);
    expect(await edit.getByLabel('Limit per month').inputValue()).toBe('30000');
    await edit.getByLabel('Limit per month').fill('15000');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => meterOf(page, 'transport').getAttribute('aria-valuenow'), { timeout: 15_000 }).toBe('50');

    // A goal with a deadline, then money added to it.
    await page.getByRole('button', { name: '+ New goal' }).click();
    const goalDialog = page.getByRole('dialog', { name: 'New goal' });
    await goalDialog.getByLabel('Goal name').fill('Laptop');
    await goalDialog.getByLabel('How much to save').fill('300k');
    const deadline = presetRange('thisMonth', new Date(Date.parse(`${presetRange('thisMonth', new Date()).end}T12:00:00Z`) + 2 * 86_400_000)).end;
    // The deadline is typed as the app writes dates in English (mm/dd/yyyy).
    await goalDialog.getByLabel(/^Deadline/).fill(`${deadline.slice(5, 7)}/${deadline.slice(8, 10)}/${deadline.slice(0, 4)}`);
    await goalDialog.getByRole('button', { name: 'Save' }).click();
    const laptop = page.locator('[data-goal=Laptop]');
    await laptop.waitFor();
    expect(spaces(await laptop.locator('.plan-card__pace').textContent())).toBe('Save AOA 150,000.00 a month');
    await page.getByRole('button', { name: 'Add money to the Laptop goal' }).click();
    const add = page.getByRole('dialog', { name: 'Add to the “Laptop” goal' });
    await add.getByLabel('How much you saved').fill('60k');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => laptop.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
    expect(spaces(await laptop.locator('.plan-card__figures').textContent())).toBe('AOA 60,000.00 of AOA 300,000.00AOA 240,000.00 to go');
    expect(spaces(await laptop.locator('.plan-card__pace').textContent())).toBe('Save AOA 120,000.00 a month');
    await shootPanel(page, 'budgets-goals-en-360.png');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // Deleting asks first; Cancel keeps it, focus back on Delete; Yes removes it.
    await page.getByRole('button', { name: 'Delete the Transport budget' }).click();
    const ask = budget(page, 'transport').getByRole('group', { name: 'Delete the Transport budget?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Delete the Transport budget');
    await page.getByRole('button', { name: 'Delete the Transport budget' }).click();
    await budget(page, 'transport').getByRole('button', { name: 'Yes, delete' }).click();
    await expect.poll(() => budget(page, 'transport').count()).toBe(0);
    expect(await page.locator('[data-plans=budgets] .budgets-goals__whatsapp').count()).toBe(1);
    await page.getByRole('button', { name: 'Delete the Laptop goal' }).click();
    await laptop.getByRole('button', { name: 'Yes, delete' }).click();
    await expect.poll(() => laptop.count()).toBe(0);

    // The server agrees.
    const budgets = await server.app.inject({ method: 'GET', url: '/api/budgets', headers: { cookie: await cookieOf(context) } });
    expect((JSON.parse(budgets.body) as { data: { budgets: unknown[] } }).data.budgets).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds a budget and a goal from the UI in Portuguese, at 1280 px', async () => {
    const { context, page, errors } = await signedIn('pt');
    await openDashboard(page);
    expect(await page.locator('[data-plans=budgets] .budgets-goals__whatsapp').textContent()).toBe('Escreva no WhatsApp: orçamento de 50 mil para comida');
    await page.getByRole('button', { name: '+ Adicionar orçamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo orçamento' });
    await dialog.getByLabel('Categoria').selectOption({ label: 'Restaurantes e refeições' });
    await dialog.getByLabel('Limite por mês').fill('25 mil');
    await expect.poll(async () => spaces(await dialog.locator('.plan-dialog__preview').textContent())).toBe('Fica: 25 000,00 Kz');
    await dialog.screenshot({ path: `${DOC_SCREENSHOTS}budgets-goals-dialog-pt-1280.png` });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await meterOf(page, 'dining').waitFor();
    expect(spaces(await budget(page, 'dining').locator('.plan-card__figures').textContent())).toBe('0,00 Kz de 25 000,00 KzRestam 25 000,00 Kz');

    await page.getByRole('button', { name: '+ Nova meta' }).click();
    const goalDialog = page.getByRole('dialog', { name: 'Nova meta' });
    await goalDialog.getByLabel('Nome da meta').fill('Férias em Benguela');
    await goalDialog.getByLabel('Quanto quer juntar').fill('1,5 milhões');
    await goalDialog.getByRole('button', { name: 'Guardar' }).click();
    const ferias = page.locator('[data-goal="Férias em Benguela"]');
    await ferias.waitFor();
    expect(spaces(await ferias.locator('.plan-card__figures').textContent())).toBe('0,00 Kz de 1 500 000,00 KzFaltam 1 500 000,00 Kz');
    expect(await ferias.locator('.plan-card__plan').textContent()).toBe('Sem data limite');
    await shootPanel(page, 'budgets-goals-added-pt-1280.png');
    expect(errors).toEqual([]);
    await context.close();
  });
});

async function cookieOf(context: BrowserContext): Promise<string> {
  return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
}
