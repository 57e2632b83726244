import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChangePasswordForm } from '@kumbu/core/validation';
import { type Notice } from '../../shared/notice';
import { NoticeBanner } from '../../shared/ui/notice-banner';
import { PasswordInput } from '../../shared/ui/password-input';
import { useLang } from '../../shared/use-lang';
import { changePassword } from './settings-api';
import { changeOutcome, checkPasswordChange } from './settings-flow';
import { TogglePanel } from './toggle-panel';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password: current, new, confirm. The current one is checked by the server (a wrong
 * one is `wrong-current-password`); on success the form closes and an e-mail tells the person.
 */
export function PasswordChangePanel() {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<ChangePasswordForm>(EMPTY);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const baseId = useId();
  const bannerId = `${baseId}-banner`;
  const set = (field: keyof ChangePasswordForm) => (value: string): void => setForm((f) => ({ ...f, [field]: value }));
  const invalid = (field: string): boolean => notice?.kind === 'error' && notice.field === field;

  async function submit(): Promise<void> {
    const bad = checkPasswordChange(form, lang);
    setNotice(bad);
    if (bad) {
      document.getElementById(`${baseId}-${bad.field ?? 'currentPassword'}`)?.focus();
      return;
    }
    setBusy(true);
    const answer = await changePassword(form.currentPassword, form.newPassword, form.confirmPassword);
    setBusy(false);
    setNotice(changeOutcome(answer, {
      success: t('account.settings.passwordChange.success'),
      failed: t('account.settings.passwordChange.failed'),
    }));
    if (answer.success) {
      // Done: the form closes and the card keeps the success notice (issue 17 item 6).
      setForm(EMPTY);
      setOpen(false);
    } else if (answer.code === 'wrong-current-password') {
      document.getElementById(`${baseId}-currentPassword`)?.focus();
    }
  }

  const field = (name: keyof ChangePasswordForm, label: string, autoComplete: 'current-password' | 'new-password') => (
    <PasswordInput
      id={`${baseId}-${name}`}
      name={name}
      label={label}
      autoComplete={autoComplete}
      value={form[name]}
      onChange={set(name)}
      invalid={invalid(name)}
      describedBy={bannerId}
    />
  );

  return (
    <TogglePanel
      title={t('account.settings.passwordChange.title')}
      summary={t('account.settings.passwordChange.summary')}
      openLabel={t('account.settings.passwordChange.open')}
      open={open}
      onToggle={() => {
        setOpen((v) => !v);
        setNotice(null); // toggling clears the messages (spec §4)
        setForm(EMPTY);
      }}
    >
      {!open && notice?.kind === 'success' && <NoticeBanner notice={notice} id={bannerId} />}
      {open && (
        <>
          <p className="settings-card__intro">{t('account.settings.passwordChange.intro')}</p>
          <NoticeBanner notice={notice} id={bannerId} />
          <form className="form settings-form" noValidate onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}>
            {field('currentPassword', t('account.fields.currentPassword'), 'current-password')}
            {field('newPassword', t('account.fields.newPassword'), 'new-password')}
            {field('confirmPassword', t('account.fields.confirmNewPassword'), 'new-password')}
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? t('account.settings.passwordChange.submitting') : t('account.settings.passwordChange.submit')}
            </button>
          </form>
        </>
      )}
    </TogglePanel>
  );
}
