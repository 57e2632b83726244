import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Notice } from '../../shared/notice';
import { NoticeBanner } from '../../shared/ui/notice-banner';
import { EmailInput } from '../../shared/ui/email-input';
import { PasswordInput } from '../../shared/ui/password-input';
import { useLang } from '../../shared/use-lang';
import { changeEmail } from './settings-api';
import { changeOutcome, checkEmailChange } from './settings-flow';
import { TogglePanel } from './toggle-panel';

/** Change e-mail: new address + current password; a confirmation link goes to the new address. */
export function EmailChangePanel({ currentEmail }: { readonly currentEmail: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const baseId = useId();
  const bannerId = `${baseId}-banner`;
  const invalid = (field: string): boolean => notice?.kind === 'error' && notice.field === field;

  async function submit(): Promise<void> {
    const bad = checkEmailChange({ newEmail, currentPassword }, lang);
    setNotice(bad);
    if (bad) {
      document.getElementById(`${baseId}-${bad.field ?? 'newEmail'}`)?.focus();
      return;
    }
    setBusy(true);
    const answer = await changeEmail(newEmail, currentPassword);
    setBusy(false);
    setNotice(changeOutcome(answer, {
      success: t('account.settings.emailChange.success'),
      failed: t('account.settings.emailChange.failed'),
      thrown: t('account.settings.emailChange.thrown'),
    }));
    if (answer.success) {
      setNewEmail('');
      setCurrentPassword('');
    }
  }

  return (
    <TogglePanel
      title={t('account.settings.emailChange.title')}
      summary={currentEmail}
      openLabel={t('account.settings.emailChange.open')}
      open={open}
      onToggle={() => {
        setOpen((v) => !v);
        setNotice(null); // toggling clears the messages (spec §4)
        setNewEmail('');
        setCurrentPassword('');
      }}
    >
      {open && (
        <>
          <p className="settings-card__intro">{t('account.settings.emailChange.intro')}</p>
          <NoticeBanner notice={notice} id={bannerId} />
          <form className="form settings-form" noValidate onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}>
            <EmailInput
              id={`${baseId}-newEmail`} name="newEmail" label={t('account.fields.newEmail')}
              value={newEmail} onChange={setNewEmail} invalid={invalid('newEmail')} describedBy={bannerId}
            />
            <PasswordInput
              id={`${baseId}-currentPassword`}
              name="currentPassword"
              label={t('account.fields.currentPassword')}
              autoComplete="current-password"
              value={currentPassword}
              onChange={setCurrentPassword}
              invalid={invalid('currentPassword')}
              describedBy={bannerId}
            />
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? t('account.settings.emailChange.submitting') : t('account.settings.emailChange.submit')}
            </button>
          </form>
        </>
      )}
    </TogglePanel>
  );
}
