// The WhatsApp co-pilot end to end in Chromium: a verified user with a WhatsApp number
// sends "gastei 5 mil no candongueiro" on the simulator page (/dev/whatsapp), sees the ✅
// reply, then finds the record on the dashboard, signed in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { HAS_CHROMIUM, launchBrowser, startServer } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;
const NUMBER = '244923456789';
const LOGIN = { email: 'whatsapp-e2e@kumbu.ao', password: 'muito-segura-1' };

describe.skipIf(!HAS_CHROMIUM)('WhatsApp co-pilot in the simulator, then on the dashboard', () => {
  let browser: Browser;
  let server: Server;

  beforeAll(async () => {
    server = await startServer();
    await createAccount(server.database.db, server.app.kumbu.auth, { ...LOGIN, fullName: 'Ana Simulada', whatsapp: `+${NUMBER}`, verified: true }, new Date());
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.app.close();
    await server.database.close();
  });

  it('records from the simulator page and shows the record on the dashboard', async () => {
    const context = await browser.newContext({ locale: 'pt-AO' });
    const page = await context.newPage();
    await page.goto(`${server.url}/dev/whatsapp?number=${NUMBER}`);
    await page.locator('textarea[name="text"]').fill('gastei 5 mil no candongueiro');
    await page.locator('form[action="/dev/whatsapp/send"] button[type="submit"]').click();
    await page.waitForURL(/\/dev\/whatsapp\?number=/);
    const reply = page.locator('[data-side="out"]', { hasText: '✅ Despesa registada' });
    await expect.poll(async () => {
      if (await reply.count() === 0) await page.reload();
      return reply.count();
    }, { timeout: 15_000, interval: 500 }).toBe(1);
    const text = (await reply.innerText()).replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('5 000,00 Kz · Transporte · hoje');
    expect(text).toContain('[Anular]');

    const res = await server.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: LOGIN });
    expect(res.statusCode).toBe(200);
    const setCookie = res.headers['set-cookie'];
    const cookies = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c.split(';')[0] ?? '');
    await context.addCookies(cookies.map((pair) => {
      const i = pair.indexOf('=');
      return { name: pair.slice(0, i), value: pair.slice(i + 1), url: server.url };
    }));
    await context.addInitScript(() => localStorage.setItem('kumbu.lang', 'pt'));
    await page.goto(`${server.url}/dashboard`);
    const row = page.locator('table.records tbody tr', { hasText: 'Transporte' });
    await row.first().waitFor({ timeout: 15_000 });
    expect((await row.first().innerText()).replace(/[\u00a0\u202f]/g, ' ')).toContain('5 000,00');
    await context.close();
  });
});
