import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recurring series (API.md section 8). A series holds the rule and the template; every
 * occurrence is an ordinary event row with its own sign-ups, capacity and waitlist.
 *
 * - `series`: the RRULE (canonical, without UNTIL), its anchor `dtstart` (the first occurrence,
 *   club wall-clock), `until` (inclusive date, null: open-ended), the template fields, and
 *   `materialised_until`: the latest rule time occurrences exist for (the horizon job's mark).
 * - `events` gain `series_id` (composite with the club, like the other foreign keys),
 *   `original_start` (the rule's time for the occurrence, kept when the occurrence moves),
 *   `status` (scheduled or cancelled) and `overridden_fields` (what was changed on this
 *   occurrence alone, so a series edit keeps it). Unique (series_id, original_start): however many
 *   replicas extend a series at once, an occurrence exists once.
 * - `series_subscriptions`: standing sign-ups, in subscription order; removing the membership
 *   removes them (foreign key), as it removes sign-ups.
 *
 * The new event columns have constant defaults: no table rewrite, whatever the history.
 */
export class Series1764300000000 implements MigrationInterface {
  name = 'Series1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE series (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
        rule text NOT NULL,
        recurring_pattern varchar(10) NOT NULL,
        dtstart timestamp NOT NULL,
        until date,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        event_type varchar(20) NOT NULL DEFAULT 'mixin',
        location text NOT NULL DEFAULT '',
        capacity integer,
        start_local_time time NOT NULL,
        duration_minutes integer NOT NULL,
        materialised_until timestamp NOT NULL,
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_series_id_club UNIQUE (id, club_id),
        CONSTRAINT ck_series_rule_length CHECK (char_length(rule) <= 200),
        CONSTRAINT ck_series_pattern CHECK (recurring_pattern IN ('daily', 'weekly', 'monthly')),
        CONSTRAINT ck_series_until CHECK (until IS NULL OR until >= dtstart::date),
        CONSTRAINT ck_series_name_length CHECK (char_length(name) <= 800),
        CONSTRAINT ck_series_description_length CHECK (char_length(description) <= 4000),
        CONSTRAINT ck_series_location_length CHECK (char_length(location) <= 1600),
        CONSTRAINT ck_series_type CHECK (event_type IN ('mixin', 'tournament', 'training', 'social', 'meeting', 'other')),
        CONSTRAINT ck_series_capacity CHECK (capacity IS NULL OR capacity BETWEEN 1 AND 10000),
        CONSTRAINT ck_series_duration CHECK (duration_minutes > 0)
      )`);
    // The horizon job: series whose occurrences stop short of the horizon.
    await q.query(`CREATE INDEX ix_series_materialised ON series (materialised_until)`);
    await q.query(`CREATE INDEX ix_series_club ON series (club_id)`);

    await q.query(`
      ALTER TABLE events
        ADD COLUMN series_id uuid,
        ADD COLUMN original_start timestamp,
        ADD COLUMN status varchar(10) NOT NULL DEFAULT 'scheduled',
        ADD COLUMN overridden_fields text[] NOT NULL DEFAULT '{}',
        ADD CONSTRAINT ck_events_status CHECK (status IN ('scheduled', 'cancelled')),
        ADD CONSTRAINT ck_events_series_original CHECK ((series_id IS NULL) = (original_start IS NULL)),
        ADD CONSTRAINT fk_events_series FOREIGN KEY (series_id, club_id)
          REFERENCES series (id, club_id) ON DELETE CASCADE,
        ADD CONSTRAINT uq_events_series_original UNIQUE (series_id, original_start)`);

    await q.query(`
      CREATE TABLE series_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        series_id uuid NOT NULL,
        club_id uuid NOT NULL,
        user_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT uq_series_subscriptions_series_user UNIQUE (series_id, user_id),
        CONSTRAINT fk_series_subscriptions_series FOREIGN KEY (series_id, club_id)
          REFERENCES series (id, club_id) ON DELETE CASCADE,
        CONSTRAINT fk_series_subscriptions_membership FOREIGN KEY (club_id, user_id)
          REFERENCES club_memberships (club_id, user_id) ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX ix_series_subscriptions_member ON series_subscriptions (club_id, user_id, created_at)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE series_subscriptions`);
    await q.query(`
      ALTER TABLE events
        DROP CONSTRAINT uq_events_series_original,
        DROP CONSTRAINT fk_events_series,
        DROP CONSTRAINT ck_events_series_original,
        DROP CONSTRAINT ck_events_status,
        DROP COLUMN overridden_fields,
        DROP COLUMN status,
        DROP COLUMN original_start,
        DROP COLUMN series_id`);
    await q.query(`DROP TABLE series`);
  }
}
