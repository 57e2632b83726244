// /reset-password?token=… — the page the reset e-mail links to (DECISIONS: the original's
// forgot-password was broken; ours works). better-auth sends a bad or used link here as
// "?error=INVALID_TOKEN"; then, or when the server refuses the token, the page offers a new e-mail.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@kumbu/core/errors';
import { type Notice } from '../../shared/notice';
import { useSession } from '../../shared/session/session-context';
import { NoticeBanner } from '../../shared/ui/notice-banner';
import { PasswordInput } from '../../shared/ui/password-input';
import { screenTitle, useDocumentTitle } from '../../shared/use-document-title';
import { useLang } from '../../shared/use-lang';
import { forgotPassword, resetPassword } from './auth-api';
import { afterForgotPassword, afterResetPassword, checkForgotPassword, checkNewPassword } from './auth-flow';
import './auth.css';

type View = 'form' | 'done' | 'invalid-link';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [view, setView] = useState<View>(token === '' || params.has('error') ? 'invalid-link' : 'form');
  useDocumentTitle(screenTitle(t('account.reset.title')));

  return (
    <div className="container reset-page">
      <h1>{t('account.reset.title')}</h1>
      {view === 'form' && <NewPasswordForm token={token} onOutcome={setView} />}
      {view === 'done' && <ResetDone />}
      {view === 'invalid-link' && <RequestNewLink />}
    </div>
  );
}

function NewPasswordForm({ token, onOutcome }: { readonly token: string; readonly onOutcome: (view: View) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const baseId = useId();
  const bannerId = `${baseId}-banner`;

  async function submit(): Promise<void> {
    const bad = checkNewPassword(password, confirm, lang);
    setNotice(bad);
    if (bad) {
      document.getElementById(`${baseId}-${bad.field ?? 'newPassword'}`)?.focus();
      return;
    }
    setBusy(true);
    const outcome = afterResetPassword(await resetPassword(token, password), t('account.reset.failed'));
    setBusy(false);
    if (outcome.kind === 'error') setNotice(outcome.notice);
    else onOutcome(outcome.kind);
  }

  const invalid = (field: string): boolean => notice?.field === field;
  return (
    <section className="panel">
      <p>{t('account.reset.intro')}</p>
      <NoticeBanner notice={notice} id={bannerId} />
      <form className="form" noValidate onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}>
        <PasswordInput id={`${baseId}-newPassword`} name="newPassword" label={t('account.fields.newPassword')} autoComplete="new-password"
          value={password} onChange={setPassword} invalid={invalid('newPassword')} describedBy={bannerId} />
        <PasswordInput id={`${baseId}-confirmPassword`} name="confirmPassword" label={t('account.fields.confirmNewPassword')} autoComplete="new-password"
          value={confirm} onChange={setConfirm} invalid={invalid('confirmPassword')} describedBy={bannerId} />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? t('account.reset.submitting') : t('account.reset.submit')}
        </button>
      </form>
    </section>
  );
}

function ResetDone() {
  const { t } = useTranslation();
  const { openSignIn } = useSession();
  return (
    <section className="panel">
      <p className="banner banner--success" role="status">{t('account.reset.success')}</p>
      <button type="button" className="button button--primary" onClick={() => openSignIn({ mode: 'signin' })}>
        {t('account.reset.signIn')}
      </button>
    </section>
  );
}

function RequestNewLink() {
  const { t } = useTranslation();
  const lang = useLang();
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const emailId = useId();

  async function send(): Promise<void> {
    const bad = checkForgotPassword(email, lang);
    if (bad) {
      setNotice(bad);
      document.getElementById(emailId)?.focus();
      return;
    }
    setBusy(true);
    const step = afterForgotPassword(await forgotPassword(email), {
      resetSent: t('account.messages.resetSent'), resetEmailFailed: t('account.messages.resetEmailFailed'),
    });
    setBusy(false);
    setNotice(step.banner);
  }

  return (
    <section className="panel">
      <h2>{t('account.reset.invalidTitle')}</h2>
      <p className="banner banner--error" role="alert">{errorMessage('invalid-token', lang)}</p>
      <p>{t('account.reset.requestNewIntro')}</p>
      <NoticeBanner notice={notice} />
      <form className="form" noValidate onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}>
        <label htmlFor={emailId}>{t('account.fields.email')}</label>
        <input id={emailId} name="email" type="email" autoComplete="email" inputMode="email" autoCapitalize="none"
          aria-invalid={notice?.kind === 'error' || undefined} value={email} onChange={(event) => setEmail(event.target.value)} />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? t('account.dialog.sendingReset') : t('account.reset.requestNew')}
        </button>
      </form>
    </section>
  );
}
