import { useTranslation } from 'react-i18next';
import { type Notice, resendNotice } from '../../shared/notice';
import { ResendVerificationButton } from '../../shared/ui/resend-verification-button';
import { useLang } from '../../shared/use-lang';
import { type AuthTexts, type VerificationBox, verificationText } from './auth-flow';

/** "Please verify your email before signing in." (or "Account created…") with a resend button and its countdown. */
export function VerificationPanel({ box, texts, onResult }: {
  readonly box: VerificationBox;
  readonly texts: AuthTexts;
  readonly onResult: (notice: Notice) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className={`verify-box verify-box--${box.state}`} role="status">
      <p className="verify-box__text"><strong>{verificationText(box, lang, texts)}</strong></p>
      {/* After a sign-up the same words whether or not the address already had an account:
          the server never tells a stranger which e-mails are registered (its owner gets a note). */}
      {box.email && <p className="verify-box__hint">{t(box.state === 'sent' ? 'account.verify.sentToAfterSignUp' : 'account.verify.sentTo', { email: box.email })}</p>}
      <ResendVerificationButton
        email={box.email}
        coolingAtStart={box.state === 'sent'}
        onResult={(answer) => onResult(resendNotice(answer, { resent: t('account.messages.verificationResent'), failed: t('account.messages.resendFailed') }))}
      />
    </div>
  );
}
