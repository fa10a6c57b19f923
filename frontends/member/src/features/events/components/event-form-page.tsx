import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { PageHeader } from '@/lib/page-layout';
import { TEXT } from '@/texts';

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
  const navigate = useNavigate();
  return (
    <div className="csm-narrow">
      <Button
        className="csm-back"
        color="primary"
        variant="link"
        icon={<ArrowLeftOutlined aria-hidden />}
        onClick={() => navigate(EVENTS_PATH)}
      >
        {TEXT.common.backToEvents}
      </Button>
      <PageHeader title={title} subtitle={subtitle} />
      <section className="csm-card csm-form-card">{children}</section>
    </div>
  );
}
