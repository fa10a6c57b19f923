import type { ClubUser } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { useConfirmedAction } from '@courtside/ui/confirm';
import { RowActions } from '@courtside/ui/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteClubUser } from '../api/delete-club-user';
import { useUpdateClubUser } from '../api/update-club-user';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A row's Promote to Member (guests only), Edit User and Delete User, each confirmed first. */
export function ClubUserActions({ user }: { user: ClubUser }) {
  const { t } = useTranslation(['club-admin', 'common']);
  const navigate = useNavigate();
  const promote = useConfirmedAction(useUpdateClubUser(), {
    confirm: {
      title: t('promoteUser.confirmTitle'),
      body: t('promoteUser.confirmBody', { email: user.email }),
      acceptLabel: t('promoteUser.accept'),
      cancelLabel: t('common:cancel'),
    },
    success: () => t('promoteUser.success'),
    failure: (error) => t('promoteUser.failure', { message: messageOf(error) }),
  });
  const remove = useConfirmedAction(useDeleteClubUser(), {
    confirm: {
      title: t('deleteUser.confirmTitle'),
      body: t('deleteUser.confirmBody', { email: user.email }),
      acceptLabel: t('deleteUser.accept'),
      cancelLabel: t('common:cancel'),
      destructive: true,
    },
    success: () => t('deleteUser.success'),
    failure: (error) => t('deleteUser.failure', { message: messageOf(error) }),
  });
  const busy = promote.isPending || remove.isPending;
  return (
    <RowActions label={t('clubUsers.actionsFor', { email: user.email })} className="csa-user-actions">
      {user.user_type === 'clubguest' ? (
        <Button
          size="sm"
          loading={promote.isPending}
          disabled={busy}
          // SPEC.md section 4: the new type with the existing e-mail and name.
          onClick={() =>
            void promote.run({
              id: user.id,
              input: { user_type: 'clubmember', email: user.email, name: user.name },
            })
          }
        >
          {t('clubUsers.promote')}
        </Button>
      ) : null}
      {/* Kept on one line: a guest's Promote to Member wraps above them instead. */}
      <span className="csa-user-actions__pair">
        <Button size="sm" disabled={busy} onClick={() => navigate(`/club-users/${user.id}/edit`)}>
          {t('clubUsers.edit')}
        </Button>
        <Button
          size="sm"
          variant="danger"
          loading={remove.isPending}
          disabled={busy}
          onClick={() => void remove.run(user.id)}
        >
          {t('clubUsers.delete')}
        </Button>
      </span>
    </RowActions>
  );
}
