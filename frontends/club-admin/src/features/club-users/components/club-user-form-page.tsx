import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { PageHeader } from '@/lib/page-layout';
import { TEXT } from '@/texts';

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
  const navigate = useNavigate();
  return (
    <>
      <Button
        className="csa-back"
        color="primary"
        variant="link"
        icon={<ArrowLeftOutlined aria-hidden />}
        onClick={() => navigate(CLUB_ADMIN_PATH)}
      >
        {TEXT.common.backToClubAdmin}
      </Button>
      <PageHeader title={title} subtitle={subtitle} />
      <section className="csa-card csa-form-card">{children}</section>
    </>
  );
}
