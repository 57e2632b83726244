// The page a repeat visit to the dashboard gets from the service worker when this device has
// a picture of it (issue 17): index.html with the last rendered dashboard inside #root, inert
// and marked as a snapshot, so the last data is on screen as soon as the page arrives — at
// 800 ms round trip and a 4× slower CPU the app's scripts take seconds to start. main.tsx
// keeps the picture until the live dashboard has its data (shared/offline/snapshot-handoff.ts).
// Pure, so it is unit-tested; the service worker and the page share the names below.

/** The Cache Storage cache the pictures are kept in (not the app's: the page writes and deletes it). */
export const SNAPSHOT_CACHE = 'kumbu-snapshot';
/** The one screen pictured, and the cache key of its picture. */
export const SNAPSHOT_PATH = '/dashboard';
export const SNAPSHOT_KEY = '/__snapshot__/dashboard';
/** The address's query string the picture was taken at (another period is not this picture). */
export const SNAPSHOT_SEARCH_HEADER = 'x-kumbu-search';

const ROOT = '<div id="root"></div>';

/**
 * index.html with `body` (the picture's markup) in #root; null when index.html has no empty
 * #root. Without its modulepreload links: the code comes from this device's cache, so they
 * win nothing, and a slow phone spends ~25 ms on each before it parses the page (measured in
 * a Chromium trace at 4× CPU slowdown) — the picture paints that much sooner.
 */
export function snapshotPage(indexHtml: string, body: string): string | null {
  if (!indexHtml.includes(ROOT)) return null;
  return indexHtml
    .replace(/\s*<link rel="modulepreload"[^>]*>/gu, '')
    .replace(ROOT, `<div id="root"><div class="screen-snapshot" data-snapshot inert>${body}</div></div>`);
}

/** Whether a navigation to `url` may be answered with a picture taken at `search`. */
export function snapshotFits(url: URL, search: string | null): boolean {
  return url.pathname.replace(/\/+$/u, '') === SNAPSHOT_PATH && search !== null && url.search === search;
}
