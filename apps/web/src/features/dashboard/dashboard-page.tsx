import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DayRange, type Preset, checkRange, presetRange } from '@kumbu/core/date-range';
import { formatDay } from '../../shared/format-date';
import { useSession } from '../../shared/session/session-context';
import { SignInPrompt } from '../../shared/ui/sign-in-prompt';
import { screenTitle, useDocumentTitle } from '../../shared/use-document-title';
import { useLang } from '../../shared/use-lang';
import { PresetPicker } from './preset-picker';
import { RecordsTable } from './records-table';
import { SummaryCards } from './summary-cards';
import { useRecords } from './use-records';
import { useSummary } from './use-summary';
import './dashboard.css';

export function DashboardPage() {
  const { t } = useTranslation();
  const { session, refresh } = useSession();
  useDocumentTitle(screenTitle(t('dashboard.title')));

  return (
    <div className="container dashboard">
      <div className="dashboard__head">
        <Link to="/" className="back-link">← {t('dashboard.back')}</Link>
        <h1>{t('dashboard.title')}</h1>
      </div>
      {session.status === 'loading' && <p role="status">{t('dashboard.loading')}</p>}
      {session.status === 'signed-out' && <SignInPrompt />}
      {session.status === 'error' && (
        <div className="banner banner--error" role="alert">
          {session.message}{' '}
          <button type="button" className="link-button" onClick={() => void refresh()}>{t('common.reload')}</button>
        </div>
      )}
      {session.status === 'signed-in' && <DashboardBody />}
    </div>
  );
}

function DashboardBody() {
  const { t } = useTranslation();
  const lang = useLang();
  const [preset, setPreset] = useState<Preset>('thisMonth');
  // The preset is resolved once per choice; a dashboard left open past midnight keeps its range.
  const check = useMemo(() => checkRange(presetRange(preset, new Date())), [preset]);
  const range: DayRange | null = check.ok ? check.range : null;
  const records = useRecords(range);
  const summary = useSummary(range, records.changes);

  return (
    <>
      <div className="dashboard__toolbar">
        <PresetPicker value={preset} onChange={setPreset} />
        {range && (
          <span className="dashboard__span">
            {t('dashboard.rangeSpan', { start: formatDay(range.start, lang), end: formatDay(range.end, lang) })}
          </span>
        )}
        {range && <span className={`live live--${records.live}`}>{t(`dashboard.live.${records.live}`)}</span>}
      </div>

      {!check.ok && <p className="banner banner--error" role="alert">{t('dashboard.rangeTooLarge')}</p>}

      {range && records.status !== 'error' && (
        <SummaryCards summary={summary} />
      )}

      {records.error !== null && <p className="banner banner--error" role="alert">{records.error}</p>}

      {records.status === 'loading' && records.items.length === 0 && <p role="status" className="dashboard__status">{t('dashboard.loading')}</p>}
      {records.status === 'ready' && records.items.length === 0 && <p className="dashboard__empty">{t('dashboard.empty')}</p>}
      {records.items.length > 0 && <RecordsTable items={records.items} />}

      {records.nextCursor !== null && (
        <div className="dashboard__more">
          <button type="button" className="button button--primary" disabled={records.loadingMore} onClick={records.loadMore}>
            {records.loadingMore ? t('dashboard.loading') : t('dashboard.loadMore')}
          </button>
        </div>
      )}
    </>
  );
}
