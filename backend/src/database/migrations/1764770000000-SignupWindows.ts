import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-up windows and the cancellation cut-off (API.md section 13), and the attendance record
 * late cancellations go into (section 14 adds check-ins and no-shows to the same table).
 *
 * - `events` gain `signup_opens_at` / `signup_closes_at` (club wall-clock, null: no bound),
 *   `cancel_cutoff_hours` (null: never late) and `standing_pending`: an occurrence whose standing
 *   sign-ups wait for its window to open (placed by the `standing` job or the first sign-up).
 * - `series` gain the same as offsets before each occurrence's start, and
 *   `allow_standing_signups`.
 * - A trigger derives an occurrence's window from its series whenever the occurrence is written
 *   with a start or a series, and a series' change of offsets rewrites its occurrences not yet
 *   started: every path that makes or moves occurrences (materialising, edits, splits, the demo
 *   seed) gets the same window without repeating the arithmetic. Offsets are wall-clock hours:
 *   `start_time - hours` on the club's clock.
 * - `attendance`: one record per event and person, keyed by the user (it outlives the
 *   membership, as past sign-ups do under "Former member").
 *
 * The new columns are nullable or have constant defaults: no table rewrite.
 */
export class SignupWindows1764770000000 implements MigrationInterface {
  name = 'SignupWindows1764770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE events
        ADD COLUMN signup_opens_at timestamp,
        ADD COLUMN signup_closes_at timestamp,
        ADD COLUMN cancel_cutoff_hours smallint,
        ADD COLUMN standing_pending boolean NOT NULL DEFAULT false,
        ADD CONSTRAINT ck_events_signup_window CHECK (
          (signup_opens_at IS NULL OR signup_closes_at IS NULL OR signup_opens_at < signup_closes_at)
          AND (signup_closes_at IS NULL OR signup_closes_at <= end_time)
          AND (signup_opens_at IS NULL OR signup_opens_at < end_time)),
        ADD CONSTRAINT ck_events_cancel_cutoff CHECK (cancel_cutoff_hours IS NULL OR cancel_cutoff_hours BETWEEN 0 AND 168)`);
    // The standing job: occurrences still waiting for their window to open.
    await q.query(
      `CREATE INDEX ix_events_standing_pending ON events (signup_opens_at) WHERE standing_pending`,
    );
    await q.query(`
      ALTER TABLE series
        ADD COLUMN signup_opens_hours_before numeric(5,2),
        ADD COLUMN signup_closes_hours_before numeric(5,2),
        ADD COLUMN cancel_cutoff_hours smallint,
        ADD COLUMN allow_standing_signups boolean NOT NULL DEFAULT true,
        ADD CONSTRAINT ck_series_signup_offsets CHECK (
          (signup_opens_hours_before IS NULL OR signup_opens_hours_before BETWEEN 0 AND 720)
          AND (signup_closes_hours_before IS NULL OR signup_closes_hours_before BETWEEN 0 AND 720)
          AND (signup_opens_hours_before IS NULL OR signup_closes_hours_before IS NULL
               OR signup_opens_hours_before > signup_closes_hours_before)),
        ADD CONSTRAINT ck_series_cancel_cutoff CHECK (cancel_cutoff_hours IS NULL OR cancel_cutoff_hours BETWEEN 0 AND 168)`);

    await q.query(`
      CREATE FUNCTION events_series_window() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE s series%ROWTYPE;
      BEGIN
        SELECT * INTO s FROM series WHERE id = NEW.series_id;
        IF NOT FOUND THEN RETURN NEW; END IF;
        NEW.signup_opens_at := NEW.start_time - s.signup_opens_hours_before * interval '1 hour';
        NEW.signup_closes_at := NEW.start_time - s.signup_closes_hours_before * interval '1 hour';
        NEW.cancel_cutoff_hours := s.cancel_cutoff_hours;
        IF TG_OP = 'INSERT' THEN
          NEW.standing_pending := s.signup_opens_hours_before IS NOT NULL AND s.allow_standing_signups;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_events_series_window BEFORE INSERT OR UPDATE OF start_time, series_id ON events
        FOR EACH ROW WHEN (NEW.series_id IS NOT NULL) EXECUTE FUNCTION events_series_window()`);
    await q.query(`
      CREATE FUNCTION series_window_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE events e
           SET signup_opens_at = e.start_time - NEW.signup_opens_hours_before * interval '1 hour',
               signup_closes_at = e.start_time - NEW.signup_closes_hours_before * interval '1 hour',
               cancel_cutoff_hours = NEW.cancel_cutoff_hours,
               standing_pending = e.standing_pending AND NEW.allow_standing_signups
          FROM clubs c
         WHERE e.series_id = NEW.id AND c.id = e.club_id
           AND e.start_time > (now() AT TIME ZONE c.timezone);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_series_window_change
        AFTER UPDATE OF signup_opens_hours_before, signup_closes_hours_before, cancel_cutoff_hours, allow_standing_signups
        ON series FOR EACH ROW EXECUTE FUNCTION series_window_change()`);

    await q.query(`
      CREATE TABLE attendance (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        club_id uuid NOT NULL,
        event_id uuid NOT NULL,
        -- null once its person left the club or the club's retention passed (the record stays).
        user_id uuid REFERENCES users(id) ON DELETE CASCADE,
        status varchar(12) NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_attendance_event_user UNIQUE (event_id, user_id),
        CONSTRAINT ck_attendance_status CHECK (status IN ('present', 'absent', 'no_show', 'late_cancel')),
        CONSTRAINT fk_attendance_event FOREIGN KEY (event_id, club_id)
          REFERENCES events(id, club_id) ON DELETE CASCADE
      )`);
    // A person's records at a club, latest first (reliability, the data export).
    await q.query(`CREATE INDEX ix_attendance_club_user ON attendance (club_id, user_id, recorded_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE attendance`);
    await q.query(`DROP TRIGGER tr_series_window_change ON series`);
    await q.query(`DROP FUNCTION series_window_change()`);
    await q.query(`DROP TRIGGER tr_events_series_window ON events`);
    await q.query(`DROP FUNCTION events_series_window()`);
    await q.query(`
      ALTER TABLE series
        DROP CONSTRAINT ck_series_cancel_cutoff,
        DROP CONSTRAINT ck_series_signup_offsets,
        DROP COLUMN allow_standing_signups,
        DROP COLUMN cancel_cutoff_hours,
        DROP COLUMN signup_closes_hours_before,
        DROP COLUMN signup_opens_hours_before`);
    await q.query(`DROP INDEX ix_events_standing_pending`);
    await q.query(`
      ALTER TABLE events
        DROP CONSTRAINT ck_events_cancel_cutoff,
        DROP CONSTRAINT ck_events_signup_window,
        DROP COLUMN standing_pending,
        DROP COLUMN cancel_cutoff_hours,
        DROP COLUMN signup_closes_at,
        DROP COLUMN signup_opens_at`);
  }
}
