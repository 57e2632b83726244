import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type DayRange } from '@kumbu/core/date-range';
import { formatDay } from '../../shared/format-date';
import { RowsSkeleton } from '../../shared/ui/screen-skeleton';
import { SubscriptionBadge } from '../../shared/ui/subscription-badge';
import { VerifiedGuard } from '../../shared/ui/verified-guard';
import { screenTitle, useDocumentTitle } from '../../shared/use-document-title';
import { useLang } from '../../shared/use-lang';
import { AnalyticsBlock } from './analytics-block';
import { useAccounts } from './accounts/use-accounts';
import { BudgetsGoalsPanel } from './budgets-goals/budgets-goals-panel';
import { LazyDashboardCharts } from './charts/lazy-charts';
import {
  type DashboardQuery, TABS, type Tab, choiceDays, dashboardSearch, exportCsvUrl, isPartyTab, kindsForTab, parseDashboardQuery, partyAllowed,
  resolveRange, viewFilter, withCustomDay, withFilters, withParty, withPreset, withTab,
} from './dashboard-query';
import { RecordEditor, preloadRecordEditor } from './editor/record-editor';
import { preloadPlanDialog } from './budgets-goals/lazy-plan-dialog';
import { useDeleteWithUndo } from './editor/use-delete-with-undo';
import { useDashboardSnapshot } from './use-dashboard-snapshot';
import { ListFilterBar } from './list-filter-bar';
import { type ListFilters, NO_FILTERS, hasFilters } from './list-filters';
import { type PartyBalanceRow, PartyDrawer } from './party-drawer';
import { PartyOverview, partyRows, usePartyName } from './party-overview';
import { PresetPicker } from './preset-picker';
import { type RecordDto } from './record-dto';
import { RecordsList } from './records-list';
import { RecordsTable } from './records-table';
import { RefreshBanner } from './refresh-banner';
import { OutboxList } from './outbox/outbox-list';
import { useOutbox } from './outbox/use-outbox';
import { useSession } from '../../shared/session/session-context';
import { useMediaQuery } from '../../shared/use-media-query';
import { kwanzaAggregates } from './summary-api';
import { SummaryCards } from './summary-cards';
import { useRecords } from './use-records';
import { useSummary } from './use-summary';
import './dashboard.css';

const EDITOR_PRELOAD_DELAY_MS = 1_500;

export function DashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(screenTitle(t('dashboard.title')));

  return (
    <div className="container dashboard">
      {/* The app shell's navigation replaces the spec's back button, which led out of the app (decision 0027). */}
      <div className="dashboard__head">
        <div className="dashboard__title">
          <h1>{t('dashboard.title')}</h1>
          <SubscriptionBadge />
        </div>
      </div>
      {/* Signed in with a verified e-mail only (spec §6); the guard shows the way otherwise. */}
      <VerifiedGuard loadingText={t('dashboard.loading')} loading={<DashboardSkeleton label={t('dashboard.loading')} />}>{() => <DashboardBody />}</VerifiedGuard>
    </div>
  );
}

/** The dashboard's shape while the session is read: tabs, cards and rows in outline. */
function DashboardSkeleton({ label }: { readonly label: string }) {
  return (
    <div role="status" aria-busy="true" data-testid="dashboard-skeleton">
      <span className="visually-hidden">{label}</span>
      <div className="skeleton skeleton--tabs" aria-hidden="true" />
      <div className="skeleton-cards" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => <div key={i} className="skeleton skeleton--card" />)}
      </div>
      <RowsSkeleton />
    </div>
  );
}

type Editing = { readonly mode: 'create' } | { readonly mode: 'edit'; readonly record: RecordDto } | null;

function DashboardBody() {
  const { t } = useTranslation();
  const lang = useLang();
  const partyName = usePartyName();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseDashboardQuery(searchParams), [searchParams]);
  // Every view change is a history entry: the back button walks back through tabs, ranges and parties.
  const go = useCallback((next: DashboardQuery, replace = false) => {
    setSearchParams(new URLSearchParams(dashboardSearch(next)), { replace });
  }, [setSearchParams]);
  // The phone list below the width where the table used to turn into cards (dashboard.css).
  const phone = useMediaQuery('(max-width: 719px)');

  // Presets are resolved against the moment the dashboard opened: one left open past
  // midnight keeps its range.
  const [now] = useState(() => new Date());
  const rangeKey = JSON.stringify(query.range);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const check = useMemo(() => resolveRange(query.range, now), [rangeKey, now]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const days = useMemo(() => choiceDays(query.range, now), [rangeKey, now]);
  const range: DayRange | null = check.ok ? check.range : null;
  const filter = useMemo(() => viewFilter(query), [query]);

  const records = useRecords(range, filter);
  // Names for the Account column and the editor's selects; reloaded when a record names an account not yet known.
  const accounts = useAccounts(0);
  const missingAccounts = useMemo(() => unknownAccountIds(records.items, accounts.names), [records.items, accounts.names]);
  const { reload: reloadAccounts } = accounts;
  const accountsReady = accounts.status === 'ready';
  useEffect(() => { if (accountsReady && missingAccounts !== '') reloadAccounts(); }, [accountsReady, missingAccounts, reloadAccounts]);
  const summary = useSummary(range, records.changes, records.onSummaryChange);
  useDashboardSnapshot(
    records.items.length > 0 || records.status === 'ready' || records.status === 'error',
    records.status === 'ready' && records.savedAt === null && records.error === null && summary !== null,
    [records.items, summary, query],
  );
  const [editing, setEditing] = useState<Editing>(null);
  // The dialogs' code downloads once the dashboard has settled, so they open at once — and offline.
  useEffect(() => {
    const timer = window.setTimeout(() => { preloadRecordEditor(); preloadPlanDialog(); }, EDITOR_PRELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const undo = useDeleteWithUndo();
  // Through a ref: the table (memoised) keeps one onDelete for good.
  const undoRef = useRef(undo);
  useEffect(() => {
    undoRef.current = undo;
  });
  const { applyLocal } = records;
  const onDelete = useCallback((record: RecordDto) => {
    // Gone from the list at once; the stream confirms it, and Undo brings it back through the stream.
    applyLocal({ op: 'delete', id: record.id, collection: record.collection });
    undoRef.current.remove(record);
  }, [applyLocal]);

  // The drawer is open while the URL names a party: closing it (×, Escape, the backdrop)
  // takes the party out of the URL, and Back (which takes it out too) closes it.
  const trigger = useRef<HTMLElement | null>(null);
  const queryRef = useRef(query);
  useEffect(() => { queryRef.current = query; });
  const onSelectParty = useCallback((party: string, el: HTMLElement) => {
    trigger.current = el;
    go(withParty(queryRef.current, party));
  }, [go]);
  const closeDrawer = useCallback(() => go(withParty(queryRef.current, null)), [go]);
  const onFilters = useCallback((filters: ListFilters, replace: boolean) => go(withFilters(queryRef.current, filters), replace), [go]);

  const onSaved = useCallback((record: RecordDto) => {
    // Shown at once; the editor closes itself (onClose) after onSaved.
    applyLocal({ op: 'upsert', id: record.id, collection: record.collection, record });
  }, [applyLocal]);
  const onEdit = useCallback((record: RecordDto) => setEditing({ mode: 'edit', record }), []);
  // Records saved offline wait here and go when the connection returns (issue 17).
  const { session } = useSession();
  const outbox = useOutbox(session.status === 'signed-in' ? session.me.user.id : null, onSaved);

  const rows = useMemo(
    () => (summary && isPartyTab(query.tab) ? partyRows(summary.outstanding, query.tab) : null),
    [summary, query.tab],
  );
  // The drawer's balances: its tab's book, or every book the party has a balance in.
  const partyBalances = useMemo((): PartyBalanceRow[] => {
    if (!summary || query.party === null) return [];
    const books = isPartyTab(query.tab) ? [query.tab] : (['debts', 'loans'] as const);
    return books.flatMap((book) => partyRows(summary.outstanding, book).filter((r) => r.party === query.party).map((row) => ({ book, row })));
  }, [summary, query.tab, query.party]);
  const filtered = hasFilters(query.filters);
  const failed = records.status === 'error';
  const kwanza = summary ? kwanzaAggregates(summary) : undefined;
  const hasTransactions = records.items.length > 0;

  return (
    <>
      <DashboardTabs value={query.tab} onChange={(tab) => go(withTab(query, tab))} />

      <div className="dashboard__toolbar">
        <PresetPicker
          value={query.range.kind === 'preset' ? query.range.preset : null}
          days={days}
          onPreset={(preset) => go(withPreset(query, preset))}
          onDay={(which, day) => go(withCustomDay(query, which, day, now))}
        />
        <div className="dashboard__meta">
          {range && (
            <span className="dashboard__span">
              {t('dashboard.rangeSpan', { start: formatDay(range.start, lang), end: formatDay(range.end, lang) })}
            </span>
          )}
          {range && <span className={`live live--${records.live}`}>{t(`dashboard.live.${records.live}`)}</span>}
        </div>
        <div className="dashboard__actions">
          <button type="button" className="button button--accent" onClick={() => setEditing({ mode: 'create' })}>
            + {t('dashboard.actions.addRecord')}
          </button>
          {range && hasTransactions ? (
            <a className="button button--ghost" href={exportCsvUrl(range, filter, lang)} download>
              {t('dashboard.actions.exportCsv')}
            </a>
          ) : (
            <button type="button" className="button button--ghost" disabled title={t('dashboard.actions.exportCsvEmpty')}>
              {t('dashboard.actions.exportCsv')}
            </button>
          )}
        </div>
      </div>

      <div id="dashboard-panel" role="tabpanel" aria-labelledby={`tab-${query.tab}`} className="dashboard__panel">
        {!check.ok && <p className="banner banner--error" role="alert">{t('dashboard.rangeTooLarge')}</p>}
        <OutboxList entries={outbox.entries} onDiscard={outbox.discard} onSendNow={outbox.sendNow} />
        {range && (
          <RefreshBanner error={records.error} savedAt={records.savedAt} empty={!hasTransactions} retrying={records.status === 'loading'} onRetry={records.retry} />
        )}

        {range && !failed && (
          <SummaryCards summary={summary} outstanding={query.tab === 'debts' ? 'outstandingDebts' : 'outstandingLoans'} />
        )}

        {/* This month's budgets and goals, whatever range is picked; live with the records. */}
        {query.tab === 'all' && <BudgetsGoalsPanel changes={records.changes} />}

        {range && !failed && query.tab === 'analytics' && summary && <AnalyticsBlock summary={summary} />}

        {/* The charts (kwanza figures) are their own lazy chunk, with a skeleton and a retry box. */}
        {range && !failed && (query.tab === 'all' || query.tab === 'analytics') && kwanza && <LazyDashboardCharts aggregates={kwanza} />}

        {range && !failed && isPartyTab(query.tab) && (
          <PartyOverview tab={query.tab} rows={rows} selected={query.party} onSelect={onSelectParty} />
        )}

        {query.party !== null && (
          <p className="party-filter">
            <span>{t('dashboard.parties.filtered', { party: partyName(query.party) })}</span>
            <button type="button" className="link-button" onClick={() => go(withParty(query, null))}>{t('dashboard.parties.clear')}</button>
          </p>
        )}


        {range && records.status === 'loading' && !hasTransactions && (
          <div role="status" aria-busy="true" className="dashboard__status">
            <span className="visually-hidden">{t('dashboard.loading')}</span>
            <RowsSkeleton />
          </div>
        )}
        {range && query.tab !== 'analytics' && (
          <ListFilterBar filters={query.filters} kinds={kindsForTab(query.tab)} accounts={accounts.items} onChange={onFilters} />
        )}
        {range && records.status === 'ready' && !hasTransactions && !filtered && <p className="dashboard__empty">{t('dashboard.empty')}</p>}
        {range && records.status === 'ready' && !hasTransactions && filtered && (
          <div className="dashboard__empty dashboard__no-results">
            <p>{t('dashboard.filters.noResults')}</p>
            <button type="button" className="button button--ghost" onClick={() => onFilters(NO_FILTERS, false)}>{t('dashboard.filters.clear')}</button>
          </div>
        )}
        {hasTransactions && (phone
          ? <RecordsList items={records.items} onEdit={onEdit} onDelete={onDelete} onParty={onSelectParty} accountNames={accountsReady ? accounts.names : undefined} />
          : <RecordsTable items={records.items} onEdit={onEdit} onDelete={onDelete} onParty={onSelectParty} accountNames={accountsReady ? accounts.names : undefined} />)}

        {records.nextCursor !== null && (
          <div className="dashboard__more">
            <button type="button" className="button button--primary" disabled={records.loadingMore} onClick={records.loadMore}>
              {records.loadingMore ? t('dashboard.loading') : t('dashboard.loadMore')}
            </button>
          </div>
        )}
      </div>

      {query.party !== null && partyAllowed(query.tab) && (
        <PartyDrawer
          key={`${query.tab}|${query.party}`}
          book={isPartyTab(query.tab) ? query.tab : null}
          party={query.party}
          balances={partyBalances}
          changes={records.changes}
          returnFocus={trigger}
          onClose={closeDrawer}
        />
      )}

      {editing?.mode === 'create' && <RecordEditor mode="create" accounts={accountsReady ? accounts.items : undefined} onClose={() => setEditing(null)} onSaved={onSaved} onQueue={outbox.queue} />}
      {editing?.mode === 'edit' && <RecordEditor mode="edit" record={editing.record} onDelete={onDelete} accounts={accountsReady ? accounts.items : undefined} onClose={() => setEditing(null)} onSaved={onSaved} />}
      {undo.undoBar}
    </>
  );
}

/** The account ids records name that the list does not know (sorted, joined): '' when all are known. */
function unknownAccountIds(items: readonly RecordDto[], names: ReadonlyMap<string, string>): string {
  const ids = new Set<string>();
  for (const r of items) {
    for (const id of [r.accountId, r.toAccountId]) if (id != null && !names.has(id)) ids.add(id);
  }
  return [...ids].sort().join(',');
}

/** Tabs All / Income / Expenses / Debts / Loans Given / Analytics, with arrow-key moves. */
function DashboardTabs({ value, onChange }: { readonly value: Tab; readonly onChange: (tab: Tab) => void }) {
  const { t } = useTranslation();
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const target = e.key === 'Home' ? TABS[0] : e.key === 'End' ? TABS[TABS.length - 1] : step !== 0 ? TABS[(TABS.indexOf(value) + step + TABS.length) % TABS.length] : undefined;
    if (target === undefined) return;
    e.preventDefault();
    onChange(target);
    document.getElementById(`tab-${target}`)?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={t('dashboard.tabs.label')} onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab}
          id={`tab-${tab}`}
          type="button"
          role="tab"
          aria-selected={tab === value}
          aria-controls="dashboard-panel"
          tabIndex={tab === value ? 0 : -1}
          onClick={() => onChange(tab)}
        >
          {t(`dashboard.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
