// Money accounts on the web (issue 15): open a BAI account with its IBAN checked inline (a
// wrong check digit is refused before saving), move money from BAI to the Carteira with the
// record editor's transfer, and watch both balances change, live, on the Accounts view; the
// net worth in kwanza says which rate it used and which currency had none. Screenshots of the
// view on a 360 px phone and a 1280 px screen; no serious accessibility problem.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { setFxRate } from '@kumbu/db/fx-rates';
import { dayOf } from '@kumbu/core/date-range';
import { AXE_CONTEXT_OPTIONS, blockingOf, describeViolation, runAxe } from './axe-check';
import { DOC_SCREENSHOTS, HAS_CHROMIUM, launchBrowser, startServer } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;
type Lang = 'pt' | 'en';

const GOOD_IBAN = 'AO06004000001234567890167';
const BAD_IBAN = 'AO06004000001234567890168';

const TEXT = {
  pt: {
    newAccount: 'Nova conta', name: 'Nome', bank: /^Banco/, iban: /^IBAN/, opening: /^Saldo inicial/, save: 'Guardar',
    ibanError: 'Os dígitos de controlo deste IBAN não batem certo', ibanOk: 'IBAN válido.',
    add: 'Adicionar registo', kind: 'Tipo', amount: 'Valor', from: 'De (conta)', to: 'Para (conta)', dashboard: 'Painel', accounts: 'Contas',
    movements: /^Ver movimentos e saldo de BAI/, transferRow: 'BAI → Carteira',
    bai150: '150 000,00 Kz', bai110: '110 000,00 Kz', cart40: '40 000,00 Kz', cart35: '35 000,00 Kz', zero: '0,00 Kz',
    usdKz: '≈ 190 000,00 Kz', rate: '950,00 Kz/USD', noRate: 'sem câmbio', missing: 'Sem câmbio para EUR',
    newTransfer: 'Nova transferência', received: 'Valor recebido', receivedMissing: 'Entre moedas diferentes, indique o valor recebido.',
    cart130: '130 000,00 Kz', usd100: '100,00 US$', usdKz100: '≈ 95 000,00 Kz',
    lunchKz: '≈ 9 500,00 Kz', receivedKz: 'Recebido: 95 000,00 Kz',
  },
  en: {
    newAccount: 'New account', name: 'Name', bank: /^Bank/, iban: /^IBAN/, opening: /^Opening balance \(/, save: 'Save',
    ibanError: 'This IBAN\'s check digits do not match', ibanOk: 'Valid IBAN.',
    add: 'Add record', kind: 'Type', amount: 'Amount', from: 'From (account)', to: 'To (account)', dashboard: 'Dashboard', accounts: 'Accounts',
    movements: /^See the movements and balance of BAI/, transferRow: 'BAI → Carteira',
    bai150: 'AOA 150,000.00', bai110: 'AOA 110,000.00', cart40: 'AOA 40,000.00', cart35: 'AOA 35,000.00', zero: 'AOA 0.00',
    usdKz: '≈ AOA 190,000.00', rate: '950.00 Kz/USD', noRate: 'no rate', missing: 'No rate for EUR',
    newTransfer: 'New transfer', received: 'Amount received', receivedMissing: 'Between different currencies, enter the amount received.',
    cart130: 'AOA 130,000.00', usd100: '$100.00', usdKz100: '≈ AOA 95,000.00',
    lunchKz: '≈ AOA 9,500.00', receivedKz: 'Received: AOA 95,000.00',
  },
} as const;

const spaces = (s: string | null): string => (s ?? '').replace(/\s/g, ' ');

describe.skipIf(!HAS_CHROMIUM)('money accounts in Chromium', () => {
  let browser: Browser;
  let server: Server;
  let users = 0;

  beforeAll(async () => {
    server = await startServer();
    // Before any conversion is asked for (the rate service caches a day's book briefly).
    await setFxRate(server.database.db, { currency: 'USD', day: dayOf(new Date()), micros: 950_000_000, source: 'bna' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.app.close();
    await server.database.close();
  });

  async function signedIn(lang: Lang, width: number): Promise<{ context: BrowserContext; page: Page; cookie: string }> {
    users += 1;
    const email = `contas${users}@kumbu.ao`;
    await createAccount(server.database.db, server.app.kumbu.auth, { email, password: 'contas-kumbu-pass', fullName: 'Teresa Luanda', verified: true }, new Date());
    const signIn = await server.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email, password: 'contas-kumbu-pass' } });
    expect(signIn.statusCode).toBe(200);
    const setCookie = signIn.headers['set-cookie'];
    const pairs = (Array.isArray(setCookie) ? setCookie : [String(setCookie)]).map((c) => c.split(';')[0] ?? '');
    const context = await browser.newContext({ ...AXE_CONTEXT_OPTIONS, serviceWorkers: 'block', viewport: { width, height: width < 500 ? 740 : 900 }, locale: lang === 'pt' ? 'pt-AO' : 'en-US' });
    await context.addCookies(pairs.map((p) => {
      const at = p.indexOf('=');
      return { name: p.slice(0, at), value: p.slice(at + 1), url: server.url };
    }));
    await context.addInitScript((l) => { localStorage.setItem('kumbu.lang', l); }, lang);
    return { context, page: await context.newPage(), cookie: pairs.join('; ') };
  }

  async function api(cookie: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<{ status: number; data: Record<string, unknown> }> {
    const res = await server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, data: (JSON.parse(res.body) as { data: Record<string, unknown> }).data };
  }

  const balanceOf = (page: Page, name: string) => page.locator(`li[data-account="${name}"] [data-testid=account-balance]`);

  /**
   * axe on the page as it is. The header's avatar button (initials shown, the person's name
   * in its label) is left out: it is the site header's, reported on its own.
   */
  async function expectNoBlockingA11y(page: Page, where: string): Promise<void> {
    const found = blockingOf(await runAxe(page))
      .map((v) => ({ ...v, targets: v.targets.filter((target) => target !== '.avatar-button') }))
      .filter((v) => v.targets.length > 0)
      .map((v) => `${where}: ${describeViolation(v)}`);
    expect(found).toEqual([]);
  }

  for (const [lang, width] of [['pt', 360], ['en', 1280]] as const) {
    it(`opens a BAI account, transfers to the Carteira and sees both balances move (${lang}, ${width} px)`, async () => {
      const x = TEXT[lang];
      const { context, page, cookie } = await signedIn(lang, width);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));

      // From the app's navigation (the header on a desk, the bottom bar on a phone) to the
      // Accounts view: the Carteira is there from sign-up.
      await page.goto(`${server.url}/dashboard`);
      await page.getByRole('navigation', { name: lang === 'pt' ? /^Secções da aplicação/ : /^App sections/ }).getByRole('link', { name: x.accounts }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/accounts');
      await expect.poll(async () => spaces(await balanceOf(page, 'Carteira').textContent()), { timeout: 15_000 }).toBe(x.zero);

      // A new BAI account: the wrong check digit is refused inline, the right IBAN accepted.
      await page.getByRole('button', { name: x.newAccount }).click();
      const dialog = page.locator('dialog[open]');
      await dialog.waitFor();
      await dialog.getByLabel(x.name, { exact: true }).fill('BAI');
      await dialog.getByLabel(x.bank).fill('BAI');
      const iban = dialog.getByLabel(x.iban);
      await iban.fill(BAD_IBAN);
      await expect.poll(() => dialog.getByText(x.ibanError).count()).toBe(1);
      expect(await iban.getAttribute('aria-invalid')).toBe('true');
      await dialog.getByRole('button', { name: x.save }).click();
      await expect.poll(() => dialog.getByText(x.ibanError).count()).toBe(1);
      expect(await page.locator('dialog[open]').count()).toBe(1);
      if (width === 360) await page.screenshot({ path: `${DOC_SCREENSHOTS}money-accounts-iban-error-${lang}-${width}.png` });
      await iban.fill(GOOD_IBAN);
      await expect.poll(() => dialog.getByText(x.ibanOk).count()).toBe(1);
      expect(await iban.getAttribute('aria-invalid')).toBeNull();
      await dialog.getByLabel(x.opening).fill('150 mil');
      await expectNoBlockingA11y(page, 'account form');
      await dialog.getByRole('button', { name: x.save }).click();
      await expect.poll(() => page.locator('dialog[open]').count(), { timeout: 15_000 }).toBe(0);
      await expect.poll(async () => spaces(await balanceOf(page, 'BAI').textContent()), { timeout: 15_000 }).toBe(x.bai150);
      // The list shows the last digits, never the whole IBAN.
      const baiCard = page.locator('li[data-account="BAI"]');
      expect(await baiCard.textContent()).toContain('•••• 0167');
      expect(await page.locator('.accounts-list').textContent()).not.toContain('0040 0000 1234');

      // Dollars with a rate, euros without: the total says which rate it used and what it left out.
      expect((await api(cookie, 'POST', '/api/accounts', { type: 'cash', name: 'Dólares', currency: 'USD', openingBalance: '200' })).status).toBe(201);
      expect((await api(cookie, 'POST', '/api/accounts', { type: 'savings', name: 'Euros', currency: 'EUR', openingBalance: '50' })).status).toBe(201);
      expect((await api(cookie, 'POST', '/api/accounts', { type: 'mobile', name: 'Unitel Money', institution: 'unitel-money', number: '923 000 111' })).status).toBe(201);
      await page.reload();
      const usdCard = page.locator('li[data-account="Dólares"]');
      await expect.poll(async () => spaces(await usdCard.textContent()), { timeout: 15_000 }).toContain(x.usdKz);
      expect(spaces(await usdCard.textContent())).toContain(x.rate);
      expect(spaces(await page.locator('li[data-account="Euros"]').textContent())).toContain(x.noRate);
      expect(spaces(await page.getByTestId('rates-used').textContent())).toContain(x.rate);
      expect(spaces(await page.locator('.net-worth').textContent())).toContain(x.missing);
      await expect.poll(async () => spaces(await page.getByTestId('net-worth').textContent())).toBe(lang === 'pt' ? '340 000,00 Kz' : 'AOA 340,000.00');

      // A transfer from BAI to the Carteira in the record editor, on the dashboard.
      await page.getByRole('link', { name: x.dashboard, exact: true }).click();
      await page.getByRole('button', { name: x.add }).click();
      const editor = page.locator('dialog[open]');
      await editor.waitFor();
      await editor.getByLabel(x.kind, { exact: true }).selectOption('transfer');
      await editor.getByLabel(x.amount, { exact: true }).fill('40 mil');
      await editor.getByLabel(x.from).selectOption({ label: 'BAI · AOA' });
      // The same account on both sides is refused before anything is sent.
      await editor.getByLabel(x.to).selectOption({ label: 'BAI · AOA' });
      await editor.getByRole('button', { name: x.save }).click();
      await expect.poll(() => editor.getByText(lang === 'pt' ? 'Uma transferência precisa de duas contas diferentes.' : 'A transfer needs two different accounts.').count()).toBe(1);
      await editor.getByLabel(x.to).selectOption({ label: 'Carteira · AOA' });
      await expectNoBlockingA11y(page, 'transfer editor');
      if (width === 360) await page.screenshot({ path: `${DOC_SCREENSHOTS}money-accounts-transfer-editor-${lang}-${width}.png` });
      await editor.getByRole('button', { name: x.save }).click();
      await expect.poll(() => page.locator('dialog[open]').count(), { timeout: 15_000 }).toBe(0);
      const row = page.locator('table.records tbody tr, ul.day__rows > li.row', { hasText: x.transferRow });
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);

      // Back on the Accounts view: both balances moved, the net worth did not.
      await page.getByRole('link', { name: x.accounts, exact: true }).click();
      await expect.poll(async () => spaces(await balanceOf(page, 'BAI').textContent()), { timeout: 15_000 }).toBe(x.bai110);
      await expect.poll(async () => spaces(await balanceOf(page, 'Carteira').textContent())).toBe(x.cart40);
      expect(spaces(await page.getByTestId('net-worth').textContent())).toBe(lang === 'pt' ? '340 000,00 Kz' : 'AOA 340,000.00');

      // Live: spending from the Carteira elsewhere (the co-pilot, another tab) moves it here,
      // through the stream's `accounts` event alone (the list itself cannot be fetched meanwhile).
      const carteiraId = ((await api(cookie, 'GET', '/api/accounts')).data.items as { id: string; name: string }[]).find((a) => a.name === 'Carteira')?.id;
      await page.route(/\/api\/accounts(\?|$)/, (route) => route.abort());
      expect((await api(cookie, 'POST', '/api/records', { type: 'expense', amount: '5000', accountId: carteiraId, description: 'candongueiro' })).status).toBe(201);
      await expect.poll(async () => spaces(await balanceOf(page, 'Carteira').textContent()), { timeout: 15_000 }).toBe(x.cart35);
      await page.unrouteAll();

      // Changing dollars at the kinguila: the amount received is asked for, and the rate it implies shown.
      await page.getByRole('button', { name: x.newTransfer }).click();
      const exchange = page.locator('dialog[open]');
      await exchange.waitFor();
      await exchange.getByLabel(x.amount, { exact: true }).fill('100');
      await exchange.getByLabel(x.from).selectOption({ label: 'Dólares · USD' });
      await exchange.getByLabel(x.to).selectOption({ label: 'Carteira · AOA' });
      await exchange.getByRole('button', { name: x.save }).click();
      await expect.poll(() => exchange.getByText(x.receivedMissing).count()).toBe(1);
      await exchange.getByLabel(x.received, { exact: true }).fill('95 mil');
      await expect.poll(async () => spaces(await exchange.getByTestId('implied-rate').textContent())).toContain(x.rate);
      await exchange.getByRole('button', { name: x.save }).click();
      await expect.poll(() => page.locator('dialog[open]').count(), { timeout: 15_000 }).toBe(0);
      await expect.poll(async () => spaces(await balanceOf(page, 'Carteira').textContent()), { timeout: 15_000 }).toBe(x.cart130);
      await expect.poll(async () => spaces(await balanceOf(page, 'Dólares').textContent())).toBe(x.usd100);
      expect(spaces(await page.locator('li[data-account="Dólares"]').textContent())).toContain(x.usdKz100);
      expect(spaces(await page.getByTestId('net-worth').textContent())).toBe(lang === 'pt' ? '335 000,00 Kz' : 'AOA 335,000.00');

      // BAI's movements and balance over time.
      await page.getByRole('button', { name: x.movements }).click();
      const detail = page.getByTestId('account-detail');
      await detail.waitFor();
      await expect.poll(() => detail.locator('table.records tbody tr, ul.day__rows > li.row', { hasText: x.transferRow }).count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => detail.locator('svg.recharts-surface').count(), { timeout: 15_000 }).toBe(1);
      expect(new URL(page.url()).searchParams.get('account')).not.toBeNull();
      await expectNoBlockingA11y(page, 'accounts view');

      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${DOC_SCREENSHOTS}money-accounts-${lang}-${width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The dashboard's table: the exchange names both accounts and what arrived; a dollar
      // expense carries its kwanza equivalent at the day's rate.
      expect((await api(cookie, 'POST', '/api/records', { type: 'expense', amount: '10', currency: 'USD', description: 'almoço em dólares' })).status).toBe(201);
      await page.getByRole('link', { name: x.dashboard, exact: true }).click();
      const lunch = page.locator('table.records tbody tr, ul.day__rows > li.row', { hasText: 'almoço em dólares' });
      await expect.poll(async () => spaces(await lunch.textContent()), { timeout: 15_000 }).toContain(x.lunchKz);
      const exchangeRow = page.locator('table.records tbody tr, ul.day__rows > li.row', { hasText: 'Dólares → Carteira' });
      await expect.poll(async () => spaces(await exchangeRow.textContent()), { timeout: 15_000 }).toContain(x.receivedKz);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
