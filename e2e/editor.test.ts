// Editing records on the web: add a record the Angolan way ('5 mil'), see it in the table
// and the expense card, edit its amount, delete it, Undo, see it back — in pt and en, on a
// 360 px phone (full-screen sheet) and a 1280 px screen, with the documented screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { subscriptions } from '@kumbu/db/schema';
import { startTrial } from '@kumbu/db/accounts';
import { insertRecords, type RecordInput } from '@kumbu/db/records';
import { DOC_SCREENSHOTS, HAS_CHROMIUM, launchBrowser, startServer } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;
type Lang = 'pt' | 'en';

const TEXT = {
  pt: {
    add: 'Adicionar registo', save: 'Guardar', edit: /^Editar/, delete: /^Eliminar/, undo: 'Anular', deleted: 'Registo eliminado',
    amountLabel: 'Valor', categoryLabel: /^Categoria/, descriptionLabel: /^Descrição/, kindLabel: 'Tipo', partyLabel: /^Pessoa ou entidade/,
    amountRequired: 'Indique o valor.', partyRequired: 'Indique a pessoa ou entidade desta dívida ou empréstimo.',
    preview: 'Fica registado: 5 000,00 Kz', five: '5 000,00 Kz', seven: '7 500,00 Kz', zero: '0,00 Kz',
    description: 'Candongueiro para o trabalho', discard: 'Descartar', cancel: 'Cancelar', transport: 'Transporte',
  },
  en: {
    add: 'Add record', save: 'Save', edit: /^Edit/, delete: /^Delete/, undo: 'Undo', deleted: 'Record deleted',
    amountLabel: 'Amount', categoryLabel: /^Category/, descriptionLabel: /^Description/, kindLabel: 'Type', partyLabel: /^Person or business/,
    amountRequired: 'Enter the amount.', partyRequired: 'Enter the person or business for this debt or loan.',
    preview: 'Will be recorded as: AOA 5,000.00', five: 'AOA 5,000.00', seven: 'AOA 7,500.00', zero: 'AOA 0.00',
    description: 'Candongueiro to work', discard: 'Discard', cancel: 'Cancel', transport: 'Transport',
  },
} as const;

const spaces = (s: string | null): string => (s ?? '').replace(/\s/g, ' ');

describe.skipIf(!HAS_CHROMIUM)('record editor in Chromium', () => {
  let browser: Browser;
  let server: Server;
  let users = 0;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.app.close();
    await server.database.close();
  });

  /** A fresh verified user per run (so the expense card starts at zero), signed in, language chosen. */
  async function signedIn(lang: Lang, width: number): Promise<{ context: BrowserContext; page: Page; cookie: string; userId: string }> {
    users += 1;
    const email = `editor${users}@kumbu.ao`;
    const { userId } = await createAccount(server.database.db, server.app.kumbu.auth, { email, password: 'editor-kumbu-pass', fullName: 'Teresa Luanda', verified: true }, new Date());
    const signIn = await server.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email, password: 'editor-kumbu-pass' } });
    expect(signIn.statusCode).toBe(200);
    const setCookie = signIn.headers['set-cookie'];
    const pairs = (Array.isArray(setCookie) ? setCookie : [String(setCookie)]).map((c) => c.split(';')[0] ?? '');
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 740 : 860 }, locale: lang === 'pt' ? 'pt-AO' : 'en-US' });
    await context.addCookies(pairs.map((p) => {
      const at = p.indexOf('=');
      return { name: p.slice(0, at), value: p.slice(at + 1), url: server.url };
    }));
    await context.addInitScript((l) => { localStorage.setItem('kumbu.lang', l); }, lang);
    const page = await context.newPage();
    return { context, page, cookie: pairs.join('; '), userId };
  }

  /** The user's records of the last month, through the API (the ones here are all from today). */
  async function countRecords(cookie: string): Promise<number> {
    const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
    const res = await server.app.inject({ method: 'GET', url: `/api/records?start=${day(Date.now() - 30 * 86_400_000)}&end=${day(Date.now() + 86_400_000)}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return (JSON.parse(res.body) as { data: { items: unknown[] } }).data.items.length;
  }

  for (const lang of ['pt', 'en'] as const) {
    for (const width of [360, 1280]) {
      it(`adds '5 mil', edits, deletes and undoes (${lang}, ${width} px)`, async () => {
        const x = TEXT[lang];
        const { context, page, cookie } = await signedIn(lang, width);
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${server.url}/dashboard`);
        const expenseCard = page.locator('[data-card="expense"] .summary-card__value');
        await expect.poll(async () => spaces(await expenseCard.textContent()), { timeout: 15_000 }).toBe(x.zero);

        // Open the editor: the first field has focus.
        await page.getByRole('button', { name: x.add }).click();
        const dialog = page.locator('dialog[open]');
        await dialog.waitFor();
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('kind');

        // Saving an empty form explains what is missing, inline.
        await dialog.getByRole('button', { name: x.save }).click();
        await expect.poll(() => dialog.getByText(x.amountRequired).count()).toBe(1);
        expect(await dialog.getByLabel(x.amountLabel, { exact: true }).getAttribute('aria-invalid')).toBe('true');
        // A debt needs the other party.
        await dialog.getByLabel(x.kindLabel, { exact: true }).selectOption('debtTaken');
        await expect.poll(() => dialog.getByText(x.partyRequired).count()).toBe(1);
        if (width === 360) await page.screenshot({ path: `${DOC_SCREENSHOTS}dashboard-editor-errors-${lang}-${width}.png` });
        await dialog.getByLabel(x.kindLabel, { exact: true }).selectOption('expense');

        // Type it the Angolan way and see it read back formatted.
        await dialog.getByLabel(x.amountLabel, { exact: true }).fill('5 mil');
        await expect.poll(async () => spaces(await dialog.locator('.editor__preview').textContent())).toBe(x.preview);
        await dialog.getByLabel(x.categoryLabel).fill('Transporte');
        await dialog.getByLabel(x.descriptionLabel).fill(x.description);
        await page.screenshot({ path: `${DOC_SCREENSHOTS}dashboard-editor-create-${lang}-${width}.png` });
        await dialog.getByRole('button', { name: x.save }).click();
        await expect.poll(() => page.locator('dialog[open]').count(), { timeout: 15_000 }).toBe(0);

        // In the table (the day-grouped list on a phone, issue 17) and in the expense card.
        const phone = width < 720;
        const row = page.locator(phone ? 'li.row' : 'tr', { hasText: x.description });
        // A phone row opens the editor when tapped; the desk table has Edit buttons.
        const openEditor = () => (phone ? row.click() : row.getByRole('button', { name: x.edit }).click());
        await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
        await expect.poll(async () => spaces(await expenseCard.textContent()), { timeout: 15_000 }).toBe(x.five);
        expect(await countRecords(cookie)).toBe(1);

        // Edit the amount.
        await openEditor();
        await dialog.waitFor();
        const amount = dialog.getByLabel(x.amountLabel, { exact: true });
        expect(await amount.inputValue()).toBe('5000');
        expect(await dialog.getByLabel(x.descriptionLabel).inputValue()).toBe(x.description);
        await amount.fill(lang === 'pt' ? '7.500' : '7,500');
        if (width === 360) await page.screenshot({ path: `${DOC_SCREENSHOTS}dashboard-editor-edit-${lang}-${width}.png` });
        await dialog.getByRole('button', { name: x.save }).click();
        await expect.poll(() => page.locator('dialog[open]').count(), { timeout: 15_000 }).toBe(0);
        await expect.poll(async () => spaces(await expenseCard.textContent()), { timeout: 15_000 }).toBe(x.seven);
        await expect.poll(async () => spaces(await row.textContent()), { timeout: 15_000 }).toContain(x.seven);

        // Cancel on a changed form asks first; Discard leaves everything as it was.
        await openEditor();
        await dialog.waitFor();
        await dialog.getByLabel(x.amountLabel, { exact: true }).fill('1');
        // Escape and Cancel both ask before throwing changes away.
        if (lang === 'en') await page.keyboard.press('Escape');
        else await dialog.getByRole('button', { name: x.cancel }).click();
        await dialog.getByRole('button', { name: x.discard }).click();
        await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
        await expect.poll(async () => spaces(await expenseCard.textContent())).toBe(x.seven);

        // Delete (on a phone from the editor, the keyboard's way there): the row goes, the bar offers Undo.
        if (phone) {
          await openEditor();
          await dialog.getByRole('button', { name: x.delete }).click();
        } else await row.getByRole('button', { name: x.delete }).click();
        const bar = page.locator('.undo-bar');
        await expect.poll(() => bar.getByText(x.deleted).count(), { timeout: 15_000 }).toBe(1);
        await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0);
        await expect.poll(async () => spaces(await expenseCard.textContent()), { timeout: 15_000 }).toBe(x.zero);
        await page.screenshot({ path: `${DOC_SCREENSHOTS}dashboard-editor-undo-${lang}-${width}.png` });

        // Undo (a double-click restores once): the same record is back.
        await bar.getByRole('button', { name: x.undo }).dblclick();
        await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
        await expect.poll(async () => spaces(await expenseCard.textContent()), { timeout: 15_000 }).toBe(x.seven);
        // Typed as "Transporte", stored as the key: each language names it in its own (issue 14).
        expect(spaces(await row.textContent())).toContain(x.transport);
        expect(await countRecords(cookie)).toBe(1);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  // The free allowance after an unpaid trial (DECISIONS.md) holds on the dashboard too.
  const ALLOWANCE = {
    pt: { refused: /^Este registo NÃO foi guardado: já usou os 50 registos gratuitos deste mês\. O limite renova a 1 de .+ Para registar sem limites, subscreva em http.+\/settings$/, upgrade: 'Ver os planos nas Definições', settings: 'Definições' },
    en: { refused: /^This record was NOT saved: you have used this month's 50 free records\. The allowance renews on .+ To record without limits, subscribe at http.+\/settings$/, upgrade: 'See the plans in Settings', settings: 'Settings' },
  } as const;
  for (const [lang, width] of [['pt', 360], ['en', 1280]] as const) {
    it(`past the free allowance the editor says the record was not saved, and leads to Settings (${lang}, ${width} px)`, async () => {
      const x = TEXT[lang];
      const { context, page, cookie, userId } = await signedIn(lang, width);
      const past = new Date(Date.now() - 86_400_000);
      await startTrial(server.database.db, userId, new Date(Date.now() - 8 * 86_400_000));
      await server.database.db.update(subscriptions).set({ status: 'trial', trial: true, trialEndsAt: past, expiresAt: past }).where(eq(subscriptions.userId, userId));
      const one: RecordInput = { kind: 'expense', amountCents: 100, currency: 'AOA', category: 'other', party: null, description: null, notes: null, occurredAt: new Date() };
      await insertRecords(server.database.db, userId, Array.from({ length: 50 }, () => one));
      await page.goto(`${server.url}/dashboard`);
      await page.getByRole('button', { name: x.add }).click();
      const dialog = page.locator('dialog[open]');
      await dialog.waitFor();
      await dialog.getByLabel(x.amountLabel, { exact: true }).fill('5 mil');
      await dialog.getByLabel(x.descriptionLabel).fill(x.description);
      await dialog.getByRole('button', { name: x.save }).click();
      const alert = dialog.getByRole('alert');
      await expect.poll(async () => spaces(await alert.textContent()), { timeout: 15_000 }).toMatch(ALLOWANCE[lang].refused);
      // Not saved: the dialog stays open with what was typed, and nothing new is stored.
      expect(await dialog.getByLabel(x.descriptionLabel).inputValue()).toBe(x.description);
      expect(await countRecords(cookie)).toBe(50);
      if (width === 360) await page.screenshot({ path: `${DOC_SCREENSHOTS}dashboard-editor-allowance-${lang}-${width}.png` });
      await dialog.getByRole('link', { name: ALLOWANCE[lang].upgrade }).click();
      await expect.poll(() => page.evaluate(() => location.pathname), { timeout: 15_000 }).toBe('/settings');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: ALLOWANCE[lang].settings }).count(), { timeout: 15_000 }).toBe(1);
      await context.close();
    });
  }
});
