// A lazily loaded screen can fail to download on a flaky connection (or after a deploy
// replaced the chunk). The app shell stays; in the screen's place a message and a retry that
// imports again without reloading the page (issue 17). Offline, it says so and opens the
// screen by itself when the connection returns.
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadBoundary } from '../shared/ui/load-boundary';

function LoadFailed({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <div className="container page-message" role="alert">
      <p>{offline ? t('common.pageOffline') : t('common.pageError')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>{t('common.retry')}</button>
    </div>
  );
}

export function RouteErrorBoundary({ children, resetKey }: { readonly children: ReactNode; readonly resetKey: string }) {
  return <LoadBoundary resetKey={resetKey} fallback={(retry) => <LoadFailed onRetry={retry} />}>{children}</LoadBoundary>;
}
