import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Finding a club's people (API.md section 12): a membership gains the club's member number, a
 * phone number, when the person was last invited and the club day they last used the club; staff
 * search the list by name, e-mail or member number.
 *
 * The search is "contains", case- and accent-insensitive ('jose' finds 'José'): both sides go
 * through `search_fold` (unaccent, then lower). unaccent is only STABLE (its dictionary could be
 * changed), so an index cannot use it directly; `search_fold` names the dictionary and is declared
 * IMMUTABLE, the usual wrapper. Trigram GIN indexes over the folded texts let a selective search
 * read only the rows that can match, however many members a club has (and however many people the
 * whole database holds, for the e-mail on `users`). They are built with `fastupdate = off`: with
 * it on, new rows (an import's thousands) wait in each index's pending list, which every search
 * reads in full until a vacuum clears it; right after a 5,000-row import a search cost 4.5 ms
 * instead of 0.5 ms. Writes to these columns are few, so paying at write time is the right side.
 *
 * The lengths are code-point backstops (CODE_POINTS_PER_GRAPHEME times the API's limit), written
 * out here: a migration must not change when the limits do.
 */
export class FindingPeople1764700000000 implements MigrationInterface {
  name = 'FindingPeople1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE FUNCTION search_fold(text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$`);
    await q.query(`
      ALTER TABLE club_memberships
        ADD COLUMN member_number text,
        ADD COLUMN phone text,
        ADD COLUMN invited_at timestamptz,
        ADD COLUMN last_seen_on date,
        ADD CONSTRAINT ck_club_memberships_member_number_length CHECK (char_length(member_number) <= 400),
        ADD CONSTRAINT ck_club_memberships_phone_length CHECK (char_length(phone) <= 320)`);
    await q.query(
      `CREATE INDEX ix_club_memberships_name_search ON club_memberships USING gin (search_fold(name) gin_trgm_ops) WITH (fastupdate = off)`,
    );
    await q.query(
      `CREATE INDEX ix_club_memberships_member_number_search ON club_memberships USING gin (search_fold(member_number) gin_trgm_ops) WITH (fastupdate = off)`,
    );
    await q.query(
      `CREATE INDEX ix_users_email_search ON users USING gin (search_fold(email) gin_trgm_ops) WITH (fastupdate = off)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX ix_users_email_search`);
    await q.query(`DROP INDEX ix_club_memberships_member_number_search`);
    await q.query(`DROP INDEX ix_club_memberships_name_search`);
    await q.query(`
      ALTER TABLE club_memberships
        DROP COLUMN last_seen_on,
        DROP COLUMN invited_at,
        DROP COLUMN phone,
        DROP COLUMN member_number`);
    await q.query(`DROP FUNCTION search_fold(text)`);
    // The extensions stay: something else may have come to use them.
  }
}
