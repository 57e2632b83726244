import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { SignInDialog } from '../features/auth/sign-in-dialog';
import { OnboardingHost } from '../features/onboarding/onboarding-host';
import { useSession } from '../shared/session/session-context';
import { AppHeader } from '../shared/ui/app-header';
import { AppTabBar } from '../shared/ui/app-tab-bar';
import { registerServiceWorker } from '../shared/offline/register-service-worker';
import { ScreenSkeleton } from '../shared/ui/screen-skeleton';
import { SiteFooter } from '../shared/ui/site-footer';
import { SiteHeader } from '../shared/ui/site-header';
import { appScreenOf } from './app-screens';
import { PRELOAD_DELAY_MS, preloadAppScreens } from './lazy-screens';
import { RouteErrorBoundary } from './route-error-boundary';
import '../shared/styles/app-shell.css';

function PageLoading({ inApp }: { readonly inApp: boolean }) {
  const { t } = useTranslation();
  // An app screen's outline (issue 17); public pages are text and keep a short line.
  if (inApp) return <ScreenSkeleton />;
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
  // Inside the app, the other screens download once this one has settled, and the service
  // worker keeps the app on the phone: moving around later, and the next visit, need nothing
  // from the network (offline too). Visitors of the landing page are spared the download.
  useEffect(() => {
    if (!inApp) return;
    registerServiceWorker();
    const timer = window.setTimeout(() => void preloadAppScreens(), PRELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [inApp]);
  return (
    <div className={inApp ? 'app-shell' : undefined}>
      <a className="skip-link" href="#main">{t('common.skipToContent')}</a>
      {inApp ? <AppHeader /> : <SiteHeader />}
      <main id="main">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading inApp={inApp} />}>
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
