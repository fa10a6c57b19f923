import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A new club's admin page shows a getting-started checklist until every step is done or its staff
 * hide it (`onboarding_dismissed`, API.md "Decisions for part three"). Clubs that already exist
 * when this runs are set up and running: they start hidden, so a deploy shows them nothing new.
 * The column's default applies only to clubs created afterwards.
 */
export class OnboardingDismissed1764740000000 implements MigrationInterface {
  name = 'OnboardingDismissed1764740000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE clubs ADD COLUMN onboarding_dismissed boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE clubs SET onboarding_dismissed = true`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE clubs DROP COLUMN onboarding_dismissed`);
  }
}
