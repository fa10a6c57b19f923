import { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS = `('signup_confirmation', 'waitlist_promotion', 'event_changed', 'event_cancelled', 'reminder',
  'removed_by_staff', 'draw_published')`;

/**
 * Notifications and calendar feeds (API.md section 9).
 *
 * - `events.ical_sequence`: the calendar SEQUENCE of an occurrence, bumped by a trigger whenever
 *   its time, place, name, description or status changes, whichever code path changes it.
 * - `notification_outbox`: one row per mail to send, written in the transaction of the change
 *   that causes it, drained into the mail queue by the relay (a statement trigger NOTIFYs it on
 *   commit). `dedupe_key` keeps one pending reminder per person and occurrence.
 * - `event_change_windows`: the coalescing of event changes: per event, its state before the
 *   first change of the window and when the last change happened.
 * - `sent_notifications`: what was sent, claimed in the transaction that sends it: a job that
 *   runs twice (a re-relay, a redelivery) sends once; one reminder per person and occurrence.
 * - `notification_preferences`, `notification_unsubscribe_tokens`, `calendar_feeds`: the
 *   person's settings and private links at a club, on their membership (removed with it). Only
 *   hashes of the tokens are stored.
 * - `app_secrets`: the key tokens are derived with when TOKEN_SECRET is not set.
 */
export class Notifications1764500000000 implements MigrationInterface {
  name = 'Notifications1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events ADD COLUMN ical_sequence integer NOT NULL DEFAULT 0`);
    await q.query(`
      CREATE FUNCTION events_bump_ical_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.ical_sequence := OLD.ical_sequence + 1;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER tg_events_ical_sequence BEFORE UPDATE ON events FOR EACH ROW
        WHEN ((OLD.start_time, OLD.end_time, OLD.location, OLD.name, OLD.description, OLD.status)
              IS DISTINCT FROM (NEW.start_time, NEW.end_time, NEW.location, NEW.name, NEW.description, NEW.status))
        EXECUTE FUNCTION events_bump_ical_sequence()`);

    await q.query(`
      CREATE TABLE notification_preferences (
        club_id uuid NOT NULL,
        user_id uuid NOT NULL,
        signup_confirmation boolean NOT NULL DEFAULT true,
        waitlist_promotion boolean NOT NULL DEFAULT true,
        event_changed boolean NOT NULL DEFAULT true,
        event_cancelled boolean NOT NULL DEFAULT true,
        reminder boolean NOT NULL DEFAULT true,
        removed_by_staff boolean NOT NULL DEFAULT true,
        draw_published boolean NOT NULL DEFAULT true,
        reminder_hours smallint NOT NULL DEFAULT 24,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (club_id, user_id),
        CONSTRAINT fk_notification_preferences_membership FOREIGN KEY (club_id, user_id)
          REFERENCES club_memberships (club_id, user_id) ON DELETE CASCADE,
        CONSTRAINT ck_notification_preferences_reminder_hours CHECK (reminder_hours BETWEEN 1 AND 168)
      )`);

    await q.query(`
      CREATE TABLE notification_unsubscribe_tokens (
        token_hash char(64) PRIMARY KEY,
        club_id uuid NOT NULL,
        user_id uuid NOT NULL,
        kind varchar(30) NOT NULL CONSTRAINT ck_notification_unsubscribe_tokens_kind CHECK (kind IN ${KINDS}),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT fk_notification_unsubscribe_tokens_membership FOREIGN KEY (club_id, user_id)
          REFERENCES club_memberships (club_id, user_id) ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX ix_notification_unsubscribe_tokens_member ON notification_unsubscribe_tokens (club_id, user_id)`,
    );

    await q.query(`
      CREATE TABLE notification_outbox (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        club_id uuid NOT NULL,
        user_id uuid NOT NULL,
        kind varchar(30) NOT NULL CONSTRAINT ck_notification_outbox_kind CHECK (kind IN ${KINDS}),
        event_id uuid,
        payload jsonb NOT NULL DEFAULT '{}',
        dedupe_key text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT fk_notification_outbox_membership FOREIGN KEY (club_id, user_id)
          REFERENCES club_memberships (club_id, user_id) ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE UNIQUE INDEX uq_notification_outbox_dedupe ON notification_outbox (dedupe_key) WHERE dedupe_key IS NOT NULL`,
    );
    await q.query(`CREATE INDEX ix_notification_outbox_member ON notification_outbox (club_id, user_id)`);
    // Delivered on commit only: a rolled-back change wakes nobody.
    await q.query(`
      CREATE FUNCTION notification_outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('courtside_outbox', '');
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER tg_notification_outbox_notify AFTER INSERT ON notification_outbox
        FOR EACH STATEMENT EXECUTE FUNCTION notification_outbox_notify()`);

    await q.query(`
      CREATE TABLE event_change_windows (
        event_id uuid PRIMARY KEY,
        club_id uuid NOT NULL,
        group_key text NOT NULL,
        before jsonb NOT NULL,
        first_change_at timestamptz NOT NULL DEFAULT now(),
        last_change_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT fk_event_change_windows_event FOREIGN KEY (event_id, club_id)
          REFERENCES events (id, club_id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX ix_event_change_windows_group ON event_change_windows (club_id, group_key)`);

    await q.query(`
      CREATE TABLE sent_notifications (
        dedupe_key text PRIMARY KEY,
        club_id uuid NOT NULL,
        user_id uuid NOT NULL,
        kind varchar(30) NOT NULL,
        event_id uuid,
        sent_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT fk_sent_notifications_membership FOREIGN KEY (club_id, user_id)
          REFERENCES club_memberships (club_id, user_id) ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE UNIQUE INDEX uq_sent_notifications_reminder ON sent_notifications (event_id, user_id) WHERE kind = 'reminder'`,
    );
    await q.query(`CREATE INDEX ix_sent_notifications_member ON sent_notifications (club_id, user_id)`);
    await q.query(`CREATE INDEX ix_sent_notifications_sent_at ON sent_notifications (sent_at)`);

    await q.query(`
      CREATE TABLE app_secrets (
        name varchar(40) PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE calendar_feeds (
        club_id uuid NOT NULL,
        user_id uuid NOT NULL,
        nonce char(32) NOT NULL,
        token_hash char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        rotated_at timestamptz,
        PRIMARY KEY (club_id, user_id),
        CONSTRAINT uq_calendar_feeds_token_hash UNIQUE (token_hash),
        CONSTRAINT fk_calendar_feeds_membership FOREIGN KEY (club_id, user_id)
          REFERENCES club_memberships (club_id, user_id) ON DELETE CASCADE
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'app_secrets',
      'calendar_feeds',
      'sent_notifications',
      'event_change_windows',
      'notification_outbox',
      'notification_unsubscribe_tokens',
      'notification_preferences',
    ])
      await q.query(`DROP TABLE ${table}`);
    await q.query(`DROP FUNCTION notification_outbox_notify()`);
    await q.query(`DROP TRIGGER tg_events_ical_sequence ON events`);
    await q.query(`DROP FUNCTION events_bump_ical_sequence()`);
    await q.query(`ALTER TABLE events DROP COLUMN ical_sequence`);
  }
}
