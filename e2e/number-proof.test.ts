// Browser test of the WhatsApp number proof in Settings (decision 0016): a number named on
// the web shows "por confirmar" until proven — here once by the SMS code typed in
// Settings, once by the wa.me message sent from that number (through the dev simulator,
// the same signed webhook path as Meta) — and then shows "Confirmado".
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { HAS_CHROMIUM, SCREENSHOTS, useServerAndBrowser } from './browser';

describe.skipIf(!HAS_CHROMIUM)('WhatsApp number proof in Chromium', () => {
  const env = useServerAndBrowser();

  async function signedInSettings(email: string, lang: 'pt' | 'en'): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
    await createAccount(env.server.database.db, env.server.app.kumbu.auth, { email, password: 'kumbu-pass-1', fullName: 'Rosa Quissama', language: lang, verified: true }, new Date());
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((l) => localStorage.setItem('kumbu.lang', l), lang);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${env.server.url}/settings`);
    await page.locator('main').getByRole('button', { name: lang === 'pt' ? 'Entrar' : 'Sign in' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.locator('input[name=email]').fill(email);
    await dialog.locator('input[name=password]').fill('kumbu-pass-1');
    await dialog.locator('button[type=submit]').click();
    await page.waitForURL('**/dashboard', { timeout: 15_000 });
    await page.goto(`${env.server.url}/settings`);
    return { page, errors, close: () => context.close() };
  }

  async function smsCode(phone: string): Promise<string> {
    let code = '';
    await expect.poll(async () => {
      const res = await fetch(`${env.server.url}/api/dev/outbox?to=${encodeURIComponent(phone)}&channel=sms`);
      const body = (await res.json()) as { data: { items: { code?: string }[] } };
      code = body.data.items[0]?.code ?? '';
      return code;
    }, { timeout: 15_000 }).toMatch(/^\d{6}$/);
    return code;
  }

  it('pt: a number typed in Settings shows "por confirmar", and the SMS code confirms it', async () => {
    const { page, errors, close } = await signedInSettings('numero-sms@kumbu.ao', 'pt');
    const card = page.getByRole('region', { name: 'Número de WhatsApp', exact: true });
    await expect.poll(() => card.getAttribute('data-state'), { timeout: 15_000 }).toBe('none');
    await card.getByRole('button', { name: 'Ligar um número' }).click();
    await card.locator('input[name=whatsapp]').fill('+244 923 456 001');
    await card.getByRole('button', { name: 'Guardar número' }).click();

    await expect.poll(() => card.getAttribute('data-state'), { timeout: 15_000 }).toBe('pending');
    expect(await card.locator('.settings-card__summary').innerText()).toBe('+244923456001 por confirmar');
    expect(await page.locator('[data-field=whatsapp] dd').textContent()).toBe('+244923456001 (por confirmar)');
    expect(await card.locator('.banner--success').textContent()).toBe('Número guardado. Falta confirmá-lo.');
    // The wa.me link opens the business number with the code prefilled.
    const href = await card.getByRole('link', { name: 'Confirmar pelo WhatsApp' }).getAttribute('href') ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/244923000000\?text=/);
    expect(decodeURIComponent(href.split('text=')[1] ?? '')).toMatch(/Código: KUMBU-\d{6}$/);
    await page.screenshot({ path: `${SCREENSHOTS}number-proof-pending-pt-1280.png`, fullPage: true });

    await card.getByRole('button', { name: 'Enviar código por SMS' }).click();
    await expect.poll(() => card.locator('.banner--info').textContent(), { timeout: 15_000 }).toBe('Enviámos um código por SMS para +244923456001.');
    expect(await card.getByRole('button', { name: /^Reenviar em \d+ s$/ }).count()).toBe(1);
    await card.locator('input[name=code]').fill(await smsCode('+244923456001'));
    await card.getByRole('button', { name: 'Confirmar número' }).click();

    await expect.poll(() => card.getAttribute('data-state'), { timeout: 15_000 }).toBe('proven');
    expect(await card.locator('.settings-card__summary').innerText()).toBe('+244923456001 Confirmado');
    expect(await card.locator('.banner--success').textContent()).toBe('Número confirmado! O Kumbu já responde às mensagens deste número.');
    expect(await page.locator('[data-field=whatsapp] dd').textContent()).toBe('+244923456001');
    expect(errors).toEqual([]);
    await close();
  });

  it('en: "unconfirmed" until the wa.me message is sent from that number', async () => {
    const { page, errors, close } = await signedInSettings('number-wa@kumbu.ao', 'en');
    const card = page.getByRole('region', { name: 'WhatsApp number', exact: true });
    await expect.poll(() => card.getAttribute('data-state'), { timeout: 15_000 }).toBe('none');
    await card.getByRole('button', { name: 'Link a number' }).click();
    await card.locator('input[name=whatsapp]').fill('00244 923 456 002');
    await card.getByRole('button', { name: 'Save number' }).click();
    await expect.poll(() => card.getAttribute('data-state'), { timeout: 15_000 }).toBe('pending');
    expect(await card.locator('.settings-card__summary').innerText()).toBe('+244923456002 unconfirmed');

    const href = await card.getByRole('link', { name: 'Confirm on WhatsApp' }).getAttribute('href') ?? '';
    const text = decodeURIComponent(href.split('text=')[1] ?? '');
    expect(text).toMatch(/^I confirm this WhatsApp number is mine and I want to link it to my Kumbu account\. Code: KUMBU-\d{6}$/);
    // Not sent yet: checking says so.
    await card.getByRole('button', { name: 'I sent it — check' }).click();
    await expect.poll(() => card.locator('.banner--info').textContent(), { timeout: 15_000 })
      .toBe('We have not received the message yet. Send it from +244923456002 and check again.');

    // The person sends the prefilled message from that number (the simulator posts the signed webhook).
    const sent = await fetch(`${env.server.url}/dev/whatsapp/send`, { method: 'POST', body: new URLSearchParams({ number: '244923456002', text }), redirect: 'manual' });
    expect(sent.status).toBe(303);
    // The worker books the message a moment later: check again until it has. Once proven the
    // check button is gone, so click it only while it is there (a click would wait for it).
    await expect.poll(async () => {
      const state = await card.getAttribute('data-state');
      if (state !== 'proven') {
        const check = card.getByRole('button', { name: 'I sent it — check' });
        if (await check.isVisible()) await check.click({ timeout: 2_000 }).catch(() => undefined);
      }
      return card.getAttribute('data-state');
    }, { timeout: 20_000, interval: 500 }).toBe('proven');
    expect(await card.locator('.settings-card__summary').innerText()).toBe('+244923456002 Confirmed');
    expect(errors).toEqual([]);
    await close();
  });
});
