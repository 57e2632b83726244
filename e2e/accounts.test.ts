// Browser tests of the account screens: the sign-in / sign-up dialog, e-mail verification
// through the dev outbox, forgot and reset password, the verified-user guard, and the
// account part of settings (change e-mail / password, report toggles, deletion).
// Screenshots of each screen, pt and en, at 360 px and 1280 px (docs/screenshots/ with UPDATE_SCREENSHOTS=1).
import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { launchBrowser, startServer, HAS_CHROMIUM, DOC_SCREENSHOTS } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;
type Lang = 'pt' | 'en';

const SHOTS = DOC_SCREENSHOTS;
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 860 };

describe.skipIf(!HAS_CHROMIUM)('accounts in Chromium', () => {
  let browser: Browser;
  let server: Server;
  let phoneSeq = 100;

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

  async function open(lang: Lang, viewport = PHONE): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
    await context.addInitScript((l) => localStorage.setItem('kumbu.lang', l), lang);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    return { context, page, errors };
  }

  async function account(email: string, password: string, verified = true, fullName = 'Teresa Luanda'): Promise<string> {
    phoneSeq += 1;
    const { userId } = await createAccount(server.database.db, server.app.kumbu.auth, {
      email, password, fullName, userName: email.split('@')[0] ?? null, whatsapp: `+24492300${String(phoneSeq).padStart(4, '0')}`, verified,
    }, new Date());
    return userId;
  }

  interface OutboxItem { readonly to: string; readonly subject: string; readonly text: string }

  async function mails(to: string): Promise<OutboxItem[]> {
    const res = await fetch(`${server.url}/api/dev/outbox?to=${encodeURIComponent(to)}&channel=email`);
    const body = (await res.json()) as { data: { items: OutboxItem[] } };
    return body.data.items;
  }

  /** The link in the newest e-mail to `to` whose subject matches, waiting for it to arrive. */
  async function mailLink(to: string, subject: RegExp, count = 1): Promise<string> {
    let link = '';
    await expect.poll(async () => {
      const items = (await mails(to)).filter((m) => subject.test(m.subject));
      link = /https?:\/\/\S+/.exec(items[0]?.text ?? '')?.[0] ?? '';
      return items.length;
    }, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    return link;
  }

  async function openDialog(page: Page): Promise<void> {
    await page.locator('header').getByRole('button', { name: /^(Entrar|Sign in)$/ }).click();
    await page.locator('dialog[open] form').waitFor();
  }

  async function signInThroughDialog(page: Page, email: string, password: string): Promise<void> {
    const dialog = page.locator('dialog[open]');
    await dialog.locator('input[name=email]').fill(email);
    await dialog.locator('input[name=password]').fill(password);
    await dialog.locator('button[type=submit]').click();
  }

  async function apiSignIn(email: string, password: string): Promise<{ status: number; code?: string; cookie: string }> {
    const res = await server.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email, password } });
    const setCookie = res.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c.split(';')[0]).join('; ');
    return { status: res.statusCode, code: (res.json<{ code?: string }>()).code, cookie };
  }

  /** A session cookie for an account whose e-mail is unverified (as the phone path makes). */
  async function unverifiedSession(context: BrowserContext, userId: string): Promise<void> {
    const ctx = await server.app.kumbu.auth.$context;
    const session = await ctx.internalAdapter.createSession(userId, false);
    const signature = createHmac('sha256', ctx.secret).update(session.token).digest('base64');
    await context.addCookies([{ name: ctx.authCookies.sessionToken.name, value: encodeURIComponent(`${session.token}.${signature}`), url: server.url }]);
  }

  it('signs up in the dialog, verifies through the e-mailed link, then signs in to the dashboard', async () => {
    const { context, page, errors } = await open('pt');
    await page.goto(`${server.url}/`);
    await openDialog(page);
    const dialog = page.locator('dialog[open]');
    expect(await dialog.locator('h2').textContent()).toBe('Entrar no Kumbu');
    await page.screenshot({ path: `${SHOTS}account-signin-pt-360.png` });

    await dialog.getByRole('button', { name: 'Criar conta' }).click();
    expect(await dialog.locator('h2').textContent()).toBe('Criar a sua conta');
    expect(await dialog.locator('input[name=whatsapp]').getAttribute('type')).toBe('tel');
    expect(await dialog.locator('input[name=whatsapp]').getAttribute('placeholder')).toBe('+244 9XX XXX XXX');
    await page.screenshot({ path: `${SHOTS}account-signup-pt-360.png` });

    // Client rules in the spec's order, core's words, the field marked.
    await dialog.locator('button[type=submit]').click();
    await expect.poll(() => dialog.locator('.banner--error').textContent()).toBe('O nome completo é obrigatório');
    expect(await dialog.locator('input[name=fullName]').getAttribute('aria-invalid')).toBe('true');
    await dialog.locator('input[name=fullName]').fill('Joana Mbala');
    await dialog.locator('input[name=username]').fill('joana');
    await dialog.locator('input[name=whatsapp]').fill('+244 923 111 222');
    await dialog.locator('input[name=email]').fill('joana@kumbu.ao');
    await dialog.locator('input[name=password]').fill('kumbu-joana-1');
    await dialog.locator('input[name=confirmPassword]').fill('kumbu-joana-2');
    await dialog.locator('button[type=submit]').click();
    await expect.poll(() => dialog.locator('.banner--error').textContent()).toBe('As senhas não coincidem');
    // show/hide
    await dialog.locator('input[name=password] + .password-field__toggle').click();
    expect(await dialog.locator('input[name=password]').getAttribute('type')).toBe('text');
    await dialog.locator('input[name=confirmPassword]').fill('kumbu-joana-1');
    await dialog.locator('button[type=submit]').click();

    // The info box, the resend button cooling down, and the form now signs in with that e-mail.
    const box = dialog.locator('.verify-box');
    await expect.poll(() => box.textContent(), { timeout: 15_000 }).toContain('Conta criada com sucesso! Verifique o seu e-mail para confirmar a sua conta.');
    const resend = box.getByRole('button');
    expect(await resend.textContent()).toMatch(/^Reenviar em (60|59)s$/);
    expect(await resend.isDisabled()).toBe(true);
    expect(await dialog.locator('input[name=email]').inputValue()).toBe('joana@kumbu.ao');
    await page.screenshot({ path: `${SHOTS}account-signup-done-pt-360.png` });

    // Signing in before verifying: the verification box, not a session.
    await dialog.locator('input[name=password]').fill('kumbu-joana-1');
    await dialog.locator('button[type=submit]').click();
    await expect.poll(() => box.textContent()).toContain('Por favor, verifique o seu e-mail antes de entrar.');

    // The e-mail in the outbox, its link, and better-auth's redirect to the dashboard (signed in).
    const link = await mailLink('joana@kumbu.ao', /Confirme o seu e-mail/);
    await page.goto(link);
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toBe('Painel Financeiro');
    await expect.poll(() => page.getByText(/Nenhuma transação encontrada/).count(), { timeout: 15_000 }).toBe(1);
    await context.close();

    // A fresh browser signs in through the dialog and lands on the dashboard.
    const second = await open('en', DESKTOP);
    await second.page.goto(`${server.url}/`);
    await openDialog(second.page);
    await signInThroughDialog(second.page, 'joana@kumbu.ao', 'kumbu-joana-1');
    await expect.poll(() => second.page.locator('dialog[open] .banner--success').textContent()).toBe('Signed in successfully!');
    await second.page.waitForURL('**/dashboard', { timeout: 10_000 });
    await expect.poll(() => second.page.locator('dialog[open]').count()).toBe(0);
    expect(await second.page.locator('.avatar-button span[aria-hidden=true]').textContent()).toBe('JM');
    // The profile menu: initials, name, e-mail, links, closes on an outside click.
    await second.page.locator('.avatar-button').click();
    const menu = second.page.locator('.profile-menu__panel');
    expect(await menu.locator('strong').textContent()).toBe('Joana Mbala');
    expect(await menu.locator('a').allTextContents()).toEqual(['Dashboard', 'Settings', 'Product Docs', 'Privacy & Security']);
    expect(await menu.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/dashboard', '/settings', '/docs/overview', '/docs/privacy']);
    await second.page.screenshot({ path: `${SHOTS}account-profile-menu-en-1280.png` });
    await second.page.mouse.click(20, 500);
    await expect.poll(() => menu.count()).toBe(0);
    expect([...errors, ...second.errors]).toEqual([]);
    await second.context.close();
  });

  it('an unverified sign-in shows the verification box; resend works and then counts down', async () => {
    await account('nao.verificado@kumbu.ao', 'kumbu-pass-9', false, 'Nzinga Mbande');
    for (const [lang, viewport, suffix] of [['en', PHONE, '360'], ['pt', DESKTOP, '1280']] as const) {
      const { context, page } = await open(lang, viewport);
      await page.goto(`${server.url}/`);
      await openDialog(page);
      await signInThroughDialog(page, 'nao.verificado@kumbu.ao', 'kumbu-pass-9');
      const box = page.locator('dialog[open] .verify-box');
      await expect.poll(() => box.textContent(), { timeout: 15_000 }).toContain(lang === 'en' ? 'Please verify your email before signing in.' : 'Por favor, verifique o seu e-mail antes de entrar.');
      const resend = box.getByRole('button');
      expect(await resend.isDisabled()).toBe(false);
      const before = (await mails('nao.verificado@kumbu.ao')).length;
      await resend.click();
      await expect.poll(() => page.locator('dialog[open] .banner--success').textContent()).toBe(lang === 'en' ? 'Verification email resent!' : 'E-mail de verificação reenviado!');
      expect(await resend.textContent()).toMatch(lang === 'en' ? /^Resend in (60|59)s$/ : /^Reenviar em (60|59)s$/);
      expect(await resend.isDisabled()).toBe(true);
      await expect.poll(async () => (await mails('nao.verificado@kumbu.ao')).length).toBe(before + 1);
      await page.screenshot({ path: `${SHOTS}account-verify-required-${lang}-${suffix}.png` });
      // The toggle clears every message.
      await page.locator('dialog[open] .dialog__foot button').click();
      expect(await page.locator('dialog[open] .verify-box, dialog[open] .banner').count()).toBe(0);
      // Escape closes the dialog.
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
      await context.close();
    }
  });

  it('the guard: signed out → sign-in prompt; unverified → verify panel with resend; bad link → banner', async () => {
    const userId = await account('telefone@kumbu.ao', 'kumbu-pass-7', false, 'Pedro Kiala');
    const { context, page } = await open('en', PHONE);
    await page.goto(`${server.url}/settings`);
    await expect.poll(() => page.locator('.sign-in-prompt').count()).toBe(1);
    await page.goto(`${server.url}/dashboard?error=INVALID_TOKEN`);
    await expect.poll(() => page.locator('.guard-banner').textContent()).toContain('This verification link is invalid or has expired.');
    await page.screenshot({ path: `${SHOTS}account-verify-link-invalid-en-360.png` });
    await page.locator('.guard-banner button').click();
    await expect.poll(() => page.url()).toBe(`${server.url}/dashboard`);

    await unverifiedSession(context, userId);
    for (const path of ['/dashboard', '/settings']) {
      await page.goto(`${server.url}${path}`);
      await expect.poll(() => page.locator('.verify-panel h2').textContent(), { timeout: 15_000 }).toBe('Verify your e-mail to continue');
      expect(await page.locator('.summary-card, .settings-card').count()).toBe(0);
    }
    const resend = page.locator('.verify-panel').getByRole('button', { name: /Resend/ });
    await resend.click();
    await expect.poll(() => page.locator('.verify-panel .banner--success').textContent()).toBe('Verification email resent!');
    expect(await resend.textContent()).toMatch(/^Resend in (60|59)s$/);
    await page.screenshot({ path: `${SHOTS}account-guard-unverified-en-360.png` });
    // Verifying in another tab, then "I've verified it": the screen opens.
    const link = await mailLink('telefone@kumbu.ao', /Confirm your e-mail|Confirme o seu e-mail/);
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(302);
    // The server may answer from its short session cache (SESSION_CACHE_SECONDS) for a few seconds.
    await expect.poll(async () => {
      const again = page.getByRole('button', { name: "I've verified it" });
      if (await again.count()) await again.click();
      return page.locator('.settings-card').count();
    }, { timeout: 20_000, interval: 1000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${server.url}/`);
    await context.close();
  });

  it('forgot password → reset e-mail → reset page → the new password works', async () => {
    await account('esqueci@kumbu.ao', 'senha-antiga-1', true, 'Luísa Mbala');
    const { context, page } = await open('en', PHONE);
    await page.goto(`${server.url}/`);
    await openDialog(page);
    const dialog = page.locator('dialog[open]');
    const forgot = dialog.getByRole('button', { name: 'Forgot password?' });
    await forgot.click();
    await expect.poll(() => dialog.locator('.banner--error').textContent()).toBe('Please enter your email first');
    await dialog.locator('input[name=email]').fill('esqueci@kumbu.ao');
    await forgot.click();
    await expect.poll(() => dialog.locator('.banner--success').textContent(), { timeout: 15_000 }).toBe('Password reset email sent! Check your inbox.');
    await page.screenshot({ path: `${SHOTS}account-forgot-sent-en-360.png` });
    await page.keyboard.press('Escape');

    const link = await mailLink('esqueci@kumbu.ao', /Reset your Kumbu password|Redefinir a sua senha/);
    await page.goto(link);
    await page.waitForURL(/\/reset-password\?token=/);
    await page.locator('input[name=newPassword]').fill('nova-senha-2');
    await page.locator('input[name=confirmPassword]').fill('nova-senha-3');
    await page.locator('.reset-page button[type=submit]').click();
    await expect.poll(() => page.locator('.reset-page .banner--error').textContent()).toBe('Passwords do not match');
    await page.screenshot({ path: `${SHOTS}account-reset-form-en-360.png` });
    await page.locator('input[name=confirmPassword]').fill('nova-senha-2');
    await page.locator('.reset-page button[type=submit]').click();
    await expect.poll(() => page.locator('.reset-page .banner--success').textContent(), { timeout: 15_000 }).toBe('Password reset! You can now sign in with your new password.');
    await page.locator('.reset-page').getByRole('button', { name: 'Sign in' }).click();
    await signInThroughDialog(page, 'esqueci@kumbu.ao', 'nova-senha-2');
    await page.waitForURL('**/dashboard', { timeout: 15_000 });
    expect((await apiSignIn('esqueci@kumbu.ao', 'senha-antiga-1')).status).toBe(401);

    // The same link again is dead: the page says so and offers a new e-mail.
    await page.goto(link);
    await page.waitForURL(/\/reset-password/);
    if (page.url().includes('token=')) {
      await page.locator('input[name=newPassword]').fill('outra-senha-4');
      await page.locator('input[name=confirmPassword]').fill('outra-senha-4');
      await page.locator('.reset-page button[type=submit]').click();
    }
    await expect.poll(() => page.locator('.reset-page h2').textContent(), { timeout: 15_000 }).toBe('Invalid or expired link');
    await page.locator('.reset-page input[name=email]').fill('esqueci@kumbu.ao');
    await page.locator('.reset-page button[type=submit]').click();
    await expect.poll(() => page.locator('.reset-page .banner--success').textContent(), { timeout: 15_000 }).toBe('Password reset email sent! Check your inbox.');
    await page.screenshot({ path: `${SHOTS}account-reset-invalid-en-360.png` });
    await context.close();

    const pt = await open('pt', DESKTOP);
    await pt.page.goto(`${server.url}/reset-password?error=INVALID_TOKEN`);
    await expect.poll(() => pt.page.locator('.reset-page h2').textContent()).toBe('Ligação inválida ou expirada');
    await pt.page.goto(`${server.url}/`);
    await openDialog(pt.page);
    await pt.page.locator('dialog[open] input[name=email]').fill('esqueci@kumbu.ao');
    await pt.page.locator('dialog[open]').getByRole('button', { name: 'Esqueceu a senha?' }).click();
    await expect.poll(() => pt.page.locator('dialog[open] .banner--success').textContent(), { timeout: 15_000 }).toBe('E-mail de redefinição de senha enviado! Verifique a sua caixa de entrada.');
    await pt.page.screenshot({ path: `${SHOTS}account-forgot-sent-pt-1280.png` });
    await pt.context.close();
  });

  it('screenshots the dialog modes in both languages and widths', async () => {
    for (const lang of ['pt', 'en'] as const) {
      for (const [viewport, suffix] of [[PHONE, '360'], [DESKTOP, '1280']] as const) {
        const { context, page } = await open(lang, viewport);
        await page.goto(`${server.url}/`);
        await openDialog(page);
        await page.screenshot({ path: `${SHOTS}account-signin-${lang}-${suffix}.png` });
        await page.locator('dialog[open] .dialog__foot button').click();
        await page.locator('dialog[open] input[name=fullName]').waitFor();
        await page.screenshot({ path: `${SHOTS}account-signup-${lang}-${suffix}.png` });
        await context.close();
      }
    }
  });

  it('settings: profile, change password, change e-mail (with its link), report toggles persist', async () => {
    await account('definicoes@kumbu.ao', 'kumbu-pass-1', true, 'Domingos Neto');
    const { context, page, errors } = await open('pt', DESKTOP);
    await page.goto(`${server.url}/settings`);
    await page.locator('main').getByRole('button', { name: 'Entrar' }).click();
    await signInThroughDialog(page, 'definicoes@kumbu.ao', 'kumbu-pass-1');
    await page.waitForURL('**/dashboard', { timeout: 15_000 });
    await page.goto(`${server.url}/settings`);
    const profile = page.locator('.settings-card').first();
    await expect.poll(() => profile.locator('[data-field=email] dd').textContent(), { timeout: 15_000 }).toBe('definicoes@kumbu.ao');
    expect(await profile.locator('[data-field=fullName] dd').textContent()).toBe('Domingos Neto');
    expect(await profile.locator('[data-field=username] dd').textContent()).toBe('definicoes');
    expect(await profile.locator('[data-field=whatsapp] dd').textContent()).toMatch(/^\+24492300\d{4}$/);
    expect(await page.getByText('Em breve').count()).toBe(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}account-settings-pt-1280.png`, fullPage: true });

    // Change password: core's rules, the server's refusal of a wrong current password, success.
    const pw = page.getByRole('region', { name: 'Senha', exact: true });
    await pw.getByRole('button', { name: 'Alterar senha' }).click();
    await pw.locator('button[type=submit]').click();
    await expect.poll(() => pw.locator('.banner--error').textContent()).toBe('Preencha todos os campos de senha');
    await pw.locator('input[name=currentPassword]').fill('errada-123');
    await pw.locator('input[name=newPassword]').fill('12345');
    await pw.locator('input[name=confirmPassword]').fill('12345');
    await pw.locator('button[type=submit]').click();
    await expect.poll(() => pw.locator('.banner--error').textContent()).toBe('A nova senha deve ter pelo menos 6 caracteres');
    await pw.locator('input[name=newPassword]').fill('kumbu-pass-2');
    await pw.locator('input[name=confirmPassword]').fill('kumbu-pass-3');
    await pw.locator('button[type=submit]').click();
    await expect.poll(() => pw.locator('.banner--error').textContent()).toBe('As senhas não coincidem');
    await pw.locator('input[name=confirmPassword]').fill('kumbu-pass-2');
    await pw.locator('button[type=submit]').click();
    await expect.poll(() => pw.locator('.banner--error').textContent(), { timeout: 15_000 }).toBe('A senha atual está incorreta.');
    await pw.locator('input[name=currentPassword]').fill('kumbu-pass-1');
    await pw.locator('button[type=submit]').click();
    await expect.poll(() => pw.locator('.banner--success').textContent(), { timeout: 15_000 }).toBe('Senha atualizada com sucesso!');
    await page.screenshot({ path: `${SHOTS}account-settings-password-pt-1280.png` });
    expect((await apiSignIn('definicoes@kumbu.ao', 'kumbu-pass-2')).status).toBe(200);
    expect((await apiSignIn('definicoes@kumbu.ao', 'kumbu-pass-1')).status).toBe(401);
    // The form closed on success; opening it again clears the messages.
    await pw.getByRole('button', { name: 'Alterar senha' }).click();
    expect(await pw.locator('.banner').count()).toBe(0);
    await pw.getByRole('button', { name: 'Cancelar' }).click();

    // Change e-mail.
    const em = page.getByRole('region', { name: 'E-mail de acesso', exact: true });
    await em.getByRole('button', { name: 'Alterar e-mail' }).click();
    await em.locator('button[type=submit]').click();
    await expect.poll(() => em.locator('.banner--error').textContent()).toBe('Preencha o novo e-mail e a senha atual');
    await em.locator('input[name=newEmail]').fill('novo-endereco');
    await em.locator('input[name=currentPassword]').fill('kumbu-pass-2');
    await em.locator('button[type=submit]').click();
    await expect.poll(() => em.locator('.banner--error').textContent()).toBe('E-mail inválido');
    await em.locator('input[name=newEmail]').fill('domingos.novo@kumbu.ao');
    await em.locator('button[type=submit]').click();
    await expect.poll(() => em.locator('[role=status]').textContent(), { timeout: 15_000 }).toContain('Confirme no novo endereço');
    await page.screenshot({ path: `${SHOTS}account-settings-email-pt-1280.png` });
    const link = await mailLink('domingos.novo@kumbu.ao', /novo e-mail|new e-mail/i);
    await page.goto(link);
    await page.waitForURL('**/settings?emailChange=ok');
    await expect.poll(() => page.locator('.settings .banner--success').first().textContent(), { timeout: 15_000 }).toBe('O seu novo e-mail está confirmado.');
    await expect.poll(() => page.locator('[data-field=email] dd').textContent(), { timeout: 15_000 }).toBe('domingos.novo@kumbu.ao');
    expect(await page.getByRole('region', { name: 'E-mail de acesso', exact: true }).locator('[role=status]').count()).toBe(0);
    await page.goto(`${server.url}/settings?emailChange=invalid`);
    await expect.poll(() => page.locator('.settings .banner--error').first().textContent(), { timeout: 15_000 }).toContain('inválida ou expirou');

    // Report toggles: saved, and still there after a reload.
    const weekly = page.locator('input[name=report-weekly]');
    const monthly = page.locator('input[name=report-monthly]');
    expect(await weekly.isChecked()).toBe(true);
    expect(await monthly.isChecked()).toBe(true);
    await weekly.click();
    expect(await weekly.isChecked()).toBe(false);
    await expect.poll(async () => {
      const me = await page.evaluate(async () => (await (await fetch('/api/account/me')).json()) as { data: { profile: { reportPrefs: unknown } } });
      return me.data.profile.reportPrefs;
    }, { timeout: 15_000 }).toEqual({ weekly: { email: false }, monthly: { email: true } });
    await page.reload();
    await expect.poll(() => page.locator('input[name=report-weekly]').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator('input[name=report-weekly]').isChecked()).toBe(false);
    expect(await page.locator('input[name=report-monthly]').isChecked()).toBe(true);
    // A failed save puts the switch back and says so.
    await page.route('**/api/account/report-prefs', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, status: 500, code: 'internal', error: 'Erro do servidor.' }) }));
    await page.locator('input[name=report-monthly]').click();
    await expect.poll(() => page.getByRole('region', { name: 'Relatórios por e-mail' }).locator('.banner--error').textContent()).toBe('Não foi possível guardar a preferência. Tente novamente.');
    expect(await page.locator('input[name=report-monthly]').isChecked()).toBe(true);
    await page.unroute('**/api/account/report-prefs');
    expect(errors).toEqual([]);
    await context.close();

    // The same screen on a phone in English, panels open.
    const en = await open('en', PHONE);
    await en.page.goto(`${server.url}/`);
    await openDialog(en.page);
    await signInThroughDialog(en.page, 'domingos.novo@kumbu.ao', 'kumbu-pass-2');
    await en.page.waitForURL('**/dashboard', { timeout: 15_000 });
    await en.page.goto(`${server.url}/settings`);
    await en.page.locator('.settings-card').first().waitFor();
    await en.page.getByRole('region', { name: 'Sign-in e-mail' }).getByRole('button', { name: 'Change e-mail' }).click();
    await en.page.getByRole('region', { name: 'Password', exact: true }).getByRole('button', { name: 'Change password' }).click();
    expect(await en.page.getByText('coming soon').count()).toBe(2);
    await en.page.evaluate(() => window.scrollTo(0, 0));
    await en.page.screenshot({ path: `${SHOTS}account-settings-en-360.png`, fullPage: true });
    await en.context.close();
  });

  it('deletes the account in two steps (with the password), says goodbye, and the account is gone', async () => {
    await account('apagar@kumbu.ao', 'kumbu-pass-5', true, 'Rosa Apagar');
    const { context, page } = await open('en', PHONE);
    await page.goto(`${server.url}/`);
    await openDialog(page);
    await signInThroughDialog(page, 'apagar@kumbu.ao', 'kumbu-pass-5');
    await page.waitForURL('**/dashboard', { timeout: 15_000 });
    await page.goto(`${server.url}/settings`);
    const danger = page.locator('.danger-zone');
    await danger.getByRole('button', { name: 'Delete account' }).click();
    await danger.getByRole('button', { name: 'Cancel' }).click();
    await danger.getByRole('button', { name: 'Delete account' }).click();
    expect(await danger.textContent()).toContain('Are you sure you want to delete your account?');
    await page.screenshot({ path: `${SHOTS}account-settings-delete-en-360.png` });

    // The key travels with the call.
    let key = '';
    page.on('request', (r) => {
      if (r.method() === 'DELETE' && r.url().endsWith('/api/onboardNewClient')) key = r.headers()['idempotency-key'] ?? '';
    });
    await danger.locator('input[name=currentPassword]').fill('kumbu-pass-5');
    await danger.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(`${server.url}/goodbye`, { timeout: 15_000 });
    await expect.poll(() => page.locator('main h1').textContent(), { timeout: 15_000 }).toBe('Your account has been successfully deleted');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => page.locator('header').getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    expect((await apiSignIn('apagar@kumbu.ao', 'kumbu-pass-5')).status).toBe(401);
    await context.close();
  });
});
