import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@kumbu/core/money';
import { PLANS, planTotalCents } from '@kumbu/core/plans';
import { useLang } from '../../shared/use-lang';
import { SUPPORT_EMAIL, planGreeting, whatsappLink } from '../../shared/whatsapp';
import { LandingSection } from './landing-section';

type Billing = 'monthly' | 'annual';

/** Landing-page names of the catalogue's plans (premium is sold as Pro). */
const SHOWN_KEY = { basic: 'basic', standard: 'standard', premium: 'pro', unlimited: 'unlimited' } as const;

const FEATURES = ['f1', 'f2', 'f3', 'f4'] as const;

export function PricingSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const [billing, setBilling] = useState<Billing>('monthly');

  return (
    <LandingSection id="section-pricing" title={t('pricing.title')} intro={t('pricing.intro')} tinted>
      <div className="segmented" role="group" aria-label={t('pricing.billingLabel')}>
        {(['monthly', 'annual'] as const).map((b) => (
          <button key={b} type="button" aria-pressed={billing === b} onClick={() => setBilling(b)}>
            {t(`pricing.${b}`)}
            {b === 'annual' && <span className="segmented__hint">{t('pricing.annualSaving')}</span>}
          </button>
        ))}
      </div>
      <ul className="plans">
        {PLANS.map((catalogued) => {
          const plan = { ...catalogued, key: SHOWN_KEY[catalogued.key], monthly: catalogued.monthlyCents, ptName: catalogued.label.pt };
          const price =
            billing === 'monthly' ? plan.monthly : planTotalCents(catalogued.key, 12);
          const href =
            plan.monthly === null
              ? `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(t('pricing.salesSubject'))}`
              : whatsappLink(planGreeting(plan.ptName));
          return (
            <li key={plan.key} className={`plan${plan.popular ? ' plan--popular' : ''}`}>
              {plan.popular && <span className="plan__badge">{t('pricing.mostPopular')}</span>}
              <h3>{t(`pricing.plans.${plan.key}.name`)}</h3>
              <p className="plan__summary">{t(`pricing.plans.${plan.key}.summary`)}</p>
              <p className="plan__price">
                {price === null ? (
                  <strong>{t('pricing.onRequest')}</strong>
                ) : (
                  <>
                    <strong>{formatMoney(price, 'AOA', lang)}</strong>
                    <span>{billing === 'monthly' ? t('pricing.perMonth') : t('pricing.perYear')}</span>
                  </>
                )}
              </p>
              <ul className="plan__features">
                {FEATURES.map((f) => <li key={f}>{t(`pricing.plans.${plan.key}.${f}`)}</li>)}
              </ul>
              <p className="plan__limit">{t('pricing.fairUse', { limit: t(`pricing.plans.${plan.key}.limit`) })}</p>
              <a
                className={`button button--block ${plan.popular ? 'button--accent' : 'button--primary'}`}
                href={href}
                {...(plan.monthly === null ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              >
                {t(`pricing.plans.${plan.key}.cta`)}
              </a>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
