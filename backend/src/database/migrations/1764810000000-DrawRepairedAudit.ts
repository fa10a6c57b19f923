import { MigrationInterface, QueryRunner } from 'typeorm';

// Spelled out, not imported from libs/domain: a migration states the schema as it was when it ran.
const ACTIONS_BEFORE = [
  'club_user.created',
  'club_user.updated',
  'club_user.removed',
  'club_user.left',
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
const ACTIONS = [...ACTIONS_BEFORE, 'draw.repaired'];
const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * The audit action `draw.repaired` (API.md section 14): a repair of a published draw on the
 * evening changes several players' courts at once, so the club can see who did it and when.
 */
export class DrawRepairedAudit1764810000000 implements MigrationInterface {
  name = 'DrawRepairedAudit1764810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audit_log DROP CONSTRAINT ck_audit_log_action`);
    await q.query(
      `ALTER TABLE audit_log ADD CONSTRAINT ck_audit_log_action CHECK (action IN (${list(ACTIONS)}))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM audit_log WHERE action = 'draw.repaired'`);
    await q.query(`ALTER TABLE audit_log DROP CONSTRAINT ck_audit_log_action`);
    await q.query(
      `ALTER TABLE audit_log ADD CONSTRAINT ck_audit_log_action CHECK (action IN (${list(ACTIONS_BEFORE)}))`,
    );
  }
}
