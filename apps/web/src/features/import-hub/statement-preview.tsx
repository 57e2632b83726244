// The preview of an uploaded statement: what was read, the account it goes into (picked,
// suggested by the server, or created here from what the file says), the counts, the
// movements with what will become of each, the warnings and the columns panel; then Importar
// or Cancelar. A change of account or columns asks the server for the preview again.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Notice, failureNotice } from '../../shared/notice';
import { NoticeBanner } from '../../shared/ui/notice-banner';
import { formatDay } from '../../shared/format-date';
import { useLang } from '../../shared/use-lang';
import { formatIban } from '@kumbu/core/money-accounts';
import { type AccountsView } from '../dashboard/accounts/use-accounts';
import { ColumnMappingPanel } from './column-mapping';
import { cancelUpload, commitUpload, createTransferRule, previewAgain } from './imports-api';
import { type ColumnMapping, type CommitResult, type ImportPreview, type TransferRule, type TransferSuggestion } from './imports-dto';
import { MovementsTable, moneyOf } from './movements-table';
import { NewAccountForm } from './new-account-form';
import { TransferSuggestions, shownWords } from './transfer-suggestions';

interface Props {
  readonly initial: ImportPreview;
  readonly accounts: AccountsView;
  readonly onCancelled: () => void;
  readonly onCommitted: (result: CommitResult) => void;
  /** A transfer rule kept from the preview's question: the rules list shows it. */
  readonly onRuleKept: (rule: TransferRule) => void;
}

const COUNT_KEYS = ['total', 'new', 'duplicates', 'matched', 'settled', 'transfers'] as const;

export function StatementPreview({ initial, accounts, onCancelled, onCommitted, onRuleKept }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [preview, setPreview] = useState(initial);
  const [accountId, setAccountId] = useState(initial.accountId ?? '');
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [busy, setBusy] = useState<'preview' | 'commit' | 'cancel' | 'rule' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [creating, setCreating] = useState(false);
  // The preview replaces the file picker: focus follows, so a keyboard or screen-reader user lands on it.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => { titleRef.current?.focus(); }, []);
  // After a question is answered its button is gone: focus goes to the counts it changed.
  const countsRef = useRef<HTMLHeadingElement>(null);
  const usable = accounts.items.filter((a) => !a.archived && a.currency === preview.currency);
  const money = moneyOf(preview.currency, lang);

  const again = (nextAccount: string, nextMapping: ColumnMapping | null): Promise<boolean> => {
    setBusy('preview');
    setNotice(null);
    return previewAgain(preview.uploadId, { ...(nextAccount ? { accountId: nextAccount } : {}), ...(nextMapping ? { mapping: nextMapping } : {}) }).then((answer) => {
      setBusy(null);
      if (answer.success) setPreview(answer.data);
      else setNotice(failureNotice(answer, { fallback: t('statementImport.failed') }));
      return answer.success;
    });
  };

  const pickAccount = (id: string): void => {
    setAccountId(id);
    if (id) void again(id, mapping);
  };

  const confirmTransfers = (s: TransferSuggestion): void => {
    if (!accountId) return;
    setBusy('rule');
    setNotice(null);
    void createTransferRule({ accountId, words: s.words, otherAccountId: s.otherAccountId }).then(async (answer) => {
      if (!answer.success) {
        setBusy(null);
        setNotice(failureNotice(answer, { fallback: t('statementImport.ruleFailed') }));
        return;
      }
      onRuleKept(answer.data);
      // The rule is kept either way; a failed second reading says so itself.
      if (!(await again(accountId, mapping))) return;
      setNotice({ kind: 'success', text: t('statementImport.ruleKept', { words: shownWords(s.words), account: s.otherAccountName }) });
      countsRef.current?.focus();
    });
  };

  const commit = (): void => {
    if (!accountId) { setNotice({ kind: 'error', text: t('statementImport.needAccount'), field: 'account' }); return; }
    setBusy('commit');
    setNotice(null);
    void commitUpload(preview.uploadId, { accountId, ...(mapping ? { mapping } : {}) }).then((answer) => {
      setBusy(null);
      if (answer.success) onCommitted(answer.data);
      else setNotice(failureNotice(answer, { fallback: t('statementImport.failed') }));
    });
  };

  const cancel = (): void => {
    setBusy('cancel');
    // Cancelling keeps nothing either way: an upload the server already dropped is fine too.
    void cancelUpload(preview.uploadId).then(() => onCancelled());
  };

  const balanceCheck = preview.balancesAgree === null ? t('statementImport.noCheck') : preview.balancesAgree ? t('statementImport.agree') : t('statementImport.disagree');
  const period = preview.firstDay && preview.lastDay ? t('statementImport.periodValue', { first: formatDay(preview.firstDay, lang), last: formatDay(preview.lastDay, lang) }) : t('statementImport.notStated');
  return (
    <div className="statement-preview" aria-busy={busy !== null}>
      <h3 ref={titleRef} tabIndex={-1} className="statement-preview__title">{t('statementImport.readTitle')}{preview.fileName ? ` · ${preview.fileName}` : ''}</h3>
      <dl className="statement-facts">
        <div><dt>{t('statementImport.institution')}</dt><dd>{preview.institution ?? t('statementImport.unknownInstitution')}</dd></div>
        {preview.iban && <div><dt>{t('statementImport.iban')}</dt><dd className="statement-facts__code">{formatIban(preview.iban)}</dd></div>}
        {preview.wallet && <div><dt>{t('statementImport.wallet')}</dt><dd className="statement-facts__code">{preview.wallet}</dd></div>}
        <div><dt>{t('statementImport.period')}</dt><dd>{period}{preview.pages ? ` · ${t('statementImport.pages', { count: preview.pages })}` : ''}</dd></div>
        <div><dt>{t('statementImport.opening')}</dt><dd className="money">{preview.openingBalanceCents === null ? t('statementImport.notStated') : money(preview.openingBalanceCents)}</dd></div>
        <div><dt>{t('statementImport.closing')}</dt><dd className="money">{preview.closingBalanceCents === null ? t('statementImport.notStated') : money(preview.closingBalanceCents)}</dd></div>
      </dl>
      <p className={`statement-check${preview.balancesAgree === false ? ' is-off' : preview.balancesAgree ? ' is-ok' : ''}`}>{preview.balancesAgree ? '✅ ' : ''}{balanceCheck}</p>

      <div className="statement-account">
        <label htmlFor="statement-account">{t('statementImport.account')}</label>
        <div className="statement-account__row">
          <select id="statement-account" value={accountId} disabled={busy !== null} aria-describedby="statement-account-hint" onChange={(e) => pickAccount(e.currentTarget.value)}>
            <option value="">{t('statementImport.chooseAccount')}</option>
            {usable.map((a) => <option key={a.id} value={a.id}>{a.name}{a.lastDigits ? ` · ${a.lastDigits}` : ''}</option>)}
          </select>
          <button type="button" className="button button--ghost" aria-expanded={creating} onClick={() => setCreating((c) => !c)}>+ {t('statementImport.newAccount')}</button>
        </div>
        <p id="statement-account-hint" className="muted statement-account__hint">{t('statementImport.accountHint', { currency: preview.currency })}</p>
        {creating && (
          <NewAccountForm
            preview={preview}
            onCreated={(account) => {
              accounts.applyLocal(account);
              setCreating(false);
              pickAccount(account.id);
              // After pickAccount, which clears the notice for the new preview.
              setNotice({ kind: 'success', text: t('statementImport.accountCreated', { name: account.name }) });
            }}
          />
        )}
      </div>

      <TransferSuggestions suggestions={accountId && accountId === preview.accountId ? preview.suggestions : []} currency={preview.currency} busy={busy !== null} onConfirm={confirmTransfers} />

      <h3 ref={countsRef} tabIndex={-1} className="statement-preview__counts-title">{t('statementImport.countsTitle')}</h3>
      <ul className="statement-counts" aria-live="polite">
        {COUNT_KEYS.map((k) => (
          <li key={k} className={`statement-counts__item statement-counts__item--${k}`} data-count={k}>
            <strong>{preview.counts[k]}</strong> <span>{t(`statementImport.counts.${k}`)}</span>
          </li>
        ))}
      </ul>

      {preview.warnings.length > 0 && (
        <div className="statement-warnings">
          <h3>{t('statementImport.warningsTitle')}</h3>
          <ul>{preview.warnings.map((w, i) => <li key={`${w.code}-${i}`}>{w.text}</li>)}</ul>
        </div>
      )}

      {preview.mapping && preview.headers && (
        <ColumnMappingPanel
          mapping={preview.mapping}
          headers={preview.headers}
          busy={busy !== null}
          onApply={(next) => { setMapping(next); void again(accountId, next); }}
        />
      )}

      <MovementsTable movements={preview.movements} total={preview.counts.total} currency={preview.currency} />

      <NoticeBanner notice={notice} />
      {busy === 'preview' && <p role="status" className="muted">{t('statementImport.reviewing')}</p>}
      <div className="statement-actions">
        <button type="button" className="button button--primary" disabled={busy !== null} onClick={commit}>
          {busy === 'commit' ? t('statementImport.importing') : t('statementImport.import')}
        </button>
        <button type="button" className="button button--ghost" disabled={busy !== null} onClick={cancel}>{t('statementImport.cancel')}</button>
      </div>
    </div>
  );
}

