import { Card } from '@courtside/ui/page';
import type { ReactNode } from 'react';

/** The centred card of the login and verification pages. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="cs-auth">
      <Card as="section" className="cs-auth__card">
        <h1 className="cs-page-title">{title}</h1>
        {intro && <p className="cs-muted">{intro}</p>}
        {children}
      </Card>
    </div>
  );
}
