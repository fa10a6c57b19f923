import type { ClubUser } from '@courtside/core';
import type { RatingScale } from '@courtside/domain';
import { Cell, DataTable, SkeletonRows, type Column } from '@courtside/ui/table';
import { RoleTag } from '@courtside/ui/tag';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLevel } from '@/lib/levels';

/** SPEC.md section 9: five skeleton rows while the users load. */
export const USER_SKELETON_ROWS = 5;

/**
 * Email, Name ('N/A' when empty), User Type, Level (on the club's scale, once it is known) and, for
 * those who manage users, Actions.
 */
export function ClubUsersTable({
  users,
  scale,
  renderActions,
}: {
  /** null while loading: skeleton rows. */
  users: ClubUser[] | null;
  /** The club's rating scale; no Level column until it is known. */
  scale: RatingScale | null;
  /** The Actions cell; no Actions column without it. */
  renderActions?: (user: ClubUser) => ReactNode;
}) {
  const { t } = useTranslation(['club-admin', 'common']);
  const [email, name, userType, level, actions]: Column[] = [
    { key: 'email', label: t('clubUsers.columns.email') },
    { key: 'name', label: t('clubUsers.columns.name') },
    { key: 'user_type', label: t('clubUsers.columns.userType') },
    { key: 'level', label: t('clubUsers.columns.level'), numeric: true },
    { key: 'actions', label: t('clubUsers.columns.actions'), actions: true },
  ];
  const columns = [email, name, userType, ...(scale ? [level] : []), ...(renderActions ? [actions] : [])];
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
            {scale ? (
              <Cell column={level}>
                {user.level === null ? (
                  <span className="csa-muted">{t('clubUsers.noLevel')}</span>
                ) : (
                  <>
                    {formatLevel(scale, user.level)}
                    {user.level_set_by_staff ? null : (
                      <>
                        <span aria-hidden>*</span>
                        <span className="cs-visually-hidden">{` (${t('clubUsers.selfRated')})`}</span>
                      </>
                    )}
                  </>
                )}
              </Cell>
            ) : null}
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
