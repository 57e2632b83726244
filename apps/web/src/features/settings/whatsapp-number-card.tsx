// Settings' WhatsApp number (decision 0016): a number counts only once proven. A pending
// claim shows "por confirmar" with both ways to prove it — a wa.me link that opens WhatsApp
// with the code ready to send from that number, and an SMS code typed here — and can be
// removed; with no number (or to change it) a number can be claimed.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidPhone, normalisePhone, PHONE_INVALID } from '@kumbu/core/phone';
import { proofMessage, proofToken } from '@kumbu/core/number-proof';
import { sanitiseSmsCode, SMS_CODE_LENGTH, validateSmsCode } from '@kumbu/core/validation';
import { type Notice, errorNotice, failureNotice } from '../../shared/notice';
import { type Me, fetchMe } from '../../shared/session/account-api';
import { useSession } from '../../shared/session/session-context';
import { NoticeBanner } from '../../shared/ui/notice-banner';
import { useCountdown } from '../../shared/use-countdown';
import { useLang } from '../../shared/use-lang';
import { whatsappLink } from '../../shared/whatsapp';
import { claimNumber, dropNumberClaim, sendNumberCode, verifyNumberCode } from './number-api';

export function WhatsappNumberCard({ me }: { readonly me: Me }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { refresh } = useSession();
  const baseId = useId();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);
  const [number, setNumber] = useState('');
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const resend = useCountdown();
  const failed = { fallback: t('numberProof.failed') };
  // The session's account is the truth: every change below ends by refreshing it.
  const proven = me.profile.whatsappId;
  const claim = me.profile.whatsappClaim;
  const shown = (digits: string) => normalisePhone(digits);

  async function settle(success: Notice | null): Promise<void> {
    await refresh();
    setNotice(success);
    setVerificationId(null);
    setCode('');
  }

  async function save(): Promise<void> {
    if (!isValidPhone(number)) {
      setNotice(errorNotice(PHONE_INVALID[lang], 'whatsapp'));
      return;
    }
    setBusy(true);
    const answer = await claimNumber(number);
    setBusy(false);
    if (!answer.success) return setNotice(failureNotice(answer, failed));
    setEditing(false);
    setNumber('');
    await settle({ kind: 'success', text: t('numberProof.saved') });
  }

  async function remove(): Promise<void> {
    setBusy(true);
    const answer = await dropNumberClaim();
    setBusy(false);
    if (!answer.success) return setNotice(failureNotice(answer, failed));
    await settle(null);
  }

  async function sendCode(): Promise<void> {
    setBusy(true);
    const answer = await sendNumberCode(lang);
    setBusy(false);
    if (!answer.success) {
      if (answer.retryAfter !== undefined) resend.start(answer.retryAfter);
      return setNotice(failureNotice(answer, failed));
    }
    setVerificationId(answer.data.verificationId);
    resend.start(answer.data.resendAfterSeconds);
    setNotice({ kind: 'info', text: t('numberProof.codeSent', { number: claim ? shown(claim.whatsappId) : '' }) });
  }

  async function confirm(): Promise<void> {
    const problem = validateSmsCode(code, lang);
    if (problem || verificationId === null) return setNotice(errorNotice(problem?.message ?? t('numberProof.failed'), 'code'));
    setBusy(true);
    const answer = await verifyNumberCode(verificationId, code);
    setBusy(false);
    if (!answer.success) return setNotice(failureNotice(answer, failed));
    await settle({ kind: 'success', text: t('numberProof.confirmed') });
  }

  /** After sending the wa.me message: the inbox worker may have proven the number by now. */
  async function check(): Promise<void> {
    if (!claim) return;
    setBusy(true);
    const answer = await fetchMe();
    setBusy(false);
    if (!answer.success) return setNotice(failureNotice(answer, failed));
    const done = answer.data.profile.whatsappId === claim.whatsappId;
    await settle(done ? { kind: 'success', text: t('numberProof.confirmed') } : { kind: 'info', text: t('numberProof.stillPending', { number: shown(claim.whatsappId) }) });
  }

  const numberForm = (
    <form className="form settings-form" noValidate onSubmit={(event) => {
      event.preventDefault();
      void save();
    }}>
      <label htmlFor={`${baseId}-number`}>{t('numberProof.numberLabel')}</label>
      <input id={`${baseId}-number`} name="whatsapp" type="tel" inputMode="tel" autoComplete="tel" placeholder="+244 9XX XXX XXX"
        value={number} aria-invalid={notice?.field === 'whatsapp' || undefined} onChange={(event) => setNumber(event.target.value)} />
      <button type="submit" className="button button--primary" disabled={busy}>{busy ? t('numberProof.saving') : t('numberProof.save')}</button>
    </form>
  );

  return (
    <section className="panel settings-card whatsapp-number" aria-labelledby={`${baseId}-title`} data-state={claim ? 'pending' : proven ? 'proven' : 'none'}>
      <div className="settings-card__head">
        <div>
          <h3 id={`${baseId}-title`}>{t('numberProof.title')}</h3>
          {proven && !claim && (
            <p className="settings-card__summary">{shown(proven)} <span className="tag tag--ok">{t('numberProof.proven')}</span></p>
          )}
          {claim && (
            <p className="settings-card__summary">{shown(claim.whatsappId)} <span className="tag tag--warn">{t('numberProof.pending')}</span></p>
          )}
        </div>
        {!claim && (
          <button type="button" className="button button--ghost" aria-expanded={editing} onClick={() => {
            setEditing((v) => !v);
            setNotice(null);
          }}>
            {editing ? t('account.settings.cancel') : proven ? t('numberProof.change') : t('numberProof.add')}
          </button>
        )}
      </div>
      <div>
        <NoticeBanner notice={notice} />
        {!claim && !editing && <p className="settings-card__intro">{proven ? t('numberProof.provenIntro') : t('numberProof.none')}</p>}
        {!claim && editing && numberForm}
        {claim && (
          <div className="whatsapp-number__proof">
            <p className="settings-card__intro">{t('numberProof.pendingIntro')}</p>
            <div className="whatsapp-number__actions">
              <a className="button button--accent" href={whatsappLink(proofMessage(lang, claim.code))} target="_blank" rel="noopener noreferrer">
                {t('numberProof.viaWhatsapp')}
              </a>
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => void check()}>{t('numberProof.checkNow')}</button>
            </div>
            <p className="settings-card__intro">{t('numberProof.viaWhatsappHint', { token: proofToken(claim.code) })}</p>
            <div className="whatsapp-number__actions">
              <button type="button" className="button button--ghost" disabled={busy || resend.seconds > 0} onClick={() => void sendCode()}>
                {resend.seconds > 0 ? t('numberProof.resendIn', { seconds: resend.seconds }) : t('numberProof.viaSms')}
              </button>
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => void remove()}>{t('numberProof.remove')}</button>
            </div>
            {verificationId !== null && (
              <form className="form settings-form" noValidate onSubmit={(event) => {
                event.preventDefault();
                void confirm();
              }}>
                <label htmlFor={`${baseId}-code`}>{t('numberProof.codeLabel')}</label>
                <input id={`${baseId}-code`} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={SMS_CODE_LENGTH}
                  value={code} aria-invalid={notice?.field === 'code' || undefined} onChange={(event) => setCode(sanitiseSmsCode(event.target.value))} />
                <button type="submit" className="button button--primary" disabled={busy}>{busy ? t('numberProof.confirming') : t('numberProof.confirm')}</button>
              </form>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
