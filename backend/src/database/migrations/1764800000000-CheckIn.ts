import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Self check-in (API.md section 14): one code per event, derived from the token secret and a
 * rotation counter so staff can show it again, and stored only as a hash, which is what a
 * check-in is compared with; and the wrong codes each person tried per event, for the limit of
 * ten; and the clubhouse display link of each event (its token derived the same way, so staff can
 * show it again, found by its hash). All go with their event.
 */
export class CheckIn1764800000000 implements MigrationInterface {
  name = 'CheckIn1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE event_check_in_codes (
        event_id uuid PRIMARY KEY,
        club_id uuid NOT NULL,
        rotation integer NOT NULL DEFAULT 0,
        code_hash varchar(64) NOT NULL,
        CONSTRAINT fk_event_check_in_codes_event FOREIGN KEY (event_id, club_id)
          REFERENCES events (id, club_id) ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE check_in_failures (
        event_id uuid NOT NULL,
        user_id uuid NOT NULL,
        failures integer NOT NULL DEFAULT 0,
        PRIMARY KEY (event_id, user_id),
        CONSTRAINT fk_check_in_failures_event FOREIGN KEY (event_id) REFERENCES events (id) ON DELETE CASCADE,
        CONSTRAINT fk_check_in_failures_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE display_links (
        event_id uuid PRIMARY KEY,
        club_id uuid NOT NULL,
        rotation integer NOT NULL DEFAULT 0,
        token_hash varchar(64) NOT NULL,
        CONSTRAINT uq_display_links_token_hash UNIQUE (token_hash),
        CONSTRAINT fk_display_links_event FOREIGN KEY (event_id, club_id)
          REFERENCES events (id, club_id) ON DELETE CASCADE
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE display_links`);
    await q.query(`DROP TABLE check_in_failures`);
    await q.query(`DROP TABLE event_check_in_codes`);
  }
}
