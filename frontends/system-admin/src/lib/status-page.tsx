import type { ReactNode } from 'react';

/** A whole-page message in the content area: Access Denied, the console's 404. */
export function StatusPage({
  eyebrow,
  icon,
  title,
  body,
  action,
}: {
  eyebrow?: string;
  icon?: ReactNode;
  title: string;
  body: string;
  action?: ReactNode;
}) {
  return (
    <section className="cssa-status-page">
      {icon ? (
        <span className="cssa-status-page__icon" aria-hidden>
          {icon}
        </span>
      ) : null}
      {eyebrow ? <p className="cssa-status-page__eyebrow">{eyebrow}</p> : null}
      <h1 className="cssa-status-page__title">{title}</h1>
      <p className="cssa-status-page__body">{body}</p>
      {action}
    </section>
  );
}
