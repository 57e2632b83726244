// What shows in place of a dialog whose code could not be downloaded (issue 17): a short
// note near the bottom of the screen with a retry and a close, the page left as it was.
// Offline it says the dialog opens when the connection is back (LoadBoundary retries then).
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadBoundary } from './load-boundary';
import './load-failed-toast.css';

function LoadFailedToast({ onRetry, onClose }: { readonly onRetry: () => void; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const offline = !navigator.onLine;
  return (
    <div className="load-failed-toast" role="alert">
      <p>{offline ? t('common.dialogOffline') : t('common.dialogFailed')}</p>
      <div className="load-failed-toast__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>{t('common.retry')}</button>
        <button type="button" className="button button--ghost" onClick={onClose}>{t('common.close')}</button>
      </div>
    </div>
  );
}

/** A lazily loaded dialog that never takes the page down with it when its chunk fails. */
export function DialogLoadBoundary({ children, onClose }: { readonly children: ReactNode; readonly onClose: () => void }) {
  return <LoadBoundary fallback={(retry) => <LoadFailedToast onRetry={retry} onClose={onClose} />}>{children}</LoadBoundary>;
}
