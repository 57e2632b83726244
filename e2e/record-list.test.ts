// The records list on a phone (issue 17), in Chromium at 390×844 with touch: compact rows
// grouped by day with each day's net, search and filters in the URL, tap to edit, hold or
// swipe left to delete with Undo, party names that open their account, and the drawer's
// close taking party= out of the URL. Screenshots pt/en go to DOC_SCREENSHOTS (record-list-*).
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { presetRange } from '@kumbu/core/date-range';
import { type Cents, formatMoney } from '@kumbu/core/money';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { insertRecords, type RecordInput } from '@kumbu/db/records';
import { DOC_SCREENSHOTS, HAS_CHROMIUM, launchBrowser, startServer } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;
type Lang = 'pt' | 'en';
const PHONE = { width: 390, height: 844 };
/** The old phone page for 50 records (one 200 px card each), from the issue. */
const OLD_PAGE_HEIGHT = 14_686;
const spaces = (s: string | null): string => (s ?? '').replace(/\s/g, ' ');

/** Last month, 50 records on 25 days: two a day, an income and an expense, plus named ones. */
function seed(start: string): RecordInput[] {
  const at = (day: number): Date => new Date(`${start.slice(0, 8)}${String(day).padStart(2, '0')}T11:00:00Z`);
  const out: RecordInput[] = [];
  for (let d = 1; d <= 25; d += 1) {
    const base = { currency: 'AOA' as const, notes: null, occurredAt: at(d) };
    if (d === 3) {
      out.push({ ...base, kind: 'expense', amountCents: 250_000, category: 'transport', party: null, description: 'Táxi para a Mutamba' });
      out.push({ ...base, kind: 'expense', amountCents: 900_000, category: 'food', party: null, description: 'Kitanda do bairro' });
    } else if (d === 4) {
      out.push({ ...base, kind: 'debtTaken', amountCents: 4_000_000, category: null, party: 'Tia Rosa', description: 'Propina da Joana' });
      out.push({ ...base, kind: 'expense', amountCents: 120_000, category: 'food', party: null, description: 'Pão e leite' });
    } else {
      out.push({ ...base, kind: 'income', amountCents: 1_000_000 + d * 100, category: 'sales', party: null, description: `Venda de bolos ${d}` });
      out.push({ ...base, kind: 'expense', amountCents: 300_000 + d * 100, category: 'food', party: null, description: `Mercado ${d}` });
    }
  }
  return out;
}

describe.skipIf(!HAS_CHROMIUM)('records list on a phone (390×844, touch)', () => {
  let browser: Browser;
  let server: Server;
  let users = 0;
  const month = presetRange('lastMonth', new Date());
  const records = seed(month.start);

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

  async function phoneUser(lang: Lang): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    users += 1;
    const email = `list${users}@kumbu.ao`;
    const { userId } = await createAccount(server.database.db, server.app.kumbu.auth, { email, password: 'list-kumbu-pass', fullName: 'Joana Kilamba', verified: true }, new Date());
    await insertRecords(server.database.db, userId, records);
    const signIn = await server.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email, password: 'list-kumbu-pass' } });
    expect(signIn.statusCode).toBe(200);
    const setCookie = signIn.headers['set-cookie'];
    const pairs = (Array.isArray(setCookie) ? setCookie : [String(setCookie)]).map((c) => c.split(';')[0] ?? '');
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 1, locale: lang === 'pt' ? 'pt-AO' : 'en-US' });
    await context.addCookies(pairs.map((p) => ({ name: p.slice(0, p.indexOf('=')), value: p.slice(p.indexOf('=') + 1), url: server.url })));
    await context.addInitScript((l) => { localStorage.setItem('kumbu.lang', l); }, lang);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/dashboard?preset=lastMonth`);
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(50);
    return { context, page, errors };
  }

  const rows = (page: Page) => page.locator('li.row');
  const row = (page: Page, text: string) => page.locator('li.row', { hasText: text });
  const query = (page: Page) => new URL(page.url()).searchParams;

  /** A touch pointer held on a row (and moved by dx), as a finger would. */
  async function touch(target: Locator, moves: readonly number[], hold: () => Promise<void> = async () => {}): Promise<void> {
    const box = await target.boundingBox();
    if (!box) throw new Error('row not on screen');
    const x = box.x + box.width * 0.8;
    const y = box.y + box.height / 2;
    const init = (clientX: number) => ({ pointerType: 'touch', pointerId: 7, isPrimary: true, bubbles: true, clientX, clientY: y });
    // The element itself: after a hold the row is gone, and the finger still lifts.
    const el = await target.elementHandle();
    await el.dispatchEvent('pointerdown', init(x));
    for (const dx of moves) await el.dispatchEvent('pointermove', init(x + dx));
    await hold();
    await el.dispatchEvent('pointerup', init(x + (moves.at(-1) ?? 0)));
  }

  it('shows compact rows grouped by day with each day\'s net, nothing empty or default (pt)', async () => {
    const { context, page, errors } = await phoneUser('pt');
    const heights = await rows(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThanOrEqual(64);
    // Every day laid out once (days off screen skip layout until seen), then the real height.
    await page.evaluate(async () => {
      for (const day of document.querySelectorAll('.day')) {
        day.scrollIntoView();
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      window.scrollTo(0, 0);
    });
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    const listHeight = await page.locator('.day-list').evaluate((el) => el.getBoundingClientRect().height);
    console.log(`phone page height for 50 records: ${pageHeight} px (was ${OLD_PAGE_HEIGHT} px); the list itself ${Math.round(listHeight)} px`);
    // The list: 50 rows of ≤ 64 px and 25 day headers; the rest of the page is the cards and charts above it.
    expect(listHeight).toBeLessThan(50 * 64 + 25 * 48);
    expect(pageHeight).toBeLessThan(OLD_PAGE_HEIGHT * 0.6);
    const list = page.locator('.day-list');
    expect(await list.getByText('Moeda').count()).toBe(0);
    expect(await list.getByText('Notas').count()).toBe(0);
    expect(await list.getByText('AOA').count()).toBe(0);
    // 25 days, each headed by its date and its net (in − out) in kwanza.
    expect(await page.locator('.day').count()).toBe(25);
    for (const d of [3, 4, 10]) {
      const day = `${month.start.slice(0, 8)}${String(d).padStart(2, '0')}`;
      const net = records.filter((r) => r.occurredAt.toISOString().startsWith(day))
        .reduce((sum, r) => sum + (r.kind === 'income' || r.kind === 'debtTaken' ? r.amountCents : -r.amountCents), 0);
      const head = page.locator(`.day[data-day="${day}"] .day__head`);
      expect(spaces(await head.locator('.day__total').textContent())).toBe(spaces(formatMoney(net as Cents, 'AOA', 'pt')));
      expect(await head.locator('span').first().textContent()).toContain(String(d).padStart(2, '0'));
    }
    await page.screenshot({ path: `${DOC_SCREENSHOTS}record-list-pt-390.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('narrows by search, category and kind, in the URL, with "no results" and "clear filters" (en)', async () => {
    const { context, page, errors } = await phoneUser('en');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Mutamba');
    await expect.poll(() => query(page).get('q'), { timeout: 10_000 }).toBe('Mutamba');
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    // Reload keeps it.
    await page.reload();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('Mutamba');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(50);
    expect(query(page).get('q')).toBeNull();

    await page.getByLabel('Category').selectOption('transport');
    await expect.poll(() => query(page).get('category')).toBe('transport');
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    await page.getByLabel('Category').selectOption('food');
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(25);
    await page.getByLabel('Type').selectOption('income');
    await expect.poll(() => query(page).get('kind')).toBe('income');
    await expect.poll(() => page.getByText('No records match the search and filters.').count(), { timeout: 15_000 }).toBe(1);
    // Back undoes the last filter.
    await page.goBack();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(25);
    await page.getByLabel('Type').selectOption('debtTaken');
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(0);
    await page.locator('.dashboard__no-results').getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(50);
    await page.screenshot({ path: `${DOC_SCREENSHOTS}record-list-en-390.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the editor on a tap; hold or swipe left deletes, and Undo restores (pt)', async () => {
    const { context, page, errors } = await phoneUser('pt');
    await row(page, 'Kitanda do bairro').tap();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    expect(await dialog.getByLabel(/^Descrição/).inputValue()).toBe('Kitanda do bairro');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);

    const bar = page.locator('.undo-bar');
    // Press and hold.
    await touch(row(page, 'Kitanda do bairro'), [], () => expect.poll(() => bar.getByText('Registo eliminado').count(), { timeout: 15_000 }).toBe(1));
    await expect.poll(() => row(page, 'Kitanda do bairro').count(), { timeout: 15_000 }).toBe(0);
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await bar.getByRole('button', { name: 'Anular' }).click();
    await expect.poll(() => row(page, 'Kitanda do bairro').count(), { timeout: 15_000 }).toBe(1);

    // Swipe left past a third of the row.
    await touch(row(page, 'Mercado 10'), [-20, -80, -160, -240]);
    await expect.poll(() => row(page, 'Mercado 10').count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => bar.getByText('Registo eliminado').count(), { timeout: 15_000 }).toBe(1);
    await bar.getByRole('button', { name: 'Anular' }).click();
    await expect.poll(() => row(page, 'Mercado 10').count(), { timeout: 15_000 }).toBe(1);
    // A short swipe is not a delete.
    await touch(row(page, 'Mercado 11'), [-20, -40]);
    expect(await row(page, 'Mercado 11').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a party\'s account from the main list; Escape, × and Back take party= out of the URL (pt)', async () => {
    const { context, page, errors } = await phoneUser('pt');
    const open = () => page.getByRole('button', { name: 'Abrir a conta de Tia Rosa' }).click();
    const drawer = page.locator('dialog.drawer[open]');
    await open();
    await drawer.waitFor();
    expect(query(page).get('party')).toBe('Tia Rosa');
    await expect.poll(async () => spaces(await drawer.locator('.drawer__outstanding dd').first().textContent()), { timeout: 15_000 }).toBe('40 000,00 Kz');
    await expect.poll(() => drawer.getByText('Propina da Joana').count(), { timeout: 15_000 }).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    expect(query(page).get('party')).toBeNull();
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(50);

    await open();
    await drawer.waitFor();
    await drawer.getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => drawer.count()).toBe(0);
    expect(query(page).get('party')).toBeNull();

    await open();
    await drawer.waitFor();
    await page.goBack();
    await expect.poll(() => drawer.count()).toBe(0);
    expect(query(page).get('party')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
