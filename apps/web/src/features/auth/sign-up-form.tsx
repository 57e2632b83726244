import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SignUpForm as SignUpFields } from '@kumbu/core/validation';
import { type Notice } from '../../shared/notice';
import { PasswordInput } from '../../shared/ui/password-input';
import { useLang } from '../../shared/use-lang';
import { signUp } from './auth-api';
import { type AuthTexts, type DialogStep, afterSignUp, checkSignUp } from './auth-flow';

interface Props {
  readonly initialWhatsapp: string;
  readonly texts: AuthTexts;
  readonly bannerId: string;
  readonly problem: Notice | null;
  readonly onStep: (step: DialogStep) => void;
}

type TextField = 'fullName' | 'username' | 'whatsapp' | 'email';

export function SignUpForm({ initialWhatsapp, texts, bannerId, problem, onStep }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form, setForm] = useState<SignUpFields>({
    fullName: '', username: '', whatsapp: initialWhatsapp, email: '', password: '', confirmPassword: '',
  });
  const [busy, setBusy] = useState(false);
  const baseId = useId();
  const idOf = (field: keyof SignUpFields): string => `${baseId}-${field}`;
  const set = (field: keyof SignUpFields) => (value: string): void => setForm((f) => ({ ...f, [field]: value }));
  const invalid = (field: string): boolean => problem?.kind === 'error' && problem.field === field;

  async function submit(): Promise<void> {
    const bad = checkSignUp(form, lang);
    if (bad) {
      onStep({ banner: bad });
      if (bad.field) document.getElementById(`${baseId}-${bad.field}`)?.focus();
      return;
    }
    setBusy(true);
    onStep({ banner: null });
    const step = afterSignUp(await signUp(form, lang), texts);
    setBusy(false);
    onStep(step);
    if (step.banner?.field) document.getElementById(`${baseId}-${step.banner.field}`)?.focus();
  }

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
        aria-invalid={invalid(field) || undefined}
        aria-describedby={invalid(field) ? bannerId : undefined}
        value={form[field]}
        onChange={(event) => set(field)(event.target.value)}
      />
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
        invalid={invalid('password')}
        describedBy={bannerId}
      />
      <PasswordInput
        id={idOf('confirmPassword')}
        name="confirmPassword"
        label={t('account.fields.confirmPassword')}
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={set('confirmPassword')}
        invalid={invalid('confirmPassword')}
        describedBy={bannerId}
      />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t('account.dialog.signingUp') : t('account.dialog.signUp')}
      </button>
    </form>
  );
}
