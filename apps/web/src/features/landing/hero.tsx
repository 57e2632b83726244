import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatMoney, toCents } from '@kumbu/core/money';
import { useSession } from '../../shared/session/session-context';
import { useLang } from '../../shared/use-lang';
import { whatsappLink } from '../../shared/whatsapp';

// Sample figures for the illustrative treasury card (in cêntimos); labelled "Sample".
const SAMPLE = {
  balance: toCents(128_450_000),
  inflow: toCents(91_000_000),
  outflow: toCents(61_230_000),
  forecast: toCents(18_600_000),
};

const STATS = ['accuracy', 'rating', 'reconciled', 'insight'] as const;

export function Hero() {
  const { t } = useTranslation();
  const lang = useLang();
  const kz = (c: typeof SAMPLE.balance): string => formatMoney(c, 'AOA', lang);
  const { openSignIn } = useSession();
  const [params, setParams] = useSearchParams();
  // The call to action opens the WhatsApp chat and also starts onboarding (spec §2): the
  // wizard when the visitor arrived with a whatsappId, otherwise the sign-up dialog.
  const startOnboarding = (): void => {
    if (params.has('whatsappId')) setParams((p) => { p.set('action', 'onboard'); return p; });
    else openSignIn({ mode: 'signup' });
  };

  return (
    <section className="hero">
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1>{t('hero.tagline')}</h1>
          <p className="hero__lead">{t('hero.description')}</p>
          <div className="hero__actions">
            <a className="button button--accent button--large" href={whatsappLink()} target="_blank" rel="noopener noreferrer" onClick={startOnboarding}>
              {t('hero.primaryCta')}
            </a>
            <a className="button button--ghost-light button--large" href="#section-workflow">
              {t('hero.secondaryCta')}
            </a>
          </div>
          <p className="hero__note">{t('hero.trialNote')}</p>
        </div>

        <div className="hero__visual">
          <figure className="chat" aria-label={t('hero.chat.label')}>
            <p className="chat__msg chat__msg--me">{t('hero.chat.user1')}</p>
            <p className="chat__msg">{t('hero.chat.bot1')}</p>
            <p className="chat__msg chat__msg--me">{t('hero.chat.user2')}</p>
            <p className="chat__msg">{t('hero.chat.bot2')}</p>
          </figure>
          <div className="treasury">
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
          </div>
        </div>
      </div>
      <ul className="container stats">
        {STATS.map((key) => <li key={key}>{t(`hero.stats.${key}`)}</li>)}
      </ul>
    </section>
  );
}
