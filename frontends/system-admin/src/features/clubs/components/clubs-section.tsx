import { Link } from 'react-router';
import { Alert, Button } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, ShopOutlined } from '@ant-design/icons';
import { confirm, toast, usePermissions } from '@courtside/core';
import { ButtonLink } from '@/lib/button-link';
import { Cell, DataTable, EmptyState, SkeletonRows, type Column } from '@/lib/data-table';
import { paths } from '@/lib/paths';
import { TEXT } from '@/texts';
import { useClubs } from '../api/get-clubs';
import { useDeleteClub } from '../api/delete-club';
import type { AdminClub } from '../types';

const t = TEXT.clubs;
const COLUMNS = {
  name: { key: 'name', label: t.columns.name },
  subdomain: { key: 'subdomain', label: t.columns.subdomain },
  users: { key: 'users', label: t.columns.users, numeric: true },
  events: { key: 'events', label: t.columns.events, numeric: true },
  actions: { key: 'actions', label: t.columns.actions, hideLabel: true },
} satisfies Record<string, Column>;

function ClubRow({ club, canAdmin }: { club: AdminClub; canAdmin: boolean }) {
  const deleteClub = useDeleteClub();

  async function handleDelete() {
    const accepted = await confirm({
      title: t.confirmTitle,
      body: t.confirmBody(club.name),
      acceptLabel: TEXT.common.delete,
      cancelLabel: TEXT.common.cancel,
      destructive: true,
    });
    if (!accepted) return;
    try {
      await deleteClub.mutateAsync(club.id);
      toast.success(t.deleted);
    } catch (error) {
      toast.error(t.deleteFailed((error as Error).message));
    }
  }

  return (
    <tr>
      <Cell column={COLUMNS.name} header>
        {canAdmin ? <Link to={paths.club(club.id)}>{club.name}</Link> : club.name}
      </Cell>
      <Cell column={COLUMNS.subdomain}>
        <code className="cssa-code">{club.subdomain}</code>
      </Cell>
      <Cell column={COLUMNS.users}>{club.user_count}</Cell>
      <Cell column={COLUMNS.events}>{club.event_count}</Cell>
      {canAdmin ? (
        <Cell column={COLUMNS.actions}>
          <div className="cssa-row-actions">
            <ButtonLink
              to={paths.editClub(club.id)}
              size="small"
              icon={<EditOutlined aria-hidden />}
              aria-label={t.editLabel(club.name)}
            >
              {TEXT.common.edit}
            </ButtonLink>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              loading={deleteClub.isPending}
              aria-label={t.deleteLabel(club.name)}
              onClick={() => void handleDelete()}
            >
              {TEXT.common.delete}
            </Button>
          </div>
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
  const { can } = usePermissions();
  const canAdmin = can('system:admin');
  const clubs = useClubs();
  const columns: Column[] = [
    COLUMNS.name,
    COLUMNS.subdomain,
    COLUMNS.users,
    COLUMNS.events,
    ...(canAdmin ? [COLUMNS.actions] : []),
  ];
  const createButton = canAdmin ? (
    <ButtonLink to={paths.createClub} type="primary" icon={<PlusOutlined aria-hidden />}>
      {t.createClub}
    </ButtonLink>
  ) : null;

  return (
    <section className="cssa-section" aria-labelledby="cssa-clubs-heading">
      <div className="cssa-section__header">
        <div>
          <h2 id="cssa-clubs-heading" className="cssa-section__title">
            {t.heading}
          </h2>
          {clubs.data ? <p className="cssa-section__meta">{t.count(clubs.data.length)}</p> : null}
        </div>
        {createButton}
      </div>
      {clubs.isPending ? (
        <div role="status" aria-label={t.loading}>
          <DataTable caption={t.heading} columns={columns} busy>
            <SkeletonRows columns={columns} testId="club-row-skeleton" />
          </DataTable>
        </div>
      ) : clubs.isError ? (
        <Alert type="error" showIcon message={t.loadError(clubs.error.message)} />
      ) : clubs.data.length === 0 ? (
        <EmptyState
          icon={<ShopOutlined />}
          title={t.emptyTitle}
          body={canAdmin ? t.emptyBody : t.emptyBodyReadOnly}
          action={createButton}
        />
      ) : (
        <DataTable caption={t.heading} columns={columns}>
          {clubs.data.map((club) => (
            <ClubRow key={club.id} club={club} canAdmin={canAdmin} />
          ))}
        </DataTable>
      )}
    </section>
  );
}
