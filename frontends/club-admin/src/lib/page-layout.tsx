import type { ReactNode } from 'react';

/** The page's own width: the shell's content area is full width. */
export function PageContainer({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <div className={narrow ? 'csa-page csa-page--narrow' : 'csa-page'}>{children}</div>;
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
    <header className="csa-page-header">
      <div className="csa-page-header__text">
        <Heading className={level === 1 ? 'csa-page-title' : 'csa-section-title'}>{title}</Heading>
        {subtitle ? <p className="csa-page-subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="csa-page-header__actions">{actions}</div> : null}
    </header>
  );
}
