// The gate of the account screens (spec §6): /dashboard and /settings need a signed-in
// user whose e-mail is verified. Signed out → the sign-in prompt; signed in but not yet
// verified (possible after the WhatsApp/phone onboarding) → a "verify your e-mail" panel.
// It also turns better-auth's "?error=INVALID_TOKEN" (an old verification link) into words.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Notice, resendNotice } from '../notice';
import { type Me } from '../session/account-api';
import { type SessionFailure, useSession } from '../session/session-context';
import { NoticeBanner } from './notice-banner';
import { ResendVerificationButton } from './resend-verification-button';
import { SignInPrompt } from './sign-in-prompt';

interface Props {
  /** The screen, for a verified user. */
  readonly children: (me: Me) => ReactNode;
  /** Shown while the session loads (default: "Loading…"). */
  readonly loadingText?: string;
  /** Shown instead of the loading text (a skeleton of the screen). */
  readonly loading?: ReactNode;
  /** What a failed load says (default: the failure's own message). */
  readonly errorText?: (failure: SessionFailure) => string;
}

export function VerifiedGuard({ children, loadingText, loading, errorText }: Props) {
  const { t } = useTranslation();
  const { session, refresh } = useSession();
  return (
    <>
      <VerifyLinkBanner />
      {session.status === 'loading' && (loading ?? <p role="status">{loadingText ?? t('common.loading')}</p>)}
      {session.status === 'signed-out' && <SignInPrompt />}
      {session.status === 'error' && (
        <div className="banner banner--error" role="alert">
          {errorText ? errorText(session.failure) : session.message}{' '}
          <button type="button" className="link-button" onClick={() => void refresh()}>{t('common.reload')}</button>
        </div>
      )}
      {session.status === 'signed-in' && (session.me.user.emailVerified ? children(session.me) : <UnverifiedPanel me={session.me} />)}
    </>
  );
}

/** better-auth sends a failed verification link to "/dashboard?error=INVALID_TOKEN". */
function VerifyLinkBanner() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  if (!params.has('error')) return null;
  return (
    <div className="banner banner--error guard-banner" role="alert">
      <span>{t('account.guard.linkInvalid')}</span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('account.guard.dismiss')}
        onClick={() => setParams((p) => {
          p.delete('error');
          return p;
        }, { replace: true })}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

function UnverifiedPanel({ me }: { readonly me: Me }) {
  const { t } = useTranslation();
  const { refresh, signOut } = useSession();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [checking, setChecking] = useState(false);
  return (
    <section className="panel verify-panel" aria-labelledby="verify-panel-title">
      <h2 id="verify-panel-title">{t('account.guard.unverifiedTitle')}</h2>
      <p>{t('account.guard.unverifiedBody', { email: me.user.email })}</p>
      <NoticeBanner notice={notice} />
      <div className="verify-panel__actions">
        <ResendVerificationButton
          email={me.user.email}
          className="button button--primary"
          onResult={(answer) => setNotice(resendNotice(answer, {
            resent: t('account.messages.verificationResent'), failed: t('account.messages.resendFailed'),
          }))}
        />
        <button
          type="button"
          className="button button--ghost"
          disabled={checking}
          onClick={() => {
            setChecking(true);
            void refresh().finally(() => setChecking(false));
          }}
        >
          {t('account.guard.checkAgain')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => void signOut()}>
          {t('account.guard.signOut')}
        </button>
      </div>
    </section>
  );
}
