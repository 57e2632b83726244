// The onboarding wizard in Chromium against the real server (in-memory database, dev SMS
// outbox, self-hosted ALTCHA): the whole walk from a WhatsApp link to "Conta criada!",
// the existing-account stop, a wrong code, the modal / full-page rule, closing, and
// action=pay. Screenshots of every step, in Portuguese and English, at 360 px.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { launchBrowser, startServer, HAS_CHROMIUM, DOC_SCREENSHOTS } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;

const SHOTS = DOC_SCREENSHOTS;
const VIEWPORT = { width: 360, height: 740 };

interface OutboxItem { readonly to: string; readonly channel: string; readonly code?: string | null }

describe.skipIf(!HAS_CHROMIUM)('onboarding wizard in Chromium', () => {
  let browser: Browser;
  let server: Server;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
    await createAccount(server.database.db, server.app.kumbu.auth, {
      email: 'existente@kumbu.ao', password: 'e2e-kumbu-pass', fullName: 'Conta Existente', whatsapp: '+244923999999', verified: true,
    }, new Date());
  });
  afterAll(async () => {
    await browser.close();
    await server.app.close();
    await server.database.close();
  });

  async function smsTo(phone: string): Promise<OutboxItem[]> {
    const res = await server.app.inject({ method: 'GET', url: `/api/dev/outbox?channel=sms&to=${encodeURIComponent(phone)}` });
    const body = res.json<{ data: { items: OutboxItem[] } }>();
    return body.data.items;
  }

  /** A page that records console errors (CSP violations land there) and uncaught exceptions. */
  async function openPage(): Promise<{ page: Page; problems: string[] }> {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      // A refused call (409, 400…) is logged by Chromium as a failed resource; that is the test's point, not a fault.
      if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) problems.push(`console: ${m.text()}`);
    });
    return { page, problems };
  }

  const wizard = (page: Page) => page.locator('dialog.onboarding[open]');
  const stepOf = (page: Page) => wizard(page).getAttribute('data-step');
  const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}onboarding-${name}.png` });

  async function walk(lang: 'pt' | 'en', phone: string, email: string, name: string): Promise<void> {
    const t = lang === 'pt'
      ? { begin: 'Começar', cont: 'Continuar', verifyNumber: 'Verificar número', verify: 'Verificar', invalid: 'Código inválido.', done: 'Conta criada!', complete: 'Concluir', name: 'Nome', email: 'E-mail', password: 'Senha', confirm: 'Confirmar senha', trial: '7 dias grátis' }
      : { begin: 'Begin', cont: 'Continue', verifyNumber: 'Verify number', verify: 'Verify', invalid: 'Invalid code.', done: 'Account Created!', complete: 'Complete', name: 'Name', email: 'Email', password: 'Password', confirm: 'Confirm password', trial: '7 days free' };
    const { page, problems } = await openPage();
    await page.goto(`${server.url}/?whatsappId=${encodeURIComponent(phone)}&lang=${lang}`);

    // Step 0: full page (whatsappId), language from the link.
    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('0');
    expect(await wizard(page).getAttribute('data-presentation')).toBe('page');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe(lang); // set in an effect, a frame after the text
    await expect.poll(() => wizard(page).locator('[aria-pressed="true"]').getAttribute('lang')).toBe(lang);
    await shot(page, `0-welcome-${lang}`);
    await wizard(page).getByRole('button', { name: t.begin, exact: true }).click();

    // Step 1: plans with core's prices; nothing chosen yet, so Continue waits.
    await expect.poll(() => stepOf(page)).toBe('1');
    const planText = (await wizard(page).locator('.onboarding-plans').textContent())?.replace(/\s/g, ' ') ?? '';
    expect(planText).toContain(lang === 'pt' ? '7 000,00 Kz' : 'AOA 7,000.00');
    expect(planText).toContain(lang === 'pt' ? '13 000,00 Kz' : 'AOA 13,000.00');
    expect(planText).toContain(lang === 'pt' ? '20 000,00 Kz' : 'AOA 20,000.00');
    expect(await wizard(page).getByRole('button', { name: t.cont }).isDisabled()).toBe(true);
    await wizard(page).locator('input[value="standard"]').check();
    await shot(page, `1-plan-${lang}`);
    await wizard(page).getByRole('button', { name: t.cont }).click();

    // Step 2A: the account form; the number from the link is read-only.
    await expect.poll(() => stepOf(page)).toBe('2');
    const phoneInput = wizard(page).locator('input[type="tel"]');
    expect(await phoneInput.inputValue()).toBe(phone);
    expect(await phoneInput.getAttribute('readonly')).not.toBeNull();
    const verifyNumber = wizard(page).getByRole('button', { name: t.verifyNumber });
    expect(await verifyNumber.isDisabled()).toBe(true);
    await wizard(page).getByLabel(t.name, { exact: true }).fill(name);
    await wizard(page).getByLabel(t.email, { exact: true }).fill(email);
    await wizard(page).getByLabel(t.password, { exact: true }).fill('kwanza-forte-2026');
    await wizard(page).getByLabel(t.confirm, { exact: true }).fill('kwanza-forte-2026');
    await wizard(page).locator('input[type="checkbox"]').check();
    expect(await verifyNumber.isDisabled()).toBe(false);
    await wizard(page).locator('.onboarding__body').evaluate((el) => el.scrollTo({ top: 0 }));
    await shot(page, `2a-account-${lang}`);
    await verifyNumber.click();

    // Step 2B: existence check, ALTCHA, SMS; then the code box.
    const codeInput = wizard(page).locator('input[autocomplete="one-time-code"]');
    await codeInput.waitFor({ timeout: 30_000 });
    const [sms] = await smsTo(phone);
    expect(sms?.code).toMatch(/^\d{6}$/);
    const code = String(sms?.code);
    const verify = wizard(page).getByRole('button', { name: t.verify, exact: true });
    await codeInput.pressSequentially('12a-3');
    expect(await codeInput.inputValue()).toBe('123');
    expect(await verify.isDisabled()).toBe(true);
    await expect.poll(() => wizard(page).locator('.onboarding-resend').textContent()).toMatch(/\d+ s/);
    await shot(page, `2b-sms-${lang}`);

    // A wrong code first.
    const wrong = code === '000000' ? '111111' : '000000';
    await codeInput.fill(wrong);
    await verify.click();
    await expect.poll(() => wizard(page).locator('[role="alert"]').textContent(), { timeout: 15_000 }).toBe(t.invalid);

    await codeInput.fill(code);
    await verify.click();

    // Step 3: the trial needs no payment; no card fields.
    // (The step and any alert together, so a failure says why.)
    await expect.poll(async () => `${await stepOf(page)} ${(await wizard(page).locator('[role="alert"]').allTextContents()).join(' ')}`, { timeout: 30_000 }).toBe('3 ');
    expect(await wizard(page).textContent()).toContain(t.trial);
    expect(await wizard(page).locator('input').count()).toBe(0);
    await shot(page, `3-payment-${lang}`);
    await wizard(page).getByRole('button', { name: t.cont }).click();

    // Step 4: account created, WhatsApp link, Complete closes and clears the query.
    await expect.poll(() => stepOf(page)).toBe('4');
    expect(await wizard(page).locator('h2').textContent()).toBe(t.done);
    expect(await wizard(page).locator('a[href^="https://wa.me/"]').count()).toBe(1);
    await shot(page, `4-done-${lang}`);
    await wizard(page).getByRole('button', { name: t.complete }).click();
    await expect.poll(() => page.locator('dialog.onboarding').count()).toBe(0);
    expect(page.url()).toBe(`${server.url}/`);

    // The server has the account, its profile and the chosen plan's trial.
    const exists = await server.app.inject({ method: 'GET', url: `/api/onboardNewClient?whatsappId=${encodeURIComponent(phone)}` });
    expect(exists.json<{ data: { exists: boolean } }>().data.exists).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  }

  it('walks from a WhatsApp link to "Conta criada!" (pt)', async () => {
    await walk('pt', '+244923000000', 'teresa.pt@kumbu.ao', 'Teresa Manuel');
  });

  it('walks the same way in English', async () => {
    // A different name: the server keeps onboarding's userName unique (see the report).
    await walk('en', '+244923000001', 'teresa.en@kumbu.ao', 'Teresa Neto');
  });

  it('stops at an existing account: no SMS, a log-in button instead', async () => {
    const { page, problems } = await openPage();
    await page.goto(`${server.url}/?step=2&plan=pro&lang=pt`);
    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('2');
    expect(await wizard(page).getAttribute('data-presentation')).toBe('modal');
    const phoneInput = wizard(page).locator('input[type="tel"]');
    expect(await phoneInput.getAttribute('readonly')).toBeNull();
    expect(await phoneInput.getAttribute('placeholder')).toContain('+244');
    await wizard(page).getByLabel('Nome', { exact: true }).fill('Outra Pessoa');
    await wizard(page).getByLabel('E-mail', { exact: true }).fill('existente@kumbu.ao');
    await wizard(page).getByLabel('Senha', { exact: true }).fill('kwanza-forte-2026');
    await wizard(page).getByLabel('Confirmar senha', { exact: true }).fill('kwanza-forte-2026');
    await phoneInput.fill('+244 923 222 222');
    await wizard(page).locator('input[type="checkbox"]').check();
    await wizard(page).getByRole('button', { name: 'Verificar número' }).click();
    await expect.poll(() => wizard(page).locator('[role="alert"]').textContent(), { timeout: 15_000 })
      .toContain('Este e-mail ou número de telefone já está associado a uma conta. Entre na sua conta para continuar.');
    expect(await wizard(page).getByRole('button', { name: 'Entrar' }).count()).toBe(1);
    expect(await wizard(page).locator('input[autocomplete="one-time-code"]').count()).toBe(0);
    expect(await smsTo('+244923222222')).toEqual([]);
    await shot(page, '2b-existing-pt');
    await wizard(page).getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => page.locator('dialog.onboarding').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the inline messages of the account form', async () => {
    const { page } = await openPage();
    await page.goto(`${server.url}/?step=2&lang=en`);
    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('2');
    await wizard(page).getByLabel('Email', { exact: true }).fill('not-an-email');
    await wizard(page).getByLabel('Password', { exact: true }).fill('123');
    // Without a number the button stays disabled and says so; a wrong one can be tried.
    expect(await wizard(page).locator('.onboarding__why').textContent()).toBe('Type your WhatsApp number to continue.');
    await wizard(page).locator('input[type="tel"]').fill('92');
    await wizard(page).locator('input[type="checkbox"]').check();
    await wizard(page).getByRole('button', { name: 'Verify number' }).click();
    const text = await wizard(page).textContent();
    for (const m of ['Please fix the errors above', 'Name required', 'Invalid email', 'Password min 6 chars', "Passwords don't match", 'Provide a valid phone number with country code']) {
      expect(text, m).toContain(m);
    }
    expect(await wizard(page).getAttribute('data-sub')).toBe('form');
    await shot(page, '2a-errors-en');
    await page.close();
  });

  it('is a modal without whatsappId, action or firebase_uid, a full page with them; closing removes the query', async () => {
    const { page, problems } = await openPage();
    await page.goto(`${server.url}/?step=1&plan=basic`);
    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('1');
    expect(await wizard(page).getAttribute('data-presentation')).toBe('modal');
    expect(await wizard(page).locator('input[value="basic"]').isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog.onboarding').count()).toBe(0);
    expect(page.url()).toBe(`${server.url}/`);

    for (const qs of ['firebase_uid=abc', 'action=onboard&step=3']) {
      await page.goto(`${server.url}/docs/overview?${qs}`);
      await expect.poll(() => wizard(page).getAttribute('data-presentation'), { timeout: 15_000 }).toBe('page');
      expect(await stepOf(page)).toBe('0');
      const box = await wizard(page).boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: VIEWPORT.width, height: VIEWPORT.height });
      await wizard(page).getByRole('button', { name: 'Fechar' }).click();
      await expect.poll(() => page.locator('dialog.onboarding').count()).toBe(0);
      expect(page.url()).toBe(`${server.url}/docs/overview`);
    }

    // /onboarding opens it by itself; closing leaves for home.
    await page.goto(`${server.url}/onboarding`);
    await expect.poll(() => wizard(page).getAttribute('data-presentation'), { timeout: 15_000 }).toBe('modal');
    await wizard(page).getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => page.url()).toBe(`${server.url}/`);

    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps the wizard and ALTCHA out of the landing page; its call to action goes to sign-up', async () => {
    const { page, problems } = await openPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.context().route('https://wa.me/**', (route) => route.abort());
    await page.goto(`${server.url}/`);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toContain('O seu co-piloto financeiro');
    expect(requested.filter((u) => /onboarding-wizard|altcha/.test(u))).toEqual([]);
    expect(await page.locator('dialog.onboarding').count()).toBe(0);
    await page.locator('.hero__actions a').first().click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(1);
    expect(await page.locator('dialog.onboarding').count()).toBe(0);
    expect(problems.filter((p) => !p.includes('wa.me'))).toEqual([]);
    await page.close();
  });

  it('action=pay opens the payment step with the chosen plan', async () => {
    const { page, problems } = await openPage();
    await page.goto(`${server.url}/?action=pay&plan=pro&lang=pt`);
    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('3');
    expect(await wizard(page).getAttribute('data-presentation')).toBe('page');
    const text = (await wizard(page).locator('.onboarding-summary').textContent())?.replace(/\s/g, ' ');
    expect(text).toContain('Pro');
    expect(text).toContain('20 000,00 Kz');
    expect(problems).toEqual([]);
    await page.close();
  });
});
