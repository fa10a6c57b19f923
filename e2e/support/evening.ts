import type { Client } from 'pg';

/**
 * A mix-in at Riverside under way now (started 10 minutes ago by the club's clock, two hours
 * long) with its own confirmed players, named as given, and the demo member confirmed too.
 * Answers the event's id; the caller deletes the event when done.
 */
export async function seedEveningUnderWay(
  db: Client,
  { name, players, emailPrefix }: { name: string; players: string[]; emailPrefix: string },
): Promise<string> {
  const [event] = (
    await db.query(
      `INSERT INTO events (club_id, name, event_type, start_time, end_time)
       SELECT c.id, $1, 'mixin', (now() AT TIME ZONE c.timezone) - interval '10 minutes',
              (now() AT TIME ZONE c.timezone) + interval '110 minutes'
         FROM clubs c WHERE c.subdomain = 'riverside' RETURNING id, club_id`,
      [name],
    )
  ).rows;
  for (const [i, player] of players.entries()) {
    const [user] = (
      await db.query(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [
        `${emailPrefix}-${i}-${Date.now()}@riverside.test`,
      ])
    ).rows;
    await db.query(
      `INSERT INTO club_memberships (club_id, user_id, user_type, name) VALUES ($1, $2, 'clubmember', $3)`,
      [event.club_id, user.id, player],
    );
    await db.query(
      `INSERT INTO signups (club_id, event_id, user_id, status) VALUES ($1, $2, $3, 'confirmed')`,
      [event.club_id, event.id, user.id],
    );
  }
  await db.query(
    `INSERT INTO signups (club_id, event_id, user_id, status)
     SELECT $1, $2, u.id, 'confirmed' FROM users u WHERE u.email = 'member@riverside.test'`,
    [event.club_id, event.id],
  );
  return event.id;
}
