import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who's coming (API.md section 13): `show_participants` lets members see the names of those
 * confirmed for an event. Clubs that exist when this runs never told their members that others
 * would see them, so they start with it off; clubs created afterwards take the column's default.
 *
 * An event's `cancel_reason` is what staff said when calling it off; reinstating clears it.
 */
export class ParticipantsAndCancelReason1764790000000 implements MigrationInterface {
  name = 'ParticipantsAndCancelReason1764790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE clubs ADD COLUMN show_participants boolean NOT NULL DEFAULT true`);
    await q.query(`UPDATE clubs SET show_participants = false`);
    await q.query(`ALTER TABLE events ADD COLUMN cancel_reason text`);
    await q.query(
      `ALTER TABLE events ADD CONSTRAINT ck_events_cancel_reason_length CHECK (char_length(cancel_reason) <= 2400)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events DROP COLUMN cancel_reason`);
    await q.query(`ALTER TABLE clubs DROP COLUMN show_participants`);
  }
}
