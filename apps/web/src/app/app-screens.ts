// The signed-in app's screens, in navigation order (issue 17): the app shell's header and
// its phone tab bar both read this list, and the layout uses it to tell an app screen from a
// public page (which keeps the marketing header). The paths come from @kumbu/core/app-paths,
// which the server also reads (it answers an app screen with the skeleton page, app.html).
import { type AppScreenPath, appScreenPathOf } from '@kumbu/core/app-paths';

interface ScreenDef { readonly path: AppScreenPath; readonly key: string; readonly icon: string }

export const APP_SCREENS = [
  { path: '/dashboard', key: 'dashboard', icon: 'home' },
  { path: '/accounts', key: 'accounts', icon: 'wallet' },
  { path: '/import', key: 'import', icon: 'inbox' },
  { path: '/reports', key: 'reports', icon: 'chart' },
  { path: '/settings', key: 'settings', icon: 'gear' },
] as const satisfies readonly ScreenDef[];

export type AppScreen = (typeof APP_SCREENS)[number];
export type AppIcon = AppScreen['icon'];

/** The app screen a path belongs to (its own path or below it), or null for a public page. */
export function appScreenOf(pathname: string): AppScreen | null {
  const path = appScreenPathOf(pathname);
  return APP_SCREENS.find((s) => s.path === path) ?? null;
}
