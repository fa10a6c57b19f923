import type { ClubUser } from '@courtside/core';
import { Cell, DataTable, SkeletonRows, type Column } from '@courtside/ui/table';
import { RoleTag } from '@courtside/ui/tag';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC.md section 9: five skeleton rows while the users load. */
export const USER_SKELETON_ROWS = 5;

/** Email, Name ('N/A' when empty), User Type and, for those who manage users, Actions. */
export function ClubUsersTable({
  users,
  renderActions,
}: {
  /** null while loading: skeleton rows. */
  users: ClubUser[] | null;
  /** The Actions cell; no Actions column without it. */
  renderActions?: (user: ClubUser) => ReactNode;
}) {
  const { t } = useTranslation(['club-admin', 'common']);
  const [email, name, userType, actions]: Column[] = [
    { key: 'email', label: t('clubUsers.columns.email') },
    { key: 'name', label: t('clubUsers.columns.name') },
    { key: 'user_type', label: t('clubUsers.columns.userType') },
    { key: 'actions', label: t('clubUsers.columns.actions'), actions: true },
  ];
  const columns = renderActions ? [email, name, userType, actions] : [email, name, userType];
  const table = (
    <DataTable caption={t('clubUsers.tableLabel')} columns={columns} busy={users === null}>
      {users === null ? (
        <SkeletonRows columns={columns} rows={USER_SKELETON_ROWS} testId="club-user-skeleton-row" />
      ) : (
        users.map((user) => (
          <tr key={user.id}>
            <Cell column={email} header>
              {user.email}
            </Cell>
            <Cell column={name}>
              {user.name || <span className="csa-muted">{t('common:notAvailable')}</span>}
            </Cell>
            <Cell column={userType}>
              <RoleTag type={user.user_type} />
            </Cell>
            {renderActions ? <Cell column={actions}>{renderActions(user)}</Cell> : null}
          </tr>
        ))
      )}
    </DataTable>
  );
  return users === null ? (
    <div role="status" aria-label={t('clubUsers.loading')}>
      {table}
    </div>
  ) : (
    table
  );
}
