// The WhatsApp co-pilot end to end in Chromium: a verified user with a WhatsApp number
// sends "gastei 5 mil no candongueiro" on the simulator page (/dev/whatsapp), sees the ✅
// reply, taps "Mudar categoria" and picks Saúde from the list, then finds the record on the
// dashboard, signed in, in its new category. Then sends a bank statement from the page's file
// form, as a WhatsApp document, and imports it with the summary's Importar button.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { insertMoneyAccount } from '@kumbu/db/money-accounts';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { DOC_SCREENSHOTS, HAS_CHROMIUM, launchBrowser, startServer } from './browser';
import { BAI_STATEMENT } from '../packages/imports/test/fixtures/bai-statement';

type Server = Awaited<ReturnType<typeof startServer>>;
const NUMBER = '244923456789';
const LOGIN = { email: 'whatsapp-e2e@kumbu.ao', password: 'muito-segura-1' };
/** Kumbu's reply holding `text`, once it is there (the page is reloaded until the worker has answered). */
async function kumbuSaid(page: Page, text: string): Promise<Locator> {
  const bubble = page.locator('[data-side="out"]', { hasText: text });
  await expect.poll(async () => {
    if (await bubble.count() === 0) await page.reload();
    return bubble.count();
  }, { timeout: 15_000, interval: 500 }).toBe(1);
  return bubble;
}

describe.skipIf(!HAS_CHROMIUM)('WhatsApp co-pilot in the simulator, then on the dashboard', () => {
  let browser: Browser;
  let server: Server;
  let userId: string;

  beforeAll(async () => {
    server = await startServer();
    ({ userId } = await createAccount(server.database.db, server.app.kumbu.auth, { ...LOGIN, fullName: 'Ana Simulada', whatsapp: `+${NUMBER}`, verified: true }, new Date()));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.app.close();
    await server.database.close();
  });

  it('records from the simulator page and shows the record on the dashboard', async () => {
    const context = await browser.newContext({ locale: 'pt-AO', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/dev/whatsapp?number=${NUMBER}`);
    await page.locator('textarea[name="text"]').fill('gastei 5 mil no candongueiro');
    await page.locator('form[action="/dev/whatsapp/send"] button[type="submit"]').click();
    await page.waitForURL(/\/dev\/whatsapp\?number=/);
    const reply = await kumbuSaid(page, '✅ Despesa registada');
    const text = (await reply.innerText()).replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('5 000,00 Kz · Transporte · hoje');
    // The reply's buttons are tappable, as on a phone.
    expect(await reply.getByRole('button').allInnerTexts()).toEqual(['Anular', 'Mudar categoria']);
    await reply.getByRole('button', { name: 'Mudar categoria' }).click();
    await page.waitForURL(/\/dev\/whatsapp\?number=/);
    const choose = await kumbuSaid(page, 'Em que categoria fica 5 000,00 Kz · Transporte?');
    await choose.getByText('☰ Categorias').click();
    await choose.getByRole('button', { name: 'Saúde' }).click();
    await page.waitForURL(/\/dev\/whatsapp\?number=/);
    const fixed = await kumbuSaid(page, '✏️ Corrigido');
    // What changed, from → to.
    expect((await fixed.innerText()).replace(/[\u00a0\u202f]/g, ' ')).toContain('5 000,00 Kz · Transporte → Saúde');
    // What was tapped shows on the user's side, like WhatsApp shows the chosen row.
    expect(await page.locator('[data-side="in"]', { hasText: 'Saúde' }).count()).toBe(1);
    await page.screenshot({ path: `${DOC_SCREENSHOTS}whatsapp-simulator-pt-390.png`, fullPage: true });

    const res = await server.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: LOGIN });
    expect(res.statusCode).toBe(200);
    const setCookie = res.headers['set-cookie'];
    const cookies = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c.split(';')[0] ?? '');
    await context.addCookies(cookies.map((pair) => {
      const i = pair.indexOf('=');
      return { name: pair.slice(0, i), value: pair.slice(i + 1), url: server.url };
    }));
    await context.addInitScript(() => localStorage.setItem('kumbu.lang', 'pt'));
    await page.setViewportSize({ width: 1280, height: 900 }); // the records table is the desktop layout
    await page.goto(`${server.url}/dashboard`);
    const row = page.locator('table.records tbody tr', { hasText: 'Saúde' });
    await row.first().waitFor({ timeout: 15_000 });
    expect((await row.first().innerText()).replace(/[\u00a0\u202f]/g, ' ')).toContain('5 000,00');
    await context.close();
  });

  it('sends a statement from the file form as a WhatsApp document and imports it with Importar', async () => {
    await insertMoneyAccount(server.database.db, userId, { type: 'bank', name: 'BAI', iban: 'AO06004000001234567890123', currency: 'AOA' });
    const context = await browser.newContext({ locale: 'pt-AO', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/dev/whatsapp?number=${NUMBER}`);
    const form = page.getByRole('form', { name: 'Enviar um ficheiro' });
    await form.getByLabel('Ficheiro').setInputFiles({ name: 'extrato.csv', mimeType: 'text/csv', buffer: Buffer.from(BAI_STATEMENT) });
    await form.getByLabel('Legenda (opcional)').fill('extrato de outubro');
    await form.getByRole('button', { name: 'Enviar ficheiro' }).click();
    await page.waitForURL(/\/dev\/whatsapp\?number=/);
    expect(await page.locator('[data-side="in"]', { hasText: '📎 extrato.csv' }).innerText()).toContain('extrato de outubro');
    const summary = await kumbuSaid(page, 'Li 3 movimentos da conta BAI');
    // "LEV ATM TALATONA" and the default Carteira: the transfer question comes as a third button.
    expect(await summary.getByRole('button').allInnerTexts()).toEqual(['Importar', 'Cancelar', 'São transferências']);
    await summary.getByRole('button', { name: 'Importar' }).click();
    await page.waitForURL(/\/dev\/whatsapp\?number=/);
    await kumbuSaid(page, '✅ Importei 3 movimentos para a conta BAI');
    await context.close();
  });
});
