import { Injectable } from '@nestjs/common';
import { offerWindowMs, WAITLIST_OFFER_LIMITS } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import { NotificationOutbox } from '../notifications/notification-outbox';
import { waitlistStore, type PlaceState } from './waitlist.store';

const HOUR = 3_600_000;
const CLOSE_MS = WAITLIST_OFFER_LIMITS.closeMinutesBeforeStart * 60_000;

/** What `promote` did with the free places of an event. */
export interface Promotion {
  /** Sign-ups confirmed (auto mode, or unlimited capacity). */
  confirmed: string[];
  /** Sign-ups offered a place (offer mode). */
  offered: string[];
}

/** When an offer made now goes out and until when it may be accepted. */
export interface OfferTiming {
  expiresAt: Date;
  /** Quiet hours: mailed when they end; null: at once. */
  heldUntil: Date | null;
}

/**
 * What a freed place comes to under `offer` (API.md section 13), by the database's clock:
 * `closed` from start − 30 min (no offers at all), `race` within `offer_open_hours` (everyone
 * waiting is told, the first to accept gets it), else an offer, held to the end of quiet hours
 * unless waiting would leave less than its full window before start − offer_open_hours.
 */
export function offerPlan(
  state: PlaceState,
): { kind: 'closed' } | { kind: 'race' } | ({ kind: 'offer' } & OfferTiming) {
  const now = state.now.getTime();
  const start = state.start_at.getTime();
  const closeAt = start - CLOSE_MS;
  const raceAt = start - state.open_hours * HOUR;
  if (now >= closeAt) return { kind: 'closed' };
  if (now >= raceAt) return { kind: 'race' };
  const until = (from: number) => new Date(Math.min(from + offerWindowMs(start - from), closeAt));
  if (state.quiet_end) {
    const release = state.quiet_end.getTime();
    const expires = release + offerWindowMs(start - release);
    if (expires <= Math.min(raceAt, closeAt))
      return { kind: 'offer', expiresAt: new Date(expires), heldUntil: state.quiet_end };
  }
  return { kind: 'offer', expiresAt: until(now), heldUntil: null };
}

/**
 * The capacity rules of every event, one provider of the sign-ups module that every feature
 * changing sign-ups or capacity uses (sign-ups, events, series, club users, the offers job).
 *
 * Capacity is kept by locking the event row for the rest of the transaction: every change to an
 * event's sign-ups takes this lock first, so they queue up one behind the other and the places
 * taken (confirmed and offered) can never pass capacity.
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
   * Fills the free places of an event (locking it, if the caller has not), the single funnel
   * every freed place goes through: a cancellation, a removal, a capacity change, an offer that
   * ended. Call in the transaction that freed the place. Under `auto`, or with unlimited
   * capacity, the oldest waitlisted sign-ups are confirmed; under `offer`, each free place is
   * offered to the next person (API.md section 13: see offerPlan). Everyone concerned is told
   * through the outbox, in the same transaction.
   */
  /**
   * The offers job's work on one event (API.md section 13), in one transaction under its lock,
   * so replicas running it at once queue up and the second finds nothing left to do: ends the
   * offers past their end (mailing their holders), mails the offers held for the end of quiet
   * hours, and offers the places freed on.
   */
  async settleOffers(
    tx: EntityManager,
    eventId: string,
  ): Promise<{ ended: number; sent: number; offered: number }> {
    await waitlistStore.lockEvent(tx, eventId);
    const ended = await waitlistStore.expireOffers(tx, eventId);
    if (ended.length)
      await this.outbox.offerEnded(
        tx,
        ended[0].club_id,
        ended.map((r) => r.id),
      );
    const released = await waitlistStore.releaseHeld(tx, eventId);
    if (released.length)
      await this.outbox.offered(
        tx,
        released[0].club_id,
        released.map((r) => r.id),
      );
    const { offered } = await this.promote(tx, eventId);
    return { ended: ended.length, sent: released.length + offered.length, offered: offered.length };
  }

  async promote(tx: EntityManager, eventId: string): Promise<Promotion> {
    const state = await waitlistStore.placeState(tx, eventId);
    if (!state || state.event_status === 'cancelled') return { confirmed: [], offered: [] };
    if (state.mode === 'auto' || state.capacity === null) {
      const rows = await waitlistStore.promote(tx, eventId);
      const ids = rows.map((r) => r.id);
      if (rows.length) await this.outbox.promoted(tx, rows[0].club_id, ids);
      return { confirmed: ids, offered: [] };
    }
    const free = state.capacity - state.taken;
    if (free <= 0) return { confirmed: [], offered: [] };
    const plan = offerPlan(state);
    if (plan.kind === 'closed') return { confirmed: [], offered: [] };
    if (plan.kind === 'race') {
      const waiting = await waitlistStore.waitlisted(tx, eventId);
      await this.outbox.placeFree(
        tx,
        state.club_id,
        waiting.map((w) => w.id),
      );
      return { confirmed: [], offered: [] };
    }
    const rows = await waitlistStore.offer(tx, eventId, free, plan.expiresAt, plan.heldUntil);
    const ids = rows.map((r) => r.id);
    if (!plan.heldUntil) await this.outbox.offered(tx, state.club_id, ids);
    return { confirmed: [], offered: ids };
  }
}
