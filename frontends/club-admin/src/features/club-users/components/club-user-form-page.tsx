import { BackLink } from '@courtside/ui/back-link';
import { Card, PageHeader } from '@courtside/ui/page';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC.md 'Club user forms': both return to the club administration page. */
export const CLUB_ADMIN_PATH = '/club-admin';

/** The frame of the create and edit screens: a way back, a heading, the form's card. */
export function ClubUserFormPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('club-admin');
  return (
    <>
      <BackLink to={CLUB_ADMIN_PATH}>{t('backToClubAdmin')}</BackLink>
      <PageHeader title={title} subtitle={subtitle} />
      <Card as="section" className="cs-form-card">
        {children}
      </Card>
    </>
  );
}
