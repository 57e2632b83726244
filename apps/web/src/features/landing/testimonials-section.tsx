import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';

const QUOTES = ['q1', 'q2', 'q3'] as const;

export function TestimonialsSection() {
  const { t } = useTranslation();
  return (
    <LandingSection id="section-testimonials" title={t('testimonials.title')} intro={t('testimonials.intro')}>
      <p className="rating">
        <span className="rating__stars" aria-hidden="true">★★★★★</span>
        <span>{t('testimonials.rating')}</span>
      </p>
      <ul className="cards cards--3 quotes">
        {QUOTES.map((key) => (
          <li key={key} className="card quote">
            <figure>
              <blockquote>
                <p>{t(`testimonials.items.${key}.quote`)}</p>
              </blockquote>
              <figcaption>
                <span className="quote__avatar" aria-hidden="true">{t(`testimonials.items.${key}.name`).charAt(0)}</span>
                <span>
                  <strong>{t(`testimonials.items.${key}.name`)}</strong>
                  <small>{t(`testimonials.items.${key}.role`)}</small>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
