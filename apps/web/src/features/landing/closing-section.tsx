import { useTranslation } from 'react-i18next';
import { whatsappLink } from '../../shared/whatsapp';

export function ClosingSection() {
  const { t } = useTranslation();
  return (
    <section className="section closing">
      <div className="container closing__inner">
        <h2>{t('closing.title')}</h2>
        <p>{t('closing.body')}</p>
        <a className="button button--accent button--large" href={whatsappLink()} target="_blank" rel="noopener noreferrer">
          {t('closing.cta')}
        </a>
      </div>
    </section>
  );
}
