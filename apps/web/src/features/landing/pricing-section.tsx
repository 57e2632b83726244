// Pricing (DECISIONS.md, list 2): the plans of core's one catalogue, monthly or annual
// (annual = 10 × monthly), Standard marked most popular, Unlimited on request.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANS } from '@kumbu/core/plans';
import { LandingSection } from './landing-section';
import { PlanCard, type Billing } from './plan-card';

const BILLINGS = ['monthly', 'annual'] as const;

export function PricingSection() {
  const { t } = useTranslation();
  const [billing, setBilling] = useState<Billing>('monthly');

  return (
    <LandingSection id="section-pricing" title={t('pricing.title')} intro={t('pricing.intro')} tinted>
      <div className="segmented billing-toggle" role="group" aria-label={t('pricing.billingLabel')}>
        {BILLINGS.map((b) => (
          <button key={b} type="button" data-billing={b} aria-pressed={billing === b} onClick={() => setBilling(b)}>
            {t(`pricing.${b}`)}
            {b === 'annual' && <span className="segmented__hint">{t('pricing.annualSaving')}</span>}
          </button>
        ))}
      </div>
      <ul className="plans">
        {PLANS.map((plan) => <PlanCard key={plan.key} plan={plan} billing={billing} />)}
      </ul>
    </LandingSection>
  );
}
