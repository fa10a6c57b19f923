import { LockOutlined } from '@ant-design/icons';
import { usePermissions } from '@courtside/core';
import { TEXT } from '@/texts';
import { ButtonLink } from './button-link';
import { paths } from './paths';
import { StatusPage } from './status-page';

/** What a signed-in user who lacks the page's capability sees (SPEC.md sections 2 and 6). */
export function AccessDenied() {
  const { can } = usePermissions();
  return (
    <StatusPage
      icon={<LockOutlined />}
      title={TEXT.common.accessDenied}
      body={TEXT.common.accessDeniedBody}
      action={
        can('system:console') ? (
          <ButtonLink to={paths.dashboard} type="primary">
            {TEXT.common.backToDashboard}
          </ButtonLink>
        ) : null
      }
    />
  );
}
