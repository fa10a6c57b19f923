import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The product speaks English and Dutch (API.md sections 4 and 9): a club's default language, and
 * each person's own choice at each club (on the membership, like everything a club knows of them),
 * which mails follow.
 */
export class Locales1764250000000 implements MigrationInterface {
  name = 'Locales1764250000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE clubs ADD COLUMN default_locale varchar(2) NOT NULL DEFAULT 'en'
        CONSTRAINT ck_clubs_default_locale CHECK (default_locale IN ('en', 'nl'))`);
    await q.query(`
      ALTER TABLE club_memberships ADD COLUMN locale varchar(2)
        CONSTRAINT ck_club_memberships_locale CHECK (locale IN ('en', 'nl'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE club_memberships DROP COLUMN locale`);
    await q.query(`ALTER TABLE clubs DROP COLUMN default_locale`);
  }
}
