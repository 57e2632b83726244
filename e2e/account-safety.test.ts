// Account safety in Settings (issue 17 item 6), in Chromium, each check one a new user's
// defect made fail: a wrong current password has its own message and a changed password is
// mailed; a pending e-mail change says so ("Confirme no novo endereço") and the old address
// is told; deleting needs the password, offers every record as CSV first and ends on a
// goodbye page; signing out leaves for the landing page and forgets this device's saved
// answers; the demo account's creation date matches its six months of history.
// Screenshots of the delete dialog and the goodbye page (pt 360, en 1280) go to
// docs/screenshots/ with UPDATE_SCREENSHOTS=1.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { findUserByEmail } from '@kumbu/db/accounts';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { DEMO_LOGIN, seedDemo } from '@kumbu/server/seed/seed-demo';
import { launchBrowser, startServer, HAS_CHROMIUM, DOC_SCREENSHOTS } from './browser';
import { AXE_CONTEXT_OPTIONS, blockingOf, describeViolation, runAxe } from './axe-check';

type Server = Awaited<ReturnType<typeof startServer>>;
type Lang = 'pt' | 'en';

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 860 };
const PASSWORD = 'kumbu-seguro-9';

describe.skipIf(!HAS_CHROMIUM)('account safety in Chromium', () => {
  let browser: Browser;
  let server: Server;
  let phoneSeq = 500;

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

  async function account(email: string, language: Lang, fullName = 'Luena Kapinga'): Promise<string> {
    phoneSeq += 1;
    const { userId } = await createAccount(server.database.db, server.app.kumbu.auth, {
      email, password: PASSWORD, fullName, userName: email.split('@')[0] ?? null, whatsapp: `+24492311${String(phoneSeq).padStart(4, '0')}`, language, verified: true,
    }, new Date());
    return userId;
  }

  async function apiSignIn(email: string, password: string): Promise<{ status: number; cookie: string }> {
    const res = await server.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email, password } });
    const setCookie = res.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c.split(';')[0]).join('; ');
    return { status: res.statusCode, cookie };
  }

  /** A page in `lang`, signed in as `email` (the session cookie from the API), at `path`. */
  async function open(lang: Lang, viewport: typeof PHONE, email: string, password: string, path: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport, serviceWorkers: 'block', acceptDownloads: true, ...AXE_CONTEXT_OPTIONS });
    await context.addInitScript((l) => localStorage.setItem('kumbu.lang', l), lang);
    const { status, cookie } = await apiSignIn(email, password);
    expect(status).toBe(200);
    await context.addCookies(cookie.split('; ').map((pair) => {
      const i = pair.indexOf('=');
      return { name: pair.slice(0, i), value: pair.slice(i + 1), url: server.url };
    }));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}${path}`);
    return { context, page, errors };
  }

  interface OutboxItem { readonly to: string; readonly subject: string; readonly text: string }
  async function mails(to: string): Promise<OutboxItem[]> {
    const res = await fetch(`${server.url}/api/dev/outbox?to=${encodeURIComponent(to)}&channel=email`);
    return ((await res.json()) as { data: { items: OutboxItem[] } }).data.items;
  }
  const subjects = async (to: string): Promise<string[]> => (await mails(to)).map((m) => m.subject);

  it('password: a wrong current password is said as such; success closes the panel and mails the person (pt, en)', async () => {
    for (const lang of ['pt', 'en'] as const) {
      const email = `senha-${lang}@kumbu.ao`;
      await account(email, lang);
      const { context, page, errors } = await open(lang, DESKTOP, email, PASSWORD, '/settings');
      const texts = lang === 'pt'
        ? { region: 'Senha', open: 'Alterar senha', wrong: 'A senha atual está incorreta.', ok: 'Senha atualizada com sucesso!', subject: 'A sua senha do Kumbu foi alterada' }
        : { region: 'Password', open: 'Change password', wrong: 'Your current password is incorrect.', ok: 'Password updated successfully!', subject: 'Your Kumbu password was changed' };
      const pw = page.getByRole('region', { name: texts.region, exact: true });
      await pw.getByRole('button', { name: texts.open }).click({ timeout: 15_000 });
      await pw.locator('input[name=currentPassword]').fill('errada-123');
      await pw.locator('input[name=newPassword]').fill('kumbu-nova-7');
      await pw.locator('input[name=confirmPassword]').fill('kumbu-nova-7');
      await pw.locator('button[type=submit]').click();
      await expect.poll(() => pw.locator('.banner--error').textContent(), { timeout: 15_000 }).toBe(texts.wrong);
      expect(await pw.locator('input[name=currentPassword]').getAttribute('aria-invalid')).toBe('true');
      // Still signed in, still on Settings, and no mail for a change that did not happen.
      expect(new URL(page.url()).pathname).toBe('/settings');
      expect(await subjects(email)).toEqual([]);

      await pw.locator('input[name=currentPassword]').fill(PASSWORD);
      await pw.locator('button[type=submit]').click();
      await expect.poll(() => pw.locator('.banner--success').textContent(), { timeout: 15_000 }).toBe(texts.ok);
      // The form has closed; the notice stays on the card.
      expect(await pw.locator('form').count()).toBe(0);
      expect(await pw.getByRole('button', { name: texts.open }).getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => subjects(email), { timeout: 15_000 }).toEqual([texts.subject]);
      expect((await apiSignIn(email, 'kumbu-nova-7')).status).toBe(200);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('e-mail: while the change waits, Settings names the new address to confirm there; the old address is told (pt, en)', async () => {
    for (const lang of ['pt', 'en'] as const) {
      const email = `antigo-${lang}@kumbu.ao`;
      const next = `novo-${lang}@kumbu.ao`;
      await account(email, lang);
      const { context, page, errors } = await open(lang, PHONE, email, PASSWORD, '/settings');
      const texts = lang === 'pt'
        ? { region: 'E-mail de acesso', open: 'Alterar e-mail', pending: 'Confirme no novo endereço', updated: 'E-mail atualizado', notice: 'Pedido para mudar o e-mail da sua conta Kumbu', wrong: 'A senha atual está incorreta.' }
        : { region: 'Sign-in e-mail', open: 'Change e-mail', pending: 'Confirm at the new address', updated: 'Email updated', notice: 'Request to change the e-mail of your Kumbu account', wrong: 'Your current password is incorrect.' };
      const em = page.getByRole('region', { name: texts.region, exact: true });
      await em.getByRole('button', { name: texts.open }).click({ timeout: 15_000 });
      await em.locator('input[name=newEmail]').fill(next);
      await em.locator('input[name=currentPassword]').fill('errada-123');
      await em.locator('button[type=submit]').click();
      await expect.poll(() => em.locator('.banner--error').textContent(), { timeout: 15_000 }).toBe(texts.wrong);
      await em.locator('input[name=currentPassword]').fill(PASSWORD);
      await em.locator('button[type=submit]').click();
      await expect.poll(() => em.locator('[role=status]').textContent(), { timeout: 15_000 }).toContain(texts.pending);
      expect(await em.locator('[role=status]').textContent()).toContain(next);
      expect(await page.locator('main').textContent()).not.toContain(texts.updated);
      // The sign-in address has not changed, and the pending one survives a reload.
      expect(await page.locator('[data-field=email] dd').textContent()).toBe(email);
      await page.reload();
      await expect.poll(() => page.getByRole('region', { name: texts.region, exact: true }).locator('[role=status]').textContent(), { timeout: 15_000 }).toContain(next);
      await expect.poll(() => subjects(email), { timeout: 15_000 }).toEqual([texts.notice]);
      expect((await mails(email))[0]?.text).toContain(next);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('deletion: offers every record as CSV, needs the password, then says goodbye (pt 360, en 1280)', async () => {
    for (const [lang, viewport, suffix] of [['pt', PHONE, '360'], ['en', DESKTOP, '1280']] as const) {
      const email = `apagar-${lang}@kumbu.ao`;
      const userId = await account(email, lang, 'Rosa Apagar');
      const { context, page, errors } = await open(lang, viewport, email, PASSWORD, '/settings');
      const texts = lang === 'pt'
        ? { del: 'Eliminar conta', yes: 'Sim', cancel: 'Cancelar', exportAll: 'Descarregar todos os registos (CSV)', need: 'Escreva a sua senha atual para eliminar a conta', wrong: 'A senha atual está incorreta.', path: '/adeus', title: 'A sua conta foi eliminada com sucesso', kept: 'registos de pagamento', home: 'Voltar ao início' }
        : { del: 'Delete account', yes: 'Yes', cancel: 'Cancel', exportAll: 'Download all records (CSV)', need: 'Enter your current password to delete the account', wrong: 'Your current password is incorrect.', path: '/goodbye', title: 'Your account has been successfully deleted', kept: 'payment records', home: 'Back to home' };
      // A record from long ago and one from today: the export before deleting has both.
      for (const [amount, date] of [[1200, '2024-02-10T12:00:00Z'], [3400, new Date().toISOString()]] as const) {
        const { cookie } = await apiSignIn(email, PASSWORD);
        const res = await server.app.inject({ method: 'POST', url: '/api/records', headers: { cookie }, payload: { type: 'expense', amount, date, description: `compra ${amount}` } });
        expect(res.statusCode).toBe(201);
      }
      const danger = page.locator('.danger-zone');
      await danger.getByRole('button', { name: texts.del }).click({ timeout: 15_000 });
      const csv = danger.getByRole('link', { name: texts.exportAll });
      expect(await csv.getAttribute('href')).toBe(`/api/records/export.csv?all=1&lang=${lang}`);
      const download = page.waitForEvent('download');
      await csv.click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^transactions-all-\d{4}-\d{2}-\d{2}\.csv$/);
      const body = await (await file.createReadStream()).toArray();
      const text = Buffer.concat(body.map((b: Buffer) => b)).toString('utf8');
      expect(text).toContain('compra 1200');
      expect(text).toContain('compra 3400');

      // "Yes" alone no longer deletes: the password is asked for, and a wrong one deletes nothing.
      await danger.getByRole('button', { name: texts.yes, exact: true }).click();
      await expect.poll(() => danger.locator('.banner--error').textContent()).toBe(texts.need);
      await danger.locator('input[name=currentPassword]').fill('errada-123');
      await danger.getByRole('button', { name: texts.yes, exact: true }).click();
      await expect.poll(() => danger.locator('.banner--error').textContent(), { timeout: 15_000 }).toBe(texts.wrong);
      expect(await findUserByEmail(server.database.db, email)).not.toBeNull();
      await danger.locator('input[name=currentPassword]').fill('');
      await danger.locator('input[name=currentPassword]').fill(PASSWORD);
      await danger.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${DOC_SCREENSHOTS}account-delete-dialog-${lang}-${suffix}.png` });
      expect(blockingOf(await runAxe(page)).map((v) => describeViolation(v))).toEqual([]);

      await danger.getByRole('button', { name: texts.yes, exact: true }).click();
      await page.waitForURL(`${server.url}${texts.path}`, { timeout: 15_000 });
      await expect.poll(() => page.locator('main h1').textContent(), { timeout: 15_000 }).toBe(texts.title);
      expect(await page.locator('main').textContent()).toContain(texts.kept);
      expect(await page.locator('main').getByRole('link', { name: texts.home }).getAttribute('href')).toBe('/');
      await expect.poll(() => page.locator('header').getByRole('button', { name: /^(Entrar|Sign in)$/ }).count()).toBe(1);
      // The page starts at the top although Settings was scrolled to its end.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.screenshot({ path: `${DOC_SCREENSHOTS}account-goodbye-${lang}-${suffix}.png` });
      expect(blockingOf(await runAxe(page)).map((v) => describeViolation(v))).toEqual([]);
      expect(await findUserByEmail(server.database.db, email)).toBeNull();
      expect((await apiSignIn(email, PASSWORD)).status).toBe(401);
      expect(userId).not.toBe('');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('sign-out goes to the landing page from anywhere in the app and forgets the saved answers', async () => {
    const email = 'sair@kumbu.ao';
    await account(email, 'pt');
    const savedCount = (page: Page) => page.evaluate(() => new Promise<number>((resolve) => {
      const request = indexedDB.open('kumbu-offline');
      request.onerror = () => resolve(-1);
      request.onsuccess = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains('answers')) { db.close(); resolve(0); return; }
        const count = db.transaction('answers', 'readonly').objectStore('answers').count();
        count.onsuccess = () => { resolve(count.result); db.close(); };
        count.onerror = () => { resolve(-1); db.close(); };
      };
    }));
    for (const [path, viewport] of [['/dashboard', DESKTOP], ['/reports', PHONE]] as const) {
      const { context, page, errors } = await open('pt', viewport, email, PASSWORD, path);
      await page.locator('header .avatar-button').waitFor({ timeout: 15_000 });
      await expect.poll(() => savedCount(page), { timeout: 15_000 }).toBeGreaterThan(0);
      await page.locator('header .avatar-button').click();
      await page.getByRole('button', { name: 'Terminar sessão' }).click();
      await page.waitForURL(`${server.url}/`, { timeout: 15_000 });
      await expect.poll(() => page.locator('header').getByRole('button', { name: 'Entrar' }).count(), { timeout: 15_000 }).toBe(1);
      expect(await savedCount(page)).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('the demo account says it was created before its six months of history', async () => {
    await seedDemo(server.database.db, server.app.kumbu.auth, new Date(), server.app.kumbu.config.env);
    const demo = await findUserByEmail(server.database.db, DEMO_LOGIN.email);
    if (!demo) throw new Error('no demo user');
    for (const lang of ['pt', 'en'] as const) {
      const { context, page } = await open(lang, DESKTOP, DEMO_LOGIN.email, DEMO_LOGIN.password, '/settings');
      const shown = page.locator('[data-field=createdAt] dd');
      await shown.waitFor({ timeout: 15_000 });
      const [expected, today] = await page.evaluate(([ms, l]) => {
        const f = new Intl.DateTimeFormat(l === 'pt' ? 'pt-AO' : 'en-US', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Africa/Luanda' });
        return [f.format(ms), f.format(Date.now())];
      }, [demo.createdAt.getTime(), lang] as const);
      expect(await shown.textContent()).toBe(expected);
      expect(expected).not.toBe(today);
      await context.close();
    }
    expect(Date.now() - demo.createdAt.getTime()).toBeGreaterThan(150 * 24 * 60 * 60 * 1000);
  });
});
