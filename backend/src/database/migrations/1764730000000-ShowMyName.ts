import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's own profile (API.md section 12): `show_my_name` says whether other members see the
 * member's name. Off, they show as `Member` to other members; staff still see the name. On by
 * default, so nothing changes for the memberships already there.
 */
export class ShowMyName1764730000000 implements MigrationInterface {
  name = 'ShowMyName1764730000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE club_memberships ADD COLUMN show_my_name boolean NOT NULL DEFAULT true`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE club_memberships DROP COLUMN show_my_name`);
  }
}
