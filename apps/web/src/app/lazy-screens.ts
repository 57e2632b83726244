// Every screen after the landing page is its own chunk (a phone on a slow link starts
// fast), loaded with retries (resilient-lazy.tsx), and all of them are fetched quietly once
// the first screen has painted, so moving around later — offline too — needs no download.
import { appScreenPathOf, type AppScreenPath } from '@kumbu/core/app-paths';
import { loadAppTexts } from '../i18n/i18n';
import { resilientLazy } from '../shared/resilient-lazy';

// Screens behind an account also need the app texts (i18n.ts): both downloads run at once.
const withAppTexts = <T,>(load: Promise<T>): Promise<T> => Promise.all([load, loadAppTexts()]).then(([m]) => m);

export const DocsPage = resilientLazy(() => import('../features/docs/docs-page').then((m) => m.DocsPage));
export const DashboardPage = resilientLazy(() => withAppTexts(import('../features/dashboard/dashboard-page')).then((m) => m.DashboardPage));
export const AccountsPage = resilientLazy(() => withAppTexts(import('../features/dashboard/accounts/accounts-page')).then((m) => m.AccountsPage));
export const ImportPage = resilientLazy(() => withAppTexts(import('../features/import-hub/import-page')).then((m) => m.ImportPage));
export const ReportsPage = resilientLazy(() => withAppTexts(import('../features/reports/reports-page')).then((m) => m.ReportsPage));
export const SettingsPage = resilientLazy(() => withAppTexts(import('../features/settings/settings-page')).then((m) => m.SettingsPage));
// The status page's texts are in the core (it must work with the fewest downloads).
export const StatusPage = resilientLazy(() => import('../features/status/status-page').then((m) => m.StatusPage));
// Where a deleted account lands (signed out, so not one of the app's screens).
export const GoodbyePage = resilientLazy(() => withAppTexts(import('../features/settings/goodbye-page')).then((m) => m.GoodbyePage));
export const ResetPasswordPage = resilientLazy(() => withAppTexts(import('../features/auth/reset-password-page')).then((m) => m.ResetPasswordPage));

const SCREEN_BY_PATH: Readonly<Record<AppScreenPath, { preload(): Promise<void> }>> = {
  '/dashboard': DashboardPage, '/accounts': AccountsPage, '/import': ImportPage, '/reports': ReportsPage, '/settings': SettingsPage,
};

/** Starts the download of the screen at `pathname` (main.tsx, before the translations are ready), if it is an app screen. */
export function preloadScreenAt(pathname: string): void {
  const path = appScreenPathOf(pathname);
  if (path !== null) void SCREEN_BY_PATH[path].preload();
}

/** The app's screens in the order a signed-in person is likeliest to open them. */
const APP_SCREENS = [DashboardPage, AccountsPage, SettingsPage, ReportsPage, ImportPage];

/** How long after the shell mounts the other screens start downloading: the first screen's own requests go first. */
export const PRELOAD_DELAY_MS = 2_500;

/** Fetches the app's screens one after another (never competing with each other on a slow link). */
let preloaded = false;
export async function preloadAppScreens(): Promise<void> {
  if (preloaded) return;
  preloaded = true;
  for (const screen of APP_SCREENS) await screen.preload();
}
