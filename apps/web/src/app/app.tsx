// Routes (spec §2). The landing page ships in the first download; every other screen is
// a separate chunk fetched when first visited, so a phone on a slow link starts fast.
import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { LandingPage } from '../features/landing/landing-page';
import { loadAppTexts } from '../i18n/i18n';
import { SessionProvider } from '../shared/session/session-context';
import { AppLayout } from './app-layout';
import { NotFoundPage } from './not-found-page';

// Screens behind an account also need the app texts (i18n.ts): both downloads run at once.
const withAppTexts = <T,>(load: Promise<T>): Promise<T> => Promise.all([load, loadAppTexts()]).then(([m]) => m);

const DocsPage = lazy(() => import('../features/docs/docs-page').then((m) => ({ default: m.DocsPage })));
const DashboardPage = lazy(() => withAppTexts(import('../features/dashboard/dashboard-page')).then((m) => ({ default: m.DashboardPage })));
const AccountsPage = lazy(() => withAppTexts(import('../features/dashboard/accounts/accounts-page')).then((m) => ({ default: m.AccountsPage })));
const SettingsPage = lazy(() => withAppTexts(import('../features/settings/settings-page')).then((m) => ({ default: m.SettingsPage })));
// The status page's texts are in the core (it must work with the fewest downloads).
const StatusPage = lazy(() => import('../features/status/status-page').then((m) => ({ default: m.StatusPage })));
const ResetPasswordPage = lazy(() => withAppTexts(import('../features/auth/reset-password-page')).then((m) => ({ default: m.ResetPasswordPage })));

export function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <Routes>
          <Route element={<AppLayout />}>
            <Route index element={<LandingPage />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="accounts" element={<AccountsPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="reset-password" element={<ResetPasswordPage />} />
            <Route path="status" element={<StatusPage />} />
            <Route path="docs" element={<DocsPage />} />
            <Route path="docs/:section" element={<DocsPage />} />
            <Route path="onboarding" element={<LandingPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </SessionProvider>
    </BrowserRouter>
  );
}
