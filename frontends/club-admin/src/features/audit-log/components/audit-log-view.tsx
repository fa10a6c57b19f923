import { formatLongDateTime, type AuditEntry } from '@courtside/core';
import { AUDIT_ACTIONS, FORMER_MEMBER_LABEL } from '@courtside/domain';
import { Button } from '@courtside/ui/button';
import { ChoiceSelect } from '@courtside/ui/form';
import { PageHeader } from '@courtside/ui/page';
import { Alert, EmptyState } from '@courtside/ui/states';
import { Cell, DataTable, SkeletonRows, type Column } from '@courtside/ui/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClub } from '@/lib/levels';
import {
  NO_FILTER,
  useAuditLog,
  useAuditPeople,
  useMoreAuditLog,
  type AuditLogFilter,
} from '../api/get-audit-log';

/**
 * The club's audit log (`club-users:manage`): who changed what, newest first, a page at a time.
 * Times are in the club's zone (where the changes happened, whoever reads them); the filters
 * narrow it by action and by the person who acted.
 */
export function AuditLogView({ level = 1 }: { level?: 1 | 2 }) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'auditLog' });
  const [filter, setFilter] = useState<AuditLogFilter>(NO_FILTER);
  const log = useAuditLog(filter);
  const more = useMoreAuditLog(filter);
  const club = useClub();
  const people = useAuditPeople();
  const filtered = filter.action !== '' || filter.actorId !== '';
  const entries = log.data?.items ?? null;
  return (
    <section>
      <PageHeader level={level} title={t('title')} subtitle={t('subtitle')} />
      <div className="csa-picker__row csa-audit-filters">
        <label className="csa-audit-filter">
          {t('filterAction')}
          <ChoiceSelect
            name="action"
            value={filter.action}
            onChange={(e) => setFilter({ ...filter, action: e.target.value })}
            options={[
              { value: '', label: t('anyAction') },
              ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) })),
            ]}
          />
        </label>
        <label className="csa-audit-filter">
          {t('filterActor')}
          <ChoiceSelect
            name="actor"
            value={filter.actorId}
            onChange={(e) => setFilter({ ...filter, actorId: e.target.value })}
            options={[
              { value: '', label: t('anyone') },
              ...(people.data ?? []).map((person) => ({
                value: person.id,
                label: person.name || person.email,
              })),
            ]}
          />
        </label>
      </div>
      {log.isError ? (
        <Alert>{t('loadError', { message: log.error.message })}</Alert>
      ) : entries?.length === 0 ? (
        <EmptyState
          title={filtered ? t('emptyFilteredTitle') : t('emptyTitle')}
          body={filtered ? t('emptyFilteredBody') : t('emptyBody')}
        />
      ) : (
        <>
          <AuditTable entries={entries} timeZone={club.data?.timezone} />
          {more.isError ? <Alert>{t('loadMoreError', { message: more.error.message })}</Alert> : null}
          {log.data?.next_cursor ? (
            <p className="csa-note">
              <Button loading={more.isPending} onClick={() => more.mutate(log.data.next_cursor!)}>
                {t('loadMore')}
              </Button>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** When (club time), Who, What (the action and whom or what it was about), Summary. */
function AuditTable({ entries, timeZone }: { entries: AuditEntry[] | null; timeZone?: string }) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'auditLog' });
  const [when, who, what, summary]: Column[] = [
    { key: 'at', label: t('columns.when') },
    { key: 'actor', label: t('columns.who') },
    { key: 'action', label: t('columns.what') },
    { key: 'summary', label: t('columns.summary') },
  ];
  const columns = [when, who, what, summary];
  const table = (
    <DataTable caption={t('tableLabel')} columns={columns} busy={entries === null}>
      {entries === null ? (
        <SkeletonRows columns={columns} rows={5} testId="audit-skeleton-row" />
      ) : (
        entries.map((entry) => (
          <tr key={entry.id}>
            <Cell column={when} header>
              <time dateTime={entry.at}>{formatLongDateTime(entry.at, timeZone)}</time>
            </Cell>
            <Cell column={who}>{actorLabel(entry, t)}</Cell>
            <Cell column={what}>
              {t(`actions.${entry.action}`)}
              {entry.target_label ? (
                <span className="csa-email">
                  {entry.target_type === 'club_user' && entry.target_label === FORMER_MEMBER_LABEL
                    ? t('formerMember')
                    : entry.target_label}
                </span>
              ) : null}
            </Cell>
            <Cell column={summary}>{entry.summary}</Cell>
          </tr>
        ))
      )}
    </DataTable>
  );
  // As cards on a phone, each entry's who, what and summary stack under its time (csa-audit-table).
  return entries === null ? (
    <div role="status" aria-label={t('loading')} className="csa-audit-table">
      {table}
    </div>
  ) : (
    <div className="csa-audit-table">{table}</div>
  );
}

/** The actor as the club knows them today, in the language on screen for the two fixed labels. */
function actorLabel(entry: AuditEntry, t: (key: string) => string): string {
  if (entry.actor_kind === 'system') return t('support');
  if (entry.actor_kind === 'former_member') return t('formerMember');
  return entry.actor_label;
}
