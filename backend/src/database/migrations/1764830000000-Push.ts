import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Push messages (API.md section 15):
 * - `push_subscriptions`: a person's devices at a club, on the membership (removed with it). An
 *   endpoint is one browser's: it belongs to one membership at a time, so a shared device that
 *   subscribes for someone else moves to them.
 * - `notification_preferences.push`: per kind, whether it goes to the person's devices (absent
 *   kinds are off; the first device turns on what the person gets by e-mail).
 */
export class Push1764830000000 implements MigrationInterface {
  name = 'Push1764830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE push_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        club_id uuid NOT NULL,
        user_id uuid NOT NULL,
        endpoint varchar(1000) NOT NULL,
        p256dh varchar(100) NOT NULL,
        auth varchar(40) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_push_subscriptions_endpoint UNIQUE (endpoint),
        CONSTRAINT fk_push_subscriptions_membership FOREIGN KEY (club_id, user_id)
          REFERENCES club_memberships (club_id, user_id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX ix_push_subscriptions_member ON push_subscriptions (club_id, user_id)`);
    await q.query(`ALTER TABLE notification_preferences ADD COLUMN push jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notification_preferences DROP COLUMN push`);
    await q.query(`DROP TABLE push_subscriptions`);
  }
}
