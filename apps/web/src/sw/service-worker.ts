// Kumbu's service worker (issue 17), built to /sw.js by vite-plugins/service-worker.ts,
// which fills in the build's file list and version. It keeps the app itself (page, code,
// styles, icons) on the phone so a repeat visit paints at once and the app opens offline;
// it never touches /api/ — people's data is saved by the page, per account
// (shared/offline/saved-answers.ts), and forgotten on sign-out.
import { SNAPSHOT_CACHE, SNAPSHOT_KEY, SNAPSHOT_SEARCH_HEADER, snapshotFits, snapshotPage } from './screen-snapshot-page';
import { APP_SHELL_URL, SHELL_URL, shellUrlFor, staleCaches, swRoute } from './sw-routes';

declare const __KUMBU_PRECACHE__: readonly string[];
declare const __KUMBU_SW_VERSION__: string;

// The few parts of the service-worker API used here (the DOM and WebWorker libraries cannot
// share one TypeScript program).
interface ExtendableEvent extends Event { waitUntil(work: Promise<unknown>): void }
interface FetchEvent extends ExtendableEvent { readonly request: Request; respondWith(answer: Promise<Response>): void }
interface SwScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
const sw = self as unknown as SwScope;

const PREFIX = 'kumbu-app-';
const CACHE = `${PREFIX}${__KUMBU_SW_VERSION__}`;

sw.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // `cache: 'reload'`: straight from the server, not from the browser's HTTP cache.
    await cache.addAll([SHELL_URL, APP_SHELL_URL, ...__KUMBU_PRECACHE__].map((url) => new Request(url, { cache: 'reload' })));
    await sw.skipWaiting();
  })());
});

sw.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of staleCaches(await caches.keys(), CACHE, PREFIX)) await caches.delete(name);
    await sw.clients.claim();
  })());
});

async function fromCacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

/** The dashboard's last picture in index.html, when this device has one taken at this address. */
async function pictured(url: URL, cache: Cache): Promise<Response | null> {
  const picture = await (await caches.open(SNAPSHOT_CACHE)).match(SNAPSHOT_KEY);
  if (!picture || !snapshotFits(url, picture.headers.get(SNAPSHOT_SEARCH_HEADER))) return null;
  const index = await cache.match(SHELL_URL);
  const page = index ? snapshotPage(await index.text(), await picture.text()) : null;
  return page === null ? null : new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/** The page at once from the cache (with the dashboard's picture when there is one); a fresh copy is fetched alongside for next time. */
async function shell(request: Request, event: FetchEvent): Promise<Response> {
  const cache = await caches.open(CACHE);
  const url = new URL(request.url);
  const key = shellUrlFor(url.pathname);
  const cached = (await pictured(url, cache).catch(() => null)) ?? await cache.match(key);
  const fresh = fetch(request).then(async (response) => {
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && type.startsWith('text/html')) await cache.put(key, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(fresh.catch(() => undefined));
    return cached;
  }
  return fresh;
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  const route = swRoute(url.pathname, request.method, request.mode);
  if (route === 'asset') event.respondWith(fromCacheFirst(request));
  else if (route === 'shell') event.respondWith(shell(request, event));
});
