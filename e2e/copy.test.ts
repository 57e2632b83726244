// Copy and small things (issue 17, item 7) in Chromium: what the free trial and the assisted
// pilot are for, every plan card's button offering the free trial, each price saying what it
// is per (person or organisation, from the plan's audience), 'Sign in' in English and
// 'Entrar' in Portuguese, and dialogs that open on their first field and give focus back
// to the button that opened them. Screenshots of the pricing cards, pt and en, phone and
// desk (DOC_SCREENSHOTS: pricing-cards-*).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { PLANS } from '@kumbu/core/plans';
import { DOC_SCREENSHOTS, HAS_CHROMIUM, launchBrowser, startServer } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;
type Lang = 'pt' | 'en';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const TEXT = {
  pt: {
    cta: 'Começar 7 dias grátis', ctaOnRequest: 'Pedir 7 dias grátis', personal: 'por pessoa', business: 'por organização',
    pilot: 'piloto assistido', pilotFor: 'para empresas', trialEveryPlan: '7 dias grátis em qualquer plano',
    signIn: 'Entrar', wrongSignIn: /Iniciar sessão|Inicie sessão|Login/i, add: 'Adicionar registo',
  },
  en: {
    cta: 'Start 7-day free trial', ctaOnRequest: 'Request 7-day free trial', personal: 'per person', business: 'per organisation',
    pilot: 'assisted pilot', pilotFor: 'for businesses', trialEveryPlan: '7 days free on every plan',
    signIn: 'Sign in', wrongSignIn: /log ?in/i, add: 'Add record',
  },
} as const;

/** Text with every kind of space made a plain one (Intl uses narrow no-break spaces). */
const plain = (s: string | null): string => (s ?? '').replace(/\s+/g, ' ').trim();

describe.skipIf(!HAS_CHROMIUM)('copy and dialogs in Chromium', () => {
  let browser: Browser;
  let server: Server;

  beforeAll(async () => {
    mkdirSync(DOC_SCREENSHOTS, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
    await createAccount(server.database.db, server.app.kumbu.auth, {
      email: 'copy@kumbu.ao', password: 'copy-kumbu-pass', fullName: 'Njinga Kiluanji', verified: true,
    }, new Date());
  });
  afterAll(async () => {
    await browser.close();
    await server.app.close();
    await server.database.close();
  });

  async function open(lang: Lang, path = '/', viewport = DESKTOP, cookie = ''): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport });
    await context.addInitScript((l) => { if (!localStorage.getItem('kumbu.lang')) localStorage.setItem('kumbu.lang', l); }, lang);
    await context.route('https://wa.me/**', (route) => route.abort());
    if (cookie !== '') {
      await context.addCookies(cookie.split('; ').map((p) => {
        const at = p.indexOf('=');
        return { name: p.slice(0, at), value: p.slice(at + 1), url: server.url };
      }));
    }
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}${path}`);
    return { context, page, errors };
  }

  for (const lang of ['pt', 'en'] as const) {
    it(`says who the trial and the pilot are for, offers the trial on every card, and prices per person or per organisation (${lang})`, async () => {
      const x = TEXT[lang];
      const { context, page, errors } = await open(lang);
      await page.locator('h1').waitFor();
      // The 14-day pilot never stands alone beside the 7 free days: it says it is for businesses.
      const pilotClaim = plain(await page.locator('.claims__item').filter({ hasText: '14' }).textContent());
      expect(pilotClaim).toContain(x.pilot);
      expect(pilotClaim).toContain(x.pilotFor);
      expect(plain(await page.locator('.hero__note').textContent())).toContain(x.trialEveryPlan);
      expect(plain(await page.locator('#section-workflow').textContent())).toContain(x.pilot);

      const pricing = page.locator('#section-pricing');
      for (const plan of PLANS) {
        const card = pricing.locator(`[data-plan="${plan.key}"]`);
        const text = plain(await card.textContent());
        // Every plan starts with the free trial, and its button says so.
        // (The WhatsApp links also say, for screen readers, that they open a new tab.)
        expect(plain(await card.locator('a.button').textContent()).startsWith(plan.monthlyCents === null ? x.ctaOnRequest : x.cta), plan.key).toBe(true);
        // The unit matches the plan: a person for personal plans, an organisation for business plans.
        expect(await card.locator('.plan__audience').getAttribute('data-audience')).toBe(plan.audience);
        if (plan.audience === 'personal') {
          expect(text, plan.key).toContain(x.personal);
          expect(text.toLowerCase(), plan.key).not.toContain(x.business);
          expect(text, plan.key).not.toContain(x.pilot);
        } else {
          if (plan.monthlyCents !== null) expect(text, plan.key).toContain(x.business);
          expect(text, plan.key).toContain(x.pilot);
        }
      }
      // The section's intro no longer prices everything "per organisation".
      expect(plain(await pricing.locator('p').first().textContent()).toLowerCase().startsWith(x.business)).toBe(false);
      expect(plain(await pricing.textContent())).not.toMatch(/Subscrever|Subscribe|Start Free Trial|Começar teste grátis/);

      await pricing.screenshot({ path: join(DOC_SCREENSHOTS, `pricing-cards-${lang}-desktop.png`) });
      await page.setViewportSize(PHONE);
      await pricing.screenshot({ path: join(DOC_SCREENSHOTS, `pricing-cards-${lang}-phone.png`) });
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`names signing in one way only: '${TEXT[lang].signIn}' (${lang})`, async () => {
      const x = TEXT[lang];
      const { context, page } = await open(lang, '/dashboard');
      // Signed out, the dashboard asks to sign in; the header offers the same words.
      await expect.poll(() => page.locator('main').getByRole('button', { name: x.signIn, exact: true }).count(), { timeout: 15_000 }).toBe(1);
      expect(await page.locator('header').getByRole('button', { name: x.signIn, exact: true }).count()).toBe(1);
      expect(await page.locator('body').innerText()).not.toMatch(x.wrongSignIn);
      await page.goto(`${server.url}/`);
      await page.locator('h1').waitFor();
      expect(await page.locator('body').innerText()).not.toMatch(x.wrongSignIn);
      await context.close();
    });
  }

  it('opens the sign-in dialog on the e-mail field (not ×) and gives focus back to the opener', async () => {
    const { context, page } = await open('en');
    await page.locator('h1').waitFor();
    const opener = page.locator('header').getByRole('button', { name: 'Sign in', exact: true });
    await opener.click();
    const dialog = page.locator('dialog[open]');
    await dialog.locator('form').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), { timeout: 5_000 }).toBe('email');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), { timeout: 5_000 }).toBe(0);
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true);
    await context.close();
  });

  it('gives focus back to "Add record" when the record editor closes', async () => {
    const signIn = await server.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email: 'copy@kumbu.ao', password: 'copy-kumbu-pass' } });
    expect(signIn.statusCode).toBe(200);
    const setCookie = signIn.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : [String(setCookie)]).map((c) => c.split(';')[0] ?? '').join('; ');
    const { context, page } = await open('pt', '/dashboard', DESKTOP, cookie);
    const add = page.getByRole('button', { name: TEXT.pt.add });
    await add.waitFor({ timeout: 15_000 });
    await add.click();
    await page.locator('dialog[open]').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), { timeout: 5_000 }).toBe('kind');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count(), { timeout: 5_000 }).toBe(0);
    await expect.poll(() => add.evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true);
    await context.close();
  });
});
