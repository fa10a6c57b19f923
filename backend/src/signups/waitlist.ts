import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NotificationOutbox } from '../notifications/notification-outbox';

/**
 * The capacity rules of every event, one provider of the sign-ups module that every feature
 * changing sign-ups or capacity uses (sign-ups, events, series, club users).
 *
 * Capacity is kept by locking the event row for the rest of the transaction: every change to an
 * event's sign-ups takes this lock first, so they queue up one behind the other and the
 * confirmed count can never pass capacity.
 */
@Injectable()
export class Waitlist {
  constructor(private readonly outbox: NotificationOutbox) {}

  /**
   * Locks events of the club in id order (no deadlock between two transactions locking several);
   * returns the ids of the events found in the club.
   */
  async lockEvents(tx: EntityManager, clubId: string, eventIds: string[]): Promise<string[]> {
    if (eventIds.length === 0) return [];
    const rows: { id: string }[] = await tx.query(
      `SELECT id FROM events WHERE club_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR NO KEY UPDATE`,
      [clubId, eventIds],
    );
    return rows.map((r) => r.id);
  }

  /**
   * Confirms the oldest waitlisted sign-ups of a locked event while places are free (all of them
   * when capacity is unlimited). Call after a place is freed or capacity grows, in the same
   * transaction. Each person promoted is told (the outbox, same transaction). Returns the
   * promoted sign-up ids.
   */
  async promote(tx: EntityManager, eventId: string): Promise<string[]> {
    const [rows]: [{ id: string; club_id: string }[], number] = await tx.query(
      `UPDATE signups SET status = 'confirmed'
        WHERE id IN (
          SELECT s.id FROM signups s
           WHERE s.event_id = $1 AND s.status = 'waitlisted'
           ORDER BY s.signup_time, s.id
           LIMIT (SELECT CASE WHEN e.capacity IS NULL THEN NULL
                              ELSE GREATEST(e.capacity - (SELECT count(*) FROM signups c
                                                           WHERE c.event_id = $1 AND c.status = 'confirmed'), 0)
                         END
                    FROM events e WHERE e.id = $1))
        RETURNING id, club_id`,
      [eventId],
    );
    const ids = rows.map((r) => r.id);
    if (rows.length) await this.outbox.promoted(tx, rows[0].club_id, ids);
    return ids;
  }
}
