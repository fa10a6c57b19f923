import {
  ANONYMOUS_LABEL,
  FORMER_MEMBER_LABEL,
  HIDDEN_NAME_LABEL,
  type Draw,
  type DrawMetrics,
  type DrawPlayer,
  type DrawRound,
  type DrawWarning,
} from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import { WALL_CLOCK } from '../common/sql/wall-clock';
import type { Club } from '../common/tenancy/club.entity';
import { Event } from '../events/event.entity';
import type { EventDraw } from './event-draw.entity';
import type { Evening } from './repair-hint';

/** A player of a stored draw: the algorithm's player, and whether the level was their own. */
export interface StoredPlayer extends Omit<DrawPlayer, 'partner_minus_opponent'> {
  /** Absent from draws stored before it existed (the view computes it from the rounds then). */
  partner_minus_opponent?: number | null;
  /** false: the player had no level and played at the club's median. */
  rated: boolean;
}

/** The algorithm's answer as stored (`draws.result`), in the algorithm's key order. */
export interface StoredResult {
  rounds: DrawRound[];
  players: StoredPlayer[];
  metrics: DrawMetrics;
  warnings: DrawWarning[];
}

/**
 * What a draw is made with beyond the sign-ups (the POST body, with the seed settled). The seed is
 * a bigint column, read as a float8 (it is at most 2^32 - 1), so it is a number here.
 */
export type DrawSettings = Pick<
  EventDraw,
  | 'courts'
  | 'rounds'
  | 'round_minutes'
  | 'mix'
  | 'locked_pairs'
  | 'avoid_pairs'
  | 'absent'
  | 'arrives_from_round'
> & { seed: number };

/** A draw as its statements return it (COLUMNS). */
export type StoredDraw = DrawSettings &
  Pick<
    EventDraw,
    | 'event_id'
    | 'result'
    | 'algorithm_version'
    | 'signups_fingerprint'
    | 'version'
    | 'published_at'
    | 'created_at'
    | 'updated_at'
  >;

/**
 * An event's confirmed players as a draw reads them, with the club's scale, the fingerprint of
 * those sign-ups and each distinct level of the club's members with how many have it.
 */
export type DrawPlayersRow = Pick<Club, 'rating_scale'> & {
  fingerprint: EventDraw['signups_fingerprint'];
  /** By user id (the draw input's order); `name` null when the club has no name for them. */
  players: { id: string; name: string | null; level: number | null }[] | null;
  club_levels: [level: number, count: number][] | null;
};

/** What the mail of a published draw is made from, for one player. */
export type DrawMailRow = Pick<EventDraw, 'round_minutes'> & {
  event_name: Event['name'];
  /** Wall-clock text (WALL_CLOCK). */
  start_time: string;
  event_status: Event['status'];
  rounds: StoredResult['rounds'];
  players: StoredResult['players'];
  published: boolean;
  confirmed: boolean;
};

/** A new or changed draw: the settings it was made with, its result, the sign-ups it saw. */
export interface DrawWrite {
  settings: DrawSettings;
  draw: Draw;
  players: StoredPlayer[];
  fingerprint: string;
}

/**
 * The fingerprint of an event's confirmed sign-ups ($1 club, $2 event): a hash of their user ids
 * in order. A draw keeps the one it was made from; `stale` is the two differing.
 */
export const CONFIRMED_FINGERPRINT_SQL = `
  (SELECT encode(sha256(convert_to(coalesce(string_agg(s.user_id::text, ',' ORDER BY s.user_id), ''), 'UTF8')), 'hex')
     FROM signups s WHERE s.club_id = $1 AND s.event_id = $2 AND s.status = 'confirmed')`;

const COLUMNS = `
  d.event_id, d.courts, d.rounds, d.round_minutes, d.mix, d.seed::float8 AS seed, d.locked_pairs,
  d.avoid_pairs, d.absent, d.arrives_from_round, d.result, d.algorithm_version, d.signups_fingerprint,
  d.version, d.published_at, d.created_at, d.updated_at`;

const RETURNING = COLUMNS.replace(/\bd\./g, '');

function resultOf(write: DrawWrite): string {
  const { rounds, metrics, warnings } = write.draw;
  return JSON.stringify({ rounds, players: write.players, metrics, warnings } satisfies StoredResult);
}

function settingsParams(s: DrawSettings): unknown[] {
  return [
    s.courts,
    s.rounds,
    s.round_minutes,
    s.mix,
    s.seed,
    JSON.stringify(s.locked_pairs),
    JSON.stringify(s.avoid_pairs),
    JSON.stringify(s.absent),
    JSON.stringify(s.arrives_from_round),
  ];
}

/** The `draws` table: one draw per event, every statement naming the club. Writes bump `version`. */
export const drawStore = {
  /**
   * Players of a draw who do not read under their name, resolved now (API.md section 12):
   * everyone 'Anonymous' once the event ended longer ago than the club's retention period, else
   * 'Former member' for each who left the club, and, for a reader who is not staff (`readerId`;
   * null for staff), 'Member' for each other player who hides their name from other members
   * (profile `show_my_name`). Those not in the answer keep the draw's name.
   */
  async hiddenPlayers(
    db: EntityManager,
    clubId: string,
    eventId: string,
    userIds: string[],
    readerId: string | null,
  ): Promise<Map<string, string>> {
    if (!userIds.length) return new Map();
    const rows: { user_id: string; label: string }[] = await db.query(
      `WITH expired AS (
         SELECT c.retention_months IS NOT NULL
                AND e.end_time < (now() AT TIME ZONE c.timezone) - make_interval(months => c.retention_months) AS yes
           FROM events e JOIN clubs c ON c.id = e.club_id
          WHERE e.club_id = $1 AND e.id = $2)
       SELECT p.user_id::text AS user_id,
              CASE WHEN (SELECT yes FROM expired) THEN $4
                   WHEN m.user_id IS NULL THEN $5
                   ELSE $6 END AS label
         FROM unnest($3::uuid[]) AS p(user_id)
         LEFT JOIN club_memberships m ON m.club_id = $1 AND m.user_id = p.user_id
        WHERE (SELECT yes FROM expired)
           OR m.user_id IS NULL
           OR ($7::uuid IS NOT NULL AND NOT m.show_my_name AND p.user_id <> $7::uuid)`,
      [clubId, eventId, userIds, ANONYMOUS_LABEL, FORMER_MEMBER_LABEL, HIDDEN_NAME_LABEL, readerId],
    );
    return new Map(rows.map((r) => [r.user_id, r.label]));
  },

  /** The event's draw, with whether its sign-ups changed since; `lock` holds it for the transaction. */
  async find(
    db: EntityManager,
    clubId: string,
    eventId: string,
    lock = false,
  ): Promise<{ draw: StoredDraw; stale: boolean } | null> {
    const [row]: (StoredDraw & { stale: boolean })[] = await db.query(
      `SELECT ${COLUMNS}, d.signups_fingerprint <> ${CONFIRMED_FINGERPRINT_SQL} AS stale
         FROM draws d WHERE d.club_id = $1 AND d.event_id = $2 ${lock ? 'FOR UPDATE' : ''}`,
      [clubId, eventId],
    );
    if (!row) return null;
    const { stale, ...draw } = row;
    return { draw, stale };
  },

  /**
   * Makes the event's draw, replacing one not yet published; null when the event's draw is
   * published (the conditional upsert decides, so a draw published meanwhile is never replaced).
   */
  async replaceUnpublished(
    db: EntityManager,
    clubId: string,
    eventId: string,
    write: DrawWrite,
    maker: { userId: string | null; systemUserId: string | null },
  ): Promise<StoredDraw | null> {
    const [row]: StoredDraw[] = await db.query(
      `INSERT INTO draws AS d (event_id, club_id, courts, rounds, round_minutes, mix, seed, locked_pairs,
                               avoid_pairs, absent, arrives_from_round, result, algorithm_version,
                               signups_fingerprint, created_by, created_by_system_user)
       VALUES ($2, $1, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT (event_id) DO UPDATE SET
         courts = EXCLUDED.courts, rounds = EXCLUDED.rounds, round_minutes = EXCLUDED.round_minutes,
         mix = EXCLUDED.mix, seed = EXCLUDED.seed, locked_pairs = EXCLUDED.locked_pairs,
         avoid_pairs = EXCLUDED.avoid_pairs, absent = EXCLUDED.absent,
         arrives_from_round = EXCLUDED.arrives_from_round, result = EXCLUDED.result,
         algorithm_version = EXCLUDED.algorithm_version, signups_fingerprint = EXCLUDED.signups_fingerprint,
         created_by = EXCLUDED.created_by, created_by_system_user = EXCLUDED.created_by_system_user,
         version = d.version + 1, created_at = now(), updated_at = now()
       WHERE d.published_at IS NULL AND d.club_id = EXCLUDED.club_id
       RETURNING ${RETURNING}`,
      [
        clubId,
        eventId,
        ...settingsParams(write.settings),
        resultOf(write),
        write.draw.algorithm_version,
        write.fingerprint,
        maker.userId,
        maker.systemUserId,
      ],
    );
    return row ?? null;
  },

  /** Changes a locked draw (a redraw or a hand edit); its publication stays as it is. */
  async update(db: EntityManager, clubId: string, eventId: string, write: DrawWrite): Promise<StoredDraw> {
    const [[row]]: [StoredDraw[], number] = await db.query(
      `UPDATE draws SET courts = $3, rounds = $4, round_minutes = $5, mix = $6, seed = $7, locked_pairs = $8,
                        avoid_pairs = $9, absent = $10, arrives_from_round = $11, result = $12,
                        algorithm_version = $13, signups_fingerprint = $14, version = version + 1,
                        updated_at = now()
        WHERE club_id = $1 AND event_id = $2
        RETURNING ${RETURNING}`,
      [
        clubId,
        eventId,
        ...settingsParams(write.settings),
        resultOf(write),
        write.draw.algorithm_version,
        write.fingerprint,
      ],
    );
    return row;
  },

  /** Publishes the draw; null when there is none or it is published already. */
  async publish(db: EntityManager, clubId: string, eventId: string): Promise<StoredDraw | null> {
    const [[row]]: [StoredDraw[], number] = await db.query(
      `UPDATE draws SET published_at = now(), version = version + 1, updated_at = now()
        WHERE club_id = $1 AND event_id = $2 AND published_at IS NULL
        RETURNING ${RETURNING}`,
      [clubId, eventId],
    );
    return row ?? null;
  },

  /** The status of the club's event, or null when the club has no such event. */
  async eventStatus(db: EntityManager, clubId: string, eventId: string): Promise<Event['status'] | null> {
    const event = await db
      .getRepository(Event)
      .findOne({ select: { status: true }, where: { club_id: clubId, id: eventId } });
    return event?.status ?? null;
  },

  /**
   * The event's confirmed players with the club's names for them (null without one: never the
   * e-mail or part of it) and their stored levels, the club's scale and levels, and the fingerprint: one statement, so
   * they are one snapshot.
   */
  async players(db: EntityManager, clubId: string, eventId: string): Promise<DrawPlayersRow> {
    const [row]: DrawPlayersRow[] = await db.query(
      `SELECT c.rating_scale,
              ${CONFIRMED_FINGERPRINT_SQL} AS fingerprint,
              (SELECT json_agg(json_build_object(
                        'id', s.user_id,
                        'name', NULLIF(btrim(m.name), ''),
                        'level', m.level::float8) ORDER BY s.user_id)
                 FROM signups s
                 JOIN club_memberships m ON m.club_id = s.club_id AND m.user_id = s.user_id
                WHERE s.club_id = $1 AND s.event_id = $2 AND s.status = 'confirmed') AS players,
              (SELECT json_agg(json_build_array(l.level, l.n))
                 FROM (SELECT m.level::float8 AS level, count(*)::int AS n FROM club_memberships m
                        WHERE m.club_id = $1 AND m.level IS NOT NULL GROUP BY 1) l) AS club_levels
         FROM clubs c WHERE c.id = $1`,
      [clubId, eventId],
    );
    return row;
  },

  /**
   * The event's attendance for the draw (API.md section 14): present and absent records of people
   * still known, each with when it was recorded, and now, both in minutes since the start on the
   * club's clock. Null when the club has no such event.
   */
  async evening(db: EntityManager, clubId: string, eventId: string): Promise<Evening | null> {
    const [row]: { now: number; attendance: Evening['attendance'] | null }[] = await db.query(
      `SELECT extract(epoch FROM clk.now_local - e.start_time)::float8 / 60 AS now,
              (SELECT json_agg(json_build_object(
                        'user_id', a.user_id, 'status', a.status,
                        'minutes', extract(epoch FROM (a.recorded_at AT TIME ZONE c.timezone) - e.start_time)::float8 / 60)
                        ORDER BY a.user_id)
                 FROM attendance a
                WHERE a.club_id = e.club_id AND a.event_id = e.id AND a.user_id IS NOT NULL
                  AND a.status IN ('present', 'absent')) AS attendance
         FROM events e JOIN clubs c ON c.id = e.club_id
        CROSS JOIN LATERAL (SELECT now() AT TIME ZONE c.timezone AS now_local) clk
        WHERE e.club_id = $1 AND e.id = $2`,
      [clubId, eventId],
    );
    return row ? { now: row.now, attendance: row.attendance ?? [] } : null;
  },

  /** The draw and its event as the draw mail to one player needs them; null without a draw. */
  async mailFor(
    db: EntityManager,
    clubId: string,
    eventId: string | null,
    userId: string,
  ): Promise<DrawMailRow | null> {
    const [row]: DrawMailRow[] = await db.query(
      `SELECT e.name AS event_name, ${WALL_CLOCK('e.start_time')} AS start_time,
              e.status AS event_status, d.round_minutes, d.result -> 'rounds' AS rounds,
              d.result -> 'players' AS players, d.published_at IS NOT NULL AS published,
              EXISTS (SELECT 1 FROM signups s WHERE s.club_id = $1 AND s.event_id = $2 AND s.user_id = $3
                         AND s.status = 'confirmed') AS confirmed
         FROM draws d
         JOIN events e ON e.id = d.event_id AND e.club_id = d.club_id
        WHERE d.club_id = $1 AND d.event_id = $2`,
      [clubId, eventId, userId],
    );
    return row ?? null;
  },
};
