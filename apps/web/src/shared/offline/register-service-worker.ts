// Registers the service worker (src/sw/service-worker.ts) in production builds, a few
// seconds after the page has loaded and when the browser is idle: its download of the app's
// files must never compete with the first screen on a slow link (issue 17). Once installed it
// serves every page of the site, the landing page too.
const AFTER_LOAD_MS = 3_000;

let registered = false;

/** Once per page; the app shell calls it on its first screen (landing-page visitors never download the app). */
export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  const register = (): void => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No service worker (private mode, an old browser): the app works as before, online.
    });
  };
  const later = (): void => {
    window.setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5_000 });
      else register();
    }, AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
