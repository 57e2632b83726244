// The signed-in app's screens by path (issue 17). The web app's navigation is built on this
// list (apps/web/src/app/app-screens.ts) and the server uses it to answer a first visit to a
// screen with the page that paints the app's skeleton before any script arrives (app.html).
export const APP_SCREEN_PATHS = ['/dashboard', '/accounts', '/import', '/reports', '/settings'] as const;

export type AppScreenPath = (typeof APP_SCREEN_PATHS)[number];

/** The app screen a path belongs to (its own path or below it, a trailing slash ignored), or null. */
export function appScreenPathOf(pathname: string): AppScreenPath | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return APP_SCREEN_PATHS.find((p) => path === p || path.startsWith(`${p}/`)) ?? null;
}
