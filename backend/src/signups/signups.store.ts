import { ANONYMOUS_LABEL, FORMER_MEMBER_LABEL, type SignupState } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import { CLUB_CLOCK_JOIN, SIGNUP_STATE_SQL } from '../events/events.store';
import { WALL_CLOCK } from '../common/sql/wall-clock';
import { LEVEL_COLUMN } from '../levels/levels.store';
import type { Event } from '../events/event.entity';
import type { User } from '../users/user.entity';
import type { ClubMembership } from '../users/club-membership.entity';
import type { Signup } from './signup.entity';
import { LISTED, PLACE_TAKEN, QUEUED, WAITLIST_POSITION } from '../common/sql/waitlist-position';

/** How far back `GET /api/signups` reaches without `scope=past` (API.md section 8). */
export const OWN_SIGNUPS_RECENT_DAYS = 90;

/** Full precision, for values that go back into a query (the cursor). */
const EXACT = (column: string) => `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS.US')`;

/** The event a sign-up is asked for, as the sign-up rules see it. */
export type SignupTarget = Pick<Event, 'capacity' | 'status' | 'signup_opens_at' | 'standing_pending'> & {
  past: boolean;
  signup_state: SignupState;
  /** The person asked about already holds a sign-up for it (any status). */
  signed_up: boolean;
};

/** A sign-up as written: always someone's (only a departure or retention takes the person away). */
export type SignupRecord = Pick<Signup, 'id' | 'event_id' | 'status' | 'signup_time'> & {
  user_id: NonNullable<Signup['user_id']>;
};

/** A row of one event's sign-up list: the sign-up and who it is (nobody, once anonymised). */
export type EventSignupRow = { signup_id: Signup['id'] } & Pick<
  Signup,
  'event_id' | 'status' | 'signup_time' | 'offer_expires_at'
> & {
    waitlist_position: number | null;
    user_id: Signup['user_id'];
    name: ClubMembership['name'];
    user_type: ClubMembership['user_type'] | null;
    email: User['email'] | null;
  };

/** A row of a person's own sign-ups: the sign-up and its event (wall-clock times as text). */
export type OwnSignupRow = Pick<Signup, 'id' | 'event_id' | 'status' | 'signup_time' | 'offer_expires_at'> & {
  waitlist_position: number | null;
  event_name: Event['name'];
  event_type: Event['event_type'];
  event_description: Event['description'];
  start_time: Event['start_time'];
  end_time: Event['end_time'];
  location: Event['location'];
  series_id: Event['series_id'];
  event_status: Event['status'];
  /** start_time − cancel_cutoff_hours (wall clock); null: never late. */
  cancel_cutoff_at: string | null;
};

/** Where the recent own sign-ups end: club-time now and the horizon, to the microsecond. */
export type OwnSignupsWindow = {
  now_local: string;
  horizon: Signup['event_end_time'];
  older: boolean;
};

/**
 * Who a sign-up is, resolved when read: an anonymised one (API.md section 12) by its label, with
 * no user, e-mail or type; else the person through their membership.
 */
const SIGNUP_NAME = `CASE s.anonymised WHEN 'former_member' THEN '${FORMER_MEMBER_LABEL}'
                     WHEN 'anonymous' THEN '${ANONYMOUS_LABEL}' ELSE m.name END`;
const SIGNUP_PEOPLE = `
    LEFT JOIN users u ON u.id = s.user_id
    LEFT JOIN club_memberships m ON m.club_id = s.club_id AND m.user_id = s.user_id`;

/** $1 club, $2 event. Found through the (event_id, ...) index: only this event's rows. */
export const EVENT_SIGNUPS_SQL = `
  SELECT s.id AS signup_id, s.event_id, s.user_id, ${SIGNUP_NAME} AS name, u.email, m.user_type,
         s.status, s.signup_time, s.offer_expires_at, ${WAITLIST_POSITION('s')} AS waitlist_position
    FROM signups s ${SIGNUP_PEOPLE}
   WHERE s.club_id = $1 AND s.event_id = $2 AND s.status IN ${LISTED}
   ORDER BY s.signup_time, s.id`;

/** An event's sign-ups for its CSV download: the list staff see, with levels, in the club's time. */
export type EventSignupExportRow = Pick<EventSignupRow, 'name' | 'email' | 'user_type' | 'status'> & {
  level: number | null;
  /** Club wall-clock, to the minute. */
  signup_time: string;
};

const EVENT_SIGNUPS_EXPORT_SQL = `
  SELECT ${SIGNUP_NAME} AS name, u.email, m.user_type, ${LEVEL_COLUMN('m')} AS level, s.status,
         to_char(s.signup_time AT TIME ZONE $3, 'YYYY-MM-DD HH24:MI') AS signup_time
    FROM signups s ${SIGNUP_PEOPLE}
   WHERE s.club_id = $1 AND s.event_id = $2 AND s.status IN ${LISTED}
   ORDER BY s.signup_time, s.id`;

const OWN_SIGNUP_COLUMNS = `
  s.id, s.event_id, e.name AS event_name, e.event_type, e.description AS event_description,
  ${WALL_CLOCK('e.start_time')} AS start_time, ${WALL_CLOCK('e.end_time')} AS end_time,
  e.location, s.status, s.signup_time, e.series_id, e.status AS event_status,
  ${WALL_CLOCK("e.start_time - e.cancel_cutoff_hours * interval '1 hour'")} AS cancel_cutoff_at,
  s.offer_expires_at, ${WAITLIST_POSITION('s')} AS waitlist_position`;

/**
 * Each sign-up's event by primary key, one probe per sign-up answered (`LIMIT 1` keeps the
 * planner from hashing the club's whole event history when it expects many sign-ups).
 */
const EVENT_OF_SIGNUP = `
  CROSS JOIN LATERAL (
    SELECT e.name, e.event_type, e.description, e.start_time, e.end_time, e.location, e.series_id, e.status,
           e.cancel_cutoff_hours
      FROM events e WHERE e.id = s.event_id LIMIT 1) e`;

/**
 * Own sign-ups. Each sign-up carries its event's end (`event_end_time`, kept by triggers), so
 * the (club_id, user_id, event_end_time, id) index serves every query here as a range: the
 * rows answered are the rows read. Exported for the plan tests and the bench.
 */
export const OWN_SIGNUPS_SQL = {
  /**
   * $1 club, $2 user, $3 time zone: club-time now, the horizon (now, to the second, minus the
   * recent days) and whether anything is older. `max()`, not EXISTS: the planner answers it from
   * the index's end, where EXISTS may bet on finding a row early in a scan of the whole table.
   */
  window: `
    SELECT ${EXACT('w.now_local')} AS now_local, ${EXACT('w.horizon')} AS horizon,
           (SELECT max(s.event_end_time) FROM signups s
             WHERE s.club_id = $1 AND s.user_id = $2 AND s.event_end_time <= w.horizon) IS NOT NULL AS older
      FROM (SELECT now() AT TIME ZONE $3::text AS now_local,
                   date_trunc('second', now() AT TIME ZONE $3::text)
                     - make_interval(days => ${OWN_SIGNUPS_RECENT_DAYS}) AS horizon) w`,
  /** $1 club, $2 user, $3 horizon, $4 club-time now: not ended first (soonest), then latest ended. */
  recent: `
    SELECT ${OWN_SIGNUP_COLUMNS}
      FROM signups s ${EVENT_OF_SIGNUP}
     WHERE s.club_id = $1 AND s.user_id = $2 AND s.event_end_time > $3::timestamp AND s.status IN ${LISTED}
     ORDER BY s.event_end_time <= $4::timestamp,
              CASE WHEN s.event_end_time > $4::timestamp THEN e.start_time END,
              s.event_end_time DESC, s.id DESC`,
  /** $1 club, $2 user, $3 horizon, ($4, $5) the last row of the previous page, $6 the limit. */
  older: `
    SELECT ${OWN_SIGNUP_COLUMNS}, ${EXACT('s.event_end_time')} AS cursor_end
      FROM signups s ${EVENT_OF_SIGNUP}
     WHERE s.club_id = $1 AND s.user_id = $2 AND s.event_end_time <= $3::timestamp
       AND (s.event_end_time, s.id) < ($4::timestamp, $5::uuid) AND s.status IN ${LISTED}
     ORDER BY s.event_end_time DESC, s.id DESC
     LIMIT $6`,
};

/**
 * The `signups` table's statements outside the waitlist (`waitlist.store.ts`). Every statement
 * names the club, except those on an event the caller has already found in its club and locked.
 */
export const signupStore = {
  /**
   * Locks the event of the club against changes of its capacity and sign-ups (FOR NO KEY UPDATE
   * of the event row, for the rest of the transaction) and reads what a sign-up needs of it.
   */
  async lockTarget(
    tx: EntityManager,
    clubId: string,
    eventId: string,
    userId: string,
  ): Promise<SignupTarget | null> {
    const rows: SignupTarget[] = await tx.query(
      `SELECT e.capacity, e.end_time <= clk.now_local AS past, e.status,
              ${SIGNUP_STATE_SQL} AS signup_state, ${WALL_CLOCK('e.signup_opens_at')} AS signup_opens_at,
              e.standing_pending,
              EXISTS (SELECT 1 FROM signups s
                       WHERE s.event_id = e.id AND s.user_id = $3 AND s.status IN ${LISTED}) AS signed_up
         FROM events e${CLUB_CLOCK_JOIN}
        WHERE e.club_id = $1 AND e.id = $2
        FOR NO KEY UPDATE OF e`,
      [clubId, eventId, userId],
    );
    return rows[0] ?? null;
  },

  /** The person's type in the club; null when they are not a member. */
  async memberType(
    db: EntityManager,
    clubId: string,
    userId: string,
  ): Promise<ClubMembership['user_type'] | null> {
    const rows: Pick<ClubMembership, 'user_type'>[] = await db.query(
      `SELECT user_type FROM club_memberships WHERE club_id = $1 AND user_id = $2`,
      [clubId, userId],
    );
    return rows[0]?.user_type ?? null;
  },

  /**
   * Inserts the sign-up of a locked event: confirmed while the places taken (confirmed and
   * offered) are under `capacity` (null: unlimited) and nobody waits (waitlisted or offered),
   * else waitlisted. Null when the person is already signed up. An offer of theirs that ended is
   * replaced: they join the end of the line like anyone new.
   */
  async insert(
    tx: EntityManager,
    clubId: string,
    eventId: string,
    userId: string,
    capacity: Event['capacity'],
  ): Promise<SignupRecord | null> {
    await tx.query(`DELETE FROM signups WHERE event_id = $1 AND user_id = $2 AND status = 'offer_ended'`, [
      eventId,
      userId,
    ]);
    const rows: SignupRecord[] = await tx.query(
      `INSERT INTO signups (club_id, event_id, user_id, status)
       SELECT $1, $2, $3,
              CASE WHEN $4::int IS NULL
                     OR ((SELECT count(*) FROM signups WHERE event_id = $2 AND status IN ${PLACE_TAKEN}) < $4::int
                         AND NOT EXISTS (SELECT 1 FROM signups WHERE event_id = $2 AND status IN ${QUEUED}))
                   THEN 'confirmed' ELSE 'waitlisted' END
       ON CONFLICT (event_id, user_id) DO NOTHING
       RETURNING id, event_id, user_id, status, signup_time`,
      [clubId, eventId, userId, capacity],
    );
    return rows[0] ?? null;
  },

  /** The event, owner and status of a sign-up of the club. */
  async find(
    db: EntityManager,
    clubId: string,
    signupId: string,
  ): Promise<Pick<Signup, 'event_id' | 'user_id' | 'status'> | null> {
    const rows: Pick<Signup, 'event_id' | 'user_id' | 'status'>[] = await db.query(
      `SELECT event_id, user_id, status FROM signups WHERE club_id = $1 AND id = $2`,
      [clubId, signupId],
    );
    return rows[0] ?? null;
  },

  /**
   * An event as the audit log names it: its name and club wall-clock start (`Club night, 2026-12-01
   * 19:30`). The event may be renamed or deleted later; the entry keeps what it was.
   */
  async eventLabel(db: EntityManager, eventId: string): Promise<string> {
    const [row]: { label: string }[] = await db.query(
      `SELECT name || ', ' || to_char(start_time, 'YYYY-MM-DD HH24:MI') AS label FROM events WHERE id = $1`,
      [eventId],
    );
    return row?.label ?? eventId;
  },

  /** Locks an event found in the club (FOR NO KEY UPDATE): its sign-ups change next. */
  async lockEvent(tx: EntityManager, eventId: string): Promise<void> {
    await tx.query(`SELECT 1 FROM events WHERE id = $1 FOR NO KEY UPDATE`, [eventId]);
  },

  /**
   * Whether cancelling now, by the database's clock, is at or after the locked event's
   * cancellation cut-off (`start - cancel_cutoff_hours`); false when it has none.
   */
  async pastCutoff(tx: EntityManager, eventId: string): Promise<boolean> {
    const [row]: { late: boolean }[] = await tx.query(
      `SELECT COALESCE(clk.now_local >= e.start_time - e.cancel_cutoff_hours * interval '1 hour', false) AS late
         FROM events e${CLUB_CLOCK_JOIN}
        WHERE e.id = $1`,
      [eventId],
    );
    return row?.late ?? false;
  },

  /**
   * Records a late cancellation in the attendance record (`attendance`, API.md section 14; the
   * attendance feature reads it, and ranks above sign-ups), in the cancellation's transaction. A
   * later record of the same event and person replaces an earlier one (signed up again, and
   * cancelled late again).
   */
  async recordLateCancel(tx: EntityManager, clubId: string, eventId: string, userId: string): Promise<void> {
    await tx.query(
      `INSERT INTO attendance (club_id, event_id, user_id, status) VALUES ($1, $2, $3, 'late_cancel')
       ON CONFLICT (event_id, user_id) DO UPDATE SET status = 'late_cancel', recorded_at = now()`,
      [clubId, eventId, userId],
    );
  },

  /** Deletes a sign-up found in the club; false when another request deleted it first. */
  async remove(tx: EntityManager, signupId: string): Promise<boolean> {
    const [, deleted]: [unknown, number] = await tx.query(`DELETE FROM signups WHERE id = $1`, [signupId]);
    return deleted > 0;
  },

  /** The confirmed sign-ups of an event (locked by the caller). */
  async confirmedCount(tx: EntityManager, eventId: string): Promise<number> {
    const [{ confirmed }]: { confirmed: number }[] = await tx.query(
      `SELECT count(*)::int AS confirmed FROM signups WHERE event_id = $1 AND status = 'confirmed'`,
      [eventId],
    );
    return confirmed;
  },

  async eventExists(db: EntityManager, clubId: string, eventId: string): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT 1 FROM events WHERE club_id = $1 AND id = $2`, [
      clubId,
      eventId,
    ]);
    return rows.length > 0;
  },

  async isMember(db: EntityManager, clubId: string, userId: string): Promise<boolean> {
    const rows: unknown[] = await db.query(
      `SELECT 1 FROM club_memberships WHERE club_id = $1 AND user_id = $2`,
      [clubId, userId],
    );
    return rows.length > 0;
  },

  /** The sign-ups of one event of the club, in sign-up order. */
  forEvent(db: EntityManager, clubId: string, eventId: string): Promise<EventSignupRow[]> {
    return db.query(EVENT_SIGNUPS_SQL, [clubId, eventId]);
  },

  exportForEvent(
    db: EntityManager,
    clubId: string,
    eventId: string,
    timezone: string,
  ): Promise<EventSignupExportRow[]> {
    return db.query(EVENT_SIGNUPS_EXPORT_SQL, [clubId, eventId, timezone]);
  },

  /** One sign-up of the club as its owner's list shows it (any status), or null. */
  async ownById(db: EntityManager, clubId: string, signupId: string): Promise<OwnSignupRow | null> {
    const rows: OwnSignupRow[] = await db.query(
      `SELECT ${OWN_SIGNUP_COLUMNS} FROM signups s ${EVENT_OF_SIGNUP} WHERE s.club_id = $1 AND s.id = $2`,
      [clubId, signupId],
    );
    return rows[0] ?? null;
  },

  /** The window of a person's recent sign-ups in the club's time zone. */
  async ownWindow(
    db: EntityManager,
    clubId: string,
    userId: string,
    timezone: string,
  ): Promise<OwnSignupsWindow> {
    const [row]: OwnSignupsWindow[] = await db.query(OWN_SIGNUPS_SQL.window, [clubId, userId, timezone]);
    return row;
  },

  /** A person's sign-ups whose event ends after `horizon`: not ended first (soonest), then latest ended. */
  ownRecent(
    db: EntityManager,
    clubId: string,
    userId: string,
    horizon: string,
    nowLocal: string,
  ): Promise<OwnSignupRow[]> {
    return db.query(OWN_SIGNUPS_SQL.recent, [clubId, userId, horizon, nowLocal]);
  },

  /**
   * At most `limit` of a person's sign-ups whose event ended by `horizon`, latest end first,
   * after the row (`after.end`, `after.id`); each with its end to the microsecond for the cursor.
   */
  ownOlder(
    db: EntityManager,
    clubId: string,
    userId: string,
    horizon: string,
    after: { end: string; id: string },
    limit: number,
  ): Promise<(OwnSignupRow & { cursor_end: string })[]> {
    return db.query(OWN_SIGNUPS_SQL.older, [clubId, userId, horizon, after.end, after.id, limit]);
  },
};
