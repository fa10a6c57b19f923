import { Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS, can, clubNow, DEFAULT_EVENT_TYPE, describeSeries } from '@courtside/domain';
import { DataSource } from 'typeorm';
import type { Principal } from '../common/http/request-context';
import type { Club } from '../common/tenancy/club.entity';
import type { EventBodyDto } from '../events/dto/event-body.dto';
import { ownerId } from '../events/event-select';
import { durationOf, NO_WINDOW, windowOf } from './series-edit-plan';
import { SeriesMaterialiser } from './series-materialiser.service';
import { assertLiveSeriesQuota } from './series-quota';
import type { SeriesRow } from './series-row';
import { checkFirstStart, type ResolvedRule } from './series-rules';
import type { SeriesView, SubscriptionView } from './series.view';
import { seriesStore, type SeriesWithNext } from './series.store';

/** Creating a series with its first occurrences, and reading series. */
@Injectable()
export class SeriesService {
  constructor(
    private readonly db: DataSource,
    private readonly materialiser: SeriesMaterialiser,
  ) {}

  /**
   * Creates the series a new event asks for and its occurrences up to the horizon (with the
   * first one always), in one transaction, within the club's quotas (409 past them; 400 for more
   * than CLUB_QUOTAS.eventsPerRequest dates). Returns the id of the first occurrence.
   */
  async create(
    club: Pick<Club, 'id' | 'timezone'>,
    caller: Principal,
    body: EventBodyDto,
    resolved: ResolvedRule,
  ): Promise<string> {
    checkFirstStart(
      resolved,
      body.start_time,
      club.timezone,
      clubNow(club.timezone, new Date()).slice(0, 10),
    );
    const duration = durationOf(body);
    const window = windowOf(body, NO_WINDOW);
    return this.db.transaction(async (tx) => {
      const series = await seriesStore.insert(tx, club.id, {
        rule: resolved.rule,
        recurring_pattern: resolved.pattern,
        dtstart: body.start_time,
        until: resolved.until,
        name: body.name,
        description: body.description ?? '',
        event_type: body.event_type ?? DEFAULT_EVENT_TYPE,
        location: body.location ?? '',
        capacity: body.capacity ?? null,
        duration_minutes: duration,
        created_by: ownerId(caller),
        ...window,
      });
      await assertLiveSeriesQuota(tx, club.id, clubNow(club.timezone, new Date()).slice(0, 10));
      const [first] = await this.materialiser.materialise(tx, series, club.timezone);
      return first;
    });
  }

  /** A series of the club, with whether the caller has a standing sign-up for it. */
  async get(club: Pick<Club, 'id' | 'timezone'>, seriesId: string, caller: Principal): Promise<SeriesView> {
    const row = await seriesStore.find(
      this.db.manager,
      club.id,
      seriesId,
      ownerId(caller),
      clubNow(club.timezone, new Date()),
    );
    if (!row) throw new NotFoundException(API_ERRORS.seriesNotFound);
    return toSeriesView(row, can(caller.userType, 'events:manage'));
  }

  /** The caller's standing sign-ups at the club, oldest first. */
  async subscriptionsOf(club: Pick<Club, 'id' | 'timezone'>, caller: Principal): Promise<SubscriptionView[]> {
    const userId = ownerId(caller);
    if (userId === null) return [];
    const rows = await seriesStore.subscribedBy(
      this.db.manager,
      club.id,
      userId,
      clubNow(club.timezone, new Date()),
    );
    return rows.map((row) => ({
      series_id: row.id,
      name: row.name,
      event_type: row.event_type,
      location: row.location,
      rule: row.rule,
      until: row.until,
      recurring_pattern: row.recurring_pattern,
      start_local_time: row.start_local_time.slice(0, 5),
      summary: summaryOf(row),
      next_start: row.next_start,
      subscribed_at: row.subscribed_at,
    }));
  }
}

const summaryOf = (row: SeriesRow) =>
  describeSeries({
    rule: row.rule,
    start_local_time: row.start_local_time,
    until: row.until,
    first_date: row.dtstart.slice(0, 10),
  });

/** A series as the API shows it; `staff` (events:manage) also see whether its horizon is blocked. */
export function toSeriesView(row: SeriesWithNext & { subscribed: boolean }, staff = false): SeriesView {
  return {
    id: row.id,
    rule: row.rule,
    until: row.until,
    recurring_pattern: row.recurring_pattern,
    first_start: row.dtstart,
    summary: summaryOf(row),
    template: {
      name: row.name,
      description: row.description,
      event_type: row.event_type,
      location: row.location,
      capacity: row.capacity,
      start_local_time: row.start_local_time.slice(0, 5),
      duration_minutes: row.duration_minutes,
      signup_opens_hours_before: row.signup_opens_hours_before,
      signup_closes_hours_before: row.signup_closes_hours_before,
      cancel_cutoff_hours: row.cancel_cutoff_hours,
      allow_standing_signups: row.allow_standing_signups,
    },
    next_start: row.next_start,
    subscribed: row.subscribed,
    ...(staff && { horizon_blocked: row.horizon_blocked }),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
