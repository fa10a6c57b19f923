import { Component, lazy, Suspense, type ReactNode } from 'react';

// Only ever needed once something has broken.
const RouteErrorPage = lazy(() => import('./route-error-page').then((m) => ({ default: m.RouteErrorPage })));

interface Props {
  children: ReactNode;
  /** The page's address: moving elsewhere clears the error. */
  resetKey: string;
}

interface State {
  error: unknown;
  failedAt: string | null;
}

/** Catches a crashed page inside the content area (remote pages have their own boundary). */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return props.resetKey === state.failedAt ? null : { error: null, failedAt: null };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RouteErrorPage error={this.state.error} />
      </Suspense>
    );
  }
}
