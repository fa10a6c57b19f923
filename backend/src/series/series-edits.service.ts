import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS, clubNow, VALIDATION, type EditScope } from '@courtside/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { FieldValidationException } from '../common/errors/validation.exception';
import type { Principal } from '../common/http/request-context';
import type { Club } from '../common/tenancy/club.entity';
import type { UpdateEventDto } from '../events/dto/event-body.dto';
import { SeriesMaterialiser } from './series-materialiser.service';
import {
  changedFields,
  dateOf,
  durationOf,
  occurrenceEdits,
  planOccurrence,
  refuseRuleChange,
  templateOf,
  timeOf,
  windowOf,
} from './series-edit-plan';
import {
  checkCapacity,
  deleteOccurrences,
  endSeriesBefore,
  lockFutureOccurrences,
  lockOccurrence,
  writeOccurrences,
} from './series-occurrences';
import { TEMPLATE_FIELDS, lockSeries, type OccurrenceRow, type SeriesRow } from './series-row';
import { NotificationOutbox } from '../notifications/notification-outbox';
import { signupStore } from '../signups/signups.store';
import { Waitlist } from '../signups/waitlist';
import { seriesStore } from './series.store';
import { subscriptionStore } from './series-subscriptions.store';
import { SeriesSplitService } from './series-split.service';

type ClubRef = Pick<Club, 'id' | 'timezone'>;

/**
 * Edits and deletes of occurrences with a scope (API.md section 8): this occurrence, this and
 * the following (SeriesSplitService), or the whole series. Cancelling or reinstating one date is
 * EventsService's, as for a one-off event. Past occurrences (started) never change. Lock order: the series, then its events in id order.
 */
@Injectable()
export class SeriesEditsService {
  constructor(
    private readonly db: DataSource,
    private readonly materialiser: SeriesMaterialiser,
    private readonly split: SeriesSplitService,
    private readonly waitlist: Waitlist,
    private readonly outbox: NotificationOutbox,
  ) {}

  async update(
    club: ClubRef,
    eventId: string,
    seriesId: string,
    caller: Principal,
    body: UpdateEventDto,
    scope: EditScope,
  ) {
    await this.db.transaction(async (tx) => {
      const { series, target, now } = await this.lockTarget(tx, club, seriesId, eventId);
      if (scope === 'following') return this.split.update(tx, club, series, target, now, caller, body);
      if (scope === 'series') return this.updateSeries(tx, club, series, target, now, body);
      if (target.start_time <= now) throw new ConflictException(API_ERRORS.occurrencePast);
      refuseRuleChange(body, series, true);
      const { template, changed } = occurrenceEdits(target, body);
      const change = {
        id: target.id,
        series_id: series.id,
        original_start: target.original_start,
        start_time: body.start_time,
        end_time: body.end_time,
        template,
        overridden_fields: [...new Set([...target.overridden_fields, ...changed])],
      };
      await checkOneCapacity(tx, change.template.capacity, target);
      await writeOccurrences(this.waitlist, this.outbox, tx, club.id, [change]);
    });
  }

  /**
   * The whole series: the time of day, duration and template fields reach every occurrence not
   * yet started, except fields edited on one occurrence alone (unless `overwrite_exceptions`).
   * Dates cannot move; `repeat_until` may change (dates past a new end go).
   */
  private async updateSeries(
    tx: EntityManager,
    club: ClubRef,
    series: SeriesRow,
    target: OccurrenceRow,
    now: string,
    body: UpdateEventDto,
  ): Promise<void> {
    refuseRuleChange(body, series, false);
    if (dateOf(body.start_time) !== dateOf(target.start_time))
      throw FieldValidationException.forField('start_time', VALIDATION.seriesCannotMoveDates);
    const until = body.repeat_until === undefined ? series.until : body.repeat_until;
    if (until !== null && until < dateOf(series.dtstart))
      throw FieldValidationException.forField('repeat_until', VALIDATION.repeatUntilBeforeStart);
    const template = templateOf(body, series);
    const window = windowOf(body, series);
    const overwrite = body.overwrite_exceptions === true;
    // Overwriting exceptions sets every field of every occurrence to the series' own.
    const fields = overwrite ? [...TEMPLATE_FIELDS] : changedFields(series, template);
    const time = timeOf(body.start_time);
    const duration = durationOf(body);
    const timeChanged = overwrite || time !== series.start_local_time || duration !== series.duration_minutes;

    const future = await lockFutureOccurrences(this.waitlist, tx, club.id, series.id, now);
    const beyond = future.filter((o) => until !== null && dateOf(o.original_start) > until);
    const kept = future.filter((o) => !beyond.includes(o));
    const changes = kept.map((o) =>
      planOccurrence(o, {
        seriesId: series.id,
        originalStart: `${dateOf(o.original_start)}T${time}`,
        fields,
        template,
        timeChanged,
        durationMinutes: duration,
        overwrite,
      }),
    );
    await checkCapacity(
      tx,
      changes.filter((c, i) => c.template.capacity !== kept[i].capacity),
    );
    await deleteOccurrences(
      this.outbox,
      tx,
      club.id,
      beyond.map((o) => o.id),
    );
    await writeOccurrences(this.waitlist, this.outbox, tx, club.id, changes);
    await seriesStore.updateTemplate(tx, club.id, series.id, {
      name: template.name,
      description: template.description,
      event_type: template.event_type,
      location: template.location,
      capacity: template.capacity,
      start_local_time: time,
      duration_minutes: duration,
      until,
    });
    await seriesStore.setWindow(tx, club.id, series.id, window);
    // Switched off: the standing sign-ups end, each holder told (the sign-ups they made stay).
    if (!window.allow_standing_signups) {
      await this.outbox.standingSignupsEnded(tx, club.id, series.id);
      await subscriptionStore.removeAllFor(tx, club.id, series.id);
    }
    // A later end (or none) adds the dates now inside the horizon.
    const updated = await lockSeries(tx, club.id, series.id, 'NO KEY UPDATE');
    await this.materialiser.materialise(tx, updated!, club.timezone);
  }

  /** Deletes an occurrence, this and the following ones, or every one not yet started. */
  async remove(club: ClubRef, eventId: string, seriesId: string, scope: EditScope): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { series, target, now } = await this.lockTarget(tx, club, seriesId, eventId);
      if (scope === 'series') {
        const future = await lockFutureOccurrences(this.waitlist, tx, club.id, series.id, now);
        await deleteOccurrences(
          this.outbox,
          tx,
          club.id,
          future.map((o) => o.id),
        );
        // Past occurrences stay as history; the series ends where they do.
        await endSeriesBefore(tx, club.id, series.id, nextDay(now));
        await subscriptionStore.removeAllFor(tx, club.id, series.id);
        return;
      }
      if (target.start_time <= now) throw new ConflictException(API_ERRORS.occurrencePast);
      if (scope === 'following') return this.split.remove(tx, club, series, target, now);
      await deleteOccurrences(this.outbox, tx, club.id, [target.id]);
    });
  }

  private async lockTarget(tx: EntityManager, club: ClubRef, seriesId: string, eventId: string) {
    const series = await lockSeries(tx, club.id, seriesId, 'NO KEY UPDATE');
    const target = series && (await lockOccurrence(tx, club.id, eventId));
    // Moved to another series (a concurrent split) or gone while this request waited.
    if (!series || !target || target.series_id !== series.id)
      throw new NotFoundException(API_ERRORS.eventNotFound);
    return { series, target, now: clubNow(club.timezone, new Date()) };
  }
}

/** A capacity below the confirmed sign-ups of one occurrence: the one-off event's 400. */
async function checkOneCapacity(
  tx: EntityManager,
  capacity: number | null,
  target: OccurrenceRow,
): Promise<void> {
  if (capacity === null || capacity === target.capacity) return;
  const confirmed = await signupStore.confirmedCount(tx, target.id);
  if (capacity < confirmed)
    throw FieldValidationException.forField(
      'capacity',
      `${API_ERRORS.capacityBelowConfirmed} (${confirmed})`,
    );
}

const nextDay = (wall: string) => {
  const d = new Date(`${wall.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
