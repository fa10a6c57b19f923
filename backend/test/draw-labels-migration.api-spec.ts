import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { createIsolatedDatabase } from './support/isolated-database';

/**
 * Draws made before players without a name were labelled `Player {n}` stored their e-mail's local
 * part: the migration DrawPlayerLabels rewrites those names (n their place in the draw's list) and
 * leaves every other byte of the stored result as it was.
 */
describe('migration DrawPlayerLabels', () => {
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let db: DataSource;

  beforeAll(async () => {
    database = await createIsolatedDatabase('draw-labels');
    db = await new DataSource(dataSourceOptions({ DATABASE_URL: database.url }, [])).initialize();
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('replaces the e-mail local parts stored for nameless players, and nothing else', async () => {
    // Back to just before DrawPlayerLabels, whatever migrations came after it.
    const applied = async () =>
      (await db.query(`SELECT 1 FROM migrations WHERE name = 'DrawPlayerLabels1764810001000'`)).length > 0;
    while (await applied()) await db.undoLastMigration();
    const [club] = await db.query(`INSERT INTO clubs (name, subdomain) VALUES ('Old', 'old') RETURNING id`);
    const member = async (email: string, name: string | null): Promise<string> => {
      const [user] = await db.query(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [email]);
      await db.query(
        `INSERT INTO club_memberships (club_id, user_id, user_type, name) VALUES ($1, $2, 'clubmember', $3)`,
        [club.id, user.id, name],
      );
      return user.id;
    };
    const people = [
      await member('ann@example.test', 'Ann'),
      await member('leaky.local@example.test', null),
      await member('blank.local@example.test', '  '),
    ].sort();
    const [event] = await db.query(
      `INSERT INTO events (club_id, name, event_type, start_time, end_time)
       VALUES ($1, 'Mix', 'mixin', now(), now() + interval '2 hours') RETURNING id`,
      [club.id],
    );
    const stored = (names: Record<string, string>) =>
      `{"rounds":[{"round":1,"matches":[],"sitting_out":${JSON.stringify(people)}}],` +
      `"players":[${people.map((id) => `{"user_id":"${id}","name":"${names[id]}","level":5,"rated":false}`).join(',')}],` +
      `"metrics":{"partner_repeats":0},"warnings":[]}`;
    const before: Record<string, string> = {};
    const emails: { id: string; email: string; name: string | null }[] = await db.query(
      `SELECT u.id, u.email, m.name FROM users u JOIN club_memberships m ON m.user_id = u.id`,
    );
    for (const p of emails) before[p.id] = p.name?.trim() ? p.name : p.email.split('@')[0];
    await db.query(
      `INSERT INTO draws (event_id, club_id, courts, rounds, mix, seed, result, algorithm_version, signups_fingerprint)
       VALUES ($1, $2, '{Court 1}', 1, 0.3, 1, $3::json, 'mixin-3', repeat('0', 64))`,
      [event.id, club.id, stored(before)],
    );

    await db.runMigrations();
    const [row] = await db.query(`SELECT result::text AS result FROM draws WHERE event_id = $1`, [event.id]);
    const after: Record<string, string> = {};
    people.forEach((id, i) => {
      after[id] = before[id] === 'Ann' ? 'Ann' : `Player ${i + 1}`;
    });
    expect(row.result).toBe(stored(after));
    expect(row.result).not.toContain('leaky.local');
    expect(row.result).not.toContain('blank.local');
  });
});
