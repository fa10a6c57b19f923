import type { ReactNode } from 'react';

/** The centred card of the login and verification pages. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="cs-auth">
      <section className="cs-card cs-auth__card">
        <h1 className="cs-auth__title">{title}</h1>
        {intro && <p className="cs-muted">{intro}</p>}
        {children}
      </section>
    </div>
  );
}
