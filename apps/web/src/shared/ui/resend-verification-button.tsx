import { useTranslation } from 'react-i18next';
import { type ApiResult } from '../api-client';
import { useResendVerification } from '../session/use-resend-verification';

interface Props {
  readonly email: string;
  /** True when a verification e-mail has just been sent (the countdown starts at once). */
  readonly coolingAtStart?: boolean;
  readonly onResult: (answer: ApiResult<true>) => void;
  readonly className?: string;
}

/** "Resend verification email", disabled with "Resend in Ns" for 60 s after each send. */
export function ResendVerificationButton({ email, coolingAtStart = false, onResult, className = 'button button--ghost' }: Props) {
  const { t } = useTranslation();
  const { seconds, sending, resend } = useResendVerification(email, coolingAtStart);
  const label = sending ? t('account.verify.sending') : seconds > 0 ? t('account.verify.resendIn', { seconds }) : t('account.verify.resend');
  return (
    <button
      type="button"
      className={className}
      disabled={sending || seconds > 0}
      aria-live="polite"
      onClick={() => void resend().then(onResult)}
    >
      {label}
    </button>
  );
}
