// Relatórios (issue 17's app shell): a period's summary — the dashboard's cards for any
// preset or custom range — and every record of that period as a CSV file. The period lives in
// the address (?preset= or ?start=&end=, as on the dashboard), so a report can be bookmarked.
// The e-mailed weekly and monthly reports are chosen in Settings.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDay } from '../../shared/format-date';
import { VerifiedGuard } from '../../shared/ui/verified-guard';
import { screenTitle, useDocumentTitle } from '../../shared/use-document-title';
import { useLang } from '../../shared/use-lang';
import {
  type DashboardQuery, choiceDays, dashboardSearch, exportCsvUrl, parseDashboardQuery, resolveRange, tabFilter, withCustomDay, withPreset,
} from '../dashboard/dashboard-query';
import { PresetPicker } from '../dashboard/preset-picker';
import { SummaryCards } from '../dashboard/summary-cards';
import { useSummary } from '../dashboard/use-summary';
import '../dashboard/dashboard.css';
import './reports.css';

export function ReportsPage() {
  const { t } = useTranslation();
  useDocumentTitle(screenTitle(t('reports.title')));
  return (
    <div className="container dashboard reports">
      <div className="dashboard__head">
        <h1>{t('reports.title')}</h1>
        <p className="reports__intro">{t('reports.intro')}</p>
      </div>
      <VerifiedGuard loadingText={t('common.loading')}>{() => <ReportsBody />}</VerifiedGuard>
    </div>
  );
}

function ReportsBody() {
  const { t } = useTranslation();
  const lang = useLang();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseDashboardQuery(searchParams), [searchParams]);
  const go = useCallback((next: DashboardQuery) => {
    const params = new URLSearchParams(dashboardSearch(next));
    params.delete('tab');
    setSearchParams(params);
  }, [setSearchParams]);
  const [now] = useState(() => new Date());
  const rangeKey = JSON.stringify(query.range);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const check = useMemo(() => resolveRange(query.range, now), [rangeKey, now]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const days = useMemo(() => choiceDays(query.range, now), [rangeKey, now]);
  const range = check.ok ? check.range : null;
  const summary = useSummary(range, 0);
  const filter = useMemo(() => tabFilter('all', null), []);

  return (
    <>
      <div className="dashboard__toolbar">
        <PresetPicker
          value={query.range.kind === 'preset' ? query.range.preset : null}
          days={days}
          onPreset={(preset) => go(withPreset(query, preset))}
          onDay={(which, day) => go(withCustomDay(query, which, day, now))}
        />
        {range && (
          <span className="dashboard__span">{t('dashboard.rangeSpan', { start: formatDay(range.start, lang), end: formatDay(range.end, lang) })}</span>
        )}
      </div>
      {!check.ok && <p className="banner banner--error" role="alert">{t('dashboard.rangeTooLarge')}</p>}
      {range && (
        <section className="reports__section" aria-labelledby="reports-summary">
          <h2 id="reports-summary">{t('reports.summaryTitle')}</h2>
          <SummaryCards summary={summary} outstanding="outstandingDebts" />
        </section>
      )}
      <div className="reports__grid">
        <section className="panel reports__card" aria-labelledby="reports-export">
          <h2 id="reports-export">{t('reports.exportTitle')}</h2>
          <p>{t('reports.exportBody')}</p>
          {range && <a className="button button--primary" href={exportCsvUrl(range, filter, lang)} download>{t('reports.exportButton')}</a>}
        </section>
        <section className="panel reports__card" aria-labelledby="reports-email">
          <h2 id="reports-email">{t('reports.emailTitle')}</h2>
          <p>{t('reports.emailBody')}</p>
          <Link className="button button--ghost" to="/settings">{t('reports.emailLink')}</Link>
        </section>
      </div>
    </>
  );
}
