import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, toCents, type Cents } from '@kumbu/core/money';
import { useLang } from '../../shared/use-lang';
import { SUPPORT_EMAIL, planGreeting, whatsappLink } from '../../shared/whatsapp';

type Billing = 'monthly' | 'annual';

interface Plan {
  readonly key: 'basic' | 'standard' | 'pro' | 'unlimited';
  /** Price per month in cêntimos (DECISIONS.md, price list 2); null = on request. */
  readonly monthly: Cents | null;
  readonly popular: boolean;
  /** The plan's Portuguese name, quoted in the WhatsApp greeting the co-pilot reads. */
  readonly ptName: string;
}

const PLANS: readonly Plan[] = [
  { key: 'basic', monthly: toCents(700_000), popular: false, ptName: 'Básico' },
  { key: 'standard', monthly: toCents(1_300_000), popular: true, ptName: 'Standard' },
  { key: 'pro', monthly: toCents(2_000_000), popular: false, ptName: 'Pro' },
  { key: 'unlimited', monthly: null, popular: false, ptName: 'Ilimitado' },
];

/** Annual billing is ten monthly payments: two months free (DECISIONS.md). */
const ANNUAL_MONTHS = 10;
const FEATURES = ['f1', 'f2', 'f3', 'f4'] as const;

export function PricingSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const [billing, setBilling] = useState<Billing>('monthly');

  return (
    <section id="section-pricing" className="section section--tinted">
      <div className="container">
        <h2 className="section__title">{t('pricing.title')}</h2>
        <p className="section__intro">{t('pricing.intro')}</p>
        <div className="segmented" role="group" aria-label={t('pricing.billingLabel')}>
          {(['monthly', 'annual'] as const).map((b) => (
            <button key={b} type="button" aria-pressed={billing === b} onClick={() => setBilling(b)}>
              {t(`pricing.${b}`)}
              {b === 'annual' && <span className="segmented__hint">{t('pricing.annualSaving')}</span>}
            </button>
          ))}
        </div>
        <ul className="plans">
          {PLANS.map((plan) => {
            const price =
              plan.monthly === null ? null : billing === 'monthly' ? plan.monthly : toCents(plan.monthly * ANNUAL_MONTHS);
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
      </div>
    </section>
  );
}
