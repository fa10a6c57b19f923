import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A club holds at most CLUB_QUOTAS.futureEvents events to come (API.md section 16). The horizon
 * job stops adding a series' dates at that quota instead of failing, and says so on the series:
 * `horizon_blocked` (shown to staff) until a later run, or an edit, adds the rest.
 */
export class SeriesHorizonBlocked1764650000000 implements MigrationInterface {
  name = 'SeriesHorizonBlocked1764650000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE series ADD COLUMN horizon_blocked boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE series DROP COLUMN horizon_blocked`);
  }
}
