import type { ReactNode } from 'react';

/** The page's own width: the shell's content area is full width. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className="cssa-page">{children}</div>;
}

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="cssa-page-header">
      <div className="cssa-page-header__text">
        <h1 className="cssa-page-title">{title}</h1>
        {subtitle ? <p className="cssa-page-subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="cssa-page-header__actions">{actions}</div> : null}
    </header>
  );
}
