import type { Locale } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import type { PushSubscription } from './push-subscription.entity';

export type DeviceRow = Pick<PushSubscription, 'id' | 'endpoint' | 'p256dh' | 'auth'>;

/** The `push_subscriptions` table: a member's devices. Every statement names the club. */
export const pushSubscriptionsStore = {
  /** Who a push of `kind` goes to: their language, club, and whether push is on for the kind. */
  async recipient(
    db: EntityManager,
    clubId: string,
    userId: string,
    kind: string,
  ): Promise<{ locale: Locale | null; club_name: string; subdomain: string; wants: boolean } | undefined> {
    const [who]: { locale: Locale | null; club_name: string; subdomain: string; wants: boolean }[] =
      await db.query(
        `SELECT COALESCE(m.locale, c.default_locale) AS locale, c.name AS club_name, c.subdomain,
              COALESCE((p.push ->> $3)::boolean, false) AS wants
         FROM club_memberships m JOIN clubs c ON c.id = m.club_id
         LEFT JOIN notification_preferences p ON p.club_id = m.club_id AND p.user_id = m.user_id
        WHERE m.club_id = $1 AND m.user_id = $2`,
        [clubId, userId, kind],
      );
    return who;
  },

  /**
   * Serialises the device changes of one member (the cap of five holds under concurrent
   * subscribes) and holds the membership until commit; false when there is no such member.
   */
  async holdMember(tx: EntityManager, clubId: string, userId: string): Promise<boolean> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('push:' || $1 || ':' || $2))`, [clubId, userId]);
    const rows: unknown[] = await tx.query(
      `SELECT 1 FROM club_memberships WHERE club_id = $1 AND user_id = $2 FOR KEY SHARE`,
      [clubId, userId],
    );
    return rows.length > 0;
  },

  async count(tx: EntityManager, clubId: string, userId: string): Promise<number> {
    const [row]: { n: number }[] = await tx.query(
      `SELECT count(*)::int AS n FROM push_subscriptions WHERE club_id = $1 AND user_id = $2`,
      [clubId, userId],
    );
    return row.n;
  },

  /** Whether this member already has this endpoint (re-posting it updates the keys). */
  async owns(tx: EntityManager, clubId: string, userId: string, endpoint: string): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `SELECT 1 FROM push_subscriptions WHERE club_id = $1 AND user_id = $2 AND endpoint = $3`,
      [clubId, userId, endpoint],
    );
    return rows.length > 0;
  },

  /**
   * Stores the device for this member: an endpoint is one browser's, so one another membership
   * held (a shared device, someone else signed in since) moves here.
   */
  async upsert(
    tx: EntityManager,
    clubId: string,
    userId: string,
    device: { endpoint: string; p256dh: string; auth: string },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO push_subscriptions (club_id, user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (endpoint) DO UPDATE
         SET club_id = EXCLUDED.club_id, user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh,
             auth = EXCLUDED.auth, updated_at = now()`,
      [clubId, userId, device.endpoint, device.p256dh, device.auth],
    );
  },

  /** Removes one device of a member; returns whether there was one. */
  async remove(db: EntityManager, clubId: string, userId: string, endpoint: string): Promise<boolean> {
    const [, count]: [unknown, number] = await db.query(
      `DELETE FROM push_subscriptions WHERE club_id = $1 AND user_id = $2 AND endpoint = $3`,
      [clubId, userId, endpoint],
    );
    return count > 0;
  },

  /** A member's devices, for sending. */
  async ofMember(db: EntityManager, clubId: string, userId: string): Promise<DeviceRow[]> {
    return db.query(
      `SELECT id, endpoint, p256dh, auth FROM push_subscriptions
        WHERE club_id = $1 AND user_id = $2 ORDER BY created_at`,
      [clubId, userId],
    );
  },

  /** A device the push service says is gone (404/410), unless it was subscribed again since. */
  async removeGone(db: EntityManager, id: string, endpoint: string): Promise<void> {
    await db.query(`DELETE FROM push_subscriptions WHERE id = $1 AND endpoint = $2`, [id, endpoint]);
  },
};
