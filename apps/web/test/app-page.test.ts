// app.html (issue 17): the built index.html with the app's skeleton painted by the HTML itself
// — inside #root, so React replaces it — and the stylesheet moved to the end of <body>, where
// it no longer holds back the first paint on a slow connection.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_SCREEN_PATHS, appScreenPathOf } from '@kumbu/core/app-paths';
import { appPageOf } from '../vite-plugins/app-page';
import { APP_SCREENS, appScreenOf } from '../src/app/app-screens';

const BUILT_INDEX = `<!doctype html>
<html lang="pt">
  <head>
    <title>Kumbu</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const skeleton = readFileSync(new URL('../src/app/boot-skeleton.html', import.meta.url), 'utf8');

describe('app.html', () => {
  const page = appPageOf(BUILT_INDEX, '<div class="boot"><div class="skeleton"></div></div>');

  it('puts the skeleton inside #root and the stylesheet after it, at the end of <body>', () => {
    expect(page).toContain('<div id="root"><div class="boot"><div class="skeleton"></div></div></div>');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(page.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">')).toBeGreaterThan(page.indexOf('<div id="root">'));
    expect(page.indexOf('index-c3.css')).toBeLessThan(page.indexOf('</body>'));
  });

  it('keeps the scripts and their preloads in <head>', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('src="/assets/index-a1.js"');
    expect(head).toContain('href="/assets/vendor-b2.js"');
  });

  it('refuses an index.html whose #root is not empty (React would not be what replaces it)', () => {
    expect(() => appPageOf(BUILT_INDEX.replace('<div id="root"></div>', '<div id="root">x</div>'), skeleton)).toThrow(/#root/u);
  });

  it('the skeleton needs no script (the CSP allows none inline), styles itself and says it is loading in pt and en', () => {
    expect(skeleton).not.toMatch(/<script/iu);
    expect(skeleton).toMatch(/<style>/u);
    expect(skeleton).toContain('role="status"');
    expect(skeleton).toContain('A carregar');
    expect(skeleton).toContain('Loading');
    expect(skeleton).toMatch(/class="skeleton /u);
  });
});

describe('app screens', () => {
  it('the navigation lists exactly the paths the server answers with app.html', () => {
    expect(APP_SCREENS.map((s) => s.path)).toEqual([...APP_SCREEN_PATHS]);
  });

  it('a screen owns its own path and what is below it, and nothing else', () => {
    expect(appScreenPathOf('/dashboard')).toBe('/dashboard');
    expect(appScreenPathOf('/dashboard/')).toBe('/dashboard');
    expect(appScreenPathOf('/settings/security')).toBe('/settings');
    expect(appScreenPathOf('/dashboards')).toBeNull();
    expect(appScreenPathOf('/')).toBeNull();
    expect(appScreenPathOf('/docs/privacy')).toBeNull();
    expect(appScreenOf('/accounts')?.key).toBe('accounts');
    expect(appScreenOf('/status')).toBeNull();
  });
});
