import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Share cards (API.md section 15). `public_event_cards` lets a club's upcoming events be shown at
 * `/e/:id` without a session. Clubs that exist when this runs never agreed to that, so they start
 * with it off; clubs created afterwards take the column's default (on).
 *
 * An event's `public_card` is null until someone sets it: the event then follows its kind
 * (mix-ins, tournaments and socials are shareable), so occurrences a series adds later need no
 * value of their own.
 */
export class ShareCards1764820000000 implements MigrationInterface {
  name = 'ShareCards1764820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE clubs ADD COLUMN public_event_cards boolean NOT NULL DEFAULT true`);
    await q.query(`UPDATE clubs SET public_event_cards = false`);
    await q.query(`ALTER TABLE events ADD COLUMN public_card boolean`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events DROP COLUMN public_card`);
    await q.query(`ALTER TABLE clubs DROP COLUMN public_event_cards`);
  }
}
