import type { SignupStatus } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import { WALL_CLOCK } from '../common/sql/wall-clock';
import type { Club } from '../common/tenancy/club.entity';
import type { ClubMembership } from '../users/club-membership.entity';
import type { User } from '../users/user.entity';
import type { NotificationPreference } from './notification-preference.entity';
import type { MailEvent } from './templates/notification-mail';
import { LISTED, WAITLIST_POSITION } from '../common/sql/waitlist-position';

/**
 * An event as a mail reads it: what the mail says and what its calendar entry needs. The events
 * table belongs to a feature above this one (whose entity this one may not import), so its columns
 * are typed with the mail's own event (MailEvent) and the domain's types.
 */
export type MailEventRow = MailEvent & {
  description: string;
  /** The calendar's SEQUENCE (`ical_sequence`). */
  sequence: number;
  updated_at: Date;
  /** Whether it has started, in the club's time. */
  started: boolean;
};

/** An event with the person's sign-up for it and, waitlisted, their place in line (1: next in). */
export type SignedUpEventRow = MailEventRow & {
  status_of_signup: SignupStatus;
  position: number | null;
};

/** The member a mail goes to, their club, and whether they want the mail's kind. */
export type MailRecipientRow = Pick<User, 'email'> &
  Pick<Club, 'logo' | 'subdomain' | 'timezone'> & {
    /** The club's name for them, null when blank. */
    name: ClubMembership['name'];
    /** Their choice at the club, else the club's default. */
    locale: Club['default_locale'];
    club_name: Club['name'];
    /** The club's own address: Reply-To of its mails. */
    club_email: Club['email'];
    wants: boolean;
    reminder_hours: NotificationPreference['reminder_hours'];
  };

const EVENT_COLUMNS = `e.id, e.name, e.description, ${WALL_CLOCK('e.start_time')} AS start_time,
  ${WALL_CLOCK('e.end_time')} AS end_time, e.location, e.status, e.ical_sequence AS sequence, e.updated_at,
  e.start_time <= (now() AT TIME ZONE c.timezone) AS started`;

/** A waitlisted sign-up's place in line: 1 for the next one in. */
const POSITION = `${WAITLIST_POSITION('s')} AS position`;

/**
 * What notification mails read when they are sent: the recipient, and the sign-ups and events
 * they tell about as they are then. Every statement names the club.
 */
export const notificationMailStore = {
  /**
   * The member with their address, name, language and club, or null; `wants`: `kind` is on. The
   * mails about a request to join that was declined or expired go to people who are not members:
   * for those kinds, the person's latest request gives the name and language.
   */
  async recipient(
    db: EntityManager,
    clubId: string,
    userId: string,
    kind: string,
  ): Promise<MailRecipientRow | null> {
    const [row]: MailRecipientRow[] = await db.query(
      `SELECT u.email, NULLIF(btrim(COALESCE(m.name, j.name)), '') AS name,
              COALESCE(m.locale, j.locale, c.default_locale) AS locale,
              c.name AS club_name, NULLIF(btrim(c.email), '') AS club_email, c.logo, c.subdomain, c.timezone,
              COALESCE((to_jsonb(p) ->> $3)::boolean, true) AS wants, COALESCE(p.reminder_hours, 24) AS reminder_hours
         FROM users u
         JOIN clubs c ON c.id = $1
         LEFT JOIN club_memberships m ON m.club_id = c.id AND m.user_id = u.id
         LEFT JOIN notification_preferences p ON p.club_id = m.club_id AND p.user_id = m.user_id
         LEFT JOIN LATERAL (
           SELECT jr.name, jr.locale FROM join_requests jr
            WHERE jr.club_id = c.id AND jr.user_id = u.id AND m.user_id IS NULL
            ORDER BY jr.created_at DESC LIMIT 1) j ON true
        WHERE u.id = $2 AND (m.user_id IS NOT NULL OR $3 IN ('join_declined', 'join_expired'))`,
      [clubId, userId, kind],
    );
    return row ?? null;
  },

  /** The person's sign-up with this id and its event, or null. */
  async signupEvent(
    db: EntityManager,
    clubId: string,
    signupId: string | undefined,
    userId: string,
  ): Promise<SignedUpEventRow | null> {
    const [row]: SignedUpEventRow[] = await db.query(
      `SELECT ${EVENT_COLUMNS}, s.status AS status_of_signup, ${POSITION}
         FROM signups s JOIN events e ON e.id = s.event_id JOIN clubs c ON c.id = s.club_id
        WHERE s.club_id = $1 AND s.id = $2 AND s.user_id = $3`,
      [clubId, signupId, userId],
    );
    return row ?? null;
  },

  /** The scheduled events among these the person is signed up to, by start. */
  async signedUpScheduledEvents(
    db: EntityManager,
    clubId: string,
    eventIds: string[],
    userId: string,
  ): Promise<MailEventRow[]> {
    return db.query(
      `SELECT ${EVENT_COLUMNS}
         FROM events e JOIN clubs c ON c.id = e.club_id
         JOIN signups s ON s.event_id = e.id AND s.user_id = $3 AND s.status IN ${LISTED}
        WHERE e.club_id = $1 AND e.id = ANY($2::uuid[]) AND e.status = 'scheduled'
        ORDER BY e.start_time, e.id`,
      [clubId, eventIds, userId],
    );
  },

  /** The event with the person's sign-up for it, or null when they have none. */
  async eventSignedUpFor(
    db: EntityManager,
    clubId: string,
    eventId: string | null,
    userId: string,
  ): Promise<Omit<SignedUpEventRow, 'position'> | null> {
    const [row]: Omit<SignedUpEventRow, 'position'>[] = await db.query(
      `SELECT ${EVENT_COLUMNS}, s.status AS status_of_signup
         FROM events e JOIN clubs c ON c.id = e.club_id JOIN signups s ON s.event_id = e.id AND s.user_id = $3
        WHERE e.club_id = $1 AND e.id = $2`,
      [clubId, eventId, userId],
    );
    return row ?? null;
  },

  /** The name of the club's series, or null. */
  async seriesName(db: EntityManager, clubId: string, seriesId: string): Promise<string | null> {
    const [series]: { name: string }[] = await db.query(
      `SELECT name FROM series WHERE club_id = $1 AND id = $2`,
      [clubId, seriesId],
    );
    return series?.name ?? null;
  },

  /** The person's sign-ups to the scheduled dates of the series not yet started, by start. */
  async seriesDatesSignedUpFor(
    db: EntityManager,
    clubId: string,
    userId: string,
    seriesId: string,
  ): Promise<SignedUpEventRow[]> {
    return db.query(
      `SELECT ${EVENT_COLUMNS}, s.status AS status_of_signup, ${POSITION}
         FROM signups s JOIN events e ON e.id = s.event_id JOIN clubs c ON c.id = s.club_id
        WHERE s.club_id = $1 AND s.user_id = $2 AND e.series_id = $3 AND e.status = 'scheduled' AND s.status IN ${LISTED}
          AND e.start_time > (now() AT TIME ZONE c.timezone)
        ORDER BY e.start_time, e.id`,
      [clubId, userId, seriesId],
    );
  },
};
