import { BackLink } from '@courtside/ui/back-link';
import { Card, PageHeader } from '@courtside/ui/page';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const EVENTS_PATH = '/events';

/** The frame of the create and edit screens: 'Back to Events', a heading, the form's card. */
export function EventFormPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('member');
  return (
    <>
      <BackLink to={EVENTS_PATH}>{t('backToEvents')}</BackLink>
      <PageHeader title={title} subtitle={subtitle} />
      <Card as="section" className="cs-form-card">
        {children}
      </Card>
    </>
  );
}
