import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS, type EditScope } from '@courtside/domain';
import { DataSource } from 'typeorm';
import { FieldValidationException } from '../common/errors/validation.exception';
import { refuseChangedText } from '../common/validation/allowed-characters';
import type { Principal } from '../common/http/request-context';
import type { Club } from '../common/tenancy/club.entity';
import type { EventBodyDto, UpdateEventDto } from '../events/dto/event-body.dto';
import type { EventView } from '../events/event.view';
import { EventsService } from '../events/events.service';
import { NotificationOutbox } from '../notifications/notification-outbox';
import { signupStore } from '../signups/signups.store';
import { Waitlist } from '../signups/waitlist';
import { SeriesEditsService } from './series-edits.service';
import { resolveRule } from './series-rules';
import { SeriesService } from './series.service';

type ClubRef = Pick<Club, 'id' | 'timezone'>;

/**
 * Creating, editing and deleting through `/api/events` (API.md sections 5 and 8). An event may be
 * an occurrence of a series, and a new one may start a series, so these writes span events,
 * sign-ups (capacity and the waitlist) and series: they live here, in the highest of the three,
 * and hand a one-off event to EventsService.
 */
@Injectable()
export class EventWritesService {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventsService,
    private readonly series: SeriesService,
    private readonly seriesEdits: SeriesEditsService,
    private readonly waitlist: Waitlist,
    private readonly outbox: NotificationOutbox,
  ) {}

  /**
   * A one-off event, or (recurring_pattern other than none, or a rule) a series with its
   * occurrences up to the horizon; a series answers with its first occurrence. Either way within
   * the club's quotas (CLUB_QUOTAS: 409 past them).
   */
  async create(club: ClubRef, caller: Principal, body: EventBodyDto): Promise<EventView> {
    const resolved = resolveRule(body, body.start_time.slice(0, 10));
    if (!resolved) return this.events.create(club, caller, body);
    const first = await this.series.create(club, caller, body, resolved);
    // A series has no share setting of its own: its dates follow their kind unless one is set.
    if (body.public_card !== undefined) await this.events.setPublicCard(club.id, first, body.public_card);
    return this.events.get(club.id, first, caller);
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
    const stored = await this.events.storedOf(club.id, eventId);
    refuseChangedText(body, stored);
    const seriesId = stored.series_id;
    if (seriesId) {
      await this.seriesEdits.update(club, eventId, seriesId, caller, body, scope);
      if (body.public_card !== undefined) await this.events.setPublicCard(club.id, eventId, body.public_card);
      return this.events.get(club.id, eventId, caller);
    }
    oneOffOnly(scope, body);
    return this.db.transaction(async (tx) => {
      if ((await this.waitlist.lockEvents(tx, club.id, [eventId])).length === 0)
        throw new NotFoundException(API_ERRORS.eventNotFound);
      if (body.capacity !== undefined && body.capacity !== null) {
        const confirmed = await signupStore.confirmedCount(tx, eventId);
        if (body.capacity < confirmed) {
          throw FieldValidationException.forField(
            'capacity',
            `${API_ERRORS.capacityBelowConfirmed} (${confirmed})`,
          );
        }
      }
      // Its change window (the mail goes once the changes settle, if anything people see changed).
      await this.outbox.eventsChanging(tx, club.id, [eventId]);
      await this.events.replace(tx, club.id, eventId, body, stored);
      await this.waitlist.promote(tx, eventId);
      return this.events.get(club.id, eventId, caller, tx);
    });
  }

  /** Removes the event and, by cascade, its sign-ups; an occurrence of a series with a scope. */
  async remove(club: ClubRef, eventId: string, scope: EditScope): Promise<void> {
    const seriesId = await this.events.seriesOf(club.id, eventId);
    if (seriesId) return this.seriesEdits.remove(club, eventId, seriesId, scope);
    oneOffOnly(scope);
    await this.events.remove(club, eventId);
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
