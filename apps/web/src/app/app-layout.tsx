import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { SignInDialog } from '../features/auth/sign-in-dialog';
import { OnboardingHost } from '../features/onboarding/onboarding-host';
import { useSession } from '../shared/session/session-context';
import { SiteFooter } from '../shared/ui/site-footer';
import { SiteHeader } from '../shared/ui/site-header';
import { RouteErrorBoundary } from './route-error-boundary';

function PageLoading() {
  const { t } = useTranslation();
  return <p className="container page-message" role="status">{t('common.loading')}</p>;
}

/** Header and footer stay put while a lazily loaded screen arrives. */
export function AppLayout() {
  const { t } = useTranslation();
  const { signInOpen } = useSession();
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">{t('common.skipToContent')}</a>
      <SiteHeader />
      <main id="main">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      {signInOpen && <SignInDialog />}
      <OnboardingHost />
    </>
  );
}
