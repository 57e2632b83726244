import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';
import { PlatformIcon, type PlatformIconName } from './platform-icons';

const CARDS: readonly { readonly icon: PlatformIconName; readonly key: 'whatsapp' | 'web' | 'data' }[] = [
  { icon: 'chat', key: 'whatsapp' },
  { icon: 'chart', key: 'web' },
  { icon: 'lock', key: 'data' },
];

export function PlatformSection() {
  const { t } = useTranslation();
  return (
    <LandingSection id="section-platform" title={t('platform.title')} intro={t('platform.intro')}>
      <ul className="cards cards--3">
        {CARDS.map((card) => (
          <li key={card.key} className="card">
            <span className="card__icon"><PlatformIcon name={card.icon} /></span>
            <h3>{t(`platform.${card.key}Title`)}</h3>
            <p>{t(`platform.${card.key}Body`)}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
