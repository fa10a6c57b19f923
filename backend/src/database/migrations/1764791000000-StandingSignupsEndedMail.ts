import { MigrationInterface, QueryRunner } from 'typeorm';

// Spelled out, not imported from libs/domain: a migration states the schema as it was when it ran.
const KINDS_BEFORE = `('signup_confirmation', 'waitlist_promotion', 'event_changed', 'event_cancelled', 'reminder',
  'removed_by_staff', 'draw_published', 'invitation', 'join_requested', 'join_approved', 'join_declined',
  'join_expired', 'waitlist_offer', 'waitlist_offer_ended', 'waitlist_place_free', 'organiser_message',
  'club_news')`;
const KINDS = `('signup_confirmation', 'waitlist_promotion', 'event_changed', 'event_cancelled', 'reminder',
  'removed_by_staff', 'draw_published', 'invitation', 'join_requested', 'join_approved', 'join_declined',
  'join_expired', 'waitlist_offer', 'waitlist_offer_ended', 'waitlist_place_free', 'organiser_message',
  'club_news', 'standing_signups_ended')`;

/**
 * A series that stops taking standing sign-ups (`allow_standing_signups: false`) ends the ones it
 * has and tells each holder (API.md "Decisions for part three"): a mail kind of its own, not
 * switchable, through the outbox like the rest.
 */
export class StandingSignupsEndedMail1764791000000 implements MigrationInterface {
  name = 'StandingSignupsEndedMail1764791000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notification_outbox DROP CONSTRAINT ck_notification_outbox_kind`);
    await q.query(
      `ALTER TABLE notification_outbox ADD CONSTRAINT ck_notification_outbox_kind CHECK (kind IN ${KINDS})`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notification_outbox WHERE kind = 'standing_signups_ended'`);
    await q.query(`ALTER TABLE notification_outbox DROP CONSTRAINT ck_notification_outbox_kind`);
    await q.query(
      `ALTER TABLE notification_outbox ADD CONSTRAINT ck_notification_outbox_kind CHECK (kind IN ${KINDS_BEFORE})`,
    );
  }
}
