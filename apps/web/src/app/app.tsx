// Routes (spec §2). The landing page ships in the first download; every other screen is
// a separate chunk fetched when first visited, so a phone on a slow link starts fast.
import { BrowserRouter, Route, Routes } from 'react-router';
import { LandingPage } from '../features/landing/landing-page';
import { SessionProvider } from '../shared/session/session-context';
import { AppLayout } from './app-layout';
import {
  AccountsPage, DashboardPage, DocsPage, GoodbyePage, ImportPage, ReportsPage, ResetPasswordPage, SettingsPage, StatusPage,
} from './lazy-screens';
import { NotFoundPage } from './not-found-page';

export function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <Routes>
          <Route element={<AppLayout />}>
            <Route index element={<LandingPage />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="accounts" element={<AccountsPage />} />
            <Route path="import" element={<ImportPage />} />
            <Route path="reports" element={<ReportsPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="reset-password" element={<ResetPasswordPage />} />
            <Route path="status" element={<StatusPage />} />
            {/* After deleting the account: one page, a path in each language (settings-flow goodbyePath). */}
            <Route path="adeus" element={<GoodbyePage />} />
            <Route path="goodbye" element={<GoodbyePage />} />
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
