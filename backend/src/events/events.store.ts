import { CLUB_QUOTAS, PUBLIC_CARD_KINDS, type SignupState, type SignupStatus } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import { LISTED, PLACE_TAKEN, WAITLIST_POSITION } from '../common/sql/waitlist-position';
import { WALL_CLOCK } from '../common/sql/wall-clock';
import type { Event } from './event.entity';
import { eventListParams, eventListSql, shapeOf, type EventListQuery } from './event-list';

/**
 * An event as the API shows it, before the caller's own sign-up is shaped (toView): wall-clock
 * times as text, the counts, and the caller's sign-up as two columns.
 */
export type EventRow = Pick<
  Event,
  | 'id'
  | 'name'
  | 'description'
  | 'event_type'
  | 'start_time'
  | 'end_time'
  | 'recurring_pattern'
  | 'location'
  | 'capacity'
  | 'series_id'
  | 'original_start'
  | 'status'
  | 'cancel_reason'
  | 'created_at'
  | 'updated_at'
  | 'signup_opens_at'
  | 'signup_closes_at'
  | 'cancel_cutoff_hours'
> & {
  signup_state: SignupState;
  public_card: boolean;
  cancel_cutoff_at: string | null;
  signup_count: number;
  waitlist_count: number;
  // The caller's sign-up (signups.id and .status): events stand below sign-ups and do not
  // import their entity.
  my_signup_id: string | null;
  my_signup_status: SignupStatus | null;
  my_signup_offer_expires_at: Date | null;
  my_signup_waitlist_position: number | null;
};

/** A row of a page of `GET /api/events`: the event and its start to the microsecond (the cursor). */
export type EventListRow = EventRow & { cursor_start: string };

/** An event's series, and the texts an edit may send back unchanged (refuseChangedText). */
export type StoredEvent = Pick<
  Event,
  'series_id' | 'name' | 'description' | 'location' | 'signup_opens_at' | 'signup_closes_at'
>;

/** The fields of a one-off event as created. */
export type NewEvent = Pick<
  Event,
  | 'name'
  | 'description'
  | 'event_type'
  | 'start_time'
  | 'end_time'
  | 'recurring_pattern'
  | 'location'
  | 'capacity'
  | 'created_by'
  | 'signup_opens_at'
  | 'signup_closes_at'
  | 'cancel_cutoff_hours'
  | 'public_card'
>;

/**
 * The fields of a one-off event as replaced: null in an optional field keeps its value;
 * `capacity` is written only when `setCapacity`.
 */
export type EventReplacement = Pick<Event, 'name' | 'start_time' | 'end_time'> & {
  description: Event['description'] | null;
  event_type: Event['event_type'] | null;
  recurring_pattern: Event['recurring_pattern'] | null;
  location: Event['location'] | null;
  setCapacity: boolean;
  capacity: Event['capacity'];
  /** The window and cut-off are written only when `setWindow` (each null: no bound). */
  setWindow: boolean;
  signup_opens_at: Event['signup_opens_at'];
  signup_closes_at: Event['signup_closes_at'];
  setCutoff: boolean;
  cancel_cutoff_hours: Event['cancel_cutoff_hours'];
  /** Written only when `setPublicCard`. */
  setPublicCard: boolean;
  public_card: Event['public_card'];
};

/** An event's `public_card` as the API shows it: its own, else its kind's (defaultPublicCard). */
export const PUBLIC_CARD_SQL = (e: string) =>
  `COALESCE(${e}.public_card, ${e}.event_type IN (${PUBLIC_CARD_KINDS.map((k) => `'${k}'`).join(', ')}))`;

/**
 * Where an event stands with its sign-up window, by the database's clock on the club's wall
 * clock (`clk.now_local`): not yet open, open, or closed (its window closed, or it ended).
 */
export const SIGNUP_STATE_SQL = `
  CASE WHEN e.end_time <= clk.now_local OR e.signup_closes_at <= clk.now_local THEN 'closed'
       WHEN e.signup_opens_at > clk.now_local THEN 'not_open'
       ELSE 'open' END`;

/** The club's wall clock now (the database's clock), as `clk.now_local`, for an event `e`. */
export const CLUB_CLOCK_JOIN = `
    CROSS JOIN LATERAL (
      SELECT now() AT TIME ZONE c.timezone AS now_local FROM clubs c WHERE c.id = e.club_id) clk`;

/**
 * One query gives each event with its confirmed and waitlisted counts and the caller's own
 * sign-up, so a list costs one round trip however many events it holds. Both are looked up per
 * event through indexes on signups: the counts by (event_id, status, signup_time), index only;
 * the caller's own by the unique (event_id, user_id) (`LIMIT 1` keeps it a per-event probe, never
 * a scan of everything the caller ever signed up for). $2 is the caller's user id.
 */
export const EVENT_SELECT = `
  SELECT e.id, e.name, e.description, e.event_type,
         ${WALL_CLOCK('e.start_time')} AS start_time,
         ${WALL_CLOCK('e.end_time')} AS end_time,
         e.recurring_pattern, e.location, e.capacity,
         COALESCE(n.confirmed, 0)::int AS signup_count,
         COALESCE(n.waitlisted, 0)::int AS waitlist_count,
         mine.id AS my_signup_id, mine.status AS my_signup_status,
         mine.offer_expires_at AS my_signup_offer_expires_at, mine.waitlist_position AS my_signup_waitlist_position,
         e.series_id, ${WALL_CLOCK('e.original_start')} AS original_start, e.status, e.cancel_reason,
         e.created_at, e.updated_at,
         ${WALL_CLOCK('e.signup_opens_at')} AS signup_opens_at,
         ${WALL_CLOCK('e.signup_closes_at')} AS signup_closes_at,
         e.cancel_cutoff_hours,
         ${WALL_CLOCK("e.start_time - e.cancel_cutoff_hours * interval '1 hour'")} AS cancel_cutoff_at,
         ${SIGNUP_STATE_SQL} AS signup_state,
         ${PUBLIC_CARD_SQL('e')} AS public_card
    FROM events e${CLUB_CLOCK_JOIN}
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE s.status IN ${PLACE_TAKEN}) AS confirmed,
             count(*) FILTER (WHERE s.status = 'waitlisted') AS waitlisted
        FROM signups s WHERE s.event_id = e.id) n ON true
    LEFT JOIN LATERAL (
      SELECT s.id, s.status, s.offer_expires_at, ${WAITLIST_POSITION('s')} AS waitlist_position
        FROM signups s WHERE s.event_id = e.id AND s.user_id = $2 AND s.status IN ${LISTED} LIMIT 1) mine ON true`;

/**
 * The `events` table's statements for the events feature (series/ writes occurrences through
 * its own stores). Every statement names the club, except where noted.
 */
export const eventStore = {
  /**
   * Ends the open waitlist offers of a locked event being cancelled (API.md section 13): their
   * holders had the cancellation mail; a late accept answers 409.
   */
  async endOpenOffers(tx: EntityManager, eventId: string): Promise<void> {
    await tx.query(
      `UPDATE signups SET status = 'offer_ended', offer_held_until = NULL, offer_token_hash = NULL
        WHERE event_id = $1 AND status = 'offered'`,
      [eventId],
    );
  },

  /**
   * A page of events (event-list.ts builds the statements) and the total, side by side: two
   * statements on two pooled connections, one round trip of wall time.
   */
  async list(
    db: EntityManager,
    clubId: string,
    ownerId: string | null,
    now: string,
    query: EventListQuery,
  ): Promise<{ rows: EventListRow[]; total: number | string }> {
    const sql = eventListSql(shapeOf(query));
    const params = eventListParams(clubId, ownerId, now, query);
    // count(*) is a bigint: the driver's text.
    const [rows, [{ total }]]: [EventListRow[], { total: number | string }[]] = await Promise.all([
      db.query(sql.page, params.page),
      db.query(sql.count, params.count),
    ]);
    return { rows, total };
  },

  /** One event of the club as `ownerId` sees it (their own sign-up; null: none). */
  async find(
    db: EntityManager,
    clubId: string,
    eventId: string,
    ownerId: string | null,
  ): Promise<EventRow | null> {
    const rows: EventRow[] = await db.query(`${EVENT_SELECT} WHERE e.club_id = $1 AND e.id = $3`, [
      clubId,
      ownerId,
      eventId,
    ]);
    return rows[0] ?? null;
  },

  /** Inserts a one-off event; returns its id. */
  async insert(tx: EntityManager, clubId: string, event: NewEvent): Promise<Event['id']> {
    const [row]: Pick<Event, 'id'>[] = await tx.query(
      `INSERT INTO events (club_id, name, description, event_type, start_time, end_time, recurring_pattern, location, capacity, created_by,
                           signup_opens_at, signup_closes_at, cancel_cutoff_hours, public_card)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
      [
        clubId,
        event.name,
        event.description,
        event.event_type,
        event.start_time,
        event.end_time,
        event.recurring_pattern,
        event.location,
        event.capacity,
        event.created_by,
        event.signup_opens_at,
        event.signup_closes_at,
        event.cancel_cutoff_hours,
        event.public_card,
      ],
    );
    return row.id;
  },

  /** Replaces a one-off event's fields (null optional fields keep their value). */
  async replace(tx: EntityManager, clubId: string, eventId: string, event: EventReplacement): Promise<void> {
    await tx.query(
      `UPDATE events SET name = $3, start_time = $4, end_time = $5,
              description = COALESCE($6, description), event_type = COALESCE($7, event_type),
              recurring_pattern = COALESCE($8, recurring_pattern), location = COALESCE($9, location),
              capacity = CASE WHEN $10::boolean THEN $11::int ELSE capacity END,
              signup_opens_at = CASE WHEN $12::boolean THEN $13::timestamp ELSE signup_opens_at END,
              signup_closes_at = CASE WHEN $12::boolean THEN $14::timestamp ELSE signup_closes_at END,
              cancel_cutoff_hours = CASE WHEN $15::boolean THEN $16::smallint ELSE cancel_cutoff_hours END,
              public_card = CASE WHEN $17::boolean THEN $18::boolean ELSE public_card END,
              updated_at = now()
        WHERE club_id = $1 AND id = $2`,
      [
        clubId,
        eventId,
        event.name,
        event.start_time,
        event.end_time,
        event.description,
        event.event_type,
        event.recurring_pattern,
        event.location,
        event.setCapacity,
        event.capacity,
        event.setWindow,
        event.signup_opens_at,
        event.signup_closes_at,
        event.setCutoff,
        event.cancel_cutoff_hours,
        event.setPublicCard,
        event.public_card,
      ],
    );
  },

  /** Sets whether an event may be shown as a share card (null: as its kind). */
  async setPublicCard(
    tx: EntityManager,
    clubId: string,
    eventId: string,
    value: boolean | null,
  ): Promise<void> {
    await tx.query(`UPDATE events SET public_card = $3, updated_at = now() WHERE club_id = $1 AND id = $2`, [
      clubId,
      eventId,
      value,
    ]);
  },

  /** Deletes an event of the club (its sign-ups by cascade); false when there was none. */
  async remove(tx: EntityManager, clubId: string, eventId: string): Promise<boolean> {
    const [, affected]: [unknown, number] = await tx.query(
      `DELETE FROM events WHERE club_id = $1 AND id = $2`,
      [clubId, eventId],
    );
    return affected > 0;
  },

  /** Locks an event of the club (FOR NO KEY UPDATE) and reads what a change of its status needs. */
  async lockForStatus(
    tx: EntityManager,
    clubId: string,
    eventId: string,
  ): Promise<Pick<Event, 'start_time' | 'status' | 'series_id'> | null> {
    const [event]: Pick<Event, 'start_time' | 'status' | 'series_id'>[] = await tx.query(
      `SELECT ${WALL_CLOCK('start_time')} AS start_time, status, series_id
         FROM events WHERE club_id = $1 AND id = $2 FOR NO KEY UPDATE`,
      [clubId, eventId],
    );
    return event ?? null;
  },

  async setStatus(
    tx: EntityManager,
    clubId: string,
    eventId: string,
    status: Event['status'],
    reason: Event['cancel_reason'],
  ): Promise<void> {
    await tx.query(
      `UPDATE events SET status = $3, cancel_reason = $4, updated_at = now() WHERE club_id = $1 AND id = $2`,
      [clubId, eventId, status, reason],
    );
  },

  async stored(db: EntityManager, clubId: string, eventId: string): Promise<StoredEvent | null> {
    const rows: StoredEvent[] = await db.query(
      `SELECT series_id, name, description, location,
              ${WALL_CLOCK('signup_opens_at')} AS signup_opens_at, ${WALL_CLOCK('signup_closes_at')} AS signup_closes_at
         FROM events WHERE club_id = $1 AND id = $2`,
      [clubId, eventId],
    );
    return rows[0] ?? null;
  },

  /**
   * Serialises, per club, the transactions that add events or series and then check the club's
   * quotas: a transaction-scoped advisory lock, so no row is held.
   */
  async lockClubQuota(tx: EntityManager, clubId: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('courtside:club-quota'), hashtext($1::text))`, [
      clubId,
    ]);
  },

  /**
   * The club's events that have not started by `now` (its wall clock), counted only as far as one
   * past the quota: the answer is exact up to there, and the count never reads more rows.
   */
  async futureEventCount(tx: EntityManager, clubId: string, now: string): Promise<number> {
    const [{ count }]: { count: number }[] = await tx.query(
      `SELECT count(*)::int AS count
         FROM (SELECT 1 FROM events WHERE club_id = $1 AND start_time > $2::timestamp LIMIT $3) future`,
      [clubId, now, CLUB_QUOTAS.futureEvents + 1],
    );
    return count;
  },
};
