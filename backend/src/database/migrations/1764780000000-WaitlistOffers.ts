import { MigrationInterface, QueryRunner } from 'typeorm';

// Spelled out, not imported from libs/domain: a migration states the schema as it was when it ran.
const KINDS_BEFORE = `('signup_confirmation', 'waitlist_promotion', 'event_changed', 'event_cancelled', 'reminder',
  'removed_by_staff', 'draw_published', 'invitation', 'join_requested', 'join_approved', 'join_declined',
  'join_expired')`;
const KINDS = `('signup_confirmation', 'waitlist_promotion', 'event_changed', 'event_cancelled', 'reminder',
  'removed_by_staff', 'draw_published', 'invitation', 'join_requested', 'join_approved', 'join_declined',
  'join_expired', 'waitlist_offer', 'waitlist_offer_ended', 'waitlist_place_free')`;

/**
 * Waitlist offers (API.md section 13 and its decisions).
 *
 * - `clubs` gain `waitlist_mode` (`auto`, today's immediate promotion, for every club), and the
 *   offers' `quiet_hours` and `offer_open_hours`.
 * - `signups` gain the statuses `offered` (a place held for its person until
 *   `offer_expires_at`) and `offer_ended` (declined or expired: kept so a late accept answers
 *   409), `offer_held_until` (an offer made in quiet hours: mailed by the `offers` job when they
 *   end) and `offer_token_hash` (the hash of the token in the offer mail's link, minted when the
 *   mail is composed).
 * - The outbox carries the three offer mails.
 *
 * The new columns are nullable or have constant defaults: no table rewrite.
 */
export class WaitlistOffers1764780000000 implements MigrationInterface {
  name = 'WaitlistOffers1764780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE clubs
        ADD COLUMN waitlist_mode varchar(6) NOT NULL DEFAULT 'auto',
        ADD COLUMN quiet_hours varchar(11) DEFAULT '22:00-08:00',
        ADD COLUMN offer_open_hours smallint NOT NULL DEFAULT 2,
        ADD CONSTRAINT ck_clubs_waitlist_mode CHECK (waitlist_mode IN ('auto', 'offer')),
        ADD CONSTRAINT ck_clubs_quiet_hours CHECK (
          quiet_hours ~ '^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$'),
        ADD CONSTRAINT ck_clubs_offer_open_hours CHECK (offer_open_hours BETWEEN 0 AND 48)`);
    await q.query(`
      ALTER TABLE signups
        DROP CONSTRAINT ck_signups_status,
        ADD CONSTRAINT ck_signups_status CHECK (status IN ('confirmed', 'waitlisted', 'offered', 'offer_ended')),
        ADD COLUMN offer_expires_at timestamptz,
        ADD COLUMN offer_held_until timestamptz,
        ADD COLUMN offer_token_hash char(64),
        ADD CONSTRAINT ck_signups_offer CHECK ((status = 'offered') = (offer_expires_at IS NOT NULL) OR status = 'offer_ended')`);
    // The offers job: open offers by their end (expiry) and by their release (quiet hours).
    await q.query(
      `CREATE INDEX ix_signups_offer_expiry ON signups (offer_expires_at) WHERE status = 'offered'`,
    );
    await q.query(
      `CREATE INDEX ix_signups_offer_held ON signups (offer_held_until) WHERE offer_held_until IS NOT NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX uq_signups_offer_token_hash ON signups (offer_token_hash) WHERE offer_token_hash IS NOT NULL`,
    );
    await q.query(`ALTER TABLE notification_outbox DROP CONSTRAINT ck_notification_outbox_kind`);
    await q.query(
      `ALTER TABLE notification_outbox ADD CONSTRAINT ck_notification_outbox_kind CHECK (kind IN ${KINDS})`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DELETE FROM notification_outbox WHERE kind LIKE 'waitlist\\_offer%' OR kind = 'waitlist_place_free'`,
    );
    await q.query(`ALTER TABLE notification_outbox DROP CONSTRAINT ck_notification_outbox_kind`);
    await q.query(
      `ALTER TABLE notification_outbox ADD CONSTRAINT ck_notification_outbox_kind CHECK (kind IN ${KINDS_BEFORE})`,
    );
    // An open offer goes back to the waitlist; an ended one goes.
    await q.query(`DELETE FROM signups WHERE status = 'offer_ended'`);
    await q.query(`UPDATE signups SET status = 'waitlisted' WHERE status = 'offered'`);
    await q.query(`DROP INDEX uq_signups_offer_token_hash`);
    await q.query(`DROP INDEX ix_signups_offer_held`);
    await q.query(`DROP INDEX ix_signups_offer_expiry`);
    await q.query(`
      ALTER TABLE signups
        DROP CONSTRAINT ck_signups_offer,
        DROP COLUMN offer_token_hash,
        DROP COLUMN offer_held_until,
        DROP COLUMN offer_expires_at,
        DROP CONSTRAINT ck_signups_status,
        ADD CONSTRAINT ck_signups_status CHECK (status IN ('confirmed', 'waitlisted'))`);
    await q.query(`
      ALTER TABLE clubs
        DROP CONSTRAINT ck_clubs_offer_open_hours,
        DROP CONSTRAINT ck_clubs_quiet_hours,
        DROP CONSTRAINT ck_clubs_waitlist_mode,
        DROP COLUMN offer_open_hours,
        DROP COLUMN quiet_hours,
        DROP COLUMN waitlist_mode`);
  }
}
