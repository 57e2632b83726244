// The onboarding wizard (DECISIONS.md "one wizard, both readings"): variant A's five
// numbered steps and query contract, with variant B's account form and SMS check as the
// two halves of step 2 and its "Account Created!" as step 4. A native <dialog> in both
// presentations: a centred card (modal) or the whole viewport (full page).
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type FieldError } from '@kumbu/core/errors';
import { type Lang } from '@kumbu/core/lang';
import { isValidPhone, normalisePhone } from '@kumbu/core/phone';
import { type PlanKey } from '@kumbu/core/plans';
import { setLanguage } from '../../i18n/i18n';
import { useSession } from '../../shared/session/session-context';
import { useLang } from '../../shared/use-lang';
import { AccountForm, type AccountValues } from './account-form';
import { DoneStep } from './done-step';
import { LAST_STEP, STEPS, type OnboardingQuery, type StepIndex } from './onboarding-query';
import { PaymentStep } from './payment-step';
import { PlanStep } from './plan-step';
import { SmsStep, type CreatedAccount } from './sms-step';
import { StepIndicator } from './step-indicator';
import { WelcomeStep } from './welcome-step';
import './onboarding.css';

export interface OnboardingWizardProps {
  readonly query: OnboardingQuery;
  readonly onClose: () => void;
}

type Sub = 'form' | 'sms';

function initialValues(query: OnboardingQuery): AccountValues {
  return {
    name: query.user ?? '',
    email: '',
    whatsapp: query.whatsappId === null ? '' : normalisePhone(query.whatsappId),
    password: '',
    confirmPassword: '',
    confirmedNumber: false,
  };
}

export function OnboardingWizard({ query, onClose }: OnboardingWizardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { openSignIn, refresh } = useSession();
  const [, setSearchParams] = useSearchParams();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // The query decides where the wizard starts and how it is shown; after that the
  // wizard owns its state (the URL only mirrors the step).
  const [presentation] = useState(query.presentation);
  const [step, setStep] = useState<StepIndex>(query.step);
  const [sub, setSub] = useState<Sub>('form');
  const [plan, setPlan] = useState<PlanKey | null>(query.plan);
  const [values, setValues] = useState<AccountValues>(() => initialValues(query));
  const [phoneLocked] = useState(() => query.whatsappId !== null && isValidPhone(query.whatsappId));
  const [serverFieldErrors, setServerFieldErrors] = useState<readonly FieldError[] | null>(null);
  const [account, setAccount] = useState<CreatedAccount | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // Each step starts at the top (a long form on a phone must not open half-scrolled).
  useEffect(() => {
    dialogRef.current?.querySelector('.onboarding__body')?.scrollTo({ top: 0 });
    dialogRef.current?.querySelector<HTMLElement>('.onboarding__title')?.focus({ preventScroll: true });
  }, [step, sub]);

  const goTo = useCallback((next: StepIndex) => {
    setStep(next);
    setSearchParams((params) => {
      const copy = new URLSearchParams(params);
      copy.set('step', String(next));
      return copy;
    }, { replace: true });
  }, [setSearchParams]);

  const chooseLanguage = useCallback((next: Lang) => {
    void setLanguage(next);
    setSearchParams((params) => {
      const copy = new URLSearchParams(params);
      copy.set('lang', next);
      return copy;
    }, { replace: true });
  }, [setSearchParams]);

  const complete = useCallback(() => {
    void refresh();
    onClose();
  }, [refresh, onClose]);

  const logIn = useCallback(() => {
    onClose();
    openSignIn();
  }, [onClose, openSignIn]);

  const stepName = STEPS[step];
  let body;
  switch (step) {
    case 0:
      body = <WelcomeStep titleId={titleId} lang={lang} onLanguage={chooseLanguage} onBegin={() => goTo(1)} />;
      break;
    case 1:
      body = <PlanStep titleId={titleId} lang={lang} plan={plan} onPlan={setPlan} onBack={() => goTo(0)} onContinue={() => goTo(2)} />;
      break;
    case 2:
      body = sub === 'form' ? (
        <AccountForm
          titleId={titleId}
          lang={lang}
          values={values}
          phoneLocked={phoneLocked}
          serverErrors={serverFieldErrors}
          onChange={setValues}
          onBack={() => goTo(1)}
          onLogIn={logIn}
          onVerify={() => {
            setServerFieldErrors(null);
            setSub('sms');
          }}
        />
      ) : (
        <SmsStep
          titleId={titleId}
          lang={lang}
          values={values}
          plan={plan}
          account={account}
          onAccount={setAccount}
          onBack={() => setSub('form')}
          onFixErrors={(errors) => {
            setServerFieldErrors(errors);
            setSub('form');
          }}
          onLogIn={logIn}
          onDone={() => goTo(3)}
        />
      );
      break;
    case 3:
      body = (
        <PaymentStep
          titleId={titleId}
          lang={lang}
          plan={plan}
          account={account}
          phone={values.whatsapp}
          onContinue={() => goTo(LAST_STEP)}
          onSignIn={logIn}
        />
      );
      break;
    case 4:
      body = <DoneStep titleId={titleId} onComplete={complete} />;
      break;
  }

  return (
    <dialog
      ref={dialogRef}
      className={`onboarding onboarding--${presentation}`}
      data-presentation={presentation}
      data-step={step}
      data-sub={step === 2 ? sub : undefined}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape closes the modal; the full page closes only with its own button.
        event.preventDefault();
        if (presentation === 'modal') onClose();
      }}
    >
      <div className="onboarding__frame">
        <header className="onboarding__head">
          <span className="onboarding__brand" aria-hidden="true">
            <svg className="onboarding__mark" viewBox="0 0 32 32" focusable="false">
              <rect width="32" height="32" rx="8" fill="currentColor" />
              <path d="M10 7h4v7.5L20.5 7h5l-7.2 7.6L26 25h-5l-5.5-7.8-1.5 1.6V25h-4z" fill="var(--color-accent)" />
            </svg>
            Kumbu
          </span>
          <span className="visually-hidden">{t('onboarding.dialogLabel')}</span>
          <button type="button" className="icon-button onboarding__close" aria-label={t('onboarding.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <StepIndicator step={step} />
        <p className="visually-hidden" aria-live="polite">
          {t('onboarding.progress', { current: step + 1, total: STEPS.length, name: t(`onboarding.steps.${stepName}`) })}
        </p>
        <div className="onboarding__body">{body}</div>
      </div>
    </dialog>
  );
}
