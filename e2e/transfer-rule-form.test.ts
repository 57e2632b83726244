// «Nova regra» on Importar (docs/imports.md): a transfer rule typed by hand — the words folded as
// imports compare them ("Depósito numerário" is kept as DEPOSITO NUMERARIO), the statement's
// account and the Carteira offered, the server's refusals shown on the words field (too short,
// a rule the account already has), and the rule listed with Remover. One narrow test at 360 px.
import { describe, expect, it } from 'vitest';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { insertMoneyAccount } from '@kumbu/db/money-accounts';
import { AXE_CONTEXT_OPTIONS, blockingOf, describeViolation, runAxe } from './axe-check';
import { HAS_CHROMIUM, SCREENSHOTS, cookiesFor, sessionCookie, useServerAndBrowser } from './browser';

describe.skipIf(!HAS_CHROMIUM)('a transfer rule typed by hand in Chromium', () => {
  const env = useServerAndBrowser();

  it('keeps «Depósito numerário» from BAI to the Carteira, refuses two letters and the same words twice (pt, 360 px)', async () => {
    const login = { email: 'regra-mao@kumbu.ao', password: 'regra-kumbu-pass' };
    const { userId } = await createAccount(env.server.database.db, env.server.app.kumbu.auth, { ...login, fullName: 'Joana Kiala', verified: true }, new Date());
    await insertMoneyAccount(env.server.database.db, userId, { type: 'bank', name: 'BAI', iban: 'AO06004000001234567890123', currency: 'AOA' });
    const context = await env.browser.newContext({ ...AXE_CONTEXT_OPTIONS, serviceWorkers: 'block', viewport: { width: 360, height: 800 }, locale: 'pt-AO' });
    await context.addCookies(cookiesFor(await sessionCookie(env.server.app, login), env.server.url));
    await context.addInitScript(() => { localStorage.setItem('kumbu.lang', 'pt'); });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${env.server.url}/import`);

    const rules = page.locator('section.transfer-rules');
    const form = rules.getByRole('form', { name: 'Nova regra' });
    await form.waitFor({ timeout: 15_000 });
    await rules.getByText(/^Ainda não tem regras/).waitFor({ timeout: 15_000 });
    // The only bank is the statement's account; the Carteira is the other side.
    expect(await form.getByLabel('Conta do extrato').inputValue()).not.toBe('');
    expect(await form.getByLabel('Conta do extrato').locator('option').allTextContents()).toEqual(['BAI']);
    expect(await form.getByLabel('A sua outra conta').locator('option').allTextContents()).toEqual(['Carteira']);
    const words = form.getByLabel('Palavras da linha');

    await words.fill('ab');
    await form.getByRole('button', { name: 'Guardar a regra' }).click();
    await form.getByText(/pelo menos 3 letras/).waitFor({ timeout: 15_000 });
    expect(await words.getAttribute('aria-invalid')).toBe('true');

    await words.fill('Depósito numerário');
    await form.getByRole('button', { name: 'Guardar a regra' }).click();
    await form.getByText('Regra guardada: BAI: «DEPOSITO NUMERARIO» → Carteira. Vale a partir da próxima importação.').waitFor({ timeout: 15_000 });
    const rule = rules.locator('li[data-rule="deposito numerario"]');
    await rule.waitFor({ timeout: 15_000 });
    expect(await rule.textContent()).toContain('BAI: «DEPOSITO NUMERARIO» → Carteira');
    expect(await words.inputValue()).toBe('');

    await words.fill('DEPOSITO  NUMERARIO');
    await form.getByRole('button', { name: 'Guardar a regra' }).click();
    await form.getByText(/^Já tem uma regra com estas palavras/).waitFor({ timeout: 15_000 });
    expect(await rules.locator('li.transfer-rules__item').count()).toBe(1);

    const blocking = blockingOf(await runAxe(page))
      .map((v) => ({ ...v, targets: v.targets.filter((target) => target !== '.avatar-button') }))
      .filter((v) => v.targets.length > 0).map(describeViolation);
    expect(blocking).toEqual([]);
    await rules.screenshot({ path: `${SCREENSHOTS}imports-transfer-rule-form-pt-360.png` });

    await rule.getByRole('button', { name: 'Remover a regra «DEPOSITO NUMERARIO» de BAI para Carteira' }).click();
    await rules.getByText(/^Ainda não tem regras/).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
