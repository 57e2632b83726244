// Paying in Chromium against the real server and its sandbox gateway (docs/billing-api.md):
// the wizard's payment step (card checks, a declined card that charges nothing, the sandbox
// card that pays, then step 4), renewing 3 months from settings (the card's expiry moves on
// from the current one; the history lists the payment), and a reference and a Multicaixa
// Express request settled from /dev/outbox while the dialog polls. axe checks the step and
// the dialog. Screenshots billing-*, pt and en, at 360 px and 1280 px.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { payments, subscriptions } from '@kumbu/db/schema';
import { AXE_CONTEXT_OPTIONS, blockingOf, describeViolation, runAxe } from './axe-check';
import { launchBrowser, startServer, HAS_CHROMIUM, DOC_SCREENSHOTS } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;
type Lang = 'pt' | 'en';

const SHOTS = DOC_SCREENSHOTS;
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
const D = 24 * 3_600_000;
const PASSWORD = 'kumbu-billing-pass-1';
const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
const NO_FUNDS_CARD = '4000 0000 0000 9995';

interface OutboxItem { readonly to: string; readonly channel: string; readonly code?: string | null }

describe.skipIf(!HAS_CHROMIUM)('billing checkout in Chromium', () => {
  let browser: Browser;
  let server: Server;
  let seq = 0;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.app.close();
    await server.database.close();
  });

  /** A page that records uncaught exceptions and console errors (CSP violations land there). */
  function watch(page: Page): string[] {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      // A refused payment (402) is logged by Chromium as a failed resource: that is the test's point.
      if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) problems.push(`console: ${m.text()}`);
    });
    return problems;
  }

  async function paymentCount(userId?: string): Promise<number> {
    const query = server.database.db.select({ n: count() }).from(payments);
    const [row] = await (userId === undefined ? query : query.where(eq(payments.userId, userId)));
    return row?.n ?? 0;
  }

  /** A verified account with a paid Standard plan running until `expiresAt`. */
  async function paidAccount(expiresAt: Date): Promise<{ email: string; userId: string }> {
    seq += 1;
    const email = `billing${seq}@kumbu.ao`;
    const { userId } = await createAccount(server.database.db, server.app.kumbu.auth, {
      email, password: PASSWORD, fullName: 'Rosa Pagamento', userName: `rosa${seq}`, whatsapp: `+24492355${String(seq).padStart(4, '0')}`, verified: true,
    }, new Date());
    await server.database.db.update(subscriptions)
      .set({ tier: 'standard', status: 'active', trial: false, trialStartDate: null, trialEndsAt: null, expiresAt })
      .where(eq(subscriptions.userId, userId));
    return { email, userId };
  }

  /** A signed-in tab for `email` in `lang` (the session cookie set from a server-side sign-in). */
  async function signedIn(email: string, lang: Lang, viewport = PHONE): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
    const res = await server.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    const setCookie = res.headers['set-cookie'];
    const cookies = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => {
      const pair = c.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.url };
    });
    const context = await browser.newContext({ ...AXE_CONTEXT_OPTIONS, viewport });
    await context.addCookies(cookies);
    await context.addInitScript((l) => localStorage.setItem('kumbu.lang', l), lang);
    const page = await context.newPage();
    return { context, page, problems: watch(page) };
  }

  async function axeClean(page: Page, where: string): Promise<void> {
    const found = blockingOf(await runAxe(page)).map((v) => `${where}: ${describeViolation(v)}`);
    expect(found).toEqual([]);
  }

  async function fillCard(scope: Locator, lang: Lang, card: { number: string; expiry: string; cvc: string; holder: string }): Promise<void> {
    const L = lang === 'pt'
      ? { number: 'Número do cartão', expiry: 'Validade (MM/AA)', cvc: 'CVC', holder: 'Nome do titular' }
      : { number: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'CVC', holder: 'Cardholder name' };
    const number = scope.getByLabel(L.number, { exact: true });
    await number.fill('');
    await number.pressSequentially(card.number.replace(/\s/g, ''));
    const expiry = scope.getByLabel(L.expiry, { exact: true });
    await expiry.fill('');
    await expiry.pressSequentially(card.expiry.replace('/', ''));
    await scope.getByLabel(L.cvc, { exact: true }).fill(card.cvc);
    await scope.getByLabel(L.holder, { exact: true }).fill(card.holder);
  }

  const nextYear = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');
  const validCard = (number: string) => ({ number, expiry: `12/${nextYear}`, cvc: '123', holder: 'Ana Pagadora' });

  it('wizard: card checks, a declined card charges nothing, the sandbox card pays, then step 4', { timeout: 150_000 }, async () => {
    const phone = '+244923700001';
    const context = await browser.newContext({ ...AXE_CONTEXT_OPTIONS, viewport: PHONE });
    const page = await context.newPage();
    const problems = watch(page);
    const wizard = page.locator('dialog.onboarding[open]');
    const stepOf = () => wizard.getAttribute('data-step');
    await page.goto(`${server.url}/?whatsappId=${encodeURIComponent(phone)}&lang=pt&plan=standard`);

    // Steps 0–2, as e2e/onboarding.test.ts walks them.
    await expect.poll(stepOf, { timeout: 15_000 }).toBe('0');
    await wizard.getByRole('button', { name: 'Começar', exact: true }).click();
    await expect.poll(stepOf).toBe('1');
    expect(await wizard.locator('input[value="standard"]').isChecked()).toBe(true);
    await wizard.getByRole('button', { name: 'Continuar' }).click();
    await expect.poll(stepOf).toBe('2');
    await wizard.getByLabel('Nome', { exact: true }).fill('Ana Pagadora');
    await wizard.getByLabel('E-mail', { exact: true }).fill('ana.pagadora@kumbu.ao');
    await wizard.getByLabel('Senha', { exact: true }).fill('kwanza-forte-2026');
    await wizard.getByLabel('Confirmar senha', { exact: true }).fill('kwanza-forte-2026');
    await wizard.locator('input[type="checkbox"]').check();
    await wizard.getByRole('button', { name: 'Verificar número' }).click();
    const codeInput = wizard.locator('input[autocomplete="one-time-code"]');
    await codeInput.waitFor({ timeout: 30_000 });
    const outbox = await server.app.inject({ method: 'GET', url: `/api/dev/outbox?channel=sms&to=${encodeURIComponent(phone)}` });
    const code = String(outbox.json<{ data: { items: OutboxItem[] } }>().data.items[0]?.code);
    await codeInput.fill(code);
    await wizard.getByRole('button', { name: 'Verificar', exact: true }).click();
    await expect.poll(stepOf, { timeout: 30_000 }).toBe('3');

    // Step 3: the trial first; the checkout only when asked for.
    const trial = wizard.getByRole('button', { name: 'Continuar com o teste grátis' });
    expect(await trial.count()).toBe(1);
    expect(await wizard.locator('input').count()).toBe(0);
    const payNow = wizard.getByRole('button', { name: 'Pagar agora' });
    expect(await payNow.getAttribute('aria-expanded')).toBe('false');
    await payNow.click();
    expect(await payNow.getAttribute('aria-expanded')).toBe('true');

    // Angolan means first; Express is chosen and the WhatsApp number is its default.
    const methods = wizard.locator('.checkout-choice--methods .checkout-option__name');
    expect(await methods.allTextContents()).toEqual(['Multicaixa Express', 'Referência Multicaixa', 'Cartão']);
    expect(await wizard.locator('input[value="multicaixa-express"]').isChecked()).toBe(true);
    expect(await wizard.getByLabel('Número Multicaixa Express').inputValue()).toBe('+244 923 700 001');
    // Durations with core's totals; a year shows its two free months.
    const durations = wizard.locator('.checkout-choice--durations label');
    expect((await durations.allTextContents()).map((s) => s.replace(/\s/g, ' '))).toEqual([
      '1 mês13 000,00 Kz', '3 meses39 000,00 Kz', '6 meses78 000,00 Kz', '12 meses130 000,00 Kz2 meses grátis',
    ]);
    // The plan was chosen in step 1: no plan choice here.
    expect(await wizard.locator('.checkout-choice--plans').count()).toBe(0);

    await wizard.getByText('Cartão', { exact: true }).click();
    const number = wizard.getByLabel('Número do cartão', { exact: true });
    expect(await number.getAttribute('autocomplete')).toBe('cc-number');
    expect(await number.getAttribute('inputmode')).toBe('numeric');
    expect(await wizard.getByLabel('Validade (MM/AA)').getAttribute('autocomplete')).toBe('cc-exp');
    expect(await wizard.getByLabel('CVC', { exact: true }).getAttribute('autocomplete')).toBe('cc-csc');
    expect(await wizard.getByLabel('Nome do titular').getAttribute('autocomplete')).toBe('cc-name');

    // Client-side checks with core's messages; focus goes to the first refused field.
    await number.pressSequentially('4242424242424241');
    expect(await number.inputValue()).toBe('4242 4242 4242 4241');
    expect(await wizard.locator('[data-brand="visa"]').count()).toBe(1);
    await wizard.getByLabel('Validade (MM/AA)').pressSequentially('1328');
    await wizard.getByLabel('CVC', { exact: true }).fill('12');
    await wizard.getByRole('button', { name: /^Pagar 13\s000,00/ }).click();
    const text = (await wizard.locator('.checkout').textContent()) ?? '';
    for (const m of ['Número de cartão inválido', 'Data de validade inválida (MM/AA)', 'CVC inválido', 'Nome do titular obrigatório']) expect(text, m).toContain(m);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('cc-number');
    expect(await number.getAttribute('aria-describedby')).toMatch(/-error/);
    await wizard.locator('.onboarding__body').evaluate((el) => el.scrollTo({ top: 0 }));

    // The account is minutes old (its e-mail not yet confirmed): paying needs only its token.
    const before = await paymentCount();
    // A declined card: the server's message, nothing charged, the step stays.
    await fillCard(wizard, 'pt', validCard(DECLINED_CARD));
    await wizard.getByRole('button', { name: /^Pagar 13\s000,00/ }).click();
    await expect.poll(() => wizard.locator('.checkout__banner').textContent(), { timeout: 15_000 }).toContain('O pagamento foi recusado');
    expect(await paymentCount()).toBe(before);
    expect(await stepOf()).toBe('3');
    await wizard.locator('.checkout__banner').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}billing-declined-pt-360.png` });
    // Insufficient funds has its own words; still nothing charged.
    await fillCard(wizard, 'pt', validCard(NO_FUNDS_CARD));
    await wizard.getByRole('button', { name: /^Pagar 13\s000,00/ }).click();
    await expect.poll(() => wizard.locator('.checkout__banner').textContent(), { timeout: 15_000 }).toContain('não tem saldo suficiente');
    expect(await paymentCount()).toBe(before);

    // The sandbox card pays: confirmation, then step 4.
    await fillCard(wizard, 'pt', validCard(GOOD_CARD));
    await wizard.getByRole('button', { name: /^Pagar 13\s000,00/ }).click();
    await expect.poll(() => wizard.locator('.checkout-paid__title').textContent(), { timeout: 15_000 }).toBe('Pagamento confirmado!');
    expect(await wizard.getByTestId('checkout-paid-detail').textContent()).toMatch(/^O seu plano Standard está ativo até /);
    expect(await wizard.locator('.checkout-paid__card').textContent()).toBe('Visa •••• 4242');
    expect(await paymentCount()).toBe(before + 1);
    expect(await trial.count()).toBe(0);
    await axeClean(page, 'payment step (paid)');
    // The card number never reaches the URL or the browser's storage.
    // Whole numbers, not '4242' alone: a random id or idempotency key may hold those digits.
    expect(page.url()).not.toMatch(/4242\D?4242/);
    const stored = await page.evaluate(() => [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`)).join('\n'));
    expect(stored).not.toMatch(/4242\D?4242|4000\D?0000\D?0000/);
    await wizard.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect.poll(stepOf).toBe('4');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('settings: renews 3 months by card from the current expiry; the history lists it; Escape closes and returns focus', { timeout: 90_000 }, async () => {
    const currentEnd = new Date(Date.now() + 10 * D);
    const { email, userId } = await paidAccount(currentEnd);
    const { context, page, problems } = await signedIn(email, 'pt');
    await page.goto(`${server.url}/settings`);
    const card = page.locator('.subscription-card[data-source=server][aria-busy=false]');
    await card.waitFor({ timeout: 15_000 });
    const expiresBefore = await card.locator('[data-field=expires] dd').textContent();
    const renew = card.getByRole('button', { name: 'Renovar' });

    // Escape closes the dialog and gives focus back to the button.
    await renew.click();
    const dialog = page.locator('dialog.renew-dialog[open]');
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-labelledby')).not.toBeNull();
    expect(await dialog.locator('h2').textContent()).toBe('Renovar a subscrição');
    expect(await dialog.locator('.renew-dialog__sub').textContent()).toContain(expiresBefore ?? '?');
    await axeClean(page, 'renew dialog');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog.renew-dialog').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('renew-button');

    // Standard, 3 months, by card.
    await renew.click();
    await dialog.waitFor();
    expect(await dialog.locator('input[value="standard"]').isChecked()).toBe(true);
    await dialog.getByText('3 meses', { exact: true }).click();
    expect((await dialog.getByTestId('checkout-total').textContent())?.replace(/\s/g, ' ')).toContain('39 000,00 Kz');
    await dialog.getByText('Cartão', { exact: true }).click();
    await fillCard(dialog, 'pt', validCard(GOOD_CARD));
    await dialog.getByRole('button', { name: /^Pagar 39\s000,00/ }).click();
    await expect.poll(() => dialog.locator('.checkout-paid__title').textContent(), { timeout: 15_000 }).toBe('Pagamento confirmado!');

    // The server moved the expiry on from the current one by three calendar months.
    const [sub] = await server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    const newEnd = sub?.expiresAt ?? new Date(0);
    const added = (newEnd.getTime() - currentEnd.getTime()) / D;
    expect(added).toBeGreaterThanOrEqual(89);
    expect(added).toBeLessThanOrEqual(93);
    const expected = new Intl.DateTimeFormat('pt-AO', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Africa/Luanda' }).format(newEnd);
    expect(await dialog.getByTestId('checkout-paid-detail').textContent()).toBe(`O seu plano Standard está ativo até ${expected}.`);
    await page.screenshot({ path: `${SHOTS}billing-renew-paid-pt-360.png` });
    // The dialog still describes the period it was opened for.
    expect(await dialog.locator('.renew-dialog__sub').textContent()).toContain(expiresBefore ?? '?');

    await dialog.getByRole('button', { name: 'Fechar' }).last().click();
    await expect.poll(() => page.locator('dialog.renew-dialog').count()).toBe(0);
    // The card and the history were asked again.
    await expect.poll(() => card.locator('[data-field=expires] dd').textContent(), { timeout: 10_000 }).toBe(expected);
    const rows = page.locator('.billing-history[aria-busy=false] tbody tr');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    const row = (await rows.first().textContent())?.replace(/\s/g, ' ') ?? '';
    expect(row).toContain('Standard');
    expect(row).toContain('3 meses');
    expect(row).toContain('39 000,00 Kz');
    expect(await paymentCount(userId)).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('settings: a reference and a Multicaixa Express request, settled from /dev/outbox while the dialog polls', { timeout: 90_000 }, async () => {
    const { email, userId } = await paidAccount(new Date(Date.now() + 2 * D));
    const { context, page, problems } = await signedIn(email, 'en', DESKTOP);
    await page.goto(`${server.url}/settings`);
    const card = page.locator('.subscription-card[data-source=server][aria-busy=false]');
    await card.waitFor({ timeout: 15_000 });
    const dialog = page.locator('dialog.renew-dialog[open]');

    for (const method of ['reference', 'multicaixa-express'] as const) {
      await card.getByRole('button', { name: 'Renew' }).click();
      await dialog.waitFor();
      await dialog.locator(`input[value="${method}"]`).check();
      if (method === 'reference') {
        await dialog.getByRole('button', { name: 'Get a reference' }).click();
        const details = dialog.locator('.checkout-reference');
        await details.waitFor({ timeout: 15_000 });
        expect(await details.locator('[data-field=entity] [data-value]').getAttribute('data-value')).toMatch(/^\d{5}$/);
        expect(await details.locator('[data-field=reference] [data-value]').getAttribute('data-value')).toMatch(/^\d{9}$/);
        expect((await details.locator('[data-field=amount] dd').textContent())?.replace(/\s/g, ' ')).toBe('AOA 13,000.00');
        expect(await details.locator('[data-field=expires] dd').textContent()).not.toBe('');
        await dialog.screenshot({ path: `${SHOTS}billing-reference-en-1280.png` });
      } else {
        await dialog.getByLabel('Multicaixa Express number').fill('923 555 777');
        await dialog.getByRole('button', { name: 'Send request to my phone' }).click();
        await expect.poll(() => dialog.locator('.checkout-pending__lead').textContent(), { timeout: 15_000 }).toContain('+244 923 555 777');
      }
      expect(await dialog.locator('[role=status]').first().textContent()).toContain('Waiting for the payment');

      // Settled from the dev outbox page, in another tab; the dialog notices by polling.
      const outbox = await context.newPage();
      await outbox.goto(`${server.url}/dev/outbox`);
      await outbox.getByRole('button', { name: /^(Settle|Liquidar)$/ }).first().click();
      await outbox.waitForURL(/\/dev\/outbox/);
      await outbox.close();
      await expect.poll(() => dialog.locator('.checkout-paid__title').textContent(), { timeout: 20_000 }).toBe('Payment confirmed!');
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await expect.poll(() => page.locator('dialog.renew-dialog').count()).toBe(0);
    }
    await expect.poll(() => page.locator('.billing-history[aria-busy=false] tbody tr').count(), { timeout: 10_000 }).toBe(2);
    expect(await paymentCount(userId)).toBe(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('screenshots of the payment step and the renew dialog, pt and en, 360 and 1280 px', { timeout: 120_000 }, async () => {
    for (const [lang, viewport] of [['pt', PHONE], ['en', PHONE], ['pt', DESKTOP], ['en', DESKTOP]] as const) {
      const { email } = await paidAccount(new Date(Date.now() + 20 * D));
      const { context, page, problems } = await signedIn(email, lang, viewport);
      const w = viewport.width;

      // The payment step through action=pay (signed in: the session pays). Pro is an upgrade
      // from the running Standard plan: the plan already paid is not offered again (item 20).
      await page.goto(`${server.url}/?action=pay&plan=pro&lang=${lang}`);
      const wizard = page.locator('dialog.onboarding[open]');
      await expect.poll(() => wizard.getAttribute('data-step'), { timeout: 15_000 }).toBe('3');
      await page.screenshot({ path: `${SHOTS}billing-payment-step-${lang}-${w}.png` });
      await wizard.getByRole('button', { name: lang === 'pt' ? 'Pagar agora' : 'Pay now' }).click();
      await wizard.locator(`input[value="card"]`).check();
      await wizard.locator('.checkout').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}billing-payment-card-${lang}-${w}.png` });
      if (lang === 'en' && w === 360) await axeClean(page, 'payment step (card form)');

      // The renew dialog.
      await page.goto(`${server.url}/settings`);
      const card = page.locator('.subscription-card[data-source=server][aria-busy=false]');
      await card.waitFor({ timeout: 15_000 });
      await card.getByTestId('renew-button').click();
      const dialog = page.locator('dialog.renew-dialog[open]');
      await dialog.waitFor();
      await page.screenshot({ path: `${SHOTS}billing-renew-dialog-${lang}-${w}.png` });
      await dialog.locator('input[value="card"]').check();
      await fillCard(dialog, lang, { number: '4242424242424241', expiry: '13/28', cvc: '1', holder: '' });
      await dialog.locator('.checkout__submit').click();
      await dialog.locator('.checkout-field__error').first().waitFor();
      await page.screenshot({ path: `${SHOTS}billing-renew-errors-${lang}-${w}.png` });
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
