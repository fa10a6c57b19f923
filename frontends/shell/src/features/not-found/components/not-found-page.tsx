import { Link } from 'react-router';
import { COMMON_TEXT, NOT_FOUND_TEXT } from '@/texts';

/** Any route the product does not know. */
export function NotFoundPage() {
  return (
    <section className="cs-status-page">
      <p className="cs-status-page__code">{NOT_FOUND_TEXT.code}</p>
      <h1 className="cs-status-page__title">{NOT_FOUND_TEXT.title}</h1>
      <p className="cs-muted">{NOT_FOUND_TEXT.body}</p>
      <Link to="/" className="cs-button cs-button--primary">
        {COMMON_TEXT.goHome}
      </Link>
    </section>
  );
}
