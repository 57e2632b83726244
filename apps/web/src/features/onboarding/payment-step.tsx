import { useTranslation } from 'react-i18next';
import { type Lang } from '@kumbu/core/lang';
import { formatMoney } from '@kumbu/core/money';
import { planByKey, type PlanKey } from '@kumbu/core/plans';

export interface PaymentStepProps {
  readonly titleId: string;
  readonly lang: Lang;
  readonly plan: PlanKey | null;
  readonly onContinue: () => void;
}

/**
 * Step 3. Every account starts with the 7-day trial and nothing is paid during it
 * (DECISIONS.md), so this step says so plainly and shows what the plan costs afterwards.
 * The real payment form (Multicaixa Express, reference, card) arrives with billing.
 */
export function PaymentStep({ titleId, lang, plan, onContinue }: PaymentStepProps) {
  const { t } = useTranslation();
  const chosen = plan === null ? null : planByKey(plan);
  return (
    <section className="onboarding-step">
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
      <p className="onboarding__note">{t('onboarding.payment.later')}</p>
      <div className="onboarding__actions">
        <button type="button" className="button button--primary button--large button--block" onClick={onContinue}>
          {t('onboarding.continue')}
        </button>
      </div>
    </section>
  );
}
