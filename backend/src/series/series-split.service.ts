import { ConflictException, Injectable } from '@nestjs/common';
import { API_ERRORS, VALIDATION, patternOfRule, parseRule, presetRule } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import { FieldValidationException } from '../common/errors/validation.exception';
import type { Principal } from '../common/http/request-context';
import type { Club } from '../common/tenancy/club.entity';
import type { UpdateEventDto } from '../events/dto/event-body.dto';
import { ownerId } from '../events/event-select';
import { isOccurrence, occurrencesBetween } from './recurrence';
import { SeriesMaterialiser } from './series-materialiser.service';
import {
  bodyRule,
  changedFields,
  dateOf,
  durationOf,
  planOccurrence,
  templateOf,
  timeOf,
  windowOf,
  type OccurrenceChange,
} from './series-edit-plan';
import {
  checkCapacity,
  deleteOccurrences,
  endSeriesBefore,
  lockFutureOccurrences,
  writeOccurrences,
} from './series-occurrences';
import { assertLiveSeriesQuota } from './series-quota';
import { TEMPLATE_FIELDS, type OccurrenceRow, type SeriesRow } from './series-row';
import { occurrenceStore } from './occurrences.store';
import { seriesStore } from './series.store';
import { subscriptionStore } from './series-subscriptions.store';
import { NotificationOutbox } from '../notifications/notification-outbox';
import { Waitlist } from '../signups/waitlist';

type ClubRef = Pick<Club, 'id' | 'timezone'>;

/**
 * "This and the following": the series splits at the target occurrence. The old series ends the
 * day before it; a new series carries the change forward. The following occurrences keep their
 * ids and sign-ups (calendar UIDs stay stable) and move to the new series, with the standing
 * sign-ups. Runs inside SeriesEditsService's transaction, with the series and target locked.
 */
@Injectable()
export class SeriesSplitService {
  constructor(
    private readonly materialiser: SeriesMaterialiser,
    private readonly waitlist: Waitlist,
    private readonly outbox: NotificationOutbox,
  ) {}

  /**
   * When the dates stay (same rule, target on its date), each following occurrence keeps its
   * date and takes the new time of day. When they move (a new rule, or the target moved to
   * another date), the following occurrences are paired in date order with the new series'
   * dates; any left over when the new series has fewer dates (up to the horizon or its end) are
   * deleted with their sign-ups, and any new dates beyond them are added.
   */
  async update(
    tx: EntityManager,
    club: ClubRef,
    series: SeriesRow,
    target: OccurrenceRow,
    now: string,
    caller: Principal,
    body: UpdateEventDto,
  ): Promise<void> {
    if (target.start_time <= now) throw new ConflictException(API_ERRORS.occurrencePast);
    const { rule, until } = this.ruleFor(series, target, body);
    const time = timeOf(body.start_time);
    const duration = durationOf(body);
    const datesMove = rule !== series.rule || dateOf(body.start_time) !== dateOf(target.start_time);
    const dtstart = datesMove ? body.start_time : `${dateOf(target.original_start)}T${time}`;
    if (until !== null && until < dateOf(dtstart))
      throw FieldValidationException.forField('repeat_until', VALIDATION.repeatUntilBeforeStart);
    if (datesMove && !isOccurrence({ rule, until, timeZone: club.timezone }, dtstart))
      throw FieldValidationException.forField('start_time', VALIDATION.startNotOccurrence);

    const following = await lockFutureOccurrences(
      this.waitlist,
      tx,
      club.id,
      series.id,
      now,
      target.original_start,
    );
    const horizon = this.materialiser.horizon(club.timezone);
    const through = dtstart > horizon ? dtstart : horizon;
    const dates = datesMove
      ? occurrencesBetween({ rule, dtstart, until, timeZone: club.timezone }, null, through)
      : following
          .map((o) => `${dateOf(o.original_start)}T${time}`)
          .filter((d) => until === null || dateOf(d) <= until);
    const paired = following.slice(0, dates.length);
    const leftOver = following.slice(dates.length);

    const template = templateOf(body, series);
    const created = await seriesStore.insert(
      tx,
      club.id,
      {
        rule,
        recurring_pattern: patternOfRule(parseRuleOrThrow(rule)),
        dtstart,
        until,
        name: template.name,
        description: template.description,
        event_type: template.event_type,
        location: template.location,
        capacity: template.capacity,
        duration_minutes: duration,
        created_by: ownerId(caller),
        ...windowOf(body, series),
      },
      // Materialised as far as the pairing reaches; the materialiser adds what lies beyond.
      datesMove
        ? dates[paired.length - 1]
        : latest(series.materialised_until, dates[dates.length - 1] ?? dtstart),
    );
    const fields =
      body.overwrite_exceptions === true ? [...TEMPLATE_FIELDS] : changedFields(series, template);
    const changes: OccurrenceChange[] = paired.map((o, i) =>
      o.id === target.id
        ? {
            id: o.id,
            series_id: created.id,
            original_start: dates[i],
            start_time: body.start_time,
            end_time: body.end_time,
            template,
            overridden_fields: body.start_time === dates[i] ? [] : ['start_time', 'end_time'],
          }
        : planOccurrence(o, {
            seriesId: created.id,
            originalStart: dates[i],
            fields,
            template,
            timeChanged: true,
            durationMinutes: duration,
            overwrite: body.overwrite_exceptions === true,
          }),
    );
    await checkCapacity(
      tx,
      changes.filter((c, i) => c.template.capacity !== paired[i].capacity),
    );
    await deleteOccurrences(
      this.outbox,
      tx,
      club.id,
      leftOver.map((o) => o.id),
    );
    await writeOccurrences(this.waitlist, this.outbox, tx, club.id, changes);
    await subscriptionStore.move(tx, club.id, series.id, created.id);
    // The dates from here on take no standing sign-ups: those moved to them end, each holder told.
    if (!windowOf(body, series).allow_standing_signups) {
      await this.outbox.standingSignupsEnded(tx, club.id, created.id);
      await subscriptionStore.removeAllFor(tx, club.id, created.id);
    }
    await endSeriesBefore(tx, club.id, series.id, dateOf(target.original_start));
    // The old series may still run until the split: the two count against the club's quota.
    await assertLiveSeriesQuota(tx, club.id, dateOf(now));
    await this.materialiser.materialise(tx, created, club.timezone);
  }

  /** Deletes the target and the following occurrences; the series ends the day before. */
  async remove(
    tx: EntityManager,
    club: ClubRef,
    series: SeriesRow,
    target: OccurrenceRow,
    now: string,
  ): Promise<void> {
    const following = await lockFutureOccurrences(
      this.waitlist,
      tx,
      club.id,
      series.id,
      now,
      target.original_start,
    );
    await deleteOccurrences(
      this.outbox,
      tx,
      club.id,
      following.map((o) => o.id),
    );
    await endSeriesBefore(tx, club.id, series.id, dateOf(target.original_start));
    // Nothing left to sign up for: the standing sign-ups end.
    if ((await occurrenceStore.upcomingCount(tx, club.id, series.id, now)) === 0)
      await subscriptionStore.removeAllFor(tx, club.id, series.id);
  }

  /**
   * The new series' rule: the body's own, else the preset of a new pattern, else the old rule
   * (a preset re-derived from the new first date when the target moves to another date); and its
   * end: the body's repeat_until, else the rule's UNTIL, else the old end.
   */
  private ruleFor(
    series: SeriesRow,
    target: OccurrenceRow,
    body: UpdateEventDto,
  ): { rule: string; until: string | null } {
    if (body.recurring_pattern === 'none')
      throw FieldValidationException.forField('recurring_pattern', VALIDATION.ruleNeedsPattern);
    const named = bodyRule(body);
    const pattern = body.recurring_pattern ?? series.recurring_pattern;
    if (
      named &&
      patternOfRule(parseRuleOrThrow(named.rule)) !== pattern &&
      body.recurring_pattern !== undefined
    )
      throw FieldValidationException.forField('recurring_pattern', VALIDATION.patternRuleMismatch);
    const newDate = dateOf(body.start_time);
    const wasPreset = series.rule === presetRule(series.recurring_pattern, dateOf(series.dtstart));
    const rule = named
      ? named.rule
      : pattern !== series.recurring_pattern || (wasPreset && newDate !== dateOf(target.start_time))
        ? presetRule(pattern, newDate)
        : series.rule;
    const until = body.repeat_until !== undefined ? body.repeat_until : (named?.until ?? series.until);
    return { rule, until };
  }
}

const latest = (a: string, b: string) => (a > b ? a : b);

function parseRuleOrThrow(rule: string) {
  const parsed = parseRule(rule);
  if (!parsed.ok) throw FieldValidationException.forField('rule', parsed.error);
  return parsed.rule;
}
