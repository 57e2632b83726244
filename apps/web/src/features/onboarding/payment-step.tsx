import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Lang } from '@kumbu/core/lang';
import { formatMoney } from '@kumbu/core/money';
import { planByKey, planFromParam, type PlanKey } from '@kumbu/core/plans';
import { planLabel } from '@kumbu/core/subscription-status';
import { useSession } from '../../shared/session/session-context';
import { CONTACT_EMAIL } from '../../shared/ui/footer-links';
import { type PayerCredentials } from '../../shared/billing/billing-api';
import { Checkout } from '../../shared/billing/checkout';
import { isPayablePlan } from '../../shared/billing/checkout-terms';
import { formatInstantDay } from '../../shared/format-date';
import { paidPlanOf, type PaidPlan } from './paid-plan';

/** The account the wizard just made (its bearer token), if this visit made one. */
export interface PayingAccount { readonly userId: string; readonly token: string }

export interface PaymentStepProps {
  readonly titleId: string;
  readonly lang: Lang;
  readonly plan: PlanKey | null;
  readonly account: PayingAccount | null;
  /** The WhatsApp number from step 2: the Multicaixa Express field starts with it. */
  readonly phone: string;
  readonly onContinue: () => void;
  readonly onSignIn: () => void;
}

/**
 * Step 3. Every account starts with the 7-day trial and nothing is paid during it
 * (DECISIONS.md), so this step says so first and its main button continues with the trial.
 * "Pay now" opens the checkout for the chosen plan (Unlimited: contact sales instead).
 * An account whose plan is already paid (say, the page was reloaded after paying) is shown
 * that plan and goes on to the confirmation: it is never offered to pay for it again here
 * (renewing is in Settings); choosing another plan is an upgrade and is offered.
 */
export function PaymentStep({ titleId, lang, plan, account, phone, onContinue, onSignIn }: PaymentStepProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState(false);
  const chosen = plan === null ? null : planByKey(plan);
  // Who pays: the account this wizard made (bearer), else a signed-in session (action=pay).
  const payer: { readonly uid: string; readonly credentials: PayerCredentials } | null = account !== null
    ? { uid: account.userId, credentials: { kind: 'bearer', token: account.token } }
    : session.status === 'signed-in' ? { uid: session.me.user.id, credentials: { kind: 'session' } } : null;
  const defaultPhone = session.status === 'signed-in' && account === null ? session.me.profile.whatsappId ?? phone : phone;
  const checkoutId = `${titleId}-checkout`;
  // Opening the checkout takes the reader (and the scroll) to it.
  const checkoutTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (paying) checkoutTitle.current?.focus();
  }, [paying]);
  // The wizard's memory of this visit is gone after a reload: the account says what is paid.
  const known = account === null && session.status === 'signed-in' ? session.me.subscription : null;
  const checking = account === null && session.status === 'loading';
  const running = paid ? null : paidPlanOf(known, new Date());
  // Another plan than the running one is an upgrade: offered as before.
  const alreadyPaid = running !== null && (plan === null || planFromParam(running.tier) === plan) ? running : null;
  if (alreadyPaid !== null) return <AlreadyPaid titleId={titleId} lang={lang} plan={alreadyPaid} onContinue={onContinue} />;

  return (
    <section className="onboarding-step onboarding-payment" data-paying={paying || undefined}>
      <span className="tag tag--ok onboarding-payment__badge">{t('onboarding.payment.trialBadge')}</span>
      <h2 id={titleId} className="onboarding__title" tabIndex={-1}>{t('onboarding.payment.title')}</h2>
      <p className="onboarding__lead">{t('onboarding.payment.body')}</p>
      <div className="onboarding-summary">
        <p className="onboarding-summary__label">{t('onboarding.payment.planLabel')}</p>
        {chosen === null ? (
          <p className="onboarding-summary__value">{t('onboarding.payment.noPlan')}</p>
        ) : (
          <>
            <p className="onboarding-summary__value">{chosen.label[lang]}</p>
            <p className="onboarding-summary__price">
              {chosen.monthlyCents === null
                ? t('onboarding.payment.priceOnRequest')
                : t('onboarding.payment.priceAfter', { price: formatMoney(chosen.monthlyCents, 'AOA', lang) })}
            </p>
          </>
        )}
      </div>
      {!paid && checking && <p className="onboarding__note" role="status">{t('onboarding.payment.checking')}</p>}
      {!paid && !checking && (
        <>
          <p className="onboarding__note">{t('onboarding.payment.later')}</p>
          <div className="onboarding__actions onboarding__actions--stack">
            <button type="button" className="button button--primary button--large button--block" onClick={onContinue}>
              {t('onboarding.payment.continueTrial')}
            </button>
            {plan === 'unlimited' ? (
              <a className="button button--ghost button--block" href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(t('onboarding.payment.salesSubject'))}`}>
                {t('onboarding.payment.contactSales')}
              </a>
            ) : (
              <button
                type="button"
                className="button button--ghost button--block"
                aria-expanded={paying}
                aria-controls={paying ? checkoutId : undefined}
                onClick={() => setPaying((open) => !open)}
              >
                {t('onboarding.payment.payNow')}
              </button>
            )}
          </div>
        </>
      )}
      {paying && plan !== 'unlimited' && (
        <div id={checkoutId} className="onboarding-payment__checkout">
          <h3 ref={checkoutTitle} className="onboarding-payment__title" tabIndex={-1}>{t('onboarding.payment.payTitle')}</h3>
          {payer === null ? (
            <div className="onboarding-payment__signin">
              <p>{t('onboarding.payment.signInToPay')}</p>
              <button type="button" className="button button--ghost" onClick={onSignIn}>{t('onboarding.payment.signIn')}</button>
            </div>
          ) : (
            <>
              {!paid && <p className="onboarding__note">{t('onboarding.payment.payNowHint')}</p>}
              <Checkout
                lang={lang}
                firebaseUid={payer.uid}
                credentials={payer.credentials}
                initialPlan={isPayablePlan(plan) ? plan : 'standard'}
                choosePlan={!isPayablePlan(plan)}
                defaultPhone={defaultPhone}
                onPaid={() => setPaid(true)}
                paidActions={(
                  <button type="button" className="button button--primary button--large button--block" onClick={onContinue}>
                    {t('onboarding.payment.paidContinue')}
                  </button>
                )}
              />
            </>
          )}
        </div>
      )}
    </section>
  );
}

/** The account's plan is paid and running: show it, and go on to the confirmation. */
function AlreadyPaid({ titleId, lang, plan, onContinue }: {
  readonly titleId: string; readonly lang: Lang; readonly plan: PaidPlan; readonly onContinue: () => void;
}) {
  const { t } = useTranslation();
  const name = planLabel(plan.tier, lang);
  return (
    <section className="onboarding-step onboarding-payment" data-paid="true">
      <span className="tag tag--ok onboarding-payment__badge">{t('onboarding.payment.paidBadge')}</span>
      <h2 id={titleId} className="onboarding__title" tabIndex={-1}>{t('onboarding.payment.title')}</h2>
      <div className="onboarding-summary">
        <p className="onboarding-summary__label">{t('onboarding.payment.planLabel')}</p>
        <p className="onboarding-summary__value">{name}</p>
      </div>
      <p className="onboarding__lead">
        {plan.expiresAt
          ? t('onboarding.payment.alreadyPaid', { plan: name, date: formatInstantDay(plan.expiresAt, lang) })
          : t('onboarding.payment.alreadyPaidNoDate', { plan: name })}
      </p>
      <p className="onboarding__note"><a href="/settings">{t('onboarding.payment.renewInSettings')}</a></p>
      <div className="onboarding__actions onboarding__actions--stack">
        <button type="button" className="button button--primary button--large button--block" onClick={onContinue}>
          {t('onboarding.payment.paidContinue')}
        </button>
      </div>
    </section>
  );
}
