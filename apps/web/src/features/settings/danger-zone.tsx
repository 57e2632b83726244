import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newIdempotencyKey } from '../../shared/idempotency';
import { useSession } from '../../shared/session/session-context';
import { deleteAccount } from './settings-api';
import { deleteFailureText } from './settings-flow';

type Step =
  | { readonly kind: 'idle' }
  /** One key per confirmation: pressing "Yes" again after a lost answer cannot delete twice. */
  | { readonly kind: 'confirm'; readonly key: string; readonly error: string | null }
  | { readonly kind: 'deleting'; readonly key: string };

/** Delete account: a button, then Yes / Cancel; success signs out, alerts, and goes home. */
export function DangerZone() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  async function confirmDelete(key: string): Promise<void> {
    setStep({ kind: 'deleting', key });
    const answer = await deleteAccount(key);
    if (!answer.success) {
      setStep({
        kind: 'confirm', key, error: deleteFailureText(answer, {
          error: (error) => t('account.settings.danger.error', { error }),
          unexpected: (message) => t('account.settings.danger.unexpected', { message }),
        }),
      });
      return;
    }
    await signOut();
    window.alert(t('account.settings.danger.deleted'));
    void navigate('/');
  }

  return (
    <section className="panel danger-zone" aria-labelledby="settings-danger-title">
      <h3 id="settings-danger-title">{t('account.settings.danger.title')}</h3>
      <p>{t('account.settings.danger.intro')}</p>
      {step.kind === 'idle' ? (
        <button type="button" className="button button--danger" onClick={() => setStep({ kind: 'confirm', key: newIdempotencyKey(), error: null })}>
          {t('account.settings.danger.delete')}
        </button>
      ) : (
        <div className="danger-zone__confirm" role="group" aria-labelledby="settings-danger-confirm">
          <p id="settings-danger-confirm"><strong>{t('account.settings.danger.confirm')}</strong></p>
          {step.kind === 'confirm' && step.error !== null && <p className="banner banner--error" role="alert">{step.error}</p>}
          <div className="danger-zone__actions">
            <button
              type="button"
              className="button button--danger"
              disabled={step.kind === 'deleting'}
              onClick={() => void confirmDelete(step.key)}
            >
              {step.kind === 'deleting' ? t('account.settings.danger.deleting') : t('account.settings.danger.yes')}
            </button>
            <button type="button" className="button button--ghost" disabled={step.kind === 'deleting'} onClick={() => setStep({ kind: 'idle' })}>
              {t('account.settings.danger.cancel')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
