import { useAuth, usePermissions } from '@courtside/core';
import { Button, ButtonLink } from '@courtside/ui/button';
import { useConfirmedAction } from '@courtside/ui/confirm';
import { AddPersonIcon, DeleteIcon, EditIcon, PeopleIcon } from '@courtside/ui/icons';
import { Section } from '@courtside/ui/page';
import { Alert, EmptyState } from '@courtside/ui/states';
import { Cell, DataTable, RowActions, SkeletonRows, type Column } from '@courtside/ui/table';
import { RoleTag, Tag } from '@courtside/ui/tag';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { useDeleteSystemUser } from '../api/delete-system-user';
import { useSystemUsers } from '../api/get-system-users';
import type { SystemUser } from '../types';

function useColumns(): Column[] {
  const { t } = useTranslation('system-admin', { keyPrefix: 'systemUsers.columns' });
  return [
    { key: 'email', label: t('email') },
    { key: 'name', label: t('name') },
    { key: 'user_type', label: t('userType') },
    { key: 'actions', label: t('actions'), hideLabel: true, actions: true },
  ];
}

function SystemUserRow({ user, isSelf }: { user: SystemUser; isSelf: boolean }) {
  const { t } = useTranslation(['system-admin', 'common']);
  const [email, name, type, actions] = useColumns();
  const remove = useConfirmedAction(useDeleteSystemUser(), {
    confirm: {
      title: t('systemUsers.confirmTitle'),
      body: t('systemUsers.confirmBody', { email: user.email }),
      acceptLabel: t('common.delete'),
      cancelLabel: t('common:cancel'),
      destructive: true,
    },
    success: () => t('systemUsers.deleted'),
    failure: (error) => t('systemUsers.deleteFailed', { message: (error as Error).message }),
  });
  return (
    <tr>
      <Cell column={email} header>
        {user.email} {isSelf ? <Tag>{t('systemUsers.you')}</Tag> : null}
      </Cell>
      <Cell column={name}>{user.name || t('common:notAvailable')}</Cell>
      <Cell column={type}>
        <RoleTag type={user.user_type} />
      </Cell>
      <Cell column={actions}>
        <RowActions>
          <ButtonLink
            to={paths.editSystemUser(user.id)}
            size="sm"
            icon={<EditIcon />}
            aria-label={t('systemUsers.editLabel', { email: user.email })}
          >
            {t('common.edit')}
          </ButtonLink>
          <Button
            size="sm"
            variant="danger"
            icon={<DeleteIcon />}
            loading={remove.isPending}
            aria-label={t('systemUsers.deleteLabel', { email: user.email })}
            onClick={() => void remove.run(user.id)}
          >
            {t('common.delete')}
          </Button>
        </RowActions>
      </Cell>
    </tr>
  );
}

/**
 * The dashboard's system users, for `system:admin` only; anyone else with the console gets a
 * one-line note instead (and the list is never fetched for them).
 */
export function SystemUsersSection() {
  const { t } = useTranslation('system-admin', { keyPrefix: 'systemUsers' });
  const { user: me } = useAuth();
  const { can } = usePermissions();
  const canAdmin = can('system:admin');
  const users = useSystemUsers({ enabled: canAdmin });
  const columns = useColumns();
  const id = 'cssa-system-users-heading';
  if (!canAdmin) {
    return (
      <Section id={id} title={t('heading')}>
        <p className="cssa-note">{t('adminsOnly')}</p>
      </Section>
    );
  }
  const addButton = (
    <ButtonLink to={paths.createSystemUser} variant="default" icon={<AddPersonIcon />}>
      {t('addSystemUser')}
    </ButtonLink>
  );
  const isSelf = (user: SystemUser) => user.email.toLowerCase() === me?.email.toLowerCase();
  return (
    <Section
      id={id}
      title={t('heading')}
      meta={users.data ? t('count', { count: users.data.length }) : null}
      actions={addButton}
    >
      {users.isPending ? (
        <div role="status" aria-label={t('loading')}>
          <DataTable caption={t('heading')} columns={columns} busy>
            <SkeletonRows columns={columns} testId="system-user-row-skeleton" />
          </DataTable>
        </div>
      ) : users.isError ? (
        <Alert>{t('loadError', { message: users.error.message })}</Alert>
      ) : users.data.length === 0 ? (
        <EmptyState icon={<PeopleIcon />} title={t('emptyTitle')} body={t('emptyBody')} action={addButton} />
      ) : (
        <DataTable caption={t('heading')} columns={columns}>
          {users.data.map((user) => (
            <SystemUserRow key={user.id} user={user} isSelf={isSelf(user)} />
          ))}
        </DataTable>
      )}
    </Section>
  );
}
