import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { API_ERRORS, CLUB_QUOTAS, clubNow } from '@courtside/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { assertFutureEventQuota, futureEventCount, lockClubQuota } from '../events/event-quota';
import { addDays, occurrencesBetween } from './recurrence';
import { occurrenceStore } from './occurrences.store';
import { lockSeries, scheduleOf, type SeriesRow } from './series-row';
import { seriesStore } from './series.store';
import { subscriptionStore } from './series-subscriptions.store';
import { signupStore } from '../signups/signups.store';
import { standingSignupStore } from '../signups/standing-signups.store';

/**
 * Occurrences exist as event rows from a series' first date up to a rolling horizon
 * (SERIES_HORIZON_DAYS after today, club time), however far away its end is. Materialising is
 * safe to run anywhere, any number of times at once: the series row is locked while its new
 * occurrences are added, the unique (series_id, original_start) refuses a duplicate even without
 * the lock (ON CONFLICT DO NOTHING), and standing sign-ups are added only for the occurrences this
 * transaction inserted, in the same transaction.
 */
@Injectable()
export class SeriesMaterialiser {
  private readonly logger = new Logger('SeriesHorizon');

  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The last wall-clock instant occurrences should exist for today in `timeZone`. */
  horizon(timeZone: string): string {
    return horizonEnd(timeZone, this.config.SERIES_HORIZON_DAYS);
  }

  /** See materialiseSeries. */
  materialise(tx: EntityManager, series: SeriesRow, timeZone: string): Promise<string[]> {
    return materialiseSeries(tx, series, timeZone, this.config.SERIES_HORIZON_DAYS);
  }

  /**
   * Extends one series up to the horizon in a transaction of its own, as far as the club's quota
   * of events to come allows (a series stopped short is flagged and logged); returns how many
   * were added.
   */
  async extend(clubId: string, seriesId: string): Promise<number> {
    const { added, blocked } = await this.db.transaction(async (tx) => {
      const series = await lockSeries(tx, clubId, seriesId, 'NO KEY UPDATE');
      if (!series) return { added: 0, blocked: false };
      const extended = await extendSeries(tx, series, series.timezone, this.config.SERIES_HORIZON_DAYS);
      return { added: extended.ids.length, blocked: extended.blocked };
    });
    if (blocked)
      this.logger.warn(
        `Series ${seriesId} of club ${clubId} stopped short of the horizon after ${added} new dates: the club holds ${CLUB_QUOTAS.futureEvents} events to come`,
      );
    return added;
  }

  /**
   * The horizon job: extends every series that stops short of its club's horizon, one
   * transaction per series (a failure is logged and retried on the next run, the rest go on).
   */
  async extendAll(): Promise<{ series: number; occurrences: number }> {
    const due = await seriesStore.dueForExtension(this.db.manager, this.config.SERIES_HORIZON_DAYS);
    let occurrences = 0;
    for (const { id, club_id } of due) {
      try {
        occurrences += await this.extend(club_id, id);
      } catch (error) {
        this.logger.warn(`Could not extend series ${id}: ${(error as Error).message}`);
      }
    }
    if (occurrences) this.logger.log(`Extended ${due.length} series by ${occurrences} occurrences`);
    return { series: due.length, occurrences };
  }
}

/**
 * The standing job: places the standing sign-ups of every occurrence whose window has opened and
 * that has not had them yet, one transaction per occurrence with its row locked (so the sign-up
 * route, placing first when it gets there first, and several replicas place each once).
 * Returns how many occurrences and sign-ups.
 */
export async function placeOpenedStandingSignups(
  db: DataSource,
  logger: Logger,
): Promise<{ events: number; signups: number }> {
  let events = 0;
  let signups = 0;
  for (const { id } of await standingSignupStore.due(db.manager)) {
    try {
      const placed = await db.transaction(async (tx) => {
        await signupStore.lockEvent(tx, id);
        return standingSignupStore.placeIfOpen(tx, id);
      });
      events += 1;
      signups += placed;
    } catch (error) {
      logger.warn(`Could not place the standing sign-ups of event ${id}: ${(error as Error).message}`);
    }
  }
  return { events, signups };
}

/** The last wall-clock instant occurrences should exist for, `days` after today in `timeZone`. */
export function horizonEnd(timeZone: string, days: number, now: Date = new Date()): string {
  return `${addDays(clubNow(timeZone, now).slice(0, 10), days)}T23:59:59`;
}

/** The occurrences a series lacks up to the horizon (and always its first), and how far that is. */
function missingOccurrences(
  series: SeriesRow,
  timeZone: string,
  horizonDays: number,
): { starts: string[]; through: string } | null {
  let through = horizonEnd(timeZone, horizonDays);
  if (through < series.dtstart) through = series.dtstart;
  if (series.until && through.slice(0, 10) > series.until) through = `${series.until}T23:59:59`;
  if (through <= series.materialised_until) return null;
  return {
    starts: occurrencesBetween(scheduleOf(series, timeZone), series.materialised_until, through),
    through,
  };
}

/**
 * Adds the occurrences of a locked series after its `materialised_until` up to the horizon (and
 * always its first one), each with the standing sign-ups in subscription order: confirmed while
 * the capacity lasts, then waitlisted. Returns the ids of the new occurrences, in order. Plain
 * (no Nest): the demo seed uses it too.
 *
 * For a request (creating or editing a series), within the club's quotas: more than
 * CLUB_QUOTAS.eventsPerRequest dates at once is a 400, more events to come than the club may hold
 * a 409, and nothing is written. Having added every date, the series is no longer
 * `horizon_blocked`.
 */
export async function materialiseSeries(
  tx: EntityManager,
  series: SeriesRow,
  timeZone: string,
  horizonDays: number,
): Promise<string[]> {
  const missing = missingOccurrences(series, timeZone, horizonDays);
  if (!missing) {
    // An edit that ended the series sooner can leave nothing held back.
    if (series.horizon_blocked) await unblock(tx, series.id);
    return [];
  }
  if (missing.starts.length > CLUB_QUOTAS.eventsPerRequest)
    throw new BadRequestException(API_ERRORS.tooManyEventsAtOnce);
  const ids = await addOccurrences(tx, series, missing.starts, missing.through, false);
  if (ids.length) await assertFutureEventQuota(tx, series.club_id, clubNow(timeZone, new Date()));
  return ids;
}

/**
 * The horizon job's materialising of a locked series: as materialiseSeries, but it stops at the
 * club's quota of events to come instead of failing. A series stopped short is flagged
 * `horizon_blocked` (shown to staff) and keeps the dates it has; the next run adds the rest once
 * the club has room.
 */
export async function extendSeries(
  tx: EntityManager,
  series: SeriesRow,
  timeZone: string,
  horizonDays: number,
): Promise<{ ids: string[]; blocked: boolean }> {
  const missing = missingOccurrences(series, timeZone, horizonDays);
  if (!missing) return { ids: [], blocked: false };
  const now = clubNow(timeZone, new Date());
  await lockClubQuota(tx, series.club_id);
  const room = CLUB_QUOTAS.futureEvents - (await futureEventCount(tx, series.club_id, now));
  const fitting = startsWithinRoom(missing.starts, now, room);
  if (fitting.length === missing.starts.length)
    return { ids: await addOccurrences(tx, series, missing.starts, missing.through, false), blocked: false };
  // Materialised up to the last date added: the next run goes on after it.
  const through = fitting.length ? fitting[fitting.length - 1] : series.materialised_until;
  return { ids: await addOccurrences(tx, series, fitting, through, true), blocked: true };
}

const unblock = (tx: EntityManager, seriesId: string) => seriesStore.unblock(tx, seriesId);

/**
 * The first of `starts` (in order) that fit in `room` more events to come: every date already
 * started by `now` (a series made far back), they do not count, then as many later ones as fit.
 */
export function startsWithinRoom(starts: string[], now: string, room: number): string[] {
  const started = starts.filter((start) => start <= now).length;
  return starts.slice(0, started + Math.max(0, room));
}

/**
 * Inserts the occurrences `starts` of a locked series (a date it already has is skipped), signs
 * its standing subscribers up for them, and records how far it is materialised and whether it
 * stopped short of the horizon.
 */
async function addOccurrences(
  tx: EntityManager,
  series: SeriesRow,
  starts: string[],
  through: string,
  blocked: boolean,
): Promise<string[]> {
  let ids: string[] = [];
  if (starts.length) {
    ids = await occurrenceStore.insertFromTemplate(tx, series.id, starts);
    await addStandingSignups(tx, series.id, ids);
  }
  await seriesStore.setMaterialised(tx, series.id, through, blocked);
  return ids;
}

/**
 * Signs every standing subscriber of `seriesId` up for the new occurrences `eventIds`, in
 * subscription order: the first `capacity` confirmed, the rest waitlisted. The sign-up time is the
 * subscription's, so the waitlist keeps subscription order too and anyone who signs up for the
 * date later queues behind them. With a sign-up window, that happens when the window opens
 * (placeStandingSignups), before anyone else's sign-up.
 */
export async function addStandingSignups(
  tx: EntityManager,
  seriesId: string,
  eventIds: string[],
): Promise<void> {
  if (eventIds.length === 0) return;
  await subscriptionStore.signUpSubscribers(tx, seriesId, eventIds);
  // An occurrence made inside its window (sign-ups already open) takes its standing sign-ups now.
  for (const eventId of eventIds) await standingSignupStore.placeIfOpen(tx, eventId);
}
