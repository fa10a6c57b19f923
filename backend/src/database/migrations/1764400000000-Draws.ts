import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Playing levels and the mix-in draw (API.md section 10).
 *
 * - `clubs` gain `rating_scale` (the scale levels are written on) and `self_rating` (members may
 *   set their own level).
 * - `club_memberships` gain `level`, on the club's scale as written (numeric, so a level reads
 *   back exactly as it was sent; a scale change converts the stored levels in the same
 *   transaction), and `level_set_by_staff` (once staff set it, the member's own change is a 409).
 * - `draws`: one per event (the event's id is the key; the composite foreign key keeps it in the
 *   event's club and goes with the event). The input it was made from, the result (`json`, so the
 *   answer keeps the algorithm's key order byte for byte), the fingerprint of the confirmed
 *   sign-ups it was made from (`stale` when they differ), `version` (bumped by every change, so a
 *   change whose mails cannot be queued is undone only if nothing changed it since).
 */
export class Draws1764400000000 implements MigrationInterface {
  name = 'Draws1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE clubs
        ADD COLUMN rating_scale varchar(10) NOT NULL DEFAULT 'simple'
          CONSTRAINT ck_clubs_rating_scale CHECK (rating_scale IN ('knltb', 'ntrp', 'utr', 'simple')),
        ADD COLUMN self_rating boolean NOT NULL DEFAULT true`);
    await q.query(`
      ALTER TABLE club_memberships
        ADD COLUMN level numeric(4, 2) CONSTRAINT ck_club_memberships_level CHECK (level BETWEEN 1 AND 16.5),
        ADD COLUMN level_set_by_staff boolean NOT NULL DEFAULT false`);

    await q.query(`
      CREATE TABLE draws (
        event_id uuid PRIMARY KEY,
        club_id uuid NOT NULL,
        courts text[] NOT NULL,
        rounds smallint NOT NULL,
        round_minutes smallint,
        mix double precision NOT NULL,
        seed bigint NOT NULL,
        locked_pairs jsonb NOT NULL DEFAULT '[]',
        avoid_pairs jsonb NOT NULL DEFAULT '[]',
        absent jsonb NOT NULL DEFAULT '[]',
        arrives_from_round jsonb NOT NULL DEFAULT '{}',
        result json NOT NULL,
        algorithm_version varchar(40) NOT NULL,
        signups_fingerprint char(64) NOT NULL,
        version integer NOT NULL DEFAULT 1,
        published_at timestamptz,
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_by_system_user uuid REFERENCES system_users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT fk_draws_event FOREIGN KEY (event_id, club_id)
          REFERENCES events (id, club_id) ON DELETE CASCADE,
        CONSTRAINT ck_draws_courts CHECK (cardinality(courts) BETWEEN 1 AND 40),
        CONSTRAINT ck_draws_rounds CHECK (rounds BETWEEN 1 AND 20),
        CONSTRAINT ck_draws_round_minutes CHECK (round_minutes IS NULL OR round_minutes BETWEEN 1 AND 1440),
        CONSTRAINT ck_draws_mix CHECK (mix BETWEEN 0 AND 1),
        CONSTRAINT ck_draws_seed CHECK (seed BETWEEN 0 AND 4294967295)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE draws`);
    await q.query(`ALTER TABLE club_memberships DROP COLUMN level_set_by_staff, DROP COLUMN level`);
    await q.query(`ALTER TABLE clubs DROP COLUMN self_rating, DROP COLUMN rating_scale`);
  }
}
