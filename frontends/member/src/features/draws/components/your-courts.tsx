import {
  getData,
  intlLocale,
  queryKeys,
  useAuth,
  usePermissions,
  type ClubEvent,
  type EventDraw,
} from '@courtside/core';
import { ButtonLink } from '@courtside/ui/button';
import { Card } from '@courtside/ui/page';
import { Cell, DataTable, type Column } from '@courtside/ui/table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import '@/i18n-play';
import { usePersonName } from '@/lib/person-name';
import { useEventDraw } from '../api/get-event-draw';
import './your-courts.css';

/** One round as the signed-in player plays it: court, partner, opponents (or sitting out). */
interface PlayerRound {
  round: number;
  court: string | null;
  partner: string | null;
  opponents: string[];
}

/**
 * The rounds of `userId` in a draw, or null when they are not in it; other players' names as
 * `shown` gives them (the API's labels in the reader's language).
 */
export function roundsOf(
  draw: EventDraw,
  userId: string,
  shown: (name: string) => string = (name) => name,
): PlayerRound[] | null {
  const names = new Map(draw.players.map((p) => [p.user_id, shown(p.name)]));
  const name = (id: string) => names.get(id) ?? '';
  if (!names.has(userId)) return null;
  return draw.rounds.map((r) => {
    for (const m of r.matches) {
      const [mine, theirs] = m.team_a.includes(userId)
        ? [m.team_a, m.team_b]
        : m.team_b.includes(userId)
          ? [m.team_b, m.team_a]
          : [null, null];
      if (mine && theirs) {
        const partner = mine.find((id) => id !== userId);
        return {
          round: r.round,
          court: m.court,
          partner: partner ? name(partner) : null,
          opponents: theirs.map(name),
        };
      }
    }
    return { round: r.round, court: null, partner: null, opponents: [] };
  });
}

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T(\d{2}):(\d{2})/;

/** When a round starts on the club's clock ('19:20'). */
function roundStart(startTime: string | undefined, minutes: number | null, round: number): string | null {
  const m = startTime ? WALL_CLOCK.exec(startTime) : null;
  if (!m || !minutes) return null;
  const at = (Number(m[1]) * 60 + Number(m[2]) + (round - 1) * minutes) % (24 * 60);
  return `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
}

/**
 * 'Your courts' on an event: once its mix-in draw is published, the signed-in player's round,
 * court, partner and opponents, and the whole draw (names only) under it. Nothing before it is
 * published (a draft, shown to staff by the API, stays on the organiser's draw page); those who
 * run events get the way to it.
 */
export function YourCourts({ eventId }: { eventId: string }) {
  const { t } = useTranslation('member-play', { keyPrefix: 'courts' });
  const { user } = useAuth();
  const { can } = usePermissions();
  const shown = usePersonName();
  const draw = useEventDraw(eventId);
  // The event page has read the event already: its start gives each round's time.
  const event = useQuery({
    queryKey: queryKeys.events.detail(eventId),
    queryFn: () => getData<ClubEvent>(`/api/events/${encodeURIComponent(eventId)}`),
  });
  const manage =
    can('events:manage') && (draw.data || event.data?.event_type === 'mixin') ? (
      <ButtonLink to={`/events/${eventId}/draw`} size="sm">
        {t('manage')}
      </ButtonLink>
    ) : null;
  if (!draw.data?.published_at || !user) {
    return manage ? <div className="csm-courts__manage">{manage}</div> : null;
  }
  const published = draw.data;
  const mine = roundsOf(published, user.id, shown);
  const list = new Intl.ListFormat(intlLocale(), { type: 'conjunction' });
  const columns: Column[] = [
    { key: 'round', label: t('columns.round') },
    { key: 'court', label: t('columns.court') },
    { key: 'partner', label: t('columns.partner') },
    { key: 'opponents', label: t('columns.opponents') },
  ];
  const [round, court, partner, opponents] = columns;
  return (
    <Card as="section" className="csm-courts" aria-labelledby="your-courts-title">
      <div className="csm-courts__head">
        <h2 id="your-courts-title" className="csm-courts__title">
          {mine ? t('title') : t('drawTitle')}
        </h2>
        {manage}
      </div>
      {mine ? (
        <>
          <p className="csm-muted">{t('intro')}</p>
          <DataTable caption={t('tableLabel')} columns={columns}>
            {mine.map((r) => {
              const time = roundStart(event.data?.start_time, published.round_minutes, r.round);
              return (
                <tr key={r.round} className={r.court ? undefined : 'csm-courts__out'}>
                  <Cell column={round} header>
                    {t('roundName', { round: r.round })}
                    {time ? <span className="csm-courts__time"> {time}</span> : null}
                  </Cell>
                  <Cell column={court}>{r.court ?? t('sittingOut')}</Cell>
                  <Cell column={partner}>{r.partner ?? '–'}</Cell>
                  <Cell column={opponents}>{r.opponents.length > 0 ? list.format(r.opponents) : '–'}</Cell>
                </tr>
              );
            })}
          </DataTable>
        </>
      ) : (
        <p className="csm-muted">{t('notInDraw')}</p>
      )}
      <AllCourts draw={published} />
    </Card>
  );
}

/** The whole published draw, rounds × courts, names only. */
function AllCourts({ draw }: { draw: EventDraw }) {
  const { t } = useTranslation('member-play', { keyPrefix: 'courts' });
  const shown = usePersonName();
  const names = new Map(draw.players.map((p) => [p.user_id, shown(p.name)]));
  const pair = (ids: string[]) => ids.map((id) => names.get(id) ?? '').join(' & ');
  return (
    <details className="csm-courts__all">
      <summary>{t('allCourts')}</summary>
      <div className="csm-courts__scroll" role="region" aria-labelledby="all-courts-caption" tabIndex={0}>
        <table className="csm-courts__grid">
          <caption id="all-courts-caption" className="cs-visually-hidden">
            {t('allCourtsCaption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.round')}</th>
              {draw.courts.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
              <th scope="col">{t('sittingOutColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {draw.rounds.map((r) => {
              const byCourt = new Map(r.matches.map((m) => [m.court, m]));
              return (
                <tr key={r.round}>
                  <th scope="row">{r.round}</th>
                  {draw.courts.map((c) => {
                    const m = byCourt.get(c);
                    return (
                      <td key={c}>
                        {m ? (
                          <>
                            {pair(m.team_a)} <span className="csm-muted">{t('versus')}</span> {pair(m.team_b)}
                          </>
                        ) : null}
                      </td>
                    );
                  })}
                  <td>{r.sitting_out.map((id) => names.get(id) ?? '').join(', ')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}
