import { usePermissions, useDebounced, type ClubUser } from '@courtside/core';
import type { ClubRole } from '@courtside/domain';
import { Button, ButtonLink } from '@courtside/ui/button';
import { AddPersonIcon, UploadIcon } from '@courtside/ui/icons';
import { MessageButton } from '@courtside/ui/message-dialog';
import { PageHeader } from '@courtside/ui/page';
import { Alert, EmptyState } from '@courtside/ui/states';
import { toast } from '@courtside/ui/toast';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClub } from '@/lib/levels';
import {
  DEFAULT_CLUB_USER_FILTERS,
  useClubUserPages,
  useMoreClubUsers,
  type ClubUserFilters,
  type ClubUserSort,
} from '../api/get-club-users';
import { useSendInvitations } from '../api/send-invitations';
import { isAdminType } from '../utils/club-user-form-values';
import {
  answerOf,
  InvitationAnswerPanel,
  InvitationBar,
  type InvitationAnswer,
} from './club-user-invitations';
import { ClubUserActions } from './club-user-actions';
import { ClubUsersTable } from './club-users-table';
import { ClubUsersToolbar } from './club-users-toolbar';

export const CREATE_CLUB_USER_PATH = '/club-users/create';
/** The import screen (its own page: a file, a preview, the run). */
export const IMPORT_MEMBERS_PATH = '/import';

/** The search waits for typing to pause this long before it asks the server. */
export const SEARCH_DELAY_MS = 300;

/**
 * SPEC.md 'Club Users page': the list in its loading, error and empty states, searched, filtered
 * and sorted by the server (API.md section 12), 50 at a time with 'Load more'. Staff who only
 * read (organisers) get no buttons; a row of a club admin gets none without `manage-admins`,
 * as the server would refuse them.
 */
export function ClubUsersView({ level = 1 }: { level?: 1 | 2 }) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'clubUsers' });
  const navigate = useNavigate();
  const { can } = usePermissions();
  const [search, setSearch] = useState('');
  const [userType, setUserType] = useState<ClubRole | ''>('');
  const [sort, setSort] = useState<ClubUserSort>(DEFAULT_CLUB_USER_FILTERS.sort);
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const filters: ClubUserFilters = { q, userType, sort };
  const users = useClubUserPages(filters);
  const more = useMoreClubUsers(filters);
  const club = useClub();
  // The rows are drawn in a render React may interrupt (a transition, the skeleton rows until
  // then), not in the one each answer (the users, the club's scale) starts, which it cannot: that
  // one would hold a phone's main thread in one long task (as /events' cards would).
  const list = useDeferredValue(users.data ?? null, null);
  const rows = list?.items ?? null;
  const scale = useDeferredValue(club.data?.rating_scale ?? null, null);
  const anySelfRated = rows?.some((user) => user.level !== null && !user.level_set_by_staff);
  const filtered = q !== '' || userType !== '';
  // The answer on screen is the one to what is asked (not the previous search's, kept meanwhile).
  const settled = !users.isPlaceholderData && q === search.trim() && list === users.data;
  const canManage = can('club-users:manage');
  const canManageAdmins = can('club-users:manage-admins');
  const addButtons = canManage ? (
    <>
      <MessageButton target={{ scope: 'club' }} />
      <ButtonLink to={IMPORT_MEMBERS_PATH} icon={<UploadIcon />}>
        {t('importMembers')}
      </ButtonLink>
      <Button variant="default" icon={<AddPersonIcon />} onClick={() => navigate(CREATE_CLUB_USER_PATH)}>
        {t('addUser')}
      </Button>
    </>
  ) : null;
  // The people selected to invite, by id, kept across searches and pages until sent or cleared.
  const [selected, setSelected] = useState<ReadonlyMap<string, ClubUser>>(new Map());
  const [answer, setAnswer] = useState<InvitationAnswer | null>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  const invite = useSendInvitations();
  useEffect(() => {
    if (answer) answerRef.current?.focus();
  }, [answer]);
  const selectedIds: ReadonlySet<string> = new Set(selected.keys());
  const toggle = (users: readonly ClubUser[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const user of users) {
        if (on) next.set(user.id, user);
        else next.delete(user.id);
      }
      return next;
    });
  const send = () => {
    const people = [...selected.values()];
    setAnswer(null);
    invite.mutate(
      people.map((person) => person.id),
      {
        onSuccess: (result) => {
          setSelected(new Map());
          setAnswer(answerOf({ result }, people));
        },
        onError: (error) => {
          const next = answerOf({ error }, people);
          // The server answered about these people: they are done with; a failure keeps them.
          if (next.kind === 'too-soon') setSelected(new Map());
          setAnswer(next);
        },
      },
    );
  };
  const loadMore = (cursor: string) =>
    more.mutate(cursor, { onError: () => toast.error(t('loadMoreError')) });

  return (
    <section>
      <PageHeader level={level} title={t('title')} subtitle={t('subtitle')} actions={addButtons} />
      <ClubUsersToolbar
        search={search}
        onSearch={setSearch}
        userType={userType}
        onUserType={setUserType}
        sort={sort}
        onSort={setSort}
      />
      {users.isError ? (
        <Alert>{t('loadError')}</Alert>
      ) : rows?.length === 0 && settled ? (
        filtered ? (
          <EmptyState title={t('noMatchTitle')} body={t('noMatchBody')} />
        ) : (
          <EmptyState title={t('emptyTitle')} body={t('emptyBody')} />
        )
      ) : (
        <>
          {canManage && rows && rows.length > 0 ? (
            <InvitationBar
              rows={rows}
              selected={selectedIds}
              onSelectAll={(on) => toggle(rows, on)}
              onClear={() => setSelected(new Map())}
              onSend={send}
              sending={invite.isPending}
            />
          ) : null}
          {answer ? (
            <InvitationAnswerPanel answer={answer} onDismiss={() => setAnswer(null)} focusRef={answerRef} />
          ) : null}
          <ClubUsersTable
            users={rows?.length === 0 ? null : rows}
            scale={scale}
            sort={sort}
            onSort={setSort}
            selection={
              canManage
                ? {
                    isSelected: (id) => selected.has(id),
                    onToggle: (user, on) => toggle([user], on),
                    disabled: invite.isPending,
                  }
                : undefined
            }
            renderActions={
              canManage
                ? (user) =>
                    isAdminType(user.user_type) && !canManageAdmins ? null : <ClubUserActions user={user} />
                : undefined
            }
          />
          {scale && anySelfRated ? <p className="csa-muted csa-note">{t('selfRatedLegend')}</p> : null}
          {list && list.items.length > 0 && list.total !== null ? (
            <div className="csa-more">
              <p className="csa-muted" aria-live="polite">
                {t('showing', { shown: list.items.length, total: list.total })}
              </p>
              {settled && list.next_cursor ? (
                <Button
                  loading={more.isPending}
                  onClick={() => list.next_cursor && loadMore(list.next_cursor)}
                >
                  {t('loadMore')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
