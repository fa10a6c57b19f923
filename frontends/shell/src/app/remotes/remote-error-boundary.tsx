import { Component, type ReactNode } from 'react';
import { COMMON_TEXT, REMOTE_TEXT } from '@/texts';
import { RemoteLoadError } from './remote-registry';

interface Props {
  children: ReactNode;
  onRetry(): void;
}

/** Keeps a failing remote inside the content area: the header and the rest keep working. */
export class RemoteErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const reason = error instanceof Error ? error.message : String(error);
    const detail = error instanceof RemoteLoadError ? error.detail : undefined;
    return (
      <section className="cs-panel cs-remote-error" role="alert">
        <h2 className="cs-remote-error__title">{REMOTE_TEXT.failed}</h2>
        <p className="cs-remote-error__reason">{reason}</p>
        {detail && (
          <details className="cs-remote-error__details">
            <summary>{REMOTE_TEXT.details}</summary>
            <code>{detail}</code>
          </details>
        )}
        <button type="button" className="cs-button cs-button--primary" onClick={this.props.onRetry}>
          {COMMON_TEXT.tryAgain}
        </button>
      </section>
    );
  }
}
