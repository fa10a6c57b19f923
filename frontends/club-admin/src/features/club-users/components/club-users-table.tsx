import { dateTimeFormat, intlLocale, type ClubUser } from '@courtside/core';
import type { RatingScale } from '@courtside/domain';
import { Cell, DataTable, SkeletonRows, type Column } from '@courtside/ui/table';
import { RoleTag } from '@courtside/ui/tag';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLevel } from '@/lib/levels';
import type { ClubUserSort, ClubUserSortKey } from '../api/get-club-users';
import { sortKeyOf } from './club-users-toolbar';

/** SPEC.md section 9: five skeleton rows while the users load. */
export const USER_SKELETON_ROWS = 5;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A club day (`YYYY-MM-DD`) as the language writes a date: '27 Nov 2026'. */
export function formatDay(value: string): string {
  const m = DAY.exec(value);
  if (!m) return value;
  const date = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return dateTimeFormat(intlLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * An e-mail address that may break before its '@' (and nowhere else) when its column is narrow:
 * unbroken, one long address widens the whole table past its card.
 */
const INLINE = { display: 'inline' } as const;

function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      {/* Inline as browsers draw it; said here for name computations without a stylesheet (the
          component tests'), which would otherwise read a space into the row's name. */}
      <wbr style={INLINE} />
      {email.slice(at)}
    </>
  );
}

/** When a person was last invited (a moment), as the language writes a day: 'Invited 3 Dec 2026'. */
function formatInvited(value: string): string {
  return dateTimeFormat(intlLocale(), { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(value),
  );
}

/** Which rows are selected (to invite them) and how a row's checkbox changes that. */
export interface RowSelection {
  isSelected(id: string): boolean;
  onToggle(user: ClubUser, on: boolean): void;
  disabled?: boolean;
}

/**
 * SPEC.md's Email, Name ('N/A' when empty), User Type and, for those who manage users, Actions;
 * then Level (on the club's scale, once it is known), Member number and Last seen. With `onSort`,
 * the headers of the sortable columns sort the list (the second click reverses it).
 */
export function ClubUsersTable({
  users,
  scale,
  renderActions,
  sort,
  onSort,
  selection,
}: {
  /** null while loading: skeleton rows. */
  users: ClubUser[] | null;
  /** The club's rating scale; no Level column until it is known. */
  scale: RatingScale | null;
  /** The Actions cell; no Actions column without it. */
  renderActions?: (user: ClubUser) => ReactNode;
  sort?: ClubUserSort;
  onSort?: (sort: ClubUserSort) => void;
  /**
   * A checkbox in each row's Email cell (so SPEC.md's columns stay as they are, and a phone's
   * card has it beside its title); none without it.
   */
  selection?: RowSelection;
}) {
  const { t } = useTranslation(['club-admin', 'common']);
  const sortable = (key: ClubUserSortKey, label: string): Column['sort'] => {
    if (!sort || !onSort) return undefined;
    const active = sortKeyOf(sort) === key;
    const descending = sort.startsWith('-');
    return {
      direction: active ? (descending ? 'descending' : 'ascending') : 'none',
      onSort: () => onSort(active && !descending ? `-${key}` : key),
      label: t('clubUsers.sortByColumn', { column: label }),
    };
  };
  const column = (key: string, labelKey: string, sortKey?: ClubUserSortKey, extra: Partial<Column> = {}) => {
    const label = t(labelKey);
    return { key, label, ...(sortKey ? { sort: sortable(sortKey, label) } : {}), ...extra } as Column;
  };
  const email = column('email', 'clubUsers.columns.email', 'email');
  const name = column('name', 'clubUsers.columns.name', 'name');
  const userType = column('user_type', 'clubUsers.columns.userType', 'user_type');
  const actions = column('actions', 'clubUsers.columns.actions', undefined, { actions: true });
  const level = column('level', 'clubUsers.columns.level', 'level', { numeric: true });
  const memberNumber = column('member_number', 'clubUsers.columns.memberNumber', 'member_number');
  const lastSeen = column('last_seen_on', 'clubUsers.columns.lastSeen', 'last_seen_on');
  const columns = [
    email,
    name,
    userType,
    ...(renderActions ? [actions] : []),
    ...(scale ? [level] : []),
    memberNumber,
    lastSeen,
  ];
  const none = <span className="csa-muted">{t('clubUsers.noLevel')}</span>;
  const table = (
    <DataTable caption={t('clubUsers.tableLabel')} columns={columns} busy={users === null}>
      {users === null ? (
        <SkeletonRows columns={columns} rows={USER_SKELETON_ROWS} testId="club-user-skeleton-row" />
      ) : (
        users.map((user) => (
          <tr key={user.id}>
            <Cell column={email} header>
              {selection ? (
                <input
                  type="checkbox"
                  className="csa-row-check"
                  aria-label={t('clubUsers.invitations.selectUser', { email: user.email })}
                  checked={selection.isSelected(user.id)}
                  disabled={selection.disabled}
                  onChange={(event) => selection.onToggle(user, event.target.checked)}
                />
              ) : null}
              <BreakableEmail email={user.email} />
            </Cell>
            <Cell column={name}>
              {user.name || <span className="csa-muted">{t('common:notAvailable')}</span>}
            </Cell>
            <Cell column={userType}>
              <RoleTag type={user.user_type} />
            </Cell>
            {renderActions ? <Cell column={actions}>{renderActions(user)}</Cell> : null}
            {scale ? (
              <Cell column={level}>
                {user.level === null ? (
                  none
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
            <Cell column={memberNumber}>{user.member_number ?? none}</Cell>
            <Cell column={lastSeen}>
              {user.last_seen_on ? (
                <time dateTime={user.last_seen_on}>{formatDay(user.last_seen_on)}</time>
              ) : (
                <>
                  <span className="csa-muted">{t('clubUsers.never')}</span>
                  {/* Not signed in yet: whether they were invited is what staff act on. */}
                  {user.invited_at ? (
                    <span className="csa-invited">
                      {t('clubUsers.invitations.invitedOn', { date: formatInvited(user.invited_at) })}
                    </span>
                  ) : null}
                </>
              )}
            </Cell>
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
