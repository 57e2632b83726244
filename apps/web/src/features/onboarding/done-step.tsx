import { useTranslation } from 'react-i18next';
import { whatsappLink } from '../../shared/whatsapp';

const NEXT = ['step1', 'step2', 'step3'] as const;

/** Step 4: "Account Created!", the next steps and Complete (which closes the wizard). */
export function DoneStep({ titleId, onComplete }: { readonly titleId: string; readonly onComplete: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="onboarding-step onboarding-done">
      <span className="onboarding-done__icon" aria-hidden="true">✓</span>
      <h2 id={titleId} className="onboarding__title" tabIndex={-1}>{t('onboarding.done.title')}</h2>
      <p className="onboarding__lead">{t('onboarding.done.body')}</p>
      <ol className="onboarding-done__next">
        {NEXT.map((key) => <li key={key}>{t(`onboarding.done.${key}`)}</li>)}
      </ol>
      <div className="onboarding__actions onboarding__actions--stack">
        <a className="button button--accent button--large button--block" href={whatsappLink()} target="_blank" rel="noopener noreferrer">
          {t('onboarding.done.openWhatsapp')}
        </a>
        <button type="button" className="button button--primary button--large button--block" onClick={onComplete}>
          {t('onboarding.done.complete')}
        </button>
      </div>
    </section>
  );
}
