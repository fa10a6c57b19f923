import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Draw mails go through the notification outbox like every other kind.
 *
 * - `draw_change_windows`: the coalescing of changes to a published draw, one trailing window per
 *   player and event (an organiser's swaps touch different players at different times, and each
 *   player gets one mail with the final draw). Written in the transaction that changes the draw,
 *   closed by the same job that closes `event_change_windows` (NOTIFY_COALESCE_SECONDS after the
 *   player's last change), which writes the player's `draw_published` outbox row. Removed with
 *   the event or the membership.
 */
export class DrawChangeWindows1764600000000 implements MigrationInterface {
  name = 'DrawChangeWindows1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE draw_change_windows (
        event_id uuid NOT NULL,
        user_id uuid NOT NULL,
        club_id uuid NOT NULL,
        last_change_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, user_id),
        CONSTRAINT fk_draw_change_windows_event FOREIGN KEY (event_id, club_id)
          REFERENCES events (id, club_id) ON DELETE CASCADE,
        CONSTRAINT fk_draw_change_windows_membership FOREIGN KEY (club_id, user_id)
          REFERENCES club_memberships (club_id, user_id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX ix_draw_change_windows_member ON draw_change_windows (club_id, user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE draw_change_windows`);
  }
}
