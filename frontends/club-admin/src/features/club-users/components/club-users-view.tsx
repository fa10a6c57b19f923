import { useNavigate } from 'react-router';
import { Alert, Button } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { usePermissions } from '@courtside/core';
import { EmptyState } from '@/lib/empty-state';
import { PageHeader } from '@/lib/page-layout';
import { TEXT } from '@/texts';
import { useClubUsers } from '../api/get-club-users';
import { isAdminType } from '../utils/club-user-form-values';
import { ClubUserActions } from './club-user-actions';
import { ClubUsersTable } from './club-users-table';

export const CREATE_CLUB_USER_PATH = '/club-users/create';

/**
 * SPEC.md 'Club Users page': the list in its loading, error and empty states. Staff who only
 * read (organisers) get no buttons; a row of a club admin gets none without `manage-admins`,
 * as the server would refuse them.
 */
export function ClubUsersView({ level = 1 }: { level?: 1 | 2 }) {
  const navigate = useNavigate();
  const { can } = usePermissions();
  const users = useClubUsers();
  const t = TEXT.clubUsers;
  const canManage = can('club-users:manage');
  const canManageAdmins = can('club-users:manage-admins');

  const addButton = canManage ? (
    <Button
      type="primary"
      icon={<UserAddOutlined aria-hidden />}
      onClick={() => navigate(CREATE_CLUB_USER_PATH)}
    >
      {t.addUser}
    </Button>
  ) : null;

  return (
    <section>
      <PageHeader level={level} title={t.title} subtitle={t.subtitle} actions={addButton} />
      {users.isError ? (
        <Alert type="error" showIcon message={t.loadError} />
      ) : users.data?.length === 0 ? (
        <EmptyState title={t.emptyTitle} body={t.emptyBody} />
      ) : (
        <ClubUsersTable
          users={users.data ?? null}
          renderActions={
            canManage
              ? (user) =>
                  isAdminType(user.user_type) && !canManageAdmins ? null : <ClubUserActions user={user} />
              : undefined
          }
        />
      )}
    </section>
  );
}
