import type { EntityManager } from 'typeorm';
import { WALL_CLOCK } from '../common/sql/wall-clock';

/** An event as a push message names it: wall-clock start, and whether it has begun. */
export interface PushEventRow {
  id: string;
  name: string;
  start_time: string;
  started: boolean;
}

/** What a push message reads when it is composed (push-content.ts keeps the wording). */
export const pushContentStore = {
  async seriesName(db: EntityManager, clubId: string, seriesId: string): Promise<string | null> {
    const [series]: { name: string }[] = await db.query(
      `SELECT name FROM series WHERE club_id = $1 AND id = $2`,
      [clubId, seriesId],
    );
    return series?.name ?? null;
  },

  /** The person's sign-up and its scheduled event, or undefined. */
  async signupEvent(
    db: EntityManager,
    clubId: string,
    signupId: string | null,
    userId: string,
  ): Promise<(PushEventRow & { status: string }) | undefined> {
    const [row]: (PushEventRow & { status: string })[] = await db.query(
      `SELECT e.id, e.name, ${WALL_CLOCK('e.start_time')} AS start_time,
              e.start_time <= (now() AT TIME ZONE c.timezone) AS started, s.status
         FROM signups s JOIN events e ON e.id = s.event_id AND e.club_id = s.club_id
         JOIN clubs c ON c.id = s.club_id
        WHERE s.club_id = $1 AND s.id = $2 AND s.user_id = $3 AND e.status = 'scheduled'`,
      [clubId, signupId, userId],
    );
    return row;
  },

  /** Scheduled events of the club among `ids`, soonest first. */
  async events(db: EntityManager, clubId: string, ids: string[]): Promise<PushEventRow[]> {
    if (ids.length === 0) return [];
    return db.query(
      `SELECT e.id, e.name, ${WALL_CLOCK('e.start_time')} AS start_time,
              e.start_time <= (now() AT TIME ZONE c.timezone) AS started
         FROM events e JOIN clubs c ON c.id = e.club_id
        WHERE e.club_id = $1 AND e.id = ANY($2::uuid[]) AND e.status = 'scheduled'
        ORDER BY e.start_time`,
      [clubId, ids],
    );
  },

  async message(
    db: EntityManager,
    clubId: string,
    messageId: string | null,
  ): Promise<{ subject: string; event_id: string | null } | undefined> {
    const [row]: { subject: string; event_id: string | null }[] = await db.query(
      `SELECT subject, event_id FROM messages WHERE club_id = $1 AND id = $2`,
      [clubId, messageId],
    );
    return row;
  },
};
