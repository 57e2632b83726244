// Settings' renew / subscribe dialog (issue 7): a native modal <dialog> (the page behind is
// inert; Tab cycles inside; Escape and × close; focus returns to the button that opened it)
// with the checkout — plan, duration, payment. A payment refreshes the subscription card,
// the billing history and the session (the header badge).
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Lang } from '@kumbu/core/lang';
import { type Me } from '../../shared/session/account-api';
import { useSession } from '../../shared/session/session-context';
import { formatInstantDay } from '../../shared/format-date';
import { Checkout } from '../../shared/billing/checkout';
import { isPayablePlan } from '../../shared/billing/checkout-terms';
import { refreshSubscriptionData } from './subscription-api';
import './renew-dialog.css';

export interface RenewDialogProps {
  readonly me: Me;
  readonly lang: Lang;
  readonly tier: string;
  /** The paid period's end when one is running: the renewal starts there. */
  readonly currentEnd: string | null;
  readonly renewing: boolean;
  readonly onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog (the browser would otherwise move on to its own bar). */
function trapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export function RenewDialog({ me, lang, tier, currentEnd, renewing, onClose }: RenewDialogProps) {
  const { t } = useTranslation();
  const { refresh } = useSession();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  // As it was when the dialog opened: a payment refreshes the card behind it, and this line
  // describes the period being paid for, not the one just bought.
  const [startsAfter] = useState(currentEnd);
  const [wasRenewing] = useState(renewing);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    dialog?.querySelector<HTMLElement>('input:checked, input')?.focus();
  }, []);

  return (
    <dialog
      ref={ref}
      className="dialog renew-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-sub`}
      onCancel={(event) => { event.preventDefault(); onClose(); }}
      onKeyDown={trapTab}
    >
      <div className="dialog__head">
        <h2 id={`${id}-title`}>{wasRenewing ? t('billing.renew.renewTitle') : t('billing.renew.subscribeTitle')}</h2>
        <button type="button" className="icon-button" aria-label={t('billing.renew.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p id={`${id}-sub`} className="dialog__sub renew-dialog__sub">
        {startsAfter ? t('billing.renew.extends', { date: formatInstantDay(startsAfter, lang) }) : t('billing.renew.startsNow')}
      </p>
      <Checkout
        lang={lang}
        firebaseUid={me.user.id}
        credentials={{ kind: 'session' }}
        initialPlan={isPayablePlan(tier) ? tier : 'standard'}
        choosePlan
        defaultPhone={me.profile.whatsappId}
        onPaid={() => {
          refreshSubscriptionData();
          void refresh();
        }}
        paidActions={<button type="button" className="button button--primary" onClick={onClose}>{t('billing.renew.close')}</button>}
      />
    </dialog>
  );
}
