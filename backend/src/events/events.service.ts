import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  API_ERRORS,
  clubNow,
  DEFAULT_EVENT_TYPE,
  DEFAULT_RECURRING_PATTERN,
  type EventStatus,
} from '@courtside/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { Principal } from '../common/http/request-context';
import { WALL_CLOCK } from '../common/sql/wall-clock';
import type { Club } from '../common/tenancy/club.entity';
import { NotificationOutbox } from '../notifications/notification-outbox';
import type { EventBodyDto, UpdateEventDto } from './dto/event-body.dto';
import {
  eventListParams,
  eventListSql,
  shapeOf,
  toEventsPage,
  type EventListQuery,
  type EventsPage,
} from './event-list';
import { assertFutureEventQuota } from './event-quota';
import { ownerId, readEvent } from './event-select';
import type { EventView } from './event.view';

type ClubRef = Pick<Club, 'id' | 'timezone'>;

/** An event's series, and the texts an edit may send back unchanged (refuseChangedText). */
export interface StoredEvent {
  series_id: string | null;
  name: string;
  description: string;
  location: string;
}

/**
 * Events, one at a time: reading them, and the one-off event's own writes. Writing an event that
 * may be (or become) an occurrence of a series goes through series/ (EventWritesService), which
 * stands above this feature: it decides between a series and a one-off and calls these.
 */
@Injectable()
export class EventsService {
  constructor(
    private readonly db: DataSource,
    private readonly outbox: NotificationOutbox,
  ) {}

  /**
   * A page of events (event-list.ts): upcoming (not yet ended) in start order, or past ones
   * newest first, or a range of start times; with the next page's cursor and the total. The page
   * and the count run side by side.
   */
  async list(club: ClubRef, caller: Principal, query: EventListQuery): Promise<EventsPage> {
    const now = query.cursor?.now ?? clubNow(club.timezone);
    const sql = eventListSql(shapeOf(query));
    const params = eventListParams(club.id, ownerId(caller), now, query);
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(sql.page, params.page),
      this.db.query(sql.count, params.count),
    ]);
    return toEventsPage(rows, total, now, query.limit);
  }

  get(
    clubId: string,
    eventId: string,
    caller: Principal,
    tx: EntityManager = this.db.manager,
  ): Promise<EventView> {
    return readEvent(tx, clubId, eventId, caller);
  }

  /**
   * A one-off event (EventWritesService makes a series of a repeating one), within the club's
   * quota of events to come (CLUB_QUOTAS: 409 past it).
   */
  async create(club: ClubRef, caller: Principal, body: EventBodyDto): Promise<EventView> {
    const id = await this.db.transaction(async (tx) => {
      const [row]: { id: string }[] = await tx.query(
        `INSERT INTO events (club_id, name, description, event_type, start_time, end_time, recurring_pattern, location, capacity, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          club.id,
          body.name,
          body.description ?? '',
          body.event_type ?? DEFAULT_EVENT_TYPE,
          body.start_time,
          body.end_time,
          body.recurring_pattern ?? DEFAULT_RECURRING_PATTERN,
          body.location ?? '',
          body.capacity ?? null,
          ownerId(caller),
        ],
      );
      await assertFutureEventQuota(tx, club.id, clubNow(club.timezone));
      return row.id;
    });
    return this.get(club.id, id, caller);
  }

  /**
   * Replaces a one-off event's fields, in the caller's transaction with the event locked (the
   * capacity and waitlist around it are EventWritesService's); optional fields left out keep
   * their value.
   */
  async replace(tx: EntityManager, clubId: string, eventId: string, body: UpdateEventDto): Promise<void> {
    await tx.query(
      `UPDATE events SET name = $3, start_time = $4, end_time = $5,
              description = COALESCE($6, description), event_type = COALESCE($7, event_type),
              recurring_pattern = COALESCE($8, recurring_pattern), location = COALESCE($9, location),
              capacity = CASE WHEN $10::boolean THEN $11::int ELSE capacity END,
              updated_at = now()
        WHERE club_id = $1 AND id = $2`,
      [
        clubId,
        eventId,
        body.name,
        body.start_time,
        body.end_time,
        body.description === undefined ? null : (body.description ?? ''),
        body.event_type ?? null,
        body.recurring_pattern ?? null,
        body.location === undefined ? null : (body.location ?? ''),
        body.capacity !== undefined,
        body.capacity ?? null,
      ],
    );
  }

  /** Removes a one-off event and, by cascade, its sign-ups. */
  async remove(club: ClubRef, eventId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Everyone signed up is told, from the sign-ups the delete is about to remove.
      await this.outbox.eventsCancelled(tx, club.id, [eventId], 'deleted');
      const [, affected]: [unknown, number] = await tx.query(
        `DELETE FROM events WHERE club_id = $1 AND id = $2`,
        [club.id, eventId],
      );
      if (!affected) throw new NotFoundException(API_ERRORS.eventNotFound);
    });
  }

  /**
   * Cancels or reinstates one event (a one-off, or one occurrence of a series) not yet started;
   * its sign-ups stay.
   */
  async setStatus(
    club: ClubRef,
    eventId: string,
    caller: Principal,
    status: EventStatus,
  ): Promise<EventView> {
    await this.db.transaction(async (tx) => {
      const [event]: { start_time: string; status: EventStatus; series_id: string | null }[] = await tx.query(
        `SELECT ${WALL_CLOCK('start_time')} AS start_time, status, series_id
           FROM events WHERE club_id = $1 AND id = $2 FOR NO KEY UPDATE`,
        [club.id, eventId],
      );
      if (!event) throw new NotFoundException(API_ERRORS.eventNotFound);
      if (event.start_time <= clubNow(club.timezone))
        throw new ConflictException(event.series_id ? API_ERRORS.occurrencePast : API_ERRORS.eventPast);
      // A cancellation is told at once (and drops a change mail still waiting); a reinstated
      // event is a change like any other.
      if (status === 'cancelled') await this.outbox.eventsCancelled(tx, club.id, [eventId], 'cancelled');
      else if (event.status === 'cancelled') await this.outbox.eventsChanging(tx, club.id, [eventId]);
      await tx.query(`UPDATE events SET status = $3, updated_at = now() WHERE club_id = $1 AND id = $2`, [
        club.id,
        eventId,
        status,
      ]);
    });
    return this.get(club.id, eventId, caller);
  }

  /** The series of an event of the club (null for a one-off); 404 when the club has no such event. */
  async seriesOf(clubId: string, eventId: string): Promise<string | null> {
    return (await this.storedOf(clubId, eventId)).series_id;
  }

  /**
   * An event's series and the texts an edit may send back unchanged (refuseChangedText);
   * 404 when the club has no such event.
   */
  async storedOf(clubId: string, eventId: string): Promise<StoredEvent> {
    const rows: StoredEvent[] = await this.db.query(
      `SELECT series_id, name, description, location FROM events WHERE club_id = $1 AND id = $2`,
      [clubId, eventId],
    );
    if (!rows[0]) throw new NotFoundException(API_ERRORS.eventNotFound);
    return rows[0];
  }
}
