import { PUSH_KINDS } from '@courtside/domain';
import { createECDH, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { hashSecret } from '../common/auth/session-token';

/**
 * Notification settings of a few demo members (API.md section 9), and a calendar feed for
 * member@riverside.test. The feed's URL is derived from its nonce when first asked for
 * (GET /api/me/calendar-feed), with the running backend's key; the seed stores a stand-in hash.
 */
const SETTINGS: { club: string; email: string; settings: Record<string, boolean | number> }[] = [
  { club: 'riverside', email: 'priya.shah@riverside.test', settings: { reminder: false } },
  { club: 'riverside', email: 'tom.baker@riverside.test', settings: { reminder_hours: 2 } },
  {
    club: 'riverside',
    email: 'lena.fischer@riverside.test',
    settings: { signup_confirmation: false, event_changed: false, reminder_hours: 48 },
  },
];

const FEEDS = [{ club: 'riverside', email: 'member@riverside.test' }];

/**
 * A member with push on (API.md section 15), as after their first device subscribed: push for
 * every kind they get by e-mail and organiser messages. The device is a stand-in on an allowed
 * host, not a real browser's: sending to it fails at the push service (an unknown endpoint
 * answers 404 or 410, and the device is then removed), so the demo shows the settings, not
 * messages on a phone. A real device subscribes through the member app.
 */
const PUSH = [
  {
    club: 'riverside',
    email: 'tom.baker@riverside.test',
    endpoint: 'https://fcm.googleapis.com/fcm/send/demo-not-a-real-device',
  },
];

export async function seedNotificationSettings(tx: EntityManager): Promise<void> {
  for (const { club, email, settings } of SETTINGS) {
    const columns = Object.keys(settings);
    await tx.query(
      `INSERT INTO notification_preferences (club_id, user_id, ${columns.join(', ')})
       SELECT m.club_id, m.user_id, ${columns.map((_, i) => `$${i + 3}`).join(', ')}
         FROM club_memberships m JOIN clubs c ON c.id = m.club_id JOIN users u ON u.id = m.user_id
        WHERE c.subdomain = $1 AND u.email = $2`,
      [club, email, ...Object.values(settings)],
    );
  }
  for (const { club, email } of FEEDS) {
    await tx.query(
      `INSERT INTO calendar_feeds (club_id, user_id, nonce, token_hash)
       SELECT m.club_id, m.user_id, $3, $4
         FROM club_memberships m JOIN clubs c ON c.id = m.club_id JOIN users u ON u.id = m.user_id
        WHERE c.subdomain = $1 AND u.email = $2`,
      [club, email, randomBytes(16).toString('hex'), hashSecret(randomBytes(32).toString('base64url'))],
    );
  }
  for (const { club, email, endpoint } of PUSH) {
    // A P-256 public key and auth secret of the right shape (made here, so no browser holds them).
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    await tx.query(
      `INSERT INTO push_subscriptions (club_id, user_id, endpoint, p256dh, auth)
       SELECT m.club_id, m.user_id, $3, $4, $5
         FROM club_memberships m JOIN clubs c ON c.id = m.club_id JOIN users u ON u.id = m.user_id
        WHERE c.subdomain = $1 AND u.email = $2`,
      [
        club,
        email,
        endpoint,
        browser.getPublicKey().toString('base64url'),
        randomBytes(16).toString('base64url'),
      ],
    );
    await tx.query(
      `INSERT INTO notification_preferences (club_id, user_id, push)
       SELECT m.club_id, m.user_id, $3::jsonb
         FROM club_memberships m JOIN clubs c ON c.id = m.club_id JOIN users u ON u.id = m.user_id
        WHERE c.subdomain = $1 AND u.email = $2
       ON CONFLICT (club_id, user_id) DO UPDATE SET push = EXCLUDED.push`,
      [club, email, JSON.stringify(Object.fromEntries(PUSH_KINDS.map((kind) => [kind, true])))],
    );
  }
}
