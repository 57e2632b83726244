import { useTranslation } from 'react-i18next';

const STEPS = ['t0', 't1', 't2', 't7'] as const;

export function WorkflowSection() {
  const { t } = useTranslation();
  return (
    <section id="section-workflow" className="section">
      <div className="container">
        <h2 className="section__title">{t('workflow.title')}</h2>
        <p className="section__intro">{t('workflow.intro')}</p>
        <ol className="timeline">
          {STEPS.map((key) => (
            <li key={key} className="timeline__step">
              <span className="timeline__label">{t(`workflow.steps.${key}.label`)}</span>
              <h3>{t(`workflow.steps.${key}.title`)}</h3>
              <p>{t(`workflow.steps.${key}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
