// Documentation in Chromium: every section's Markdown title renders in pt and en (rendered
// at build time, so this runs against `npm run build -w @kumbu/web`), the sidebar changes
// the path, and an unknown section in the path becomes the overview.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DOCS_SECTIONS } from '../apps/web/src/features/docs/docs-sections';
import { launchBrowser, startServer, HAS_CHROMIUM } from './browser';

type Server = Awaited<ReturnType<typeof startServer>>;
const LANGS = ['pt', 'en'] as const;

function titleOf(lang: string, section: string): string {
  const source = readFileSync(new URL(`../apps/web/src/features/docs/content/${lang}/${section}.md`, import.meta.url), 'utf8');
  return (source.split('\n')[0] ?? '').replace(/^# /, '').trim();
}

const articleTitle = (page: Page) => page.locator('.docs__article h2').first().textContent();

describe.skipIf(!HAS_CHROMIUM)('documentation in Chromium', () => {
  let browser: Browser;
  let server: Server;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.app.close();
    await server.database.close();
  });

  for (const lang of LANGS) {
    it(`renders every section's title in ${lang}`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      // The app's language switch persists here; set it before the first load.
      await context.addInitScript((l) => localStorage.setItem('kumbu.lang', l), lang);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      for (const section of DOCS_SECTIONS) {
        await page.goto(`${server.url}/docs/${section}`);
        await expect.poll(() => articleTitle(page)).toBe(titleOf(lang, section));
        // Headings carry ids for in-page anchors; raw HTML never reaches the page.
        expect(await page.locator('.docs__body h3[id]').count(), section).toBeGreaterThan(0);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('fits a 360 px phone: no section scrolls sideways (the chip strip and tables scroll inside)', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
    for (const section of DOCS_SECTIONS) {
      await page.goto(`${server.url}/docs/${section}`);
      await expect.poll(() => articleTitle(page)).toBe(titleOf('pt', section));
      expect({ section, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ section, width: 360 });
    }
    await page.close();
  });

  it('changes the path from the sidebar and replaces an unknown section with overview', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/docs/nothing-here`);
    await page.waitForURL('**/docs/overview');
    await expect.poll(() => articleTitle(page)).toBe(titleOf('pt', 'overview'));
    await page.locator('.docs__sidebar a[href="/docs/api"]').click();
    await page.waitForURL('**/docs/api');
    await expect.poll(() => articleTitle(page)).toBe(titleOf('pt', 'api'));
    // A link inside the Markdown stays in the app and updates the path too.
    await page.locator('.docs__sidebar a[href="/docs/overview"]').click();
    await page.waitForURL('**/docs/overview');
    await page.locator('.docs__body a[href="/docs/privacy"]').first().click();
    await page.waitForURL('**/docs/privacy');
    await expect.poll(() => articleTitle(page)).toBe(titleOf('pt', 'privacy'));
    await page.close();
  });

  it('a link to a part of a document opens at that heading (the footer\'s cookies policy)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/docs/privacy#sessao-e-navegador`);
    await expect.poll(() => articleTitle(page)).toBe(titleOf('pt', 'privacy'));
    await expect.poll(() => page.evaluate(() => {
      const top = document.getElementById('sessao-e-navegador')?.getBoundingClientRect().top;
      return top !== undefined && top >= -2 && top < 400 && window.scrollY > 0;
    })).toBe(true);
    await page.close();
  });

  it('a link inside the page to a section that does not exist says so, and keeps the path', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/docs/overview`);
    await expect.poll(() => articleTitle(page)).toBe(titleOf('pt', 'overview'));
    // Stands for a link in the Markdown to a section that was renamed or never written.
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/no-such-section';
      a.textContent = 'secção antiga';
      document.querySelector('.docs__body')?.append(a);
    });
    await page.locator('.docs__body a[href="/docs/no-such-section"]').click();
    await page.waitForURL('**/docs/no-such-section');
    await expect.poll(() => articleTitle(page)).toBe('Secção não encontrada');
    expect(await page.locator('.docs__article p').first().textContent()).toContain('Escolha outra na lista');
    // The sidebar still works from there.
    await page.locator('.docs__sidebar a[href="/docs/terms"]').click();
    await page.waitForURL('**/docs/terms');
    await expect.poll(() => articleTitle(page)).toBe(titleOf('pt', 'terms'));
    await page.close();
  });
});
