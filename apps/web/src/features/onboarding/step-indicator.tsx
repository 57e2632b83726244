import { useTranslation } from 'react-i18next';
import { STEPS, type StepIndex } from './onboarding-query';

/** Five numbered dots joined by a line; done steps show a tick, the current one its name. */
export function StepIndicator({ step }: { readonly step: StepIndex }) {
  const { t } = useTranslation();
  return (
    <ol className="onboarding-steps" aria-hidden="true">
      {STEPS.map((name, index) => {
        const state = index < step ? 'done' : index === step ? 'current' : 'todo';
        return (
          <li key={name} className={`onboarding-steps__item onboarding-steps__item--${state}`}>
            <span className="onboarding-steps__dot">{state === 'done' ? '✓' : index + 1}</span>
            <span className="onboarding-steps__label">{t(`onboarding.steps.${name}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}
