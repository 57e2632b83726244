// The dialog itself: a native <dialog> (focus containment, backdrop, Escape), the mode
// switch, the banners and the verification box. The two forms report back through `onStep`.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type Notice } from '../../shared/notice';
import { type SignInMode, type SignInRequest, useSession } from '../../shared/session/session-context';
import { NoticeBanner } from '../../shared/ui/notice-banner';
import { FIRST_FIELD, useReturnFocus } from '../../shared/ui/use-return-focus';
import { CLOSE_AFTER_SUCCESS_MS, type AuthTexts, type DialogStep, type VerificationBox } from './auth-flow';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { VerificationPanel } from './verification-panel';
import './auth.css';

export function AuthDialog({ request }: { readonly request: SignInRequest }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { closeSignIn, refresh } = useSession();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [mode, setMode] = useState<SignInMode>(request.mode);
  const [banner, setBanner] = useState<Notice | null>(null);
  const [verification, setVerification] = useState<VerificationBox | null>(null);
  const [signInEmail, setSignInEmail] = useState('');
  const [done, setDone] = useState(false);
  const titleId = useId();
  const bannerId = useId();

  const texts = useMemo<AuthTexts>(() => ({
    signedIn: t('account.messages.signedIn'),
    accountCreated: t('account.messages.accountCreated'),
    resetSent: t('account.messages.resetSent'),
    signUpFailed: t('account.messages.signUpFailed'),
    signInFailed: t('account.messages.signInFailed'),
    resetEmailFailed: t('account.messages.resetEmailFailed'),
  }), [t]);

  // No close() on cleanup: the element leaves the DOM with us, and a close() here would
  // queue a 'close' event that shuts the dialog again after StrictMode's re-mount.
  // showModal alone would focus the first focusable element, the × button: the person came
  // to type their e-mail (or name), so that field gets focus.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    dialog?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, []);
  useReturnFocus();

  // After a success the dialog closes by itself; leaving early must not navigate later.
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onStep = useCallback((step: DialogStep) => {
    setBanner(step.banner);
    if (step.verification !== undefined) setVerification(step.verification);
    if (step.mode) {
      if (step.verification) setSignInEmail(step.verification.email);
      setMode(step.mode);
    }
    if (step.signedIn) {
      setDone(true);
      void refresh();
      closeTimer.current = window.setTimeout(() => {
        closeSignIn();
        void navigate('/dashboard');
      }, CLOSE_AFTER_SUCCESS_MS);
    }
  }, [closeSignIn, navigate, refresh]);

  // The toggle between modes clears every message (spec §2).
  const switchMode = (next: SignInMode): void => {
    setBanner(null);
    setVerification(null);
    setMode(next);
  };

  const signup = mode === 'signup';
  return (
    <dialog
      ref={dialogRef}
      className="dialog auth-dialog"
      aria-labelledby={titleId}
      onClose={closeSignIn}
    >
      <div className="dialog__head">
        <h2 id={titleId}>{signup ? t('account.dialog.signupTitle') : t('account.dialog.signinTitle')}</h2>
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={closeSignIn}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="dialog__sub">{signup ? t('account.dialog.signupSubtitle') : t('account.dialog.signinSubtitle')}</p>
      <NoticeBanner notice={banner} id={bannerId} />
      {verification && (
        <VerificationPanel box={verification} texts={texts} onResult={setBanner} />
      )}
      {signup ? (
        <SignUpForm initialWhatsapp={request.whatsapp} texts={texts} problem={banner} onStep={onStep} />
      ) : (
        <SignInForm key={signInEmail} initialEmail={signInEmail} texts={texts} bannerId={bannerId} problem={banner} done={done} onStep={onStep} />
      )}
      <p className="dialog__foot">
        {signup ? t('account.dialog.toSigninPrompt') : t('account.dialog.toSignupPrompt')}{' '}
        <button type="button" className="link-button" onClick={() => switchMode(signup ? 'signin' : 'signup')}>
          {signup ? t('account.dialog.toSignin') : t('account.dialog.toSignup')}
        </button>
      </p>
    </dialog>
  );
}
