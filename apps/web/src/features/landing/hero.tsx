import { useTranslation } from 'react-i18next';
import { scrollToSection } from '../../shared/ui/scroll-to-section';
import { Claims } from './claims';
import { HeroVisual } from './hero-visual';
import { WhatsAppCta } from './whatsapp-cta';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="hero-title">{t('hero.tagline')}</h1>
          <p className="hero__lead">{t('hero.description')}</p>
          <div className="hero__actions">
            <WhatsAppCta className="button button--accent button--large">{t('hero.primaryCta')}</WhatsAppCta>
            <a
              className="button button--ghost-light button--large"
              href="#section-workflow"
              onClick={(event) => {
                if (scrollToSection('section-workflow')) event.preventDefault();
              }}
            >
              {t('hero.secondaryCta')}
            </a>
          </div>
          <p className="hero__note">{t('hero.trialNote')}</p>
        </div>
        <HeroVisual />
      </div>
      <Claims />
    </section>
  );
}
