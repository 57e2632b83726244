// A lazily loaded screen can fail to download on a flaky connection (or after a deploy
// replaced the chunk). Instead of a blank page, offer a reload.
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function LoadFailed() {
  const { t } = useTranslation();
  return (
    <div className="container page-message" role="alert">
      <p>{t('common.pageError')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </button>
    </div>
  );
}

interface Props {
  readonly children: ReactNode;
  /** Changing this (the path) clears a previous failure. */
  readonly resetKey: string;
}

interface State {
  readonly failed: boolean;
  readonly key: string;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}
