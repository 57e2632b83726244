import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';

const STEPS = ['t0', 't1', 't2', 't7'] as const;

export function WorkflowSection() {
  const { t } = useTranslation();
  return (
    <LandingSection id="section-workflow" title={t('workflow.title')} intro={t('workflow.intro')}>
      <ol className="timeline">
        {STEPS.map((key) => (
          <li key={key} className="timeline__step">
            <span className="timeline__label">{t(`workflow.steps.${key}.label`)}</span>
            <h3>{t(`workflow.steps.${key}.title`)}</h3>
            <p>{t(`workflow.steps.${key}.body`)}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
