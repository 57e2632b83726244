// The financial dashboard in Chromium against the demo account (six months of a Luanda
// household): tabs, presets, custom dates (swap, 365-day limit), the party drawer, load
// more, the CSV download byte for byte, and a record written by a second client appearing
// live. Screenshots in pt and en at 360 and 1280 px go to DOC_SCREENSHOTS (dashboard-*).
import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addDays, dayOf } from '@kumbu/core/date-range';
import { DEMO_LOGIN, seedDemo } from '@kumbu/server/seed/seed-demo';
import { DOC_SCREENSHOTS, HAS_CHROMIUM, launchBrowser, startServer } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;
type Lang = 'pt' | 'en';
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
const HEADER = 'Date,Type,Amount,Currency,Party/Category,Category,Description,Notes,Account,To account,To amount,To currency,Amount (Kz)';

describe.skipIf(!HAS_CHROMIUM)('financial dashboard in Chromium (demo account)', () => {
  let browser: Browser;
  let server: Server;
  let cookie = '';
  const today = dayOf(new Date());
  // Half a year back from today: well inside the demo's six months, well over 50 records.
  const halfYear = { start: addDays(today, -180), end: today };

  beforeAll(async () => {
    mkdirSync(DOC_SCREENSHOTS, { recursive: true });
    server = await startServer();
    const seeded = await seedDemo(server.database.db, server.app.kumbu.auth, new Date(), server.app.kumbu.config.env);
    expect(seeded.created).toBe(true);
    browser = await launchBrowser();
    const res = await server.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: DEMO_LOGIN });
    expect(res.statusCode).toBe(200);
    const setCookie = res.headers['set-cookie'];
    cookie = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c.split(';')[0]).join('; ');
  });
  afterAll(async () => {
    await browser.close();
    await server.app.close();
    await server.database.close();
  });

  async function open(lang: Lang, viewport = DESKTOP, path = '/dashboard'): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport, acceptDownloads: true });
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

  // The table on a desk, the day-grouped list on a phone (issue 17).
  const rows = (page: Page) => page.locator('table.records tbody tr, li.row');
  const query = (page: Page) => new URL(page.url()).searchParams;
  const waitLoaded = async (page: Page) => {
    await expect.poll(async () => (await rows(page).count()) > 0 || (await page.locator('.dashboard__empty').count()) > 0, { timeout: 15_000 }).toBe(true);
  };
  const cardValue = (page: Page, key: string) => page.locator(`[data-card=${key}] .summary-card__value`);

  it('opens on this month and tab All, with badge, cards, charts and the transactions (pt, both widths)', async () => {
    const { context, page, errors } = await open('pt');
    await expect.poll(() => page.locator('.dashboard h1').textContent()).toBe('Painel Financeiro');
    // The app shell's navigation replaced the way back out to the landing page (issue 17).
    expect(await page.getByRole('link', { name: /Voltar/ }).count()).toBe(0);
    expect(await page.locator('header nav.app-header__nav a[aria-current=page]').textContent()).toBe('Painel');
    expect(await page.getByTestId('subscription-badge').count()).toBe(1);
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Tudo', 'Receitas', 'Despesas', 'Dívidas', 'Empréstimos concedidos', 'Análises']);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Tudo');
    expect(await page.getByRole('button', { name: 'Este mês' }).getAttribute('aria-pressed')).toBe('true');
    await waitLoaded(page);
    await expect.poll(() => cardValue(page, 'income').textContent(), { timeout: 15_000 }).toMatch(/Kz/);
    expect(await page.locator('[data-card=outstandingLoans] .summary-card__label').textContent()).toBe('Empréstimos por receber');
    expect(await page.getByRole('button', { name: /Adicionar registo/ }).count()).toBe(1);
    await page.locator('.charts').first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${DOC_SCREENSHOTS}dashboard-all-pt-1280.png` });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${DOC_SCREENSHOTS}dashboard-all-pt-360.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches every tab (URL kept on reload and back), each showing only its records', async () => {
    const { context, page, errors } = await open('en', DESKTOP, `/dashboard?start=${halfYear.start}&end=${halfYear.end}`);
    await waitLoaded(page);

    await page.getByRole('tab', { name: 'Income' }).click();
    await expect.poll(() => query(page).get('tab')).toBe('income');
    await waitLoaded(page);
    await expect.poll(async () => new Set(await page.locator('table.records .kind').allTextContents())).toEqual(new Set(['Income']));

    await page.getByRole('tab', { name: 'Expenses' }).click();
    await expect.poll(async () => new Set(await page.locator('table.records .kind').allTextContents()), { timeout: 15_000 }).toEqual(new Set(['Expense']));

    await page.getByRole('tab', { name: 'Debts' }).click();
    await page.locator('.parties__table').waitFor();
    expect(await page.locator('.parties h2').textContent()).toBe('Debts by creditor');
    await expect.poll(() => page.locator('[data-card=outstandingDebts] .summary-card__value').textContent()).toMatch(/40,000\.00/);
    await expect.poll(async () => new Set(await page.locator('table.records .kind').allTextContents()), { timeout: 15_000 }).toEqual(new Set(['Debt taken', 'Debt paid']));

    await page.getByRole('tab', { name: 'Loans Given' }).click();
    await expect.poll(() => page.locator('.parties h2').textContent()).toBe('Loans by borrower');
    await expect.poll(() => page.locator('.parties__table').textContent()).toContain('Primo Nelson');
    await expect.poll(() => page.locator('.parties__progress span').first().textContent()).toBe('33.3% received');

    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.locator('.analytics').waitFor();
    for (const stat of ['income', 'expense', 'net', 'outstanding', 'averageDailyIncome', 'averageDailyExpense', 'projectedMonthlyBurn', 'savingsRate', 'topSpendingCategory', 'bestNetDay', 'worstNetDay']) {
      expect(await page.locator(`.analytics [data-currency=AOA] [data-stat=${stat}]`).count(), stat).toBe(1);
    }
    expect(await page.locator('.analytics [data-currency=AOA] .breakdown tbody tr').count()).toBeGreaterThan(3);
    expect(await page.locator('.analytics [data-currency=AOA] .relations').textContent()).toContain('João Baptista');
    // The demo's USD freelance income has its own figures, never converted.
    expect(await page.locator('.analytics [data-currency=USD] [data-stat=income] .stat__value').textContent()).toBe('$200.00');
    await page.locator('.charts').first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${DOC_SCREENSHOTS}dashboard-analytics-en-1280.png` });
    await page.locator('.analytics').screenshot({ path: `${DOC_SCREENSHOTS}dashboard-analytics-block-en-1280.png` });

    // Reload keeps the view; back walks back through the tabs.
    await page.reload();
    await page.locator('.analytics').waitFor();
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Analytics');
    await page.goBack();
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('Loans Given');
    await page.setViewportSize(PHONE);
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.locator('.analytics').waitFor();
    await page.locator('.analytics').screenshot({ path: `${DOC_SCREENSHOTS}dashboard-analytics-en-360.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await page.locator('.breakdown').evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('applies the presets and custom dates, swaps a reversed range and refuses more than 365 days', async () => {
    const { context, page } = await open('en');
    await waitLoaded(page);
    for (const [name, preset] of [['Last month', 'lastMonth'], ['Quarter', 'quarter'], ['Year to date', 'yearToDate'], ['This month', null]] as const) {
      await page.getByRole('button', { name, exact: true }).click();
      await expect.poll(() => query(page).get('preset')).toBe(preset);
      await expect.poll(() => page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed')).toBe('true');
    }
    const monthStart = `${today.slice(0, 8)}01`;
    // The date fields speak the app's language (en: mm/dd/yyyy), whatever the browser's.
    const typed = (iso: string): string => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
    expect(await page.locator('input[name=start]').getAttribute('placeholder')).toBe('mm/dd/yyyy');
    await page.locator('input[name=start]').fill(typed(addDays(monthStart, -10)));
    await expect.poll(() => query(page).get('start')).toBe(addDays(monthStart, -10));
    expect(query(page).get('preset')).toBeNull();
    await waitLoaded(page);

    // Start after the end: the two are swapped.
    await page.goto(`${server.url}/dashboard?start=${addDays(today, -60)}&end=${addDays(today, -30)}`);
    await waitLoaded(page);
    await expect.poll(() => page.locator('input[name=end]').inputValue()).toBe(typed(addDays(today, -30)));
    await page.locator('input[name=start]').fill(typed(today));
    await expect.poll(() => query(page).get('start')).toBe(addDays(today, -30));
    expect(query(page).get('end')).toBe(today);
    // The inputs follow the URL on the next render.
    await expect.poll(() => page.locator('input[name=start]').inputValue()).toBe(typed(addDays(today, -30)));
    await expect.poll(() => page.locator('input[name=end]').inputValue()).toBe(typed(today));

    // Over 365 days: the message, and nothing loaded.
    await page.locator('input[name=start]').fill(typed(addDays(today, -400)));
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('Selected range is too large for live updates. Try a smaller window.');
    await expect.poll(() => rows(page).count()).toBe(0);
    await expect.poll(() => page.locator('.summary').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${DOC_SCREENSHOTS}dashboard-range-too-large-en-1280.png` });

    // A period with no records: the empty message and a disabled export.
    await page.goto(`${server.url}/dashboard?start=${addDays(today, 30)}&end=${addDays(today, 40)}`);
    await expect.poll(() => page.locator('.dashboard__empty').textContent(), { timeout: 15_000 }).toBe('No transactions found for the selected date range.');
    await expect.poll(() => page.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('selects a party: filters the transactions and opens the account drawer (Escape, outside, close button)', async () => {
    const { context, page, errors } = await open('pt', DESKTOP, `/dashboard?tab=debts&start=${halfYear.start}&end=${halfYear.end}`);
    const joao = page.getByRole('button', { name: 'Ver a conta de João Baptista' });
    await joao.click();
    await expect.poll(() => query(page).get('party')).toBe('João Baptista');
    const drawer = page.locator('dialog.drawer[open]');
    await drawer.waitFor();
    expect(await drawer.locator('h2').textContent()).toBe('Conta de João Baptista');
    await expect.poll(() => drawer.locator('.drawer__history li').count(), { timeout: 15_000 }).toBe(3);
    expect(await drawer.locator('.drawer__outstanding dd').textContent()).toMatch(/40\s000,00\sKz/);
    expect(await drawer.locator('.drawer__history').textContent()).toContain('Segunda prestação ao João');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Fechar');
    await page.screenshot({ path: `${DOC_SCREENSHOTS}dashboard-party-drawer-pt-1280.png` });
    // While the drawer is open the transactions behind it are the party's.
    await expect.poll(async () => (await page.locator('table.records tbody td:nth-child(3)').allTextContents()).every((c) => c.startsWith('João Baptista')), { timeout: 15_000 }).toBe(true);
    expect(await rows(page).count()).toBe(3);

    // Escape, the backdrop and × all close it and take party= out of the URL (issue 17).
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(() => query(page).get('party')).toBeNull();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Ver a conta de João Baptista');

    await joao.click();
    await drawer.waitFor();
    await page.mouse.click(40, 450); // the backdrop, left of the side drawer
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(() => query(page).get('party')).toBeNull();
    await joao.click();
    await drawer.getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(() => query(page).get('party')).toBeNull();

    // Changing tab clears the party.
    await page.getByRole('tab', { name: 'Empréstimos concedidos' }).click();
    await expect.poll(() => query(page).get('party')).toBeNull();
    await expect.poll(() => page.locator('.party-filter').count()).toBe(0);

    // A phone gets a bottom sheet.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Ver a conta de Primo Nelson' }).click();
    await drawer.waitFor();
    await expect.poll(() => drawer.locator('.drawer__history li').count(), { timeout: 15_000 }).toBe(2);
    const box = await drawer.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(PHONE.height);
    expect(box?.width).toBe(PHONE.width);
    await page.screenshot({ path: `${DOC_SCREENSHOTS}dashboard-party-drawer-pt-360.png` });
    await page.keyboard.press('Escape');
    await page.locator('.parties').screenshot({ path: `${DOC_SCREENSHOTS}dashboard-loans-pt-360.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads more pages with the cursor', async () => {
    const { context, page } = await open('pt', DESKTOP, `/dashboard?start=${halfYear.start}&end=${halfYear.end}`);
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(50);
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(100);
    const ids = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-id')));
    expect(new Set(ids).size).toBe(100);
    await context.close();
  });

  it('downloads the CSV of the current tab and range: every record, byte for byte', async () => {
    const { context, page } = await open('en', DESKTOP, `/dashboard?tab=income&start=${halfYear.start}&end=${halfYear.end}`);
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(50);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    // Named after the range exported, not the day it was downloaded.
    expect(download.suggestedFilename()).toBe(`transactions-${halfYear.start}_${halfYear.end}.csv`);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(false);
    const lines = text.slice(1).split('\r\n');
    // Every income of the half year, not just the 50 rows on screen.
    expect(lines.length - 1).toBeGreaterThan(50);
    expect(lines.slice(1).every((l) => l.split(',')[1] === 'income')).toBe(true);
    // The salary's party has a comma: quoted; its category in the interface language (en); a Luanda day.
    expect(text).toMatch(/\r\n\d{4}-\d{2}-25,income,450000\.00,AOA,"Horizonte Serviços, Lda",Salary,Salário do mês,/);
    const direct = await server.app.inject({ method: 'GET', url: `/api/records/export.csv?collection=transactions&type=income&start=${halfYear.start}&end=${halfYear.end}&lang=en`, headers: { cookie } });
    expect(Buffer.compare(direct.rawPayload, bytes)).toBe(0);
    await context.close();
  });

  it('shows a record written by a second client live, only on the tabs and parties it belongs to', async () => {
    const { context, page, errors } = await open('pt', DESKTOP, '/dashboard?tab=income');
    await expect.poll(() => page.locator('.live--live').count(), { timeout: 15_000 }).toBe(1);
    const post = (payload: object) => server.app.inject({ method: 'POST', url: '/api/records', headers: { cookie }, payload });
    expect((await post({ type: 'expense', amount: '2 500', category: 'Transporte', description: 'Táxi para a Mutamba (e2e)' })).statusCode).toBe(201);
    expect((await post({ type: 'income', amount: '12 mil', category: 'Vendas', description: 'Venda de bolos (e2e)' })).statusCode).toBe(201);
    await expect.poll(() => page.getByText('Venda de bolos (e2e)').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByText('Táxi para a Mutamba (e2e)').count()).toBe(0);

    await page.getByRole('tab', { name: 'Tudo' }).click();
    await expect.poll(() => page.getByText('Táxi para a Mutamba (e2e)').count(), { timeout: 15_000 }).toBe(1);

    // A second browser (another device) writes through the API with its own session.
    await page.goto(`${server.url}/dashboard?tab=debts`);
    // The drawer stays open (its party narrows the list behind it) while the other device writes.
    await page.getByRole('button', { name: 'Ver a conta de João Baptista' }).click();
    const other = await browser.newContext();
    await other.addCookies(cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: server.url })));
    const otherPage = await other.newPage();
    await otherPage.goto(`${server.url}/`);
    const write = (payload: object) => otherPage.evaluate(async (body) => {
      const res = await fetch('/api/records', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return res.status;
    }, payload);
    expect(await write({ type: 'debtTaken', amount: 1000, party: 'Tia Rosa', description: 'Outra pessoa (e2e)' })).toBe(201);
    expect(await write({ type: 'debtPaid', amount: 5000, party: 'João Baptista', description: 'Terceira prestação (e2e)' })).toBe(201);
    // In the transactions table (the party's drawer has its own history list).
    const table = page.locator('table.records');
    await expect.poll(() => table.getByText('Terceira prestação (e2e)').count(), { timeout: 15_000 }).toBe(1);
    expect(await table.getByText('Outra pessoa (e2e)').count()).toBe(0);
    // …and the party's balance, computed by the server, follows.
    await expect.poll(async () => (await page.locator('.parties__table tr', { hasText: 'João Baptista' }).locator('.parties__outstanding').textContent())?.replace(/\s/g, ' '), { timeout: 15_000 }).toBe('35 000,00 Kz');
    // Escape closes the drawer and takes the party out of the URL (issue 17): every debt is listed again.
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.get('party')).toBeNull();
    await expect.poll(() => table.getByText('Outra pessoa (e2e)').count(), { timeout: 15_000 }).toBe(1);
    await page.screenshot({ path: `${DOC_SCREENSHOTS}dashboard-debts-pt-1280.png` });
    await other.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lays out in English on a phone and a desktop', async () => {
    const { context, page, errors } = await open('en', PHONE, `/dashboard?tab=expenses&preset=lastMonth`);
    await waitLoaded(page);
    await expect.poll(() => page.locator('.dashboard h1').textContent()).toBe('Financial Dashboard');
    expect(await page.locator('[data-card=income] .summary-card__label').textContent()).toBe('Total income');
    await page.screenshot({ path: `${DOC_SCREENSHOTS}dashboard-expenses-en-360.png` });
    // Nothing scrolls sideways at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize(DESKTOP);
    await page.getByRole('tab', { name: 'All' }).click();
    await waitLoaded(page);
    await page.screenshot({ path: `${DOC_SCREENSHOTS}dashboard-all-en-1280.png` });
    expect(errors).toEqual([]);
    await context.close();
  });
});
