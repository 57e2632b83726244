// Catches a chart module that failed to load (or to render) and offers to try again, so the
// dashboard never shows a blank where the charts should be. The failed import itself is
// reported as `vite:preloadError` by lazy-charts.ts, where the import happens.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './charts-shell.css';

interface Props {
  readonly children: ReactNode;
  /** Called before the boundary re-renders its children, e.g. to start a fresh import. */
  readonly onRetry?: () => void;
}

interface State { readonly failed: boolean }

export class ChartBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept visible for whoever opens the console; the user sees the retry box.
    console.warn('Dashboard charts failed', error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? <ChartsError onRetry={this.retry} /> : this.props.children;
  }
}

function ChartsError({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="charts-error" role="alert">
      <p>{t('charts.loadError')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>{t('charts.retry')}</button>
    </div>
  );
}
