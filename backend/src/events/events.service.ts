import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  API_ERRORS,
  DEFAULT_EVENT_TYPE,
  DEFAULT_RECURRING_PATTERN,
  type EditScope,
  type EventStatus,
} from '@courtside/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { Principal } from '../common/http/request-context';
import type { Club } from '../common/tenancy/club.entity';
import { FieldValidationException } from '../common/errors/validation.exception';
import { refuseChangedText } from '../common/validation/allowed-characters';
import { SeriesEditsService } from '../series/series-edits.service';
import { resolveRule } from '../series/series-rules';
import { SeriesService } from '../series/series.service';
import { NotificationOutbox } from '../notifications/notification-outbox';
import { Waitlist } from '../signups/waitlist';
import type { EventBodyDto, UpdateEventDto } from './dto/event-body.dto';
import {
  clubNow,
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

interface StoredEvent {
  series_id: string | null;
  name: string;
  description: string;
  location: string;
}

@Injectable()
export class EventsService {
  constructor(
    private readonly db: DataSource,
    private readonly series: SeriesService,
    private readonly seriesEdits: SeriesEditsService,
    private readonly waitlist: Waitlist,
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
   * A one-off event, or (recurring_pattern other than none, or a rule) a series with its
   * occurrences up to the horizon; a series answers with its first occurrence. Either way within
   * the club's quotas (CLUB_QUOTAS: 409 past them).
   */
  async create(club: ClubRef, caller: Principal, body: EventBodyDto): Promise<EventView> {
    const resolved = resolveRule(body, body.start_time.slice(0, 10));
    if (resolved) return this.get(club.id, await this.series.create(club, caller, body, resolved), caller);
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
   * An occurrence of a series changes with a scope (SeriesEditsService). A one-off event has its
   * fields replaced; optional fields left out keep their value. A larger capacity confirms
   * waitlisted people at once; a capacity below the confirmed count is refused.
   */
  async update(
    club: ClubRef,
    eventId: string,
    caller: Principal,
    body: UpdateEventDto,
    scope: EditScope,
  ): Promise<EventView> {
    if (body.id !== undefined && body.id.toLowerCase() !== eventId)
      throw new BadRequestException(API_ERRORS.eventIdMismatch);
    const stored = await this.storedOf(club.id, eventId);
    refuseChangedText(body, stored);
    const seriesId = stored.series_id;
    if (seriesId) {
      await this.seriesEdits.update(club, eventId, seriesId, caller, body, scope);
      return this.get(club.id, eventId, caller);
    }
    oneOffOnly(scope, body);
    return this.db.transaction(async (tx) => {
      if ((await this.waitlist.lockEvents(tx, club.id, [eventId])).length === 0)
        throw new NotFoundException(API_ERRORS.eventNotFound);
      if (body.capacity !== undefined && body.capacity !== null) {
        const [{ confirmed }] = await tx.query(
          `SELECT count(*)::int AS confirmed FROM signups WHERE event_id = $1 AND status = 'confirmed'`,
          [eventId],
        );
        if (body.capacity < confirmed) {
          throw FieldValidationException.forField(
            'capacity',
            `${API_ERRORS.capacityBelowConfirmed} (${confirmed})`,
          );
        }
      }
      // Its change window (the mail goes once the changes settle, if anything people see changed).
      await this.outbox.eventsChanging(tx, club.id, [eventId]);
      await tx.query(
        `UPDATE events SET name = $3, start_time = $4, end_time = $5,
                description = COALESCE($6, description), event_type = COALESCE($7, event_type),
                recurring_pattern = COALESCE($8, recurring_pattern), location = COALESCE($9, location),
                capacity = CASE WHEN $10::boolean THEN $11::int ELSE capacity END,
                updated_at = now()
          WHERE club_id = $1 AND id = $2`,
        [
          club.id,
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
      await this.waitlist.promote(tx, eventId);
      return this.get(club.id, eventId, caller, tx);
    });
  }

  /** Removes the event and, by cascade, its sign-ups; an occurrence of a series with a scope. */
  async remove(club: ClubRef, eventId: string, scope: EditScope): Promise<void> {
    const seriesId = await this.seriesOf(club.id, eventId);
    if (seriesId) return this.seriesEdits.remove(club, eventId, seriesId, scope);
    oneOffOnly(scope);
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

  /** Cancels or reinstates one event (an occurrence, or a one-off) not yet started. */
  async setStatus(
    club: ClubRef,
    eventId: string,
    caller: Principal,
    status: EventStatus,
  ): Promise<EventView> {
    await this.seriesEdits.setStatus(club, eventId, status);
    return this.get(club.id, eventId, caller);
  }

  /** The series of an event of the club (null for a one-off); 404 when the club has no such event. */
  private async seriesOf(clubId: string, eventId: string): Promise<string | null> {
    return (await this.storedOf(clubId, eventId)).series_id;
  }

  /**
   * An event's series and the texts an edit may send back unchanged (refuseChangedText);
   * 404 when the club has no such event.
   */
  private async storedOf(clubId: string, eventId: string): Promise<StoredEvent> {
    const rows: StoredEvent[] = await this.db.query(
      `SELECT series_id, name, description, location FROM events WHERE club_id = $1 AND id = $2`,
      [clubId, eventId],
    );
    if (!rows[0]) throw new NotFoundException(API_ERRORS.eventNotFound);
    return rows[0];
  }
}

/** A one-off event has no series to reach into: only the default scope, and no rule to change. */
function oneOffOnly(scope: EditScope, body?: UpdateEventDto): void {
  if (scope !== 'occurrence') throw FieldValidationException.forField('scope', API_ERRORS.notInSeries);
  if (body?.rule !== undefined && body.rule !== null)
    throw FieldValidationException.forField('rule', API_ERRORS.notInSeries);
  if (body?.repeat_until !== undefined && body.repeat_until !== null)
    throw FieldValidationException.forField('repeat_until', API_ERRORS.notInSeries);
}
