import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS, can } from '@courtside/domain';
import { DataSource } from 'typeorm';
import type { Principal } from '../common/http/request-context';
import { promoteWaitlisted } from './waitlist';
import type { EventSignupView, OwnSignupView, SignupView } from './signup.view';

const WALL_CLOCK = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS')`;

/**
 * Sign-ups with capacity and a waitlist. Every change locks the event row first, so concurrent
 * sign-ups for one event queue up and the confirmed count never passes capacity; the unique
 * (event_id, user_id) constraint makes a second sign-up of the same person impossible.
 */
@Injectable()
export class SignupsService {
  constructor(private readonly db: DataSource) {}

  /** Signs `userId` (a user of the club) up: confirmed while places are free, else waitlisted. */
  async signUp(clubId: string, eventId: string, userId: string): Promise<SignupView> {
    return this.db.transaction(async (tx) => {
      const events: { capacity: number | null; past: boolean }[] = await tx.query(
        `SELECT e.capacity, e.end_time <= (now() AT TIME ZONE c.timezone) AS past
           FROM events e JOIN clubs c ON c.id = e.club_id
          WHERE e.club_id = $1 AND e.id = $2
          FOR NO KEY UPDATE OF e`,
        [clubId, eventId],
      );
      const event = events[0];
      if (!event) throw new NotFoundException(API_ERRORS.eventNotFound);
      if (event.past) throw new ConflictException(API_ERRORS.eventPast);
      const member: unknown[] = await tx.query(
        `SELECT 1 FROM club_memberships WHERE club_id = $1 AND user_id = $2`,
        [clubId, userId],
      );
      if (member.length === 0) throw new NotFoundException(API_ERRORS.userNotFound);

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
      return rows[0];
    });
  }

  /** Removes a sign-up of the club (the owner's own when `ownerId` is given) and fills the place. */
  async cancel(clubId: string, signupId: string, ownerId?: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const found: { event_id: string; user_id: string }[] = await tx.query(
        `SELECT event_id, user_id FROM signups WHERE club_id = $1 AND id = $2`,
        [clubId, signupId],
      );
      if (!found[0] || (ownerId !== undefined && found[0].user_id !== ownerId)) {
        throw new NotFoundException(API_ERRORS.signupNotFound);
      }
      const eventId = found[0].event_id;
      await tx.query(`SELECT 1 FROM events WHERE id = $1 FOR NO KEY UPDATE`, [eventId]);
      const [, deleted]: [unknown, number] = await tx.query(`DELETE FROM signups WHERE id = $1`, [signupId]);
      // Another request removed it while this one waited for the lock.
      if (!deleted) throw new NotFoundException(API_ERRORS.signupNotFound);
      await promoteWaitlisted(tx, eventId);
    });
  }

  /** The sign-ups of one event of the club, in sign-up order. */
  async forEvent(clubId: string, eventId: string): Promise<EventSignupView[]> {
    const event: unknown[] = await this.db.query(`SELECT 1 FROM events WHERE club_id = $1 AND id = $2`, [
      clubId,
      eventId,
    ]);
    if (event.length === 0) throw new NotFoundException(API_ERRORS.eventNotFound);
    return this.db.query(
      `SELECT s.id AS signup_id, s.event_id, s.user_id, m.name, u.email, m.user_type, s.status, s.signup_time
         FROM signups s
         JOIN users u ON u.id = s.user_id
         JOIN club_memberships m ON m.club_id = s.club_id AND m.user_id = s.user_id
        WHERE s.club_id = $1 AND s.event_id = $2
        ORDER BY s.signup_time, s.id`,
      [clubId, eventId],
    );
  }

  /**
   * A person's sign-ups at the club: upcoming events first (soonest first), then past ones
   * (latest first). Staff may read anyone's; others only their own.
   */
  async forUser(clubId: string, caller: Principal, userId?: string): Promise<OwnSignupView[]> {
    const ownId = caller.kind === 'club' ? caller.id : null;
    const target = userId ?? ownId;
    if (target === null) return [];
    if (target !== ownId) {
      if (!can(caller.userType, 'club-users:read')) throw new ForbiddenException(API_ERRORS.forbidden);
      const member: unknown[] = await this.db.query(
        `SELECT 1 FROM club_memberships WHERE club_id = $1 AND user_id = $2`,
        [clubId, target],
      );
      if (member.length === 0) throw new NotFoundException(API_ERRORS.userNotFound);
    }
    return this.db.query(
      `SELECT s.id, s.event_id, e.name AS event_name, e.event_type, e.description AS event_description,
              ${WALL_CLOCK('e.start_time')} AS start_time, ${WALL_CLOCK('e.end_time')} AS end_time,
              e.location, s.status, s.signup_time
         FROM signups s
         JOIN events e ON e.id = s.event_id
         JOIN clubs c ON c.id = s.club_id
        WHERE s.club_id = $1 AND s.user_id = $2
        ORDER BY (e.end_time <= (now() AT TIME ZONE c.timezone)),
                 CASE WHEN e.end_time > (now() AT TIME ZONE c.timezone) THEN e.start_time END ASC,
                 e.start_time DESC`,
      [clubId, target],
    );
  }
}
