import { describe, expect, it } from 'vitest';
import { APP_SHELL_URL, SHELL_URL, shellUrlFor, staleCaches, swRoute } from '../src/sw/sw-routes';

describe('swRoute', () => {
  it('never touches the API, the live stream or writes', () => {
    expect(swRoute('/api/records', 'GET', 'cors')).toBe('network');
    expect(swRoute('/api/records/stream', 'GET', 'cors')).toBe('network');
    expect(swRoute('/api/account/me', 'GET', 'navigate')).toBe('network');
    expect(swRoute('/api/records/export.csv', 'GET', 'navigate')).toBe('network');
    // The server's own pages (local outbox, WhatsApp simulator) are not screens of the app.
    expect(swRoute('/dev/outbox', 'GET', 'navigate')).toBe('network');
    expect(swRoute('/dev/whatsapp', 'GET', 'navigate')).toBe('network');
    expect(swRoute('/developers', 'GET', 'navigate')).toBe('shell');
    expect(swRoute('/dashboard', 'POST', 'navigate')).toBe('network');
    expect(swRoute('/sw.js', 'GET', 'no-cors')).toBe('network');
  });

  it('serves the hashed build and the icons from the cache', () => {
    expect(swRoute('/assets/index-DSbSda-J.js', 'GET', 'cors')).toBe('asset');
    expect(swRoute('/assets/dashboard-C6C4UCak.css', 'GET', 'no-cors')).toBe('asset');
    expect(swRoute('/icon-192.png', 'GET', 'no-cors')).toBe('asset');
    expect(swRoute('/manifest.webmanifest', 'GET', 'cors')).toBe('asset');
    expect(swRoute('/robots.txt', 'GET', 'no-cors')).toBe('network');
  });

  it('answers the app\'s screens with the saved page, only for navigations', () => {
    for (const path of ['/', '/dashboard', '/accounts', '/settings', '/docs/privacy', '/reports']) expect(swRoute(path, 'GET', 'navigate')).toBe('shell');
    expect(swRoute('/dashboard', 'GET', 'cors')).toBe('network');
    expect(SHELL_URL).toBe('/index.html');
  });
});

describe('staleCaches', () => {
  it('keeps the current cache and the one before it, and leaves other caches alone', () => {
    const names = ['other-app', 'kumbu-app-a', 'kumbu-app-b', 'kumbu-app-c'];
    expect(staleCaches(names, 'kumbu-app-c', 'kumbu-app-')).toEqual(['kumbu-app-a']);
    expect(staleCaches(names, 'kumbu-app-a', 'kumbu-app-')).toEqual(['kumbu-app-b', 'kumbu-app-c']);
    expect(staleCaches(['kumbu-app-x'], 'kumbu-app-x', 'kumbu-app-')).toEqual([]);
  });
});

describe('shellUrlFor', () => {
  it('answers an app screen with the page that paints its skeleton, a public page with index.html', () => {
    expect(shellUrlFor('/dashboard')).toBe(APP_SHELL_URL);
    expect(shellUrlFor('/settings/')).toBe(APP_SHELL_URL);
    expect(shellUrlFor('/')).toBe(SHELL_URL);
    expect(shellUrlFor('/docs/privacy')).toBe(SHELL_URL);
  });
});
