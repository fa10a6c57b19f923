import type { ReactNode } from 'react';
import type { ClubUser } from '@courtside/core';
import { RoleTag } from '@/lib/role-tag';
import { TEXT } from '@/texts';

/** SPEC.md section 9: five skeleton rows while the users load. */
export const USER_SKELETON_ROWS = 5;

const COLUMNS = TEXT.clubUsers.columns;

/**
 * Email, Name, User Type and, for those who manage users, Actions. A native table (antd's Table
 * would bring pagination, selects and ~90 KB gzipped) that stacks into cards on phones.
 */
export function ClubUsersTable({
  users,
  renderActions,
}: {
  /** null while loading: skeleton rows. */
  users: ClubUser[] | null;
  /** The Actions cell; no Actions column without it. */
  renderActions?: (user: ClubUser) => ReactNode;
}) {
  const table = (
    <table className="csa-table" aria-label={TEXT.clubUsers.tableLabel} aria-busy={users === null}>
      <thead>
        <tr>
          <th scope="col">{COLUMNS.email}</th>
          <th scope="col" className="csa-table__name">
            {COLUMNS.name}
          </th>
          <th scope="col">{COLUMNS.userType}</th>
          {renderActions ? (
            <th scope="col" className="csa-table__actions">
              {COLUMNS.actions}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {users === null
          ? Array.from({ length: USER_SKELETON_ROWS }, (_, i) => (
              <tr key={i} data-testid="club-user-skeleton-row" aria-hidden>
                <td className="csa-table__primary">
                  <span className="csa-skeleton csa-skeleton--wide" />
                </td>
                <td>
                  <span className="csa-skeleton" />
                </td>
                <td>
                  <span className="csa-skeleton csa-skeleton--short" />
                </td>
                {renderActions ? (
                  <td className="csa-table__actions">
                    <span className="csa-skeleton csa-skeleton--short" />
                  </td>
                ) : null}
              </tr>
            ))
          : users.map((user) => (
              <tr key={user.id}>
                <td className="csa-table__primary" data-label={COLUMNS.email}>
                  <span className="csa-break">{user.email}</span>
                </td>
                <td className="csa-table__name" data-label={COLUMNS.name}>
                  {user.name ? user.name : <span className="csa-muted">{TEXT.common.notAvailable}</span>}
                </td>
                <td data-label={COLUMNS.userType}>
                  <RoleTag type={user.user_type} />
                </td>
                {renderActions ? (
                  <td className="csa-table__actions" data-label={COLUMNS.actions}>
                    {renderActions(user)}
                  </td>
                ) : null}
              </tr>
            ))}
      </tbody>
    </table>
  );
  return users === null ? (
    <div className="csa-table-wrap" role="status" aria-label={TEXT.clubUsers.loading}>
      {table}
    </div>
  ) : (
    <div className="csa-table-wrap">{table}</div>
  );
}
