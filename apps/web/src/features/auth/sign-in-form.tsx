import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationMessage } from '@kumbu/core/validation';
import { type Notice } from '../../shared/notice';
import { EmailInput } from '../../shared/ui/email-input';
import { PasswordInput } from '../../shared/ui/password-input';
import { useLang } from '../../shared/use-lang';
import { forgotPassword, signIn } from './auth-api';
import { type AuthTexts, type DialogStep, afterForgotPassword, afterSignIn, checkForgotPassword, checkSignIn } from './auth-flow';

interface Props {
  readonly initialEmail: string;
  readonly texts: AuthTexts;
  readonly bannerId: string;
  /** The banner now shown; its `field` marks the input it is about. */
  readonly problem: Notice | null;
  /** Signed in: the dialog is about to close, keep the button disabled. */
  readonly done: boolean;
  readonly onStep: (step: DialogStep) => void;
}

export function SignInForm({ initialEmail, texts, bannerId, problem, done, onStep }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<'signin' | 'forgot' | null>(null);
  const emailId = useId();
  const passwordId = useId();
  const invalid = (field: string): boolean => problem?.kind === 'error' && problem.field === field;

  async function submit(): Promise<void> {
    const bad = checkSignIn({ email, password }, lang);
    if (bad) {
      onStep({ banner: bad });
      document.getElementById(bad.field === 'password' ? passwordId : emailId)?.focus();
      return;
    }
    setBusy('signin');
    onStep({ banner: null });
    const step = afterSignIn(await signIn(email, password), email, texts);
    setBusy(null);
    onStep(step);
  }

  async function forgot(): Promise<void> {
    const bad = checkForgotPassword(email, lang);
    if (bad) {
      onStep({ banner: bad });
      document.getElementById(emailId)?.focus();
      return;
    }
    setBusy('forgot');
    onStep({ banner: null });
    const step = afterForgotPassword(await forgotPassword(email), texts);
    setBusy(null);
    onStep(step);
  }

  return (
    <form className="form" noValidate onSubmit={(event) => {
      event.preventDefault();
      void submit();
    }}>
      <EmailInput id={emailId} name="email" label={t('account.fields.email')} value={email} onChange={setEmail} invalid={invalid('email')} describedBy={bannerId} />
      <PasswordInput
        id={passwordId}
        name="password"
        label={t('account.fields.password')}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        invalid={invalid('password')}
        describedBy={bannerId}
      />
      <div className="auth-forgot">
        <button type="button" className="link-button" disabled={busy !== null} onClick={() => void forgot()}>
          {busy === 'forgot' ? t('account.dialog.sendingReset') : validationMessage('forgotPasswordLink', lang)}
        </button>
      </div>
      <button type="submit" className="button button--primary button--block" disabled={busy !== null || done}>
        {busy === 'signin' ? t('account.dialog.signingIn') : t('account.dialog.signIn')}
      </button>
    </form>
  );
}
