// The landing page, header and footer in Chromium (spec §1–§2, issue 6): every anchor and
// link target, the smooth scroll to the workflow, the WhatsApp links (numbers, greeting,
// new tab), the language dropdown persisting across reloads and announcing itself, the
// profile menu of a signed-in user, the pricing toggle against core's plan catalogue, the
// mobile menu at 360 px. Full-page screenshots, pt and en, phone and desktop
// (docs/screenshots/ with UPDATE_SCREENSHOTS=1).
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { formatMoney, toCents } from '@kumbu/core/money';
import { ANNUAL_BILLED_MONTHS, PLANS, planTotalCents } from '@kumbu/core/plans';
import { CONTACT_WHATSAPP_NUMBER, DEFAULT_WHATSAPP_NUMBER, WHATSAPP_GREETING } from '../apps/web/src/shared/whatsapp';
import { DOC_SCREENSHOTS, HAS_CHROMIUM, launchBrowser, startServer } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;
type Lang = 'pt' | 'en';

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
const SECTIONS = ['section-platform', 'section-capabilities', 'section-workflow', 'section-pricing'] as const;
/** Spec §2's footer targets (the anchors above come first, as /#id). */
const FOOTER_TARGETS = [
  '/docs/overview', '/docs/privacy', '/docs/terms', '/docs/data-deletion', // documentation
  '/status', // system status (the page reads /api/health)
  'mailto:suporte@kumbu.ao', 'mailto:contacto@kumbu.ao', // support and contact
  'https://www.linkedin.com/company/kumbu-ao', 'https://twitter.com/kumbu_ao',
] as const;

/** What each price is per: a person on personal plans, an organisation on business plans. */
const UNIT = {
  pt: { personal: { monthly: 'por pessoa, por mês', annual: 'por pessoa, por ano' }, business: { monthly: 'por organização, por mês', annual: 'por organização, por ano' } },
  en: { personal: { monthly: 'per person, per month', annual: 'per person, per year' }, business: { monthly: 'per organisation, per month', annual: 'per organisation, per year' } },
} as const;

/** Text with every kind of space made a plain one (Intl uses narrow no-break spaces). */
const plain = (s: string | null): string => (s ?? '').replace(/\s+/g, ' ').trim();

describe.skipIf(!HAS_CHROMIUM)('landing page in Chromium', () => {
  let browser: Browser;
  let server: Server;

  beforeAll(async () => {
    mkdirSync(DOC_SCREENSHOTS, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
    await createAccount(server.database.db, server.app.kumbu.auth, {
      email: 'landing@kumbu.ao', password: 'landing-kumbu-1', fullName: 'Nzinga Mbande', userName: 'nzinga', whatsapp: '+244923777001', verified: true,
    }, new Date());
  });
  afterAll(async () => {
    await browser.close();
    await server.app.close();
    await server.database.close();
  });

  async function open(lang: Lang, viewport = DESKTOP, options: { reducedMotion?: 'reduce' | 'no-preference' } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport, reducedMotion: options.reducedMotion ?? 'no-preference' });
    // The app keeps the language here; set it before the first load. wa.me stays offline.
    await context.addInitScript((l) => { if (!localStorage.getItem('kumbu.lang')) localStorage.setItem('kumbu.lang', l); }, lang);
    await context.route('https://wa.me/**', (route) => route.abort());
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/`);
    await page.locator('h1').waitFor();
    return { context, page, errors };
  }

  /** Where a section's top sits in the viewport (0 = top edge). */
  const topOf = (page: Page, id: string): Promise<number> =>
    page.evaluate((i) => document.getElementById(i)?.getBoundingClientRect().top ?? Number.NaN, id);
  const headerHeight = (page: Page): Promise<number> =>
    page.evaluate(() => document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0);
  const hrefs = (page: Page, selector: string): Promise<string[]> =>
    page.locator(selector).evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));

  /** The section sits just under the sticky header: scrolled there, not merely somewhere below. */
  async function expectInView(page: Page, id: string): Promise<void> {
    const header = await headerHeight(page);
    await expect.poll(() => topOf(page, id), { timeout: 10_000 }).toBeGreaterThanOrEqual(header - 1);
    await expect.poll(() => topOf(page, id), { timeout: 10_000 }).toBeLessThanOrEqual(header + 24);
  }

  it('has the sections, one h1, landmarks, and header links that scroll to their sections', async () => {
    const { context, page, errors } = await open('pt');
    for (const id of [...SECTIONS, 'section-testimonials', 'section-cta']) expect(await page.locator(`#${id}`).count(), id).toBe(1);
    expect(await page.locator('h1').count()).toBe(1);
    expect(plain(await page.locator('h1').textContent())).toBe('O seu co-piloto financeiro no WhatsApp');
    expect(await page.locator('header.site-header').count()).toBe(1);
    expect(await page.locator('main#main').count()).toBe(1);
    expect(await page.locator('footer.site-footer').count()).toBe(1);
    // Headings never skip a level (h1 → h2 → h3).
    const levels = await page.locator('main h1, main h2, main h3').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    levels.forEach((level, i) => { if (i > 0) expect(level - (levels[i - 1] ?? 1), `heading ${i}`).toBeLessThanOrEqual(1); });
    // The workflow's four steps, in order.
    expect(await page.locator('#section-workflow .timeline__label').allTextContents()).toEqual(['T+0', 'T+1', 'T+2', 'T+7']);
    // The claims of spec §1, shown as claims.
    const claims = plain(await page.locator('.claims').textContent());
    for (const claim of ['98%', '4,9/5', '12,4 mil milhões Kz', '4 min', '< 5 min', '14 dias']) expect(claims).toContain(claim);
    // The sample chat lines and treasury card, labelled as samples.
    expect(await page.locator('.chat .chat__msg').count()).toBe(4);
    expect(plain(await page.locator('.treasury').textContent())).toContain('Exemplo');

    const nav = page.locator('header .site-header__nav a');
    expect(await hrefs(page, 'header .site-header__nav a')).toEqual(SECTIONS.map((id) => `/#${id}`));
    for (const [i, id] of SECTIONS.entries()) {
      await nav.nth(i).click();
      await expectInView(page, id);
      expect(new URL(page.url()).hash).toBe(`#${id}`);
    }
    // The logo goes home.
    expect(await page.locator('header .logo').getAttribute('href')).toBe('/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the secondary hero button glides to the workflow (and jumps when motion is reduced)', async () => {
    const { context, page } = await open('pt');
    const secondary = page.locator('.hero__actions a').nth(1);
    expect(await secondary.getAttribute('href')).toBe('#section-workflow');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');

    // Record the scroll position on every frame while the page moves.
    await page.evaluate(() => {
      const w = window as unknown as { samples: number[] };
      w.samples = [];
      const tick = (): void => { w.samples.push(window.scrollY); if (w.samples.length < 180) requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    });
    await secondary.click();
    await expectInView(page, 'section-workflow');
    const end = await page.evaluate(() => window.scrollY);
    const samples = await page.evaluate(() => (window as unknown as { samples: number[] }).samples);
    const between = new Set(samples.filter((y) => y > 0 && y < end - 1));
    expect(between.size, `intermediate positions: ${[...between].join(', ')}`).toBeGreaterThanOrEqual(3);
    expect(new URL(page.url()).hash).toBe('#section-workflow');
    // Focus moved to the section, so the next Tab continues from there.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('section-workflow');
    await context.close();

    // prefers-reduced-motion: the same destination, without the glide.
    const reduced = await open('pt', DESKTOP, { reducedMotion: 'reduce' });
    expect(await reduced.page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    await reduced.page.locator('.hero__actions a').nth(1).click();
    const header = await headerHeight(reduced.page);
    const top = await topOf(reduced.page, 'section-workflow'); // read at once: no animation to wait for
    expect(top).toBeGreaterThanOrEqual(header - 1);
    expect(top).toBeLessThanOrEqual(header + 24);
    await reduced.context.close();
  });

  it('opens WhatsApp with the business number and the Portuguese greeting in a new tab, and starts sign-up', async () => {
    const { context, page, errors } = await open('en');
    const check = async (selector: string, number: string, greeting?: string): Promise<void> => {
      const link = page.locator(selector).first();
      const url = new URL((await link.getAttribute('href')) ?? '');
      expect(`${url.origin}${url.pathname}`, selector).toBe(`https://wa.me/${number}`);
      if (greeting !== undefined) expect(url.searchParams.get('text'), selector).toBe(greeting);
      expect(await link.getAttribute('target'), selector).toBe('_blank');
      expect((await link.getAttribute('rel'))?.split(' '), selector).toContain('noopener');
    };
    // Portuguese greeting even on the English page: it is the co-pilot's first message.
    expect(WHATSAPP_GREETING).toMatch(/^Olá Kumbu!/);
    await check('.hero__actions a', DEFAULT_WHATSAPP_NUMBER, WHATSAPP_GREETING);
    await check('header .site-header__cta', DEFAULT_WHATSAPP_NUMBER, WHATSAPP_GREETING);
    await check('#section-cta a', DEFAULT_WHATSAPP_NUMBER, WHATSAPP_GREETING);
    // The plan buttons tell the co-pilot which plan was picked.
    const standard = new URL((await page.locator('[data-plan="standard"] a').getAttribute('href')) ?? '');
    expect(standard.searchParams.get('text')).toBe('Olá Kumbu! Quero começar com o plano Standard.');
    // The footer's WhatsApp is the team's own number, not the co-pilot's.
    expect(CONTACT_WHATSAPP_NUMBER).not.toBe(DEFAULT_WHATSAPP_NUMBER);
    await check('footer a[href^="https://wa.me/"]', CONTACT_WHATSAPP_NUMBER);
    expect(await page.locator(`footer a[href^="https://wa.me/${DEFAULT_WHATSAPP_NUMBER}"]`).count()).toBe(0);

    // The main call to action: a new tab for the chat, the sign-up dialog here.
    const [popup] = await Promise.all([context.waitForEvent('page'), page.locator('.hero__actions a').first().click()]);
    expect(popup.url()).toMatch(new RegExp(`^(https://wa\\.me/${DEFAULT_WHATSAPP_NUMBER}|about:blank|chrome-error:)`));
    await expect.poll(() => page.locator('dialog[open] h2').textContent()).toBe('Create your account');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has every footer target of spec §2, and its section links work from another screen', async () => {
    const { context, page, errors } = await open('pt');
    const footer = await hrefs(page, 'footer nav a');
    expect(footer.slice(0, 4)).toEqual(SECTIONS.map((id) => `/#${id}`));
    for (const target of FOOTER_TARGETS) expect(footer, target).toContain(target);
    // Roadmap by mail; security posture and cookies in the privacy document.
    expect(footer.some((h) => /^mailto:roadmap@kumbu\.ao\?subject=/.test(h))).toBe(true);
    expect(await page.locator('footer a', { hasText: 'Segurança e proteção de dados' }).getAttribute('href')).toBe('/docs/privacy');
    expect(await page.locator('footer a', { hasText: 'Política de cookies' }).getAttribute('href')).toBe('/docs/privacy#sessao-e-navegador');
    for (const social of ['WhatsApp', 'LinkedIn', 'Twitter']) {
      const link = page.locator('footer a', { hasText: social });
      expect(await link.getAttribute('target'), social).toBe('_blank');
      expect((await link.getAttribute('rel'))?.split(' '), social).toContain('noopener');
    }
    // The status link answers: the health check says the service and database are up.
    const health = await fetch(`${server.url}/api/health`);
    expect(((await health.json()) as { data: { status: string } }).data.status).toBe('ok');

    // A docs link stays in the app; from there, a section link comes back and scrolls.
    await page.locator('footer a[href="/docs/terms"]').click();
    await page.waitForURL('**/docs/terms');
    await page.locator('.docs__article h2').waitFor();
    await page.locator('footer a[href="/#section-pricing"]').click();
    await page.waitForURL('**/#section-pricing');
    await page.locator('#section-pricing').waitFor();
    await expectInView(page, 'section-pricing');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches language from the dropdown, announces it, and keeps it across a reload', async () => {
    const { context, page, errors } = await open('pt');
    const button = page.locator('header .site-header__lang .lang-switcher__button');
    const menu = page.locator('header .site-header__lang [role="menu"]');
    const announcer = page.locator('.lang-announcer');
    expect(await announcer.getAttribute('aria-live')).toBe('polite');
    expect(plain(await button.textContent())).toBe('Idioma: Português');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);

    // Keyboard: open, Escape closes and focus returns to the button.
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('menuitemradio').allTextContents()).toEqual(['Português', 'English']);
    expect(await menu.getByRole('menuitemradio', { checked: true }).textContent()).toBe('Português');
    expect(await menu.locator('svg.flag').count()).toBe(2);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitemradio');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('lang-switcher__button'))).toBe(true);

    // Arrow down to English, Enter.
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Your finance co-pilot on WhatsApp');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en'); // set in an effect, a frame after the text
    await expect.poll(() => announcer.textContent()).toBe('Language changed to English');
    expect(await page.evaluate(() => localStorage.getItem('kumbu.lang'))).toBe('en');
    expect(plain(await button.textContent())).toBe('Language: English');

    await page.reload();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Your finance co-pilot on WhatsApp');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en'); // set in an effect, a frame after the text
    expect(await page.locator('header .site-header__nav a').allTextContents()).toEqual(['Platform', 'Capabilities', 'How it works', 'Pricing']);

    // And back with the mouse; an outside click also closes the menu.
    await button.click();
    await page.locator('h1').click(); // outside, on nothing interactive
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    await menu.getByRole('menuitemradio', { name: 'Português' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('O seu co-piloto financeiro no WhatsApp');
    await expect.poll(() => announcer.textContent()).toBe('Idioma alterado para Português');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('pt'); // set in an effect, a frame after the text
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a signed-in user the profile menu instead of Sign in and the trial button', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email: 'landing@kumbu.ao', password: 'landing-kumbu-1' } });
    expect(res.statusCode).toBe(200);
    const setCookie = res.headers['set-cookie'];
    const pairs = (Array.isArray(setCookie) ? setCookie : [String(setCookie)]).map((c) => c.split(';')[0] ?? '');

    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addCookies(pairs.map((p) => {
      const at = p.indexOf('=');
      return { name: p.slice(0, at), value: p.slice(at + 1), url: server.url };
    }));
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const avatar = page.locator('header .avatar-button');
    await avatar.waitFor();
    expect(await avatar.locator('span[aria-hidden=true]').textContent()).toBe('NM');
    expect(await page.locator('header').getByRole('button', { name: 'Entrar' }).count()).toBe(0);
    expect(await page.locator('header .site-header__cta').count()).toBe(0);

    await avatar.click();
    expect(await avatar.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator('.profile-menu__panel');
    const who = plain(await panel.locator('.profile-menu__who').textContent());
    for (const text of ['Nzinga Mbande', 'landing@kumbu.ao', 'Finanças claras, kwanza a kwanza.']) expect(who).toContain(text);
    expect(await panel.locator('a').allTextContents()).toEqual(['Painel', 'Definições', 'Documentação do produto', 'Privacidade e segurança']);
    expect(await hrefs(page, '.profile-menu__panel a')).toEqual(['/dashboard', '/settings', '/docs/overview', '/docs/privacy']);
    expect(await panel.getByRole('button', { name: 'Terminar sessão' }).count()).toBe(1);
    await page.screenshot({ path: `${DOC_SCREENSHOTS}landing-profile-menu-pt-1280.png` });

    // Escape closes and returns focus; an outside click closes too.
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('avatar-button'))).toBe(true);
    await avatar.click();
    await page.locator('h1').click(); // outside, on nothing interactive
    await expect.poll(() => panel.count()).toBe(0);
    // A link goes where it says.
    await avatar.click();
    await panel.locator('a[href="/docs/privacy"]').click();
    await page.waitForURL('**/docs/privacy');
    await context.close();
  });

  for (const lang of ['pt', 'en'] as const) {
    it(`prices every plan from core's catalogue, monthly and annual (= ${ANNUAL_BILLED_MONTHS} × monthly), in ${lang}`, async () => {
      const { context, page, errors } = await open(lang);
      const kz = (cents: Parameters<typeof formatMoney>[0]): string => plain(formatMoney(cents, 'AOA', lang));
      const toggle = (billing: string) => page.locator(`#section-pricing [data-billing="${billing}"]`);
      // The amount and its period are two elements, set apart by the layout.
      const priceOf = async (key: string): Promise<string> =>
        (await page.locator(`[data-plan="${key}"] .plan__price > *`).allTextContents()).map(plain).join(' ');
      expect(await page.locator('#section-pricing [data-plan]').count()).toBe(PLANS.length);
      expect(await toggle('monthly').getAttribute('aria-pressed')).toBe('true');
      for (const plan of PLANS) {
        const monthly = plan.monthlyCents;
        if (monthly === null) expect(await priceOf(plan.key)).toBe(lang === 'pt' ? 'Sob consulta' : 'On request');
        else expect(await priceOf(plan.key)).toBe(`${kz(monthly)} ${UNIT[lang][plan.audience].monthly}`);
      }
      // Only Standard is marked most popular.
      expect(await page.locator('#section-pricing .plan__badge').count()).toBe(1);
      expect(await page.locator('[data-plan="standard"] .plan__badge').textContent()).toBe(lang === 'pt' ? 'Mais popular' : 'Most popular');
      // Unlimited is on request: contact sales by mail.
      expect(await page.locator('[data-plan="unlimited"] a').getAttribute('href')).toMatch(/^mailto:/);

      await toggle('annual').click();
      expect(await toggle('annual').getAttribute('aria-pressed')).toBe('true');
      for (const plan of PLANS) {
        const monthly = plan.monthlyCents;
        if (monthly === null) continue;
        const annual = planTotalCents(plan.key, 12);
        expect(annual).toBe(monthly * 10);
        if (annual === null) continue;
        expect(await priceOf(plan.key)).toBe(`${kz(annual)} ${UNIT[lang][plan.audience].annual}`);
        const note = plain(await page.locator(`[data-plan="${plan.key}"] .plan__note`).textContent());
        expect(note).toContain(kz(toCents(monthly * 12 - annual)));
      }
      await toggle('monthly').click();
      const first = PLANS.find((p) => p.monthlyCents !== null);
      if (first?.monthlyCents) expect(await priceOf(first.key)).toBe(`${kz(first.monthlyCents)} ${UNIT[lang][first.audience].monthly}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('fits a 360 px phone: no sideways scroll, and the menu toggle opens and closes the menu', async () => {
    for (const lang of ['pt', 'en'] as const) {
      const { context, page } = await open(lang, PHONE);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBe(PHONE.width);
      await context.close();
    }
    const { context, page, errors } = await open('pt', PHONE);
    expect(await page.locator('.site-header__nav').isVisible()).toBe(false);
    const toggle = page.locator('header .menu-toggle');
    const menu = page.locator('#mobile-menu');
    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-label')).toBe('Abrir menu');
    expect(await toggle.getAttribute('aria-controls')).toBe('mobile-menu');
    expect(await menu.isVisible()).toBe(false);
    // Sign in stays in the bar on a phone.
    expect(await page.locator('header').getByRole('button', { name: 'Entrar' }).isVisible()).toBe(true);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.getAttribute('aria-label')).toBe('Fechar menu');
    expect(await menu.isVisible()).toBe(true);
    expect(await hrefs(page, '#mobile-menu nav > a:not(.button)')).toEqual(SECTIONS.map((id) => `/#${id}`));
    expect(await menu.locator('.lang-switcher__button').isVisible()).toBe(true);
    expect(await menu.locator('a.button').getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${DEFAULT_WHATSAPP_NUMBER}\\?text=`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await page.screenshot({ path: `${DOC_SCREENSHOTS}landing-menu-pt-360.png` });

    // Escape closes it and puts focus back on the toggle.
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).toBe(true);

    // A section link closes the menu and scrolls there.
    await toggle.click();
    await menu.locator('a[href="/#section-pricing"]').click();
    expect(await menu.isVisible()).toBe(false);
    await expectInView(page, 'section-pricing');

    // The language switch works from the menu too.
    await toggle.click();
    await menu.locator('.lang-switcher__button').click();
    await menu.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Your finance co-pilot on WhatsApp');
    await expect.poll(() => page.locator('.lang-announcer').textContent()).toBe('Language changed to English');
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const lang of ['pt', 'en'] as const) {
    it(`screenshots the whole page in ${lang} at phone and desktop widths`, async () => {
      for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
        const { context, page, errors } = await open(lang, viewport);
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: `${DOC_SCREENSHOTS}landing-${lang}-${name}.png`, fullPage: true });
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }
});
