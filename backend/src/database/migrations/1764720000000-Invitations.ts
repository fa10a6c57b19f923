import { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS_BEFORE = `('signup_confirmation', 'waitlist_promotion', 'event_changed', 'event_cancelled', 'reminder',
  'removed_by_staff', 'draw_published')`;
const KINDS = `('signup_confirmation', 'waitlist_promotion', 'event_changed', 'event_cancelled', 'reminder',
  'removed_by_staff', 'draw_published', 'invitation')`;

/**
 * Invitations (API.md section 12).
 *
 * - `notification_outbox.kind` also takes `invitation`: an invitation is written to the outbox in
 *   the transaction that invites (a crash after the commit loses none), and its sign-in link is
 *   made when the mail is composed.
 * - `magic_links.purpose`: `login` (a link someone asked for, 10 minutes) or `invitation` (an
 *   enrolment link staff sent, days; it works only while the person has never signed in at the
 *   club). Both sign in the same way, and using either voids the person's other unused links.
 */
export class Invitations1764720000000 implements MigrationInterface {
  name = 'Invitations1764720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notification_outbox DROP CONSTRAINT ck_notification_outbox_kind`);
    await q.query(
      `ALTER TABLE notification_outbox ADD CONSTRAINT ck_notification_outbox_kind CHECK (kind IN ${KINDS})`,
    );
    await q.query(`
      ALTER TABLE magic_links
        ADD COLUMN purpose varchar(12) NOT NULL DEFAULT 'login',
        ADD CONSTRAINT ck_magic_links_purpose CHECK (
          purpose IN ('login', 'invitation') AND (purpose = 'login' OR flow = 'club'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM magic_links WHERE purpose = 'invitation'`);
    await q.query(`ALTER TABLE magic_links DROP CONSTRAINT ck_magic_links_purpose, DROP COLUMN purpose`);
    await q.query(`DELETE FROM notification_outbox WHERE kind = 'invitation'`);
    await q.query(`ALTER TABLE notification_outbox DROP CONSTRAINT ck_notification_outbox_kind`);
    await q.query(
      `ALTER TABLE notification_outbox ADD CONSTRAINT ck_notification_outbox_kind CHECK (kind IN ${KINDS_BEFORE})`,
    );
  }
}
