import type { EntityManager } from 'typeorm';
import {
  ANONYMOUS_LABEL,
  CHECK_IN_RULES,
  DISPLAY_LINK_HOURS_AFTER_END,
  FORMER_MEMBER_LABEL,
  RELIABILITY_DAYS,
  type AttendanceListStatus,
  type AttendanceStatus,
  type Reliability,
} from '@courtside/domain';
import { LISTED, PLACE_TAKEN } from '../common/sql/waitlist-position';
import { WALL_CLOCK } from '../common/sql/wall-clock';
import { CLUB_CLOCK_JOIN } from '../events/events.store';
import type { Attendance } from './attendance.entity';

/** A person's attendance record as their data export shows it: the event as it is now, or was. */
export type OwnAttendanceRow = Pick<Attendance, 'event_id' | 'status' | 'recorded_at'> & {
  event_name: string;
  /** Club wall-clock, as the API writes start_time. */
  start_time: string;
};

/**
 * Every attendance record of a person at a club, latest first: for their data export (API.md
 * sections 12 and 14: `late_cancel` and `no_show` are part of it). Late cancellations are written
 * by sign-ups (signupStore.recordLateCancel), which stand below this folder.
 */
export function attendanceOf(db: EntityManager, userId: string, clubId: string): Promise<OwnAttendanceRow[]> {
  return db.query(
    `SELECT a.event_id, e.name AS event_name, ${WALL_CLOCK('e.start_time')} AS start_time, a.status, a.recorded_at
       FROM attendance a JOIN events e ON e.id = a.event_id
      WHERE a.club_id = $1 AND a.user_id = $2
      ORDER BY a.recorded_at DESC, a.id`,
    [clubId, userId],
  );
}

/** A person on an event's attendance list (API.md section 14). */
export interface AttendanceListRow {
  /** Null for a late cancellation: the sign-up is gone, the record stays. */
  signup_id: string | null;
  user_id: string | null;
  name: string;
  status: AttendanceListStatus;
}

/** What check-in and attendance need of an event, by the club's clock (the database's now()). */
export interface AttendanceTarget {
  status: 'scheduled' | 'cancelled';
  capacity: number | null;
  /** From start − 60 min to the end: the check-in code works. */
  check_in_open: boolean;
  /** From start − 60 min to end + 14 days: staff may record attendance. */
  recording_open: boolean;
  /** Club wall-clock, as the API writes times. */
  valid_from: string;
  valid_until: string;
}

const TARGET_COLUMNS = `
  e.status, e.capacity,
  clk.now_local >= e.start_time - interval '${CHECK_IN_RULES.opensMinutesBefore} minutes' AND clk.now_local <= e.end_time AS check_in_open,
  clk.now_local >= e.start_time - interval '${CHECK_IN_RULES.opensMinutesBefore} minutes'
    AND clk.now_local <= e.end_time + interval '${CHECK_IN_RULES.correctionDays} days' AS recording_open,
  ${WALL_CLOCK(`e.start_time - interval '${CHECK_IN_RULES.opensMinutesBefore} minutes'`)} AS valid_from,
  ${WALL_CLOCK('e.end_time')} AS valid_until`;

/** A status a person's row shows: the record's, else unknown (nothing recorded yet). */
const LIST_SQL = `
  SELECT s.id AS signup_id, s.user_id,
         CASE s.anonymised WHEN 'former_member' THEN '${FORMER_MEMBER_LABEL}'
                           WHEN 'anonymous' THEN '${ANONYMOUS_LABEL}' ELSE m.name END AS name,
         COALESCE(a.status, 'unknown') AS status, s.signup_time AS sort_time
    FROM signups s
    LEFT JOIN club_memberships m ON m.club_id = s.club_id AND m.user_id = s.user_id
    LEFT JOIN attendance a ON a.event_id = s.event_id AND a.user_id = s.user_id
   WHERE s.club_id = $1 AND s.event_id = $2 AND s.status = 'confirmed'
  UNION ALL
  SELECT NULL, a.user_id, COALESCE(m.name, '${FORMER_MEMBER_LABEL}'), a.status, a.recorded_at
    FROM attendance a
    LEFT JOIN club_memberships m ON m.club_id = a.club_id AND m.user_id = a.user_id
   WHERE a.club_id = $1 AND a.event_id = $2
     AND NOT EXISTS (SELECT 1 FROM signups s
                      WHERE s.event_id = a.event_id AND s.user_id = a.user_id AND s.status = 'confirmed')
  ORDER BY sort_time, signup_id`;

/**
 * The attendance table's statements for check-in, the no-shows job and reliability. Every
 * statement names the club, except those on an event the caller found in its club and locked.
 */
export const attendanceStore = {
  /** The event of the club as attendance sees it, locked (FOR NO KEY UPDATE) when `lock`. */
  async target(
    db: EntityManager,
    clubId: string,
    eventId: string,
    lock = false,
  ): Promise<AttendanceTarget | null> {
    const rows: AttendanceTarget[] = await db.query(
      `SELECT ${TARGET_COLUMNS} FROM events e${CLUB_CLOCK_JOIN}
        WHERE e.club_id = $1 AND e.id = $2${lock ? ' FOR NO KEY UPDATE OF e' : ''}`,
      [clubId, eventId],
    );
    return rows[0] ?? null;
  },

  async list(db: EntityManager, clubId: string, eventId: string): Promise<AttendanceListRow[]> {
    const rows: (AttendanceListRow & { sort_time: Date })[] = await db.query(LIST_SQL, [clubId, eventId]);
    return rows.map(({ sort_time: _time, ...row }) => row);
  },

  /** The person's sign-up for the event (any status but an ended offer), if any. */
  async signupOf(
    db: EntityManager,
    eventId: string,
    userId: string,
  ): Promise<{ id: string; status: 'confirmed' | 'waitlisted' | 'offered' } | null> {
    const rows: { id: string; status: 'confirmed' | 'waitlisted' | 'offered' }[] = await db.query(
      `SELECT id, status FROM signups WHERE event_id = $1 AND user_id = $2 AND status IN ${LISTED}`,
      [eventId, userId],
    );
    return rows[0] ?? null;
  },

  /** Places taken on a locked event (confirmed and offered). */
  async placesTaken(tx: EntityManager, eventId: string): Promise<number> {
    const [row]: { taken: number }[] = await tx.query(
      `SELECT count(*)::int AS taken FROM signups WHERE event_id = $1 AND status IN ${PLACE_TAKEN}`,
      [eventId],
    );
    return row.taken;
  },

  /**
   * A walk-in on a locked event with room: confirmed, whatever they held before (a waitlisted
   * place, or an offer that ended).
   */
  async confirmWalkIn(tx: EntityManager, clubId: string, eventId: string, userId: string): Promise<string> {
    const [row]: { id: string }[] = await tx.query(
      `INSERT INTO signups (club_id, event_id, user_id, status) VALUES ($1, $2, $3, 'confirmed')
       ON CONFLICT (event_id, user_id) DO UPDATE
         SET status = 'confirmed', offer_expires_at = NULL, offer_held_until = NULL, offer_token_hash = NULL
       RETURNING id`,
      [clubId, eventId, userId],
    );
    return row.id;
  },

  /**
   * Records (or corrects) a person's attendance. Recording the same status again keeps when it was
   * first recorded: a second scan of the check-in code must not make an early arrival late.
   */
  async record(
    tx: EntityManager,
    clubId: string,
    eventId: string,
    userId: string,
    status: AttendanceStatus,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO attendance (club_id, event_id, user_id, status) VALUES ($1, $2, $3, $4)
       ON CONFLICT (event_id, user_id) DO UPDATE SET status = EXCLUDED.status,
         recorded_at = CASE WHEN attendance.status = EXCLUDED.status THEN attendance.recorded_at ELSE now() END`,
      [clubId, eventId, userId, status],
    );
  },

  /** The event's check-in rotation, made (rotation 0, with `hashOf(0)`) when it has none yet. */
  async rotation(
    tx: EntityManager,
    clubId: string,
    eventId: string,
    hashOf: (rotation: number) => string,
  ): Promise<number> {
    await tx.query(
      `INSERT INTO event_check_in_codes (event_id, club_id, rotation, code_hash) VALUES ($1, $2, 0, $3)
       ON CONFLICT (event_id) DO NOTHING`,
      [eventId, clubId, hashOf(0)],
    );
    const [row]: { rotation: number }[] = await tx.query(
      `SELECT rotation FROM event_check_in_codes WHERE event_id = $1`,
      [eventId],
    );
    return row.rotation;
  },

  /** Moves the event's code to the next rotation; the old code stops working. */
  async rotate(tx: EntityManager, eventId: string, rotation: number, hash: string): Promise<void> {
    await tx.query(`UPDATE event_check_in_codes SET rotation = $2, code_hash = $3 WHERE event_id = $1`, [
      eventId,
      rotation,
      hash,
    ]);
  },

  /** Whether `hash` is the hash of the event's current code. */
  async codeMatches(db: EntityManager, eventId: string, hash: string): Promise<boolean> {
    const rows: unknown[] = await db.query(
      `SELECT 1 FROM event_check_in_codes WHERE event_id = $1 AND code_hash = $2`,
      [eventId, hash],
    );
    return rows.length > 0;
  },

  async failures(db: EntityManager, eventId: string, userId: string): Promise<number> {
    const rows: { failures: number }[] = await db.query(
      `SELECT failures FROM check_in_failures WHERE event_id = $1 AND user_id = $2`,
      [eventId, userId],
    );
    return rows[0]?.failures ?? 0;
  },

  /** Counts one more wrong code; answers the count after it. */
  async addFailure(db: EntityManager, eventId: string, userId: string): Promise<number> {
    const [row]: { failures: number }[] = await db.query(
      `INSERT INTO check_in_failures (event_id, user_id, failures) VALUES ($1, $2, 1)
       ON CONFLICT (event_id, user_id) DO UPDATE SET failures = check_in_failures.failures + 1
       RETURNING failures`,
      [eventId, userId],
    );
    return row.failures;
  },

  /**
   * The no-shows (API.md section 14): for events that used check-in (someone confirmed was
   * checked in present) and ended `afterMinutes` ago by their club's clock, every confirmed
   * person with nothing recorded becomes no_show. Events ended more than the correction window
   * ago are left alone: their records are final. One statement, so two runs at once are harmless.
   */
  async markNoShows(db: EntityManager, afterMinutes: number): Promise<number> {
    const inserted: unknown[] = await db.query(
      `INSERT INTO attendance (club_id, event_id, user_id, status)
       SELECT s.club_id, s.event_id, s.user_id, 'no_show'
         FROM events e${CLUB_CLOCK_JOIN}
         JOIN signups s ON s.event_id = e.id AND s.status = 'confirmed' AND s.user_id IS NOT NULL
        WHERE e.status = 'scheduled'
          AND e.end_time <= clk.now_local - make_interval(mins => $1)
          AND e.end_time > clk.now_local - interval '${CHECK_IN_RULES.correctionDays} days'
          AND EXISTS (SELECT 1 FROM attendance p JOIN signups ps
                              ON ps.event_id = p.event_id AND ps.user_id = p.user_id AND ps.status = 'confirmed'
                       WHERE p.event_id = e.id AND p.status = 'present')
          AND NOT EXISTS (SELECT 1 FROM attendance a WHERE a.event_id = e.id AND a.user_id = s.user_id)
       ON CONFLICT (event_id, user_id) DO NOTHING
       RETURNING 1`,
      [afterMinutes],
    );
    return inserted.length;
  },

  /**
   * A person's figures at a club over the last RELIABILITY_DAYS days (by the event's start on the
   * club's clock): `absent` marked by staff is excused and counts nowhere.
   */
  async reliability(db: EntityManager, clubId: string, userId: string): Promise<Reliability> {
    const [row]: Reliability[] = await db.query(
      `SELECT count(*) FILTER (WHERE a.status = 'present')::int AS attended,
              count(*) FILTER (WHERE a.status = 'late_cancel')::int AS late_cancels,
              count(*) FILTER (WHERE a.status = 'no_show')::int AS no_shows
         FROM attendance a JOIN events e ON e.id = a.event_id${CLUB_CLOCK_JOIN}
        WHERE a.club_id = $1 AND a.user_id = $2
          AND e.start_time > clk.now_local - interval '${RELIABILITY_DAYS} days'`,
      [clubId, userId],
    );
    return row;
  },

  /**
   * The event's display link rotation: made (0) when it has none, moved on when `next`. Answers
   * the rotation and when the link stops working (2 hours after the end, UTC).
   */
  async displayLink(
    tx: EntityManager,
    clubId: string,
    eventId: string,
    hashOf: (rotation: number) => string,
    next: boolean,
  ): Promise<{ rotation: number; expires_at: Date }> {
    await tx.query(
      `INSERT INTO display_links (event_id, club_id, rotation, token_hash) VALUES ($1, $2, 0, $3)
       ON CONFLICT (event_id) DO NOTHING`,
      [eventId, clubId, hashOf(0)],
    );
    let [row]: { rotation: number }[] = await tx.query(
      `SELECT rotation FROM display_links WHERE event_id = $1`,
      [eventId],
    );
    if (next) {
      row = { rotation: row.rotation + 1 };
      await tx.query(`UPDATE display_links SET rotation = $2, token_hash = $3 WHERE event_id = $1`, [
        eventId,
        row.rotation,
        hashOf(row.rotation),
      ]);
    }
    const [expiry]: { expires_at: Date }[] = await tx.query(
      `SELECT (e.end_time + interval '${DISPLAY_LINK_HOURS_AFTER_END} hours') AT TIME ZONE c.timezone AS expires_at
         FROM events e JOIN clubs c ON c.id = e.club_id WHERE e.id = $1`,
      [eventId],
    );
    return { rotation: row.rotation, expires_at: expiry.expires_at };
  },

  /** The event of the club a display token opens while it is valid (by the database's now()). */
  async displayEvent(db: EntityManager, clubId: string, tokenHash: string): Promise<string | null> {
    const rows: { event_id: string }[] = await db.query(
      `SELECT d.event_id FROM display_links d
         JOIN events e ON e.id = d.event_id${CLUB_CLOCK_JOIN}
        WHERE d.club_id = $1 AND d.token_hash = $2
          AND clk.now_local <= e.end_time + interval '${DISPLAY_LINK_HOURS_AFTER_END} hours'`,
      [clubId, tokenHash],
    );
    return rows[0]?.event_id ?? null;
  },
};
