import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';

const ITEMS = ['consolidate', 'categorise', 'reconcile', 'forecast', 'budgets', 'debts', 'receipts', 'reports'] as const;

export function CapabilitiesSection() {
  const { t } = useTranslation();
  return (
    <LandingSection id="section-capabilities" title={t('capabilities.title')} intro={t('capabilities.intro')} tinted>
      <ul className="cards cards--4">
        {ITEMS.map((key) => (
          <li key={key} className="card card--compact">
            <h3>{t(`capabilities.items.${key}.title`)}</h3>
            <p>{t(`capabilities.items.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
