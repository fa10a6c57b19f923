import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { confirm, toast, type ClubUser } from '@courtside/core';
import { TEXT } from '@/texts';
import { useDeleteClubUser } from '../api/delete-club-user';
import { useUpdateClubUser } from '../api/update-club-user';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A row's Promote to Member (guests only), Edit User and Delete User, each confirmed first. */
export function ClubUserActions({ user }: { user: ClubUser }) {
  const navigate = useNavigate();
  const updateClubUser = useUpdateClubUser();
  const deleteClubUser = useDeleteClubUser();
  const busy = updateClubUser.isPending || deleteClubUser.isPending;

  async function promote() {
    const t = TEXT.promoteUser;
    const accepted = await confirm({
      title: t.confirmTitle,
      body: t.confirmBody(user.email),
      acceptLabel: t.accept,
      cancelLabel: t.decline,
    });
    if (!accepted) return;
    try {
      // SPEC.md section 4: the new type with the existing e-mail and name.
      await updateClubUser.mutateAsync({
        id: user.id,
        input: { user_type: 'clubmember', email: user.email, name: user.name },
      });
      toast.success(t.success);
    } catch (error) {
      toast.error(t.failure(messageOf(error)));
    }
  }

  async function remove() {
    const t = TEXT.deleteUser;
    const accepted = await confirm({
      title: t.confirmTitle,
      body: t.confirmBody(user.email),
      acceptLabel: t.accept,
      cancelLabel: t.decline,
      destructive: true,
    });
    if (!accepted) return;
    try {
      await deleteClubUser.mutateAsync(user.id);
      toast.success(t.success);
    } catch (error) {
      toast.error(t.failure(messageOf(error)));
    }
  }

  const t = TEXT.clubUsers;
  return (
    <div className="csa-row-actions" role="group" aria-label={t.actionsFor(user.email)}>
      {user.user_type === 'clubguest' ? (
        <Button
          size="small"
          loading={updateClubUser.isPending}
          disabled={busy}
          onClick={() => void promote()}
        >
          {t.promote}
        </Button>
      ) : null}
      <Button size="small" disabled={busy} onClick={() => navigate(`/club-users/${user.id}/edit`)}>
        {t.edit}
      </Button>
      <Button
        size="small"
        danger
        loading={deleteClubUser.isPending}
        disabled={busy}
        onClick={() => void remove()}
      >
        {t.delete}
      </Button>
    </div>
  );
}
