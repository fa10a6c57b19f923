import type { Draw, DrawMetrics, DrawPair, DrawPlayer, DrawRound, DrawWarning } from '@courtside/domain';
import type { EntityManager } from 'typeorm';

/** A player of a stored draw: the algorithm's player, and whether the level was their own. */
export interface StoredPlayer extends DrawPlayer {
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

/** What a draw is made with beyond the sign-ups (the POST body, with the seed settled). */
export interface DrawSettings {
  courts: string[];
  rounds: number;
  round_minutes: number | null;
  mix: number;
  seed: number;
  locked_pairs: DrawPair[];
  avoid_pairs: DrawPair[];
  absent: string[];
  arrives_from_round: Record<string, number>;
}

export interface StoredDraw extends DrawSettings {
  event_id: string;
  result: StoredResult;
  algorithm_version: string;
  signups_fingerprint: string;
  version: number;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

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
};
