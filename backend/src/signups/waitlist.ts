import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NotificationOutbox } from '../notifications/notification-outbox';
import { waitlistStore } from './waitlist.store';

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
    return waitlistStore.lockEvents(tx, clubId, eventIds);
  }

  /**
   * Confirms the oldest waitlisted sign-ups of a locked event while places are free (all of them
   * when capacity is unlimited). Call after a place is freed or capacity grows, in the same
   * transaction. Each person promoted is told (the outbox, same transaction). Returns the
   * promoted sign-up ids.
   */
  async promote(tx: EntityManager, eventId: string): Promise<string[]> {
    const rows = await waitlistStore.promote(tx, eventId);
    const ids = rows.map((r) => r.id);
    if (rows.length) await this.outbox.promoted(tx, rows[0].club_id, ids);
    return ids;
  }
}
