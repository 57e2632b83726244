// The hero's illustration (spec §1): sample chat lines and a sample treasury card, both
// labelled as examples. Markup and CSS only, no images, so it paints with the text.
import { useTranslation } from 'react-i18next';
import { formatMoney, toCents, type Cents } from '@kumbu/core/money';
import { useLang } from '../../shared/use-lang';

// Sample figures for the illustrative treasury card (in cêntimos).
const SAMPLE = {
  balance: toCents(128_450_000),
  inflow: toCents(91_000_000),
  outflow: toCents(61_230_000),
  forecast: toCents(18_600_000),
};

const CHAT = [
  { key: 'user1', mine: true, time: '08:12' },
  { key: 'bot1', mine: false, time: '08:12' },
  { key: 'user2', mine: true, time: '18:40' },
  { key: 'bot2', mine: false, time: '18:40' },
] as const;

export function HeroVisual() {
  const { t } = useTranslation();
  const lang = useLang();
  const kz = (c: Cents): string => formatMoney(c, 'AOA', lang);

  return (
    <div className="hero__visual">
      <figure className="chat" aria-label={t('hero.chat.label')}>
        <figcaption className="chat__head">
          <span className="chat__avatar" aria-hidden="true">K</span>
          <span>
            <strong>{t('hero.chat.contact')}</strong>
            <small>{t('hero.chat.status')}</small>
          </span>
        </figcaption>
        <div className="chat__body">
          {CHAT.map((line) => (
            <p key={line.key} className={line.mine ? 'chat__msg chat__msg--me' : 'chat__msg'}>
              {t(`hero.chat.${line.key}`)}
              <span className="chat__time" aria-hidden="true">{line.time}</span>
            </p>
          ))}
        </div>
      </figure>
      <figure className="treasury" aria-label={t('hero.treasury.label')}>
        <div className="treasury__head">
          <span>{t('hero.treasury.title')}</span>
          <span className="tag">{t('hero.treasury.sample')}</span>
        </div>
        <p className="treasury__balance">
          <small>{t('hero.treasury.balance')}</small>
          <strong>{kz(SAMPLE.balance)}</strong>
        </p>
        <dl className="treasury__rows">
          <div><dt>{t('hero.treasury.inflow')}</dt><dd className="positive">{kz(SAMPLE.inflow)}</dd></div>
          <div><dt>{t('hero.treasury.outflow')}</dt><dd className="negative">{kz(SAMPLE.outflow)}</dd></div>
          <div><dt>{t('hero.treasury.forecast')}</dt><dd className="positive">+{kz(SAMPLE.forecast)}</dd></div>
        </dl>
        <svg className="treasury__spark" viewBox="0 0 120 28" aria-hidden="true" focusable="false" preserveAspectRatio="none">
          <polyline points="0,22 15,18 30,20 45,13 60,15 75,9 90,11 105,5 120,7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </figure>
    </div>
  );
}
