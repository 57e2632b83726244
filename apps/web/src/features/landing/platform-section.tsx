import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';

export function PlatformSection() {
  const { t } = useTranslation();
  return (
    <LandingSection id="section-platform" title={t('platform.title')} intro={t('platform.intro')}>
      <div className="cards cards--3">
        <article className="card">
          <span className="card__icon" aria-hidden="true">💬</span>
          <h3>{t('platform.whatsappTitle')}</h3>
          <p>{t('platform.whatsappBody')}</p>
        </article>
        <article className="card">
          <span className="card__icon" aria-hidden="true">📊</span>
          <h3>{t('platform.webTitle')}</h3>
          <p>{t('platform.webBody')}</p>
        </article>
        <article className="card">
          <span className="card__icon" aria-hidden="true">🔒</span>
          <h3>{t('platform.dataTitle')}</h3>
          <p>{t('platform.dataBody')}</p>
        </article>
      </div>
    </LandingSection>
  );
}
