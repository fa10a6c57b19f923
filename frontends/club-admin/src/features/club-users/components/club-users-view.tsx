import { usePermissions } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { AddPersonIcon } from '@courtside/ui/icons';
import { PageHeader } from '@courtside/ui/page';
import { Alert, EmptyState } from '@courtside/ui/states';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClub } from '@/lib/levels';
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
  const { t } = useTranslation('club-admin', { keyPrefix: 'clubUsers' });
  const navigate = useNavigate();
  const { can } = usePermissions();
  const users = useClubUsers();
  const club = useClub();
  // The rows are drawn in a render React may interrupt (a transition, the skeleton rows until
  // then), not in the one each answer (the users, the club's scale) starts, which it cannot: that
  // one would hold a phone's main thread in one long task (as /events' cards would).
  const rows = useDeferredValue(users.data ?? null, null);
  const scale = useDeferredValue(club.data?.rating_scale ?? null, null);
  const anySelfRated = rows?.some((user) => user.level !== null && !user.level_set_by_staff);
  const canManage = can('club-users:manage');
  const canManageAdmins = can('club-users:manage-admins');
  const addButton = canManage ? (
    <Button variant="default" icon={<AddPersonIcon />} onClick={() => navigate(CREATE_CLUB_USER_PATH)}>
      {t('addUser')}
    </Button>
  ) : null;
  return (
    <section>
      <PageHeader level={level} title={t('title')} subtitle={t('subtitle')} actions={addButton} />
      {users.isError ? (
        <Alert>{t('loadError')}</Alert>
      ) : users.data?.length === 0 ? (
        <EmptyState title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <>
          <ClubUsersTable
            users={rows}
            scale={scale}
            renderActions={
              canManage
                ? (user) =>
                    isAdminType(user.user_type) && !canManageAdmins ? null : <ClubUserActions user={user} />
                : undefined
            }
          />
          {scale && anySelfRated ? <p className="csa-muted csa-note">{t('selfRatedLegend')}</p> : null}
        </>
      )}
    </section>
  );
}
