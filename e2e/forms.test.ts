// Forms that say what is wrong (issue 17, item 5), in Chromium, pt and en:
// - sign-up shows every problem under its field at once, in the spec's words and order;
//   the banner keeps only the first;
// - the wizard's disabled buttons say why, the account step shows its field messages, and
//   an already registered number is named on the account step while it is typed;
// - date fields show and take the app's format (dd/mm/aaaa in pt, mm/dd/yyyy in en) in a
//   browser whose own locale says otherwise.
// Screenshots (forms-*) in pt at 360 px and en at 1280 px go to DOC_SCREENSHOTS.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { addDays, dayOf } from '@kumbu/core/date-range';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { AXE_CONTEXT_OPTIONS, blockingOf, describeViolation, runAxe } from './axe-check';
import { DOC_SCREENSHOTS, HAS_CHROMIUM, launchBrowser, startServer } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;
type Lang = 'pt' | 'en';
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
const TAKEN = '+244923777001';

const SIGN_UP = {
  pt: {
    open: 'Entrar', toSignup: 'Criar conta',
    messages: [
      ['fullName', 'O nome completo é obrigatório'],
      ['username', 'O nome de utilizador é obrigatório'],
      ['whatsapp', 'O número de WhatsApp é obrigatório'],
      ['email', 'Por favor, introduza um e-mail válido'],
      ['password', 'A senha deve ter pelo menos 6 caracteres'],
      ['confirmPassword', 'As senhas não coincidem'],
    ],
  },
  en: {
    open: 'Sign in', toSignup: 'Create account',
    messages: [
      ['fullName', 'Full name is required'],
      ['username', 'Username is required'],
      ['whatsapp', 'WhatsApp number is required'],
      ['email', 'Please enter a valid email'],
      ['password', 'Password must be at least 6 characters'],
      ['confirmPassword', 'Passwords do not match'],
    ],
  },
} as const;

const WIZARD = {
  pt: {
    verify: 'Verificar número', cont: 'Continuar', email: 'E-mail', name: 'Nome',
    noNumber: 'Escreva o seu número de WhatsApp para continuar.', noPlan: 'Escolha um plano para continuar.',
    taken: 'Este número já está registado numa conta Kumbu.', whyTaken: 'Este número já tem conta: entre nela em vez de criar outra.',
    free: 'Número livre para uma conta nova.', confirm: 'Marque a caixa acima a confirmar que o número é seu para continuar.',
    invalidEmail: 'E-mail inválido', nameRequired: 'Nome obrigatório', login: 'Entrar na minha conta',
  },
  en: {
    verify: 'Verify number', cont: 'Continue', email: 'Email', name: 'Name',
    noNumber: 'Type your WhatsApp number to continue.', noPlan: 'Choose a plan to continue.',
    taken: 'This number is already registered to a Kumbu account.', whyTaken: 'This number already has an account: log in to it instead of creating another.',
    free: 'Number free for a new account.', confirm: 'Tick the box above to confirm the number is yours to continue.',
    invalidEmail: 'Invalid email', nameRequired: 'Name required', login: 'Log in to my account',
  },
} as const;

describe.skipIf(!HAS_CHROMIUM)('forms that say what is wrong, in Chromium', () => {
  let browser: Browser;
  let server: Server;
  let cookie = '';

  beforeAll(async () => {
    mkdirSync(DOC_SCREENSHOTS, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
    await createAccount(server.database.db, server.app.kumbu.auth, {
      email: 'numero.usado@kumbu.ao', password: 'forms-kumbu-pass', fullName: 'Número Usado', whatsapp: TAKEN, verified: true,
    }, new Date());
    const res = await server.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email: 'numero.usado@kumbu.ao', password: 'forms-kumbu-pass' } });
    expect(res.statusCode).toBe(200);
    const setCookie = res.headers['set-cookie'];
    cookie = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c.split(';')[0]).join('; ');
  });
  afterAll(async () => {
    await browser.close();
    await server.app.close();
    await server.database.close();
  });

  /** A context in the app language `lang` whose browser locale is `locale` (never the same order). */
  async function open(lang: Lang, viewport: { width: number; height: number }, locale: string, signedIn = false): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ ...AXE_CONTEXT_OPTIONS, viewport, locale, serviceWorkers: 'block' });
    await context.addInitScript((l) => localStorage.setItem('kumbu.lang', l), lang);
    if (signedIn) {
      await context.addCookies(cookie.split('; ').map((pair) => {
        const i = pair.indexOf('=');
        return { name: pair.slice(0, i), value: pair.slice(i + 1), url: server.url };
      }));
    }
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    return { context, page, errors };
  }

  /** axe-core's serious and critical findings on what the page shows now. */
  async function blocking(page: Page): Promise<string[]> {
    return blockingOf(await runAxe(page)).map((v) => describeViolation(v));
  }

  /** The text of the element(s) an input's aria-describedby names. */
  async function description(input: Locator): Promise<string> {
    return input.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? `#${id} missing`).join(' | '));
  }

  for (const [lang, viewport, locale] of [['pt', PHONE, 'en-US'], ['en', DESKTOP, 'pt-PT']] as const) {
    it(`sign-up shows every problem under its field, the banner only the first (${lang}, ${viewport.width} px)`, async () => {
      const x = SIGN_UP[lang];
      const { context, page, errors } = await open(lang, viewport, locale);
      await page.goto(`${server.url}/`);
      await page.locator('header').getByRole('button', { name: x.open, exact: true }).click();
      const dialog = page.locator('dialog[open]');
      await dialog.getByRole('button', { name: x.toSignup, exact: true }).click();
      await dialog.locator('input[name=email]').fill('joana@');
      await dialog.locator('input[name=password]').fill('123');
      await dialog.locator('button[type=submit]').click();

      // Every message at once, in the spec's field order, each tied to its field.
      await expect.poll(() => dialog.locator('.field-error').allTextContents()).toEqual(x.messages.map(([, m]) => m));
      for (const [field, message] of x.messages) {
        const input = dialog.locator(`input[name=${field}]`);
        expect(await input.getAttribute('aria-invalid'), field).toBe('true');
        expect(await description(input), field).toBe(message);
      }
      // The banner keeps only the first, and focus went to its field.
      expect(await dialog.locator('.banner--error').textContent()).toBe(x.messages[0][1]);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('fullName');
      await page.screenshot({ path: `${DOC_SCREENSHOTS}forms-signup-errors-${lang}-${viewport.width}.png` });
      expect(await blocking(page)).toEqual([]);

      // Fixing a field takes its message away (and the banner, which was about it).
      await dialog.locator('input[name=fullName]').fill('Joana Mbala');
      await expect.poll(() => dialog.locator('.field-error').count()).toBe(5);
      expect(await dialog.locator('input[name=fullName]').getAttribute('aria-invalid')).toBeNull();
      expect(await dialog.locator('.banner--error').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`the wizard says why a button is disabled and names a registered number on the account step (${lang}, ${viewport.width} px)`, async () => {
      const x = WIZARD[lang];
      const { context, page, errors } = await open(lang, viewport, locale);
      const wizard = page.locator('dialog.onboarding[open]');

      // Step 1: Continue waits for a plan, and says so.
      await page.goto(`${server.url}/?step=1&lang=${lang}`);
      const cont = wizard.getByRole('button', { name: x.cont, exact: true });
      await expect.poll(() => cont.isDisabled(), { timeout: 15_000 }).toBe(true);
      expect(await description(cont)).toBe(x.noPlan);
      expect(await wizard.getByText(x.noPlan).isVisible()).toBe(true);
      await wizard.locator('input[value="basic"]').check();
      expect(await cont.getAttribute('aria-describedby')).toBeNull();
      await cont.click();

      // Step 2: Verify waits for a number, and says so.
      await expect.poll(() => wizard.getAttribute('data-step')).toBe('2');
      const verify = wizard.getByRole('button', { name: x.verify });
      expect(await verify.isDisabled()).toBe(true);
      expect(await description(verify)).toBe(x.noNumber);
      expect(await wizard.getByText(x.noNumber).isVisible()).toBe(true);

      // A field's message shows when it is left, without pressing anything.
      const email = wizard.getByLabel(x.email, { exact: true });
      await email.fill('nao-e-mail');
      await email.press('Tab');
      await expect.poll(() => description(email)).toBe(x.invalidEmail);
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      const name = wizard.getByLabel(x.name, { exact: true });
      await name.focus();
      await name.press('Tab');
      await expect.poll(() => description(name)).toBe(x.nameRequired);

      // A registered number is named here, as it is typed, with a way to log in.
      const phone = wizard.locator('input[type="tel"]');
      await phone.pressSequentially('+244 923 777 001');
      await expect.poll(() => wizard.locator('.onboarding-field__error').allTextContents(), { timeout: 5_000 }).toContain(x.taken);
      expect(await wizard.getAttribute('data-sub')).toBe('form');
      expect(await phone.getAttribute('aria-invalid')).toBe('true');
      expect(await description(phone)).toBe(x.taken);
      expect(await description(verify)).toBe(x.whyTaken);
      expect(await wizard.getByRole('button', { name: x.login }).count()).toBe(1);
      await wizard.locator('input[type="checkbox"]').check();
      expect(await verify.isDisabled()).toBe(true);
      await wizard.locator('input[type="checkbox"]').uncheck();
      await page.screenshot({ path: `${DOC_SCREENSHOTS}forms-wizard-taken-${lang}-${viewport.width}.png` });

      // Another number: free; the button now waits only for the box, and says so.
      await phone.fill('+244 923 777 002');
      await expect.poll(() => wizard.locator('.onboarding-field__status').textContent(), { timeout: 5_000 }).toBe(x.free);
      expect(await phone.getAttribute('aria-invalid')).toBe('false');
      expect(await description(verify)).toBe(x.confirm);
      await verify.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${DOC_SCREENSHOTS}forms-wizard-account-${lang}-${viewport.width}.png` });
      expect(await blocking(page)).toEqual([]);
      await wizard.locator('input[type="checkbox"]').check();
      expect(await verify.isDisabled()).toBe(false);
      expect(await verify.getAttribute('aria-describedby')).toBeNull();
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`date fields use the app's format, not the browser's ${locale} (${lang}, ${viewport.width} px)`, async () => {
      const { context, page, errors } = await open(lang, viewport, locale, true);
      // The browser really is in the other locale.
      expect(await page.evaluate(() => navigator.language)).toBe(locale);
      const written = (iso: string): string => lang === 'pt'
        ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`
        : `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
      await page.goto(`${server.url}/dashboard?start=2025-11-01&end=2026-01-11`);
      const start = page.locator('input[name=start]');
      const end = page.locator('input[name=end]');
      await expect.poll(() => start.inputValue(), { timeout: 15_000 }).toBe(written('2025-11-01'));
      expect(await end.inputValue()).toBe(written('2026-01-11'));
      expect(await start.getAttribute('placeholder')).toBe(lang === 'pt' ? 'dd/mm/aaaa' : 'mm/dd/yyyy');
      // The browser's own date inputs are only the calendar's anchor: invisible, out of reach.
      const natives = await page.locator('input[type=date]').evaluateAll((els) => els.map((el) => ({
        opacity: getComputedStyle(el).opacity, hidden: el.getAttribute('aria-hidden'), tab: el.getAttribute('tabindex'),
      })));
      expect(natives.length).toBeGreaterThan(0);
      for (const n of natives) expect(n).toEqual({ opacity: '0', hidden: 'true', tab: '-1' });
      expect(await page.getByRole('button', { name: lang === 'pt' ? 'Escolher a data inicial no calendário' : 'Pick the start date on a calendar' }).count()).toBe(1);

      // Typed in the app's order, the filter gets the ISO day.
      await start.fill(written('2025-11-05'));
      await expect.poll(() => new URL(page.url()).searchParams.get('start')).toBe('2025-11-05');
      await page.screenshot({ path: `${DOC_SCREENSHOTS}forms-date-range-${lang}-${viewport.width}.png` });

      // The record editor: today shown the app's way; a typed day is saved as that day.
      await page.goto(`${server.url}/dashboard`);
      await page.getByRole('button', { name: lang === 'pt' ? 'Adicionar registo' : 'Add record' }).click();
      const dialog = page.locator('dialog[open]');
      const date = dialog.getByLabel(lang === 'pt' ? 'Data' : 'Date', { exact: true });
      const today = dayOf(new Date());
      await expect.poll(() => date.inputValue()).toBe(written(today));
      // Not a day: the editor's own message.
      await date.fill('31/31/2026');
      await dialog.getByLabel(lang === 'pt' ? 'Valor' : 'Amount', { exact: true }).fill('2500');
      await dialog.getByRole('button', { name: lang === 'pt' ? 'Guardar' : 'Save' }).click();
      await expect.poll(() => description(date)).toContain(lang === 'pt' ? 'Data inválida.' : 'Invalid date.');
      await date.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${DOC_SCREENSHOTS}forms-date-editor-${lang}-${viewport.width}.png` });
      expect(await blocking(page)).toEqual([]);
      const day = addDays(today, -3);
      await date.fill(written(day));
      await dialog.getByRole('button', { name: lang === 'pt' ? 'Guardar' : 'Save' }).click();
      await expect.poll(() => page.locator('dialog[open]').count(), { timeout: 15_000 }).toBe(0);
      const res = await server.app.inject({ method: 'GET', url: `/api/records?start=${day}&end=${day}`, headers: { cookie } });
      const items = res.json<{ data: { items: { amount: number | string; date: string }[] } }>().data.items;
      expect(items.map((r) => dayOf(new Date(r.date)))).toContain(day);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
