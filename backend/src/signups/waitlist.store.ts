import type { EntityManager } from 'typeorm';
import type { Club } from '../common/tenancy/club.entity';
import type { Event } from '../events/event.entity';
import { LINE_ORDER, PLACE_TAKEN } from '../common/sql/waitlist-position';
import type { Signup } from './signup.entity';

/** What a freed place of a locked event comes to (API.md section 13), by the database's clock. */
export interface PlaceState {
  club_id: Club['id'];
  mode: Club['waitlist_mode'];
  capacity: Event['capacity'];
  event_status: Event['status'];
  /** Places taken: confirmed and offered. */
  taken: number;
  /** The database's now(). */
  now: Date;
  /** The event's start as an instant (its wall clock in the club's zone). */
  start_at: Date;
  open_hours: number;
  /** When the quiet hours the club is in now end; null when it is not in them (or has none). */
  quiet_end: Date | null;
}

/** The sign-up an accept or a decline is about, locked, with its event's clock. */
export interface OfferTarget {
  id: Signup['id'];
  club_id: Signup['club_id'];
  event_id: Signup['event_id'];
  user_id: Signup['user_id'];
  status: Signup['status'];
  /** An offer's end has passed by the database's clock. */
  expired: boolean;
}

/** An offer as its mail reads it (`offerMailRow`). */
export interface OfferMailRow {
  status: Signup['status'];
  event_id: Signup['event_id'];
  /** The offer's end on the club's wall clock; null when there is none. */
  expires_local: string | null;
  minutes_left: number | null;
  expired: boolean;
  held: boolean;
}

/**
 * The statements of the capacity rules (`Waitlist`): the event-row locks every change to an
 * event's sign-ups takes first, the promotion of waitlisted sign-ups into free places, and the
 * offers (waitlist_mode `offer`).
 */
export const waitlistStore = {
  /**
   * Locks events of the club in id order (no deadlock between two transactions locking several),
   * FOR NO KEY UPDATE; returns the ids of the events found in the club.
   */
  async lockEvents(tx: EntityManager, clubId: string, eventIds: string[]): Promise<Event['id'][]> {
    const rows: Pick<Event, 'id'>[] = await tx.query(
      `SELECT id FROM events WHERE club_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR NO KEY UPDATE`,
      [clubId, eventIds],
    );
    return rows.map((r) => r.id);
  },

  /** Locks an event found by the offers job (FOR NO KEY UPDATE), as every sign-up change does. */
  async lockEvent(tx: EntityManager, eventId: string): Promise<void> {
    await tx.query(`SELECT 1 FROM events WHERE id = $1 FOR NO KEY UPDATE`, [eventId]);
  },

  /** Locks an event (FOR NO KEY UPDATE) and reads what a freed place of it comes to. */
  async placeState(tx: EntityManager, eventId: string): Promise<PlaceState | null> {
    const rows: PlaceState[] = await tx.query(
      `SELECT e.club_id, c.waitlist_mode AS mode, e.capacity, e.status AS event_status,
              (SELECT count(*)::int FROM signups s WHERE s.event_id = e.id AND s.status IN ${PLACE_TAKEN}) AS taken,
              now() AS now, e.start_time AT TIME ZONE c.timezone AS start_at, c.offer_open_hours AS open_hours,
              CASE WHEN q.qs IS NULL THEN NULL
                   WHEN (q.qs < q.qe AND l.t >= q.qs AND l.t < q.qe) OR (q.qs > q.qe AND (l.t >= q.qs OR l.t < q.qe))
                   THEN ((CASE WHEN l.t < q.qe THEN l.local::date ELSE l.local::date + 1 END) + q.qe) AT TIME ZONE c.timezone
              END AS quiet_end
         FROM events e JOIN clubs c ON c.id = e.club_id
        CROSS JOIN LATERAL (SELECT now() AT TIME ZONE c.timezone AS local,
                                   (now() AT TIME ZONE c.timezone)::time AS t) l
        CROSS JOIN LATERAL (SELECT split_part(c.quiet_hours, '-', 1)::time AS qs,
                                   split_part(c.quiet_hours, '-', 2)::time AS qe) q
        WHERE e.id = $1
        FOR NO KEY UPDATE OF e`,
      [eventId],
    );
    return rows[0] ?? null;
  },

  /**
   * Confirms the oldest waitlisted sign-ups of a locked event while places are free, in one
   * statement; with unlimited capacity, everyone waiting (open offers too). Returns the sign-ups
   * confirmed.
   */
  async promote(tx: EntityManager, eventId: string): Promise<Pick<Signup, 'id' | 'club_id'>[]> {
    const [rows]: [Pick<Signup, 'id' | 'club_id'>[], number] = await tx.query(
      `UPDATE signups SET status = 'confirmed', offer_expires_at = NULL, offer_held_until = NULL,
                          offer_token_hash = NULL
        WHERE id IN (
          SELECT s.id FROM signups s
           WHERE s.event_id = $1 AND s.user_id IS NOT NULL
             AND (s.status = 'waitlisted'
                  OR (s.status = 'offered' AND (SELECT e.capacity FROM events e WHERE e.id = $1) IS NULL))
           ORDER BY ${LINE_ORDER('s')}
           LIMIT (SELECT CASE WHEN e.capacity IS NULL THEN NULL
                              ELSE GREATEST(e.capacity - (SELECT count(*) FROM signups c
                                                           WHERE c.event_id = $1 AND c.status IN ${PLACE_TAKEN}), 0)
                         END
                    FROM events e WHERE e.id = $1))
        RETURNING id, club_id`,
      [eventId],
    );
    return rows;
  },

  /**
   * Offers `count` free places of a locked event to the next waitlisted people, in line order:
   * each held for them until `expiresAt`, mailed from `heldUntil` on (quiet hours) or at once
   * (null). Returns the sign-ups offered.
   */
  async offer(
    tx: EntityManager,
    eventId: string,
    count: number,
    expiresAt: Date,
    heldUntil: Date | null,
  ): Promise<Pick<Signup, 'id' | 'user_id'>[]> {
    const [rows]: [Pick<Signup, 'id' | 'user_id'>[], number] = await tx.query(
      `UPDATE signups SET status = 'offered', offer_expires_at = $3, offer_held_until = $4
        WHERE id IN (
          SELECT s.id FROM signups s
           WHERE s.event_id = $1 AND s.status = 'waitlisted' AND s.user_id IS NOT NULL
           ORDER BY ${LINE_ORDER('s')}
           LIMIT $2)
        RETURNING id, user_id`,
      [eventId, count, expiresAt, heldUntil],
    );
    return rows;
  },

  /** The people waiting on a locked event (waitlisted), for the open race's mail. */
  async waitlisted(tx: EntityManager, eventId: string): Promise<Pick<Signup, 'id' | 'user_id'>[]> {
    return tx.query(
      `SELECT s.id, s.user_id FROM signups s
        WHERE s.event_id = $1 AND s.status = 'waitlisted' AND s.user_id IS NOT NULL
        ORDER BY ${LINE_ORDER('s')}`,
      [eventId],
    );
  },

  /**
   * Finds a sign-up of the club and locks its event, then the sign-up (in that order, as every
   * change to an event's sign-ups does); null when there is no such sign-up.
   */
  async lockOfferTarget(tx: EntityManager, clubId: string, signupId: string): Promise<OfferTarget | null> {
    const [found]: Pick<Signup, 'event_id'>[] = await tx.query(
      `SELECT event_id FROM signups WHERE club_id = $1 AND id = $2`,
      [clubId, signupId],
    );
    if (!found) return null;
    await tx.query(`SELECT 1 FROM events WHERE id = $1 FOR NO KEY UPDATE`, [found.event_id]);
    const rows: OfferTarget[] = await tx.query(
      `SELECT id, club_id, event_id, user_id, status, offer_expires_at <= now() AS expired
         FROM signups WHERE club_id = $1 AND id = $2 FOR UPDATE`,
      [clubId, signupId],
    );
    return rows[0] ?? null;
  },

  /** The sign-up (of the club) whose offer link carries this token hash, or null. */
  async byTokenHash(
    db: EntityManager,
    clubId: string,
    tokenHash: string,
  ): Promise<Pick<Signup, 'id' | 'user_id'> | null> {
    const rows: Pick<Signup, 'id' | 'user_id'>[] = await db.query(
      `SELECT id, user_id FROM signups WHERE club_id = $1 AND offer_token_hash = $2`,
      [clubId, tokenHash],
    );
    return rows[0] ?? null;
  },

  /** An open offer accepted, or a place claimed in the open race: confirmed. */
  async confirm(tx: EntityManager, signupId: string): Promise<void> {
    await tx.query(
      `UPDATE signups SET status = 'confirmed', offer_expires_at = NULL, offer_held_until = NULL,
                          offer_token_hash = NULL
        WHERE id = $1`,
      [signupId],
    );
  },

  /** An offer declined: ended (kept, so a late accept answers 409). */
  async endOffer(tx: EntityManager, signupId: string): Promise<void> {
    await tx.query(
      `UPDATE signups SET status = 'offer_ended', offer_held_until = NULL, offer_token_hash = NULL WHERE id = $1`,
      [signupId],
    );
  },

  /** Ends the open offers of a locked event whose end has passed; returns them. */
  async expireOffers(tx: EntityManager, eventId: string): Promise<Pick<Signup, 'id' | 'club_id'>[]> {
    const [rows]: [Pick<Signup, 'id' | 'club_id'>[], number] = await tx.query(
      `UPDATE signups SET status = 'offer_ended', offer_held_until = NULL, offer_token_hash = NULL
        WHERE event_id = $1 AND status = 'offered' AND offer_expires_at <= now()
        RETURNING id, club_id`,
      [eventId],
    );
    return rows;
  },

  /** Releases the offers of a locked event held in quiet hours that have ended; returns them. */
  async releaseHeld(tx: EntityManager, eventId: string): Promise<Pick<Signup, 'id' | 'club_id'>[]> {
    const [rows]: [Pick<Signup, 'id' | 'club_id'>[], number] = await tx.query(
      `UPDATE signups SET offer_held_until = NULL
        WHERE event_id = $1 AND status = 'offered' AND offer_held_until <= now()
        RETURNING id, club_id`,
      [eventId],
    );
    return rows;
  },

  /**
   * Events (of every club: the offers job's) with an offer due to end or to be released, and
   * those of clubs in offer mode with a free place and someone waitlisted while offers are made
   * (before `offer_open_hours` of the start): a place left free, as by a reinstated event whose
   * offers ended with its cancellation, is offered on. Each club's coming events are read by the
   * (club_id, start_time) index, their waitlists by (event_id, status, signup_time).
   */
  async eventsDue(db: EntityManager): Promise<Pick<Signup, 'event_id'>[]> {
    return db.query(
      `SELECT event_id FROM signups WHERE status = 'offered' AND offer_expires_at <= now()
       UNION
       SELECT event_id FROM signups WHERE offer_held_until <= now()
       UNION
       SELECT e.id FROM clubs c
         JOIN events e ON e.club_id = c.id
                      AND e.start_time > (now() AT TIME ZONE c.timezone)
                                         + make_interval(mins => GREATEST(c.offer_open_hours * 60, 30))
        WHERE c.waitlist_mode = 'offer' AND e.status = 'scheduled' AND e.capacity IS NOT NULL
          AND EXISTS (SELECT 1 FROM signups w WHERE w.event_id = e.id AND w.status = 'waitlisted')
          AND (SELECT count(*) FROM signups s WHERE s.event_id = e.id AND s.status IN ${PLACE_TAKEN}) < e.capacity`,
    );
  },

  /**
   * Mints the token of an open offer's link: stores its hash on the sign-up and answers the
   * offer's end; null when the offer is no longer open (accepted, declined or ended meanwhile).
   */
  async mintToken(
    tx: EntityManager,
    clubId: string,
    signupId: string,
    tokenHash: string,
  ): Promise<{ offer_expires_at: Date } | null> {
    const [rows]: [{ offer_expires_at: Date }[], number] = await tx.query(
      `UPDATE signups SET offer_token_hash = $3
        WHERE club_id = $1 AND id = $2 AND status = 'offered' AND offer_expires_at > now()
        RETURNING offer_expires_at`,
      [clubId, signupId, tokenHash],
    );
    return rows[0] ?? null;
  },

  /**
   * What an offer mail tells, as things are when it is composed: the sign-up's status, its
   * offer's end in the club's wall clock and how many minutes are left (by the database's
   * clock), and whether that end has passed.
   */
  async offerMailRow(
    db: EntityManager,
    clubId: string,
    signupId: string,
    userId: string,
  ): Promise<OfferMailRow | null> {
    const rows: OfferMailRow[] = await db.query(
      `SELECT s.status, s.event_id,
              to_char(s.offer_expires_at AT TIME ZONE c.timezone, 'YYYY-MM-DD"T"HH24:MI:SS') AS expires_local,
              GREATEST(0, ceil(extract(epoch FROM s.offer_expires_at - now()) / 60))::int AS minutes_left,
              COALESCE(s.offer_expires_at <= now(), false) AS expired, s.offer_held_until IS NOT NULL AS held
         FROM signups s JOIN clubs c ON c.id = s.club_id
        WHERE s.club_id = $1 AND s.id = $2 AND s.user_id = $3`,
      [clubId, signupId, userId],
    );
    return rows[0] ?? null;
  },

  /** A token used (accepted or declined by its link): it opens nothing any more. */
  async spendToken(tx: EntityManager, signupId: string): Promise<void> {
    await tx.query(`UPDATE signups SET offer_token_hash = NULL WHERE id = $1`, [signupId]);
  },
};
