// A payment that finishes elsewhere: the reference details to take to the ATM (entity,
// reference, amount, pay-by time in Luanda, each easy to copy), or the note that the
// request waits in the Multicaixa Express app. Polls until it settles and tells the caller.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE } from '@kumbu/core/date-range';
import { type Lang } from '@kumbu/core/lang';
import { formatMoney, localeFor, type Cents } from '@kumbu/core/money';
import { type PayerCredentials, type PaymentIntent } from './billing-api';
import { displayExpressPhone } from './card-format';
import { useIntentPoll } from './use-intent-poll';

export interface PendingPaymentProps {
  readonly intent: PaymentIntent;
  readonly credentials: PayerCredentials;
  readonly lang: Lang;
  /** The total the checkout asked for, when the intent does not repeat it. */
  readonly totalCents: Cents;
  readonly phone: string;
  readonly onSettled: (intent: PaymentIntent) => void;
}

/** "Pague até 23/11/2026, 18:30" — the deadline as it is in Luanda. */
export function formatDeadline(iso: string, lang: Lang): string {
  // A 24-hour clock: "12:00 AM" is too easy to read as noon.
  return new Intl.DateTimeFormat(localeFor(lang), { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: DEFAULT_TIME_ZONE }).format(Date.parse(iso));
}

/** A 9-digit reference "123456789" → "123 456 789", as ATM receipts print it; anything else as it is. */
export function groupDigits(value: string): string {
  return /^\d{9}$/.test(value) ? value.replace(/\B(?=(\d{3})+(?!\d))/g, ' ') : value;
}

export function PendingPayment({ intent, credentials, lang, totalCents, phone, onSettled }: PendingPaymentProps) {
  const { t } = useTranslation();
  const { intent: current, hiccup } = useIntentPoll(intent, credentials);
  const amount = formatMoney(current.amountCents ?? totalCents, 'AOA', lang);

  // Reported once: the caller leaves the pending state when told.
  const reported = useRef(false);
  useEffect(() => {
    if (current.status === 'pending' || reported.current) return;
    reported.current = true;
    onSettled(current);
  }, [current, onSettled]);

  return (
    <div className="checkout-pending" data-intent={current.id} data-status={current.status}>
      {current.method === 'multicaixa-express' ? (
        <p className="checkout-pending__lead">{t('checkout.express.waiting', { amount, phone: displayExpressPhone(phone) })}</p>
      ) : (
        <>
          <h3 className="checkout-pending__title">{t('checkout.reference.title')}</h3>
          <dl className="checkout-reference">
            {current.entity && <CopyFact label={t('checkout.reference.entity')} value={current.entity} field="entity" />}
            {current.reference && <CopyFact label={t('checkout.reference.reference')} value={current.reference} field="reference" />}
            <div data-field="amount"><dt>{t('checkout.reference.amount')}</dt><dd>{amount}</dd></div>
            {current.expiresAt && (
              <div data-field="expires"><dt>{t('checkout.reference.expires')}</dt><dd>{formatDeadline(current.expiresAt, lang)}</dd></div>
            )}
          </dl>
          <p className="checkout-pending__how">{t('checkout.reference.howTo')}</p>
        </>
      )}
      <p className="checkout-pending__wait">
        <span className="checkout-spinner" aria-hidden="true" />
        {t('checkout.status.waiting')}
      </p>
      {hiccup && <p className="checkout-pending__note">{t('checkout.errors.pollFailed')}</p>}
    </div>
  );
}

function CopyFact({ label, value, field }: { readonly label: string; readonly value: string; readonly field: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  // The clipboard exists only in secure contexts (https, localhost).
  const canCopy = 'clipboard' in navigator;
  const copy = () => {
    void navigator.clipboard.writeText(value).then(() => setCopied(true), () => setCopied(false));
  };
  return (
    <div data-field={field}>
      <dt>{label}</dt>
      <dd>
        <span className="checkout-reference__value" data-value={value}>{groupDigits(value)}</span>
        {canCopy && (
          <button type="button" className="link-button checkout-reference__copy" onClick={copy}>
            {copied ? t('checkout.reference.copied') : t('checkout.reference.copy')}
            <span className="visually-hidden"> {label}</span>
          </button>
        )}
      </dd>
    </div>
  );
}
