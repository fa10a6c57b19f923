import type { EntityManager } from 'typeorm';
import { WALL_CLOCK } from '../common/sql/wall-clock';
import type { Event } from '../events/event.entity';
import type { Signup } from '../signups/signup.entity';
import type { ClubMembership } from '../users/club-membership.entity';
import { CalendarFeed } from './calendar-feed.entity';
import { LISTED } from '../common/sql/waitlist-position';

/** A membership and its feed, if it has one yet. */
export type FeedRow = { membership_id: ClubMembership['id'] } & {
  [K in 'nonce' | 'token_hash']: CalendarFeed[K] | null;
};

/** One event of a person's feed (wall-clock times as text), with their sign-up's status. */
export type FeedEventRow = Pick<
  Event,
  'id' | 'name' | 'description' | 'start_time' | 'end_time' | 'location' | 'status' | 'updated_at'
> & { sequence: Event['ical_sequence']; signup_status: Signup['status'] };

/** What a feed is stored with: the nonce its token is derived from and the token's hash. */
export type FeedWrite = Pick<CalendarFeed, 'club_id' | 'user_id' | 'nonce' | 'token_hash'>;

/** The `calendar_feeds` table and the events a feed shows; every statement names the club. */
export const calendarFeedStore = {
  /** The membership and its feed (if any), locked (NO KEY UPDATE of the membership); null without one. */
  async lock(tx: EntityManager, clubId: string, userId: string | null): Promise<FeedRow | null> {
    const [row]: FeedRow[] = await tx.query(
      `SELECT m.id AS membership_id, f.nonce, f.token_hash
         FROM club_memberships m LEFT JOIN calendar_feeds f ON f.club_id = m.club_id AND f.user_id = m.user_id
        WHERE m.club_id = $1 AND m.user_id = $2
        FOR NO KEY UPDATE OF m`,
      [clubId, userId],
    );
    return row ?? null;
  },

  /** Stores the feed's nonce and token hash, made or replaced; `rotated` stamps rotated_at. */
  async save(tx: EntityManager, feed: FeedWrite, rotated: boolean): Promise<void> {
    await tx.query(
      `INSERT INTO calendar_feeds (club_id, user_id, nonce, token_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (club_id, user_id) DO UPDATE
         SET nonce = EXCLUDED.nonce, token_hash = EXCLUDED.token_hash,
             rotated_at = CASE WHEN $5::boolean THEN now() ELSE calendar_feeds.rotated_at END`,
      [feed.club_id, feed.user_id, feed.nonce, feed.token_hash, rotated],
    );
  },

  /** Whose feed at the club has this token hash; null for none. */
  async owner(db: EntityManager, clubId: string, tokenHash: string): Promise<CalendarFeed['user_id'] | null> {
    const row = await db
      .getRepository(CalendarFeed)
      .createQueryBuilder('f')
      .select('f.user_id', 'user_id')
      .where('f.token_hash = :tokenHash AND f.club_id = :clubId', { tokenHash, clubId })
      .getRawOne<Pick<CalendarFeed, 'user_id'>>();
    return row?.user_id ?? null;
  },

  /**
   * The events the person is signed up for (confirmed or waitlisted) that ended at most
   * `pastDays` days ago by the club's clock, in start order.
   */
  events(
    db: EntityManager,
    club: { id: string; timezone: string },
    userId: string,
    pastDays: number,
  ): Promise<FeedEventRow[]> {
    return db.query(
      `SELECT e.id, e.name, e.description, ${WALL_CLOCK('e.start_time')} AS start_time, ${WALL_CLOCK('e.end_time')} AS end_time,
              e.location, e.status, e.ical_sequence AS sequence, e.updated_at, s.status AS signup_status
         FROM signups s
         CROSS JOIN LATERAL (SELECT * FROM events e WHERE e.id = s.event_id LIMIT 1) e
        WHERE s.club_id = $1 AND s.user_id = $2 AND s.status IN ${LISTED}
          AND s.event_end_time > (now() AT TIME ZONE $3::text) - make_interval(days => $4::int)
        ORDER BY e.start_time, e.id`,
      [club.id, userId, club.timezone, pastDays],
    );
  },
};
