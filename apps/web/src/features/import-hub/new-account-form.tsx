// "Nova conta" from the preview: an account made from what the statement says (bank or wallet,
// IBAN or number, currency), so a first import needs no trip to the Accounts view. Only the
// name is asked; the rest can be edited later in Contas.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ACCOUNT_NAME } from '@kumbu/core/money-accounts';
import { type Notice, failureNotice } from '../../shared/notice';
import { NoticeBanner } from '../../shared/ui/notice-banner';
import { type AccountDto } from '../dashboard/accounts/account-dto';
import { createAccount } from '../dashboard/accounts/accounts-api';
import { type ImportPreview } from './imports-dto';
import { accountBodyFor } from './new-account-body';

interface Props {
  readonly preview: ImportPreview;
  readonly onCreated: (account: AccountDto) => void;
}

export function NewAccountForm({ preview, onCreated }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState((preview.institution ?? '').slice(0, MAX_ACCOUNT_NAME));
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const submit = (): void => {
    const body = accountBodyFor(preview, name.trim());
    if (!body || body.name === '') { setNotice({ kind: 'error', text: t('statementImport.accountFailed') }); return; }
    setBusy(true);
    void createAccount(body).then((answer) => {
      setBusy(false);
      if (answer.success) onCreated(answer.data);
      else setNotice(failureNotice(answer, { fallback: t('statementImport.accountFailed') }));
    });
  };
  return (
    <form className="statement-new-account" aria-labelledby="statement-new-account-title" onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <p id="statement-new-account-title" className="statement-new-account__title">{t('statementImport.newAccountTitle')}</p>
      <div className="field">
        <label htmlFor="statement-new-account-name">{t('statementImport.newAccountName')}</label>
        <input id="statement-new-account-name" value={name} maxLength={MAX_ACCOUNT_NAME} required autoFocus onChange={(e) => setName(e.currentTarget.value)} />
      </div>
      <p className="muted">{[preview.institution, preview.iban ?? preview.wallet, preview.currency].filter(Boolean).join(' · ')}</p>
      {preview.openingBalanceCents !== null && preview.firstDay !== null && <p className="muted">{t('statementImport.newAccountOpening')}</p>}
      <NoticeBanner notice={notice} />
      <button type="submit" className="button button--primary" disabled={busy}>{t('statementImport.createAccount')}</button>
    </form>
  );
}
