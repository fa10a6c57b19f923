import type { ReactNode } from 'react';
import { BackLink } from './back-link';
import { PageHeader } from './page-layout';

/** The frame of the create and edit screens: the way back, a heading, the form's card. */
export function FormPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="cssa-narrow">
      <BackLink />
      <PageHeader title={title} subtitle={subtitle} />
      <section className="cssa-card cssa-form-card">{children}</section>
    </div>
  );
}
