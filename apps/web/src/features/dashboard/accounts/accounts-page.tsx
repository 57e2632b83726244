// The Accounts view (issue 15): where the money is. Net worth in kwanza with the rates used,
// every live account with its balance, the archived ones folded away, an account's movements
// and balance over time when picked (?account=id, so the back button and a reload keep it),
// and the forms to open, edit, archive and restore accounts. Live: the records stream's
// `accounts` event moves balances at once; any record change reloads the figures shortly after.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Notice, failureNotice } from '../../../shared/notice';
import { NoticeBanner } from '../../../shared/ui/notice-banner';
import { SubscriptionBadge } from '../../../shared/ui/subscription-badge';
import { VerifiedGuard } from '../../../shared/ui/verified-guard';
import { screenTitle, useDocumentTitle } from '../../../shared/use-document-title';
import { RecordEditor } from '../editor/record-editor';
import { type RecordDto } from '../record-dto';
import { useRecordStream } from '../use-record-stream';
import { type AccountDto } from './account-dto';
import { type AccountAction, AccountCard } from './account-card';
import { AccountDetail } from './account-detail';
import { AccountFormDialog } from './account-form-dialog';
import { type PatchAccountBody, updateAccount } from './accounts-api';
import { parseBalancesEvent } from './accounts-state';
import { NetWorth } from './net-worth';
import { useAccounts } from './use-accounts';
import { useReconciliation } from '../../import-hub/use-imports';
import '../dashboard.css';
import './accounts.css';

export function AccountsPage() {
  const { t } = useTranslation();
  useDocumentTitle(screenTitle(t('moneyAccounts.title')));
  return (
    <div className="container dashboard accounts-page">
      <div className="dashboard__head">
        <div className="dashboard__title">
          <h1>{t('moneyAccounts.title')}</h1>
          <SubscriptionBadge />
        </div>
      </div>
      <VerifiedGuard loadingText={t('moneyAccounts.loading')}>{() => <AccountsBody />}</VerifiedGuard>
    </div>
  );
}

type AccountForm = { readonly account: AccountDto | null } | null;
type RecordEditing = { readonly mode: 'transfer' } | { readonly mode: 'edit'; readonly record: RecordDto } | null;

const PATCH_OF: Readonly<Record<Exclude<AccountAction, 'open' | 'edit'>, PatchAccountBody>> = {
  archive: { archived: true },
  restore: { archived: false },
  makeDefault: { isDefault: true },
};

function AccountsBody() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('account');
  const [changes, setChanges] = useState(0);
  const onRecord = useCallback(() => setChanges((n) => n + 1), []);
  // Through a ref: the stream's callbacks are set once, the hook below comes after it.
  const balancesRef = useRef<(data: string) => void>(() => undefined);
  const onAccountsEvent = useCallback((data: string) => balancesRef.current(data), []);
  const stream = useRecordStream(true, onRecord, onAccountsEvent);
  const accounts = useAccounts(changes + stream.resyncs);
  const reconciliation = useReconciliation(changes);
  const { onBalances } = accounts;
  useEffect(() => {
    balancesRef.current = (data: string) => {
      const updates = parseBalancesEvent(data);
      if (updates) onBalances(updates);
    };
  }, [onBalances]);

  const [form, setForm] = useState<AccountForm>(null);
  const [editing, setEditing] = useState<RecordEditing>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const live = useMemo(() => accounts.items.filter((a) => !a.archived), [accounts.items]);
  const archived = useMemo(() => accounts.items.filter((a) => a.archived), [accounts.items]);
  const selected = selectedId === null ? undefined : accounts.items.find((a) => a.id === selectedId);
  const detailRef = useRef<HTMLDivElement>(null);

  const select = useCallback((id: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (id === null) next.delete('account');
    else next.set('account', id);
    setSearchParams(next);
  }, [searchParams, setSearchParams]);

  // Picking an account brings its movements into view (below the list on a phone).
  const lastShown = useRef<string | null>(null);
  useEffect(() => {
    if (selected && lastShown.current !== selected.id) detailRef.current?.scrollIntoView({ block: 'start' });
    lastShown.current = selected?.id ?? null;
  }, [selected]);

  const { applyLocal } = accounts;
  const onAction = useCallback((action: AccountAction, account: AccountDto) => {
    setNotice(null);
    if (action === 'open') { select(selectedId === account.id ? null : account.id); return; }
    if (action === 'edit') { setForm({ account }); return; }
    setBusyId(account.id);
    void updateAccount(account.id, PATCH_OF[action]).then((answer) => {
      setBusyId(null);
      if (answer.success) applyLocal(answer.data);
      else setNotice(failureNotice(answer, { fallback: t('moneyAccounts.actions.failed') }));
    });
  }, [applyLocal, select, selectedId, t]);

  const card = (a: AccountDto) => <AccountCard key={a.id} account={a} selected={a.id === selectedId} busy={busyId === a.id} onAction={onAction} reconciliation={reconciliation.get(a.id)} />;

  return (
    <>
      <div className="dashboard__toolbar">
        <span className={`live live--${stream.status}`}>{t(`dashboard.live.${stream.status}`)}</span>
        <div className="dashboard__actions">
          <button type="button" className="button button--accent" onClick={() => setForm({ account: null })}>+ {t('moneyAccounts.actions.add')}</button>
          <button type="button" className="button button--ghost" onClick={() => setEditing({ mode: 'transfer' })}>{t('moneyAccounts.actions.transfer')}</button>
        </div>
      </div>
      <p className="accounts-page__sub muted">{t('moneyAccounts.subtitle')}</p>

      <NoticeBanner notice={notice} />
      {accounts.status === 'loading' && <p role="status" className="dashboard__status">{t('moneyAccounts.loading')}</p>}
      {accounts.status === 'error' && (
        <p className="banner banner--error" role="alert">
          {t('moneyAccounts.loadError')}{' '}
          <button type="button" className="link-button" onClick={accounts.reload}>{t('moneyAccounts.retry')}</button>
        </p>
      )}

      {accounts.status === 'ready' && (
        <>
          <NetWorth items={accounts.items} total={accounts.total} />
          <ul className="accounts-list" aria-label={t('moneyAccounts.listLabel')}>{live.map(card)}</ul>
          {archived.length > 0 && (
            <details className="accounts-archived" open={selected?.archived === true ? true : undefined}>
              <summary>{t('moneyAccounts.archivedTitle', { count: archived.length })}</summary>
              <ul className="accounts-list">{archived.map(card)}</ul>
            </details>
          )}
          <div ref={detailRef} className="accounts-page__detail">
            {selected && (
              <AccountDetail
                key={selected.id}
                account={selected}
                names={accounts.names}
                changes={changes}
                onClose={() => select(null)}
                onEdit={(record) => setEditing({ mode: 'edit', record })}
              />
            )}
          </div>
        </>
      )}

      {form && <AccountFormDialog account={form.account} onClose={() => setForm(null)} onSaved={applyLocal} />}
      {editing?.mode === 'transfer' && (
        <RecordEditor
          mode="create"
          initial={{ kind: 'transfer', accountId: selected && !selected.archived ? selected.id : '' }}
          accounts={accounts.items}
          onClose={() => setEditing(null)}
          onSaved={onRecord}
        />
      )}
      {editing?.mode === 'edit' && (
        <RecordEditor mode="edit" record={editing.record} accounts={accounts.items} onClose={() => setEditing(null)} onSaved={onRecord} />
      )}
    </>
  );
}
