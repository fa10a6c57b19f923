import { MigrationInterface, QueryRunner } from 'typeorm';

// Spelled out, not imported from libs/domain: a migration states the schema as it was when it ran.
const ACTIONS_BEFORE = [
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
const ACTIONS = [...ACTIONS_BEFORE.slice(0, 3), 'club_user.left', ...ACTIONS_BEFORE.slice(3)];
const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * A person's data rights (API.md section 12):
 * - a past sign-up outlives its person: when they leave (or are removed) it loses its user and is
 *   marked `former_member`; when the club's retention period has passed it is marked `anonymous`.
 *   The label is resolved when read, the row keeps its id and counts.
 * - `departed_members`: who left, as a hash of the e-mail per club and the day, so an import does
 *   not bring them back unasked.
 * - `clubs.retention_months`: new clubs 24, existing clubs null (off), so a deploy anonymises
 *   nothing.
 * - the audit action `club_user.left`.
 */
export class DataRights1764760000000 implements MigrationInterface {
  name = 'DataRights1764760000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE signups ALTER COLUMN user_id DROP NOT NULL`);
    await q.query(`ALTER TABLE signups ADD COLUMN anonymised varchar(14)`);
    await q.query(`
      ALTER TABLE signups ADD CONSTRAINT ck_signups_anonymised CHECK (
        (anonymised IS NULL AND user_id IS NOT NULL)
        OR (anonymised IN ('former_member', 'anonymous') AND user_id IS NULL))`);
    await q.query(`
      CREATE TABLE departed_members (
        club_id uuid NOT NULL,
        email_hash char(64) NOT NULL,
        left_on date NOT NULL,
        PRIMARY KEY (club_id, email_hash),
        CONSTRAINT departed_members_club_id_fkey FOREIGN KEY (club_id) REFERENCES clubs (id) ON DELETE CASCADE
      )`);
    await q.query(`ALTER TABLE clubs ADD COLUMN retention_months smallint DEFAULT 24`);
    await q.query(`UPDATE clubs SET retention_months = NULL`);
    await q.query(
      `ALTER TABLE clubs ADD CONSTRAINT ck_clubs_retention_months CHECK (retention_months BETWEEN 1 AND 120)`,
    );
    await q.query(`ALTER TABLE audit_log DROP CONSTRAINT ck_audit_log_action`);
    await q.query(
      `ALTER TABLE audit_log ADD CONSTRAINT ck_audit_log_action CHECK (action IN (${list(ACTIONS)}))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM audit_log WHERE action = 'club_user.left'`);
    await q.query(`ALTER TABLE audit_log DROP CONSTRAINT ck_audit_log_action`);
    await q.query(
      `ALTER TABLE audit_log ADD CONSTRAINT ck_audit_log_action CHECK (action IN (${list(ACTIONS_BEFORE)}))`,
    );
    await q.query(`ALTER TABLE clubs DROP COLUMN retention_months`);
    await q.query(`DROP TABLE departed_members`);
    await q.query(`DELETE FROM signups WHERE user_id IS NULL`);
    await q.query(`ALTER TABLE signups DROP CONSTRAINT ck_signups_anonymised`);
    await q.query(`ALTER TABLE signups DROP COLUMN anonymised`);
    await q.query(`ALTER TABLE signups ALTER COLUMN user_id SET NOT NULL`);
  }
}
