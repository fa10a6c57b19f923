import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Club setting `waitlist_priority` (API.md section 14): fifo keeps today's order for every club;
 * reliable_first is a club's own choice.
 */
export class WaitlistPriority1764801000000 implements MigrationInterface {
  name = 'WaitlistPriority1764801000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE clubs ADD COLUMN waitlist_priority varchar(14) NOT NULL DEFAULT 'fifo'`);
    await q.query(
      `ALTER TABLE clubs ADD CONSTRAINT ck_clubs_waitlist_priority CHECK (waitlist_priority IN ('fifo', 'reliable_first'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE clubs DROP COLUMN waitlist_priority`);
  }
}
