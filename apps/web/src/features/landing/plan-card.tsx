import { useTranslation } from 'react-i18next';
import { formatMoney, subCents, toCents } from '@kumbu/core/money';
import { planTotalCents, type Plan } from '@kumbu/core/plans';
import { ExternalLink } from '../../shared/ui/external-link';
import { useLang } from '../../shared/use-lang';
import { CONTACT_EMAIL } from '../../shared/ui/footer-links';
import { planGreeting, whatsappLink } from '../../shared/whatsapp';

export type Billing = 'monthly' | 'annual';

/** Landing-page names of the catalogue's plans (premium is sold as Pro). */
const SHOWN_KEY = { basic: 'basic', standard: 'standard', premium: 'pro', unlimited: 'unlimited' } as const;
const FEATURES = ['f1', 'f2', 'f3', 'f4'] as const;

/**
 * One plan of the catalogue; every figure is computed from it, none is typed here. The
 * price says what it is per (person or organisation, from the plan's audience), and every
 * button offers the free trial, because every plan starts with it.
 */
export function PlanCard({ plan, billing }: { readonly plan: Plan; readonly billing: Billing }) {
  const { t } = useTranslation();
  const lang = useLang();
  const key = SHOWN_KEY[plan.key];
  const kz = (cents: Parameters<typeof formatMoney>[0]): string => formatMoney(cents, 'AOA', lang);
  const annual = planTotalCents(plan.key, 12);
  const monthly = plan.monthlyCents;

  let price = <strong>{t('pricing.onRequest')}</strong>;
  let note = t('pricing.onRequestNote');
  if (monthly !== null && annual !== null) {
    price = (
      <>
        <strong>{kz(billing === 'monthly' ? monthly : annual)}</strong>
        <span className="plan__unit">{t(`pricing.per.${plan.audience}.${billing}`)}</span>
      </>
    );
    note = billing === 'monthly'
      ? t('pricing.billedMonthly')
      : t('pricing.annualSaves', { amount: kz(subCents(toCents(monthly * 12), annual)) });
  }

  return (
    <li className={`plan${plan.popular ? ' plan--popular' : ''}`} data-plan={plan.key} aria-labelledby={`plan-${plan.key}`}>
      {plan.popular && <span className="plan__badge">{t('pricing.mostPopular')}</span>}
      <p className="plan__audience" data-audience={plan.audience}>{t(`pricing.audience.${plan.audience}`)}</p>
      <h3 id={`plan-${plan.key}`}>{t(`pricing.plans.${key}.name`)}</h3>
      <p className="plan__summary">{t(`pricing.plans.${key}.summary`)}</p>
      <p className="plan__price">{price}</p>
      <p className="plan__note">{note}</p>
      <ul className="plan__features">
        {FEATURES.map((f) => <li key={f}>{t(`pricing.plans.${key}.${f}`)}</li>)}
      </ul>
      {plan.audience === 'business' && <p className="plan__pilot">{t('pricing.pilotIncluded')}</p>}
      <p className="plan__limit">{t('pricing.fairUse', { limit: t(`pricing.plans.${key}.limit`) })}</p>
      {monthly === null ? (
        <a className="button button--block button--primary" href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(t('pricing.salesSubject'))}`}>
          {t('pricing.trialCtaOnRequest')}
        </a>
      ) : (
        <ExternalLink className={`button button--block ${plan.popular ? 'button--accent' : 'button--primary'}`} href={whatsappLink(planGreeting(plan.label.pt))}>
          {t('pricing.trialCta')}
        </ExternalLink>
      )}
    </li>
  );
}
