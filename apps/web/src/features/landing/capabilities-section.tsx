import { useTranslation } from 'react-i18next';

const ITEMS = ['consolidate', 'categorise', 'reconcile', 'forecast', 'budgets', 'debts', 'receipts', 'reports'] as const;

export function CapabilitiesSection() {
  const { t } = useTranslation();
  return (
    <section id="section-capabilities" className="section section--tinted">
      <div className="container">
        <h2 className="section__title">{t('capabilities.title')}</h2>
        <p className="section__intro">{t('capabilities.intro')}</p>
        <ul className="cards cards--4">
          {ITEMS.map((key) => (
            <li key={key} className="card card--compact">
              <h3>{t(`capabilities.items.${key}.title`)}</h3>
              <p>{t(`capabilities.items.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
