import type { EntityManager } from 'typeorm';
import { LISTED } from '../common/sql/waitlist-position';
import { WALL_CLOCK } from '../common/sql/wall-clock';
import { LEVEL_COLUMN } from '../levels/levels.store';
import type {
  ExportAuditEntryView,
  ExportCalendarFeedView,
  ExportClubView,
  ExportJoinRequestView,
  ExportMembershipView,
  ExportOrganiserMessageView,
  ExportPreferencesView,
  ExportPushDeviceView,
  ExportSentMailView,
  ExportSeriesSubscriptionView,
  ExportSignupView,
  ExportWaitingMailView,
} from './data-export.view';

/**
 * What a club holds on one person, table by table (GET /api/me/data-export). Every statement
 * names the club and the person: nothing of another club, nothing of another person. Each table
 * that holds a person's data at a club has its statement here.
 */
export const dataExportStore = {
  async membership(db: EntityManager, clubId: string, userId: string): Promise<ExportMembershipView | null> {
    const [row]: ExportMembershipView[] = await db.query(
      `SELECT u.email, m.user_type, m.name, m.phone, m.member_number, ${LEVEL_COLUMN('m')} AS level,
              m.level_set_by_staff, m.locale, m.show_my_name, m.invited_at,
              to_char(m.last_seen_on, 'YYYY-MM-DD') AS last_seen_on, m.created_at, m.updated_at
         FROM club_memberships m JOIN users u ON u.id = m.user_id
        WHERE m.club_id = $1 AND m.user_id = $2`,
      [clubId, userId],
    );
    return row ?? null;
  },

  /** The e-mail of someone who is not a member here: a pending joiner's. */
  async email(db: EntityManager, userId: string): Promise<string | null> {
    const [row]: { email: string }[] = await db.query(`SELECT email FROM users WHERE id = $1`, [userId]);
    return row?.email ?? null;
  },

  joinRequests(db: EntityManager, clubId: string, userId: string): Promise<ExportJoinRequestView[]> {
    return db.query(
      `SELECT id, name, member_number, phone, message, status, reason, created_at, decided_at
         FROM join_requests WHERE club_id = $1 AND user_id = $2
        ORDER BY created_at`,
      [clubId, userId],
    );
  },

  signups(db: EntityManager, clubId: string, userId: string): Promise<ExportSignupView[]> {
    return db.query(
      `SELECT s.id, s.event_id, e.name AS event_name, ${WALL_CLOCK('e.start_time')} AS start_time,
              ${WALL_CLOCK('e.end_time')} AS end_time, e.location, e.status AS event_status,
              s.status, s.signup_time
         FROM signups s JOIN events e ON e.id = s.event_id
        WHERE s.club_id = $1 AND s.user_id = $2 AND s.status IN ${LISTED}
        ORDER BY e.start_time, s.id`,
      [clubId, userId],
    );
  },

  seriesSubscriptions(
    db: EntityManager,
    clubId: string,
    userId: string,
  ): Promise<ExportSeriesSubscriptionView[]> {
    return db.query(
      `SELECT ss.id, ss.series_id, se.name AS series_name, ss.created_at
         FROM series_subscriptions ss JOIN series se ON se.id = ss.series_id
        WHERE ss.club_id = $1 AND ss.user_id = $2
        ORDER BY ss.created_at, ss.id`,
      [clubId, userId],
    );
  },

  /** The stored switches; null: none stored (the defaults apply). */
  async preferences(
    db: EntityManager,
    clubId: string,
    userId: string,
  ): Promise<ExportPreferencesView | null> {
    const [row]: ExportPreferencesView[] = await db.query(
      `SELECT signup_confirmation, waitlist_promotion, event_changed, event_cancelled, reminder,
              removed_by_staff, draw_published, reminder_hours, push, updated_at
         FROM notification_preferences WHERE club_id = $1 AND user_id = $2`,
      [clubId, userId],
    );
    return row ?? null;
  },

  /**
   * The person's push devices here (API.md section 15): the push service and when, never the
   * endpoint or keys (they let anyone send to the device).
   */
  async pushDevices(db: EntityManager, clubId: string, userId: string): Promise<ExportPushDeviceView[]> {
    return db.query(
      `SELECT substring(endpoint from '^https://([^/?#]+)') AS push_service, created_at, updated_at
         FROM push_subscriptions WHERE club_id = $1 AND user_id = $2 ORDER BY created_at`,
      [clubId, userId],
    );
  },

  /** Whether a calendar feed exists and since when (its secret stays out). */
  async calendarFeed(
    db: EntityManager,
    clubId: string,
    userId: string,
  ): Promise<ExportCalendarFeedView | null> {
    const [row]: ExportCalendarFeedView[] = await db.query(
      `SELECT created_at, rotated_at FROM calendar_feeds WHERE club_id = $1 AND user_id = $2`,
      [clubId, userId],
    );
    return row ?? null;
  },

  /** Mails to them: those sent (as recorded) and those waiting in the outbox. */
  async messages(
    db: EntityManager,
    clubId: string,
    userId: string,
  ): Promise<{ sent: ExportSentMailView[]; waiting: ExportWaitingMailView[] }> {
    const sent: ExportSentMailView[] = await db.query(
      `SELECT kind, event_id, sent_at FROM sent_notifications
        WHERE club_id = $1 AND user_id = $2 ORDER BY sent_at, dedupe_key`,
      [clubId, userId],
    );
    const waiting: ExportWaitingMailView[] = await db.query(
      `SELECT kind, event_id, payload, created_at FROM notification_outbox
        WHERE club_id = $1 AND user_id = $2 ORDER BY created_at, id`,
      [clubId, userId],
    );
    return { sent, waiting };
  },

  /** Messages from organisers and the club that went to them, and those they sent. */
  async organiserMessages(
    db: EntityManager,
    clubId: string,
    userId: string,
  ): Promise<{ received: ExportOrganiserMessageView[]; sent: ExportOrganiserMessageView[] }> {
    const columns = `m.id, m.scope, m.event_id, m.series_id, m.subject, m.body, m.audience AS to, m.sent_at`;
    const received: ExportOrganiserMessageView[] = await db.query(
      `SELECT ${columns} FROM messages m JOIN message_recipients r ON r.message_id = m.id
        WHERE r.club_id = $1 AND r.user_id = $2 ORDER BY m.sent_at, m.id`,
      [clubId, userId],
    );
    const sent: ExportOrganiserMessageView[] = await db.query(
      `SELECT ${columns} FROM messages m
        WHERE m.club_id = $1 AND m.sender_kind = 'club' AND m.sender_id = $2 ORDER BY m.sent_at, m.id`,
      [clubId, userId],
    );
    return { received, sent };
  },

  /** Audit entries where they acted or that are about them. */
  auditEntries(db: EntityManager, clubId: string, userId: string): Promise<ExportAuditEntryView[]> {
    return db.query(
      `SELECT id, at, CASE WHEN actor_kind = 'club' AND actor_id = $2 THEN true ELSE false END AS by_you,
              action, target_type, target_id, summary
         FROM audit_log
        WHERE club_id = $1 AND ((actor_kind = 'club' AND actor_id = $2) OR target_id = $2)
        ORDER BY at, id`,
      [clubId, userId],
    );
  },

  async club(db: EntityManager, clubId: string): Promise<ExportClubView> {
    const [row]: ExportClubView[] = await db.query(`SELECT id, name, subdomain FROM clubs WHERE id = $1`, [
      clubId,
    ]);
    return row;
  },
};
