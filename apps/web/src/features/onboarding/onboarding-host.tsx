// Reads the onboarding query contract on every location change and, when it says so,
// shows the wizard. Only this file and the pure query parser ship with the landing page;
// the wizard, its styles and the bot-protection widget arrive in lazy chunks.
import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentLang, loadAppTexts, setLanguage } from '../../i18n/i18n';
import { closedLocation, parseOnboardingQuery } from './onboarding-query';

// The wizard's texts (onboarding section) arrive with it, not with the landing page.
const OnboardingWizard = lazy(() => Promise.all([import('./onboarding-wizard'), loadAppTexts()]).then(([m]) => ({ default: m.OnboardingWizard })));

export function OnboardingHost() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parseOnboardingQuery(search, pathname), [search, pathname]);

  // `lang` in the link switches the interface language (and is remembered like any choice).
  useEffect(() => {
    if (query.open && query.lang !== null && query.lang !== currentLang()) void setLanguage(query.lang);
  }, [query.open, query.lang]);

  // Closing removes the query string (and leaves /onboarding, which would reopen it).
  const close = useCallback(() => {
    void navigate(closedLocation(pathname, hash), { replace: true });
  }, [navigate, pathname, hash]);

  if (!query.open) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingWizard query={query} onClose={close} />
    </Suspense>
  );
}
