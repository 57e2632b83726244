// What the dashboard says when its data is not fresh from the server (issue 17), at the top
// where it is seen, with a retry in place: offline over this device's copy ("Sem ligação —
// dados de 14:32"), a failed refresh over the last answer, or a failed load with nothing to
// show. The connection coming back retries by itself (use-records.ts).
import { useTranslation } from 'react-i18next';
import { formatSavedAt } from '../../shared/offline/format-saved-at';
import { useLang } from '../../shared/use-lang';

interface Props {
  readonly error: string | null;
  readonly savedAt: number | null;
  /** Nothing on screen: the error is all there is. */
  readonly empty: boolean;
  readonly retrying: boolean;
  readonly onRetry: () => void;
}

export function RefreshBanner({ error, savedAt, empty, retrying, onRetry }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  if (error === null) return null;
  const text = savedAt !== null ? t('dashboard.savedAt', { time: formatSavedAt(savedAt, lang) }) : empty ? error : t('dashboard.staleError');
  const tone = empty && savedAt === null ? 'banner--error' : 'banner--warning';
  return (
    <div className={`banner ${tone} refresh-banner`} role={empty ? 'alert' : 'status'}>
      <span>{text}</span>
      <button type="button" className="button button--ghost refresh-banner__retry" onClick={onRetry} disabled={retrying}>
        {retrying ? t('dashboard.loading') : t('dashboard.retry')}
      </button>
    </div>
  );
}
