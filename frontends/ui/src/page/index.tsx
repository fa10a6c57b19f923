import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../cx';
import '../theme/tokens.css';
import './page.css';

/** A page's own width inside the shell's full-width content area; `narrow` for forms. */
export function PageContainer({ narrow = false, children }: { narrow?: boolean; children: ReactNode }) {
  return <div className={cx('cs-page', narrow && 'cs-page--narrow')}>{children}</div>;
}

/** A page's heading (h1), or a section's (h2) when it sits inside a page, as in a tab. */
export function PageHeader({
  title,
  subtitle,
  actions,
  level = 1,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className="cs-page-header">
      <div className="cs-page-header__text">
        <Heading className={level === 1 ? 'cs-page-title' : 'cs-section-title'}>{title}</Heading>
        {subtitle ? <p className="cs-page-subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="cs-page-header__actions">{actions}</div> : null}
    </header>
  );
}

/** A part of a page with its own heading, a line under it and its actions. */
export function Section({
  id,
  title,
  meta,
  actions,
  children,
}: {
  id: string;
  title: string;
  meta?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="cs-section" aria-labelledby={id}>
      <div className="cs-section__header">
        <div>
          <h2 id={id} className="cs-section-title">
            {title}
          </h2>
          {meta ? <p className="cs-section__meta">{meta}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A surface: white, bordered, rounded. */
export function Card({
  as: Tag = 'div',
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: 'div' | 'section' | 'article' | 'form' }) {
  return <Tag {...props} className={cx('cs-card', className)} />;
}
