import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a club's staff enter about a person is that club's own: the name moves from the global
 * user (one login address across clubs) to each membership. Existing names are copied to every
 * membership of the person, so nothing shown today changes; from now on a rename at one club
 * stays at that club.
 */
export class MembershipOwnsPersonData1764000000000 implements MigrationInterface {
  name = 'MembershipOwnsPersonData1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE club_memberships ADD COLUMN name varchar(100)`);
    await q.query(`UPDATE club_memberships m SET name = u.name FROM users u WHERE u.id = m.user_id`);
    await q.query(`ALTER TABLE users DROP COLUMN name`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN name varchar(100)`);
    // A person may have several names now; the oldest membership's wins.
    await q.query(`
      UPDATE users u SET name = (
        SELECT m.name FROM club_memberships m
         WHERE m.user_id = u.id AND m.name IS NOT NULL ORDER BY m.created_at LIMIT 1)`);
    await q.query(`ALTER TABLE club_memberships DROP COLUMN name`);
  }
}
