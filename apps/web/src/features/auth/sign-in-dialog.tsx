// The sign-in modal. A native <dialog> gives focus containment, the backdrop and Escape
// for free. Sign-up and password reset arrive with the onboarding work; until then the
// dialog offers only what works today (sign in, or start on WhatsApp).
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '@kumbu/core/errors';
import { useSession } from '../../shared/session/session-context';
import { useLang } from '../../shared/use-lang';
import { whatsappLink } from '../../shared/whatsapp';
import { signIn } from './sign-in-api';

/** The spec's pause between "Signed in successfully!" and the dialog closing. */
export const CLOSE_AFTER_SUCCESS_MS = 1000;

type Banner = { readonly kind: 'error' | 'success'; readonly text: string } | null;

export function SignInDialog() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { closeSignIn, refresh } = useSession();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<Banner>(null);
  const titleId = useId();
  const emailId = useId();
  const passwordId = useId();

  // No close() on cleanup: the element leaves the DOM with us, and a close() here would
  // queue a 'close' event that shuts the dialog again after StrictMode's re-mount.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // After a success the dialog closes by itself; leaving early must not navigate later.
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  async function submit(): Promise<void> {
    const trimmed = email.trim();
    if (trimmed === '') return setBanner({ kind: 'error', text: t('auth.emailRequired') });
    if (password === '') return setBanner({ kind: 'error', text: t('auth.passwordRequired') });
    setBusy(true);
    setBanner(null);
    const answer = await signIn(trimmed, password);
    if (!answer.success) {
      setBusy(false);
      const text = answer.code === 'email-not-verified' ? errorMessage(answer.code, lang) : answer.error || t('auth.failed');
      setBanner({ kind: 'error', text });
      return;
    }
    setBanner({ kind: 'success', text: t('auth.success') });
    await refresh();
    closeTimer.current = window.setTimeout(() => {
      closeSignIn();
      void navigate('/dashboard');
    }, CLOSE_AFTER_SUCCESS_MS);
  }

  return (
    <dialog ref={dialogRef} className="dialog" aria-labelledby={titleId} onClose={closeSignIn}>
      <div className="dialog__head">
        <h2 id={titleId}>{t('auth.title')}</h2>
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={closeSignIn}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="dialog__sub">{t('auth.subtitle')}</p>
      {banner && (
        <p className={`banner banner--${banner.kind}`} role={banner.kind === 'error' ? 'alert' : 'status'}>
          {banner.text}
        </p>
      )}
      <form className="form" noValidate onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}>
        <label htmlFor={emailId}>{t('auth.email')}</label>
        <input
          id={emailId}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label htmlFor={passwordId}>{t('auth.password')}</label>
        <div className="password-field">
          <input
            id={passwordId}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button
            type="button"
            className="password-field__toggle"
            aria-pressed={showPassword}
            onClick={() => setShowPassword((v) => !v)}
          >
            {showPassword ? t('auth.hidePassword') : t('auth.showPassword')}
          </button>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? t('auth.submitting') : t('auth.submit')}
        </button>
      </form>
      <p className="dialog__foot">
        {t('auth.noAccount')}{' '}
        <a href={whatsappLink()} target="_blank" rel="noopener noreferrer">{t('auth.noAccountAction')}</a>
      </p>
    </dialog>
  );
}
