import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page';

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
    return this.state.error === null ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}
