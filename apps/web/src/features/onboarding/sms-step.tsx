// Step 2, second half: the phone path of spec §4. Existence check first (an existing
// account stops everything, no SMS), then bot protection and the SMS, then the 6-digit
// code; a right code creates the account (bearer token), and the onboarding POST — with a
// fresh bot token and an Idempotency-Key kept for retries — completes it.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldError } from '@kumbu/core/errors';
import { type Lang } from '@kumbu/core/lang';
import { normalisePhone } from '@kumbu/core/phone';
import { type PlanKey } from '@kumbu/core/plans';
import { sanitiseSmsCode, SMS_CODE_LENGTH, validateOnboardingAccount, validateSmsCode, validationMessage } from '@kumbu/core/validation';
import { type AccountValues } from './account-form';
import { botToken } from './bot-protection';
import { checkUserExists, onboard, sendPhoneCode, verifyPhoneCode, type VerifiedAccount } from './onboarding-api';
import {
  BOT_CHECK_FAILED, isExistingAccount, onboardError, onboardingErrorText, sendCodeError, thrownError, verifyCodeError,
  type OnboardingError, type OnboardingErrorTexts,
} from './onboarding-errors';

/** The account made by the code check, with the key its onboarding POST is retried under. */
export interface CreatedAccount extends VerifiedAccount {
  readonly idempotencyKey: string;
}

type Phase = 'checking' | 'sending' | 'send-failed' | 'exists' | 'code' | 'verifying' | 'submit-failed';

export interface SmsStepProps {
  readonly titleId: string;
  readonly lang: Lang;
  readonly values: AccountValues;
  readonly plan: PlanKey | null;
  readonly account: CreatedAccount | null;
  readonly onAccount: (account: CreatedAccount) => void;
  readonly onBack: () => void;
  readonly onFixErrors: (errors: readonly FieldError[]) => void;
  readonly onLogIn: () => void;
  readonly onDone: () => void;
}

/** RFC 4122 v4; `crypto.randomUUID` exists only in secure contexts. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

export function SmsStep({ titleId, lang, values, plan, account, onAccount, onBack, onFixErrors, onLogIn, onDone }: SmsStepProps) {
  const { t } = useTranslation();
  const codeId = useId();
  const waitId = useId();
  const phone = normalisePhone(values.whatsapp);
  const email = values.email.trim();
  const [phase, setPhase] = useState<Phase>(account === null ? 'checking' : 'verifying');
  const [error, setError] = useState<OnboardingError | null>(null);
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const now = useNow(resendAt !== null);
  const secondsLeft = resendAt === null ? 0 : Math.max(0, Math.ceil((resendAt - now) / 1000));

  // Answers that arrive after the person left the step are dropped.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => { alive.current = false; };
  }, []);
  const isAlive = useCallback(() => alive.current, []);

  const errorTexts: OnboardingErrorTexts = {
    authError: t('onboarding.errors.authError'),
    connection: t('onboarding.errors.connection'),
    createFailed: t('onboarding.errors.createFailed'),
    registrationFailed: t('onboarding.errors.registrationFailed'),
    accountCreationFailed: t('onboarding.errors.accountCreationFailed'),
  };

  // Once the existence check has passed, a resend goes straight to the SMS.
  const checked = useRef(false);
  const send = useCallback(async (check: boolean) => {
    setError(null);
    setCode('');
    setVerificationId(null);
    if (check) {
      setPhase('checking');
      const existing = await checkUserExists({ whatsappId: phone, email });
      if (!isAlive()) return;
      if (!existing.success) {
        setError(sendCodeError(existing));
        setPhase('send-failed');
        return;
      }
      if (existing.data.exists) {
        setError({ kind: 'core', code: 'email-in-use' });
        setPhase('exists');
        return;
      }
      checked.current = true;
    }
    setPhase('sending');
    const token = await botToken('sms_send');
    if (!isAlive()) return;
    if (token === null) {
      setError(BOT_CHECK_FAILED);
      setPhase('send-failed');
      return;
    }
    const sent = await sendPhoneCode({ phone, email, language: lang, recaptchaToken: token, recaptchaAction: 'sms_send' });
    if (!isAlive()) return;
    if (!sent.success) {
      const problem = sendCodeError(sent);
      setError(problem);
      if (sent.retryAfter !== undefined) setResendAt(Date.now() + sent.retryAfter * 1000);
      setPhase(isExistingAccount(problem) ? 'exists' : 'send-failed');
      return;
    }
    setVerificationId(sent.data.verificationId);
    setResendAt(Date.now() + sent.data.resendAfterSeconds * 1000);
    setPhase('code');
  }, [phone, email, lang, isAlive]);

  const submit = useCallback(async (created: CreatedAccount) => {
    setPhase('verifying');
    setError(null);
    // Re-check name, e-mail, phone and the account id before the final submit.
    const problems = validateOnboardingAccount(values, lang).filter((p) => p.field === 'name' || p.field === 'email' || p.field === 'whatsapp');
    if (problems.length > 0 || created.userId.trim() === '') {
      onFixErrors(problems.length > 0 ? problems : [{ field: 'form', message: validationMessage('fixErrorsAbove', lang) }]);
      return;
    }
    const token = await botToken('onboarding_submit');
    if (!isAlive()) return;
    if (token === null) {
      setError(BOT_CHECK_FAILED);
      setPhase('submit-failed');
      return;
    }
    try {
      const answer = await onboard({
        firebase_uid: created.userId,
        whatsappId: created.whatsappId || phone,
        userName: values.name.trim(),
        email: created.email || email,
        language: lang,
        wantsTrial: true,
        ...(plan === null ? {} : { selectedPlan: plan }),
        recaptchaToken: token,
        recaptchaAction: 'onboarding_submit',
      }, { token: created.token, idempotencyKey: created.idempotencyKey });
      if (!isAlive()) return;
      if (!answer.success) {
        setError(onboardError(answer));
        setPhase('submit-failed');
        return;
      }
    } catch (thrown) {
      if (!isAlive()) return;
      setError(thrownError(thrown));
      setPhase('submit-failed');
      return;
    }
    onDone();
  }, [values, lang, plan, phone, email, onFixErrors, onDone, isAlive]);

  const verify = useCallback(async () => {
    const problem = validateSmsCode(code, lang);
    if (problem !== null || verificationId === null) {
      setError({ kind: 'raw', text: problem?.message ?? validationMessage('smsCodeLength', lang) });
      return;
    }
    setPhase('verifying');
    setError(null);
    const verified = await verifyPhoneCode({ verificationId, code, name: values.name.trim(), email, password: values.password, language: lang });
    if (!isAlive()) return;
    if (!verified.success) {
      const failure = verifyCodeError(verified);
      setError(failure);
      setPhase(isExistingAccount(failure) ? 'exists' : 'code');
      return;
    }
    const created: CreatedAccount = { ...verified.data, idempotencyKey: newIdempotencyKey() };
    onAccount(created);
    await submit(created);
  }, [code, lang, verificationId, values, email, onAccount, submit, isAlive]);

  // Entering the step starts the check and the SMS once (StrictMode re-runs effects in
  // development; the ref keeps it to one send). With an account already made, only the
  // onboarding POST is left to do.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (account === null) void send(true);
    else void submit(account);
  }, [account, send, submit]);

  const busy = phase === 'checking' || phase === 'sending' || phase === 'verifying';
  const canGoBack = account === null && phase !== 'verifying';
  const showCode = phase === 'code' || (phase === 'verifying' && account === null);
  const canResend = secondsLeft === 0 && !busy && account === null;

  return (
    <section className="onboarding-step">
      <h2 id={titleId} className="onboarding__title" tabIndex={-1}>{t('onboarding.sms.title')}</h2>
      {(phase === 'checking' || phase === 'sending') && (
        <p className="onboarding-progress" role="status">
          <span className="onboarding-spinner" aria-hidden="true" />
          {phase === 'checking' ? t('onboarding.sms.checking') : t('onboarding.sms.sending')}
        </p>
      )}
      {verificationId !== null && (
        <p className="onboarding__lead">{t('onboarding.sms.sent', { phone })}</p>
      )}
      {error && (
        <div className="banner banner--error onboarding-error" role="alert">
          <p>{onboardingErrorText(error, lang, errorTexts)}</p>
          {phase === 'exists' && (
            <button type="button" className="button button--primary" onClick={onLogIn}>{t('onboarding.sms.login')}</button>
          )}
        </div>
      )}
      {showCode && (
        <form
          className="form onboarding-code"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void verify();
          }}
        >
          <label htmlFor={codeId}>{t('onboarding.sms.codeLabel')}</label>
          <input
            id={codeId}
            className="onboarding-code__input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={SMS_CODE_LENGTH}
            placeholder="••••••"
            value={code}
            aria-describedby={`${codeId}-hint`}
            disabled={phase === 'verifying'}
            onChange={(event) => setCode(sanitiseSmsCode(event.target.value))}
          />
          <p className="onboarding-field__hint" id={`${codeId}-hint`}>{validationMessage('smsCodeLength', lang)}</p>
          <button type="submit" className="button button--primary button--large button--block" disabled={code.length !== SMS_CODE_LENGTH || phase === 'verifying'}
            aria-describedby={code.length !== SMS_CODE_LENGTH ? `${codeId}-hint` : phase === 'verifying' ? waitId : undefined}>
            {phase === 'verifying' ? t('onboarding.sms.verifying') : t('onboarding.sms.verify')}
          </button>
        </form>
      )}
      {phase === 'verifying' && account !== null && (
        <p className="onboarding-progress" role="status">
          <span className="onboarding-spinner" aria-hidden="true" />
          {t('onboarding.sms.verifying')}
        </p>
      )}
      {phase === 'submit-failed' && account !== null && (
        <button type="button" className="button button--primary button--large button--block" onClick={() => void submit(account)}>
          {t('onboarding.sms.retrySubmit')}
        </button>
      )}
      {busy && <p className="onboarding__why" id={waitId}>{t('onboarding.sms.whyWait')}</p>}
      <div className="onboarding__actions onboarding__actions--split">
        <button type="button" className="button button--ghost" disabled={!canGoBack} aria-describedby={canGoBack ? undefined : busy ? waitId : undefined} onClick={onBack}>
          {t('onboarding.back')}
        </button>
        {account === null && phase !== 'exists' && (
          <button type="button" className="link-button onboarding-resend" disabled={!canResend} aria-describedby={!canResend && busy ? waitId : undefined}
            onClick={() => void send(!checked.current)}>
            {secondsLeft > 0 ? t('onboarding.sms.resendIn', { seconds: secondsLeft }) : phase === 'send-failed' ? t('onboarding.sms.retrySend') : t('onboarding.sms.resend')}
          </button>
        )}
      </div>
    </section>
  );
}
