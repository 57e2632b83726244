// Statement imports on the web (issue 18): on Importar, send a BAI CSV through the file input,
// see what was read and the counts, create the account from the preview ("Nova conta"),
// import, see the import in the history and the reconciliation, undo it; and an unreadable
// file shows the server's own message (why and where). Screenshots of the preview on a 360 px
// phone and a 1280 px screen.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createAccount } from '@kumbu/server/accounts/create-account';
import { insertMoneyAccount } from '@kumbu/db/money-accounts';
import { AXE_CONTEXT_OPTIONS, blockingOf, describeViolation, runAxe } from './axe-check';
import { HAS_CHROMIUM, SCREENSHOTS, launchBrowser, startServer } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;

const FIXTURE = readFileSync(new URL('../packages/imports/test/fixtures/csv/bai-debito-credito-cp1252.csv', import.meta.url));
const count = (page: Page, key: string) => page.locator(`[data-count="${key}"] strong`);

describe.skipIf(!HAS_CHROMIUM)('statement imports in Chromium', () => {
  let browser: Browser;
  let server: Server;
  let users = 0;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.app.close();
    await server.database.close();
  });

  async function signedIn(width: number, lang: 'pt' | 'en' = 'pt'): Promise<{ context: BrowserContext; page: Page; cookie: string; userId: string }> {
    users += 1;
    const email = `extrato${users}@kumbu.ao`;
    const { userId } = await createAccount(server.database.db, server.app.kumbu.auth, { email, password: 'extrato-kumbu-pass', fullName: 'Joana Kiala', verified: true }, new Date());
    const signIn = await server.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email, password: 'extrato-kumbu-pass' } });
    expect(signIn.statusCode).toBe(200);
    const setCookie = signIn.headers['set-cookie'];
    const pairs = (Array.isArray(setCookie) ? setCookie : [String(setCookie)]).map((c) => c.split(';')[0] ?? '');
    const context = await browser.newContext({ ...AXE_CONTEXT_OPTIONS, serviceWorkers: 'block', viewport: { width, height: 800 }, locale: lang === 'pt' ? 'pt-AO' : 'en-US' });
    await context.addCookies(pairs.map((p) => {
      const at = p.indexOf('=');
      return { name: p.slice(0, at), value: p.slice(at + 1), url: server.url };
    }));
    await context.addInitScript((l) => { localStorage.setItem('kumbu.lang', l); }, lang);
    return { context, page: await context.newPage(), cookie: pairs.join('; '), userId };
  }

  it('uploads a BAI CSV, previews it, creates the account, imports, sees the history and undoes it (pt, 360 px)', async () => {
    const { context, page } = await signedIn(360);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/import`);
    const section = page.locator('section.statement-import');
    await section.getByRole('heading', { name: 'Extrato bancário ou de carteira' }).waitFor();
    await page.getByText('Ainda não importou nenhum extrato.').waitFor();

    await section.screenshot({ path: `${SCREENSHOTS}imports-pick-pt-360.png` });
    await section.getByLabel('Ficheiro do extrato').setInputFiles({ name: 'extracto-bai.csv', mimeType: 'text/csv', buffer: FIXTURE });
    await section.getByText('O que foi lido').waitFor({ timeout: 20_000 });
    expect((await section.locator('.statement-facts').textContent())?.replace(/\s/g, '')).toContain('AO06004000001234567890123');
    const total = Number(await count(page, 'total').textContent());
    expect(total).toBeGreaterThan(3);
    // A new account: nothing is in the books yet, so every movement is new.
    expect(Number(await count(page, 'new').textContent()) + Number(await count(page, 'transfers').textContent())).toBe(total);
    expect(await section.locator('tbody tr').count()).toBe(total);
    expect((await section.locator('tbody').textContent())?.replace(/\s/g, ' ')).toContain('450 000,00 Kz');
    // The columns panel shows what was detected.
    await section.getByText('Colunas', { exact: true }).click();
    expect(await section.getByLabel('Débito (saídas)').evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '')).toBe('Débito');
    await section.screenshot({ path: `${SCREENSHOTS}imports-preview-pt-360.png` });
    // Nothing pushes the phone's page sideways (the table scrolls inside its own box).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await section.getByText('O que foi lido', { exact: false }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}imports-preview-top-pt-360.png` });
    await section.locator('.statement-columns__grid').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}imports-columns-pt-360.png` });
    // No serious accessibility problem in the preview (the header's avatar is reported on its own).
    const blocking = blockingOf(await runAxe(page))
      .map((v) => ({ ...v, targets: v.targets.filter((target) => target !== '.avatar-button') }))
      .filter((v) => v.targets.length > 0).map(describeViolation);
    expect(blocking).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await section.screenshot({ path: `${SCREENSHOTS}imports-preview-pt-1280.png` });
    await page.setViewportSize({ width: 360, height: 800 });

    // A column changed in the panel is read again by the server: without the balance column the
    // table has no balances; put back, they return.
    const firstBalance = section.locator('tbody tr').first().locator('td').nth(3);
    const apply = section.getByRole('button', { name: 'Ver de novo com estas colunas' });
    await section.getByLabel('Saldo', { exact: true }).selectOption({ label: '— nenhuma —' });
    await apply.click();
    await expect.poll(async () => (await firstBalance.textContent())?.trim(), { timeout: 15_000 }).toBe('');
    await section.getByLabel('Saldo', { exact: true }).selectOption({ label: 'Saldo' });
    await apply.click();
    await expect.poll(async () => (await firstBalance.textContent())?.replace(/\s/g, ' '), { timeout: 15_000 }).toBe('600 000,00 Kz');

    // Importar with no account says so; "Nova conta" makes one from the statement and picks it.
    await section.getByRole('button', { name: 'Importar', exact: true }).click();
    await section.getByText('Escolha a conta onde os movimentos entram.').waitFor();
    await section.getByRole('button', { name: '+ Nova conta' }).click();
    await section.getByLabel('Nome da conta').fill('BAI Ordem');
    await section.getByRole('button', { name: 'Criar conta' }).click();
    await section.getByText('Conta «BAI Ordem» criada.').waitFor({ timeout: 15_000 });
    await expect.poll(async () => section.getByLabel('Conta no Kumbu').evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '')).toContain('BAI Ordem');

    await section.getByRole('button', { name: 'Importar', exact: true }).click();
    const done = section.getByText(/^Importado: \d+ novos/);
    await done.waitFor({ timeout: 20_000 });
    // On a phone the long preview gives way to a short result: the result is brought into view
    // and focused, not left above a page scrolled down to the footer.
    await expect.poll(() => done.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return document.activeElement === el && box.top >= 0 && box.bottom <= window.innerHeight;
    }), { timeout: 5_000 }).toBe(true);
    const inserted = Number(/Importado: (\d+) novos/.exec((await done.textContent()) ?? '')?.[1]);
    expect(inserted).toBe(total);

    // The history lists it; the reconciliation says how the account stands.
    const history = page.locator('section.statement-history');
    const row = history.locator('.statement-history__item').first();
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toContain('extracto-bai.csv');
    expect(await row.textContent()).toContain('BAI Ordem');
    await history.locator('.statement-recon__item').first().waitFor({ timeout: 15_000 });

    // The Accounts view says how the account stands against the statement.
    await page.goto(`${server.url}/accounts`);
    const recon = page.locator('li[data-account="BAI Ordem"] [data-testid=account-reconciliation]');
    await recon.waitFor({ timeout: 15_000 });
    // "Nova conta" started the account at the statement's opening balance: they agree.
    expect(await recon.textContent()).toMatch(/^✅ Confere com o extrato até 15/);
    await page.goto(`${server.url}/import`);
    await row.waitFor({ timeout: 15_000 });

    await history.screenshot({ path: `${SCREENSHOTS}imports-history-before-undo-pt-360.png` });
    // Undo, asked first.
    await row.getByRole('button', { name: /^Anular a importação de/ }).click();
    await row.getByText(/^Anular esta importação\?/).waitFor();
    await row.getByRole('button', { name: 'Anular', exact: true }).click();
    await history.getByText(`Importação anulada: ${inserted} movimentos apagados.`).waitFor({ timeout: 15_000 });
    await row.getByText('Anulada').waitFor({ timeout: 15_000 });
    await page.locator('section.statement-history').screenshot({ path: `${SCREENSHOTS}imports-history-pt-360.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks whether the ATM withdrawals are transfers to the Carteira, keeps the rule, and lists it with Remover (pt, 1280 px)', async () => {
    const { context, page, userId } = await signedIn(1280);
    await insertMoneyAccount(server.database.db, userId, { type: 'bank', name: 'BAI', iban: 'AO06004000001234567890123', currency: 'AOA' });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/import`);
    const rules = page.locator('section.transfer-rules');
    await rules.getByText(/^Ainda não tem regras/).waitFor({ timeout: 15_000 });
    const section = page.locator('section.statement-import');
    await section.getByLabel('Ficheiro do extrato').setInputFiles({ name: 'extracto-bai.csv', mimeType: 'text/csv', buffer: FIXTURE });
    // The file's IBAN picks BAI; its two "LEV ATM BAI TALATONA" lines make one question.
    const question = section.getByRole('group', { name: 'Levantamentos (LEV ATM …) são transferências para a Carteira?' });
    await question.waitFor({ timeout: 20_000 });
    expect(Number(await count(page, 'transfers').textContent())).toBe(0);
    const blocking = blockingOf(await runAxe(page))
      .map((v) => ({ ...v, targets: v.targets.filter((target) => target !== '.avatar-button') }))
      .filter((v) => v.targets.length > 0).map(describeViolation);
    expect(blocking).toEqual([]);
    await question.screenshot({ path: `${SCREENSHOTS}imports-transfer-question-pt-1280.png` });

    await question.getByRole('button', { name: 'Sim, são transferências' }).click();
    await section.getByText('Regra guardada: «LEV ATM» → Carteira. Estas linhas são agora transferências.').waitFor({ timeout: 15_000 });
    expect(Number(await count(page, 'transfers').textContent())).toBe(2);
    expect(await section.getByRole('group', { name: /^Levantamentos/ }).count()).toBe(0);
    // The answered question's button is gone: focus is on the counts it changed.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Resumo');
    const rule = rules.locator('li[data-rule="lev atm"]');
    await rule.waitFor({ timeout: 15_000 });
    expect(await rule.textContent()).toContain('BAI: «LEV ATM» → Carteira');

    await section.getByRole('button', { name: 'Importar', exact: true }).click();
    await section.getByText(/^Importado: \d+ novos/).waitFor({ timeout: 20_000 });
    await rules.screenshot({ path: `${SCREENSHOTS}imports-transfer-rules-pt-1280.png` });
    await rule.getByRole('button', { name: 'Remover a regra «LEV ATM» de BAI para Carteira' }).click();
    await rules.getByText('Regra «LEV ATM» → Carteira removida.').waitFor({ timeout: 15_000 });
    await rules.getByText(/^Ainda não tem regras/).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the server’s own message, in the interface language, for a file it cannot read (en, 1280 px)', async () => {
    const { context, page, cookie } = await signedIn(1280, 'en');
    const junk = Buffer.from('isto não é um extrato\nnem tem tabela nenhuma\n');
    const direct = await server.app.inject({ method: 'POST', url: '/api/imports/uploads?name=notas.csv', headers: { cookie, 'content-type': 'application/octet-stream', 'accept-language': 'en' }, payload: junk });
    expect(direct.statusCode).toBe(422);
    const message = (JSON.parse(direct.body) as { error: string }).error;
    expect(message.length).toBeGreaterThan(10);

    await page.goto(`${server.url}/import`);
    const section = page.locator('section.statement-import');
    await section.getByRole('heading', { name: 'Bank or wallet statement' }).waitFor();
    await section.getByLabel('Statement file').setInputFiles({ name: 'notas.csv', mimeType: 'text/csv', buffer: junk });
    const alert = section.getByRole('alert');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toBe(message);
    // The picker is back, ready for another file.
    expect(await section.getByLabel('Statement file').count()).toBe(1);
    await section.screenshot({ path: `${SCREENSHOTS}imports-refused-en-1280.png` });

    // Over 20 MB is refused before anything is sent.
    await section.getByLabel('Statement file').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.alloc(21 * 1024 * 1024, 0x41) });
    await expect.poll(async () => section.getByRole('alert').textContent()).toBe('The file “big.csv” is 21 MB: the limit is 20 MB. Export a shorter period.');
    await context.close();
  });
});
