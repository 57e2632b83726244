import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { SignInDialog } from '../features/auth/sign-in-dialog';
import { OnboardingHost } from '../features/onboarding/onboarding-host';
import { useSession } from '../shared/session/session-context';
import { AppHeader } from '../shared/ui/app-header';
import { AppTabBar } from '../shared/ui/app-tab-bar';
import { SiteFooter } from '../shared/ui/site-footer';
import { SiteHeader } from '../shared/ui/site-header';
import { appScreenOf } from './app-screens';
import { RouteErrorBoundary } from './route-error-boundary';
import '../shared/styles/app-shell.css';

function PageLoading() {
  const { t } = useTranslation();
  return <p className="container page-message" role="status">{t('common.loading')}</p>;
}

/**
 * Header and footer stay put while a lazily loaded screen arrives. The app's own screens get
 * the app shell (its header and, on phones, the bottom tab bar); public pages keep the
 * marketing header with the landing page's sections.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { signInOpen } = useSession();
  const { pathname } = useLocation();
  const inApp = appScreenOf(pathname) !== null;
  return (
    <div className={inApp ? 'app-shell' : undefined}>
      <a className="skip-link" href="#main">{t('common.skipToContent')}</a>
      {inApp ? <AppHeader /> : <SiteHeader />}
      <main id="main">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      {inApp && <AppTabBar />}
      {signInOpen && <SignInDialog />}
      <OnboardingHost />
    </div>
  );
}
