import { MigrationInterface, QueryRunner } from 'typeorm';

// Spelled out, not imported from libs/domain: a migration states the schema as it was when it ran.
const KINDS_BEFORE = `('signup_confirmation', 'waitlist_promotion', 'event_changed', 'event_cancelled', 'reminder',
  'removed_by_staff', 'draw_published', 'invitation')`;
const KINDS = `('signup_confirmation', 'waitlist_promotion', 'event_changed', 'event_cancelled', 'reminder',
  'removed_by_staff', 'draw_published', 'invitation', 'join_requested', 'join_approved', 'join_declined',
  'join_expired')`;
const SWITCHABLE_BEFORE = `('signup_confirmation', 'waitlist_promotion', 'event_changed', 'event_cancelled',
  'reminder', 'removed_by_staff', 'draw_published')`;
const SWITCHABLE = `('signup_confirmation', 'waitlist_promotion', 'event_changed', 'event_cancelled',
  'reminder', 'removed_by_staff', 'draw_published', 'join_requested')`;

/**
 * Join requests (API.md section 12 and its decisions).
 *
 * - `clubs.join_policy` replaces `allow_guest_signup`, which the API still shows, derived
 *   (`open` ⇔ true). Existing clubs keep what they did: true → `open`, false → `closed`; clubs
 *   created from now on ask (`request`).
 * - `join_requests`: one row per request. At most one pending per person and club; declined ones
 *   are kept 30 days (a new request is refused meanwhile), then deleted by the `join-requests`
 *   job, which also expires pending ones after 90 days.
 * - `join_request_digests`: when each user manager was last queued a `join_requested` digest,
 *   so they get at most one an hour.
 * - `sessions.pending_join`: a session opened for a pending joiner, which alone stays valid
 *   without a membership (a member's session still ends when the membership goes).
 * - Mails to people who are not (or no longer) members (declined, expired) go through the
 *   outbox too: the outbox and the record of sent mails point at the person and the club instead
 *   of the membership, and a trigger keeps what the membership's cascade did (a removed member's
 *   queued and sent records go with the membership), except for the join mails.
 */
export class JoinRequests1764750000000 implements MigrationInterface {
  name = 'JoinRequests1764750000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE clubs ADD COLUMN join_policy varchar(8) NOT NULL DEFAULT 'request',
        ADD CONSTRAINT ck_clubs_join_policy CHECK (join_policy IN ('open', 'request', 'closed'))`);
    await q.query(
      `UPDATE clubs SET join_policy = CASE WHEN allow_guest_signup THEN 'open' ELSE 'closed' END`,
    );
    await q.query(`ALTER TABLE clubs DROP COLUMN allow_guest_signup`);

    await q.query(`
      CREATE TABLE join_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        club_id uuid NOT NULL,
        user_id uuid NOT NULL,
        name text NOT NULL,
        member_number text,
        phone text,
        message text,
        locale varchar(2),
        status varchar(10) NOT NULL DEFAULT 'pending',
        user_type varchar(20),
        reason text,
        decided_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        CONSTRAINT fk_join_requests_club FOREIGN KEY (club_id) REFERENCES clubs (id) ON DELETE CASCADE,
        CONSTRAINT fk_join_requests_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT ck_join_requests_status CHECK (status IN ('pending', 'approved', 'declined')),
        CONSTRAINT ck_join_requests_user_type CHECK (user_type IS NULL OR user_type IN ('clubmember', 'clubguest'))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX uq_join_requests_pending ON join_requests (club_id, user_id) WHERE status = 'pending'`,
    );
    await q.query(`CREATE INDEX ix_join_requests_club_status ON join_requests (club_id, status, created_at)`);
    await q.query(`CREATE INDEX ix_join_requests_user ON join_requests (user_id)`);

    await q.query(`
      CREATE TABLE join_request_digests (
        club_id uuid NOT NULL,
        user_id uuid NOT NULL,
        last_queued_at timestamptz NOT NULL,
        PRIMARY KEY (club_id, user_id),
        CONSTRAINT fk_join_request_digests_membership FOREIGN KEY (club_id, user_id)
          REFERENCES club_memberships (club_id, user_id) ON DELETE CASCADE
      )`);

    await q.query(`ALTER TABLE sessions ADD COLUMN pending_join boolean NOT NULL DEFAULT false`);
    await q.query(
      `ALTER TABLE notification_preferences ADD COLUMN join_requested boolean NOT NULL DEFAULT true`,
    );
    await q.query(`ALTER TABLE notification_outbox DROP CONSTRAINT ck_notification_outbox_kind`);
    await q.query(
      `ALTER TABLE notification_outbox ADD CONSTRAINT ck_notification_outbox_kind CHECK (kind IN ${KINDS})`,
    );
    await q.query(
      `ALTER TABLE notification_unsubscribe_tokens DROP CONSTRAINT ck_notification_unsubscribe_tokens_kind`,
    );
    await q.query(
      `ALTER TABLE notification_unsubscribe_tokens ADD CONSTRAINT ck_notification_unsubscribe_tokens_kind CHECK (kind IN ${SWITCHABLE})`,
    );

    for (const table of ['notification_outbox', 'sent_notifications']) {
      await q.query(`ALTER TABLE ${table} DROP CONSTRAINT fk_${table}_membership`);
      await q.query(`
        ALTER TABLE ${table}
          ADD CONSTRAINT fk_${table}_club FOREIGN KEY (club_id) REFERENCES clubs (id) ON DELETE CASCADE,
          ADD CONSTRAINT fk_${table}_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE`);
    }
    await q.query(`
      CREATE FUNCTION membership_mail_cleanup() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM notification_outbox
         WHERE club_id = OLD.club_id AND user_id = OLD.user_id AND kind NOT LIKE 'join\\_%';
        DELETE FROM sent_notifications
         WHERE club_id = OLD.club_id AND user_id = OLD.user_id AND kind NOT LIKE 'join\\_%';
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER tg_membership_mail_cleanup AFTER DELETE ON club_memberships
        FOR EACH ROW EXECUTE FUNCTION membership_mail_cleanup()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER tg_membership_mail_cleanup ON club_memberships`);
    await q.query(`DROP FUNCTION membership_mail_cleanup()`);
    for (const table of ['notification_outbox', 'sent_notifications']) {
      await q.query(`
        DELETE FROM ${table} t WHERE NOT EXISTS (
          SELECT 1 FROM club_memberships m WHERE m.club_id = t.club_id AND m.user_id = t.user_id)`);
      await q.query(
        `ALTER TABLE ${table} DROP CONSTRAINT fk_${table}_club, DROP CONSTRAINT fk_${table}_user`,
      );
      await q.query(`
        ALTER TABLE ${table} ADD CONSTRAINT fk_${table}_membership FOREIGN KEY (club_id, user_id)
          REFERENCES club_memberships (club_id, user_id) ON DELETE CASCADE`);
    }
    await q.query(`DELETE FROM notification_unsubscribe_tokens WHERE kind = 'join_requested'`);
    await q.query(
      `ALTER TABLE notification_unsubscribe_tokens DROP CONSTRAINT ck_notification_unsubscribe_tokens_kind`,
    );
    await q.query(
      `ALTER TABLE notification_unsubscribe_tokens ADD CONSTRAINT ck_notification_unsubscribe_tokens_kind CHECK (kind IN ${SWITCHABLE_BEFORE})`,
    );
    await q.query(`DELETE FROM notification_outbox WHERE kind LIKE 'join\\_%'`);
    await q.query(`ALTER TABLE notification_outbox DROP CONSTRAINT ck_notification_outbox_kind`);
    await q.query(
      `ALTER TABLE notification_outbox ADD CONSTRAINT ck_notification_outbox_kind CHECK (kind IN ${KINDS_BEFORE})`,
    );
    await q.query(`ALTER TABLE notification_preferences DROP COLUMN join_requested`);
    await q.query(`DELETE FROM sessions WHERE pending_join`);
    await q.query(`ALTER TABLE sessions DROP COLUMN pending_join`);
    await q.query(`DROP TABLE join_request_digests`);
    await q.query(`DROP TABLE join_requests`);
    await q.query(`ALTER TABLE clubs ADD COLUMN allow_guest_signup boolean NOT NULL DEFAULT true`);
    await q.query(`UPDATE clubs SET allow_guest_signup = (join_policy = 'open')`);
    await q.query(`ALTER TABLE clubs DROP CONSTRAINT ck_clubs_join_policy, DROP COLUMN join_policy`);
  }
}
