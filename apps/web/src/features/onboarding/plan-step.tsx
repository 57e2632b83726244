import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Lang } from '@kumbu/core/lang';
import { formatMoney } from '@kumbu/core/money';
import { PLANS, type PlanKey } from '@kumbu/core/plans';

export interface PlanStepProps {
  readonly titleId: string;
  readonly lang: Lang;
  readonly plan: PlanKey | null;
  readonly onPlan: (plan: PlanKey) => void;
  readonly onBack: () => void;
  readonly onContinue: () => void;
}

/** Step 1: the four plans as a radio group; prices come from core's catalogue. */
export function PlanStep({ titleId, lang, plan, onPlan, onBack, onContinue }: PlanStepProps) {
  const { t } = useTranslation();
  const whyId = useId();
  return (
    <section className="onboarding-step">
      <h2 id={titleId} className="onboarding__title" tabIndex={-1}>{t('onboarding.plan.title')}</h2>
      <p className="onboarding__lead">{t('onboarding.plan.body')}</p>
      <fieldset className="onboarding-plans">
        <legend className="visually-hidden">{t('onboarding.plan.title')}</legend>
        {PLANS.map((p) => (
          <label key={p.key} className={`onboarding-plan${p.popular ? ' onboarding-plan--popular' : ''}`}>
            <input type="radio" name="onboarding-plan" value={p.key} checked={plan === p.key} onChange={() => onPlan(p.key)} />
            <span className="onboarding-plan__main">
              <span className="onboarding-plan__name">
                {p.label[lang]}
                {p.popular && <span className="onboarding-plan__badge">{t('onboarding.plan.mostPopular')}</span>}
              </span>
              <span className="onboarding-plan__summary">{t(`onboarding.plan.summaries.${p.key}`)}</span>
            </span>
            <span className="onboarding-plan__price">
              {p.monthlyCents === null ? (
                <strong>{t('onboarding.plan.onRequest')}</strong>
              ) : (
                <>
                  <strong>{formatMoney(p.monthlyCents, 'AOA', lang)}</strong>
                  <small>{t('onboarding.plan.perMonth')}</small>
                </>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      {plan === null && <p className="onboarding__why" id={whyId}>{t('onboarding.plan.whyNoPlan')}</p>}
      <div className="onboarding__actions onboarding__actions--split">
        <button type="button" className="button button--ghost" onClick={onBack}>{t('onboarding.back')}</button>
        <button type="button" className="button button--primary" disabled={plan === null} aria-describedby={plan === null ? whyId : undefined} onClick={onContinue}>
          {t('onboarding.continue')}
        </button>
      </div>
    </section>
  );
}
