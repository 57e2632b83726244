import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../shared/idempotency';
import { useSession } from '../../shared/session/session-context';
import { PasswordInput } from '../../shared/ui/password-input';
import { useLang } from '../../shared/use-lang';
import { deleteAccount } from './settings-api';
import { checkDeleteAccount, deleteFailureText, exportAllUrl, goodbyePath } from './settings-flow';

type Step =
  | { readonly kind: 'idle' }
  /** One key per confirmation: pressing "Yes" again after a lost answer cannot delete twice. */
  | { readonly kind: 'confirm'; readonly key: string; readonly error: string | null; readonly passwordInvalid: boolean }
  | { readonly kind: 'deleting'; readonly key: string };

/**
 * Delete account: a button, then the confirmation — download everything first, the current
 * password, Yes / Cancel (issue 17 item 6). Success signs out and lands on the goodbye page.
 */
export function DangerZone() {
  const { t } = useTranslation();
  const lang = useLang();
  const { signOut } = useSession();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const baseId = useId();
  const passwordId = `${baseId}-currentPassword`;
  const errorId = `${baseId}-error`;

  async function confirmDelete(key: string): Promise<void> {
    const missing = checkDeleteAccount(password, lang);
    if (missing) {
      setStep({ kind: 'confirm', key, error: missing.text, passwordInvalid: true });
      document.getElementById(passwordId)?.focus();
      return;
    }
    setStep({ kind: 'deleting', key });
    const answer = await deleteAccount(key, password);
    if (!answer.success) {
      const wrongPassword = answer.code === 'wrong-current-password' || answer.code === 'validation-failed';
      setStep({
        kind: 'confirm', key, passwordInvalid: wrongPassword,
        // The server's own words for a wrong password ("A senha atual está incorreta."), as in the other panels.
        error: wrongPassword ? answer.error : deleteFailureText(answer, {
          error: (error) => t('account.settings.danger.error', { error }),
          unexpected: (message) => t('account.settings.danger.unexpected', { message }),
        }),
      });
      if (wrongPassword) document.getElementById(passwordId)?.focus();
      return;
    }
    setPassword('');
    await signOut({ to: goodbyePath(lang) });
  }

  const cancel = (): void => {
    setPassword('');
    setStep({ kind: 'idle' });
  };

  return (
    <section className="panel danger-zone" aria-labelledby="settings-danger-title">
      <h3 id="settings-danger-title">{t('account.settings.danger.title')}</h3>
      <p>{t('account.settings.danger.intro')}</p>
      {step.kind === 'idle' ? (
        <button
          type="button"
          className="button button--danger"
          onClick={() => setStep({ kind: 'confirm', key: newIdempotencyKey(), error: null, passwordInvalid: false })}
        >
          {t('account.settings.danger.delete')}
        </button>
      ) : (
        <form
          className="danger-zone__confirm form"
          aria-labelledby="settings-danger-confirm"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (step.kind === 'confirm') void confirmDelete(step.key);
          }}
        >
          <p id="settings-danger-confirm"><strong>{t('account.settings.danger.confirm')}</strong></p>
          <div className="danger-zone__export">
            <p>{t('account.settings.danger.exportFirst')}</p>
            <a className="button button--ghost" href={exportAllUrl(lang)} download>
              {t('account.settings.danger.exportAll')}
            </a>
          </div>
          {step.kind === 'confirm' && step.error !== null && <p className="banner banner--error" role="alert" id={errorId}>{step.error}</p>}
          <PasswordInput
            id={passwordId}
            name="currentPassword"
            label={t('account.settings.danger.password')}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            invalid={step.kind === 'confirm' && step.passwordInvalid}
            describedBy={errorId}
          />
          <div className="danger-zone__actions">
            <button type="submit" className="button button--danger" disabled={step.kind === 'deleting'}>
              {step.kind === 'deleting' ? t('account.settings.danger.deleting') : t('account.settings.danger.yes')}
            </button>
            <button type="button" className="button button--ghost" disabled={step.kind === 'deleting'} onClick={cancel}>
              {t('account.settings.danger.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
