import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Notice } from '../../shared/notice';
import { NoticeBanner } from '../../shared/ui/notice-banner';
import { EmailInput } from '../../shared/ui/email-input';
import { PasswordInput } from '../../shared/ui/password-input';
import { useLang } from '../../shared/use-lang';
import { useSession } from '../../shared/session/session-context';
import { changeEmail } from './settings-api';
import { changeFailure, checkEmailChange } from './settings-flow';
import { TogglePanel } from './toggle-panel';

interface Props {
  readonly currentEmail: string;
  /** The address a change waits to be confirmed at (GET /api/account/me `user.pendingEmail`). */
  readonly pendingEmail: string | null;
}

/**
 * Change e-mail: new address + current password; a confirmation link goes to the new address
 * (decision 0007). Until it is opened the card names the pending address and says to confirm
 * it there — the address has not changed yet, so nothing here says "updated".
 */
export function EmailChangePanel({ currentEmail, pendingEmail }: Props) {
  const { t } = useTranslation();
  const { refresh } = useSession();
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
    if (answer.success) {
      // Nothing is updated yet: the card names the pending address (read back from the
      // account, so it survives a reload) and the form closes.
      setNewEmail('');
      setCurrentPassword('');
      setOpen(false);
      await refresh();
      return;
    }
    setNotice(changeFailure(answer, {
      failed: t('account.settings.emailChange.failed'),
      thrown: t('account.settings.emailChange.thrown'),
    }));
    if (answer.code === 'wrong-current-password') document.getElementById(`${baseId}-currentPassword`)?.focus();
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
      {pendingEmail !== null && (
        <p className="email-change__pending banner banner--info" role="status">
          {t('account.settings.emailChange.pending', { email: pendingEmail })}
        </p>
      )}
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
