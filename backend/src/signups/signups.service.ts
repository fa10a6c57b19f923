import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS, can } from '@courtside/domain';
import { DataSource } from 'typeorm';
import type { Principal } from '../common/http/request-context';
import type { Club } from '../common/tenancy/club.entity';
import { encodeOwnSignupsCursor, type OwnSignupsCursor } from './own-signups-cursor';
import { NotificationOutbox } from '../notifications/notification-outbox';
import { Waitlist } from './waitlist';
import type { EventSignupView, OwnSignupView, SignupView } from './signup.view';
import { WALL_CLOCK } from '../common/sql/wall-clock';

/** Full precision, for values that go back into a query (the cursor). */
const EXACT = (column: string) => `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS.US')`;

/** How far back `GET /api/signups` reaches without `scope=past` (API.md section 8). */
export const OWN_SIGNUPS_RECENT_DAYS = 90;
/** Page size of `scope=past`: the default and the most `limit` may ask for. */
export const OWN_SIGNUPS_PAGE = { default: 50, max: 100 } as const;
/** Greater than any sign-up id: the first page starts at (horizon, LAST_UUID). */
const LAST_UUID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

export type OwnSignupsQuery =
  { scope: 'recent' } | { scope: 'past'; cursor?: OwnSignupsCursor; limit: number };

export interface OwnSignupsPage {
  data: OwnSignupView[];
  next_cursor: string | null;
}

interface OwnSignupsWindow {
  now_local: string;
  horizon: string;
  older: boolean;
}

/** $1 club, $2 event. Found through the (event_id, ...) index: only this event's rows. */
export const EVENT_SIGNUPS_SQL = `
  SELECT s.id AS signup_id, s.event_id, s.user_id, m.name, u.email, m.user_type, s.status, s.signup_time
    FROM signups s
    JOIN users u ON u.id = s.user_id
    JOIN club_memberships m ON m.club_id = s.club_id AND m.user_id = s.user_id
   WHERE s.club_id = $1 AND s.event_id = $2
   ORDER BY s.signup_time, s.id`;

const OWN_SIGNUP_COLUMNS = `
  s.id, s.event_id, e.name AS event_name, e.event_type, e.description AS event_description,
  ${WALL_CLOCK('e.start_time')} AS start_time, ${WALL_CLOCK('e.end_time')} AS end_time,
  e.location, s.status, s.signup_time, e.series_id, e.status AS event_status`;

/**
 * Each sign-up's event by primary key, one probe per sign-up answered (`LIMIT 1` keeps the
 * planner from hashing the club's whole event history when it expects many sign-ups).
 */
const EVENT_OF_SIGNUP = `
  CROSS JOIN LATERAL (
    SELECT e.name, e.event_type, e.description, e.start_time, e.end_time, e.location, e.series_id, e.status
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
     WHERE s.club_id = $1 AND s.user_id = $2 AND s.event_end_time > $3::timestamp
     ORDER BY s.event_end_time <= $4::timestamp,
              CASE WHEN s.event_end_time > $4::timestamp THEN e.start_time END,
              s.event_end_time DESC, s.id DESC`,
  /** $1 club, $2 user, $3 horizon, ($4, $5) the last row of the previous page, $6 the limit. */
  older: `
    SELECT ${OWN_SIGNUP_COLUMNS}, ${EXACT('s.event_end_time')} AS cursor_end
      FROM signups s ${EVENT_OF_SIGNUP}
     WHERE s.club_id = $1 AND s.user_id = $2 AND s.event_end_time <= $3::timestamp
       AND (s.event_end_time, s.id) < ($4::timestamp, $5::uuid)
     ORDER BY s.event_end_time DESC, s.id DESC
     LIMIT $6`,
};

/**
 * Sign-ups with capacity and a waitlist. Every change locks the event row first, so concurrent
 * sign-ups for one event queue up and the confirmed count never passes capacity; the unique
 * (event_id, user_id) constraint makes a second sign-up of the same person impossible.
 */
@Injectable()
export class SignupsService {
  constructor(
    private readonly db: DataSource,
    private readonly waitlist: Waitlist,
    private readonly outbox: NotificationOutbox,
  ) {}

  /**
   * Signs `userId` (a user of the club) up: confirmed while places are free, else waitlisted.
   * Their confirmation mail is written to the outbox in the same transaction.
   */
  async signUp(clubId: string, eventId: string, userId: string): Promise<SignupView> {
    return this.db.transaction(async (tx) => {
      const events: { capacity: number | null; past: boolean; status: string }[] = await tx.query(
        `SELECT e.capacity, e.end_time <= (now() AT TIME ZONE c.timezone) AS past, e.status
           FROM events e JOIN clubs c ON c.id = e.club_id
          WHERE e.club_id = $1 AND e.id = $2
          FOR NO KEY UPDATE OF e`,
        [clubId, eventId],
      );
      const event = events[0];
      if (!event) throw new NotFoundException(API_ERRORS.eventNotFound);
      if (event.past) throw new ConflictException(API_ERRORS.eventPast);
      if (event.status === 'cancelled') throw new ConflictException(API_ERRORS.eventCancelled);
      const member: { user_type: string }[] = await tx.query(
        `SELECT user_type FROM club_memberships WHERE club_id = $1 AND user_id = $2`,
        [clubId, userId],
      );
      if (member.length === 0) throw new NotFoundException(API_ERRORS.userNotFound);
      // SPEC.md section 1: a guest signs up once approved as a member. Guests lack signups:self,
      // so this stops staff signing one up for them (POST /api/signups/admin).
      if (member[0].user_type === 'clubguest') throw new ConflictException(API_ERRORS.guestSignupRefused);

      const rows: SignupView[] = await tx.query(
        `INSERT INTO signups (club_id, event_id, user_id, status)
         SELECT $1, $2, $3,
                CASE WHEN $4::int IS NULL
                       OR (SELECT count(*) FROM signups WHERE event_id = $2 AND status = 'confirmed') < $4::int
                     THEN 'confirmed' ELSE 'waitlisted' END
         ON CONFLICT (event_id, user_id) DO NOTHING
         RETURNING id, event_id, user_id, status, signup_time`,
        [clubId, eventId, userId, event.capacity],
      );
      if (!rows[0]) throw new ConflictException(API_ERRORS.alreadySignedUp);
      await this.outbox.signedUp(tx, clubId, rows[0]);
      return rows[0];
    });
  }

  /** The caller cancels their own sign-up; someone else's answers 404, as one that does not exist. */
  cancelOwn(clubId: string, signupId: string, ownerId: string): Promise<void> {
    return this.remove(clubId, signupId, { owner: ownerId });
  }

  /** Staff remove any sign-up of the club; its owner is told, unless they removed their own. */
  removeByStaff(clubId: string, signupId: string, staffId: string): Promise<void> {
    return this.remove(clubId, signupId, { staff: staffId });
  }

  /** Removes a sign-up of the club and fills the place it frees. */
  private async remove(
    clubId: string,
    signupId: string,
    by: { owner: string } | { staff: string },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const found: { event_id: string; user_id: string }[] = await tx.query(
        `SELECT event_id, user_id FROM signups WHERE club_id = $1 AND id = $2`,
        [clubId, signupId],
      );
      if (!found[0] || ('owner' in by && found[0].user_id !== by.owner)) {
        throw new NotFoundException(API_ERRORS.signupNotFound);
      }
      const eventId = found[0].event_id;
      await tx.query(`SELECT 1 FROM events WHERE id = $1 FOR NO KEY UPDATE`, [eventId]);
      const [, deleted]: [unknown, number] = await tx.query(`DELETE FROM signups WHERE id = $1`, [signupId]);
      // Another request removed it while this one waited for the lock.
      if (!deleted) throw new NotFoundException(API_ERRORS.signupNotFound);
      if ('staff' in by && by.staff !== found[0].user_id)
        await this.outbox.removedByStaff(tx, clubId, found[0].user_id, eventId);
      await this.waitlist.promote(tx, eventId);
    });
  }

  /** The sign-ups of one event of the club, in sign-up order. */
  async forEvent(clubId: string, eventId: string): Promise<EventSignupView[]> {
    const event: unknown[] = await this.db.query(`SELECT 1 FROM events WHERE club_id = $1 AND id = $2`, [
      clubId,
      eventId,
    ]);
    if (event.length === 0) throw new NotFoundException(API_ERRORS.eventNotFound);
    return this.db.query(EVENT_SIGNUPS_SQL, [clubId, eventId]);
  }

  /**
   * A person's sign-ups at the club. Staff may read anyone's; others only their own.
   *
   * Without `scope`: events not yet ended (soonest first), then those that ended in the last
   * OWN_SIGNUPS_RECENT_DAYS days (latest end first); `next_cursor` is set when older ones exist.
   * With `scope: 'past'`: the older ones, latest end first, a page at a time. The cost follows
   * the rows answered, never the person's whole history.
   */
  async forUser(
    club: Pick<Club, 'id' | 'timezone'>,
    caller: Principal,
    userId: string | undefined,
    query: OwnSignupsQuery = { scope: 'recent' },
  ): Promise<OwnSignupsPage> {
    const ownId = caller.kind === 'club' ? caller.id : null;
    const target = userId ?? ownId;
    if (target === null) return { data: [], next_cursor: null };
    if (target !== ownId) {
      if (!can(caller.userType, 'club-users:read')) throw new ForbiddenException(API_ERRORS.forbidden);
      const member: unknown[] = await this.db.query(
        `SELECT 1 FROM club_memberships WHERE club_id = $1 AND user_id = $2`,
        [club.id, target],
      );
      if (member.length === 0) throw new NotFoundException(API_ERRORS.userNotFound);
    }

    const window = (): Promise<OwnSignupsWindow[]> =>
      this.db.query(OWN_SIGNUPS_SQL.window, [club.id, target, club.timezone]);
    if (query.scope === 'recent') {
      const [{ horizon, now_local, older }] = await window();
      const data: OwnSignupView[] = await this.db.query(OWN_SIGNUPS_SQL.recent, [
        club.id,
        target,
        horizon,
        now_local,
      ]);
      return { data, next_cursor: older ? encodeOwnSignupsCursor({ horizon }) : null };
    }

    // A walk keeps the horizon of its first answer; a first page without a cursor starts one.
    const horizon = query.cursor?.horizon ?? (await window())[0].horizon;
    const after = query.cursor?.after ?? { end: horizon, id: LAST_UUID };
    const rows: (OwnSignupView & { cursor_end: string })[] = await this.db.query(OWN_SIGNUPS_SQL.older, [
      club.id,
      target,
      horizon,
      after.end,
      after.id,
      query.limit + 1,
    ]);
    const data = rows.slice(0, query.limit).map(({ cursor_end: _end, ...row }) => row);
    const last = rows.length > query.limit ? rows[query.limit - 1] : undefined;
    return {
      data,
      next_cursor: last
        ? encodeOwnSignupsCursor({ horizon, after: { end: last.cursor_end, id: last.id } })
        : null,
    };
  }
}
