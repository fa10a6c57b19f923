import { Link } from 'react-router';
import { COMMON_TEXT } from '@/texts';

/** The last resort for a page of the shell that crashed: the header stays, so does a way home. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;
  return (
    <section className="cs-status-page" role="alert">
      <h1 className="cs-status-page__title">{COMMON_TEXT.unexpectedError}</h1>
      {detail && <p className="cs-muted">{detail}</p>}
      <Link to="/" className="cs-button cs-button--primary" reloadDocument>
        {COMMON_TEXT.goHome}
      </Link>
    </section>
  );
}
