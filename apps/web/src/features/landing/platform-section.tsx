import { useTranslation } from 'react-i18next';

export function PlatformSection() {
  const { t } = useTranslation();
  return (
    <section id="section-platform" className="section">
      <div className="container">
        <h2 className="section__title">{t('platform.title')}</h2>
        <p className="section__intro">{t('platform.intro')}</p>
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
      </div>
    </section>
  );
}
