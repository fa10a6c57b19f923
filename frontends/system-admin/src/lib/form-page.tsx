import { BackLink } from '@courtside/ui/back-link';
import { Card, PageHeader } from '@courtside/ui/page';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from './paths';

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
  const { t } = useTranslation('system-admin');
  return (
    <>
      <BackLink to={paths.dashboard}>{t('common.backToDashboard')}</BackLink>
      <PageHeader title={title} subtitle={subtitle} />
      <Card as="section" className="cs-form-card">
        {children}
      </Card>
    </>
  );
}
