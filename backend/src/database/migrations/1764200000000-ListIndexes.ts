import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lists whose cost does not grow with a club's history.
 *
 * 1. Own sign-ups (`GET /api/signups`) show upcoming events and the last 90 days, and page back
 *    by the event's end. A person's sign-ups carry their event's `end_time` as
 *    `signups.event_end_time`, so one index, (club_id, user_id, event_end_time, id), finds exactly
 *    those rows and pages through the rest in order. Triggers keep the copy right: a new sign-up
 *    takes its event's end, and moving an event's end moves its sign-ups' copies. The index
 *    replaces ix_signups_club_user, of which it is an extension.
 * 2. The system console's `user_count` and `event_count` come from `club_counts`, kept by
 *    statement-level triggers on memberships and events, instead of counting every membership and
 *    event of every club at each request.
 */
export class ListIndexes1764200000000 implements MigrationInterface {
  name = 'ListIndexes1764200000000';

  async up(q: QueryRunner): Promise<void> {
    // The old index goes first: one index fewer to maintain while every sign-up is rewritten
    // (about a minute per million sign-ups on a small machine).
    await q.query(`DROP INDEX ix_signups_club_user`);
    await q.query(`ALTER TABLE signups ADD COLUMN event_end_time timestamp`);
    await q.query(`UPDATE signups s SET event_end_time = e.end_time FROM events e WHERE e.id = s.event_id`);
    await q.query(`ALTER TABLE signups ALTER COLUMN event_end_time SET NOT NULL`);
    await q.query(`
      CREATE FUNCTION signups_take_event_end() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT e.end_time INTO NEW.event_end_time FROM events e WHERE e.id = NEW.event_id;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_signups_event_end BEFORE INSERT OR UPDATE OF event_id ON signups
        FOR EACH ROW EXECUTE FUNCTION signups_take_event_end()`);
    await q.query(`
      CREATE FUNCTION events_move_signups_end() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE signups SET event_end_time = NEW.end_time WHERE event_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_events_signups_end AFTER UPDATE OF end_time ON events
        FOR EACH ROW WHEN (OLD.end_time IS DISTINCT FROM NEW.end_time)
        EXECUTE FUNCTION events_move_signups_end()`);
    await q.query(`CREATE INDEX ix_signups_club_user_end ON signups (club_id, user_id, event_end_time, id)`);

    await q.query(`
      CREATE TABLE club_counts (
        club_id uuid PRIMARY KEY REFERENCES clubs(id) ON DELETE CASCADE,
        user_count integer NOT NULL DEFAULT 0,
        event_count integer NOT NULL DEFAULT 0
      )`);
    await q.query(`
      INSERT INTO club_counts (club_id, user_count, event_count)
        SELECT c.id, (SELECT count(*) FROM club_memberships m WHERE m.club_id = c.id),
               (SELECT count(*) FROM events e WHERE e.club_id = c.id)
          FROM clubs c`);
    await q.query(`
      CREATE FUNCTION club_counts_new_club() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO club_counts (club_id) VALUES (NEW.id);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER tr_clubs_counts AFTER INSERT ON clubs FOR EACH ROW EXECUTE FUNCTION club_counts_new_club()`);
    // One UPDATE per statement and club, whatever the number of rows: bulk inserts stay cheap.
    await q.query(`
      CREATE FUNCTION club_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'events' AND TG_OP = 'INSERT' THEN
          UPDATE club_counts c SET event_count = c.event_count + d.n
            FROM (SELECT club_id, count(*) AS n FROM new_rows GROUP BY club_id) d WHERE c.club_id = d.club_id;
        ELSIF TG_TABLE_NAME = 'events' THEN
          UPDATE club_counts c SET event_count = c.event_count - d.n
            FROM (SELECT club_id, count(*) AS n FROM old_rows GROUP BY club_id) d WHERE c.club_id = d.club_id;
        ELSIF TG_OP = 'INSERT' THEN
          UPDATE club_counts c SET user_count = c.user_count + d.n
            FROM (SELECT club_id, count(*) AS n FROM new_rows GROUP BY club_id) d WHERE c.club_id = d.club_id;
        ELSE
          UPDATE club_counts c SET user_count = c.user_count - d.n
            FROM (SELECT club_id, count(*) AS n FROM old_rows GROUP BY club_id) d WHERE c.club_id = d.club_id;
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of ['events', 'club_memberships']) {
      await q.query(`
        CREATE TRIGGER tr_${table}_count_insert AFTER INSERT ON ${table}
          REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION club_counts_apply()`);
      await q.query(`
        CREATE TRIGGER tr_${table}_count_delete AFTER DELETE ON ${table}
          REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION club_counts_apply()`);
    }
    // No code moves a row to another club; should anything ever do it, the counts follow.
    await q.query(`
      CREATE FUNCTION club_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'events' THEN
          UPDATE club_counts SET event_count = event_count - 1 WHERE club_id = OLD.club_id;
          UPDATE club_counts SET event_count = event_count + 1 WHERE club_id = NEW.club_id;
        ELSE
          UPDATE club_counts SET user_count = user_count - 1 WHERE club_id = OLD.club_id;
          UPDATE club_counts SET user_count = user_count + 1 WHERE club_id = NEW.club_id;
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of ['events', 'club_memberships']) {
      await q.query(`
        CREATE TRIGGER tr_${table}_count_move AFTER UPDATE OF club_id ON ${table}
          FOR EACH ROW WHEN (OLD.club_id IS DISTINCT FROM NEW.club_id) EXECUTE FUNCTION club_counts_move()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['events', 'club_memberships']) {
      await q.query(`DROP TRIGGER tr_${table}_count_move ON ${table}`);
      await q.query(`DROP TRIGGER tr_${table}_count_delete ON ${table}`);
      await q.query(`DROP TRIGGER tr_${table}_count_insert ON ${table}`);
    }
    await q.query(`DROP TRIGGER tr_clubs_counts ON clubs`);
    await q.query(`DROP FUNCTION club_counts_move(), club_counts_apply(), club_counts_new_club()`);
    await q.query(`DROP TABLE club_counts`);

    await q.query(`CREATE INDEX ix_signups_club_user ON signups (club_id, user_id)`);
    await q.query(`DROP INDEX ix_signups_club_user_end`);
    await q.query(`DROP TRIGGER tr_events_signups_end ON events`);
    await q.query(`DROP TRIGGER tr_signups_event_end ON signups`);
    await q.query(`DROP FUNCTION events_move_signups_end(), signups_take_event_end()`);
    await q.query(`ALTER TABLE signups DROP COLUMN event_end_time`);
  }
}
