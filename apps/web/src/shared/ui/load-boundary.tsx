// Catches code that failed to load (a chunk lost on a weak connection) or to render, and
// shows `fallback` with a retry instead of blanking the page (issue 17). Retrying starts a
// fresh import of whatever failed (resilient-lazy.tsx); the connection coming back retries
// by itself. `resetKey` (e.g. the path) clears a failure when the person moves on.
import { Component, type ReactNode } from 'react';
import { retryFailedLoads } from '../resilient-lazy';

interface Props {
  readonly children: ReactNode;
  readonly fallback: (retry: () => void) => ReactNode;
  readonly resetKey?: string;
}

interface State {
  readonly failed: boolean;
  readonly key: string | undefined;
}

export class LoadBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidMount(): void {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  private readonly retry = (): void => {
    if (!this.state.failed) return;
    retryFailedLoads();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
