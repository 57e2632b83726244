// Past imports, newest first, each with Anular (asked twice: it deletes the movements the import
// created), and each account's reconciliation against its latest statement: it agrees, or the
// difference split into what explains it (the opening balance, movements only in Kumbu) and
// what does not.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Notice, failureNotice } from '../../shared/notice';
import { NoticeBanner } from '../../shared/ui/notice-banner';
import { formatDay, formatInstantDay } from '../../shared/format-date';
import { useLang } from '../../shared/use-lang';
import { undoImport } from './imports-api';
import { type ImportItem, type Reconciliation } from './imports-dto';
import { moneyOf } from './movements-table';
import { type ImportsView } from './use-imports';

interface Props {
  readonly imports: ImportsView;
  readonly names: ReadonlyMap<string, string>;
  readonly currencyOf: (accountId: string) => string;
  /** After an undo: the balances change too. */
  readonly onUndone: () => void;
}

export function ImportHistory({ imports, names, currencyOf, onUndone }: Props) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const undo = (item: ImportItem): void => {
    setBusy(true);
    void undoImport(item.id).then((answer) => {
      setBusy(false);
      setAsking(null);
      if (answer.success) {
        setNotice({ kind: 'success', text: t('statementImport.undoDone', { count: item.inserted }) });
        imports.reload();
        onUndone();
      } else setNotice(failureNotice(answer, { fallback: t('statementImport.undoFailed') }));
    });
  };

  return (
    <section className="panel import-hub__card statement-history" aria-labelledby="import-history">
      <h2 id="import-history">{t('statementImport.historyTitle')}</h2>
      <div aria-live="polite"><NoticeBanner notice={notice} /></div>
      {imports.status === 'loading' && <p role="status" className="muted">{t('statementImport.historyLoading')}</p>}
      {imports.status === 'error' && <p className="banner banner--error" role="alert">{t('statementImport.historyError')}</p>}
      {imports.status === 'ready' && imports.items.length === 0 && <p className="muted">{t('statementImport.historyEmpty')}</p>}
      {imports.items.length > 0 && (
        <ul className="statement-history__list">
          {imports.items.map((item) => (
            <HistoryRow
              key={item.id}
              item={item}
              accountName={item.accountName ?? names.get(item.accountId) ?? ''}
              asking={asking === item.id}
              busy={busy}
              onAsk={() => setAsking(item.id)}
              onKeep={() => setAsking(null)}
              onUndo={() => undo(item)}
            />
          ))}
        </ul>
      )}
      {imports.reconciliation.length > 0 && (
        <>
          <h3>{t('statementImport.reconTitle')}</h3>
          <p className="muted">{t('statementImport.reconBody')}</p>
          <ul className="statement-recon">
            {imports.reconciliation.map((r) => (
              <ReconciliationRow key={r.accountId} rec={r} name={names.get(r.accountId) ?? ''} currency={currencyOf(r.accountId)} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

interface RowProps {
  readonly item: ImportItem;
  readonly accountName: string;
  readonly asking: boolean;
  readonly busy: boolean;
  readonly onAsk: () => void;
  readonly onKeep: () => void;
  readonly onUndo: () => void;
}

function HistoryRow({ item, accountName, asking, busy, onAsk, onKeep, onUndo }: RowProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const label = item.fileName ?? item.institution ?? item.format;
  return (
    <li className={`statement-history__item${item.undoneAt ? ' is-undone' : ''}`} data-import={item.id}>
      <div className="statement-history__what">
        <strong>{label}</strong>
        <span className="muted">
          {[accountName, item.firstDay && item.lastDay ? t('statementImport.periodValue', { first: formatDay(item.firstDay, lang), last: formatDay(item.lastDay, lang) }) : null, t('statementImport.importedOn', { day: formatInstantDay(item.createdAt, lang) })].filter(Boolean).join(' · ')}
        </span>
        <span>{t('statementImport.historyRow', { movements: item.movements, inserted: item.inserted, duplicates: item.duplicates, matched: item.matched })}</span>
      </div>
      {item.undoneAt
        ? <span className="account-card__badge account-card__badge--muted">{t('statementImport.undone')}</span>
        : asking
          ? (
            <div className="statement-history__confirm" role="group" aria-label={t('statementImport.undoLabel', { name: label })}>
              <p>{t('statementImport.undoConfirm')}</p>
              <button type="button" className="button button--primary" disabled={busy} onClick={onUndo} autoFocus>{t('statementImport.undo')}</button>
              <button type="button" className="button button--ghost" disabled={busy} onClick={onKeep}>{t('statementImport.cancel')}</button>
            </div>
          )
          : <button type="button" className="button button--ghost" aria-label={t('statementImport.undoLabel', { name: label })} onClick={onAsk}>{t('statementImport.undo')}</button>}
    </li>
  );
}

function ReconciliationRow({ rec, name, currency }: { readonly rec: Reconciliation; readonly name: string; readonly currency: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = moneyOf(currency, lang);
  const day = rec.lastDay ? formatDay(rec.lastDay, lang) : '';
  if (rec.agrees) return <li className="statement-recon__item is-ok" data-account={name}>{t('statementImport.reconAgrees', { account: name, day })}</li>;
  return (
    <li className="statement-recon__item is-off" data-account={name}>
      <span>{t('statementImport.reconDiffers', { account: name, difference: money(rec.differenceCents), day })}</span>
      <ul>
        {rec.openingGapCents !== 0 && <li>{t('statementImport.reconOpening', { amount: money(rec.openingGapCents) })}</li>}
        {rec.unlinkedCount > 0 && <li>{t('statementImport.reconUnlinked', { count: rec.unlinkedCount, amount: money(rec.unlinkedCents) })}</li>}
        {rec.unexplainedCents !== 0 && <li>{t('statementImport.reconUnexplained', { amount: money(rec.unexplainedCents) })}</li>}
      </ul>
    </li>
  );
}
