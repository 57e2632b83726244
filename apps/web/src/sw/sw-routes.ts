// Which requests the service worker answers, and how (issue 17). Pure, so it is unit-tested:
// - the built app's hashed files (/assets/…) and the public icons: from the cache first —
//   their names change with their content, so a cached copy is never stale;
// - a screen of the single-page app (a navigation to a path without a file extension): the
//   cached page at once (app.html for an app screen, index.html for a public page), refreshed
//   in the background, so a repeat visit paints before the network answers and works offline;
// - everything else, above all /api/ (people's data, sessions, the live stream) and the
//   server's own pages under /dev/ (the local outbox and WhatsApp simulator, not the app):
//   never touched — straight to the network, as if there were no service worker.
export type SwRoute = 'asset' | 'shell' | 'network';

import { appScreenPathOf } from '@kumbu/core/app-paths';

/** The cache key of the app's page (what a public page's address serves). */
export const SHELL_URL = '/index.html';
/** The same page painting the app's skeleton first (what an app screen's address serves). */
export const APP_SHELL_URL = '/app.html';

/** Which cached page a navigation gets: the server answers app screens with app.html. */
export function shellUrlFor(pathname: string): string {
  return appScreenPathOf(pathname) === null ? SHELL_URL : APP_SHELL_URL;
}

/** Paths the server answers itself, never with the app's page. */
const SERVER_PAGES = ['/api', '/dev'] as const;

export function swRoute(pathname: string, method: string, mode: string): SwRoute {
  if (method !== 'GET') return 'network';
  if (SERVER_PAGES.some((p) => pathname === p || pathname.startsWith(`${p}/`)) || pathname === '/sw.js') return 'network';
  if (pathname.startsWith('/assets/')) return 'asset';
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.')) return /\.(?:png|svg|webmanifest)$/.test(last) ? 'asset' : 'network';
  return mode === 'navigate' ? 'shell' : 'network';
}

/**
 * Caches to delete when a new version activates: every Kumbu cache except the current one and
 * the one made just before it (`names` in creation order, as caches.keys() gives them) — a
 * page opened on the previous version may still ask for its own chunks.
 */
export function staleCaches(names: readonly string[], current: string, prefix: string): string[] {
  const ours = names.filter((n) => n.startsWith(prefix));
  const at = ours.indexOf(current);
  const keep = new Set([current, ...(at > 0 ? [ours[at - 1]] : [])]);
  return ours.filter((n) => !keep.has(n));
}
