import { useTranslation } from 'react-i18next';
import { WhatsAppCta } from './whatsapp-cta';

export function ClosingSection() {
  const { t } = useTranslation();
  return (
    <section id="section-cta" className="section closing" aria-labelledby="closing-title">
      <div className="container closing__inner">
        <h2 id="closing-title">{t('closing.title')}</h2>
        <p>{t('closing.body')}</p>
        <WhatsAppCta className="button button--accent button--large">{t('closing.cta')}</WhatsAppCta>
        <p className="closing__note">{t('closing.note')}</p>
      </div>
    </section>
  );
}
