import { ArrowLeftOutlined } from '@ant-design/icons';
import { TEXT } from '@/texts';
import { ButtonLink } from './button-link';
import { paths } from './paths';

/** 'Back to System Administration', above a screen's heading. */
export function BackLink({
  to = paths.dashboard,
  label = TEXT.common.backToDashboard,
}: {
  to?: string;
  label?: string;
}) {
  return (
    <ButtonLink
      to={to}
      className="cssa-back"
      color="primary"
      variant="link"
      icon={<ArrowLeftOutlined aria-hidden />}
    >
      {label}
    </ButtonLink>
  );
}
