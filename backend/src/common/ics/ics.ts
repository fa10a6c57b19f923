import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';

/** One event of a person's calendar: club wall-clock times (`YYYY-MM-DDTHH:mm:ss`). */
export interface IcsEvent {
  id: string;
  name: string;
  description: string;
  start_time: string;
  end_time: string;
  location: string;
  status: 'scheduled' | 'cancelled';
  /** The event's SEQUENCE: bumped by every change of its time, place, name or status. */
  sequence: number;
  updated_at: Date;
  /** A waitlisted place: STATUS:TENTATIVE. */
  tentative: boolean;
  /** The event page. */
  url: string;
}

export interface IcsCalendar {
  /** X-WR-CALNAME: the club's name. */
  name: string;
  /** The club's IANA zone: every DTSTART/DTEND names it, and a VTIMEZONE describes it. */
  timezone: string;
  /** UIDs are `<event-id>@<domain>` (APP_DOMAIN): stable per occurrence, whatever changes. */
  domain: string;
  events: IcsEvent[];
  /**
   * A subscribed feed's refresh hint in seconds: REFRESH-INTERVAL (RFC 7986) and X-PUBLISHED-TTL
   * (what Outlook and Google read). Left out of a one-off attachment, which nobody refreshes.
   */
  refreshSeconds?: number;
}

/**
 * A real VTIMEZONE block for `timezone` (timezones-ical-library, built from the IANA database),
 * named as the events name it: the library files a zone that links to another under the other's
 * name (Europe/Amsterdam under Europe/Brussels, whose rules it shares), and a TZID the events
 * use must match the VTIMEZONE's. Null for a zone it does not know.
 */
export function vtimezone(timezone: string): string | null {
  if (!VTIMEZONES.has(timezone)) {
    // The library complains on the console about a zone it does not know: ask Luxon first.
    const known = DateTime.local().setZone(timezone).isValid;
    const [block] = known ? (tzlib_get_ical_block(timezone) as string[]) : [];
    VTIMEZONES.set(
      timezone,
      block
        ? block
            .replace(/^TZID:.*$/m, `TZID:${timezone}`)
            .replace(/^X-LIC-LOCATION:.*$/m, `X-LIC-LOCATION:${timezone}`)
        : null,
    );
  }
  return VTIMEZONES.get(timezone)!;
}

/** Each zone's block, made once per process (a zone's rules do not change while it runs). */
const VTIMEZONES = new Map<string, string | null>();

/**
 * Control characters RFC 5545 TEXT cannot carry: every C0 control but tab, CR and LF (the line
 * breaks are escaped as `\n`), and DEL. A calendar client meeting ESC or a form feed in a
 * property may refuse the whole feed, so they are dropped, whatever is stored.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNCARRIED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * A stored text made fit for an RFC 5545 TEXT value that ical-generator escapes itself (SUMMARY,
 * LOCATION, DESCRIPTION): what TEXT cannot carry is dropped; the generator escapes `\ ; ,` and
 * turns CRLF, CR and LF into `\n`.
 */
export const icsText = (value: string) => value.replace(UNCARRIED, '');

/**
 * RFC 5545 TEXT escaping for the calendar name, which ical-generator writes as given into NAME
 * and X-WR-CALNAME: a bare CR, like CRLF and LF, becomes `\n`, or it would end the property
 * and start one of the name's choosing.
 */
export const escapeText = (value: string) =>
  icsText(value)
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '\\n');

const STATUS = (e: IcsEvent) =>
  e.status === 'cancelled'
    ? ICalEventStatus.CANCELLED
    : e.tentative
      ? ICalEventStatus.TENTATIVE
      : ICalEventStatus.CONFIRMED;

/**
 * An iCalendar (RFC 5545) document: METHOD:PUBLISH, X-WR-CALNAME, the club zone's VTIMEZONE and
 * one VEVENT per event with DTSTART;TZID=<zone> (the club's wall clock as is), DTEND, SUMMARY,
 * LOCATION, DESCRIPTION, URL, SEQUENCE, STATUS (CANCELLED, TENTATIVE for a waitlisted or offered
 * place, else CONFIRMED), and DTSTAMP and LAST-MODIFIED both the event's updated_at, never the time
 * of the request: the same data gives the same bytes, so a client polling it sees no change. ical-generator writes CRLF line ends and folds lines at 75 octets. The same
 * document serves the private feed and the `.ics` attachment of a confirmation.
 */
export function buildIcs(calendar: IcsCalendar): string {
  const block = vtimezone(calendar.timezone);
  const cal = ical({
    name: escapeText(calendar.name),
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: 'Courtside', product: 'Courtside', language: 'EN' },
    // No calendar-wide zone: DTSTAMP stays UTC; each event names the zone, whose VTIMEZONE the
    // generator adds once.
    timezone: { name: null, generator: (zone: string) => (zone === calendar.timezone ? block : null) },
    ttl: calendar.refreshSeconds ?? null,
  });
  if (block) cal.x('X-WR-TIMEZONE', calendar.timezone);
  // The club's wall clock in its zone: ical-generator writes it as is, with TZID (or, for a zone
  // without a VTIMEZONE, as the same instant in UTC, so no client has to guess).
  const at = (wall: string) => {
    const time = DateTime.fromISO(wall, { zone: calendar.timezone });
    return block ? time : time.toUTC();
  };
  for (const event of calendar.events) {
    cal.createEvent({
      id: `${event.id}@${calendar.domain}`,
      sequence: event.sequence,
      start: at(event.start_time),
      end: at(event.end_time),
      timezone: block ? calendar.timezone : null,
      stamp: event.updated_at,
      lastModified: event.updated_at,
      summary: icsText(event.name),
      location: icsText(event.location) || null,
      description: icsText(event.description) || null,
      url: event.url,
      status: STATUS(event),
    });
  }
  return cal.toString();
}
