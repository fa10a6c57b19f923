import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Draws name a player the club has no name for `Player {n}` (API.md, decisions for part three),
 * never by their e-mail's local part as draws made before did. Their stored names are rewritten
 * here, n being the player's place in the draw's list (by user id, the draw input's order). The
 * result is rewritten in JavaScript, not as jsonb, so every other byte of it (the rounds' key
 * order included) stays as the algorithm wrote it. Nothing to undo: the old labels were a leak.
 */
export class DrawPlayerLabels1764810001000 implements MigrationInterface {
  name = 'DrawPlayerLabels1764810001000';

  async up(q: QueryRunner): Promise<void> {
    const draws: { event_id: string; result: string; nameless: string[] }[] = await q.query(
      `SELECT d.event_id, d.result::text AS result,
              array_agg(m.user_id::text) AS nameless
         FROM draws d
         JOIN club_memberships m ON m.club_id = d.club_id AND NULLIF(btrim(m.name), '') IS NULL
        WHERE EXISTS (SELECT 1 FROM json_array_elements(d.result -> 'players') p
                       WHERE p ->> 'user_id' = m.user_id::text)
        GROUP BY d.event_id, d.result::text`,
    );
    for (const draw of draws) {
      const result = JSON.parse(draw.result) as { players: { user_id: string; name: string }[] };
      const nameless = new Set(draw.nameless);
      result.players.forEach((p, i) => {
        if (nameless.has(p.user_id)) p.name = `Player ${i + 1}`;
      });
      await q.query(`UPDATE draws SET result = $2::json WHERE event_id = $1`, [
        draw.event_id,
        JSON.stringify(result),
      ]);
    }
  }

  async down(): Promise<void> {
    // The e-mail's local part is not put back.
  }
}
