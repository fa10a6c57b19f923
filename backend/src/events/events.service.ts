import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  API_ERRORS,
  clubNow,
  DEFAULT_EVENT_TYPE,
  DEFAULT_RECURRING_PATTERN,
  signupWindowErrors,
  type EventStatus,
} from '@courtside/domain';
import { FieldValidationException } from '../common/errors/validation.exception';
import { DataSource, type EntityManager } from 'typeorm';
import type { Principal } from '../common/http/request-context';
import type { Club } from '../common/tenancy/club.entity';
import { NotificationOutbox } from '../notifications/notification-outbox';
import type { EventBodyDto, UpdateEventDto } from './dto/event-body.dto';
import { toEventsPage, type EventListQuery, type EventsPage } from './event-list';
import { assertFutureEventQuota } from './event-quota';
import { ownerId, readEvent } from './event-select';
import type { EventView } from './event.view';
import { eventStore, type StoredEvent } from './events.store';

type ClubRef = Pick<Club, 'id' | 'timezone'>;

/** 400 with the field's message when a one-off event's sign-up window is out of order. */
export function checkSignupWindow(window: Parameters<typeof signupWindowErrors>[0]): void {
  const errors = signupWindowErrors(window);
  if (Object.keys(errors).length) throw new FieldValidationException(errors);
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
    const now = query.cursor?.now ?? clubNow(club.timezone, new Date());
    const { rows, total } = await eventStore.list(this.db.manager, club.id, ownerId(caller), now, query);
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
    checkSignupWindow({
      signup_opens_at: body.signup_opens_at ?? null,
      signup_closes_at: body.signup_closes_at ?? null,
      end_time: body.end_time,
    });
    const id = await this.db.transaction(async (tx) => {
      const id = await eventStore.insert(tx, club.id, {
        name: body.name,
        description: body.description ?? '',
        event_type: body.event_type ?? DEFAULT_EVENT_TYPE,
        start_time: body.start_time,
        end_time: body.end_time,
        recurring_pattern: body.recurring_pattern ?? DEFAULT_RECURRING_PATTERN,
        location: body.location ?? '',
        capacity: body.capacity ?? null,
        created_by: ownerId(caller),
        signup_opens_at: body.signup_opens_at ?? null,
        signup_closes_at: body.signup_closes_at ?? null,
        cancel_cutoff_hours: body.cancel_cutoff_hours ?? null,
        public_card: body.public_card ?? null,
      });
      await assertFutureEventQuota(tx, club.id, clubNow(club.timezone, new Date()));
      return id;
    });
    return this.get(club.id, id, caller);
  }

  /**
   * Replaces a one-off event's fields, in the caller's transaction with the event locked (the
   * capacity and waitlist around it are EventWritesService's); optional fields left out keep
   * their value.
   */
  async replace(
    tx: EntityManager,
    clubId: string,
    eventId: string,
    body: UpdateEventDto,
    stored: Pick<StoredEvent, 'signup_opens_at' | 'signup_closes_at'>,
  ): Promise<void> {
    // A window field left out keeps its value; the window as it will be must hold.
    const window = {
      signup_opens_at: body.signup_opens_at === undefined ? stored.signup_opens_at : body.signup_opens_at,
      signup_closes_at: body.signup_closes_at === undefined ? stored.signup_closes_at : body.signup_closes_at,
    };
    checkSignupWindow({ ...window, end_time: body.end_time });
    await eventStore.replace(tx, clubId, eventId, {
      name: body.name,
      start_time: body.start_time,
      end_time: body.end_time,
      description: body.description === undefined ? null : (body.description ?? ''),
      event_type: body.event_type ?? null,
      recurring_pattern: body.recurring_pattern ?? null,
      location: body.location === undefined ? null : (body.location ?? ''),
      setCapacity: body.capacity !== undefined,
      capacity: body.capacity ?? null,
      setWindow: true,
      ...window,
      setCutoff: body.cancel_cutoff_hours !== undefined,
      cancel_cutoff_hours: body.cancel_cutoff_hours ?? null,
      setPublicCard: body.public_card !== undefined,
      public_card: body.public_card ?? null,
    });
  }

  /** Sets one event's share-card flag (an occurrence's alone, whatever its series). */
  async setPublicCard(clubId: string, eventId: string, value: boolean | null): Promise<void> {
    await eventStore.setPublicCard(this.db.manager, clubId, eventId, value);
  }

  /** Removes a one-off event and, by cascade, its sign-ups. */
  async remove(club: ClubRef, eventId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Everyone signed up is told, from the sign-ups the delete is about to remove.
      await this.outbox.eventsCancelled(tx, club.id, [eventId], 'deleted');
      const affected = await eventStore.remove(tx, club.id, eventId);
      if (!affected) throw new NotFoundException(API_ERRORS.eventNotFound);
    });
  }

  /**
   * Cancels or reinstates one event (a one-off, or one occurrence of a series) not yet started;
   * its sign-ups stay. A cancellation keeps `reason` (null: none); reinstating clears it.
   */
  async setStatus(
    club: ClubRef,
    eventId: string,
    caller: Principal,
    status: EventStatus,
    reason: string | null = null,
  ): Promise<EventView> {
    await this.db.transaction(async (tx) => {
      const event = await eventStore.lockForStatus(tx, club.id, eventId);
      if (!event) throw new NotFoundException(API_ERRORS.eventNotFound);
      if (event.start_time <= clubNow(club.timezone, new Date()))
        throw new ConflictException(event.series_id ? API_ERRORS.occurrencePast : API_ERRORS.eventPast);
      // A cancellation is told at once, with its reason (and drops a change mail still waiting);
      // a reinstated event is a change like any other.
      if (status === 'cancelled')
        await this.outbox.eventsCancelled(tx, club.id, [eventId], 'cancelled', reason);
      else if (event.status === 'cancelled') await this.outbox.eventsChanging(tx, club.id, [eventId]);
      await eventStore.setStatus(tx, club.id, eventId, status, status === 'cancelled' ? reason : null);
      // Its open offers end with it (their holders had the cancellation mail, above).
      if (status === 'cancelled') await eventStore.endOpenOffers(tx, eventId);
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
    const row = await eventStore.stored(this.db.manager, clubId, eventId);
    if (!row) throw new NotFoundException(API_ERRORS.eventNotFound);
    return row;
  }
}
