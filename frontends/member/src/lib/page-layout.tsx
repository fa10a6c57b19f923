import type { ReactNode } from 'react';

/** The page's own width: the shell's content area is full width. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className="csm-page">{children}</div>;
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
    <header className="csm-page-header">
      <div className="csm-page-header__text">
        <h1 className="csm-page-title">{title}</h1>
        {subtitle ? <p className="csm-page-subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="csm-page-header__actions">{actions}</div> : null}
    </header>
  );
}
