import type { AttendanceItem, ClubUser } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { messageOf } from '@courtside/ui/form-state';
import { Alert, EmptyState } from '@courtside/ui/states';
import { useTranslation } from 'react-i18next';
import { useMarkAttendance } from '../api/attendance';

type Mark = 'present' | 'absent';

/**
 * The organiser's attendance list for the evening (API.md section 14): per confirmed player, two
 * big buttons (here / not here) that show what is recorded; late cancellations are listed, not
 * marked. Below, a search of the club's members to add a walk-in, checked in at once.
 */
export function AttendanceList({
  eventId,
  items,
  candidates,
  search,
  onSearch,
}: {
  eventId: string;
  items: AttendanceItem[];
  candidates: ClubUser[] | undefined;
  search: string;
  onSearch(text: string): void;
}) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'attendance' });
  const mark = useMarkAttendance();
  const send = (userId: string, status: Mark) => mark.mutate({ eventId, userId, status });
  const present = items.filter((i) => i.status === 'present').length;
  const listed = new Set(items.flatMap((i) => (i.user_id ? [i.user_id] : [])));
  const walkIns = search.trim() ? (candidates ?? []).filter((u) => !listed.has(u.id)) : [];
  return (
    <>
      <p className="csa-attendance__count" aria-live="polite">
        {t('count', { present, total: items.filter((i) => i.signup_id !== null).length })}
      </p>
      {mark.isError ? (
        <Alert>
          <p>{t('failed', { message: messageOf(mark.error) })}</p>
        </Alert>
      ) : null}
      {items.length === 0 ? (
        <EmptyState title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <ul className="csa-attendance" aria-label={t('listLabel')}>
          {items.map((item) => (
            <li key={item.signup_id ?? `late-${item.user_id}`} className="csa-attendance__row">
              <span className="csa-attendance__name">{item.name}</span>
              <span className={`csa-attendance__status csa-attendance__status--${item.status}`}>
                {t(`status.${item.status}`)}
              </span>
              {item.signup_id !== null && item.user_id !== null ? (
                <span className="csa-attendance__buttons" role="group" aria-label={item.name}>
                  {(['present', 'absent'] as const).map((status) => (
                    <Button
                      key={status}
                      variant={item.status === status ? 'default' : 'outline'}
                      size="lg"
                      aria-pressed={item.status === status}
                      disabled={mark.isPending}
                      onClick={() => send(item.user_id!, status)}
                    >
                      {t(`mark.${status}`)}
                    </Button>
                  ))}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <section className="csa-attendance__walk-in" aria-labelledby="csa-walk-in-title">
        <h2 id="csa-walk-in-title">{t('walkInTitle')}</h2>
        <label className="cs-label" htmlFor="csa-walk-in-search">
          {t('walkInSearch')}
        </label>
        <input
          id="csa-walk-in-search"
          className="cs-input"
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          autoComplete="off"
        />
        {walkIns.length ? (
          <ul className="csa-attendance">
            {walkIns.map((user) => (
              <li key={user.id} className="csa-attendance__row">
                <span className="csa-attendance__name">{user.name ?? user.email}</span>
                <Button size="lg" disabled={mark.isPending} onClick={() => send(user.id, 'present')}>
                  {t('walkInAdd')}
                </Button>
              </li>
            ))}
          </ul>
        ) : search.trim() && candidates ? (
          <p className="csa-note csa-muted">{t('walkInNone')}</p>
        ) : null}
      </section>
    </>
  );
}
