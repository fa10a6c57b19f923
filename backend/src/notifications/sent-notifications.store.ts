import type { EntityManager } from 'typeorm';
import type { SentNotification } from './sent-notification.entity';

/** A mail about to be sent, as `sent_notifications` remembers it. */
export type SentNotificationClaim = Pick<
  SentNotification,
  'dedupe_key' | 'club_id' | 'user_id' | 'kind' | 'event_id'
>;

/**
 * The `sent_notifications` table: what was sent, by key, so a mail goes out once whatever
 * retries and replicas do.
 */
export const sentNotificationsStore = {
  /**
   * Claims the mail's key for a member of the club; false when it was claimed already or the
   * person is no longer a member (nothing is written then). The mails about a declined or
   * expired request to join go to people who are not members: those are claimed for the person.
   */
  async claim(tx: EntityManager, mail: SentNotificationClaim): Promise<boolean> {
    const claimed: unknown[] = await tx.query(
      `INSERT INTO sent_notifications (dedupe_key, club_id, user_id, kind, event_id)
       SELECT $1::text, $2::uuid, u.id, $4::varchar, $5::uuid FROM users u
        WHERE u.id = $3::uuid AND ($4::varchar IN ('join_declined', 'join_expired')
          OR EXISTS (SELECT 1 FROM club_memberships m WHERE m.club_id = $2::uuid AND m.user_id = u.id))
       ON CONFLICT DO NOTHING RETURNING 1`,
      [mail.dedupe_key, mail.club_id, mail.user_id, mail.kind, mail.event_id],
    );
    return claimed.length > 0;
  },

  /** Forgets what was sent more than `days` days ago. */
  async forgetOlderThan(db: EntityManager, days: number): Promise<void> {
    await db.query(`DELETE FROM sent_notifications WHERE sent_at < now() - make_interval(days => $1::int)`, [
      days,
    ]);
  },
};
