// The sign-in / sign-up dialog (spec §2). The app shell renders this small wrapper when
// someone asks for the dialog; the forms themselves are a separate chunk, so the landing
// page's first download stays small.
import { lazy, Suspense } from 'react';
import { loadAppTexts } from '../../i18n/i18n';
import { useSession } from '../../shared/session/session-context';

// The forms' texts (account section) arrive with them, not with the landing page.
const AuthDialog = lazy(() => Promise.all([import('./auth-dialog'), loadAppTexts()]).then(([m]) => ({ default: m.AuthDialog })));

export function SignInDialog() {
  const { signInRequest } = useSession();
  if (signInRequest === null) return null;
  // A new opening (say, "Create account" while it is open) starts a fresh dialog.
  return (
    <Suspense fallback={null}>
      <AuthDialog key={signInRequest.id} request={signInRequest} />
    </Suspense>
  );
}
