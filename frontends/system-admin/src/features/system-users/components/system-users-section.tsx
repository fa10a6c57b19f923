import { Alert, Button } from 'antd';
import { DeleteOutlined, EditOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { confirm, toast, useAuth, usePermissions } from '@courtside/core';
import { ROLE_LABELS } from '@courtside/domain';
import { ButtonLink } from '@/lib/button-link';
import { Cell, DataTable, EmptyState, SkeletonRows, type Column } from '@/lib/data-table';
import { paths } from '@/lib/paths';
import { TEXT } from '@/texts';
import { useDeleteSystemUser } from '../api/delete-system-user';
import { useSystemUsers } from '../api/get-system-users';
import type { SystemUser } from '../types';

const t = TEXT.systemUsers;
const COLUMNS = [
  { key: 'email', label: t.columns.email },
  { key: 'name', label: t.columns.name },
  { key: 'user_type', label: t.columns.userType },
  { key: 'actions', label: t.columns.actions, hideLabel: true },
] satisfies Column[];
const [EMAIL, NAME, USER_TYPE, ACTIONS] = COLUMNS;

function SystemUserRow({ user, isSelf }: { user: SystemUser; isSelf: boolean }) {
  const deleteUser = useDeleteSystemUser();

  async function handleDelete() {
    const accepted = await confirm({
      title: t.confirmTitle,
      body: t.confirmBody(user.email),
      acceptLabel: TEXT.common.delete,
      cancelLabel: TEXT.common.cancel,
      destructive: true,
    });
    if (!accepted) return;
    try {
      await deleteUser.mutateAsync(user.id);
      toast.success(t.deleted);
    } catch (error) {
      toast.error(t.deleteFailed((error as Error).message));
    }
  }

  return (
    <tr>
      <Cell column={EMAIL} header>
        <span className="cssa-break">{user.email}</span>
        {isSelf ? <span className="cssa-badge cssa-badge--muted">{t.you}</span> : null}
      </Cell>
      <Cell column={NAME}>{user.name || TEXT.common.notAvailable}</Cell>
      <Cell column={USER_TYPE}>
        <span className={`cssa-badge cssa-badge--${user.user_type}`}>{ROLE_LABELS[user.user_type]}</span>
      </Cell>
      <Cell column={ACTIONS}>
        <div className="cssa-row-actions">
          <ButtonLink
            to={paths.editSystemUser(user.id)}
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={t.editLabel(user.email)}
          >
            {TEXT.common.edit}
          </ButtonLink>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            loading={deleteUser.isPending}
            aria-label={t.deleteLabel(user.email)}
            onClick={() => void handleDelete()}
          >
            {TEXT.common.delete}
          </Button>
        </div>
      </Cell>
    </tr>
  );
}

/**
 * The dashboard's system users, for `system:admin` only; anyone else with the console gets a
 * one-line note instead (and the list is never fetched for them).
 */
export function SystemUsersSection() {
  const { user: me } = useAuth();
  const { can } = usePermissions();
  const canAdmin = can('system:admin');
  const users = useSystemUsers({ enabled: canAdmin });

  if (!canAdmin) {
    return (
      <section className="cssa-section" aria-labelledby="cssa-system-users-heading">
        <h2 id="cssa-system-users-heading" className="cssa-section__title">
          {t.heading}
        </h2>
        <p className="cssa-note">{t.adminsOnly}</p>
      </section>
    );
  }

  const addButton = (
    <ButtonLink to={paths.createSystemUser} type="primary" icon={<UserAddOutlined aria-hidden />}>
      {t.addSystemUser}
    </ButtonLink>
  );
  const isSelf = (user: SystemUser) => user.email.toLowerCase() === me?.email.toLowerCase();

  return (
    <section className="cssa-section" aria-labelledby="cssa-system-users-heading">
      <div className="cssa-section__header">
        <div>
          <h2 id="cssa-system-users-heading" className="cssa-section__title">
            {t.heading}
          </h2>
          {users.data ? <p className="cssa-section__meta">{t.count(users.data.length)}</p> : null}
        </div>
        {addButton}
      </div>
      {users.isPending ? (
        <div role="status" aria-label={t.loading}>
          <DataTable caption={t.heading} columns={COLUMNS} busy>
            <SkeletonRows columns={COLUMNS} testId="system-user-row-skeleton" />
          </DataTable>
        </div>
      ) : users.isError ? (
        <Alert type="error" showIcon message={t.loadError(users.error.message)} />
      ) : users.data.length === 0 ? (
        <EmptyState icon={<TeamOutlined />} title={t.emptyTitle} body={t.emptyBody} action={addButton} />
      ) : (
        <DataTable caption={t.heading} columns={COLUMNS}>
          {users.data.map((user) => (
            <SystemUserRow key={user.id} user={user} isSelf={isSelf(user)} />
          ))}
        </DataTable>
      )}
    </section>
  );
}
