import { MigrationInterface, QueryRunner } from 'typeorm';

// Spelled out, not imported from libs/domain: a migration states the schema as it was when it ran.
const ACTIONS = [
  'club_user.created',
  'club_user.updated',
  'club_user.removed',
  'club_user.type_changed',
  'signup.created_by_staff',
  'signup.removed_by_staff',
  'club.settings_changed',
  'draw.published',
  'club_users.imported',
  'club_users.exported',
  'signups.exported',
  'invitation.sent',
  'join_request.approved',
  'join_request.declined',
  'message.sent',
];
const TARGET_TYPES = ['club_user', 'signup', 'club', 'event', 'message', 'join_request'];
const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * The club audit log (API.md section 12): one row per staff action that changed another person's
 * data or a club-wide setting, written in the transaction of the change.
 *
 * - `actor_id` is users.id (actor_kind 'club') or system_users.id ('system'), with no foreign key:
 *   the entry outlives the actor's membership, and the label ('Former member', 'Courtside
 *   support') is resolved when the log is read.
 * - `target_id` likewise has no foreign key: a removed person's or event's entries stay.
 * - The action is checked against the list in libs/domain as it stands at this migration; a new
 *   action widens the check in a migration of its own.
 * - Keyset pages walk (club_id, at DESC, id DESC); the filters by actor and by target have their
 *   own indexes; retention deletes by `at` across clubs.
 */
export class AuditLog1764710000000 implements MigrationInterface {
  name = 'AuditLog1764710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        club_id uuid NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        actor_kind varchar(6) NOT NULL,
        actor_id uuid,
        action varchar(40) NOT NULL,
        target_type varchar(20) NOT NULL,
        target_id uuid,
        summary text NOT NULL DEFAULT '',
        CONSTRAINT audit_log_club_id_fkey FOREIGN KEY (club_id) REFERENCES clubs (id) ON DELETE CASCADE,
        CONSTRAINT ck_audit_log_actor_kind CHECK (actor_kind IN ('club', 'system')),
        CONSTRAINT ck_audit_log_action CHECK (action IN (${list(ACTIONS)})),
        CONSTRAINT ck_audit_log_target_type CHECK (target_type IN (${list(TARGET_TYPES)})),
        CONSTRAINT ck_audit_log_summary_length CHECK (char_length(summary) <= 500)
      )`);
    await q.query(`CREATE INDEX ix_audit_log_club_at ON audit_log (club_id, at DESC, id DESC)`);
    await q.query(`CREATE INDEX ix_audit_log_club_actor ON audit_log (club_id, actor_id, at DESC, id DESC)`);
    await q.query(
      `CREATE INDEX ix_audit_log_club_target ON audit_log (club_id, target_id, at DESC, id DESC)`,
    );
    await q.query(`CREATE INDEX ix_audit_log_at ON audit_log (at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_log`);
  }
}
