import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SignUpForm as SignUpFields } from '@kumbu/core/validation';
import { type Notice } from '../../shared/notice';
import { PasswordInput } from '../../shared/ui/password-input';
import { useLang } from '../../shared/use-lang';
import { signUp } from './auth-api';
import { type AuthTexts, type DialogStep, afterSignUp, checkSignUp, signUpFieldErrors } from './auth-flow';

interface Props {
  readonly initialWhatsapp: string;
  readonly texts: AuthTexts;
  readonly problem: Notice | null;
  readonly onStep: (step: DialogStep) => void;
}

type TextField = 'fullName' | 'username' | 'whatsapp' | 'email';

/**
 * The sign-up form. After a first try every problem shows under its own field at once (and
 * follows the typing); the banner above keeps only the first, as the spec says, until that
 * one is put right. A server
 * refusal about one field (say, an e-mail already in use) shows under that field too.
 */
export function SignUpForm({ initialWhatsapp, texts, problem, onStep }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form, setForm] = useState<SignUpFields>({
    fullName: '', username: '', whatsapp: initialWhatsapp, email: '', password: '', confirmPassword: '',
  });
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  // Whether the banner now shown is our own first problem (it then follows the typing).
  const bannerIsLocal = useRef(false);
  const baseId = useId();
  const idOf = (field: keyof SignUpFields): string => `${baseId}-${field}`;
  const errorIdOf = (field: keyof SignUpFields): string => `${baseId}-${field}-error`;

  const errors = signUpFieldErrors(form, lang, attempted, problem);
  const messageOf = (field: keyof SignUpFields): string | undefined => errors.get(field);

  const set = (field: keyof SignUpFields) => (value: string): void => {
    const next = { ...form, [field]: value };
    setForm(next);
    // The banner (an alert) is not rewritten while typing; once its own field is right it goes.
    if (attempted && bannerIsLocal.current && problem?.field !== undefined && !signUpFieldErrors(next, lang, true, null).has(problem.field)) {
      bannerIsLocal.current = false;
      onStep({ banner: null });
    }
  };

  async function submit(): Promise<void> {
    setAttempted(true);
    const bad = checkSignUp(form, lang);
    if (bad) {
      bannerIsLocal.current = true;
      onStep({ banner: bad });
      if (bad.field) document.getElementById(`${baseId}-${bad.field}`)?.focus();
      return;
    }
    bannerIsLocal.current = false;
    setBusy(true);
    onStep({ banner: null });
    const step = afterSignUp(await signUp(form, lang), texts);
    setBusy(false);
    onStep(step);
    if (step.banner?.field) document.getElementById(`${baseId}-${step.banner.field}`)?.focus();
  }

  const message = (field: keyof SignUpFields) => {
    const text = messageOf(field);
    return text === undefined ? null : <p id={errorIdOf(field)} className="field-error">{text}</p>;
  };

  const text = (field: TextField, label: string, attrs: { type: string; autoComplete: string; inputMode?: 'email' | 'tel'; placeholder?: string }) => (
    <>
      <label htmlFor={idOf(field)}>{label}</label>
      <input
        id={idOf(field)}
        name={field}
        type={attrs.type}
        autoComplete={attrs.autoComplete}
        inputMode={attrs.inputMode}
        placeholder={attrs.placeholder}
        autoCapitalize={field === 'fullName' ? 'words' : 'none'}
        spellCheck={false}
        aria-invalid={messageOf(field) !== undefined || undefined}
        aria-describedby={messageOf(field) !== undefined ? errorIdOf(field) : undefined}
        value={form[field]}
        onChange={(event) => set(field)(event.target.value)}
      />
      {message(field)}
    </>
  );

  return (
    <form className="form" noValidate onSubmit={(event) => {
      event.preventDefault();
      void submit();
    }}>
      {text('fullName', t('account.fields.fullName'), { type: 'text', autoComplete: 'name' })}
      {text('username', t('account.fields.username'), { type: 'text', autoComplete: 'username' })}
      {text('whatsapp', t('account.fields.whatsapp'), { type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: t('account.fields.whatsappPlaceholder') })}
      {text('email', t('account.fields.email'), { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      <PasswordInput
        id={idOf('password')}
        name="password"
        label={t('account.fields.password')}
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        invalid={messageOf('password') !== undefined}
        describedBy={errorIdOf('password')}
      />
      {message('password')}
      <PasswordInput
        id={idOf('confirmPassword')}
        name="confirmPassword"
        label={t('account.fields.confirmPassword')}
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={set('confirmPassword')}
        invalid={messageOf('confirmPassword') !== undefined}
        describedBy={errorIdOf('confirmPassword')}
      />
      {message('confirmPassword')}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t('account.dialog.signingUp') : t('account.dialog.signUp')}
      </button>
    </form>
  );
}
