import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@kumbu/core/lang';

const POINTS = ['point1', 'point2', 'point3'] as const;

export interface WelcomeStepProps {
  readonly titleId: string;
  readonly lang: Lang;
  readonly onLanguage: (lang: Lang) => void;
  readonly onBegin: () => void;
}

/** Step 0: a warm hello, the language choice and the begin button. */
export function WelcomeStep({ titleId, lang, onLanguage, onBegin }: WelcomeStepProps) {
  const { t } = useTranslation();
  return (
    <section className="onboarding-step onboarding-welcome">
      <p className="onboarding__eyebrow">{t('onboarding.welcome.eyebrow')}</p>
      <h2 id={titleId} className="onboarding__title" tabIndex={-1}>{t('onboarding.welcome.title')}</h2>
      <p className="onboarding__lead">{t('onboarding.welcome.body')}</p>
      <ul className="onboarding-welcome__points">
        {POINTS.map((p) => <li key={p}>{t(`onboarding.welcome.${p}`)}</li>)}
      </ul>
      <fieldset className="onboarding-langs">
        <legend>{t('onboarding.welcome.languageLabel')}</legend>
        <div className="onboarding-langs__options">
          {LANGS.map((option) => (
            <button
              key={option}
              type="button"
              className="onboarding-langs__option"
              aria-pressed={lang === option}
              lang={option}
              onClick={() => onLanguage(option)}
            >
              <span className="onboarding-langs__code" aria-hidden="true">{option.toUpperCase()}</span>
              {t(`language.${option}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="onboarding__actions">
        <button type="button" className="button button--accent button--large button--block" onClick={onBegin}>
          {t('onboarding.welcome.begin')}
        </button>
      </div>
    </section>
  );
}
