import { Button } from '@courtside/ui/button';
import { Card } from '@courtside/ui/page';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_NAMESPACES } from '@/i18n-pages';
import { RemoteLoadError } from './remote-registry';

interface Props {
  children: ReactNode;
  onRetry(): void;
}

function RemoteFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation(PAGE_NAMESPACES);
  const detail = error instanceof RemoteLoadError ? error.detail : undefined;
  return (
    <Card as="section" className="cs-remote-error" role="alert">
      <h2 className="cs-remote-error__title">{t('remote.failed')}</h2>
      <p className="cs-muted">{error instanceof Error ? error.message : String(error)}</p>
      {detail && (
        <details className="cs-remote-error__details">
          <summary>{t('remote.details')}</summary>
          <code>{detail}</code>
        </details>
      )}
      <Button variant="default" onClick={onRetry}>
        {t('common:tryAgain')}
      </Button>
    </Card>
  );
}

/** Keeps a failing remote inside the content area: the header and the rest keep working. */
export class RemoteErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    return error ? <RemoteFailure error={error} onRetry={this.props.onRetry} /> : this.props.children;
  }
}
