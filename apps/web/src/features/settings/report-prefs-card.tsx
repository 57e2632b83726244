import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Notice } from '../../shared/notice';
import { type Me, type ReportKind, type ReportPrefs } from '../../shared/session/account-api';
import { useSession } from '../../shared/session/session-context';
import { NoticeBanner } from '../../shared/ui/notice-banner';
import { saveReportPrefs } from './settings-api';
import { afterReportSave, withReport } from './settings-flow';

const KINDS: readonly ReportKind[] = ['weekly', 'monthly'];

/**
 * Weekly and monthly e-mail report switches. A switch moves at once and is saved behind
 * it; if saving fails it moves back and says so (the original ignored failures).
 */
export function ReportPrefsCard({ me }: { readonly me: Me }) {
  const { t } = useTranslation();
  const { refresh } = useSession();
  const [prefs, setPrefs] = useState<ReportPrefs>(me.profile.reportPrefs);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Saves are sent with the whole object as shown; this is the latest shown state.
  const latest = useRef(prefs);

  function toggle(kind: ReportKind): void {
    const previous = latest.current[kind].email;
    const next = withReport(latest.current, kind, !previous);
    latest.current = next;
    setPrefs(next);
    setNotice(null);
    void saveReportPrefs(next).then((answer) => {
      const after = afterReportSave(latest.current, kind, previous, answer, t('account.settings.reports.saveFailed'));
      latest.current = after.prefs;
      setPrefs(after.prefs);
      setNotice(after.notice);
      if (answer.success) void refresh(); // keeps the session's copy (and other tabs of the app) in step
    });
  }

  return (
    <section className="panel settings-card" aria-labelledby="settings-reports-title">
      <h3 id="settings-reports-title">{t('account.settings.reports.title')}</h3>
      <p className="settings-card__intro">{t('account.settings.reports.intro', { email: me.user.email })}</p>
      <NoticeBanner notice={notice} />
      <div className="switches">
        {KINDS.map((kind) => (
          <label key={kind} className="switch">
            <span>{t(`account.settings.reports.${kind}`)}</span>
            <input type="checkbox" role="switch" name={`report-${kind}`} checked={prefs[kind].email} onChange={() => toggle(kind)} />
          </label>
        ))}
      </div>
    </section>
  );
}
