import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldError } from '@kumbu/core/errors';
import { type Lang } from '@kumbu/core/lang';
import { validateOnboardingAccount, validationMessage, type OnboardingAccountForm } from '@kumbu/core/validation';
import { useNumberCheck } from './use-number-check';

export type AccountValues = OnboardingAccountForm;

export interface AccountFormProps {
  readonly titleId: string;
  readonly lang: Lang;
  readonly values: AccountValues;
  /** The number came with the link (whatsappId): shown, not edited. */
  readonly phoneLocked: boolean;
  /** Problems found when re-checking before the final submit. */
  readonly serverErrors: readonly FieldError[] | null;
  readonly onChange: (values: AccountValues) => void;
  readonly onBack: () => void;
  readonly onVerify: () => void;
  /** The number already has an account: close the wizard and open the sign-in. */
  readonly onLogIn: () => void;
}

/** Why "Verificar número" cannot be pressed yet, or null when it can. */
export function verifyBlocker(values: AccountValues, numberTaken: boolean): 'whyNoNumber' | 'whyTaken' | 'whyConfirm' | null {
  if (values.whatsapp.trim() === '') return 'whyNoNumber';
  if (numberTaken) return 'whyTaken';
  if (!values.confirmedNumber) return 'whyConfirm';
  return null;
}

/**
 * Step 2, first half: the account form with inline messages from core's rules. A field's
 * message shows once the person has left it (or tried to go on), and follows the typing;
 * the number's availability is checked as it is typed; the Verify button, while disabled,
 * says why right under it.
 */
export function AccountForm({ titleId, lang, values, phoneLocked, serverErrors, onChange, onBack, onVerify, onLogIn }: AccountFormProps) {
  const { t } = useTranslation();
  const [attempted, setAttempted] = useState(serverErrors !== null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set(phoneLocked ? ['whatsapp'] : []));
  const [showPassword, setShowPassword] = useState(false);
  const ids = { name: useId(), email: useId(), password: useId(), confirmPassword: useId(), whatsapp: useId(), confirmedNumber: useId() };
  const whyId = useId();
  const availability = useNumberCheck(values.whatsapp);
  const numberTaken = availability === 'taken';

  const shown = (field: string): boolean => attempted || (touched.has(field) && field !== 'confirmedNumber');
  const live = validateOnboardingAccount(values, lang).filter((e) => shown(e.field));
  const errors = new Map<string, string>();
  for (const e of [...(serverErrors ?? []), ...live]) if (!errors.has(e.field)) errors.set(e.field, e.message);
  if (numberTaken && !errors.has('whatsapp')) errors.set('whatsapp', t('onboarding.account.numberTaken'));
  const leave = (field: string) => (): void => {
    if (!touched.has(field)) setTouched(new Set([...touched, field]));
  };
  const blocker = verifyBlocker(values, numberTaken);
  const set = <K extends keyof AccountValues>(key: K, value: AccountValues[K]): void => onChange({ ...values, [key]: value });

  const field = (key: Exclude<keyof AccountValues, 'confirmedNumber'>, label: string, input: ReactNode, hint?: string, extra?: ReactNode): ReactNode => {
    const message = errors.get(key);
    return (
      <div className={`onboarding-field${message ? ' onboarding-field--invalid' : ''}`}>
        <label htmlFor={ids[key]}>{label}</label>
        {input}
        {hint && !message && <p className="onboarding-field__hint" id={`${ids[key]}-hint`}>{hint}</p>}
        {message && <p className="onboarding-field__error" id={`${ids[key]}-error`}>{message}</p>}
        {extra}
      </div>
    );
  };
  const describedBy = (key: keyof AccountValues, hint = false): string | undefined =>
    errors.has(key) ? `${ids[key]}-error` : hint ? `${ids[key]}-hint` : undefined;

  const formRef = useRef<HTMLFormElement>(null);
  function submit(): void {
    setAttempted(true);
    if (blocker === null && validateOnboardingAccount(values, lang).length === 0) return onVerify();
    // Take the person to the first field to fix (after React has marked it invalid).
    window.requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  const passwordInput = (key: 'password' | 'confirmPassword', autoComplete: string): ReactNode => (
    <div className="password-field">
      <input
        id={ids[key]}
        type={showPassword ? 'text' : 'password'}
        autoComplete={autoComplete}
        value={values[key]}
        aria-invalid={errors.has(key)}
        aria-describedby={describedBy(key)}
        onBlur={leave(key)}
        onChange={(event) => set(key, event.target.value)}
      />
      {key === 'password' && (
        <button type="button" className="password-field__toggle" aria-pressed={showPassword} onClick={() => setShowPassword((v) => !v)}>
          {showPassword ? t('onboarding.account.hidePassword') : t('onboarding.account.showPassword')}
        </button>
      )}
    </div>
  );

  const failed = attempted && errors.size > 0;
  return (
    <section className="onboarding-step">
      <h2 id={titleId} className="onboarding__title" tabIndex={-1}>{t('onboarding.account.title')}</h2>
      <p className="onboarding__lead">{t('onboarding.account.body')}</p>
      {failed && <p className="banner banner--error" role="alert">{validationMessage('fixErrorsAbove', lang)}</p>}
      <form
        ref={formRef}
        className="form onboarding-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {field('name', t('onboarding.account.name'), (
          <input id={ids.name} type="text" autoComplete="name" placeholder={t('onboarding.account.namePlaceholder')} value={values.name}
            aria-invalid={errors.has('name')} aria-describedby={describedBy('name')} onBlur={leave('name')} onChange={(event) => set('name', event.target.value)} />
        ))}
        {field('email', t('onboarding.account.email'), (
          <input id={ids.email} type="email" inputMode="email" autoComplete="email" placeholder={t('onboarding.account.emailPlaceholder')} value={values.email}
            aria-invalid={errors.has('email')} aria-describedby={describedBy('email')} onBlur={leave('email')} onChange={(event) => set('email', event.target.value)} />
        ))}
        {field('password', t('onboarding.account.password'), passwordInput('password', 'new-password'))}
        {field('confirmPassword', t('onboarding.account.confirmPassword'), passwordInput('confirmPassword', 'new-password'))}
        {field('whatsapp', t('onboarding.account.whatsapp'), (
          <input id={ids.whatsapp} type="tel" inputMode="tel" autoComplete="tel" placeholder={t('onboarding.account.whatsappPlaceholder')}
            value={values.whatsapp} readOnly={phoneLocked} className={phoneLocked ? 'onboarding-form__locked' : undefined}
            aria-invalid={errors.has('whatsapp')} aria-describedby={describedBy('whatsapp', true)} onBlur={leave('whatsapp')}
            onChange={(event) => set('whatsapp', event.target.value)} />
        ), phoneLocked ? t('onboarding.account.whatsappKnownHint') : t('onboarding.account.whatsappHint'), (
          <>
            <p className="onboarding-field__status" role="status" data-availability={availability}>
              {availability === 'checking' && t('onboarding.account.numberChecking')}
              {availability === 'free' && !errors.has('whatsapp') && t('onboarding.account.numberFree')}
            </p>
            {numberTaken && (
              <button type="button" className="button button--ghost onboarding-field__login" onClick={onLogIn}>{t('onboarding.account.login')}</button>
            )}
          </>
        ))}
        <div className={`onboarding-check${errors.has('confirmedNumber') ? ' onboarding-check--invalid' : ''}`}>
          <input id={ids.confirmedNumber} type="checkbox" checked={values.confirmedNumber}
            aria-describedby={describedBy('confirmedNumber')} onChange={(event) => set('confirmedNumber', event.target.checked)} />
          <label htmlFor={ids.confirmedNumber}>{t('onboarding.account.confirmNumber')}</label>
          {errors.has('confirmedNumber') && <p className="onboarding-field__error" id={`${ids.confirmedNumber}-error`}>{errors.get('confirmedNumber')}</p>}
        </div>
        <p className="onboarding-privacy">
          <svg className="onboarding-privacy__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z" fill="currentColor" opacity="0.18" />
            <path d="M9 11V9a3 3 0 0 1 6 0v2m-7 0h8v6H8v-6Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
          <span>
            {t('onboarding.account.dataNote')}{' '}
            <a href="/docs/privacy" target="_blank" rel="noopener noreferrer">{t('onboarding.account.privacyLink')}</a>
          </span>
        </p>
        {blocker !== null && <p className="onboarding__why" id={whyId}>{t(`onboarding.account.${blocker}`)}</p>}
        <div className="onboarding__actions onboarding__actions--split">
          <button type="button" className="button button--ghost" onClick={onBack}>{t('onboarding.back')}</button>
          <button type="submit" className="button button--primary" disabled={blocker !== null} aria-describedby={blocker !== null ? whyId : undefined}>
            {t('onboarding.account.verify')}
          </button>
        </div>
      </form>
    </section>
  );
}
