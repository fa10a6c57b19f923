import { usePermissions } from '@courtside/core';
import { Button, ButtonLink } from '@courtside/ui/button';
import { useConfirmedAction } from '@courtside/ui/confirm';
import { ClubIcon, DeleteIcon, EditIcon, PlusIcon } from '@courtside/ui/icons';
import { Section } from '@courtside/ui/page';
import { Alert, EmptyState } from '@courtside/ui/states';
import { Cell, DataTable, RowActions, SkeletonRows, type Column } from '@courtside/ui/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useDeleteClub } from '../api/delete-club';
import { useClubs } from '../api/get-clubs';
import type { AdminClub } from '../types';

function useColumns(canAdmin: boolean): Column[] {
  const { t } = useTranslation('system-admin', { keyPrefix: 'clubs.columns' });
  return [
    { key: 'name', label: t('name') },
    { key: 'subdomain', label: t('subdomain') },
    { key: 'users', label: t('users'), numeric: true },
    { key: 'events', label: t('events'), numeric: true },
    ...(canAdmin ? [{ key: 'actions', label: t('actions'), hideLabel: true, actions: true }] : []),
  ];
}

function ClubRow({ club, canAdmin }: { club: AdminClub; canAdmin: boolean }) {
  const { t } = useTranslation(['system-admin', 'common']);
  const [name, subdomain, users, events, actions] = useColumns(canAdmin);
  const remove = useConfirmedAction(useDeleteClub(), {
    confirm: {
      title: t('clubs.confirmTitle'),
      body: t('clubs.confirmBody', { club: club.name }),
      acceptLabel: t('common.delete'),
      cancelLabel: t('common:cancel'),
      destructive: true,
    },
    success: () => t('clubs.deleted'),
    failure: (error) => t('clubs.deleteFailed', { message: (error as Error).message }),
  });
  return (
    <tr>
      <Cell column={name} header>
        {canAdmin ? <Link to={paths.club(club.id)}>{club.name}</Link> : club.name}
      </Cell>
      <Cell column={subdomain}>
        <code className="cssa-code">{club.subdomain}</code>
      </Cell>
      <Cell column={users}>{club.user_count}</Cell>
      <Cell column={events}>{club.event_count}</Cell>
      {canAdmin ? (
        <Cell column={actions}>
          <RowActions>
            <ButtonLink
              to={paths.editClub(club.id)}
              size="sm"
              icon={<EditIcon />}
              aria-label={t('clubs.editLabel', { club: club.name })}
            >
              {t('common.edit')}
            </ButtonLink>
            <Button
              size="sm"
              variant="danger"
              icon={<DeleteIcon />}
              loading={remove.isPending}
              aria-label={t('clubs.deleteLabel', { club: club.name })}
              onClick={() => void remove.run(club.id)}
            >
              {t('common.delete')}
            </Button>
          </RowActions>
        </Cell>
      ) : null}
    </tr>
  );
}

/**
 * The dashboard's clubs: everyone with the console sees the list; only `system:admin` opens a
 * club, creates, edits or deletes one (a systemmanager may list clubs, nothing more).
 */
export function ClubsSection() {
  const { t } = useTranslation('system-admin', { keyPrefix: 'clubs' });
  const { can } = usePermissions();
  const canAdmin = can('system:admin');
  const clubs = useClubs();
  const columns = useColumns(canAdmin);
  const createButton = canAdmin ? (
    <ButtonLink to={paths.createClub} variant="default" icon={<PlusIcon />}>
      {t('createClub')}
    </ButtonLink>
  ) : null;
  return (
    <Section
      id="cssa-clubs-heading"
      title={t('heading')}
      meta={clubs.data ? t('count', { count: clubs.data.length }) : null}
      actions={createButton}
    >
      {clubs.isPending ? (
        <div role="status" aria-label={t('loading')}>
          <DataTable caption={t('heading')} columns={columns} busy>
            <SkeletonRows columns={columns} testId="club-row-skeleton" />
          </DataTable>
        </div>
      ) : clubs.isError ? (
        <Alert>{t('loadError', { message: clubs.error.message })}</Alert>
      ) : clubs.data.length === 0 ? (
        <EmptyState
          icon={<ClubIcon />}
          title={t('emptyTitle')}
          body={canAdmin ? t('emptyBody') : t('emptyBodyReadOnly')}
          action={createButton}
        />
      ) : (
        <DataTable caption={t('heading')} columns={columns}>
          {clubs.data.map((club) => (
            <ClubRow key={club.id} club={club} canAdmin={canAdmin} />
          ))}
        </DataTable>
      )}
    </Section>
  );
}
