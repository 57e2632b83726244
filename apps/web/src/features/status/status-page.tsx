// The system status page (/status, the footer's "Estado do sistema"): the health check in
// words for a person — each component operational, degraded or down (word, colour and
// icon), when it was checked, a "Check now" button and a refresh every 30 seconds. When no
// answer comes at all it says so plainly. /api/health stays the JSON answer for machines.
import { useTranslation } from 'react-i18next';
import { localeFor } from '@kumbu/core/money';
import { screenTitle, useDocumentTitle } from '../../shared/use-document-title';
import { useLang } from '../../shared/use-lang';
import { StatusIcon } from './status-icon';
import { COMPONENTS, type ComponentState } from './system-status';
import { HEALTH_PATH, useSystemStatus } from './use-system-status';
import './status.css';

const OVERALL_ICON: Record<'operational' | 'degraded' | 'down', ComponentState> = { operational: 'operational', degraded: 'degraded', down: 'down' };

export function StatusPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { report, checkedAt, checking, checkNow } = useSystemStatus();
  useDocumentTitle(screenTitle(t('status.title')));
  const time = checkedAt === null ? null : new Intl.DateTimeFormat(localeFor(lang), { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(checkedAt);
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;

  return (
    <section className="container status-page" aria-labelledby="status-title">
      <h1 id="status-title">{t('status.title')}</h1>
      <p className="status-page__intro">{t('status.intro')}</p>

      {/* Announced when it changes, so a screen-reader user hears the new state. */}
      <div className="status-overall" data-state={report === null ? 'checking' : report.reachable ? report.overall : 'unreachable'} role="status" aria-live="polite">
        {report === null ? (
          <p className="status-overall__title">{t('status.overall.checking')}</p>
        ) : report.reachable ? (
          <p className="status-overall__title"><StatusIcon state={OVERALL_ICON[report.overall]} />{t(`status.overall.${report.overall}`)}</p>
        ) : (
          <>
            <p className="status-overall__title"><StatusIcon state="down" />{t('status.unreachable.title')}</p>
            <p>{t('status.unreachable.body')}</p>
            {offline && <p>{t('status.unreachable.offline')}</p>}
          </>
        )}
      </div>

      <ul className="status-components" aria-label={t('status.components.label')}>
        {COMPONENTS.map((key) => {
          const state: ComponentState = report?.components[key] ?? 'unknown';
          // Only a slow answer makes the API "degraded" with an answer time to show.
          const latencyMs = key === 'api' && state === 'degraded' ? report?.latencyMs ?? null : null;
          return (
            <li key={key} className="status-component" data-component={key} data-state={state}>
              <div className="status-component__text">
                <h2>{t(`status.components.${key}.name`)}</h2>
                <p>{t(`status.components.${key}.description`)}</p>
              </div>
              <p className="status-component__state">
                <StatusIcon state={state} />
                <span>{t(`status.state.${state}`)}</span>
                {latencyMs !== null && <span className="status-component__detail">{t('status.slow', { seconds: (latencyMs / 1000).toFixed(1) })}</span>}
              </p>
            </li>
          );
        })}
      </ul>

      <div className="status-page__foot">
        <p>
          <span className="status-page__checked">{time === null ? t('status.neverChecked') : t('status.checkedAt', { time })}</span>
          {' · '}{t('status.autoRefresh')}
        </p>
        <button type="button" className="button button--primary" onClick={checkNow} disabled={checking} aria-busy={checking}>
          {checking ? t('status.checking') : t('status.retry')}
        </button>
      </div>
      {report?.version && <p className="status-page__meta">{t('status.version', { version: report.version })}</p>}
      <p className="status-page__meta"><a href={HEALTH_PATH}>{t('status.machines', { path: HEALTH_PATH })}</a></p>
    </section>
  );
}
